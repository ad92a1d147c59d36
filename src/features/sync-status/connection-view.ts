// What the connection indicator says (pure): the link state the leader tab stores in Dexie plus
// whether this browser is online, turned into a status, a tone, the texts' i18n keys and whether
// a click may restart the connection.
import type { ConnectionStatus, LinkState } from '@/sync/engine/realtime-link';

export type ConnectionText = 'live' | 'connecting' | 'reconnecting' | 'offline' | 'notConnected';
export type Tone = 'green' | 'orange' | 'gray' | 'red';

export type ConnectionView = {
  /** The ConnectionStatus, or `offline` when the browser is offline. */
  status: ConnectionStatus;
  text: ConnectionText;
  tone: Tone;
  /** "HH:MM" (24 h, local) when offline. */
  offlineSince: string | null;
  /** Whole seconds until the next automatic try, when one is planned. */
  retryInSeconds: number | null;
  /** The chef may restart by hand: the link gave up or waits for its next try. */
  canRestart: boolean;
};

const statuses: readonly ConnectionStatus[] = ['disconnected', 'connecting', 'connected', 'error', 'unavailable', 'offline'];

/** The stored value of the `connection` key, if it has the LinkState shape. */
export function asLinkState(value: unknown): LinkState | null {
  if (typeof value !== 'object' || value === null) return null;
  const state = value as Partial<LinkState>;
  if (!statuses.includes(state.status as ConnectionStatus) || typeof state.since !== 'number') return null;
  return { status: state.status as ConnectionStatus, attempt: Number(state.attempt) || 0, nextRetryAt: typeof state.nextRetryAt === 'number' ? state.nextRetryAt : null, since: state.since };
}

export const clockTime = (at: number): string => {
  const date = new Date(at);
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
};

type Input = { link: LinkState | null; browserOnline: boolean; browserOfflineSince: number | null; now: number };

export function connectionView({ link, browserOnline, browserOfflineSince, now }: Input): ConnectionView {
  const base = { offlineSince: null, retryInSeconds: null, canRestart: false };
  if (!browserOnline || link?.status === 'offline') {
    const since = !browserOnline ? (browserOfflineSince ?? (link?.status === 'offline' ? link.since : now)) : (link?.since ?? now);
    return { ...base, status: 'offline', text: 'offline', tone: 'gray', offlineSince: clockTime(since) };
  }
  // Before the engine first reports (just signed in, or another tab leads and has not written yet).
  if (!link || link.status === 'connecting') return { ...base, status: link?.status ?? 'connecting', text: 'connecting', tone: 'orange' };
  if (link.status === 'connected') return { ...base, status: 'connected', text: 'live', tone: 'green' };
  if (link.nextRetryAt !== null) {
    const retryInSeconds = Math.max(0, Math.ceil((link.nextRetryAt - now) / 1000));
    return { ...base, status: link.status, text: 'reconnecting', tone: 'orange', retryInSeconds, canRestart: true };
  }
  return { ...base, status: link.status, text: 'notConnected', tone: 'red', canRestart: true };
}
