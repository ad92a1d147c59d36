// A file's size in the chef's words: "350 kB" under a megabyte, "2.4 MB" from there on (the
// chosen photo or logo, a document, what waits in the outbox).
import { APP_LOCALE } from './locale';

const megabytes = new Intl.NumberFormat(APP_LOCALE, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const kilobytes = new Intl.NumberFormat(APP_LOCALE, { maximumFractionDigits: 0 });
const MB = 1024 * 1024;

export function formatBytes(bytes: number): string {
  if (bytes >= MB) return `${megabytes.format(bytes / MB)} MB`;
  return `${kilobytes.format(Math.max(1, Math.round(bytes / 1024)))} kB`;
}
