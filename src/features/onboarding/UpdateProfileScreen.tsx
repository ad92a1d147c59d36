// Onboarding step 1 (/update-profile): the chef's personal information, validated on the device
// by the contract's rules. What they type is kept as a draft as they go (offline too) and the
// update goes through the outbox, so it is sent when the connection allows. Once the server
// accepts it the status changes and the layout moves the chef to the documents step.
import { Button, Center, SimpleGrid, Spinner, Stack } from '@chakra-ui/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { profileUpdateRequestSchema, type City, type ProfileUpdateInput, type ProfileUpdateRequest, type User } from '@/contract';
import type { ChefDb } from '@/db/chef-db';
import { saveDraft } from '@/db/drafts';
import { useChefDb } from '@/db/use-chef-db';
import { TextField } from '@/ui/form';
import { notify } from '@/ui/toaster';
import { CityField } from './CityField';
import { updateProfile } from './mutations';
import { Notice } from './Notice';
import { OnboardingPage } from './OnboardingPage';
import { profileFormValues, type ProfileFormValues } from './profile-draft';
import { useCities, useInitialDraft, useProfile, useWaitingCount } from './queries';
import { whenSettled } from '@/sync/engine/settled';
import { useDraftAutosave } from '@/ui/use-draft-autosave';
import { useOnline } from '@/ui/use-online';

export function UpdateProfileScreen() {
  const { t } = useTranslation('onboarding');
  const db = useChefDb();
  const profile = useProfile(db);
  const draft = useInitialDraft(db, 'profile');
  const cities = useCities(db);
  return (
    <OnboardingPage step="profile" title={t('profile.title')} subtitle={t('profile.subtitle')}>
      {db && draft.loaded && cities ? (
        <ProfileForm db={db} profile={profile} cities={cities} defaults={profileFormValues(draft.values, profile)} />
      ) : (
        <Center py="10" gap="3" color="fg.muted">
          <Spinner size="sm" />
          {t('loading')}
        </Center>
      )}
    </OnboardingPage>
  );
}

const ownCityOf = (profile: User | null): City | null => (profile?.city_id && profile.city ? { id: profile.city_id, name: profile.city } : null);

type ProfileFormProps = { db: ChefDb; profile: User | null; cities: City[]; defaults: ProfileFormValues };

function ProfileForm({ db, profile, cities, defaults }: ProfileFormProps) {
  const { t } = useTranslation('onboarding');
  const online = useOnline();
  const waiting = useWaitingCount(db, 'updateProfile') > 0;
  const [ownCity] = useState(() => ownCityOf(profile));
  const form = useForm<ProfileUpdateInput, unknown, ProfileUpdateRequest>({
    criteriaMode: 'all',
    resolver: valibotResolver(profileUpdateRequestSchema),
    defaultValues: defaults,
  });
  const { errors, isSubmitting } = form.formState;
  const saveLater = useDraftAutosave(db, 'profile');

  // A select keeps its value only among its options: when the list of cities changes (the first
  // pull after an offline start), the chosen city is set again so it shows.
  useEffect(() => {
    form.setValue('city_id', form.getValues('city_id'));
  }, [form, cities]);

  useEffect(() => {
    return form.subscribe({ formState: { values: true }, callback: ({ values }) => saveLater({ ...values }) });
  }, [form, saveLater]);

  const submit = form.handleSubmit(async (profileUpdate) => {
    try {
      await saveDraft(db, 'profile', form.getValues());
      const entry = await updateProfile(db, profileUpdate);
      void whenSettled(db, entry.id).then((outcome) => {
        if (outcome.accepted) notify.success(t('profile.saved'));
        else notify.error(outcome.refusal.reason);
      });
    } catch (error) {
      notify.error(error instanceof Error ? error.message : String(error));
    }
  });

  const field = (name: keyof ProfileFormValues) => ({ registration: form.register(name), error: errors[name]?.message });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="5">
        {!online && <Notice tone="offline">{t('offlineTyping')}</Notice>}
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <TextField label={t('profile.firstName')} autoComplete="given-name" {...field('first_name')} />
          <TextField label={t('profile.lastName')} autoComplete="family-name" {...field('last_name')} />
          <TextField label={t('profile.phone')} type="tel" autoComplete="tel" inputMode="tel" helperText={t('profile.phoneHint')} {...field('phone')} />
          <TextField label={t('profile.idNumber')} inputMode="numeric" autoComplete="off" {...field('id_number')} />
          <CityField cities={cities} ownCity={ownCity} {...field('city_id')} />
          <TextField label={t('profile.mainStreet')} autoComplete="address-line1" {...field('main_street')} />
          <TextField label={t('profile.address')} autoComplete="address-line2" {...field('address')} />
          <TextField label={t('profile.postalCode')} autoComplete="postal-code" autoCapitalize="characters" helperText={t('profile.postalCodeHint')} {...field('zip_code')} />
        </SimpleGrid>
        {waiting && <Notice tone={online ? 'busy' : 'info'}>{online ? t('profile.sending') : t('profile.queued')}</Notice>}
        <Button type="submit" colorPalette="primary" size="lg" alignSelf={{ base: 'stretch', sm: 'end' }} loading={isSubmitting}>
          {t('profile.submit')}
        </Button>
      </Stack>
    </form>
  );
}
