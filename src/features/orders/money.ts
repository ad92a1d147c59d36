// Money as the chef reads it: euros in the en-IE format ("€12.50", "€1,204.00"). Amounts come
// from the server in euros (numbers with cents); a missing or broken amount shows as "€0.00"
// rather than "NaN".
const euros = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });

export function formatMoney(amount: number): string {
  return euros.format(Number.isFinite(amount) ? amount : 0);
}
