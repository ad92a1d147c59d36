import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SocketHandlers } from '@/lib/realtime';
import { MAX_RECONNECT_ATTEMPTS, RealtimeLink, type LinkState } from './realtime-link';

function harness() {
  const opened: SocketHandlers[] = [];
  const states: LinkState[] = [];
  const lives: boolean[] = [];
  const env = { hidden: false, online: true };
  const link = new RealtimeLink({
    open: (handlers) => {
      opened.push(handlers);
      return { close: () => {} };
    },
    onEvent: () => {},
    onLive: (again) => lives.push(again),
    onState: (state) => states.push(state),
    isHidden: () => env.hidden,
    isOnline: () => env.online,
  });
  const last = () => opened[opened.length - 1] as SocketHandlers;
  return { link, opened, states, lives, env, last };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('realtime reconnect policy', () => {
  it('waits 5 s doubled per attempt, capped at 30 s, and stops after 10 attempts', async () => {
    const h = harness();
    h.link.start();
    const delays: number[] = [];
    for (let attempt = 1; attempt <= MAX_RECONNECT_ATTEMPTS + 1; attempt++) {
      const before = h.opened.length;
      const failedAt = Date.now();
      h.last().onState('unavailable');
      if (attempt > MAX_RECONNECT_ATTEMPTS) break;
      let waited = 0;
      while (h.opened.length === before) {
        await vi.advanceTimersByTimeAsync(1_000);
        waited += 1_000;
        if (waited > 60_000) throw new Error('no reconnect');
      }
      expect(h.link.current.nextRetryAt).toBeNull();
      delays.push(Date.now() - failedAt);
    }
    expect(delays).toEqual([5_000, 10_000, 20_000, 30_000, 30_000, 30_000, 30_000, 30_000, 30_000, 30_000]);
    const opened = h.opened.length;
    await vi.advanceTimersByTimeAsync(120_000);
    expect(h.opened.length).toBe(opened); // gave up
    expect(h.link.current.status).toBe('unavailable');
  });

  it('starts counting again once connected', async () => {
    const h = harness();
    h.link.start();
    h.last().onState('failed');
    expect(h.link.current).toMatchObject({ status: 'error', attempt: 1 });
    await vi.advanceTimersByTimeAsync(5_000);
    h.last().onSubscribed();
    expect(h.link.current).toMatchObject({ status: 'connected', attempt: 0 });
    h.last().onState('unavailable');
    expect(h.link.current.nextRetryAt).toBe(Date.now() + 5_000);
  });

  it('postpones a reconnect while the tab is hidden', async () => {
    const h = harness();
    h.link.start();
    h.env.hidden = true;
    h.last().onState('unavailable');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(h.opened).toHaveLength(1);
    h.env.hidden = false;
    h.link.visible();
    expect(h.opened).toHaveLength(2);
  });

  it('reconnects 1 s after a manual restart', async () => {
    const h = harness();
    h.link.start();
    h.link.restart();
    await vi.advanceTimersByTimeAsync(999);
    expect(h.opened).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.opened).toHaveLength(2);
  });

  it('is offline while the browser is, and connects when it comes back', () => {
    const h = harness();
    h.env.online = false;
    h.link.start();
    expect(h.link.current.status).toBe('offline');
    expect(h.opened).toHaveLength(0);
    h.env.online = true;
    h.link.online();
    expect(h.link.current.status).toBe('connecting');
    expect(h.opened).toHaveLength(1);
  });

  it('asks for a full pull on every reconnect, not the first connect', async () => {
    const h = harness();
    h.link.start();
    h.last().onSubscribed();
    h.last().onState('disconnected');
    await vi.advanceTimersByTimeAsync(5_000);
    h.last().onSubscribed();
    expect(h.lives).toEqual([false, true]);
  });
});
