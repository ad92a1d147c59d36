// The app's CSV conventions (the journal's day and the earnings' week statement): cells quoted as
// RFC 4180 asks, a cell a spreadsheet would run as a formula ("=", "+", "-", "@"...) written as
// text, CRLF line ends, and a BOM on download so Excel reads it as UTF-8. The download works
// offline: nothing leaves the device.

/** One cell as CSV text. */
export function csvCell(value: string): string {
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows of cells as CSV text, each line ending in CRLF. */
export const csvText = (rows: readonly (readonly string[])[]): string => rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';

/** Hand the CSV to the browser as a download. */
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
