// The realtime connection and its reconnect policy (spec sections 4 and 9): at most 10 attempts,
// 5 s doubled per attempt and capped at 30 s, postponed while the tab is hidden, 1 s after a manual
// restart; offline while the browser is offline. Events are hints (architecture rule 8): each one
// is handed on, and every reconnect asks for a full pull because events sent meanwhile are lost.
import type { RealtimeSocket, SocketHandlers, SocketState } from '@/lib/realtime';

export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected' | 'error' | 'unavailable' | 'offline';

export const MAX_RECONNECT_ATTEMPTS = 10;
export const MANUAL_RESTART_DELAY_MS = 1_000;

/** Delay before reconnect attempt `attempt` (1-based): 5 s, 10 s, 20 s, then 30 s. */
export const reconnectDelay = (attempt: number): number => Math.min(30_000, 5_000 * 2 ** (attempt - 1));

export type LinkState = { status: ConnectionStatus; attempt: number; nextRetryAt: number | null; since: number };

export type RealtimeLinkDeps = {
  open(handlers: SocketHandlers): RealtimeSocket;
  onEvent(payload: unknown): void;
  /** Connected and subscribed; `again` is true after a drop (pull everything then). */
  onLive(again: boolean): void;
  onState(state: LinkState): void;
  isHidden(): boolean;
  isOnline(): boolean;
  now?: () => number;
};

export class RealtimeLink {
  private socket: RealtimeSocket | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private postponed = false;
  private wasLive = false;
  private state: LinkState;
  private readonly now: () => number;

  constructor(private readonly deps: RealtimeLinkDeps) {
    this.now = deps.now ?? Date.now;
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

  online(): void {
    if (this.state.status !== 'offline') return;
    this.state = { ...this.state, attempt: 0 };
    this.connect();
  }

  offline(): void {
    this.clearTimer();
    this.closeSocket();
    this.set('offline');
  }

  /** The tab became visible: run a reconnect that waited for it. */
  visible(): void {
    if (!this.postponed) return;
    this.postponed = false;
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
  }

  private onSocketState(state: SocketState): void {
    if (state === 'connecting' || state === 'initialized') this.set('connecting');
    else if (state === 'unavailable') this.fail('unavailable');
    else if (state === 'failed') this.fail('error');
    else if (state === 'disconnected') this.fail('disconnected');
  }

  private onSubscribed(): void {
    this.state = { ...this.state, attempt: 0 };
    this.set('connected');
    this.deps.onLive(this.wasLive);
    this.wasLive = true;
  }

  private fail(status: ConnectionStatus): void {
    this.closeSocket();
    if (!this.deps.isOnline()) return this.set('offline');
    const attempt = this.state.attempt + 1;
    if (attempt > MAX_RECONNECT_ATTEMPTS) return this.set(status); // gave up: a manual restart remains
    const delay = reconnectDelay(attempt);
    this.state = { ...this.state, attempt };
    this.set(status, this.now() + delay);
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.deps.isHidden()) this.postponed = true;
      else this.connect();
    }, delay);
  }

  private set(status: ConnectionStatus, nextRetryAt: number | null = null): void {
    const since = status === this.state.status ? this.state.since : this.now();
    this.state = { ...this.state, status, nextRetryAt, since };
    this.deps.onState(this.state);
  }

  private closeSocket(): void {
    const socket = this.socket;
    this.socket = null;
    socket?.close();
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.postponed = false;
  }
}
