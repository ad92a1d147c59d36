// Money and counts in the app's locale ("€12.50", "€1,204.00", "10,000"). Amounts come from the
// server in euros (numbers with cents); a missing or broken amount shows as "€0.00", not "NaN".
import { APP_LOCALE } from './locale';

const euros = new Intl.NumberFormat(APP_LOCALE, { style: 'currency', currency: 'EUR' });
const count = new Intl.NumberFormat(APP_LOCALE);

export const formatMoney = (amount: number | null | undefined): string => euros.format(typeof amount === 'number' && Number.isFinite(amount) ? amount : 0);
export const formatCount = (value: number): string => count.format(value);
