// A journal line in words: its sentence (the i18n key and parameters the sync layer wrote, with
// times, durations and action names put in the chef's format), its kind, its order and where it
// was written. The screen, the print and the CSV all say the same thing.
import { whereWritten, type JournalEntry } from '@/sync/journal/journal';
import { formatClock, formatDuration } from '@/lib/format';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

export function describeLine(line: JournalEntry, t: Translate): string {
  const params = line.params;
  const values: Record<string, unknown> = { ...params };
  if (typeof params.operation === 'string') values.action = t(`operation.${params.operation}`, { defaultValue: t('unknownOperation') });
  if (typeof params.lostForMs === 'number') values.duration = formatDuration(params.lostForMs, t);
  if (typeof params.lostAt === 'number') values.lostAt = formatClock(params.lostAt);
  if (typeof params.lastAt === 'number') values.lastAt = formatClock(params.lastAt);
  if (line.kind === 'alarm-rang') values.count = typeof params.tabs === 'number' ? params.tabs : 1;
  if (line.kind === 'action-sending' || line.kind === 'action-will-retry') values.count = typeof params.tries === 'number' ? params.tries : 1;
  if (line.kind === 'alarm-stopped' && typeof params.status === 'string') values.status = t(`status.${params.status}`, { defaultValue: params.status });
  if (line.kind.startsWith('action-')) {
    // The sentence closes the parenthesis and ends with its own full stop.
    const given = typeof params.reason === 'string' ? params.reason.trim().replace(/[.!]+$/, '') : '';
    const reason = given || t('unknownReason');
    values.reason = typeof params.status === 'number' ? `${params.status}: ${reason}` : reason;
  }
  if (line.kind === 'background-sync' && Number(params.notSaved) > 0) return t('backgroundSync.ranNotSaved', values);
  return t(line.text, values);
}

export const kindLabel = (line: Pick<JournalEntry, 'kind'>, t: Translate): string => t(`kind.${line.kind}`);

export const orderLabel = (line: Pick<JournalEntry, 'orderNumber'>, t: Translate): string =>
  line.orderNumber ? t('orderShort', { number: line.orderNumber }) : '';

export const whereLabel = (line: Pick<JournalEntry, 'writtenBy'>, t: Translate, readerTab?: string): string =>
  t(`where.${whereWritten(line, readerTab)}`);
