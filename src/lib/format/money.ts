// Money and counts in the app's locale ("€12.50", "€1,204.00", "10,000"). Amounts come from the
// server in euros (numbers with cents); a missing or broken amount shows as "€0.00", not "NaN".
import { APP_LOCALE } from './locale';

const euros = new Intl.NumberFormat(APP_LOCALE, { style: 'currency', currency: 'EUR' });
const count = new Intl.NumberFormat(APP_LOCALE);

export const formatMoney = (amount: number | null | undefined): string => euros.format(typeof amount === 'number' && Number.isFinite(amount) ? amount : 0);
export const formatCount = (value: number): string => count.format(value);

/** An amount in integer cents (the earnings), in the app's euro format. */
export const formatCents = (cents: number): string => formatMoney(cents / 100);

/** Integer cents as a plain decimal with two places ("1234" → "12.34", "-5" → "-0.05"), built from
 * the integers so no float rounding shows (CSV cells). */
export function centsText(cents: number): string {
  const whole = Math.abs(Math.trunc(cents));
  return `${cents < 0 ? '-' : ''}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}
