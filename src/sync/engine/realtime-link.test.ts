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
  it('waits 5 s doubled per attempt, capped at 30 s, for 10 attempts, then retries every 2 minutes for good', async () => {
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
    expect(h.link.current).toMatchObject({ status: 'unavailable', nextRetryAt: Date.now() + 120_000 });
    // A kitchen router without its upstream for many minutes: the slow retry never stops.
    for (let round = 1; round <= 5; round++) {
      const opened = h.opened.length;
      await vi.advanceTimersByTimeAsync(119_999);
      expect(h.opened.length).toBe(opened);
      await vi.advanceTimersByTimeAsync(1);
      expect(h.opened.length).toBe(opened + 1);
      h.last().onState('unavailable');
    }
    await vi.advanceTimersByTimeAsync(120_000);
    h.last().onSubscribed(); // the internet is back
    expect(h.link.current).toMatchObject({ status: 'connected', attempt: 0 });
  });

  it('tries at once on online, visible and focus, whatever the state, unless live or opening', async () => {
    const h = harness();
    h.link.start();
    h.last().onState('unavailable'); // waiting 5 s for its next try
    h.link.online(); // the browser never went offline (the outage was upstream): "online" acts anyway
    expect(h.opened).toHaveLength(2);
    h.link.focus(); // a socket is opening: left alone
    expect(h.opened).toHaveLength(2);
    h.last().onState('unavailable');
    h.link.focus();
    expect(h.opened).toHaveLength(3);
    h.last().onState('unavailable');
    h.link.visible();
    expect(h.opened).toHaveLength(4);
    expect(h.link.current.attempt).toBe(0); // counted afresh
    h.last().onSubscribed();
    h.link.online();
    h.link.focus();
    expect(h.opened).toHaveLength(4); // live: nothing to do
  });

  it('uses shortened timings when configured (tests, the chaos suite)', async () => {
    const opened: SocketHandlers[] = [];
    const link = new RealtimeLink({
      open: (handlers) => {
        opened.push(handlers);
        return { close: () => {} };
      },
      onEvent: () => {},
      onLive: () => {},
      onState: () => {},
      isHidden: () => false,
      isOnline: () => true,
      timings: { reconnectBaseMs: 100, reconnectMaxMs: 200, slowRetryMs: 1_000, pollMs: 1_000, connectTimeoutMs: 60_000 },
    });
    link.start();
    for (let attempt = 1; attempt <= MAX_RECONNECT_ATTEMPTS; attempt++) {
      (opened[opened.length - 1] as SocketHandlers).onState('unavailable');
      await vi.advanceTimersByTimeAsync(200);
    }
    expect(opened).toHaveLength(MAX_RECONNECT_ATTEMPTS + 1);
    (opened[opened.length - 1] as SocketHandlers).onState('unavailable');
    await vi.advanceTimersByTimeAsync(999);
    expect(opened).toHaveLength(MAX_RECONNECT_ATTEMPTS + 1);
    await vi.advanceTimersByTimeAsync(1);
    expect(opened).toHaveLength(MAX_RECONNECT_ATTEMPTS + 2);
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

  it('tells every subscription, the first one too, and whether it came after a drop', async () => {
    const h = harness();
    h.link.start();
    h.last().onSubscribed();
    h.last().onState('disconnected');
    await vi.advanceTimersByTimeAsync(5_000);
    h.last().onSubscribed();
    expect(h.lives).toEqual([false, true]);
  });

  it('gives up an attempt that is not live within 10 s and schedules the next (pusher-js may stop trying inside "connecting")', async () => {
    const h = harness();
    h.link.start();
    h.last().onState('connecting'); // and nothing more: no socket, no failure
    await vi.advanceTimersByTimeAsync(9_999);
    expect(h.link.current.status).toBe('connecting');
    await vi.advanceTimersByTimeAsync(1);
    expect(h.link.current).toMatchObject({ status: 'unavailable', attempt: 1, nextRetryAt: Date.now() + 5_000 });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(h.opened).toHaveLength(2);
    // Live in time: the attempt's timer is over, and a live link stays live.
    h.last().onSubscribed();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(h.link.current.status).toBe('connected');
    expect(h.opened).toHaveLength(2);
  });

  it('times a dropped socket that pusher-js reconnects by itself the same way', async () => {
    const h = harness();
    h.link.start();
    h.last().onSubscribed();
    h.last().onState('connecting'); // the socket dropped; pusher-js tries again on its own
    await vi.advanceTimersByTimeAsync(9_999);
    expect(h.link.current.status).toBe('connecting');
    await vi.advanceTimersByTimeAsync(1);
    expect(h.link.current.status).toBe('unavailable');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(h.opened).toHaveLength(2);
  });
});
