// Above the journal: which day (the days that have entries, newest first), which kind of entries
// (toggle buttons: All, Connection, Alarms, Actions, Problems, each with its count that day), and
// "Download CSV" / "Print" of what is shown.
import { Button, Field, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Download, Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { journalFilters, type JournalFilter } from './filters';
import { formatShortDay } from '@/lib/format';
import type { JournalDay } from './queries';

type Props = {
  days: readonly JournalDay[];
  day: string;
  today: string;
  onDay: (day: string) => void;
  filter: JournalFilter;
  counts: Record<JournalFilter, number>;
  onFilter: (filter: JournalFilter) => void;
  canExport: boolean;
  onDownload: () => void;
  onPrint: () => void;
};

export function JournalToolbar({ days, day, today, onDay, filter, counts, onFilter, canExport, onDownload, onPrint }: Props) {
  const { t } = useTranslation('journal');
  const choices = days.some((entry) => entry.day === day) ? days : [{ day, count: 0 }, ...days];
  return (
    <Stack gap="3" data-print-hide="">
      <HStack gap="3" align="end" flexWrap="wrap">
        <Field.Root w={{ base: 'full', sm: '18rem' }}>
          <Field.Label>{t('day')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={day} onChange={(event) => onDay(event.currentTarget.value)}>
              {choices.map((entry) => (
                <option key={entry.day} value={entry.day}>
                  {t('dayOption', { day: entry.day === today ? `${t('today')} · ${formatShortDay(entry.day)}` : formatShortDay(entry.day), count: entry.count })}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <HStack gap="2" ms={{ sm: 'auto' }} w={{ base: 'full', sm: 'auto' }}>
          <Button flex={{ base: '1', sm: 'initial' }} variant="outline" colorPalette="primary" disabled={!canExport} onClick={onDownload}>
            <Download aria-hidden="true" />
            {t('downloadCsv')}
          </Button>
          <Button flex={{ base: '1', sm: 'initial' }} variant="outline" colorPalette="primary" disabled={!canExport} onClick={onPrint}>
            <Printer aria-hidden="true" />
            {t('print')}
          </Button>
        </HStack>
      </HStack>
      <Stack gap="1.5">
        <Text id="journal-show" fontSize="sm" fontWeight="medium">
          {t('show')}
        </Text>
        <HStack role="group" aria-labelledby="journal-show" gap="2" flexWrap="wrap">
          {journalFilters.map((option) => {
            const active = option === filter;
            const problems = option === 'problems' && counts.problems > 0;
            return (
              <Button
                key={option}
                size="sm"
                rounded="full"
                aria-pressed={active}
                variant={active ? 'solid' : 'outline'}
                colorPalette={problems ? 'red' : active ? 'primary' : 'gray'}
                onClick={() => onFilter(option)}
              >
                {t(`filters.${option}`)}
                <Text as="span" aria-hidden="true" fontVariantNumeric="tabular-nums" opacity={0.8}>
                  {counts[option]}
                </Text>
              </Button>
            );
          })}
        </HStack>
      </Stack>
    </Stack>
  );
}
