// Money and time as the history shows them (en-IE: "€12.50", "21 Nov 2026, 19:05").
const euros = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });
const dateTime = new Intl.DateTimeFormat('en-IE', { dateStyle: 'medium', timeStyle: 'short' });
const clock = new Intl.DateTimeFormat('en-IE', { hour: '2-digit', minute: '2-digit', hour12: false });
const count = new Intl.NumberFormat('en-IE');

export const formatEuros = (amount: number): string => euros.format(amount);
export const formatCount = (value: number): string => count.format(value);

export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

/** "HH:MM" of a time in ms (when the saved copy was fetched). */
export const formatClock = (ms: number): string => clock.format(new Date(ms));
