// The pull scheduler alone, with fake timers: a failed pull is asked again with backoff until it
// succeeds, a request during a pull causes exactly one more, nothing is retried offline.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import type { CollectionName } from './collections';
import { PullScheduler, retryWords, type NextTry } from './pull-scheduler';

const unavailable = () => new ApiError({ kind: 'http', status: 503, serverMessage: 'Service Unavailable' });

function scheduler(results: Array<'ok' | Error>, online = { value: true }) {
  const pulls: CollectionName[] = [];
  const failures: string[] = [];
  const nextTries: NextTry[] = [];
  let release: (() => void) | null = null;
  let holdNext = false;
  const instance = new PullScheduler({
    pull: async (name) => {
      pulls.push(name);
      if (holdNext) {
        holdNext = false;
        await new Promise<void>((resolve) => (release = resolve));
      }
      const result = results.shift() ?? 'ok';
      if (result !== 'ok') throw result;
    },
    isOnline: () => online.value,
    onFailure: (name, error, next) => {
      failures.push(`${name}: ${(error as Error).message}`);
      nextTries.push(next);
    },
    random: () => 1, // the top of each backoff step: 1 s, 2 s, 4 s ...
  });
  return {
    scheduler: instance,
    pulls,
    failures,
    nextTries,
    online,
    holdNextPull: () => (holdNext = true),
    release: () => release?.(),
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('pull scheduler', () => {
  it('asks a failed pull again, 1 s then 2 s later, until it succeeds, and stops there', async () => {
    const s = scheduler([unavailable(), unavailable(), 'ok']);
    await s.scheduler.request('activeOrders');
    expect(s.pulls).toHaveLength(1);
    expect(s.failures).toEqual(['activeOrders: Service Unavailable']);
    expect(s.scheduler.failing('activeOrders')).toBe(true);

    await vi.advanceTimersByTimeAsync(999);
    expect(s.pulls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(s.pulls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(s.pulls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(s.pulls).toHaveLength(3);
    expect(s.scheduler.failing('activeOrders')).toBe(false);

    await vi.advanceTimersByTimeAsync(600_000);
    expect(s.pulls).toHaveLength(3);
  });

  it('caps the wait between tries at 60 s', async () => {
    const s = scheduler(Array.from({ length: 12 }, unavailable));
    await s.scheduler.request('notifications');
    await vi.advanceTimersByTimeAsync(1_000 + 2_000 + 4_000 + 8_000 + 16_000 + 32_000);
    expect(s.pulls).toHaveLength(7);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(s.pulls).toHaveLength(7);
    await vi.advanceTimersByTimeAsync(1);
    expect(s.pulls).toHaveLength(8);
  });

  it('a request during a pull causes one more pull after it (not one per request)', async () => {
    const s = scheduler([]);
    s.holdNextPull();
    const first = s.scheduler.request('activeOrders');
    const second = s.scheduler.request('activeOrders');
    const third = s.scheduler.request('activeOrders');
    expect(s.pulls).toHaveLength(1);
    s.release();
    await Promise.all([first, second, third]);
    expect(s.pulls).toHaveLength(2);
  });

  it('a new request runs at once instead of waiting for the backoff', async () => {
    const s = scheduler([unavailable()]);
    await s.scheduler.request('activeOrders');
    await s.scheduler.request('activeOrders'); // a new event came
    expect(s.pulls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(600_000); // the retry planned for the failure was dropped
    expect(s.pulls).toHaveLength(2);
  });

  it('offline, nothing is retried until the next request (the engine asks on `online`)', async () => {
    const s = scheduler([unavailable()]);
    s.holdNextPull();
    const pull = s.scheduler.request('activeOrders');
    s.online.value = false; // the connection dropped while the pull was under way
    s.release();
    await pull;
    await vi.advanceTimersByTimeAsync(600_000);
    expect(s.pulls).toHaveLength(1);
    await s.scheduler.request('activeOrders');
    expect(s.pulls).toHaveLength(1);

    s.online.value = true;
    await s.scheduler.request('activeOrders');
    expect(s.pulls).toHaveLength(2);
    expect(s.scheduler.failing('activeOrders')).toBe(false);
  });

  it('does not retry a refusal (403 for a chef not approved): the next trigger asks again', async () => {
    const s = scheduler([new ApiError({ kind: 'http', status: 403 }), unavailable()]);
    await s.scheduler.request('activeOrders');
    await vi.advanceTimersByTimeAsync(600_000);
    expect(s.pulls).toEqual(['activeOrders']);
    await s.scheduler.request('activeOrders');
    expect(s.pulls).toEqual(['activeOrders', 'activeOrders']);
  });

  it('does not retry a 401 (the chef is signed out) nor after stop', async () => {
    const s = scheduler([new ApiError({ kind: 'http', status: 401 }), unavailable()]);
    await s.scheduler.request('profile');
    await vi.advanceTimersByTimeAsync(600_000);
    expect(s.pulls).toHaveLength(1);

    await s.scheduler.request('cities');
    s.scheduler.stop();
    await vi.advanceTimersByTimeAsync(600_000);
    await s.scheduler.request('cities');
    expect(s.pulls).toEqual(['profile', 'cities']);
  });

  it('a screen that opens while its collection is being pulled waits for that pull, and asks for no second one', async () => {
    const s = scheduler([]);
    s.holdNextPull();
    const starting = s.scheduler.request('menu'); // the app's start pull
    const opened = s.scheduler.refresh('menu'); // the foods list opens meanwhile
    s.release();
    await Promise.all([starting, opened]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(s.pulls).toEqual(['menu']); // request() here would have pulled twice
    await s.scheduler.refresh('menu'); // nothing under way: it pulls
    expect(s.pulls).toEqual(['menu', 'menu']);
  });
});

describe('what the console says follows a failed pull', () => {
  it('a temporary failure: the try planned, after the backoff', async () => {
    const s = scheduler([unavailable(), unavailable(), 'ok']);
    await s.scheduler.request('kitchen');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(s.nextTries).toEqual([
      { kind: 'after', ms: 1_000 },
      { kind: 'after', ms: 2_000 },
    ]);
    expect(s.nextTries.map(retryWords)).toEqual(['trying again in 1 s', 'trying again in 2 s']);
  });

  it('a refusal (403) is not tried again until something asks; the words say so', async () => {
    const s = scheduler([new ApiError({ kind: 'http', status: 403, serverMessage: 'Forbidden' })]);
    await s.scheduler.request('kitchen');
    await vi.advanceTimersByTimeAsync(600_000);
    expect(s.pulls).toHaveLength(1);
    expect(s.nextTries).toEqual([{ kind: 'asked' }]);
    expect(retryWords({ kind: 'asked' })).toMatch(/^not trying again until asked/);
  });

  it('offline: once back online', async () => {
    const online = { value: true };
    const s = scheduler([unavailable()], online);
    s.holdNextPull();
    const pulled = s.scheduler.request('kitchen');
    online.value = false;
    s.release();
    await pulled;
    expect(s.nextTries).toEqual([{ kind: 'online' }]);
    expect(retryWords({ kind: 'online' })).toBe('trying again once back online');
  });
});
