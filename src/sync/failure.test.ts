import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import { classifyFailure, MAX_RETRY_DELAY_MS, retryDelay } from './failure';

const http = (status: number) => new ApiError({ kind: 'http', status });

describe('classifyFailure', () => {
  it('retries what may succeed later', () => {
    expect(classifyFailure(new ApiError({ kind: 'network', status: null }))).toBe('temporary');
    expect(classifyFailure(new ApiError({ kind: 'timeout', status: null }))).toBe('temporary');
    expect(classifyFailure(http(500))).toBe('temporary');
    expect(classifyFailure(http(503))).toBe('temporary');
    expect(classifyFailure(http(429))).toBe('temporary');
  });
  it('waits for the chef on 401', () => expect(classifyFailure(http(401))).toBe('auth'));
  it('gives up on what the server refused', () => {
    for (const status of [403, 404, 409, 422]) expect(classifyFailure(http(status))).toBe('permanent');
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
});
