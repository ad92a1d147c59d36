// The one HTTP client of the app (with download.ts, the only modules that import ky). It adds the
// spec's headers (section 7), unwraps the success envelope and parses `result` with the caller's valibot schema,
// so a malformed answer becomes an ApiError here instead of a crash deep in a screen. Every failure
// is an ApiError (see errors.ts). A 401 on a call made with a token calls the `onUnauthorized` hook,
// which the app sets at start-up (log out and go to login). ONE deadline covers the whole exchange,
// the answer's body included (ky's own time-out stops when the headers arrive, and a body that
// stalls after them would hang the caller forever: docs/sync.md, "Time-outs and uploads on a weak
// line"). Uploads with progress and a silence time-out go through upload.ts instead.
import ky, { TimeoutError, type KyInstance } from 'ky';
import type * as v from 'valibot';
import { isJsonText, readAnswer } from './answer';
import { noteServerDate } from '@/lib/server-clock';
import { msSinceTap, type TapStamp } from '@/lib/tap-clock';
import { appDisplayHeader, type AppDisplay } from '@/contract/device-signals';
import { ApiError } from './errors';
import type { HttpMethod, Uploader } from './uploader';

export type { HttpMethod };

export type RequestOptions<S extends v.GenericSchema> = {
  /** The schema of the envelope's `result`. */
  schema: S;
  json?: unknown;
  /** multipart/form-data (files). */
  body?: FormData;
  searchParams?: Record<string, string | number | boolean>;
  /** Sent as `Idempotency-Key` (design/api.md) by calls the client may retry. */
  idempotencyKey?: string;
  /** The device time of the chef's tap, sent as `X-Action-At` (ISO 8601). */
  actionAt?: string | Date;
  /** The tap's stamp (src/lib/tap-clock.ts): the age does not count a clock put right since. */
  tapped?: TapStamp;
  /** False for the few answers that are not wrapped in the envelope (Pusher's channel auth). */
  envelope?: boolean;
  /** The caller handles a 401 itself (the guard's user refresh); the hook is not called. */
  skipUnauthorizedHook?: boolean;
  signal?: AbortSignal;
  /** This call's deadline for the whole exchange, body included (default: the client's). */
  timeoutMs?: number;
};

export type ApiClientConfig = {
  /** Absolute API base including `/api`, e.g. `https://example.com/api`. */
  baseUrl: string;
  timeoutMs?: number;
  getToken: () => string | null;
  getLanguage: () => string;
  /** Whether the app runs installed, sent as `X-App-Display` (docs/api.md, "Signed-in devices");
   * absent where it cannot be told (the service worker), and then the server keeps what it had. */
  display?: () => AppDisplay;
  /** A 401 on a call made with a token; `error` is the server's refusal when it could be read. */
  onUnauthorized: (error?: unknown) => void;
  fetch?: typeof fetch;
  /** The device's clock, for the age of an action (tests give the clock they tapped with). */
  now?: () => number;
};

export type ApiClient = {
  request<S extends v.GenericSchema>(method: HttpMethod, path: string, options: RequestOptions<S>): Promise<v.InferOutput<S>>;
  /** Multipart with progress and a silence time-out (XMLHttpRequest, upload.ts), where there is one
   * (the page; not the service worker, not the tests' fake servers). */
  upload?: Uploader;
};

export const API_TIMEOUT_MS = 10_000;

/** A failure with no answer as an ApiError (the caller's own cancel stays as it is). */
export function transportError(error: unknown, timeoutMs: number): unknown {
  if (error instanceof TimeoutError) return timeoutError(timeoutMs);
  if (error instanceof DOMException && error.name === 'AbortError') return error; // the caller cancelled
  return new ApiError({ kind: 'network', status: null, cause: 'Could not reach the server. Check your connection.' });
}

function timeoutError(timeoutMs: number): ApiError {
  return new ApiError({ kind: 'timeout', status: null, cause: `The server did not answer within ${timeoutMs / 1000} seconds.` });
}

export function headersFor(config: ApiClientConfig, options: RequestOptions<v.GenericSchema>, token: string | null) {
  const headers: Record<string, string> = { Accept: 'application/json', Language: config.getLanguage() };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (config.display) headers[appDisplayHeader] = config.display();
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  if (options.actionAt) {
    const tap = options.actionAt instanceof Date ? options.actionAt : new Date(options.actionAt);
    headers['X-Action-At'] = tap.toISOString();
    // How long ago the chef tapped, on the device's own clock: a wrong clock cancels out, and the
    // server counts the tap from its own (docs/api.md, "X-Action-Age"). A clock put right since the
    // tap is taken out where the tap's stamp can tell (tap-clock.ts); the age is never negative.
    headers['X-Action-Age'] = String(msSinceTap(tap, options.tapped, (config.now ?? Date.now)()));
  }
  return headers;
}

export function createApiClient(config: ApiClientConfig): ApiClient {
  const timeoutMs = config.timeoutMs ?? API_TIMEOUT_MS;
  const http: KyInstance = ky.create({
    prefixUrl: config.baseUrl,
    timeout: false, // the deadline below covers the body too
    retry: 0, // retries belong to the callers that know whether a call is safe to repeat
    throwHttpErrors: false,
    ...(config.fetch ? { fetch: config.fetch } : {}),
  });

  return {
    async request(method, path, options) {
      const token = config.getToken();
      const deadlineMs = options.timeoutMs ?? timeoutMs;
      const exchange = deadline(deadlineMs, options.signal);
      let response: Response;
      let text: string;
      try {
        try {
          response = await exchange.race(
            http(path.replace(/^\/+/, ''), {
              method,
              headers: headersFor(config, options, token),
              json: options.json,
              body: options.body,
              searchParams: options.searchParams,
              signal: exchange.signal,
            }),
          );
        } catch (error) {
          throw exchange.expired() ? timeoutError(deadlineMs) : transportError(error, deadlineMs);
        }
        // The API never redirects: an answer that went through one came from something in between
        // (a Wi-Fi sign-in page), not from the server, so it says nothing about the call.
        if (response.redirected)
          throw new ApiError({ kind: 'network', status: null, cause: 'The answer came from another page (a Wi-Fi sign-in page?), not from the server.' });
        noteServerDate(response.headers.get('Date'));
        // The body is part of the exchange: a body that stalls is a time-out like no answer at all
        // (an outbox entry is then sent again with its key, and the server replays its answer).
        text = await exchange.race(response.text()).catch((error: unknown) => {
          if (exchange.expired()) throw timeoutError(deadlineMs);
          if (options.signal?.aborted) throw transportError(error, deadlineMs);
          return '';
        });
      } finally {
        exchange.end();
      }
      // An upload's 2xx that is not JSON is a portal answering in place, not the API (whose every
      // answer is JSON): no answer, as in the XHR uploader (upload.ts), never "applied", which
      // would drop the file. The service worker sends its uploads here.
      if (options.body && response.ok && !isJsonText(text))
        throw new ApiError({ kind: 'network', status: null, cause: 'The answer was not the server’s (a Wi-Fi sign-in page?).' });
      const answer = { status: response.status, statusText: response.statusText, text, retryAfter: response.headers.get('Retry-After'), date: response.headers.get('Date') };
      try {
        return readAnswer(answer, options.schema, options.envelope !== false);
      } catch (error) {
        // Only a chef who sent a token can be logged out; a failed login is the form's business.
        if (response.status === 401 && token && !options.skipUnauthorizedHook) config.onUnauthorized(error);
        throw error;
      }
    },
  };
}

type Deadline = {
  /** Aborted when the deadline passes or the caller cancels. */
  signal: AbortSignal;
  /** Whether it was the deadline (not the caller) that ended the exchange. */
  expired(): boolean;
  /** The promise, or the deadline / the caller's cancel, whichever comes first (a transport that
   * ignores the signal cannot hang the caller). */
  race<T>(promise: Promise<T>): Promise<T>;
  end(): void;
};

/** One time limit over a whole exchange, linked to the caller's own signal. */
function deadline(ms: number, callerSignal: AbortSignal | undefined): Deadline {
  const controller = new AbortController();
  let expired = false;
  const timer = setTimeout(() => {
    expired = true;
    controller.abort(new DOMException('The deadline passed.', 'TimeoutError'));
  }, ms);
  const cancel = () => controller.abort(callerSignal?.reason ?? new DOMException('The call was cancelled.', 'AbortError'));
  if (callerSignal?.aborted) cancel();
  else callerSignal?.addEventListener('abort', cancel, { once: true });
  const ended = new Promise<never>((_, reject) => {
    const stop = () => reject(expired ? new DOMException('The deadline passed.', 'TimeoutError') : new DOMException('The call was cancelled.', 'AbortError'));
    if (controller.signal.aborted) stop();
    else controller.signal.addEventListener('abort', stop, { once: true });
  });
  ended.catch(() => {}); // only read through race()
  return {
    signal: controller.signal,
    expired: () => expired,
    race: (promise) => Promise.race([promise, ended]),
    end: () => {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', cancel);
    },
  };
}

/** `VITE_API_URL` (a backend elsewhere) or this origin, plus `/api`. */
export function apiBaseUrl(configured: string | undefined = import.meta.env.VITE_API_URL): string {
  const origin = configured?.trim() || globalThis.location?.origin || '';
  return `${origin.replace(/\/+$/, '')}/api`;
}
