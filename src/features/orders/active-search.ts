// The active orders screen's address: `?accept=<orderId>` asks it to open that order's Accept
// dialog (the new-order notification's tap and the alarm bar's Accept lead here). Untrusted input
// from the address bar: anything but a positive whole number is dropped.
import * as v from 'valibot';

export type ActiveOrdersSearch = { accept?: number };

const orderIdSchema = v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))]), v.integer(), v.minValue(1));

export function parseActiveOrdersSearch(raw: Record<string, unknown>): ActiveOrdersSearch {
  const parsed = v.safeParse(orderIdSchema, raw.accept);
  return parsed.success ? { accept: parsed.output } : {};
}

/** What `?accept=` asks of the screen, given the order the device has under that id (undefined:
 * not on this device yet, as when a notification's tap starts the app before the first pull). */
export type AcceptRequest = 'open' | 'drop' | 'wait';

export function acceptRequest(order: { status: string } | undefined): AcceptRequest {
  if (order === undefined) return 'wait';
  return order.status === 'pending' ? 'open' : 'drop';
}
