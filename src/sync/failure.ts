// How the outbox treats a failed send (architecture rule 5), and how long it waits before the next
// try. Pure functions: the replayer decides with them, the tests pin them down.
import { ApiError } from '@/api/errors';

export type FailureKind = 'temporary' | 'auth' | 'permanent';

const permanentStatuses = new Set([400, 403, 404, 409, 410, 413, 422]);

export function classifyFailure(error: unknown): FailureKind {
  if (!(error instanceof ApiError)) return 'temporary'; // a bug or an abort: keep the entry, try later
  if (error.kind === 'network' || error.kind === 'timeout') return 'temporary';
  if (error.status === 401) return 'auth';
  if (error.status !== null && permanentStatuses.has(error.status)) return 'permanent';
  // 5xx, 429, a malformed answer to a request the server may have applied: try again (the
  // Idempotency-Key makes the retry safe).
  return 'temporary';
}

export const MAX_RETRY_DELAY_MS = 60_000;
const FIRST_RETRY_DELAY_MS = 1_000;

/** Exponential backoff with jitter: 1 s, 2 s, 4 s ... capped at 60 s, each between half and all of it. */
export function retryDelay(attempts: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_RETRY_DELAY_MS, FIRST_RETRY_DELAY_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}

/** What the chef reads in the "not saved" list. */
export function refusalReason(error: unknown): string {
  if (error instanceof ApiError) return error.detail;
  return error instanceof Error ? error.message : String(error);
}
