// "Could not load" is not "nothing here", and the network is not the disk:
// a failed pull on a chef with nothing saved, whether the server cannot be reached while the
// browser says online, answers 500, or answers something unreadable (a Wi-Fi sign-in page), is
// recorded for the screens as `failed` and never raises the storage banner; only IndexedDB failing
// does. An order action answered 200 with an unreadable body is not taken as accepted: the
// device pulls and shows what the server has. The engine runs with the app's real API client over
// a fake network.
import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@/api/client';
import type { ChefDb } from '@/db/chef-db';
import { clearStorageProblem, getStorageProblem } from '@/db/storage-health';
import { SyncEngine } from './engine';
import { mutate } from './mutate';
import { neverPulledKey, readLoadState } from '../pull/pull-state';
import { SYNC_PROBLEMS_KEY } from './sync-problems';
import { createTestDb } from '../testing/fake-db';
import { serverOrder } from '../testing/order-server';

const chef = { id: 1, uuid: 'u-1', status: 'approved', first_name: 'Ona', last_name: 'P', email: 'ona@chef.test', phone: null, id_number: null, city_id: null, city: null, main_street: null, address: null, zip_code: null };

type Trouble = 'unreachable' | 'server-error' | 'portal-page' | 'empty' | 'bad-json' | null;

const envelope = (result: unknown) => JSON.stringify({ success: true, message: '', result });
const portalPage = '<!doctype html><html><body><h1>Sign in to CafeWiFi</h1></body></html>';

/** The API as the network carries it: every collection answers, except what `trouble` breaks. */
function network() {
  const orders = new Map([[5, serverOrder(5)]]);
  const state = { trouble: null as Trouble, actionAnswer: null as string | null, calls: [] as string[] };
  const answer = (status: number, body: string, type = 'application/json') => new Response(body, { status, headers: { 'Content-Type': type } });
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname.replace(/^\/api\//, '');
    state.calls.push(`${request.method} ${path}`);
    if (request.method === 'POST' && state.actionAnswer !== null) return answer(200, state.actionAnswer, 'text/html'); // not the server: nothing applied
    if (path === 'chef/orders/active') {
      if (state.trouble === 'unreachable') throw new TypeError('Failed to fetch');
      if (state.trouble === 'server-error') return answer(500, JSON.stringify({ success: false, message: 'Server Error' }));
      if (state.trouble === 'portal-page') return answer(200, portalPage, 'text/html');
      if (state.trouble === 'empty') return answer(200, '');
      if (state.trouble === 'bad-json') return answer(200, '{"success": true, "result": [');
      return answer(200, envelope([...orders.values()]));
    }
    const one = /^chef\/orders\/(\d+)$/.exec(path);
    if (one) return answer(200, envelope(orders.get(Number(one[1]))));
    const others: Record<string, unknown> = { 'chef/notifications': [], 'chef/personal-info/profile': chef, cities: [], 'chef/contract': { version: '1', title: 'Contract', body: 'Text' } };
    if (path in others) return answer(200, envelope(others[path]));
    return answer(404, JSON.stringify({ success: false, message: `No route ${path}` }));
  };
  return { state, fetch, orders };
}

function setup(db: ChefDb = createTestDb(chef.id).db) {
  const net = network();
  const api = createApiClient({ baseUrl: 'https://chef.test/api', getToken: () => 'tok', getLanguage: () => 'en', onUnauthorized: () => {}, fetch: net.fetch });
  const engine = new SyncEngine({
    db,
    api,
    leaderLock: false,
    engineId: 'tab',
    requestBackgroundSync: async () => {},
    // The browser says online all along: the "Wi-Fi up, no internet" case.
    environment: { isOnline: () => true, isHidden: () => false, watch: () => () => {} },
  });
  engines.push(engine);
  return { db, engine, net };
}

const engines: SyncEngine[] = [];
afterEach(() => {
  for (const engine of engines.splice(0)) engine.stop();
  clearStorageProblem();
  vi.restoreAllMocks();
});

/** Waits (real IndexedDB scheduling) until `done` holds; fails after a bounded number of turns. */
async function until(done: () => Promise<boolean>, turns = 500): Promise<void> {
  for (let turn = 0; turn < turns; turn++) {
    if (await done()) return;
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
  }
  throw new Error('The condition never held');
}

describe('a first load that fails, on a device with nothing saved', () => {
  it.each<[string, Trouble, string]>([
    ['the server cannot be reached while the browser says online', 'unreachable', 'Could not reach the server'],
    ['the server answers 500', 'server-error', 'Server Error'],
    ["a Wi-Fi sign-in page answers 200 with HTML", 'portal-page', 'could not read'],
    ['the answer is empty', 'empty', 'could not read'],
    ['the answer is bad JSON', 'bad-json', 'could not read'],
  ])('says "could not load", not "nothing here" nor "saving failed", when %s', async (_what, trouble, reason) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { db, engine, net } = setup();
    net.state.trouble = trouble;
    await engine.pull('activeOrders');

    expect(getStorageProblem()).toBeNull();
    expect(await readLoadState(db, 'activeOrders', true)).toBe('failed');
    expect(await readLoadState(db, 'activeOrders', false)).toBe('offline');
    expect((await db.kv.get(neverPulledKey('activeOrders')))?.value).toMatchObject({ lastError: expect.stringContaining(reason) });
    expect(await db.syncState.get('activeOrders')).toBeUndefined(); // "has a row" still means "was pulled"
    expect(await db.orders.count()).toBe(0);

    // "Try again" once the server is back: the orders load and the failure is forgotten.
    net.state.trouble = null;
    await engine.pull('activeOrders');
    expect(await db.orders.get(5)).toMatchObject({ status: 'pending' });
    expect(await readLoadState(db, 'activeOrders', true)).toBe('loaded');
    expect(await db.kv.get(neverPulledKey('activeOrders'))).toBeUndefined();
  });

  it('says "nothing here" only after the server said so, and "loading" before it answered', async () => {
    const { db, engine, net } = setup();
    net.orders.clear();
    expect(await readLoadState(db, 'activeOrders', true)).toBe('loading');
    await engine.pull('activeOrders');
    expect(await readLoadState(db, 'activeOrders', true)).toBe('loaded');
    expect(await db.orders.count()).toBe(0);
  });

  it('says "could not load" when a later pull fails and nothing is saved, "nothing here" offline', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { db, engine, net } = setup();
    net.orders.clear();
    await engine.pull('activeOrders');
    net.state.trouble = 'server-error';
    await engine.pull('activeOrders');
    expect(await readLoadState(db, 'activeOrders', true)).toBe('failed');
    expect(await readLoadState(db, 'activeOrders', false)).toBe('loaded');
    expect(getStorageProblem()).toBeNull();
  });

  it('raises the storage banner when IndexedDB itself fails to save the pulled copy', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { db, engine } = setup();
    vi.spyOn(db.orders, 'bulkPut').mockRejectedValue(new Dexie.QuotaExceededError('The quota has been exceeded.'));
    await engine.pull('activeOrders');
    expect(getStorageProblem()).toMatchObject({ kind: 'quota' });
  });
});

describe('an order action answered 200 with a body that cannot be read', () => {
  it('is not applied as accepted: the device pulls and shows what the server has', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { db, engine, net } = setup();
    await engine.pull('activeOrders');
    await mutate(db, { kind: 'acceptOrder', orderId: 5, preparationTime: 20, notes: '' });
    expect(await db.orders.get(5)).toMatchObject({ status: 'accepted' }); // the tap, on the device

    net.state.actionAnswer = portalPage; // something in between answered; the server never saw it
    engine.start();
    await until(async () => (await db.outbox.count()) === 0 && (await db.orders.get(5))?.status === 'pending');
    expect(net.state.calls).toContain('POST chef/orders/5/accept');
    expect(await db.notSaved.count()).toBe(0);
    expect((await db.kv.get(SYNC_PROBLEMS_KEY))?.value).toEqual([expect.objectContaining({ status: 200, what: 'acceptOrder order:5' })]);
    expect(getStorageProblem()).toBeNull();
  });
});
