// Today's prep sheet (/kitchen/prep): what to cook from the orders on this device (prep-sheet.ts),
// read live from Dexie, so it follows orders as they come and go and works offline. "Nothing to
// cook right now" only when the orders were loaded; with none saved and a failed load it says so
// (as the active orders do). The paper (receipt 80 mm or A4) is chosen before "Print" and kept on
// the device; print.ts prints the sheet alone on it.
import { Box, Button, Center, Heading, HStack, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { Global } from '@emotion/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { ClipboardList, Printer } from 'lucide-react';
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useChefDb } from '@/db/use-chef-db';
import { useFirstScreenShown } from '@/lib/first-screen';
import { readText, writeText } from '@/lib/storage';
import { pullNow } from '@/sync/engine/chef-sync';
import { LoadProblem } from '@/ui/LoadProblem';
import { useNow } from '@/ui/use-now';
import { prepSheet } from './prep-sheet';
import { PrepSheetView } from './PrepSheetView';
import { papers, prepPrintCss, PREP_PRINT_ID, setPrintPage, type Paper } from './print';
import { PREP_ORDERS_COLLECTION, usePrepOrders } from './queries';

const PAPER_KEY = 'prep-sheet-paper';
const storedPaper = (): Paper => (readText(PAPER_KEY) === 'a4' ? 'a4' : 'receipt');
// The paper shown now (the sheet's attribute), for a print started by the browser's own menu.
const readPaper = (): Paper => (document.getElementById(PREP_PRINT_ID)?.dataset.paper === 'a4' ? 'a4' : 'receipt');

export function PrepSheetScreen() {
  const { t } = useTranslation('prepSheet');
  const db = useChefDb();
  const list = usePrepOrders(db);
  useFirstScreenShown(list !== undefined);
  const sheet = useMemo(() => (list ? prepSheet(list.rows) : undefined), [list]);
  const now = useNow(30_000);
  const [paper, setPaper] = useState<Paper>(storedPaper);
  const [printedAt, setPrintedAt] = useState<number | null>(null);

  // The page follows the paper and the sheet (a receipt as long as the sheet), and is measured
  // again as a print starts (with the time printed on it).
  useLayoutEffect(() => setPrintPage(paper), [sheet, paper, printedAt]);
  useEffect(() => () => setPrintPage(null), []);
  useEffect(() => {
    const prepare = () => {
      flushSync(() => setPrintedAt(Date.now()));
      setPrintPage(readPaper());
    };
    window.addEventListener('beforeprint', prepare);
    return () => window.removeEventListener('beforeprint', prepare);
  }, []);

  const choosePaper = (next: Paper) => {
    setPaper(next);
    writeText(PAPER_KEY, next);
  };
  const print = () => {
    flushSync(() => setPrintedAt(Date.now()));
    window.print();
  };
  const empty = sheet?.orderCount === 0;
  const load = list?.load;

  return (
    <Stack gap="5" as="section" aria-labelledby="prep-sheet-title">
      <Global styles={prepPrintCss} />
      <Stack gap="3" direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ base: 'stretch', md: 'end' }}>
        <Stack gap="1">
          <Heading as="h1" id="prep-sheet-title" size="2xl">
            {t('title')}
          </Heading>
          <Text color="fg.muted" maxW="2xl">
            {t('subtitle')}
          </Text>
          <Link asChild fontSize="sm" color="primary.fg" alignSelf="start" minH="11" display="inline-flex" alignItems="center">
            <RouterLink to="/orders/active">{t('activeOrders')}</RouterLink>
          </Link>
        </Stack>
        <HStack gap="3" wrap={{ base: 'wrap', md: 'nowrap' }} align="end" flexShrink={0}>
          <Stack gap="1">
            <Text id="prep-paper" fontSize="sm" fontWeight="medium">
              {t('paper')}
            </Text>
            <HStack role="group" aria-labelledby="prep-paper" gap="2">
              {papers.map((option) => (
                <Button key={option} minH="11" variant={option === paper ? 'solid' : 'outline'} colorPalette={option === paper ? 'primary' : 'gray'} aria-pressed={option === paper} onClick={() => choosePaper(option)}>
                  {t(option === 'receipt' ? 'paperReceipt' : 'paperA4')}
                </Button>
              ))}
            </HStack>
          </Stack>
          <Button minH="11" variant="solid" colorPalette="primary" disabled={!sheet || empty} onClick={print}>
            <Printer aria-hidden="true" />
            {t('print')}
          </Button>
        </HStack>
      </Stack>
      {sheet === undefined || (empty && load === 'loading') ? (
        <Center py="16" gap="3" color="fg.muted">
          <Spinner size="sm" />
          <Text>{t('loading')}</Text>
        </Center>
      ) : empty && (load === 'failed' || load === 'offline') ? (
        <LoadProblem title={t('loadFailed')} offline={load === 'offline'} onRetry={() => pullNow(PREP_ORDERS_COLLECTION)} />
      ) : empty ? (
        <Center flexDirection="column" gap="3" py="16" px="6" textAlign="center" rounded="l3" borderWidth="1px" borderStyle="dashed" borderColor="border.emphasized" bg="bg.panel">
          <Box p="4" rounded="full" bg="primary.subtle" color="primary.fg">
            <ClipboardList size={32} aria-hidden="true" />
          </Box>
          <Text fontSize="lg" fontWeight="semibold">
            {t('empty')}
          </Text>
          <Text color="fg.muted" maxW="sm">
            {t('emptyHint')}
          </Text>
        </Center>
      ) : (
        <Box id={PREP_PRINT_ID} data-paper={paper}>
          <PrepSheetView sheet={sheet} now={now} printedAt={printedAt} />
        </Box>
      )}
    </Stack>
  );
}
