// The outbox's side of the app's one failure classification (design rule 5, docs/sync.md).
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import { classifyFailure, MAX_BUG_ATTEMPTS, MAX_RETRY_DELAY_MS, MAX_UPLOAD_RETRY_DELAY_MS, retryDelay } from './failure';

const http = (status: number) => new ApiError({ kind: 'http', status });

describe('classifyFailure', () => {
  it('retries what may succeed later', () => {
    expect(classifyFailure(new ApiError({ kind: 'network', status: null }))).toBe('temporary');
    expect(classifyFailure(new ApiError({ kind: 'timeout', status: null }))).toBe('temporary');
    expect(classifyFailure(http(500))).toBe('temporary');
    expect(classifyFailure(http(503))).toBe('temporary');
    expect(classifyFailure(http(429))).toBe('temporary');
    expect(classifyFailure(http(408))).toBe('temporary');
    expect(classifyFailure(http(425))).toBe('temporary');
  });
  it('waits for the chef on 401', () => expect(classifyFailure(http(401))).toBe('auth'));
  it('gives up on every other 4xx, so one bad action never blocks the ones behind it', () => {
    for (const status of [400, 403, 404, 405, 409, 410, 413, 415, 422, 431]) expect(classifyFailure(http(status)), String(status)).toBe('permanent');
  });
  it('takes a success it cannot read as applied, never as something to send again', () => {
    expect(classifyFailure(new ApiError({ kind: 'malformed', status: 200 }))).toBe('unreadable');
    expect(classifyFailure(new ApiError({ kind: 'malformed', status: 201 }))).toBe('unreadable');
  });
  it('tries a bug (not an answer of the server) again only a few times', () => {
    expect(classifyFailure(new TypeError('x is undefined'), MAX_BUG_ATTEMPTS - 1)).toBe('temporary');
    expect(classifyFailure(new TypeError('x is undefined'), MAX_BUG_ATTEMPTS)).toBe('permanent');
  });
  it('agrees with what the rest of the app calls temporary, for every status', () => {
    for (let status = 100; status < 600; status++) {
      const error = http(status);
      if (status >= 200 && status < 300) continue; // a success is no failure of kind 'http'
      expect(error.isTemporary, String(status)).toBe(classifyFailure(error) === 'temporary');
    }
  });
});

describe('retryDelay', () => {
  it('doubles from one second and stays under the cap', () => {
    expect(retryDelay(1, () => 1)).toBe(1000);
    expect(retryDelay(2, () => 1)).toBe(2000);
    expect(retryDelay(3, () => 0)).toBe(2000);
    expect(retryDelay(30, () => 1)).toBe(MAX_RETRY_DELAY_MS);
    expect(retryDelay(30, () => 0)).toBe(MAX_RETRY_DELAY_MS / 2);
  });

  it('waits far longer after a failed upload (a file) than after a failed tap, so a weak line is not flooded', () => {
    const photo = { kind: 'createTicket', ticket: { client_id: 'c', title: 't', description: 'd' }, attachment: new Blob([new Uint8Array(1000)]), attachmentName: 'a.pdf' } as const;
    const noFile = { ...photo, attachment: null };
    expect(retryDelay(1, () => 1, photo)).toBe(30_000);
    expect(retryDelay(3, () => 1, photo)).toBe(120_000);
    expect(retryDelay(30, () => 1, photo)).toBe(MAX_UPLOAD_RETRY_DELAY_MS);
    expect(retryDelay(1, () => 1, noFile)).toBe(1000);
    expect(retryDelay(1, () => 1, { kind: 'markOrderReady', orderId: 1 })).toBe(1000);
  });
});
