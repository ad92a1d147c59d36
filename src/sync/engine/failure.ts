// How the outbox treats a failed send (design rule 5, docs/sync.md), and how long it waits before
// the next try. The classification itself is the app's one `failureKind` (src/api/errors.ts); this
// module adds what only the outbox needs: an exception that is not an API answer (a bug in building
// the request, an abort) is retried, but only MAX_BUG_ATTEMPTS times, so it never blocks an entity.
// A failed upload (an action that sends a file) waits much longer before its next try than a tap
// does, so a weak line is not flooded with the same megabytes again and again. A server that says
// when to ask again (`Retry-After` on a 429 or a 503) is not asked before then.
import { ApiError, failureKind, type FailureKind } from '@/api/errors';
import type { OutboxOperation } from '@/db/outbox-entry';
import { isUpload } from './transport';

export type { FailureKind };

/** A send that threw something other than an ApiError is given up after this many tries. */
export const MAX_BUG_ATTEMPTS = 5;

/** `attempts`: how many times the entry has failed before, this failure included. */
export function classifyFailure(error: unknown, attempts = 1): FailureKind {
  if (error instanceof ApiError) return failureKind(error);
  return attempts >= MAX_BUG_ATTEMPTS ? 'permanent' : 'temporary';
}

/** The longest `Retry-After` the outbox honours: a server asking for more is asked again then. */
export const MAX_RETRY_AFTER_MS = 10 * 60_000;

/** Until when the server asked this entry to wait (`Retry-After` on a 429 or a 503, capped at
 * MAX_RETRY_AFTER_MS), on the device's clock; null when it did not ask. */
export function retryAfterUntil(error: unknown, now: number): number | null {
  if (!(error instanceof ApiError) || error.retryAfterMs === null) return null;
  return now + Math.min(MAX_RETRY_AFTER_MS, error.retryAfterMs);
}

export const MAX_RETRY_DELAY_MS = 60_000;
const FIRST_RETRY_DELAY_MS = 1_000;
export const MAX_UPLOAD_RETRY_DELAY_MS = 10 * 60_000;
const FIRST_UPLOAD_RETRY_DELAY_MS = 30_000;

/** Exponential backoff with jitter: 1 s, 2 s, 4 s ... capped at 60 s, each between half and all of
 * it. An upload (`operation` sends a file): 30 s, 1 min, 2 min ... capped at 10 min. */
export function retryDelay(attempts: number, random: () => number = Math.random, operation?: OutboxOperation): number {
  const upload = operation !== undefined && isUpload(operation);
  const [first, cap] = upload ? [FIRST_UPLOAD_RETRY_DELAY_MS, MAX_UPLOAD_RETRY_DELAY_MS] : [FIRST_RETRY_DELAY_MS, MAX_RETRY_DELAY_MS];
  const ceiling = Math.min(cap, first * 2 ** Math.max(0, attempts - 1));
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}

/** What the chef reads in the "not saved" list. */
export function refusalReason(error: unknown): string {
  if (error instanceof ApiError) return error.detail;
  return error instanceof Error ? error.message : String(error);
}
