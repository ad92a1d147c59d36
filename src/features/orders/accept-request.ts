// What `?accept=<orderId>` (active-search.ts) asks of the active orders screen once it knows the
// order: open its Accept dialog, let the request go, or wait for the order to arrive.
/** What `?accept=` asks of the screen, given the order the device has under that id (undefined:
 * not on this device yet, as when a notification's tap starts the app before the first pull). */
export type AcceptRequest = 'open' | 'drop' | 'wait';

export function acceptRequest(order: { status: string } | undefined): AcceptRequest {
  if (order === undefined) return 'wait';
  return order.status === 'pending' ? 'open' : 'drop';
}
