// The city of the profile: a native select over the cities this device has (db.cities, pulled on
// every sync start). The chef's own city stays choosable even before the list arrived.
import { Field, NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { City } from '@/contract';
import { useFieldMessage } from '@/ui/form';

type CityFieldProps = { cities: City[] | undefined; ownCity: City | null; registration: UseFormRegisterReturn; error?: string | undefined };

export function CityField({ cities, ownCity, registration, error }: CityFieldProps) {
  const { t } = useTranslation('onboarding');
  const message = useFieldMessage(error);
  const listed = cities ?? [];
  const options = ownCity && !listed.some((city) => city.id === ownCity.id) ? [ownCity, ...listed] : listed;
  return (
    <Field.Root invalid={!!message}>
      <Field.Label>{t('profile.city')}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field {...registration} autoComplete="address-level2">
          <option value="">{t('profile.chooseCity')}</option>
          {options.map((city) => (
            <option key={city.id} value={String(city.id)}>
              {city.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {!message && cities?.length === 0 && <Field.HelperText>{t('profile.noCities')}</Field.HelperText>}
      {message && <Field.ErrorText>{message}</Field.ErrorText>}
    </Field.Root>
  );
}
