// The engine never forgets a pull: after one 503 on the pull a realtime
// `new_order` triggered, the card still arrives without any further trigger; an event during a
// pull causes one more pull; offline, the engine waits for `online`. Fake timers for the backoff;
// IndexedDB (fake-indexeddb) keeps its real scheduling.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import type { ApiClient } from '@/api/client';
import { ApiError } from '@/api/errors';
import type { ChefDb } from '@/db/chef-db';
import type { SocketHandlers } from '@/lib/realtime';
import { SyncEngine } from '../engine/engine';
import { isOutdated } from './pull-state';
import { createTestDb } from '../testing/fake-db';
import { createOrderServer, serverOrder } from '../testing/order-server';

const chef = { id: 1, uuid: 'u-1', status: 'approved', first_name: 'Ona', last_name: 'P', email: 'ona@chef.test', phone: null, id_number: null, city_id: null, city: null, main_street: null, address: null, zip_code: null };
const otherAnswers: Record<string, unknown> = {
  'chef/notifications': [],
  'chef/personal-info/profile': chef,
  cities: [],
  'chef/contract': { version: '1', title: 'Contract', body: 'Text' },
};

function harness() {
  const orders = createOrderServer([]);
  const failNext = new Map<string, Array<() => Error>>();
  const online = { value: true };
  const reads: string[] = [];
  const api: ApiClient = {
    request: async (method, path, options) => {
      reads.push(path);
      const failure = failNext.get(path)?.shift();
      if (failure) throw failure();
      if (path in otherAnswers) return v.parse(options.schema, otherAnswers[path]);
      return orders.api.request(method, path, options);
    },
  };
  let socket: SocketHandlers | null = null;
  let browser: { online(): void } | null = null;
  const { db } = createTestDb(chef.id);
  const engine = new SyncEngine({
    db,
    api,
    leaderLock: false,
    engineId: 'tab',
    requestBackgroundSync: async () => {},
    environment: {
      isOnline: () => online.value,
      isHidden: () => false,
      watch: (handlers) => ((browser = handlers), () => {}),
    },
    realtime: {
      chefId: chef.id,
      settings: { key: 'k', host: 'localhost', port: 1, scheme: 'http', cluster: 'mt1', authorize: async () => ({ auth: '' }) },
      open: (_settings, _chefId, handlers) => ((socket = handlers), { close: () => {} }),
    },
  });
  let eventId = 0;
  return {
    db,
    engine,
    orders,
    online,
    activeReads: () => reads.filter((path) => path === 'chef/orders/active').length,
    /** The next read of `path` fails so (then the server answers as usual again). */
    failNext: (path: string, failure: () => Error) => failNext.set(path, [...(failNext.get(path) ?? []), failure]),
    /** The customer places order `id`, and the server says so on the websocket. */
    newOrder: (id: number) => {
      orders.put(serverOrder(id));
      socket?.onEvent({ id: `event-${++eventId}`, type: 'new_order', title: `New order #${id}`, created_at: new Date().toISOString() });
    },
    backOnline: () => {
      online.value = true;
      browser?.online();
    },
  };
}

/** Node's next turn of the event loop (fake-indexeddb's own scheduling; not faked here). */
const nextTurn = () => new Promise<void>((resolve) => (globalThis as unknown as { setImmediate(run: () => void): void }).setImmediate(resolve));

/** Waits for IndexedDB (real scheduling) until `done` holds; fails after a bounded number of turns. */
async function until(done: () => Promise<boolean>, turns = 500): Promise<void> {
  for (let turn = 0; turn < turns; turn++) {
    if (await done()) return;
    await nextTurn();
  }
  throw new Error('The condition never held');
}

const card = (db: ChefDb, id: number) => async () => (await db.orders.get(id)) !== undefined;
const unavailable = () => new ApiError({ kind: 'http', status: 503, serverMessage: 'Service Unavailable' });

let h: ReturnType<typeof harness>;
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  h = harness();
  h.engine.start();
  await h.engine.pullAll(); // joins the start's pulls
});
afterEach(() => {
  h.engine.stop();
  h.db.close();
  vi.useRealTimers();
});

describe('a pull that fails is asked again', () => {
  it('after a 503 on the pull a new_order triggered, the card appears without another trigger', async () => {
    const before = h.activeReads();
    h.failNext('chef/orders/active', unavailable);
    h.newOrder(7);
    await until(async () => h.activeReads() === before + 1 && (await h.db.syncState.get('activeOrders'))?.lastError != null);
    expect(await h.db.orders.get(7)).toBeUndefined();
    expect(await h.db.syncState.get('activeOrders')).toMatchObject({ stale: true, lastError: 'Service Unavailable' });

    await vi.advanceTimersByTimeAsync(1_000); // the first retry comes within a second
    await until(card(h.db, 7));
    expect((await h.db.orders.get(7))?.status).toBe('pending');
    await until(async () => (await h.db.syncState.get('activeOrders'))?.stale === false);
    expect(await h.db.syncState.get('activeOrders')).toMatchObject({ stale: false, lastError: null });
  });

  it('an event that arrives during a pull causes one more pull after it', async () => {
    let second: Promise<void> = Promise.resolve();
    h.orders.holdNextRead(async () => {
      h.newOrder(8); // placed after the server answered the first pull's read
      second = h.engine.pull('activeOrders'); // ... which the event's pull shares today
    });
    await h.engine.pull('activeOrders');
    await second;
    await until(card(h.db, 8));
  });

  it('offline, a failed pull waits for the connection, then runs', async () => {
    const before = h.activeReads();
    h.failNext('chef/orders/active', () => {
      h.online.value = false; // the pull failed because the connection dropped
      return new ApiError({ kind: 'network', status: null });
    });
    h.newOrder(9);
    await until(async () => (await h.db.syncState.get('activeOrders'))?.lastError != null);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(h.activeReads()).toBe(before + 1);
    expect(await h.db.orders.get(9)).toBeUndefined();

    h.backOnline();
    await until(card(h.db, 9));
  });

  it('marks what is shown as outdated only when it is over a minute old and could not be refreshed', async () => {
    const pulled = await h.db.syncState.get('activeOrders');
    if (!pulled) throw new Error('the first pull should have succeeded');
    expect(isOutdated(pulled, true, pulled.pulledAt + 120_000)).toBe(false); // up to date, just quiet

    h.failNext('chef/orders/active', unavailable);
    h.newOrder(10);
    await until(async () => (await h.db.syncState.get('activeOrders'))?.lastError != null);
    const failing = await h.db.syncState.get('activeOrders');
    expect(isOutdated(failing, true, pulled.pulledAt + 30_000)).toBe(false);
    expect(isOutdated(failing, true, pulled.pulledAt + 61_000)).toBe(true);
    expect(isOutdated(pulled, false, pulled.pulledAt + 61_000)).toBe(true); // offline
  });
});
