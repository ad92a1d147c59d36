// The demo cities of the select fields on /uikit/formlayout (a fixed list: the page needs no data).
import { useTranslation } from 'react-i18next';

export function useCities(): { value: string; label: string }[] {
  const { t } = useTranslation('uikit');
  return (['vilnius', 'kaunas', 'klaipeda'] as const).map((city) => ({ value: city, label: t(`cities.${city}`) }));
}
