// The realtime connection and its reconnect policy (spec sections 4 and 9; docs/sync.md,
// "Realtime"): 10 attempts, 5 s doubled per attempt and capped at 30 s, postponed while the tab is
// hidden, 1 s after a manual restart; offline while the browser is offline. It never gives up for
// good: after the spec's attempts a slow retry goes on (2 min), and `online`, `visible` and `focus`
// try at once whatever the state, because the browser may say "online" through an internet outage
// and nothing else would notice the end of it. Events are hints (architecture rule 8): each one is
// handed on, and every subscription, the first one included, asks for a full pull because events
// sent while nobody listened are lost.
//
// The link, not pusher-js, decides when an attempt has failed: an attempt that is not live within
// `connectTimeoutMs` is closed and counted as "unavailable". pusher-js was seen to stop trying
// inside its "connecting" state after a refused handshake, until its own 10 s timer, whatever the
// network did meanwhile (docs/sync.md, "Realtime").
import type { RealtimeSocket, SocketHandlers, SocketState } from '@/lib/realtime';
import { DEFAULT_SYNC_TIMINGS, type SyncTimings } from './timings';

export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected' | 'error' | 'unavailable' | 'offline';

export const MAX_RECONNECT_ATTEMPTS = 10;
export const MANUAL_RESTART_DELAY_MS = 1_000;

/** Delay before reconnect attempt `attempt` (1-based): 5 s, 10 s, 20 s, then 30 s; after the
 * spec's attempts, the slow retry. */
export const reconnectDelay = (attempt: number, timings: SyncTimings = DEFAULT_SYNC_TIMINGS): number =>
  attempt > MAX_RECONNECT_ATTEMPTS ? timings.slowRetryMs : Math.min(timings.reconnectMaxMs, timings.reconnectBaseMs * 2 ** (attempt - 1));

export type LinkState = { status: ConnectionStatus; attempt: number; nextRetryAt: number | null; since: number };

export type RealtimeLinkDeps = {
  open(handlers: SocketHandlers): RealtimeSocket;
  onEvent(payload: unknown): void;
  /** Connected and subscribed (pull everything then); `again` is true after a drop. */
  onLive(again: boolean): void;
  onState(state: LinkState): void;
  isHidden(): boolean;
  isOnline(): boolean;
  now?: () => number;
  timings?: SyncTimings;
};

export class RealtimeLink {
  private socket: RealtimeSocket | null = null;
  /** Ends an attempt that is not live in time. */
  private attemptTimer: ReturnType<typeof setTimeout> | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private wasLive = false;
  private state: LinkState;
  private readonly now: () => number;
  private readonly timings: SyncTimings;

  constructor(private readonly deps: RealtimeLinkDeps) {
    this.now = deps.now ?? Date.now;
    this.timings = deps.timings ?? DEFAULT_SYNC_TIMINGS;
    this.state = { status: 'disconnected', attempt: 0, nextRetryAt: null, since: this.now() };
  }

  get current(): LinkState {
    return this.state;
  }

  start(): void {
    if (!this.deps.isOnline()) return this.set('offline');
    this.connect();
  }

  stop(): void {
    this.clearTimer();
    this.closeSocket();
    this.set('disconnected');
  }

  /** The chef asked to reconnect: start over after 1 s. */
  restart(): void {
    this.clearTimer();
    this.closeSocket();
    this.state = { ...this.state, attempt: 0 };
    this.set('connecting', this.now() + MANUAL_RESTART_DELAY_MS);
    this.timer = setTimeout(() => this.connect(), MANUAL_RESTART_DELAY_MS);
  }

  /** The browser says it is online again: try now, whatever the state (it may have been wrong
   * about being online all along, through an internet outage behind a working Wi-Fi). */
  online(): void {
    this.tryNow();
  }

  offline(): void {
    this.clearTimer();
    this.closeSocket();
    this.set('offline');
  }

  /** The tab became visible: try now if the link is not live (a postponed retry, a slow retry). */
  visible(): void {
    this.tryNow();
  }

  /** The window got the focus: the chef is looking; try now if the link is not live. */
  focus(): void {
    this.tryNow();
  }

  /** Connect now, with the attempts counted afresh, unless live or a socket is already opening. */
  private tryNow(): void {
    const { status } = this.state;
    if (status === 'connected' || (status === 'connecting' && this.socket !== null)) return;
    this.state = { ...this.state, attempt: 0 };
    this.connect();
  }

  private connect(): void {
    this.clearTimer();
    this.closeSocket();
    if (!this.deps.isOnline()) return this.set('offline');
    this.set('connecting');
    const socket = this.deps.open({
      onState: (state) => socket === this.socket && this.onSocketState(state),
      onEvent: (payload) => socket === this.socket && this.deps.onEvent(payload),
      onSubscribed: () => socket === this.socket && this.onSubscribed(),
      onSubscriptionError: () => socket === this.socket && this.fail('error'),
    });
    this.socket = socket;
    this.armAttemptTimer();
  }

  /** Give the attempt under way `connectTimeoutMs` to become live (unless already timed). */
  private armAttemptTimer(): void {
    const socket = this.socket;
    if (this.attemptTimer || !socket) return;
    this.attemptTimer = setTimeout(() => {
      this.attemptTimer = null;
      if (socket === this.socket) this.fail('unavailable');
    }, this.timings.connectTimeoutMs);
  }

  private onSocketState(state: SocketState): void {
    if (state === 'connecting' || state === 'initialized') {
      this.armAttemptTimer(); // pusher-js reconnecting a dropped socket by itself: timed the same way
      this.set('connecting');
    }
    else if (state === 'unavailable') this.fail('unavailable');
    else if (state === 'failed') this.fail('error');
    else if (state === 'disconnected') this.fail('disconnected');
  }

  private onSubscribed(): void {
    this.clearAttemptTimer();
    this.state = { ...this.state, attempt: 0 };
    this.set('connected');
    this.deps.onLive(this.wasLive);
    this.wasLive = true;
  }

  private fail(status: ConnectionStatus): void {
    this.closeSocket();
    if (!this.deps.isOnline()) return this.set('offline');
    // Past the spec's attempts the count stays one past them: the slow retry, for as long as it takes.
    const attempt = Math.min(this.state.attempt + 1, MAX_RECONNECT_ATTEMPTS + 1);
    const delay = reconnectDelay(attempt, this.timings);
    this.state = { ...this.state, attempt };
    this.set(status, this.now() + delay);
    this.timer = setTimeout(() => {
      this.timer = null;
      // Hidden: nobody looks at this tab (the lead moves to a visible one: leader.ts); the next
      // `visible` or `focus` connects.
      if (this.deps.isHidden()) this.set(this.state.status);
      else this.connect();
    }, delay);
  }

  private set(status: ConnectionStatus, nextRetryAt: number | null = null): void {
    const since = status === this.state.status ? this.state.since : this.now();
    this.state = { ...this.state, status, nextRetryAt, since };
    this.deps.onState(this.state);
  }

  private closeSocket(): void {
    this.clearAttemptTimer();
    const socket = this.socket;
    this.socket = null;
    socket?.close();
  }

  private clearAttemptTimer(): void {
    if (this.attemptTimer) clearTimeout(this.attemptTimer);
    this.attemptTimer = null;
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
