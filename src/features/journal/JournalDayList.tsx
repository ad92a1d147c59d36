// One day of the journal, newest first: time (to the second), what happened, its kind, the order it
// is about and where it was written (this tab, another tab, the service worker). Problems stand
// out in red. This section is also what "Print" prints (print.ts hides everything else).
import { Badge, Box, Center, Grid, Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import {
  BellOff,
  BellRing,
  CircleCheck,
  CircleX,
  FileWarning,
  Hand,
  KeyRound,
  NotebookText,
  RefreshCw,
  RotateCw,
  Send,
  VolumeX,
  Wifi,
  WifiOff,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { JournalEntry, JournalKind } from '@/sync/journal/journal';
import { describeLine, kindLabel, whereLabel } from './describe';
import { isProblem } from './filters';
import { dayKey, formatClock, formatClockSeconds, formatLongDay, formatShortDay } from '@/lib/format';
import { JOURNAL_PRINT_ID } from './print';

const icons: Record<JournalKind, LucideIcon> = {
  'connection-lost': WifiOff,
  'connection-back': Wifi,
  'connection-live': Wifi,
  'alarm-rang': BellRing,
  'alarm-silent': VolumeX,
  'alarm-stopped': BellOff,
  'action-tapped': Hand,
  'action-sending': Send,
  'action-accepted': CircleCheck,
  'action-will-retry': RotateCw,
  'action-not-saved': CircleX,
  'action-unreadable': FileWarning,
  'action-auth-required': KeyRound,
  'background-sync': RefreshCw,
};

const tone = (line: JournalEntry): string => {
  if (isProblem(line)) return 'red';
  if (line.kind === 'action-accepted' || line.kind === 'connection-back' || line.kind === 'connection-live') return 'green';
  if (line.kind.startsWith('alarm-')) return 'orange';
  return 'gray';
};

type Props = { day: string; lines: readonly JournalEntry[]; total: number; filtered: boolean; printedAt: number | null };

export function JournalDayList({ day, lines, total, filtered, printedAt }: Props) {
  const { t } = useTranslation('journal');
  return (
    <Box as="section" id={JOURNAL_PRINT_ID} aria-labelledby="journal-day-title">
      <HStack justify="space-between" align="baseline" gap="3" flexWrap="wrap" pb="2" borderBottomWidth="1px" borderColor="border">
        <Heading as="h2" id="journal-day-title" size="md">
          <Text as="span" className="journal-print-only">
            {t('title')} ·{' '}
          </Text>
          {formatLongDay(day)}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {t('lineCount', { count: lines.length })}
          {printedAt !== null && (
            <Text as="span" className="journal-print-only">
              {' · '}
              {t('printedAt', { time: `${formatShortDay(dayKey(printedAt))}, ${formatClock(printedAt)}` })}
            </Text>
          )}
        </Text>
      </HStack>
      {lines.length === 0 ? (
        <Center flexDirection="column" gap="2" py="12" mt="3" color="fg.muted" textAlign="center" borderWidth="1px" borderStyle="dashed" rounded="md">
          <NotebookText size={32} aria-hidden="true" />
          <Text fontWeight="medium" color="fg">
            {filtered && total > 0 ? t('emptyFilter') : t('empty')}
          </Text>
          <Text fontSize="sm" maxW="md">
            {filtered && total > 0 ? t('emptyFilterHint') : t('emptyHint')}
          </Text>
        </Center>
      ) : (
        <Stack as="ol" role="list" aria-label={t('entriesOf', { day: formatLongDay(day) })} gap="0" listStyleType="none">
          {lines.map((line) => (
            <JournalLine key={line.id ?? `${line.at}-${line.kind}`} line={line} />
          ))}
        </Stack>
      )}
    </Box>
  );
}

function JournalLine({ line }: { line: JournalEntry }) {
  const { t } = useTranslation('journal');
  const Icon = icons[line.kind] ?? NotebookText;
  const palette = tone(line);
  const problem = isProblem(line);
  return (
    <Grid
      as="li"
      data-kind={line.kind}
      data-problem={problem ? 'true' : 'false'}
      templateColumns={{ base: '4.75rem auto 1fr', md: '5.5rem auto 1fr auto' }}
      columnGap="3"
      rowGap="1"
      py="3"
      borderBottomWidth="1px"
      borderColor="border.muted"
      alignItems="start"
      css={{ breakInside: 'avoid' }}
    >
      <Text fontVariantNumeric="tabular-nums" fontSize="sm" color="fg.muted" pt="0.5">
        <time dateTime={new Date(line.at).toISOString()}>{formatClockSeconds(line.at)}</time>
      </Text>
      <Box colorPalette={palette} color="colorPalette.fg" pt="0.5" aria-hidden="true">
        <Icon size={18} strokeWidth={2} />
      </Box>
      <Stack gap="1" minW="0">
        <Text fontSize="sm" fontWeight={problem ? 'semibold' : 'normal'} color={problem ? 'red.fg' : 'fg'}>
          {describeLine(line, t)}
        </Text>
        <HStack gap="2" flexWrap="wrap" fontSize="xs" color="fg.muted">
          <Badge size="sm" variant="subtle" colorPalette={palette}>
            {kindLabel(line, t)}
          </Badge>
          {line.orderNumber && (
            <ChakraLink asChild fontWeight="semibold" colorPalette="primary" color="colorPalette.fg">
              {line.orderId !== undefined ? (
                <Link to="/orders/$id" params={{ id: String(line.orderId) }} aria-label={t('order', { number: line.orderNumber })}>
                  {t('orderShort', { number: line.orderNumber })}
                </Link>
              ) : (
                <span>{t('orderShort', { number: line.orderNumber })}</span>
              )}
            </ChakraLink>
          )}
          <Text as="span" hideFrom="md">
            {whereLabel(line, t)}
          </Text>
        </HStack>
      </Stack>
      <Text hideBelow="md" fontSize="xs" color="fg.muted" textAlign="end" pt="0.5" whiteSpace="nowrap">
        {whereLabel(line, t)}
      </Text>
    </Grid>
  );
}
