import { describe, expect, it } from 'vitest';
import type { LinkState } from '@/sync/engine/realtime-link';
import { asLinkState, clockTime, connectionView } from './connection-view';

const now = new Date(2026, 10, 21, 18, 30, 0).getTime();
const link = (status: LinkState['status'], nextRetryAt: number | null = null, since = now - 60_000): LinkState => ({ status, attempt: 1, nextRetryAt, since });
const view = (state: LinkState | null, browserOnline = true, browserOfflineSince: number | null = null) =>
  connectionView({ link: state, browserOnline, browserOfflineSince, now });

describe('connectionView', () => {
  it('is live when connected', () => {
    expect(view(link('connected'))).toMatchObject({ status: 'connected', text: 'live', tone: 'green', canRestart: false });
  });

  it('is connecting before the engine reports and while connecting', () => {
    expect(view(null)).toMatchObject({ status: 'connecting', text: 'connecting' });
    expect(view(link('connecting', now + 1_000))).toMatchObject({ status: 'connecting', text: 'connecting', canRestart: false });
  });

  it('is reconnecting while a retry is planned, with the seconds left', () => {
    for (const status of ['error', 'unavailable', 'disconnected'] as const) {
      expect(view(link(status, now + 19_200))).toMatchObject({ status, text: 'reconnecting', retryInSeconds: 20, canRestart: true });
    }
    expect(view(link('error', now - 500)).retryInSeconds).toBe(0);
  });

  it('is not connected once it gave up (no retry planned), and then restartable', () => {
    expect(view(link('error'))).toMatchObject({ status: 'error', text: 'notConnected', tone: 'red', canRestart: true });
  });

  it('is offline since the browser went offline, whatever the stored link says', () => {
    const wentOffline = new Date(2026, 10, 21, 9, 5).getTime();
    expect(view(link('connected'), false, wentOffline)).toMatchObject({ status: 'offline', text: 'offline', offlineSince: '09:05' });
  });

  it('uses the stored time when the link itself is offline', () => {
    const since = new Date(2026, 10, 21, 17, 45).getTime();
    expect(view(link('offline', null, since))).toMatchObject({ status: 'offline', offlineSince: '17:45' });
    expect(view(link('offline', null, since), false, null)).toMatchObject({ offlineSince: '17:45' });
  });
});

describe('asLinkState', () => {
  it('accepts the stored shape and refuses anything else', () => {
    expect(asLinkState({ status: 'connected', attempt: 0, nextRetryAt: null, since: 5 })).toEqual({ status: 'connected', attempt: 0, nextRetryAt: null, since: 5 });
    expect(asLinkState({ status: 'weird', since: 5 })).toBeNull();
    expect(asLinkState({ status: 'connected' })).toBeNull();
    expect(asLinkState(undefined)).toBeNull();
  });
});

describe('clockTime', () => {
  it('is 24 h with leading zeros', () => {
    expect(clockTime(new Date(2026, 0, 1, 0, 7).getTime())).toBe('00:07');
    expect(clockTime(new Date(2026, 0, 1, 23, 59).getTime())).toBe('23:59');
  });
});
