// Running late (docs/api.md, "Running late", an extension of the spec): on an
// accepted order the chef moves the ready time by 5, 10 or 20 minutes, at most twice; the order
// keeps each move (`ready_delays`), so every screen can say the time moved. One rule for the app's
// optimistic effect and the reference server.
import * as v from 'valibot';

export const readyDelayMinutes = [5, 10, 20] as const;
export type ReadyDelayMinutes = (typeof readyDelayMinutes)[number];
/** How many times one order's ready time may move. */
export const maxReadyDelays = 2;

export const readyDelaySchema = v.object({ minutes: v.number(), at: v.string() });
export type ReadyDelay = v.InferOutput<typeof readyDelaySchema>;

/** POST /chef/orders/{id}/delay */
export const orderDelayRequestSchema = v.object({
  minutes: v.picklist(readyDelayMinutes, 'The minutes must be 5, 10 or 20.'),
});
export type OrderDelayRequest = v.InferOutput<typeof orderDelayRequestSchema>;

type Delayable = { status: string; estimated_ready_at: string | null; ready_delays?: readonly ReadyDelay[] };

/** null when the ready time may move now, else why not (the 409's message). */
export function readyDelayRefusal(order: Delayable): string | null {
  if (order.status !== 'accepted' || order.estimated_ready_at === null) return 'Only an accepted order that is being prepared can run late.';
  if ((order.ready_delays?.length ?? 0) >= maxReadyDelays) return 'The ready time was already moved twice.';
  return null;
}

/** The order with its ready time moved by `minutes` at `at`; the same order when it may not move. */
export function applyReadyDelay<O extends Delayable>(order: O, minutes: number, at: string): O {
  if (readyDelayRefusal(order) !== null || order.estimated_ready_at === null) return order;
  const readyAt = new Date(Date.parse(order.estimated_ready_at) + minutes * 60_000).toISOString();
  return { ...order, estimated_ready_at: readyAt, ready_delays: [...(order.ready_delays ?? []), { minutes, at }] };
}

/** Minutes the ready time moved in all (0 when it never moved). */
export const movedMinutes = (order: { ready_delays?: readonly ReadyDelay[] }): number => (order.ready_delays ?? []).reduce((sum, delay) => sum + delay.minutes, 0);
