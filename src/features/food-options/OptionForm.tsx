// Add or edit an option of a group, inline under the group: name, type (extra, choice, removal),
// additional price in euros and maximum quantity, each with its contract message as the chef types.
import { Button, Heading, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { optionTypes, type FoodOption, type OptionRequest, type OptionType } from '@/contract';
import { controlled, SelectField, TextField } from '@/ui/form';
import { checkOption, optionFormOf, type OptionField, type OptionFormValues } from './form-rules';

type Props = {
  option: FoodOption | null;
  groupName: string;
  onSave: (request: OptionRequest) => Promise<boolean>;
  onCancel: () => void;
};

export function OptionForm({ option, groupName, onSave, onCancel }: Props) {
  const { t } = useTranslation('foodOptions');
  const [values, setValues] = useState<OptionFormValues>(() => optionFormOf(option));
  const [touched, setTouched] = useState<Partial<Record<OptionField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const { problems, request } = checkOption(values);
  const shown = (field: OptionField) => (submitted || touched[field] ? problems[field] : undefined);
  const change = (field: OptionField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setTouched((current) => ({ ...current, [field]: true }));
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!request) return;
    setBusy(true);
    if (!(await onSave(request))) setBusy(false);
  };

  const title = option ? t('editOption') : t('newOption', { group: groupName });
  return (
    <form aria-label={title} onSubmit={(event) => void submit(event)} noValidate data-testid="option-form">
      <Stack gap="4" p="4" borderWidth="1px" rounded="l2" bg="bg.subtle">
        <Heading as="h4" size="sm">
          {title}
        </Heading>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <TextField size="lg" autoComplete="off" registration={controlled(values.name, (value) => change('name', value))} label={t('field.optionName')} error={shown('name')} autoFocus />
          <SelectField
            registration={controlled(values.type, (value) => change('type', value as OptionType))}
            label={t('field.optionType')}
            error={shown('type')}
            options={optionTypes.map((type) => ({
              value: type,
              label: t(`optionType.${type}`),
            }))}
          />
          <TextField
            registration={controlled(values.additional_price, (value) => change('additional_price', value))}
            size="lg"
            autoComplete="off"
            label={t('field.additionalPrice')}
            inputMode="decimal"
            error={shown('additional_price')}
            helperText={t('field.additionalPriceHelp')}
          />
          <TextField
            registration={controlled(values.max_quantity, (value) => change('max_quantity', value))}
            size="lg"
            autoComplete="off"
            label={t('field.maxQuantity')}
            inputMode="numeric"
            error={shown('max_quantity')}
            helperText={t('field.maxQuantityHelp')}
          />
        </SimpleGrid>
        <HStack justify="end" gap="2" flexWrap="wrap">
          <Button variant="outline" colorPalette="gray" minH="11" onClick={onCancel}>
            {t('cancel')}
          </Button>
          <Button type="submit" colorPalette="primary" minH="11" loading={busy}>
            {t('save')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
