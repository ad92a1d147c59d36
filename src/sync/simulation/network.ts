// The network between the simulated device and the model server (model-server.ts): a `fetch` and
// an XMLHttpRequest for each sender (a tab or the service worker), with the faults a kitchen meets.
// The fault of the moment (`mode`) hits each request with its probability: no connection, a request
// that hangs, an answer whose body stalls, an answer lost after the server committed, a Wi-Fi sign-in
// page (200 text/html after a redirect), a proxy's 502/503/504 HTML page, 429 with Retry-After, a
// slow line. It tells the world when an action request is in flight, and for whom, so the
// invariants can see two senders, or one key sent twice at once.
import type { Arrival, ModelServer, ServerAnswer } from './model-server';
import { raw } from './contexts';
import type { Random } from './random';

export type FaultMode =
  | { kind: 'healthy' }
  | { kind: 'lost'; p: number }
  | { kind: 'hang'; p: number }
  | { kind: 'stall'; p: number }
  | { kind: 'commit-drop'; p: number }
  | { kind: 'portal'; p: number }
  | { kind: 'proxy'; p: number; status: 502 | 503 | 504 }
  | { kind: 'rate-limit'; p: number; retryAfterS: number }
  | { kind: 'slow'; p: number };

export type Flight = { sender: string; key: string; path: string; startedAt: number; fate: string };

export type NetworkHooks = {
  server: ModelServer;
  random: Random;
  trueNow(): number;
  mode(): FaultMode;
  /** Is this sender closed (a killed tab): its requests never end. */
  isDead(sender: string): boolean;
  onFlight(flight: Flight, started: boolean): void;
  /** An answer that tells a key to wait (429 Retry-After): until when, on the true clock. */
  onRetryAfter(key: string, until: number): void;
  onRequest(sender: string, method: string, path: string): void;
};

const BASE = 'https://chef.test/api';
const PORTAL = 'https://wifi.portal.test/login';
const html = (title: string) => `<!doctype html><html><head><title>${title}</title></head><body>${title}</body></html>`;

/** What one request meets now (drawn once, when it leaves). */
type Fate = 'ok' | 'lost' | 'hang' | 'stall' | 'commit-drop' | 'portal' | 'proxy' | 'rate-limit' | 'slow';

function fate(hooks: NetworkHooks): { fate: Fate; mode: FaultMode } {
  const mode = hooks.mode();
  if (mode.kind === 'healthy' || !hooks.random.chance(mode.p)) return { fate: 'ok', mode };
  return { fate: mode.kind, mode };
}

export const apiBase = BASE;

function pathOf(url: string): string {
  return url.replace(`${BASE}/`, '').split('?')[0] ?? '';
}

/** The body of a proxy or rate-limit answer (not the API's: HTML). */
function notTheApi(mode: FaultMode): { status: number; text: string; headers: Record<string, string> } | null {
  if (mode.kind === 'proxy') return { status: mode.status, text: html(`${mode.status} Bad Gateway`), headers: { 'content-type': 'text/html' } };
  if (mode.kind === 'rate-limit') return { status: 429, text: html('429 Too Many Requests'), headers: { 'content-type': 'text/html', 'retry-after': String(mode.retryAfterS) } };
  return null;
}

/** One exchange with the server: runs the request's life on the simulated clock. */
async function exchange(hooks: NetworkHooks, sender: string, arrival: Arrival, signal: AbortSignal | null, uploadMs: number): Promise<
  { kind: 'answer'; status: number; text: string; headers: Record<string, string>; redirected: boolean; stall: boolean } | { kind: 'error' }
> {
  const { fate: drawn, mode } = fate(hooks);
  arrival.sentAt = hooks.trueNow();
  hooks.onRequest(sender, arrival.method, arrival.path);
  const flight: Flight | null = arrival.method !== 'GET' && arrival.key ? { sender, key: arrival.key, path: arrival.path, startedAt: hooks.trueNow(), fate: drawn } : null;
  let flying = false;
  const land = () => {
    if (flight && flying) hooks.onFlight(flight, false);
    flying = false;
  };
  const aborted = () => signal?.aborted === true;
  const wait = (ms: number) =>
    new Promise<void>((resolve, reject) => {
      const done = () => reject(new DOMException('aborted', 'AbortError'));
      if (aborted()) return done();
      signal?.addEventListener('abort', done, { once: true });
      raw.setTimeout(() => {
        signal?.removeEventListener('abort', done);
        resolve();
      }, ms);
    });
  try {
    if (flight) {
      hooks.onFlight(flight, true);
      flying = true;
    }
    if (drawn === 'lost') {
      await wait(hooks.random.int(5, 200));
      return { kind: 'error' };
    }
    if (drawn === 'hang') {
      await new Promise<void>((_resolve, reject) => signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')), { once: true }));
    }
    // The body travels (an upload takes its time), then the server has it.
    await wait(hooks.random.int(20, drawn === 'slow' ? 14_000 : 400) + uploadMs);
    if (hooks.isDead(sender)) await new Promise(() => {}); // the tab closed: nobody hears anything
    if (drawn === 'portal') return { kind: 'answer', status: 200, text: html('Sign in to the Wi-Fi'), headers: { 'content-type': 'text/html' }, redirected: true, stall: false };
    const page = notTheApi(mode);
    if (page && (drawn === 'proxy' || drawn === 'rate-limit')) {
      if (drawn === 'rate-limit' && arrival.key && mode.kind === 'rate-limit') hooks.onRetryAfter(arrival.key, hooks.trueNow() + mode.retryAfterS * 1000);
      return { kind: 'answer', ...page, redirected: false, stall: false };
    }
    const { answer, finish } = hooks.server.arrive(arrival);
    await wait(hooks.random.int(20, drawn === 'slow' ? 8_000 : 300)).finally(finish);
    if (hooks.isDead(sender)) await new Promise(() => {});
    if (drawn === 'commit-drop') return { kind: 'error' };
    return { kind: 'answer', ...encode(answer), redirected: false, stall: drawn === 'stall' };
  } finally {
    land();
  }
}

const encode = (answer: ServerAnswer) => ({ status: answer.status, text: JSON.stringify(answer.body), headers: { 'content-type': 'application/json' } });

/** The fetch a sender's API client uses. */
export function simFetch(hooks: NetworkHooks, sender: string): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const headers = request.headers;
    const type = headers.get('content-type') ?? '';
    const text = request.method === 'GET' || type.includes('multipart') ? '' : await request.text();
    const form = type.includes('multipart') ? await request.formData() : null;
    const arrival: Arrival = {
      method: request.method,
      path: pathOf(request.url),
      key: headers.get('idempotency-key'),
      age: headers.has('x-action-age') ? Number(headers.get('x-action-age')) : null,
      json: text ? (JSON.parse(text) as unknown) : {},
      form: form ? fields(form) : null,
    };
    const uploadMs = form ? uploadDuration(hooks, form) : 0;
    const outcome = await exchange(hooks, sender, arrival, request.signal, uploadMs);
    if (outcome.kind === 'error') throw new TypeError('Failed to fetch');
    const date = new Date(hooks.trueNow()).toUTCString();
    const body = outcome.stall
      ? new ReadableStream<Uint8Array>({ start: (controller) => controller.enqueue(new TextEncoder().encode(outcome.text.slice(0, 10))) })
      : outcome.text;
    const response = new Response(body, { status: outcome.status, headers: { ...outcome.headers, date } });
    if (outcome.redirected) Object.defineProperty(response, 'redirected', { value: true });
    if (outcome.redirected) Object.defineProperty(response, 'url', { value: PORTAL });
    return response;
  };
}

const fields = (form: FormData): Map<string, unknown> => {
  const map = new Map<string, unknown>();
  form.forEach((value, key) => map.set(key, value));
  return map;
};

/** How long a multipart body takes on the kitchen's uplink (3 to 40 kB/s). */
function uploadDuration(hooks: NetworkHooks, form: FormData): number {
  let bytes = 0;
  form.forEach((value) => (bytes += typeof value === 'string' ? value.length : value.size));
  return Math.round((bytes / hooks.random.int(3_000, 40_000)) * 1000);
}

/** The XMLHttpRequest a tab's uploads go through (upload.ts): follows redirects silently, as a
 * browser's does, and reports upload progress every two seconds while the body moves. */
export function simXhr(hooks: NetworkHooks, sender: string): () => XMLHttpRequest {
  class SimXhr {
    method = 'POST';
    url = '';
    responseURL = '';
    status = 0;
    statusText = '';
    responseText = '';
    private readonly headers = new Map<string, string>();
    private readonly controller = new AbortController();
    private answerHeaders: Record<string, string> = {};
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onprogress: (() => void) | null = null;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers.set(name.toLowerCase(), value);
    }
    getResponseHeader(name: string): string | null {
      return this.answerHeaders[name.toLowerCase()] ?? null;
    }
    send(body: FormData) {
      const arrival: Arrival = {
        method: this.method,
        path: pathOf(this.url),
        key: this.headers.get('idempotency-key') ?? null,
        age: this.headers.has('x-action-age') ? Number(this.headers.get('x-action-age')) : null,
        json: {},
        form: fields(body),
      };
      const uploadMs = uploadDuration(hooks, body);
      // Progress while the body moves (the silence time-out watches it).
      let moved = 0;
      const progress = () => {
        if (this.controller.signal.aborted || moved >= uploadMs) return;
        moved += 2_000;
        this.upload.onprogress?.({ lengthComputable: true, loaded: Math.min(moved, uploadMs), total: uploadMs });
        raw.setTimeout(progress, 2_000);
      };
      raw.setTimeout(progress, 2_000);
      exchange(hooks, sender, arrival, this.controller.signal, uploadMs).then(
        (outcome) => {
          if (this.controller.signal.aborted) return;
          if (outcome.kind === 'error') return this.onerror?.();
          if (outcome.stall) return; // the answer never ends: the silence time-out aborts it
          this.status = outcome.status;
          this.responseText = outcome.text;
          this.answerHeaders = outcome.headers;
          this.responseURL = outcome.redirected ? PORTAL : this.url;
          this.onload?.();
        },
        () => {},
      );
    }
    abort() {
      if (this.controller.signal.aborted) return;
      this.controller.abort();
      this.onabort?.();
    }
  }
  return () => new SimXhr() as unknown as XMLHttpRequest;
}
