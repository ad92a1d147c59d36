// "Download CSV" of one day of the journal: the lines shown, one row each, with the columns time,
// kind, what happened, order, where, written with the app's CSV conventions (src/lib/csv.ts: a
// server's reason starting with "=" stays text).
import type { JournalEntry } from '@/sync/journal/journal';
import { describeLine, kindLabel, orderLabel, whereLabel, type Translate } from './describe';
import { formatCsvTime } from '@/lib/format';
import { csvText } from '@/lib/csv';

export { downloadCsv } from '@/lib/csv';

export function journalCsv(lines: readonly JournalEntry[], t: Translate, readerTab?: string): string {
  const header = [t('columns.time'), t('columns.kind'), t('columns.what'), t('columns.order'), t('columns.where')];
  const rows = lines.map((line) => [formatCsvTime(line.at), kindLabel(line, t), describeLine(line, t), orderLabel(line, t), whereLabel(line, t, readerTab)]);
  return csvText([header, ...rows]);
}

export const csvFileName = (day: string): string => `journal-${day}.csv`;
