// What the new-order bar says of the order's items (pure): the first few as "2 × Cepelinai", and
// how many more there are, so the bar stays a few lines tall on a phone however big the order.
import type { Order } from '@/contract';

export type ItemsSummary = { shown: { quantity: number; name: string }[]; more: number };

export function summarizeItems(items: readonly Pick<Order['items'][number], 'quantity' | 'name'>[], max = 3): ItemsSummary {
  const shownCount = items.length > max ? max - 1 : items.length; // "+1 more" never hides just one line
  return { shown: items.slice(0, shownCount).map(({ quantity, name }) => ({ quantity, name })), more: items.length - shownCount };
}
