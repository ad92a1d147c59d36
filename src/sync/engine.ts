// The sync engine of one signed-in chef: pulls the collections the screens show, runs the outbox
// and the realtime link in the leader tab, and reacts to the browser (architecture rule 10: flush
// and pull on start, on `online`, when the tab becomes visible, on realtime reconnect). Screens
// never talk to it: they read Dexie and write through `mutate`; the outbox notices new entries
// through a live query, in whichever tab they were written.
import { liveQuery, type Subscription } from 'dexie';
import * as v from 'valibot';
import type { ApiClient } from '@/api/client';
import { realtimeEventSchema } from '@/contract';
import type { ChefDb } from '@/db/chef-db';
import { askPersistentStorage, withStorage } from '@/db/storage-health';
import { openChefSocket, type RealtimeSettings } from '@/lib/realtime';
import { requestOutboxSync } from './background-sync';
import { collectionNames, type CollectionName } from './collections';
import { collectionsHintedBy } from './hints';
import { runAsLeader } from './leader';
import { OutboxReplayer } from './outbox';
import { pullCollection } from './pull';
import { RealtimeLink, type LinkState } from './realtime-link';

export const CONNECTION_KEY = 'connection';
export const EVENT_LOG_KEY = 'realtimeEventLog';
const EVENT_LOG_SIZE = 50;

/** What the /dev page lists: each realtime event received, newest first. */
export type ReceivedEvent = { receivedAt: number; payload: unknown; valid: boolean };

export type SyncEnvironment = {
  isOnline(): boolean;
  isHidden(): boolean;
  /** Subscribe to online/offline/visibility changes; returns the unsubscribe. */
  watch(handlers: { online(): void; offline(): void; visible(): void }): () => void;
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
};

export class SyncEngine {
  readonly outbox: OutboxReplayer;
  private link: RealtimeLink | null = null;
  private stopLeading: (() => void) | null = null;
  private unwatch: (() => void) | null = null;
  private pulling = new Map<CollectionName, Promise<void>>();
  private readonly env: SyncEnvironment;

  constructor(private readonly options: SyncEngineOptions) {
    this.env = options.environment ?? browserEnvironment();
    this.outbox = new OutboxReplayer({
      db: options.db,
      engineId: options.engineId ?? crypto.randomUUID(),
      send: (request, { idempotencyKey, actionAt }) =>
        options.api.request(request.method, request.path, {
          json: request.json,
          body: request.body,
          schema: v.unknown(),
          idempotencyKey,
          actionAt,
        }),
      onAuthRequired: options.onAuthRequired,
      onRefused: (collection) => void this.pull(collection),
    });
  }

  start(): void {
    void askPersistentStorage();
    void this.pullAll();
    this.unwatch = this.env.watch({
      online: () => {
        this.link?.online();
        void this.outbox.retryNow();
        void this.pullAll();
      },
      offline: () => {
        this.link?.offline();
        void this.handOverIfWaiting();
      },
      visible: () => {
        this.link?.visible();
        void this.outbox.flush();
        void this.pullAll();
      },
    });
    const lead = () => this.lead();
    this.stopLeading = this.options.leaderLock === false ? lead() : runAsLeader(this.options.leaderLock ?? `chef-pwa-leader-${this.options.db.chefId}`, lead);
  }

  stop(): void {
    this.unwatch?.();
    this.stopLeading?.();
    this.outbox.stop();
  }

  /** Pull every collection the screens show (start, reconnect, back online). */
  async pullAll(): Promise<void> {
    await Promise.all(collectionNames.map((name) => this.pull(name)));
  }

  /** Pull one collection; concurrent asks share one request. Failures are logged, never thrown. */
  pull(name: CollectionName): Promise<void> {
    if (!this.env.isOnline()) return Promise.resolve();
    const running = this.pulling.get(name);
    if (running) return running;
    const pull = withStorage(this.options.db, () => pullCollection(this.options.db, this.options.api, name))
      .catch((error: unknown) => console.warn(`Could not refresh ${name}`, error))
      .finally(() => this.pulling.delete(name));
    this.pulling.set(name, pull);
    return pull;
  }

  /** Send now; what is still waiting afterwards is handed to the service worker's Background Sync,
   * which the browser fires when the connection is back, even if the chef closed the app by then. */
  private async flushOrHandOver(): Promise<void> {
    await this.outbox.flush();
    await this.handOverIfWaiting();
  }

  private async handOverIfWaiting(): Promise<void> {
    if ((await this.options.db.outbox.count().catch(() => 0)) > 0) await (this.options.requestBackgroundSync ?? requestOutboxSync)();
  }

  restartRealtime(): void {
    this.link?.restart();
  }

  /** The leader tab: release claims of tabs that are gone, send, listen. */
  private lead(): () => void {
    const { db } = this.options;
    let outboxWatch: Subscription | null = null;
    void this.outbox.releaseForeignClaims().then(() => {
      outboxWatch = liveQuery(() => db.outbox.count()).subscribe({
        next: (count) => count > 0 && void this.flushOrHandOver(),
        error: (error: unknown) => console.error('Outbox watch failed', error),
      });
    });
    this.link = this.options.realtime ? this.createLink(this.options.realtime) : null;
    this.link?.start();
    return () => {
      outboxWatch?.unsubscribe();
      this.link?.stop();
      this.link = null;
    };
  }

  private createLink(realtime: NonNullable<SyncEngineOptions['realtime']>): RealtimeLink {
    const open = realtime.open ?? openChefSocket;
    return new RealtimeLink({
      open: (handlers) => open(realtime.settings, realtime.chefId, handlers),
      onEvent: (payload) => void this.receive(payload),
      onLive: (again) => {
        void this.outbox.retryNow();
        if (again) void this.pullAll();
      },
      onState: (state) => void this.saveConnection(state),
      isHidden: () => this.env.isHidden(),
      isOnline: () => this.env.isOnline(),
    });
  }

  /** A realtime event: log it, store it as a notification, then pull what it says changed. */
  private async receive(payload: unknown): Promise<void> {
    const { db } = this.options;
    const parsed = v.safeParse(realtimeEventSchema, payload);
    await withStorage(db, () =>
      db.transaction('rw', db.notifications, db.kv, async () => {
        const log = ((await db.kv.get(EVENT_LOG_KEY))?.value as ReceivedEvent[] | undefined) ?? [];
        const entry: ReceivedEvent = { receivedAt: Date.now(), payload, valid: parsed.success };
        await db.kv.put({ key: EVENT_LOG_KEY, value: [entry, ...log].slice(0, EVENT_LOG_SIZE) });
        if (!parsed.success) return;
        const event = parsed.output;
        if (await db.notifications.get(event.id)) return;
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
    if (!parsed.success) {
      console.warn('Ignored a realtime event the app could not read', v.flatten(parsed.issues), payload);
      return;
    }
    await Promise.all(collectionsHintedBy(parsed.output.type).map((name) => this.pull(name)));
  }

  private async saveConnection(state: LinkState): Promise<void> {
    await this.options.db.kv.put({ key: CONNECTION_KEY, value: state }).catch(() => {});
  }
}

export function browserEnvironment(): SyncEnvironment {
  return {
    isOnline: () => navigator.onLine,
    isHidden: () => document.visibilityState === 'hidden',
    watch: (handlers) => {
      const onVisibility = () => document.visibilityState === 'visible' && handlers.visible();
      window.addEventListener('online', handlers.online);
      window.addEventListener('offline', handlers.offline);
      document.addEventListener('visibilitychange', onVisibility);
      return () => {
        window.removeEventListener('online', handlers.online);
        window.removeEventListener('offline', handlers.offline);
        document.removeEventListener('visibilitychange', onVisibility);
      };
    },
  };
}
