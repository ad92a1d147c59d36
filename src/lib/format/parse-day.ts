// What a chef may type in a date field, read as a local day ("2026-11-21"): the app's own format
// ("21 Nov 2026", any case, "21 November 2026" too), day/month/year with slashes, dots or dashes
// ("21/11/2026", "21.11.26"), and ISO ("2026-11-21"). null when it is not a real day.
import { dayRange } from './dates';

const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const two = (n: number) => String(n).padStart(2, '0');

function dayOf(year: number, month: number, day: number): string | null {
  const fullYear = year < 100 ? 2000 + year : year;
  const key = `${fullYear}-${two(month)}-${two(day)}`;
  return dayRange(key) ? key : null;
}

export function parseDay(text: string): string | null {
  const typed = text.trim().toLowerCase();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(typed);
  if (iso) return dayOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const numeric = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(typed);
  if (numeric) return dayOf(Number(numeric[3]), Number(numeric[2]), Number(numeric[1]));
  const named = /^(\d{1,2})\s+([a-z]+)\.?,?\s+(\d{4})$/.exec(typed);
  if (named) {
    const month = months.findIndex((name) => (named[2] ?? '').startsWith(name)) + 1;
    return month > 0 ? dayOf(Number(named[3]), month, Number(named[1])) : null;
  }
  return null;
}
