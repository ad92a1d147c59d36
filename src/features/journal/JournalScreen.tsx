// The chef's journal (/journal): what happened on this device, by day, newest first, read from
// Dexie (so it works offline and follows what other tabs and the service worker write). The day
// and the filter live in the address; "Download CSV" and "Print" take the day as shown.
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { Global } from '@emotion/react';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useChefDb } from '@/db/use-chef-db';
import { useNow } from '@/ui/use-now';
import { csvFileName, downloadCsv, journalCsv } from './csv';
import { journalFilters, shows, type JournalFilter } from './filters';
import { dayKey } from '@/lib/format';
import { JournalDayList } from './JournalDayList';
import { JournalToolbar } from './JournalToolbar';
import { journalPrintCss } from './print';
import { useJournalDay, useJournalDays } from './queries';
import type { JournalSearch } from './search';

type Props = {
  search: JournalSearch;
  onSearch: (next: JournalSearch) => void;
};

export function JournalScreen({ search, onSearch }: Props) {
  const { t } = useTranslation('journal');
  const db = useChefDb();
  const days = useJournalDays(db);
  const today = dayKey(useNow(60_000)); // "Today" moves at midnight
  const day = search.day ?? days?.[0]?.day ?? today;
  const lines = useJournalDay(db, days === undefined ? null : day);
  const filter: JournalFilter = search.show ?? 'all';
  const shown = (lines ?? []).filter((line) => shows(filter, line));
  const counts = Object.fromEntries(journalFilters.map((option) => [option, (lines ?? []).filter((line) => shows(option, line)).length])) as Record<JournalFilter, number>;
  const [printedAt, setPrintedAt] = useState<number | null>(null);

  const choose = (change: JournalSearch) => {
    const next = { ...search, ...change };
    onSearch({ ...(next.day ? { day: next.day } : {}), ...(next.show ? { show: next.show } : {}) });
  };
  const print = () => {
    flushSync(() => setPrintedAt(Date.now()));
    window.print();
  };

  return (
    <Stack gap="5" as="section" aria-labelledby="screen-title">
      <Global styles={journalPrintCss} />
      <Stack gap="1" data-print-hide="">
        <Heading as="h1" id="screen-title" size="2xl">
          {t('title')}
        </Heading>
        <Text color="fg.muted" maxW="3xl">
          {t('intro')}
        </Text>
      </Stack>
      <JournalToolbar
        days={days ?? []}
        day={day}
        today={today}
        onDay={(next) => choose({ day: next })}
        filter={filter}
        counts={counts}
        onFilter={(next) => choose({ show: next === 'all' ? undefined : next })}
        canExport={shown.length > 0}
        onDownload={() => downloadCsv(journalCsv(shown, t), csvFileName(day))}
        onPrint={print}
      />
      {days === undefined || lines === undefined ? (
        // Reading this device's copy takes a few milliseconds: no "Loading" flash meanwhile.
        <Box minH="40" aria-busy="true" />
      ) : (
        <JournalDayList day={day} lines={shown} total={lines.length} filtered={filter !== 'all'} printedAt={printedAt} />
      )}
    </Stack>
  );
}
