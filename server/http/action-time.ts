// The time an action counts from: the device's X-Action-At (the chef's tap, read by the
// idempotency middleware) kept within bounds the server trusts, or the server's now when the
// device sent none. A device clock that is wrong can neither date an action before the thing it
// acts on existed nor after its request arrived.
import type { Context } from 'hono';
import type { AppEnv } from './context.ts';

export interface ActionTime {
  /** The time the action counts from (the clamped tap, else now). */
  at: string;
  /** What the device sent as X-Action-At, unclamped; null when it sent none (or nothing parsable). */
  sent: string | null;
}

/** The tap within [notBefore, notAfter]; `now` without a tap. */
export function clampedActionTime(sent: string | null, now: string, bounds: { notBefore?: string; notAfter: string }): ActionTime {
  if (sent === null) return { at: now, sent };
  let time = Math.min(Date.parse(sent), Date.parse(bounds.notAfter));
  if (bounds.notBefore !== undefined) time = Math.max(time, Date.parse(bounds.notBefore));
  return { at: new Date(time).toISOString(), sent };
}

/** A chef's action on something created at `createdAt`: [createdAt, now] (a tap is never later
 * than its request's arrival, whatever the device's clock says). */
export function actionTimeSince(c: Context<AppEnv>, createdAt: string, now: string): ActionTime {
  return clampedActionTime(c.get('actionAt'), now, { notBefore: createdAt, notAfter: now });
}

/** A bound for a bulk action ("mark all read"): the tap, never later than now. */
export function actionTimeUpToNow(c: Context<AppEnv>, now: string): ActionTime {
  return clampedActionTime(c.get('actionAt'), now, { notAfter: now });
}
