// "Download CSV" of one day of the journal: the lines shown, one row each, with the columns time,
// kind, what happened, order, where. Cells are quoted as RFC 4180 asks, and a cell a spreadsheet
// would run as a formula (a server's reason starting with "=") is written as text. A BOM lets
// Excel read it as UTF-8.
import type { JournalEntry } from '@/sync/journal/journal';
import { describeLine, kindLabel, orderLabel, whereLabel, type Translate } from './describe';
import { formatCsvTime } from '@/lib/format';

function cell(value: string): string {
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function journalCsv(lines: readonly JournalEntry[], t: Translate, readerTab?: string): string {
  const header = [t('columns.time'), t('columns.kind'), t('columns.what'), t('columns.order'), t('columns.where')];
  const rows = lines.map((line) => [formatCsvTime(line.at), kindLabel(line, t), describeLine(line, t), orderLabel(line, t), whereLabel(line, t, readerTab)]);
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

export const csvFileName = (day: string): string => `journal-${day}.csv`;

/** Hand the CSV to the browser as a download (works offline: nothing leaves the device). */
export function downloadCsv(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
