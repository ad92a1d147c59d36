// "Accept (usual time)" on a new-order notification, as the service worker runs it: on
// fake-indexeddb (the device database says who is signed in; the chef's database has its own
// factory), against the in-process reference server. The order came by push only, so the chef's
// database does not have it: online the worker reads it first, offline it queues the accept; either
// way the server applies it once, with the click time and the usual time plus busy mode's extra.
import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RequestLogEntry } from '../../../server/config.ts';
import { placeOrder } from '../../../server/orders/customer.ts';
import { call, login, setChefStatus, setKitchen, startServer, type Harness } from '../../../server/testing/harness.ts';
import { createApiClient } from '@/api/client';
import { forgetSignedInChef, rememberSignedInChef } from '@/db/device-db';
import { SERVICE_WORKER_CONTEXT } from '@/db/journal-entry';
import { acceptFromNotification, sendWaitingOnPush, type NotificationAcceptDeps } from './accept-from-notification';
import { flushFromServiceWorker } from '../engine/background-flush';
import { pullCollection } from '../pull/pull';
import { createTestDb } from '../testing/fake-db';

const EMAIL = 'docs@chef.test';
const USUAL = 30;
const BUSY_EXTRA = 20;

let h: Harness;
const requests: RequestLogEntry[] = [];
beforeAll(async () => {
  h = await startServer({ requestLog: (entry) => requests.push(entry) });
  setChefStatus(h.server, EMAIL, 'approved'); // orders are for approved chefs
  setKitchen(h.server, EMAIL, { preparation_time: USUAL });
  const chef = await login(h.server.url, EMAIL);
  const busy = await call(h.server.url, 'POST', '/api/chef/kitchen/busy', { token: chef.token, body: { extra_minutes: BUSY_EXTRA, busy_for: 'until_off' } });
  expect(busy.status).toBe(200);
});
afterAll(() => h.dispose());
afterEach(async () => {
  await forgetSignedInChef();
  vi.restoreAllMocks();
});

/** A device where the chef is signed in and has used the app, and a network switch for the worker. */
async function device() {
  const chef = await login(h.server.url, EMAIL);
  const { db, idb } = createTestDb(chef.id);
  await db.open(); // the app made the database; the worker never creates one
  await rememberSignedInChef(chef.id, chef.token);
  vi.spyOn(console, 'warn').mockImplementation(() => {}); // offline reads and sends say so
  const network = { up: true, beforeSend: null as null | ((url: string) => Promise<void>) };
  const fetchFn: typeof fetch = async (input, init) => {
    if (!network.up) throw new TypeError('Failed to fetch');
    const request = new Request(input, init);
    if (request.method === 'POST') await network.beforeSend?.(request.url);
    return fetch(request);
  };
  const deps: NotificationAcceptDeps = { dbOptions: idb, fetch: fetchFn, baseUrl: `${h.server.url}/api`, sleep: async () => {} };
  const api = createApiClient({ baseUrl: `${h.server.url}/api`, getToken: () => chef.token, getLanguage: () => 'en', onUnauthorized: () => {}, fetch: fetchFn });
  return { chef, db, deps, network, api };
}

/** The customer orders (a minute ago: a tap is counted from the order's creation at the earliest). */
function newOrder(chefId: number) {
  const deps = { db: h.server.db, broadcastToChef: h.server.broadcastToChef, nowIso: () => new Date(Date.now() - 60_000).toISOString() };
  return placeOrder(deps, chefId, {}).order;
}

type StoredOrder = { status: string; preparation_time: number | null; timeline: Array<{ status: string; at: string }> };
const onServer = async (token: string, id: number) =>
  ((await (await fetch(`${h.server.url}/api/chef/orders/${id}`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { result: StoredOrder }).result;

const acceptsSent = (orderId: number) => requests.filter((entry) => entry.method === 'POST' && entry.path === `/api/chef/orders/${orderId}/accept`);

describe('Accept (usual time) on a notification, with no app window', () => {
  it('online, the order not on the device: reads it, accepts once with the click time and the usual time plus busy', async () => {
    const { chef, db, deps } = await device();
    const order = newOrder(chef.id);
    expect(await db.orders.get(order.id)).toBeUndefined(); // it came by push only
    const clickedAt = new Date(Date.now() - 5_000);

    const answer = await acceptFromNotification(order.id, clickedAt, deps);

    expect(answer).toEqual({ kind: 'accepted', minutes: USUAL + BUSY_EXTRA });
    const stored = await onServer(chef.token, order.id);
    expect(stored.status).toBe('accepted');
    expect(stored.preparation_time).toBe(USUAL + BUSY_EXTRA);
    expect(stored.timeline.filter((step) => step.status === 'accepted').map((step) => step.at)).toEqual([clickedAt.toISOString()]);
    expect(acceptsSent(order.id)).toHaveLength(1);
    expect(await db.outbox.count()).toBe(0);
    expect((await db.orders.get(order.id))?.status).toBe('accepted'); // the app shows it so when opened
    // In the chef's journal like a tap in the app, written by the service worker.
    const lines = await db.journal.orderBy('id').filter((line) => line.orderId === order.id).toArray();
    expect(lines.map((line) => [line.kind, line.writtenBy])).toEqual([
      ['action-tapped', SERVICE_WORKER_CONTEXT],
      ['action-sending', SERVICE_WORKER_CONTEXT],
      ['action-accepted', SERVICE_WORKER_CONTEXT],
    ]);
    expect(lines[0]?.at).toBe(clickedAt.getTime());
  });

  it('offline, the order not on the device: queues the accept, which shows on the next pull and is sent once by the next push', async () => {
    const { chef, db, deps, network, api } = await device();
    await pullCollection(db, api, 'kitchen'); // the app pulled the kitchen when it last ran
    const order = newOrder(chef.id);
    network.up = false;
    const clickedAt = new Date(Date.now() - 5_000);

    const answer = await acceptFromNotification(order.id, clickedAt, deps);

    expect(answer).toEqual({ kind: 'queued', minutes: USUAL + BUSY_EXTRA });
    const [entry, ...more] = await db.outbox.toArray();
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ entity: `order:${order.id}`, actionAt: clickedAt.toISOString(), operation: { kind: 'acceptOrder', orderId: order.id, preparationTime: USUAL + BUSY_EXTRA } });
    expect((await onServer(chef.token, order.id)).status).toBe('pending');
    expect(acceptsSent(order.id)).toHaveLength(0);

    // Back online the app opens and pulls before its outbox sent anything: the order shows accepted.
    network.up = true;
    await pullCollection(db, api, 'activeOrders');
    expect((await db.orders.get(order.id))?.status).toBe('accepted');

    // Another order's reminder rings first and sends nothing before it; this order's reminder
    // (a push: the device is online) sends the accept and says what became of it, not a ring.
    expect(await sendWaitingOnPush(order.id + 1, deps)).toBeNull();
    expect(acceptsSent(order.id)).toHaveLength(0);
    expect(await sendWaitingOnPush(order.id, deps)).toEqual({ kind: 'accepted', minutes: USUAL + BUSY_EXTRA });
    // Background Sync, or the app's outbox, finds nothing left to send.
    await flushFromServiceWorker(deps);
    expect(await sendWaitingOnPush(null, deps)).toBeNull();
    const stored = await onServer(chef.token, order.id);
    expect(stored.status).toBe('accepted');
    expect(stored.timeline.filter((step) => step.status === 'accepted').map((step) => step.at)).toEqual([clickedAt.toISOString()]);
    expect(acceptsSent(order.id)).toHaveLength(1);
    expect(await db.outbox.count()).toBe(0);
  });

  it('a notification clicked twice, at once or later, online or offline, sends one accept', async () => {
    const { chef, db, deps, network, api } = await device();
    await pullCollection(db, api, 'kitchen');
    const order = newOrder(chef.id);
    network.up = false;
    const clickedAt = new Date();
    const [first, second] = await Promise.all([acceptFromNotification(order.id, clickedAt, deps), acceptFromNotification(order.id, clickedAt, deps)]);
    expect([first.kind, second.kind]).toEqual(['queued', 'queued']);
    expect(await acceptFromNotification(order.id, new Date(), deps)).toMatchObject({ kind: 'queued' });
    expect(await db.outbox.count()).toBe(1);

    network.up = true;
    expect(await acceptFromNotification(order.id, new Date(), deps)).toEqual({ kind: 'accepted', minutes: USUAL + BUSY_EXTRA });
    expect(await acceptFromNotification(order.id, new Date(), deps)).toEqual({ kind: 'not-pending' });
    expect(acceptsSent(order.id)).toHaveLength(1);
    expect((await onServer(chef.token, order.id)).timeline.filter((step) => step.status === 'accepted').map((step) => step.at)).toEqual([clickedAt.toISOString()]);
  });

  it('an order another device answered first: the refusal is reported and kept in "Not saved", never lost', async () => {
    const { chef, db, deps, network } = await device();
    const order = newOrder(chef.id);
    // The chef's tablet accepts it while the phone's accept is on its way.
    network.beforeSend = async (url) => {
      network.beforeSend = null;
      if (url.endsWith(`/chef/orders/${order.id}/accept`)) {
        const tablet = await call(h.server.url, 'POST', `/api/chef/orders/${order.id}/accept`, { token: chef.token, body: { preparation_time: 15, notes: '' } });
        expect(tablet.status).toBe(200);
      }
    };

    const answer = await acceptFromNotification(order.id, new Date(), deps);

    expect(answer).toMatchObject({ kind: 'refused' });
    const [refused] = await db.notSaved.toArray();
    expect(refused).toMatchObject({ operation: { kind: 'acceptOrder', orderId: order.id }, status: 409 });
    expect(answer).toEqual({ kind: 'refused', reason: refused?.reason });
    expect(refused?.reason).not.toBe('');
    expect(await db.outbox.count()).toBe(0);
    const stored = await onServer(chef.token, order.id);
    expect(stored.preparation_time).toBe(15); // the tablet's accept stands
    expect((await db.orders.get(order.id))?.preparation_time).toBe(15); // and the device shows it
    const lines = await db.journal.orderBy('id').filter((line) => line.orderId === order.id).toArray();
    expect(lines.map((line) => line.kind)).toContain('action-not-saved');
  });

  it('opens the app when nobody is signed in, or the kitchen has no usual time', async () => {
    const { chef, db, deps } = await device();
    const order = newOrder(chef.id);
    await forgetSignedInChef();
    expect(await acceptFromNotification(order.id, new Date(), deps)).toEqual({ kind: 'open-app' });
    await rememberSignedInChef(chef.id, chef.token);
    setKitchen(h.server, EMAIL, { preparation_time: null });
    try {
      expect(await acceptFromNotification(order.id, new Date(), deps)).toEqual({ kind: 'open-app' });
    } finally {
      setKitchen(h.server, EMAIL, { preparation_time: USUAL });
    }
    expect(await db.outbox.count()).toBe(0);
    expect(acceptsSent(order.id)).toHaveLength(0);
  });
});
