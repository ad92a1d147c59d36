// The sync engine of one signed-in chef: pulls the collections the screens show, runs the outbox
// and the realtime link in the leader tab, and reacts to the browser (architecture rule 10: flush
// and pull on start, on `online`, when the tab becomes visible, on every realtime subscription, and
// every minute while the socket is not live; docs/sync.md, "Realtime"). The lead follows the tab
// the chef looks at (leader.ts), so a visible tab is never deaf. Screens
// never talk to it: they read Dexie and write through `mutate`; the outbox notices new entries
// through a live query, in whichever tab they were written.
import { liveQuery, type Subscription } from 'dexie';
import * as v from 'valibot';
import type { ApiClient } from '@/api/client';
import { isApiError } from '@/api/errors';
import { realtimeEventSchema } from '@/contract';
import type { ChefDb } from '@/db/chef-db';
import { withStorage } from '@/db/storage-health';
import { openChefSocket, type RealtimeSettings } from '@/lib/realtime';
import { requestOutboxSync } from './background-sync';
import { keepDeviceData } from './housekeeping';
import { collectionNames, type CollectionName } from '../pull/collections';
import { collectionsHintedBy, orderOfEvent } from '../pull/hints';
import { noteLinkState } from '../journal/journal-notes';
import { runAsLeader, type Leadership } from './leader';
import { inBackground } from './in-background';
import { OutboxReplayer } from './outbox';
import type { OutboxListener } from './outbox-events';
import { sendableEntries } from './outbox-filter';
import { writtenNow } from '../pull/fetch-sequence';
import { refreshOrder } from '../operations/order-history';
import { pullCollection } from '../pull/pull';
import { PullScheduler, retryWords } from '../pull/pull-scheduler';
import { markFailed, markStale } from '../pull/pull-state';
import { RealtimeLink, type LinkState } from './realtime-link';
import { pullTicket, ticketOfNotification } from '../operations/ticket-pull';
import { syncTimings, type SyncTimings } from './timings';
import { outboxTransport } from './transport';
import { uploadProgressRecorder } from './upload-progress';

export const CONNECTION_KEY = 'connection';
export const EVENT_LOG_KEY = 'realtimeEventLog';
const EVENT_LOG_SIZE = 50;

/** What the /dev page lists: each realtime event received, newest first. */
export type ReceivedEvent = { receivedAt: number; payload: unknown; valid: boolean };

export type SyncEnvironment = {
  isOnline(): boolean;
  isHidden(): boolean;
  /** Subscribe to online/offline/visibility/focus changes; returns the unsubscribe. */
  watch(handlers: { online(): void; offline(): void; visible(): void; hidden(): void; focus(): void }): () => void;
};

export type SyncEngineOptions = {
  db: ChefDb;
  api: ApiClient;
  realtime?: { settings: RealtimeSettings; chefId: number; open?: typeof openChefSocket } | null;
  environment?: SyncEnvironment;
  engineId?: string;
  /** Web Locks name; false in tests that play several tabs by hand. */
  leaderLock?: string | false;
  onAuthRequired?: () => void;
  /** Ask the service worker to flush later (default: Background Sync through src/lib). */
  requestBackgroundSync?: () => Promise<unknown>;
  /** Each outbox entry this engine handles (the chef's journal). */
  onOutboxEvent?: OutboxListener;
  /** How long an outbox claim outlives its send's hold limit (tests shorten it; default outbox-claims.ts). */
  leaseMs?: number;
  /** Reconnect and poll timings (default: the spec's, or a test's override: timings.ts). */
  timings?: SyncTimings;
  /** Whether the account may read a collection now (a chef in onboarding may not read the
   * approved-only ones: chef-sync.ts); every collection when not given. */
  mayPull?: (name: CollectionName) => boolean;
};

export class SyncEngine {
  readonly outbox: OutboxReplayer;
  private link: RealtimeLink | null = null;
  private leadership: Leadership | null = null;
  private poll: ReturnType<typeof setInterval> | null = null;
  private readonly timings: SyncTimings;
  private unwatch: (() => void) | null = null;
  /** Only the leader tab sends (design rule 9): the other tabs write entries and read tables. */
  private leading = false;
  /** Pulls, one at a time per collection, asked again after a failure or a request meanwhile. */
  private readonly pulls = new PullScheduler({
    pull: (name) => pullCollection(this.options.db, this.options.api, name),
    isOnline: () => this.env.isOnline(),
    onFailure: (name, error, next) => {
      console.warn(`Could not refresh ${name}; ${retryWords(next)}`, error);
      inBackground(markFailed(this.options.db, name, error), `Recording the failed ${name} pull`);
      // 403: the account is no longer allowed in (suspended, inactive). Read it again, so the
      // session learns the status and the guard shows the chef why (an action refused with 403
      // pulls its collection, so it ends here too).
      if (name !== 'profile' && isApiError(error) && error.status === 403) inBackground(this.pull('profile'), 'Reading the account again');
    },
  });
  private readonly env: SyncEnvironment;

  constructor(private readonly options: SyncEngineOptions) {
    this.env = options.environment ?? browserEnvironment();
    this.timings = options.timings ?? syncTimings();
    this.outbox = new OutboxReplayer({
      db: options.db,
      engineId: options.engineId ?? crypto.randomUUID(),
      send: outboxTransport(options.api), // files: silence time-out and progress (transport.ts)
      onProgress: uploadProgressRecorder(options.db),
      onAuthRequired: options.onAuthRequired,
      isOnline: () => this.env.isOnline(),
      onPullNeeded: (collection) => inBackground(this.pull(collection), `Pulling ${collection}`),
      onEvent: options.onOutboxEvent,
      leaseMs: options.leaseMs,
    });
  }

  start(): void {
    inBackground(keepDeviceData(this.options.db), 'Persistent storage, eviction check and pruning (housekeeping.ts)');
    inBackground(this.pullAll(), 'The first pull');
    this.unwatch = this.env.watch({
      online: () => {
        this.link?.online();
        if (this.leading) inBackground(this.outbox.retryNow(), 'Sending after going online');
        inBackground(this.pullAll(), 'Pulling after going online');
      },
      offline: () => {
        this.link?.offline();
        inBackground(this.handOverIfWaiting(), 'Handing the outbox to Background Sync');
      },
      visible: () => {
        this.leadership?.visibilityChanged();
        this.link?.visible();
        if (this.leading) inBackground(this.outbox.flush(), 'Sending on visibility');
        inBackground(this.pullAll(), 'Pulling on visibility');
      },
      hidden: () => this.leadership?.visibilityChanged(),
      focus: () => this.link?.focus(),
    });
    const lead = () => this.lead();
    if (this.options.leaderLock === false) {
      const resign = lead();
      this.leadership = { resign, takeOver: () => {}, visibilityChanged: () => {} };
    } else {
      this.leadership = runAsLeader(this.options.leaderLock ?? `chef-pwa-leader-${this.options.db.chefId}`, lead, { isHidden: () => this.env.isHidden() });
    }
  }

  stop(): void {
    this.unwatch?.();
    this.leadership?.resign();
    this.leadership = null;
    this.outbox.stop();
    this.pulls.stop();
  }

  /** Pull every collection the screens show (start, reconnect, back online). */
  async pullAll(): Promise<void> {
    await Promise.all(collectionNames.map((name) => this.pull(name)));
  }

  /** Pull one collection now, or once more right after the pull under way (pull-scheduler.ts); a
   * failed pull is recorded and asked again with backoff. Resolves when that pull ended; never throws. */
  pull(name: CollectionName): Promise<void> {
    return this.mayPull(name) ? this.pulls.request(name) : Promise.resolve();
  }

  private mayPull(name: CollectionName): boolean {
    return this.options.mayPull?.(name) ?? true;
  }

  /** One order as the server has it now, through the guarded write (never over a newer copy,
   * unsent actions on top); never throws: the pull that follows brings it anyway. */
  private async refreshOneOrder(id: number): Promise<void> {
    try {
      await refreshOrder(this.options.db, this.options.api, id);
    } catch (error) {
      console.warn(`Could not read order ${id} ahead of the active orders`, error);
    }
  }

  /** A screen opened: pull one collection, unless a pull of it is under way already. */
  refresh(name: CollectionName): Promise<void> {
    return this.mayPull(name) ? this.pulls.refresh(name) : Promise.resolve();
  }

  /** Fetch one ticket with its messages now (the ticket screen opened, a support reply came):
   * true when it was read; false when it could not be (offline: the local copy stands). */
  async pullTicket(ref: string): Promise<boolean> {
    try {
      await pullTicket(this.options.db, this.options.api, ref);
      return true;
    } catch (error) {
      console.warn(`Could not refresh the ticket ${ref}`, error);
      return false;
    }
  }

  /** Send what waits now, if this tab is the one that sends (before an app update reloads). */
  async sendNow(): Promise<void> {
    if (this.leading) await this.outbox.flush();
  }

  /** Send now; what is still waiting afterwards is handed to the service worker's Background Sync,
   * which the browser fires when the connection is back, even if the chef closed the app by then. */
  private async flushOrHandOver(): Promise<void> {
    await this.outbox.flush();
    await this.handOverIfWaiting();
  }

  /** Only what this build can send asks for a sync: a stuck entry, or a newer build's, would have
   * the worker run for nothing at each change of the outbox. */
  private async handOverIfWaiting(): Promise<void> {
    const waiting = await this.options.db.outbox.toArray().then(sendableEntries, () => []);
    if (waiting.length > 0) await (this.options.requestBackgroundSync ?? requestOutboxSync)();
  }

  /** "Reconnect": in the leader, start the link over; in another tab, take the lead (the chef is
   * looking at this one), which connects at once. */
  restartRealtime(): void {
    if (this.link) this.link.restart();
    else if (!this.leading) this.leadership?.takeOver();
  }

  /** The leader tab: send what is written (in any tab), listen. Claims of a tab that is gone are
   * freed when its sender lock is seen free (sender-liveness.ts), else once their lease has run out. */
  private lead(): () => void {
    const { db } = this.options;
    this.leading = true;
    this.outbox.resume();
    // Dexie runs this again on every write to the outbox, in any tab, even when the count stays the
    // same: a claim handed back by the tab that lost the lead is sent at once.
    const outboxWatch: Subscription = liveQuery(() => db.outbox.count()).subscribe({
      next: (count) => {
        if (count > 0 && this.leading) inBackground(this.flushOrHandOver(), 'Sending the outbox');
      },
      error: (error: unknown) => console.error('Outbox watch failed', error),
    });
    this.link = this.options.realtime ? this.createLink(this.options.realtime) : null;
    this.link?.start();
    // Events are hints and the socket may be down for long (an outage behind working Wi-Fi): while
    // it is not live, what the screens show is pulled on a timer, so a new order still comes.
    this.poll = setInterval(() => {
      if (this.link?.current.status !== 'connected') inBackground(this.pullAll(), 'Pulling while realtime is down');
    }, this.timings.pollMs);
    return () => {
      this.leading = false;
      // One sender (rule 9): no timer, no new claim, and the sends in flight handed back.
      this.outbox.suspend();
      if (this.poll) clearInterval(this.poll);
      this.poll = null;
      outboxWatch.unsubscribe();
      this.link?.stop();
      this.link = null;
    };
  }

  private createLink(realtime: NonNullable<SyncEngineOptions['realtime']>): RealtimeLink {
    const open = realtime.open ?? openChefSocket;
    return new RealtimeLink({
      open: (handlers) => open(realtime.settings, realtime.chefId, handlers),
      onEvent: (payload) => inBackground(this.receive(payload), 'Handling a realtime event'),
      // Every subscription pulls, the first one too: events sent while nobody listened (before this
      // tab took the lead, during a hand-over) are lost, and only a pull brings what they said.
      onLive: () => {
        if (this.leading) inBackground(this.outbox.retryNow(), 'Sending after reconnecting');
        inBackground(this.pullAll(), 'Pulling after (re)connecting');
      },
      // Only a leader's link speaks for the tabs: a tab that lost the lead stops its link after the
      // new leader started, and its "disconnected" would hide the new leader's state.
      onState: (state) => {
        if (this.leading) inBackground(this.saveConnection(state), 'Saving the connection state');
      },
      isHidden: () => this.env.isHidden(),
      isOnline: () => this.env.isOnline(),
      timings: this.timings,
    });
  }

  /** A realtime event: log it, store it as a notification, then pull what it says changed. An
   * order event's own order is read first (its fetch starts at once, beside the notification's
   * write): one order is a small answer, so its card shows before the whole list is pulled. */
  private async receive(payload: unknown): Promise<void> {
    const { db } = this.options;
    const parsed = v.safeParse(realtimeEventSchema, payload);
    const orderId = parsed.success && collectionsHintedBy(parsed.output.type).includes('activeOrders') ? orderOfEvent(parsed.output) : null;
    const firstOrder = orderId === null ? null : this.refreshOneOrder(orderId);
    const stored = withStorage(db, () =>
      db.transaction('rw', db.notifications, db.kv, async () => {
        const log = ((await db.kv.get(EVENT_LOG_KEY))?.value as ReceivedEvent[] | undefined) ?? [];
        const entry: ReceivedEvent = { receivedAt: Date.now(), payload, valid: parsed.success };
        await db.kv.put({ key: EVENT_LOG_KEY, value: [entry, ...log].slice(0, EVENT_LOG_SIZE) });
        if (!parsed.success) return;
        const event = parsed.output;
        if (await db.notifications.get(event.id)) return;
        await writtenNow(db, 'notifications'); // a pull that started before it cannot drop it
        await db.notifications.put({
          id: event.id,
          type: event.type,
          data: { title: event.title, body: event.body, action_url: event.action_url },
          read_at: null,
          created_at: event.created_at,
          unread: 1,
        });
      }),
    );
    // The pull still runs when the event could not be stored: it brings the notification too.
    await stored.catch((error: unknown) => console.error('Could not store a realtime event', error));
    if (!parsed.success) {
      console.warn('Ignored a realtime event the app could not read', v.flatten(parsed.issues), payload);
      return;
    }
    const hinted = collectionsHintedBy(parsed.output.type);
    await Promise.all(hinted.map((name) => markStale(db, name))); // behind until pulled (the screens say so)
    await firstOrder; // then the whole collections (the order's, which the event marked stale, too)
    // A support reply or status change: the ticket it names too, with its messages.
    const ticket = parsed.output.type === 'support_ticket' ? ticketOfNotification(parsed.output) : null;
    await Promise.all([...hinted.map((name) => this.pull(name)), ...(ticket ? [this.pullTicket(ticket)] : [])]);
  }

  private async saveConnection(state: LinkState): Promise<void> {
    noteLinkState(this.options.db, state); // the chef's journal: connection lost, back, live
    await this.options.db.kv.put({ key: CONNECTION_KEY, value: state }).catch(() => {});
  }
}

export function browserEnvironment(): SyncEnvironment {
  return {
    isOnline: () => navigator.onLine,
    isHidden: () => document.visibilityState === 'hidden',
    watch: (handlers) => {
      const onVisibility = () => (document.visibilityState === 'visible' ? handlers.visible() : handlers.hidden());
      window.addEventListener('online', handlers.online);
      window.addEventListener('offline', handlers.offline);
      window.addEventListener('focus', handlers.focus);
      document.addEventListener('visibilitychange', onVisibility);
      return () => {
        window.removeEventListener('online', handlers.online);
        window.removeEventListener('offline', handlers.offline);
        window.removeEventListener('focus', handlers.focus);
        document.removeEventListener('visibilitychange', onVisibility);
      };
    },
  };
}
