// The active orders screen's address: `?accept=<orderId>` asks it to open that order's Accept
// dialog (the new-order notification's tap and the alarm bar's Accept lead here). Untrusted input
// from the address bar: anything but a positive whole number is dropped. Plain code, not a valibot
// schema: the route tree, search validation included, is part of every first visit.

export type ActiveOrdersSearch = { accept?: number };

export function parseActiveOrdersSearch(raw: Record<string, unknown>): ActiveOrdersSearch {
  const value = raw.accept;
  const id = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : Number.NaN;
  return Number.isSafeInteger(id) && id >= 1 ? { accept: id } : {};
}
