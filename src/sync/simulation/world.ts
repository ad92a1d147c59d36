// The simulated device for one seeded run (docs/sync.md, "Simulation"): N tabs, each a real
// SyncEngine (outbox, leader election, pulls) on one fake IndexedDB, one Web Locks manager with
// `steal`, one BroadcastChannel, the service worker's real Background Sync flush beside them, a
// device clock the steps set wrong and right, and the network and model server of network.ts and
// model-server.ts. The world only acts as the browser and the chef would (taps go through `mutate`,
// visibility through the engine's environment); the invariants (invariants.ts) read what the chef
// sees and what the server stored.
import { IDBDatabase, IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { vi } from 'vitest';
import { createApiClient } from '@/api/client';
import { createUploader } from '@/api/upload';
import { ChefDb } from '@/db/chef-db';
import type { OutboxEntry, OutboxOperation } from '@/db/outbox-entry';
import { resetServerClock } from '@/lib/server-clock';
import { flushFromServiceWorker } from '../engine/background-flush';
import { SyncEngine } from '../engine/engine';
import { mutate } from '../engine/mutate';
import { inRealm, installRealms, newRealm, outsideRealms, realmChannels, realmLocks, timerOrigins, type Realm } from './contexts';
import { ModelServer } from './model-server';
import { apiBase, simFetch, simXhr, type FaultMode, type Flight, type NetworkHooks } from './network';
import type { Random } from './random';
import { name as tabName, type Step } from './steps';

export const CHEF_ID = 7;
const LEADER_LOCK = 'sim-leader';
const SECOND = 1_000;
/** How long after an answer arrives it may take the device to have stored what it said. */
const STORE_AFTER_ANSWER_MS = 30_000;
const MINUTE = 60_000;

type Handlers = { online(): void; offline(): void; visible(): void; hidden(): void; focus(): void };
type Tab = { index: number; realm: Realm; db: ChefDb; engine: SyncEngine; handlers: Handlers | null };

/** An action the chef (or another build) left on this device, and when it truly happened. */
export type Tap = { key: string; label: string; tab: string; trueAt: number; foreign: 'newer-kind' | 'older-shape' | null };

export type Violation = { invariant: string; detail: string; at: number };

/** Work counted per second of simulated time (the busy-loop invariant). */
const MAX_TRANSACTIONS_PER_SECOND = 1_500;
const MAX_REQUESTS_PER_SECOND = 25;
/** Rounds of IndexedDB work at one instant (each a few event-loop turns) before it is a loop. */
const MAX_ROUNDS_AT_ONE_INSTANT = 250;

export class World {
  readonly server: ModelServer;
  readonly tabs: Array<Tab | null> = [];
  readonly taps: Tap[] = [];
  readonly trace: string[] = [];
  readonly violations: Violation[] = [];
  readonly flights: Flight[] = [];
  readonly retryAfter = new Map<string, number>();
  private readonly retryAfterHeardAt = new Map<string, number>();
  /** When each customer order was placed (true clock). */
  readonly placed = new Map<number, number>();
  private onlineSince = 0;
  private storageFullUntil = 0;
  private tabsSince = 0;
  /** Halted after a busy loop: the run cannot go on in reasonable real time. */
  halted = false;
  skew = 0;
  private mode: FaultMode = { kind: 'healthy' };
  private modeUntil = 0;
  private online = true;
  private onlineAt = 0;
  private readonly idb = { indexedDB: new IDBFactory(), IDBKeyRange };
  private readonly sw = { realm: newRealm('SW'), registered: false, running: null as Promise<void> | null, startedAt: 0, retryAt: 0 };
  private readonly hooks: NetworkHooks;
  private readonly work = new Map<string, number>();
  private observer: ChefDb;
  private uninstall: (() => void) | null = null;
  private generation = 0;

  constructor(private readonly random: Random) {
    this.server = new ModelServer(() => this.trueNow());
    this.hooks = {
      server: this.server,
      random,
      trueNow: () => this.trueNow(),
      mode: () => (this.trueNow() < this.modeUntil ? this.mode : { kind: 'healthy' }),
      isDead: (sender) => sender !== 'SW' && !this.tabs.some((tab) => tab?.realm.name === sender),
      onFlight: (flight, started) => this.flight(flight, started),
      onRetryAfter: (key, until) => this.heardRetryAfter(key, until),
      onRequest: (sender) => this.count(`requests by ${sender}`, MAX_REQUESTS_PER_SECOND),
    };
    this.observer = new ChefDb(CHEF_ID, this.idb);
  }

  /** Since when a connection exists (true clock): the device online, the network healthy, room to
   * store and a tab open, all without a break; null while one of them is missing. */
  connectedSince(): number | null {
    if (!this.online || this.trueNow() < this.modeUntil || this.trueNow() < this.storageFullUntil || !this.tabs.some((tab) => tab !== null)) return null;
    return Math.max(this.onlineSince, this.modeUntil, this.storageFullUntil, this.tabsSince);
  }

  /** The server told a key to wait. A device whose storage is full when the answer comes (or fills
   * before it can have been stored) cannot keep the wait for another tab or a reload: only while
   * it could be stored is the wait an invariant (sending early then costs one more 429). */
  private heardRetryAfter(key: string, until: number): void {
    if (this.trueNow() < this.storageFullUntil) return this.note(`   Retry-After for ${key.slice(0, 8)} heard while the storage is full: it cannot be kept`);
    this.retryAfter.set(key, until);
    this.retryAfterHeardAt.set(key, this.trueNow());
  }

  trueNow(): number {
    return Date.now() - this.skew;
  }

  stamp(): string {
    return `${((this.trueNow() - START) / 1000).toFixed(1).padStart(7)}s`;
  }

  note(line: string): void {
    this.trace.push(`${this.stamp()} ${line}`);
  }

  violate(invariant: string, detail: string): void {
    if (this.violations.some((v) => v.invariant === invariant)) return;
    this.violations.push({ invariant, detail, at: this.trueNow() });
    this.note(`!! ${invariant}: ${detail}`);
  }

  /** A busy loop: stop every tab and the worker where they are (their timers never fire again). */
  private halt(): void {
    this.halted = true;
    for (const tab of this.tabs) if (tab) tab.realm.dead = true;
    this.sw.realm.dead = true;
  }

  /** Count one unit of work of `what` in this simulated second; too much is a busy loop. */
  private count(what: string, limit: number): void {
    const key = `${what}@${Math.floor(this.trueNow() / SECOND)}`;
    const n = (this.work.get(key) ?? 0) + 1;
    this.work.set(key, n);
    if (n > limit) {
      this.violate('no busy loop', `more than ${limit} ${what} in one simulated second`);
      this.halt();
    }
    if (this.work.size > 5_000) this.work.clear();
  }

  private flight(flight: Flight, started: boolean): void {
    if (!started) {
      const at = this.flights.indexOf(flight);
      if (at >= 0) this.flights.splice(at, 1);
      return;
    }
    const sameKey = this.flights.find((other) => other.key === flight.key);
    if (sameKey) this.violate('one key in flight at a time', `${flight.path} (${flight.key.slice(0, 8)}) sent by ${flight.sender} while ${sameKey.sender} still sends it`);
    const otherTab = this.flights.find((other) => other.sender !== flight.sender && other.sender !== 'SW' && flight.sender !== 'SW');
    if (otherTab) this.violate('one tab sends at a time', `tab ${flight.sender} sends ${flight.path} while tab ${otherTab.sender} still sends ${otherTab.path}`);
    const leader = this.locks?.holder(LEADER_LOCK);
    if (flight.sender !== 'SW' && leader?.name !== flight.sender)
      this.violate('only the leader sends', `tab ${flight.sender} sends ${flight.path} while ${leader ? `tab ${leader.name}` : 'no tab'} holds the lead`);
    const wait = this.retryAfter.get(flight.key);
    if (wait !== undefined && this.trueNow() < wait)
      this.violate('Retry-After honoured', `${flight.path} sent again ${Math.round((wait - this.trueNow()) / 1000)} s before the server's Retry-After`);
    this.flights.push(flight);
    this.note(`   ${flight.sender} sends ${flight.path} ${flight.key.slice(0, 8)}${flight.fate === 'ok' ? '' : ` (network: ${flight.fate})`}`);
  }

  /** Start the browser: fake timers, locks, channels, the first tabs. */
  async start(tabs: number): Promise<void> {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date', 'performance'], now: START });
    const realms = installRealms(() => this.trueNow());
    const random = this.random;
    vi.spyOn(Math, 'random').mockImplementation(() => random.next());
    let uuid = 0;
    vi.spyOn(crypto, 'randomUUID').mockImplementation(() => `${(++uuid).toString(16).padStart(8, '0')}-0000-4000-8000-000000000000` as `${string}-${string}-${string}-${string}-${string}`);
    this.locks = realmLocks((realm, name) => {
      if (!name.startsWith('chef-outbox-sender:')) this.note(`tab ${realm.name} takes the lead`);
    });
    vi.stubGlobal('navigator', { locks: this.locks, onLine: true });
    vi.stubGlobal('BroadcastChannel', realmChannels());
    for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) vi.spyOn(console, method).mockImplementation(() => {});
    const transaction = Object.getOwnPropertyDescriptor(IDBDatabaseProto, 'transaction')?.value as (...args: unknown[]) => unknown;
    const counted = () => {
      if (this.observing) return;
      this.transactions += 1;
      this.count('IndexedDB transactions', MAX_TRANSACTIONS_PER_SECOND);
    };
    const storageFull = () => !this.observing && this.trueNow() < this.storageFullUntil;
    IDBDatabaseProto.transaction = function (this: unknown, ...args: unknown[]) {
      counted();
      // A full disk: a write fails as the browser fails it (the transaction cannot be made).
      if (args[1] === 'readwrite' && storageFull()) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return transaction.apply(this, args);
    };
    this.uninstall = () => {
      IDBDatabaseProto.transaction = transaction;
      realms.uninstall();
    };
    resetServerClock();
    await this.observer.kitchen.put(this.server.kitchen); // the kitchen as the last session left it
    for (let i = 0; i < tabs; i++) this.open(i);
  }

  observing = false;
  transactions = 0;
  private locks: ReturnType<typeof realmLocks> | null = null;

  private open(index: number): void {
    if (this.tabs[index]) return;
    if (!this.tabs.some((tab) => tab !== null)) this.tabsSince = this.trueNow();
    const realm = newRealm(`${tabName(index)}${++this.generation}`);
    const db = new ChefDb(CHEF_ID, this.idb);
    const config = { baseUrl: apiBase, getToken: () => 'token', getLanguage: () => 'en', onUnauthorized: () => {}, fetch: simFetch(this.hooks, realm.name) };
    const api = { ...createApiClient(config), upload: createUploader(config, simXhr(this.hooks, realm.name)) };
    const tab: Tab = { index, realm, db, handlers: null, engine: null as unknown as SyncEngine };
    tab.engine = new SyncEngine({
      db,
      api,
      realtime: null,
      engineId: `tab-${realm.name}`,
      leaderLock: LEADER_LOCK,
      environment: {
        isOnline: () => this.online,
        isHidden: () => realm.hiddenSince !== null,
        watch: (handlers) => {
          tab.handlers = handlers;
          return () => (tab.handlers = null);
        },
      },
      requestBackgroundSync: async () => {
        this.sw.registered = true;
      },
      mayPull: (collection) => collection === 'activeOrders' || collection === 'kitchen',
    });
    this.tabs[index] = tab;
    inRealm(realm, () => tab.engine.start());
    this.note(`tab ${realm.name} opens`);
  }

  private kill(index: number): void {
    const tab = this.tabs[index];
    if (!tab) return;
    inRealm(tab.realm, () => tab.engine.stop()); // the browser frees its lock
    tab.realm.dead = true;
    this.locks?.releaseAll(tab.realm);
    this.tabs[index] = null;
    for (const flight of this.flights.filter((f) => f.sender === tab.realm.name)) this.flight(flight, false);
    tab.realm.timers.clear();
    tab.db.close();
    this.note(`tab ${tab.realm.name} is killed`);
  }

  private setHidden(index: number, hidden: boolean): void {
    const tab = this.tabs[index];
    if (!tab || (tab.realm.hiddenSince !== null) === hidden) return;
    tab.realm.hiddenSince = hidden ? this.trueNow() : null;
    inRealm(tab.realm, () => (hidden ? tab.handlers?.hidden() : tab.handlers?.visible()));
    this.note(`tab ${tab.realm.name} is ${hidden ? 'hidden' : 'shown'}`);
  }

  private setOnline(online: boolean): void {
    if (this.online === online) return;
    this.online = online;
    if (online) this.onlineSince = this.trueNow();
    (navigator as { onLine: boolean }).onLine = online;
    for (const tab of this.tabs) if (tab) inRealm(tab.realm, () => (online ? tab.handlers?.online() : tab.handlers?.offline()));
    this.note(`device ${online ? 'online' : 'offline'}`);
  }

  async act(step: Step): Promise<void> {
    switch (step.kind) {
      case 'tap':
        return this.tap(step.tab, step.what, step.pick);
      case 'order': {
        const order = this.server.placeOrder();
        this.placed.set(order.id, this.trueNow());
        this.note(`customer places order ${order.id}`);
        return;
      }
      case 'fault':
        this.mode = step.mode;
        this.modeUntil = this.trueNow() + step.forMs;
        return;
      case 'offline':
        this.setOnline(false);
        this.onlineAt = this.trueNow() + step.forMs;
        return;
      case 'storage-full':
        this.storageFullUntil = this.trueNow() + step.forMs;
        // A wait heard just before may not have been stored yet (the answer's body, the write).
        for (const [key, at] of this.retryAfterHeardAt) if (this.trueNow() - at < STORE_AFTER_ANSWER_MS) this.retryAfter.delete(key);
        return;
      case 'hide':
      case 'show':
        return this.setHidden(step.tab, step.kind === 'hide');
      case 'away':
        for (const tab of this.tabs) if (tab) this.setHidden(tab.index, true);
        return;
      case 'kill':
        return this.kill(step.tab);
      case 'open':
        return this.open(step.tab);
      case 'clock':
        vi.setSystemTime(this.trueNow() + step.skewMs);
        this.skew = step.skewMs;
        return;
      case 'deploy':
        return this.foreignEntry(step.variant);
      case 'wait':
        return;
    }
  }

  /** The chef taps in a tab (shown first: the chef looks at it). */
  private async tap(index: number, what: string, pick: number): Promise<void> {
    const tab = this.tabs[index];
    if (!tab) return;
    this.setHidden(index, false);
    const operation = await inRealm(tab.realm, () => this.operationFor(tab.db, what, pick));
    if (!operation) return;
    const entry = await inRealm(tab.realm, () => mutate(tab.db, operation)).catch(() => null);
    if (!entry) return;
    this.taps.push({ key: entry.id, label: `${operation.kind}${'orderId' in operation ? ` ${operation.orderId}` : ''}`, tab: tab.realm.name, trueAt: this.trueNow(), foreign: null });
    this.note(`tab ${tab.realm.name}: chef taps ${operation.kind}${'orderId' in operation ? ` order ${operation.orderId}` : ''} (${entry.id.slice(0, 8)})`);
  }

  private async operationFor(db: ChefDb, what: string, pick: number): Promise<OutboxOperation | null> {
    if (what === 'accept' || what === 'refuse') {
      const pending = await db.orders.where('status').equals('pending').sortBy('id');
      const order = pending[pick % Math.max(1, pending.length)];
      if (!order) return null;
      return what === 'accept'
        ? { kind: 'acceptOrder', orderId: order.id, preparationTime: 20, notes: '' }
        : { kind: 'refuseOrder', orderId: order.id, reason: 'too_busy', notes: '' };
    }
    const kitchen = await db.kitchen.toCollection().first();
    if (!kitchen) return null;
    if (what === 'open' || what === 'close') return { kind: 'setKitchenOpen', isOpen: what === 'open' };
    if (what === 'pause') return { kind: 'pauseKitchen', pauseFor: '1_hour' };
    if (what === 'resume') return { kind: 'resumeKitchen' };
    const logo = new Blob([new Uint8Array(100_000 + pick * 90_000)], { type: 'image/png' });
    return {
      kind: 'updateKitchen',
      kitchen: {
        name: `Ona ${pick}`,
        phone: kitchen.phone ?? '',
        description: '',
        city_id: 1,
        postal_code: 'LT-01100',
        main_street: 'Gedimino pr. 1',
        building_details: '',
        opening_time: '10:00',
        closing_time: '21:00',
        preparation_time: 30,
        delivery_option: 'both',
        delivery_cost: 2.5,
        latitude: 54.6872,
        longitude: 25.2797,
      },
      logo,
      logoName: 'logo.png',
    } as OutboxOperation;
  }

  /** Another build of the app (a tab of a newer deploy, then rolled back; or an older one) wrote
   * an entry the way its `mutate` does. */
  private async foreignEntry(variant: 'newer-kind' | 'older-shape'): Promise<void> {
    const key = crypto.randomUUID();
    const entry: OutboxEntry = {
      id: key,
      entity: 'kitchen',
      operation: (variant === 'newer-kind' ? { kind: 'setKitchenHoliday', days: 3 } : { kind: 'updateKitchen', name: 'Ona (old shape)' }) as unknown as OutboxOperation,
      actionAt: new Date().toISOString(),
      attempts: 0,
      nextAttemptAt: 0,
      lastError: null,
      claimedBy: null,
      claimedUntil: 0,
      opVersion: 1,
    };
    if (this.trueNow() < this.storageFullUntil) return this.note('another build could not write its entry: the storage is full');
    await this.observer.outbox.add(entry);
    this.taps.push({ key, label: `${variant} entry`, tab: 'other build', trueAt: this.trueNow(), foreign: variant });
    this.note(`another build leaves ${variant === 'newer-kind' ? 'an entry of an unknown kind' : 'an old-shaped updateKitchen'} (${key.slice(0, 8)})`);
  }

  /** Let `ms` of simulated time pass, as the browser would: timers fire, IndexedDB works, the
   * network heals when its fault ends, Background Sync fires when registered and online. */
  async advance(ms: number, check: () => Promise<void>): Promise<void> {
    const end = this.trueNow() + ms;
    while (this.trueNow() < end && !this.halted) {
      const chunk = Math.min(SECOND, end - this.trueNow());
      const startedWith = this.transactions;
      await vi.advanceTimersByTimeAsync(chunk);
      // IndexedDB is fast next to the timers: let its work (and what runs at once after it) finish
      // at this instant, so a loop that never waits is seen as one (the busy-loop invariant).
      for (let round = 0; !this.halted; round++) {
        const before = this.transactions;
        for (let i = 0; i < 4; i++) await new Promise<void>((resolve) => setImmediate(resolve));
        await vi.advanceTimersByTimeAsync(0);
        if (this.transactions === before) break;
        if (round === MAX_ROUNDS_AT_ONE_INSTANT) {
          this.violate('no busy loop', `IndexedDB work went on for ${round} rounds (${this.transactions - startedWith} transactions) without any simulated time passing`);
          this.halt();
        }
      }
      if (this.halted) {
        // What the queue held when the loop was seen, for the person reading the trace.
        const queue = await this.read((db) => db.outbox.orderBy('seq').toArray());
        for (const entry of queue)
          this.note(
            `   queue: ${entry.operation.kind} ${entry.entity} ${entry.id.slice(0, 8)}${typeof entry.stuckAt === 'number' ? ' STUCK' : ''} attempts ${entry.attempts}, claimed by ${entry.claimedBy ?? 'nobody'}${entry.claimedBy ? ` until ${Math.round((entry.claimedUntil - Date.now()) / 1000)} s from now` : ''}, next try in ${Math.round((entry.nextAttemptAt - Date.now()) / 1000)} s`,
          );
        break;
      }
      if (!this.online && this.trueNow() >= this.onlineAt) this.setOnline(true);
      this.backgroundSync();
      await check();
    }
  }

  private backgroundSync(): void {
    const sw = this.sw;
    if (sw.running) {
      if (this.trueNow() - sw.startedAt > 10 * MINUTE) this.violate('Background Sync runs end', `a run started ${Math.round((this.trueNow() - sw.startedAt) / 1000)} s ago has not ended`);
      return;
    }
    if (!sw.registered || !this.online || this.trueNow() < sw.retryAt) return;
    sw.registered = false;
    sw.startedAt = this.trueNow();
    this.note('service worker: Background Sync run starts');
    const run = inRealm(sw.realm, () =>
      flushFromServiceWorker({
        readSignedInChef: async () => ({ key: 'current', chefId: CHEF_ID, token: 'token' }),
        dbOptions: this.idb,
        fetch: simFetch(this.hooks, 'SW'),
        baseUrl: apiBase,
      }),
    );
    sw.running = run.then(
      () => {
        this.note('service worker: run ended');
        sw.running = null;
      },
      () => {
        // The browser tries a failed sync again later (Chrome: after five minutes, then longer).
        this.note('service worker: run failed; the browser retries later');
        sw.registered = true;
        sw.retryAt = this.trueNow() + 5 * MINUTE;
        sw.running = null;
      },
    );
  }

  /** The network heals, the device is online, a tab is shown (opened if none is): then time passes. */
  async heal(): Promise<void> {
    this.modeUntil = Math.min(this.modeUntil, this.trueNow()); // ends now (connectedSince counts from here)
    this.storageFullUntil = Math.min(this.storageFullUntil, this.trueNow()); // ends now, as the fault above
    this.onlineAt = 0;
    this.setOnline(true);
    const first = this.tabs.findIndex((tab) => tab !== null);
    if (first < 0) this.open(0);
    else this.setHidden(first, false);
    this.note('--- the network is healthy from now on; settling ---');
  }

  /** A look at the device's queue, not counted as the app's work. */
  async read<T>(look: (db: ChefDb) => Promise<T>): Promise<T> {
    this.observing = true;
    try {
      return await outsideRealms(() => look(this.observer));
    } finally {
      this.observing = false;
    }
  }

  /** Close every tab (the chef closes the app) and wait for the SW; then the timers tabs left. */
  async stop(): Promise<Map<string, number>> {
    for (const tab of this.tabs) if (tab) inRealm(tab.realm, () => tab.engine.stop());
    await this.advance(5 * SECOND, async () => {});
    const left = new Map<string, number>();
    for (const tab of this.tabs) if (tab && tab.realm.timers.size > 0) left.set(tab.realm.name, tab.realm.timers.size);
    for (const tab of this.tabs) for (const id of tab?.realm.timers ?? []) if (timerOrigins.has(id)) process.stdout.write(`timer left by ${tab?.realm.name}:\n${timerOrigins.get(id)}\n`);
    for (const tab of this.tabs) tab?.db.close();
    return left;
  }

  dispose(): void {
    for (const tab of this.tabs) if (tab) tab.realm.dead = true;
    this.sw.realm.dead = true;
    this.observer.close();
    this.uninstall?.();
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  }
}

export const START = Date.UTC(2026, 10, 28, 11, 0, 0);
const IDBDatabaseProto = IDBDatabase.prototype as unknown as { transaction: (...args: unknown[]) => unknown };
