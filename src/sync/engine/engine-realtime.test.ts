// The engine's realtime on a kitchen's network (docs/sync.md, "Realtime"): every subscription
// pulls (a new leader too), the screens' collections are pulled every minute while the socket is
// not live, and the socket follows the tab the chef looks at; "Reconnect" works from any tab.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@/api/client';
import { ApiError } from '@/api/errors';
import type { SocketHandlers } from '@/lib/realtime';
import type { RealtimeSettings } from '@/lib/realtime';
import type { ChefDb } from '@/db/chef-db';
import { CONNECTION_KEY, SyncEngine, type SyncEnvironment } from './engine';
import { orderOfEvent } from '../pull/hints';
import { createTestDb } from '../testing/fake-db';
import { serverOrder } from '../testing/order-server';
import { fakeWebLocks } from '../testing/web-locks';
import type { SyncTimings } from './timings';

const engines: SyncEngine[] = [];
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {}); // the single-object pulls this fake does not serve
});
afterEach(() => {
  vi.restoreAllMocks();
  for (const engine of engines.splice(0)) engine.stop();
  vi.unstubAllGlobals();
});

/** A server that answers every list empty and counts the active-orders pulls. */
function countingApi() {
  const pulls = { activeOrders: 0 };
  const api: ApiClient = {
    request: async (_method, path) => {
      if (path === 'chef/orders/active') {
        pulls.activeOrders += 1;
        return [];
      }
      if (path === 'chef/notifications' || path === 'cities' || path === 'chef/foods' || path === 'chef/tickets') return [];
      throw new ApiError({ kind: 'http', status: 404, serverMessage: 'Not here' });
    },
  };
  return { api, pulls };
}

/** A tab: its visibility, and the handlers the engine gave the browser. */
function tabEnvironment(hidden = false) {
  const tab = { hidden, handlers: null as Parameters<SyncEnvironment['watch']>[0] | null };
  const environment: SyncEnvironment = {
    isOnline: () => true,
    isHidden: () => tab.hidden,
    watch: (handlers) => {
      tab.handlers = handlers;
      return () => {};
    },
  };
  return { tab, environment };
}

const settings = { key: 'k', host: 'localhost', port: 1, scheme: 'http', cluster: 'mt1', authorize: async () => ({ auth: '' }) } satisfies RealtimeSettings;
const quick: SyncTimings = { reconnectBaseMs: 60_000, reconnectMaxMs: 60_000, slowRetryMs: 60_000, pollMs: 60, connectTimeoutMs: 60_000 };

function engine(options: { lock?: string; hidden?: boolean; sockets: Array<{ tab: string; handlers: SocketHandlers }>; name: string; timings?: SyncTimings; db?: ChefDb }) {
  const db = options.db ?? createTestDb().db;
  const { api, pulls } = countingApi();
  const { tab, environment } = tabEnvironment(options.hidden);
  const created = new SyncEngine({
    db,
    api,
    environment,
    leaderLock: options.lock ?? false,
    requestBackgroundSync: async () => {},
    timings: options.timings ?? { ...quick, pollMs: 600_000 },
    realtime: {
      settings,
      chefId: 1,
      open: (_settings, _chef, handlers) => {
        options.sockets.push({ tab: options.name, handlers });
        return { close: () => {} };
      },
    },
  });
  engines.push(created);
  return { engine: created, pulls, tab };
}

/** Two tabs of one chef on one lock: A opened first and leads (holds the socket), then B. */
async function twoTabs() {
  vi.stubGlobal('navigator', { locks: fakeWebLocks(), onLine: true });
  const lock = `lead-${crypto.randomUUID()}`;
  const sockets: Array<{ tab: string; handlers: SocketHandlers }> = [];
  const a = engine({ sockets, name: 'A', lock });
  a.engine.start();
  await vi.waitFor(() => expect(sockets.map((s) => s.tab)).toEqual(['A']));
  const b = engine({ sockets, name: 'B', lock });
  b.engine.start();
  return { sockets, a, b };
}

describe('realtime in the engine', () => {
  it('pulls on the first subscription too: an order placed before this tab took the lead is fetched', async () => {
    const sockets: Array<{ tab: string; handlers: SocketHandlers }> = [];
    const e = engine({ sockets, name: 'A' });
    e.engine.start();
    await vi.waitFor(() => expect(e.pulls.activeOrders).toBe(1)); // the start's pull
    expect(sockets).toHaveLength(1);
    sockets[0]?.handlers.onSubscribed(); // a new leader's socket is live: what happened meanwhile is pulled
    await vi.waitFor(() => expect(e.pulls.activeOrders).toBe(2));
  });

  it('pulls on a timer while the socket is not live, and stops once it is', async () => {
    const sockets: Array<{ tab: string; handlers: SocketHandlers }> = [];
    const e = engine({ sockets, name: 'A', timings: quick });
    e.engine.start();
    sockets[0]?.handlers.onState('unavailable'); // the internet is gone behind a working Wi-Fi
    await vi.waitFor(() => expect(e.pulls.activeOrders).toBeGreaterThanOrEqual(4), { timeout: 3_000 });
    e.engine.restartRealtime();
    await vi.waitFor(() => expect(sockets).toHaveLength(2), { timeout: 3_000 });
    sockets[1]?.handlers.onSubscribed();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const live = e.pulls.activeOrders;
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(e.pulls.activeOrders).toBe(live); // live: events say what changed, no timer needed
  });

  it('moves the socket to the visible tab when the leader goes to the background', async () => {
    const { sockets, a, b } = await twoTabs();

    a.tab.hidden = true; // the chef works in tab B now
    a.tab.handlers?.hidden();
    await vi.waitFor(() => expect(sockets.map((s) => s.tab)).toEqual(['A', 'B']));
    sockets[1]?.handlers.onSubscribed();
    await vi.waitFor(() => expect(b.pulls.activeOrders).toBeGreaterThanOrEqual(2)); // and B pulls what it missed
  });

  it('the tab that lost the lead does not hide the new leader\'s connection state with its "disconnected"', async () => {
    // Tab A hears that its lock was taken only after B started leading (separate processes).
    vi.stubGlobal('navigator', { locks: fakeWebLocks({ robbedHearsAfterMs: 100 }), onLine: true });
    const lock = `lead-${crypto.randomUUID()}`;
    const { db } = createTestDb(); // one chef, one browser: the tabs share the database
    const sockets: Array<{ tab: string; handlers: SocketHandlers }> = [];
    const a = engine({ sockets, name: 'A', lock, db });
    a.engine.start();
    await vi.waitFor(() => expect(sockets.map((s) => s.tab)).toEqual(['A']));
    sockets[0]?.handlers.onSubscribed();
    const b = engine({ sockets, name: 'B', lock, db });
    b.engine.start();
    a.tab.hidden = true;
    a.tab.handlers?.hidden();
    await vi.waitFor(() => expect(sockets.map((s) => s.tab)).toEqual(['A', 'B']));
    // B's socket is opening; A stops its link once it hears the lock has moved.
    await new Promise((resolve) => setTimeout(resolve, 250));
    const shown = async () => ((await db.kv.get(CONNECTION_KEY))?.value as { status?: string } | undefined)?.status;
    expect(await shown()).toBe('connecting');
    sockets[1]?.handlers.onSubscribed();
    await vi.waitFor(async () => expect(await shown()).toBe('connected'));
  });

  it('"Reconnect" in a tab that does not lead takes the lead and connects', async () => {
    const { sockets, b } = await twoTabs();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sockets.map((s) => s.tab)).toEqual(['A']);
    b.engine.restartRealtime();
    await vi.waitFor(() => expect(sockets.map((s) => s.tab)).toEqual(['A', 'B']));
  });

  it("a new order's event reads that one order first, so its card shows before every active order is pulled again", async () => {
    const { db } = createTestDb();
    const calls: string[] = [];
    const order = serverOrder(42);
    const active: { release: () => void } = { release: () => {} };
    let starting = true;
    const api: ApiClient = {
      request: async (_method, path) => {
        calls.push(path);
        if (path === 'chef/orders/42') return order;
        if (path === 'chef/orders/active') {
          if (!starting) await new Promise<void>((resolve) => (active.release = resolve)); // a slow list of 50 orders
          return starting ? [] : [order];
        }
        if (path === 'chef/notifications' || path === 'cities' || path === 'chef/foods' || path === 'chef/tickets') return [];
        throw new ApiError({ kind: 'http', status: 404, serverMessage: 'Not here' });
      },
    };
    const sockets: SocketHandlers[] = [];
    const { environment } = tabEnvironment();
    const created = new SyncEngine({
      db,
      api,
      environment,
      leaderLock: false,
      requestBackgroundSync: async () => {},
      timings: { ...quick, pollMs: 600_000 },
      realtime: { settings, chefId: 1, open: (_settings, _chef, handlers) => (sockets.push(handlers), { close: () => {} }) },
    });
    engines.push(created);
    created.start();
    await vi.waitFor(() => expect(calls.filter((path) => path === 'chef/orders/active')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    starting = false;
    calls.length = 0;
    sockets[0]?.onEvent({ id: 7, type: 'new_order', title: 'New order #1042', created_at: order.created_at, action_url: '/orders/42', data: { order_id: 42 } });
    await vi.waitFor(async () => expect(await db.orders.get(42)).toMatchObject({ id: 42, status: 'pending' })); // while the list is still on its way
    expect(calls[0]).toBe('chef/orders/42');
    await vi.waitFor(() => expect(calls).toContain('chef/orders/active')); // and the whole list is still pulled (rule 8)
    active.release();
  });

  it('finds the order an event is about: data.order_id, else its /orders/<id> link', () => {
    expect(orderOfEvent({ data: { order_id: 42 }, action_url: '/orders/active' })).toBe(42);
    expect(orderOfEvent({ data: { order_id: '43' }, action_url: null })).toBe(43);
    expect(orderOfEvent({ action_url: '/orders/44' })).toBe(44);
    expect(orderOfEvent({ action_url: '/orders/active' })).toBeNull();
    expect(orderOfEvent({ data: { order_id: 'x' }, action_url: null })).toBeNull();
  });
});
