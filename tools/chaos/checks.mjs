// The truth on both sides after the chaos settled. The server's comes from its SQLite file (read
// only: orders, timelines with who did what, notifications, stored Idempotency-Keys); the device's
// from the chef's IndexedDB `chef-pwa-<id>` read inside a page (orders, outbox, notSaved,
// notifications) and from what each tab paints. `differences` lists every way a tab or the
// device disagrees with the server, so "client == server" is checked without a reload.

import Database from 'better-sqlite3';

/** How many notifications the API lists (server/store/notifications.ts `listNotifications`). */
const LISTED_NOTIFICATIONS = 100;

export const ACTIVE = ['pending', 'delivery_change_requested', 'accepted', 'ready_for_pickup', 'ready_for_delivery'];

/** The server's state for the chef with `email`. */
export function readServer(databaseFile, email) {
  const db = new Database(databaseFile, { readonly: true, fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    const chef = db.prepare('SELECT id FROM chefs WHERE email = ?').get(email);
    if (!chef) throw new Error(`no chef ${email} in ${databaseFile}`);
    const orders = db.prepare('SELECT id, number, status, type, created_at FROM orders WHERE chef_id = ? ORDER BY id').all(chef.id);
    const timeline = db
      .prepare('SELECT t.order_id, t.status, t.actor, t.at FROM order_timeline t JOIN orders o ON o.id = t.order_id WHERE o.chef_id = ? ORDER BY t.id')
      .all(chef.id);
    const notifications = db.prepare('SELECT id, type, title, created_at, read_at FROM notifications WHERE chef_id = ? ORDER BY id').all(chef.id);
    const keys = db.prepare('SELECT key, status FROM idempotency_keys WHERE scope = ?').all(`chef:${chef.id}`);
    const timelines = new Map(orders.map((order) => [order.id, []]));
    for (const entry of timeline) timelines.get(entry.order_id)?.push(entry);
    return { chefId: chef.id, orders, timelines, notifications, keys };
  } finally {
    db.close();
  }
}

/** The chef's IndexedDB as the page sees it (raw IndexedDB: no app code involved). */
export function readDevice(page, chefId) {
  return page.evaluate(async (name) => {
    const db = await new Promise((resolve, reject) => {
      const request = indexedDB.open(name);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const all = (store) =>
      db.objectStoreNames.contains(store)
        ? new Promise((resolve, reject) => {
            const request = db.transaction(store, 'readonly').objectStore(store).getAll();
            request.onsuccess = () => resolve(request.result);
            request.onerror = () => reject(request.error);
          })
        : Promise.resolve([]);
    const [orders, outbox, notSaved, notifications] = await Promise.all(['orders', 'outbox', 'notSaved', 'notifications'].map(all));
    db.close();
    return {
      orders: orders.map((order) => ({ id: order.id, number: order.number, status: order.status, type: order.type })),
      outbox: outbox.map((entry) => ({ id: entry.id, kind: entry.operation?.kind, attempts: entry.attempts, lastError: entry.lastError })),
      notSaved: notSaved.map((entry) => ({ id: entry.id, operation: entry.operation, actionAt: entry.actionAt, status: entry.status, reason: entry.reason })),
      notifications: notifications.map((row) => ({ id: row.id, unread: row.unread, title: row.data?.title ?? null })),
    };
  }, `chef-pwa-${chefId}`);
}

/**
 * Every disagreement between the server and (a) the device's IndexedDB, (b) each tab's
 * /orders/active and top bar. `tabs`: [{ name, cards, bar }] with cards from screenCards().
 */
export function differences(server, device, tabs) {
  const found = [];
  const onDevice = new Map(device.orders.map((order) => [order.id, order]));
  for (const order of server.orders) {
    const mine = onDevice.get(order.id);
    if (!mine) {
      if (ACTIVE.includes(order.status)) found.push(`order #${order.number}: ${order.status} on the server, missing on the device`);
    } else if (mine.status !== order.status || mine.type !== order.type) {
      found.push(`order #${order.number}: server ${order.status}/${order.type}, device ${mine.status}/${mine.type}`);
    }
  }
  const serverNotifications = new Map(server.notifications.map((row) => [row.id, row]));
  for (const row of device.notifications) {
    const truth = serverNotifications.get(row.id);
    if (!truth) found.push(`notification ${row.id} "${row.title}" is on the device but not on the server`);
    else if ((truth.read_at === null) !== (row.unread === 1)) found.push(`notification "${truth.title}": server ${truth.read_at ? 'read' : 'unread'}, device ${row.unread === 1 ? 'unread' : 'read'}`);
  }
  // The device keeps what the API lists: the newest LISTED_NOTIFICATIONS (GET chef/notifications,
  // newest first). Older ones are on the server only, by design.
  const deviceIds = new Set(device.notifications.map((row) => row.id));
  const listed = [...server.notifications]
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
    .slice(0, LISTED_NOTIFICATIONS);
  for (const row of listed) if (!deviceIds.has(row.id)) found.push(`notification "${row.title}" is on the server but not on the device`);
  if (device.outbox.length > 0) found.push(`${device.outbox.length} entries still in the outbox (${device.outbox.map((entry) => `${entry.kind}: ${entry.lastError ?? 'no error'}`).join('; ')})`);

  const expected = server.orders.filter((order) => ACTIVE.includes(order.status)).map((order) => `#${order.number} ${order.status}`).sort();
  for (const tab of tabs) {
    const shown = tab.cards.map((card) => `#${card.number} ${card.status}`).sort();
    const missing = expected.filter((card) => !shown.includes(card));
    const extra = shown.filter((card) => !expected.includes(card));
    if (tab.bar.path !== '/orders/active') found.push(`tab ${tab.name} is on ${tab.bar.path}, not /orders/active`);
    if (missing.length > 0) found.push(`tab ${tab.name} does not show ${missing.join(', ')}`);
    if (extra.length > 0) found.push(`tab ${tab.name} shows ${extra.join(', ')} that the server does not have`);
    const waiting = tab.cards.filter((card) => card.waiting).map((card) => `#${card.number}`);
    if (waiting.length > 0) found.push(`tab ${tab.name} still shows ${waiting.join(', ')} as waiting to send`);
    if (tab.bar.pending) found.push(`tab ${tab.name} says "${tab.bar.pending}"`);
    const notSavedShown = tab.bar.notSaved ? Number(/\((\d+)\)/.exec(tab.bar.notSaved)?.[1] ?? -1) : 0;
    if (notSavedShown !== device.notSaved.length) found.push(`tab ${tab.name} shows "Not saved (${notSavedShown})", the device holds ${device.notSaved.length}`);
  }
  return found;
}
