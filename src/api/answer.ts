// How an HTTP answer becomes a result or an ApiError, whichever transport carried it (ky's fetch
// in client.ts, or XMLHttpRequest for uploads that report progress, upload.ts): the envelope is
// unwrapped and `result` parsed with the caller's schema, so a malformed answer is a clear error.
import * as v from 'valibot';
import { errorBodySchema, successEnvelope } from '@/contract';
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

export type Answer = { status: number; statusText: string; text: string };

/** The answer's result, parsed; throws ApiError for an error status or a malformed body. */
export function readAnswer<S extends v.GenericSchema>(answer: Answer, schema: S, envelope = true): v.InferOutput<S> {
  const payload = parseJson(answer.text);
  if (answer.status < 200 || answer.status >= 300) {
    const body = payload.ok ? v.safeParse(errorBodySchema, payload.value) : null;
    const cause = `Request failed with status code ${answer.status}${answer.statusText ? ` ${answer.statusText}` : ''}`;
    throw ApiError.fromBody(answer.status, body?.success ? body.output : undefined, cause);
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
