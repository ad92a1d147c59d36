// How an HTTP answer becomes a result or an ApiError, whichever transport carried it (ky's fetch
// in client.ts, or XMLHttpRequest for uploads that report progress, upload.ts): the envelope is
// unwrapped and `result` parsed with the caller's schema, so a malformed answer is a clear error.
import * as v from 'valibot';
import { errorBodySchema, successEnvelope } from '@/contract';
import { onServerClock } from '@/lib/server-clock';
import { ApiError } from './errors';

const malformedPrefix = 'The server sent an answer the app could not read: ';

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  const first = issues[0];
  if (!first) return 'unexpected shape';
  const path = v.getDotPath(first);
  return path ? `${path}: ${first.message}` : first.message;
}

/** Is this text JSON at all? Every answer of the API is. */
export function isJsonText(text: string): boolean {
  return parseJson(text).ok;
}

export type Answer = {
  status: number;
  statusText: string;
  text: string;
  /** The answer's `Retry-After` and `Date` headers, where the transport has them. */
  retryAfter?: string | null;
  date?: string | null;
};

/** Statuses whose `Retry-After` says when to ask again (RFC 9110: a 503's expected outage, a 429's
 * rate limit). */
const waitStatuses = new Set([429, 503]);

/** `Retry-After` as ms from the answer: delay-seconds, or an HTTP date, counted from the answer's
 * own `Date` (both on the server's clock) or else from the server's clock as the device knows it. */
export function retryAfterMs(header: string | null | undefined, dateHeader: string | null | undefined, serverNow: () => number = () => onServerClock(Date.now())): number | null {
  const value = header?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  if (Number.isNaN(at)) return null;
  const sentAt = dateHeader ? Date.parse(dateHeader) : Number.NaN;
  return Math.max(0, at - (Number.isNaN(sentAt) ? serverNow() : sentAt));
}

/** The answer's result, parsed; throws ApiError for an error status or a malformed body. */
export function readAnswer<S extends v.GenericSchema>(answer: Answer, schema: S, envelope = true): v.InferOutput<S> {
  const payload = parseJson(answer.text);
  if (answer.status < 200 || answer.status >= 300) {
    const body = payload.ok ? v.safeParse(errorBodySchema, payload.value) : null;
    const cause = `Request failed with status code ${answer.status}${answer.statusText ? ` ${answer.statusText}` : ''}`;
    const wait = waitStatuses.has(answer.status) ? retryAfterMs(answer.retryAfter, answer.date) : null;
    throw ApiError.fromBody(answer.status, body?.success ? body.output : undefined, cause, wait);
  }
  if (!payload.ok) throw new ApiError({ kind: 'malformed', status: answer.status, cause: `${malformedPrefix}it is not JSON.` });
  if (!envelope) {
    const bare = v.safeParse(schema, payload.value);
    if (!bare.success) throw new ApiError({ kind: 'malformed', status: answer.status, cause: `${malformedPrefix}${describeIssues(bare.issues)}.` });
    return bare.output;
  }
  const parsed = v.safeParse(successEnvelope(schema), payload.value);
  if (!parsed.success) throw new ApiError({ kind: 'malformed', status: answer.status, cause: `${malformedPrefix}${describeIssues(parsed.issues)}.` });
  return parsed.output.result;
}
