// Test double for the sync tests: a transport that records every call (path, Idempotency-Key, tap
// time) and can be scripted to fail, hang, lose its answer or answer unreadably on the next calls.
// Whether the server applies a key once is the real server's business (*.server.test.ts).
import { ApiError } from '@/api/errors';
import type { OutboxRequest } from '../operations/operations';
import type { SendOptions, Transport } from '../engine/outbox';

type Step =
  | { kind: 'ok' }
  | { kind: 'offline' }
  /** The API answers this status with its error envelope (`retryAfterMs`: its Retry-After). */
  | { kind: 'status'; status: number; message?: string; result?: unknown; retryAfterMs?: number }
  /** Something between the device and the API answers this status with its own page (a proxy's
   * HTML 502/503/504, a CDN's 52x): not the API's envelope. */
  | { kind: 'proxy'; status: number; retryAfterMs?: number }
  /** The server applies the change, and its success answer cannot be read (not JSON). */
  | { kind: 'unreadable' }
  /** The server applies the change, then the answer is lost on the way back. */
  | { kind: 'lose-answer' }
  /** The request never finishes (a tab closed mid-send). */
  | { kind: 'hang' };

export type SentCall = { path: string; key: string; actionAt: string };

export function createScriptedServer() {
  const script = new Map<string, Step[]>(); // per path, then the default
  const calls: SentCall[] = [];
  const waiting: Array<() => void> = [];

  const next = (path: string): Step => script.get(path)?.shift() ?? script.get('*')?.shift() ?? { kind: 'ok' };

  const send: Transport = async (request: OutboxRequest, options: SendOptions) => {
    calls.push({ path: request.path, key: options.idempotencyKey, actionAt: options.actionAt });
    const step = next(request.path);
    if (step.kind === 'hang') return new Promise<never>(() => {});
    if (step.kind === 'offline') throw new ApiError({ kind: 'network', status: null, cause: 'offline' });
    if (step.kind === 'status')
      throw new ApiError({ kind: 'http', status: step.status, serverMessage: step.message ?? `status ${step.status}`, result: step.result, fromApi: true, retryAfterMs: step.retryAfterMs ?? null });
    if (step.kind === 'proxy') throw new ApiError({ kind: 'http', status: step.status, cause: `Request failed with status code ${step.status}`, retryAfterMs: step.retryAfterMs ?? null });
    if (step.kind === 'lose-answer') throw new ApiError({ kind: 'network', status: null, cause: 'connection reset' });
    if (step.kind === 'unreadable') throw new ApiError({ kind: 'malformed', status: 200, cause: 'The server sent an answer the app could not read: it is not JSON.' });
    const resolveWaiters = waiting.splice(0);
    for (const resolve of resolveWaiters) resolve();
    return null;
  };

  return {
    send,
    calls,
    /** Script the next answers for a path ('*' for any path). */
    script: (path: string, ...steps: Step[]) => script.set(path, [...(script.get(path) ?? []), ...steps]),
  };
}
