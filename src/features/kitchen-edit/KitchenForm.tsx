// The kitchen's form: every field of spec section 3, validated on the device by the contract's
// rules (each message under its field on submit, and as the chef fixes a field they left). What the
// chef types and the logo they chose are kept as the 'kitchen' draft as they go (offline too);
// "Discard changes" brings back the kitchen as stored.
import { Button, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { deliveryOptions, kitchenUpdateRequestSchema, type City, type Kitchen, type KitchenUpdateInput, type KitchenUpdateRequest } from '@/contract';
import type { ChefDb } from '@/db/chef-db';
import { clearDraft } from '@/db/drafts';
import { FormNotices, SelectField, TextAreaField, TextField } from '@/ui/form';
import { notify } from '@/ui/toaster';
import { useDraftSaver } from '@/ui/use-draft-autosave';
import { useOnline } from '@/ui/use-online';
import { hasChanges, kitchenFormValues, type ChosenLogo, type KitchenDraft, type KitchenFormValues } from './kitchen-draft';
import { LocationFields } from './LocationFields';
import { LogoField } from './LogoField';
import { SaveProgress } from './SaveProgress';
import { useKitchenSave } from './use-kitchen-save';
import { WeekSummary } from './WeekSummary';

const schemaResolver = valibotResolver(kitchenUpdateRequestSchema);
/** A pickup-only kitchen has no delivery cost: whatever the hidden field holds is not checked. A
 * kitchen with a week edits its hours on the opening hours screen: the one range older builds read
 * is sent back as stored (the server then keeps the week). */
const resolverFor =
  (week: Pick<Kitchen, 'schedule' | 'opening_time' | 'closing_time'>): Resolver<KitchenUpdateInput, unknown, KitchenUpdateRequest> =>
  (values, context, options) => {
    const hours = week.schedule ? { opening_time: week.opening_time ?? '00:00', closing_time: week.closing_time ?? '00:00' } : {};
    return schemaResolver({ ...values, ...hours, ...(values.delivery_option === 'pickup' ? { delivery_cost: '' } : {}) }, context, options);
  };

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

const Section = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <Stack as="fieldset" gap="4" minWidth="0" border="0" padding="0" margin="0">
    <Heading as="legend" size="md" marginBottom="3">
      {title}
    </Heading>
    {children}
  </Stack>
);

type KitchenFormProps = {
  db: ChefDb;
  kitchen: Kitchen;
  cities: City[];
  start: KitchenDraft;
};

export function KitchenForm({ db, kitchen, cities, start }: KitchenFormProps) {
  const { t } = useTranslation('kitchenEdit');
  const online = useOnline();
  const navigate = useNavigate();
  const [restored] = useState(() => hasChanges(start, kitchen));
  const [logo, setLogo] = useState<ChosenLogo | null>(start.logo);
  const [queuedLogo, setQueuedLogo] = useState<ChosenLogo | null>(null);
  const [resolver] = useState(() => resolverFor(kitchen));
  const form = useForm<KitchenUpdateInput, unknown, KitchenUpdateRequest>({
    mode: 'onTouched',
    criteriaMode: 'all',
    resolver,
    defaultValues: start.values,
  });
  const { errors, isSubmitting } = form.formState;
  const draftSaver = useDraftSaver(db, 'kitchen');
  const saveLater = draftSaver.save;
  const { save, saveKitchen } = useKitchenSave(
    db,
    useCallback(() => void navigate({ to: '/kitchen' }), [navigate]),
  );
  const [opening, closing, deliveryOption, latitude, longitude] = useWatch({
    control: form.control,
    name: ['opening_time', 'closing_time', 'delivery_option', 'latitude', 'longitude'],
  });

  useEffect(() => {
    return form.subscribe({
      formState: { values: true },
      callback: ({ values }) => saveLater({ values: { ...values }, logo }),
    });
  }, [form, saveLater, logo]);

  const chooseLogo = useCallback(
    (chosen: ChosenLogo | null) => {
      setLogo(chosen);
      saveLater({ values: form.getValues(), logo: chosen });
    },
    [form, saveLater],
  );
  const forgetLogo = useCallback(() => chooseLogo(null), [chooseLogo]);
  /** The outbox holds the saved logo now: a later draft or save must not carry it again. */
  const logoQueued = useCallback((saved: ChosenLogo | null) => {
    setLogo(null);
    if (saved) setQueuedLogo(saved);
  }, []);

  const submit = form.handleSubmit(async (request) => {
    try {
      draftSaver.cancel();
      await saveKitchen(request, logo);
      logoQueued(logo);
    } catch (error) {
      notify.error(error instanceof Error ? error.message : String(error));
    }
  });

  const discard = async () => {
    form.reset(kitchenFormValues(kitchen));
    setLogo(null);
    draftSaver.cancel();
    await clearDraft(db, 'kitchen');
    notify.info(t('discarded'));
  };

  const field = (name: keyof KitchenFormValues) => ({
    registration: form.register(name),
    error: errors[name]?.message,
  });
  const ownCity = kitchen.city_id && kitchen.city && !cities.some((city) => city.id === kitchen.city_id) ? [{ id: kitchen.city_id, name: kitchen.city }] : [];
  const cityOptions = [
    { value: '', label: t('chooseCity') },
    ...[...ownCity, ...cities].map((city) => ({
      value: String(city.id),
      label: city.name,
    })),
  ];
  const pastMidnight = HH_MM.test(opening) && HH_MM.test(closing) && closing < opening;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="8">
        <FormNotices offline={online ? null : t('offlineTyping')} restored={restored && save.state === 'editing' ? t('draftRestored') : null} />
        <Section title={t('sections.about')}>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextField label={t('name')} autoComplete="organization" size="lg" {...field('name')} />
            <TextField label={t('phone')} type="tel" inputMode="tel" autoComplete="tel" size="lg" helperText={t('phoneHint')} {...field('phone')} />
          </SimpleGrid>
          <TextAreaField label={t('description')} helperText={t('descriptionHint')} {...field('description')} />
          <LogoField currentUrl={kitchen.logo_url} logo={logo} queued={save.state === 'editing' ? null : queuedLogo} onChosen={chooseLogo} onForget={forgetLogo} />
        </Section>
        <Section title={t('sections.address')}>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <SelectField label={t('city')} options={cityOptions} autoComplete="address-level2" helperText={cities.length === 0 ? t('noCities') : undefined} {...field('city_id')} />
            <TextField label={t('postalCode')} autoComplete="postal-code" autoCapitalize="characters" size="lg" helperText={t('postalCodeHint')} {...field('postal_code')} />
            <TextField label={t('mainStreet')} autoComplete="address-line1" size="lg" {...field('main_street')} />
            <TextField label={t('buildingDetails')} autoComplete="address-line2" size="lg" helperText={t('buildingDetailsHint')} {...field('building_details')} />
          </SimpleGrid>
        </Section>
        <Section title={t('sections.hours')}>
          {kitchen.schedule && <WeekSummary schedule={kitchen.schedule} />}
          <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="4">
            {!kitchen.schedule && (
              <>
                <TextField
                  label={t('openingTime')}
                  inputMode="numeric"
                  placeholder="HH:MM"
                  maxLength={5}
                  autoComplete="off"
                  size="lg"
                  helperText={t('timeHint')}
                  {...field('opening_time')}
                />
                <TextField
                  label={t('closingTime')}
                  inputMode="numeric"
                  placeholder="HH:MM"
                  maxLength={5}
                  autoComplete="off"
                  size="lg"
                  helperText={pastMidnight ? t('pastMidnight', { closing }) : t('timeHint')}
                  {...field('closing_time')}
                />
              </>
            )}
            <TextField label={t('preparationTime')} inputMode="numeric" autoComplete="off" size="lg" helperText={t('preparationTimeHint')} {...field('preparation_time')} />
          </SimpleGrid>
        </Section>
        <Section title={t('sections.delivery')}>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <SelectField
              label={t('deliveryOption')}
              options={deliveryOptions.map((option) => ({
                value: option,
                label: t(`deliveryOptions.${option}`),
              }))}
              {...field('delivery_option')}
            />
            {deliveryOption !== 'pickup' && (
              <TextField label={t('deliveryCost')} inputMode="decimal" autoComplete="off" size="lg" helperText={t('deliveryCostHint')} {...field('delivery_cost')} />
            )}
          </SimpleGrid>
        </Section>
        <Section title={t('sections.location')}>
          <LocationFields
            latitude={{ ...field('latitude'), value: String(latitude) }}
            longitude={{ ...field('longitude'), value: String(longitude) }}
            onLocated={(lat, lon) => {
              form.setValue('latitude', lat, {
                shouldDirty: true,
                shouldValidate: true,
              });
              form.setValue('longitude', lon, {
                shouldDirty: true,
                shouldValidate: true,
              });
            }}
          />
        </Section>
        <SaveProgress db={db} done={save.state === 'done'} />
        <Stack direction={{ base: 'column-reverse', sm: 'row' }} gap="3" justify="end">
          <Button type="button" variant="ghost" size="lg" onClick={() => void discard()} disabled={isSubmitting}>
            {t('discard')}
          </Button>
          <Button type="submit" colorPalette="primary" size="lg" loading={isSubmitting && save.state === 'editing'}>
            {t('save')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
