// The worker's push and notificationclick handlers (sw/push.ts) on a stand-in for the worker's
// scope: what is shown, what goes to an open page, where a click goes, and Accept tapped offline
// (fake-indexeddb stands in for the worker's IndexedDB; the network is down).
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChefDb } from '@/db/chef-db';
import { forgetSignedInChef, rememberSignedInChef } from '@/db/device-db';
import type { KitchenRow } from '@/db/rows';
import { notificationClicked, showPushMessages } from './push.ts';

const ORIGIN = 'https://chef.example';
const CHEF_ID = 901;

type Shown = { title: string; options: NotificationOptions & Record<string, unknown> };

function workerScope(windows: Array<{ visibilityState: string; url: string }> = []) {
  const shown: Shown[] = [];
  const posted: unknown[] = [];
  const opened: string[] = [];
  const syncTags: string[] = [];
  const listeners = new Map<string, (event: unknown) => void>();
  const clients = windows.map((window) => ({ ...window, postMessage: (message: unknown) => posted.push(message) }));
  const scope = {
    location: new URL(ORIGIN),
    registration: {
      showNotification: async (title: string, options: Shown['options']) => void shown.push({ title, options }),
      sync: { register: async (tag: string) => void syncTags.push(tag) },
    },
    clients: { matchAll: async () => clients, openWindow: async (url: string) => void opened.push(url) },
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
  };
  /** A push event carrying `payload`; resolves when the handler's work is done. */
  const push = async (payload: unknown) => {
    let work: Promise<unknown> = Promise.resolve();
    listeners.get('push')?.({ data: { json: () => payload }, waitUntil: (promise: Promise<unknown>) => (work = promise) });
    await work;
  };
  showPushMessages(scope as unknown as ServiceWorkerGlobalScope);
  return { scope: scope as unknown as ServiceWorkerGlobalScope, shown, posted, opened, syncTags, push };
}

const newOrder = (reminder: string) => ({
  notification: { title: 'New order #1042', body: 'Aziz ordered 2 portions' },
  data: { title: 'New order #1042', body: 'Aziz ordered 2 portions', action_url: '/orders/77', type: 'new_order', notification_id: '9', order_id: '77', order_number: '1042', reminder },
});

const notification = (data: unknown) => ({ data, close: vi.fn() }) as unknown as Notification & { close: ReturnType<typeof vi.fn> };

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {}); // the offline reads and the send say so
  vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('Failed to fetch')));
});
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await forgetSignedInChef();
});

describe('push', () => {
  it('with no window visible, shows the order with its actions; a reminder replaces it', async () => {
    const worker = workerScope([{ visibilityState: 'hidden', url: `${ORIGIN}/kitchen` }]);
    await worker.push(newOrder('0'));
    await worker.push(newOrder('1'));
    expect(worker.shown.map((one) => [one.title, one.options.tag])).toEqual([
      ['New order #1042', 'order-77'],
      ['Order #1042 is still waiting', 'order-77'],
    ]);
    expect(worker.posted).toEqual([]);
  });

  it('with the app on screen, the first push goes to the page and a reminder to nobody (the alarm rings)', async () => {
    const worker = workerScope([{ visibilityState: 'visible', url: `${ORIGIN}/orders/active` }]);
    await worker.push(newOrder('0'));
    await worker.push(newOrder('1'));
    expect(worker.posted).toEqual([expect.objectContaining({ isFirebaseMessaging: true, messageType: 'push-received', data: expect.objectContaining({ reminder: '0' }) })]);
    expect(worker.shown).toEqual([]);
  });
});

describe('a cancel with the app on screen', () => {
  it('goes to the page and ends the order’s ringing notification', async () => {
    const worker = workerScope([{ visibilityState: 'visible', url: `${ORIGIN}/orders/active` }]);
    const ringing = { tag: 'order-77', close: vi.fn() };
    const other = { tag: 'order-78', close: vi.fn() };
    const registration = worker.scope.registration as unknown as { getNotifications: (filter: { tag: string }) => Promise<unknown[]> };
    registration.getNotifications = async ({ tag }) => [ringing, other].filter((shown) => shown.tag === tag);
    await worker.push({ data: { title: 'Order #1042 cancelled', body: 'The customer cancelled.', type: 'order_cancelled', notification_id: '10', order_id: '77', action_url: '/orders/77' } });
    expect(worker.posted).toHaveLength(1);
    expect(ringing.close).toHaveBeenCalled();
    expect(other.close).not.toHaveBeenCalled();
  });
});

describe('notificationclick', () => {
  it('a click on the body, or Open, opens the order’s Accept dialog', async () => {
    const worker = workerScope();
    const data = { action_url: '/orders/77', type: 'new_order', order_id: 77, order_number: '1042' };
    await notificationClicked(worker.scope, notification(data), '', new Date());
    await notificationClicked(worker.scope, notification(data), 'open', new Date());
    expect(worker.opened).toEqual([`${ORIGIN}/orders/active?accept=77`, `${ORIGIN}/orders/active?accept=77`]);
  });

  it('Accept offline: queues the accept, asks for Background Sync and says so quietly', async () => {
    const db = new ChefDb(CHEF_ID);
    const kitchen = { id: 1, preparation_time: 30, busy: { extra_minutes: 20, since: new Date().toISOString(), until: null } } as KitchenRow;
    await db.kitchen.put(kitchen);
    await rememberSignedInChef(CHEF_ID, 'token');
    const worker = workerScope();
    const clicked = notification({ action_url: '/orders/77', type: 'new_order', order_id: 77, order_number: '1042' });
    const clickedAt = new Date();

    await notificationClicked(worker.scope, clicked, 'accept', clickedAt);

    expect(clicked.close).toHaveBeenCalled();
    expect(worker.shown).toEqual([
      { title: 'Order #1042 accepted — 50 min', options: expect.objectContaining({ body: 'Accept will be sent when you are back online.', tag: 'order-77', silent: true }) },
    ]);
    expect(worker.syncTags).toEqual(['outbox-flush']);
    expect(worker.opened).toEqual([]);
    expect(await db.outbox.toArray()).toMatchObject([{ actionAt: clickedAt.toISOString(), operation: { kind: 'acceptOrder', orderId: 77, preparationTime: 50 } }]);
    db.close();
  });

  it('Accept with nobody signed in opens the app at the order’s Accept dialog', async () => {
    const worker = workerScope();
    await notificationClicked(worker.scope, notification({ action_url: '/orders/77', type: 'new_order', order_id: 77, order_number: '1042' }), 'accept', new Date());
    expect(worker.opened).toEqual([`${ORIGIN}/orders/active?accept=77`]);
    expect(worker.shown).toEqual([]);
  });
});
