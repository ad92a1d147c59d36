// The filters above the history: status, a date range (days shown as the rows show them, typed or
// picked) and a search (number or customer name) that waits ~300 ms after the last key before it
// changes the address (and so the page query). Every field is 44 px high, a touch target on a phone.
import { Field, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DayField } from '@/ui/DayField';
import { statusFilters, type HistorySearch, type StatusFilter } from './search';

export const SEARCH_DEBOUNCE_MS = 300;

type Props = { search: HistorySearch; onChange: (change: Partial<HistorySearch>) => void };

export function HistoryFilters({ search, onChange }: Props) {
  const { t } = useTranslation('orderHistory');
  return (
    <SimpleGrid as="form" role="search" aria-label={t('filters')} onSubmit={(event) => event.preventDefault()} columns={{ base: 2, md: 4 }} gap="3" alignItems="end">
      <Field.Root gridColumn={{ base: 'span 2', md: 'auto' }}>
        <Field.Label>{t('status')}</Field.Label>
        <NativeSelect.Root size="lg">
          <NativeSelect.Field
            value={search.status ?? ''}
            onChange={(event) => onChange({ status: (event.currentTarget.value || undefined) as StatusFilter | undefined })}
          >
            <option value="">{t('statusAll')}</option>
            {statusFilters.map((status) => (
              <option key={status} value={status}>
                {t(`statusLabel.${status}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <DayField label={t('from')} openLabel={t('pickFrom')} placeholder={t('anyDay')} value={search.from} max={search.to} onChange={(from) => onChange({ from })} />
      <DayField label={t('to')} openLabel={t('pickTo')} placeholder={t('anyDay')} value={search.to} min={search.from} onChange={(to) => onChange({ to })} />
      <SearchField committed={search.q ?? ''} onCommit={(q) => onChange({ q: q || undefined })} />
    </SimpleGrid>
  );
}

function SearchField({ committed, onCommit }: { committed: string; onCommit: (q: string) => void }) {
  const { t } = useTranslation('orderHistory');
  const [text, setText] = useState(committed);
  const [seen, setSeen] = useState(committed);
  // The address changed from outside (back button, "Clear filters"): show what it says now.
  if (committed !== seen) {
    setSeen(committed);
    if (committed !== text.trim()) setText(committed);
  }

  useEffect(() => {
    const wanted = text.trim();
    if (wanted === committed) return;
    const timer = setTimeout(() => onCommit(wanted), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, committed, onCommit]);

  return (
    <Field.Root gridColumn={{ base: 'span 2', md: 'auto' }}>
      <Field.Label>{t('search')}</Field.Label>
      <Input type="search" size="lg" value={text} maxLength={100} autoComplete="off" onChange={(event) => setText(event.currentTarget.value)} />
    </Field.Root>
  );
}
