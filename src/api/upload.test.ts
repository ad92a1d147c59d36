import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClientConfig } from './client';
import { ApiError, failureKind } from './errors';
import { createUploader } from './upload';

/** Just enough of XMLHttpRequest for the uploader: the test plays the network. */
class FakeRequest {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  statusText = '';
  responseText = '';
  /** Where the answer came from: the URL opened, unless something redirected it. */
  responseURL = '';
  responseHeaders: Record<string, string> = {};
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onprogress: (() => void) | null = null;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
    this.responseURL = url;
  }
  getResponseHeader(name: string): string | null {
    return Object.entries(this.responseHeaders).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1] ?? null;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.answerText(status, JSON.stringify(body));
  }
  answerText(status: number, text: string, headers: Record<string, string> = {}) {
    this.status = status;
    this.responseText = text;
    this.responseHeaders = headers;
    this.onload?.();
  }
}

function setup(token: string | null = 'tok') {
  const requests: FakeRequest[] = [];
  const onUnauthorized = vi.fn();
  const config: ApiClientConfig = { baseUrl: 'https://k.test/api/', getToken: () => token, getLanguage: () => 'en', onUnauthorized };
  const upload = createUploader(config, () => {
    const request = new FakeRequest();
    requests.push(request);
    return request as unknown as XMLHttpRequest;
  });
  return { upload, requests, onUnauthorized };
}

const schema = v.object({ status: v.string() });

describe('upload with progress', () => {
  it('sends the form with the API headers, reports progress and parses the answer', async () => {
    const { upload, requests } = setup();
    const progress: number[] = [];
    const body = new FormData();
    const result = upload('/chef/documents', { schema, body, idempotencyKey: 'key-1', onProgress: (f) => progress.push(f) });
    const request = requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('https://k.test/api/chef/documents');
    expect(request.headers).toMatchObject({ Authorization: 'Bearer tok', Language: 'en', Accept: 'application/json', 'Idempotency-Key': 'key-1' });
    expect(request.body).toBe(body);
    request.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
    request.answer(200, { success: true, message: '', result: { status: 'document_uploaded' } });
    await expect(result).resolves.toEqual({ status: 'document_uploaded' });
    expect(progress).toEqual([0.25, 1]);
  });

  it('sends with the method, key and tap time the outbox gives', async () => {
    const { upload, requests } = setup();
    const body = new FormData();
    const result = upload('chef/foods/abc', { schema, body, method: 'PUT', idempotencyKey: 'key-2', actionAt: '2026-01-02T03:04:05.000Z' });
    const request = requests[0]!;
    expect(request.method).toBe('PUT');
    expect(request.headers).toMatchObject({ 'Idempotency-Key': 'key-2', 'X-Action-At': '2026-01-02T03:04:05.000Z' });
    request.answer(200, { success: true, result: { status: 'ok' } });
    await expect(result).resolves.toEqual({ status: 'ok' });
  });

  it('times out on silence, not on total time: a slow upload and a slow answer that keep moving go on', async () => {
    vi.useFakeTimers();
    try {
      const { upload, requests } = setup();
      const result = upload('chef/tickets', { schema, body: new FormData(), idleTimeoutMs: 1000 });
      const request = requests[0]!;
      // 30 s of a weak uplink: a little every 800 ms, far past any total time-out.
      for (let second = 0; second < 30; second += 0.8) {
        await vi.advanceTimersByTimeAsync(800);
        request.upload.onprogress?.({ lengthComputable: true, loaded: second, total: 30 });
      }
      // Then the answer trickles in.
      for (let i = 0; i < 3; i++) {
        await vi.advanceTimersByTimeAsync(800);
        request.onprogress?.();
      }
      await vi.advanceTimersByTimeAsync(800);
      request.answer(200, { success: true, result: { status: 'ok' } });
      await expect(result).resolves.toEqual({ status: 'ok' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('turns a 413 into an ApiError with the field message, and a malformed answer into a clear one', async () => {
    const { upload, requests } = setup();
    const tooLarge = upload('chef/documents', { schema, body: new FormData() });
    requests[0]!.answer(413, { success: false, message: 'Too large', errors: { identity_document: ['The file is larger than 5 MB.'] } });
    await expect(tooLarge).rejects.toMatchObject({ status: 413, detail: 'The file is larger than 5 MB.' });

    const malformed = upload('chef/documents', { schema, body: new FormData() });
    requests[1]!.answer(200, { success: true, result: { nope: 1 } });
    await expect(malformed).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('logs out on a 401 and reports a lost connection as temporary', async () => {
    const { upload, requests, onUnauthorized } = setup();
    const unauthorized = upload('chef/documents', { schema, body: new FormData() });
    requests[0]!.answer(401, { success: false, message: 'Unauthenticated.' });
    await expect(unauthorized).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledOnce();

    const lost = upload('chef/documents', { schema, body: new FormData() });
    requests[1]!.onerror?.();
    const error = await lost.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).isTemporary).toBe(true);
  });

  it('takes an answer that came through a redirect (a Wi-Fi sign-in page) as no answer, never as applied', async () => {
    const { upload, requests } = setup();
    const redirected = upload('chef/foods', { schema, body: new FormData() });
    requests[0]!.responseURL = 'http://portal.hotel-wifi.test/login?next=https%3A%2F%2Fk.test%2Fapi%2Fchef%2Ffoods';
    requests[0]!.answer(200, { success: true, result: { status: 'ok' } });
    const error = (await redirected.catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(failureKind(error)).toBe('temporary');
    expect(error.status).toBeNull();
  });

  it('takes a 2xx that is not the API’s JSON (a portal’s 200 text/html) as no answer', async () => {
    const { upload, requests } = setup();
    const portal = upload('chef/foods', { schema, body: new FormData() });
    requests[0]!.answerText(200, '<!doctype html><title>Sign in to the hotel Wi-Fi</title>', { 'Content-Type': 'text/html' });
    const error = (await portal.catch((e: unknown) => e)) as ApiError;
    expect(failureKind(error)).toBe('temporary');
    // A JSON answer of the API that does not have the expected shape was still applied.
    const applied = upload('chef/foods', { schema, body: new FormData() });
    requests[1]!.answer(200, { success: true, result: { nope: 1 } });
    expect(failureKind((await applied.catch((e: unknown) => e)) as ApiError)).toBe('unreadable');
  });

  it('tells a proxy’s page from the API’s error, and reads Retry-After', async () => {
    const { upload, requests } = setup();
    const proxy = upload('chef/foods', { schema, body: new FormData() });
    requests[0]!.answerText(503, '<html>503 Service Temporarily Unavailable</html>', { 'Content-Type': 'text/html', 'Retry-After': '30' });
    expect(await proxy.catch((e: unknown) => e)).toMatchObject({ status: 503, fromApi: false, retryAfterMs: 30_000 });
    const api = upload('chef/foods', { schema, body: new FormData() });
    requests[1]!.answer(500, { success: false, message: 'Server Error' });
    expect(await api.catch((e: unknown) => e)).toMatchObject({ status: 500, fromApi: true, retryAfterMs: null });
  });

  it('gives up after a silence and can be cancelled', async () => {
    vi.useFakeTimers();
    try {
      const { upload, requests } = setup();
      const stalled = upload('chef/documents', { schema, body: new FormData(), idleTimeoutMs: 1000 });
      const caught = stalled.catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(1001);
      expect(await caught).toMatchObject({ kind: 'timeout' });

      const controller = new AbortController();
      const cancelled = upload('chef/documents', { schema, body: new FormData(), signal: controller.signal }).catch((e: unknown) => e);
      controller.abort();
      expect(await cancelled).toMatchObject({ name: 'AbortError' });
      expect(requests).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
