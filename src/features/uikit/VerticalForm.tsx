// The vertical demo form: every kind of input the app has (text, email, password, phone, number,
// time, day, select, multi-line, radio group, switch, checkbox), labels above, the contract's rules.
import { Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DayField } from '@/ui/DayField';
import { CheckboxField, RadioGroupField, SelectField, SwitchField, TextAreaField, TextField, useContractForm } from '@/ui/form';
import { notify } from '@/ui/toaster';
import { deliveryChoices, verticalDefaults, verticalSchema, type VerticalValues } from './demo-schema';
import { useCities } from './use-cities';

export function VerticalForm() {
  const { t } = useTranslation('uikit');
  const cities = useCities();
  const [day, setDay] = useState<string | undefined>(undefined);
  const form = useContractForm<VerticalValues>(verticalSchema, verticalDefaults);
  const { errors } = form.formState;
  const delivery = useController({ control: form.control, name: 'delivery' });
  const open = useController({ control: form.control, name: 'open' });
  const accepted = useController({ control: form.control, name: 'accepted' });
  const field = (name: Exclude<keyof VerticalValues, 'open' | 'accepted' | 'delivery'>) => ({ registration: form.register(name), error: errors[name]?.message });

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(() => notify.success(t('sent')))(event)} onReset={() => form.reset(verticalDefaults)}>
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField label={t('fields.name')} size="lg" autoComplete="organization" {...field('name')} />
          <TextField label={t('fields.email')} size="lg" type="email" autoComplete="email" {...field('email')} />
          <TextField label={t('fields.password')} size="lg" type="password" autoComplete="new-password" helperText={t('fields.passwordHint')} {...field('password')} />
          <TextField label={t('fields.phone')} size="lg" type="tel" autoComplete="tel" placeholder="+370XXXXXXXX" {...field('phone')} />
          <TextField label={t('fields.zip')} size="lg" autoComplete="postal-code" placeholder="LT-XXXXX" {...field('zip')} />
          <TextField label={t('fields.quantity')} size="lg" inputMode="numeric" autoComplete="off" helperText={t('fields.quantityHint')} {...field('quantity')} />
          <TextField label={t('fields.opening')} size="lg" type="time" {...field('opening')} />
          <DayField label={t('fields.day')} value={day} onChange={setDay} openLabel={t('fields.dayOpen')} placeholder={t('fields.dayPlaceholder')} />
        </SimpleGrid>
        <SelectField label={t('fields.city')} placeholder={t('fields.cityChoose')} options={cities} {...field('city')} />
        <TextAreaField label={t('fields.description')} {...field('description')} />
        <RadioGroupField
          label={t('fields.delivery')}
          name={delivery.field.name}
          inline
          options={deliveryChoices.map((choice) => ({ value: choice, label: t(`deliveryChoices.${choice}`) }))}
          value={delivery.field.value}
          onChange={delivery.field.onChange}
          error={errors.delivery?.message}
        />
        <SwitchField
          label={t('fields.open')}
          name={open.field.name}
          checked={open.field.value}
          onChange={open.field.onChange}
          onBlur={open.field.onBlur}
          inputRef={open.field.ref}
          helperText={t('fields.openHint')}
        />
        <CheckboxField
          label={t('fields.accepted')}
          name={accepted.field.name}
          checked={accepted.field.value}
          onChange={accepted.field.onChange}
          onBlur={accepted.field.onBlur}
          inputRef={accepted.field.ref}
          error={errors.accepted?.message}
        />
        <Stack direction={{ base: 'column-reverse', sm: 'row' }} gap="3" justify="end">
          <Button type="reset" variant="ghost" size="lg">
            {t('reset')}
          </Button>
          <Button type="submit" colorPalette="primary" size="lg">
            {t('submit')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
