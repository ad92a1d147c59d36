// The chaos run's accounts: each tap of the chef against what the server stored and what the
// device's "not saved" list explains. lost = a tap the server never applied and "not saved" does
// not explain; duplicated = a chef status twice in one order's timeline, an Idempotency-Key the
// server applied twice, or two sends of one key in flight from the browser at once; a refusal
// (the server's last answer to a key was a 4xx) must be in "not saved", and an applied key must
// not be. Mark all read must not reach notifications that came after the tap.
const OPERATION = {
  accept: 'acceptOrder',
  refuse: 'refuseOrder',
  pickup: 'requestPickup',
  ready: 'markOrderReady',
  complete: 'completeOrder',
  markRead: 'markNotificationRead',
  markAll: 'markAllNotificationsRead',
};
const APPLIED_STATUS = {
  accept: ['accepted'],
  refuse: ['refused_by_chef'],
  pickup: ['delivery_change_requested'],
  ready: ['ready_for_pickup', 'ready_for_delivery'],
  complete: ['completed'],
};
/** How far apart the runner's clock and an event may be when a tap's exact time is unknown (ms). */
const SLACK_MS = 1_000;

const ms = (iso) => Date.parse(iso);

function group(items, keyOf) {
  const map = new Map();
  for (const item of items) {
    const key = keyOf(item);
    map.set(key, [...(map.get(key) ?? []), item]);
  }
  return map;
}

/** Taps of the chef that left no trace: not applied, not explained. */
function lostTaps(taps, server, device) {
  const lost = [];
  const notSaved = (kind, match) => device.notSaved.filter((entry) => entry.operation?.kind === OPERATION[kind] && match(entry.operation));
  for (const same of group(taps.filter((tap) => APPLIED_STATUS[tap.kind]), (tap) => `${tap.orderId}:${tap.kind}`).values()) {
    const { orderId, kind, number } = same[0];
    const applied = (server.timelines.get(orderId) ?? []).some((entry) => entry.actor === 'chef' && APPLIED_STATUS[kind].includes(entry.status)) ? 1 : 0;
    const explained = notSaved(kind, (operation) => operation.orderId === orderId).length;
    const missing = same.length - applied - explained;
    if (missing > 0) lost.push(`${kind} on order #${number} tapped ${same.length}x (taps ${same.map((tap) => tap.n).join(', ')}): applied ${applied}, in "not saved" ${explained}`);
  }
  for (const tap of taps.filter((t) => t.kind === 'markRead')) {
    const target = server.notifications.filter((row) => row.title === tap.title && ms(row.created_at) <= tap.tappedAt + SLACK_MS).at(-1);
    if (!target) {
      lost.push(`mark read (tap ${tap.n}): no notification "${tap.title}" on the server`);
      continue;
    }
    tap.notificationId = target.id;
    if (target.read_at === null && notSaved('markRead', (operation) => String(operation.notificationId) === String(target.id)).length === 0) {
      lost.push(`mark read of "${tap.title}" (tap ${tap.n}) is unread on the server and not in "not saved"`);
    }
  }
  for (const tap of taps.filter((t) => t.kind === 'markAll')) {
    const before = tap.actionAt ?? tap.startedAt - SLACK_MS;
    const unread = server.notifications.filter((row) => row.read_at === null && ms(row.created_at) < before);
    const refused = notSaved('markAll', () => true).some((entry) => Math.abs(ms(entry.actionAt) - tap.tappedAt) < 5_000);
    if (unread.length > 0 && !refused) lost.push(`mark all read (tap ${tap.n}) left ${unread.length} earlier notifications unread (${unread.map((row) => `"${row.title}"`).join(', ')})`);
  }
  return lost;
}

/** Notifications the server marked read that no tap asked for (a mark all read without a bound). */
function readWithoutTap(taps, server) {
  const marked = new Set(taps.filter((tap) => tap.kind === 'markRead').map((tap) => tap.notificationId));
  const lastMarkAll = Math.max(-Infinity, ...taps.filter((tap) => tap.kind === 'markAll').map((tap) => tap.actionAt ?? tap.tappedAt + SLACK_MS));
  return server.notifications
    .filter((row) => row.read_at !== null && !marked.has(row.id) && ms(row.created_at) > lastMarkAll)
    .map((row) => `"${row.title}" (created ${row.created_at}) was marked read on the server with no tap after it`);
}

function duplicates(server, requests) {
  const found = [];
  for (const [orderId, timeline] of server.timelines) {
    const byStatus = group(timeline.filter((entry) => entry.actor === 'chef'), (entry) => entry.status);
    const number = server.orders.find((order) => order.id === orderId)?.number;
    for (const [status, entries] of byStatus) if (entries.length > 1) found.push(`order #${number}: "${status}" ${entries.length}x in the timeline`);
  }
  for (const [key, sends] of group(requests.filter((r) => r.key && r.method === 'POST'), (r) => r.key)) {
    const applied = sends.filter((r) => r.status >= 200 && r.status < 300 && !r.replayed);
    if (applied.length > 1) found.push(`Idempotency-Key ${key} (${sends[0].path}) applied ${applied.length}x`);
    const sorted = [...sends].sort((a, b) => a.receivedAt - b.receivedAt);
    for (let i = 1; i < sorted.length; i += 1) {
      const before = sorted[i - 1];
      const end = before.browserDoneAt ?? Infinity;
      if (sorted[i].receivedAt < end) found.push(`Idempotency-Key ${key} (${before.path}) sent twice at once (requests ${before.n} and ${sorted[i].n})`);
    }
  }
  return found;
}

/** Keys the server refused for good, and whether "not saved" tells the chef. */
function refusals(requests, server, device) {
  const last = new Map();
  for (const request of requests) if (request.key && request.method === 'POST' && request.status !== null) last.set(request.key, request);
  const inNotSaved = new Set(device.notSaved.map((entry) => entry.id));
  const refused = [...last.values()].filter((r) => r.status >= 400 && r.status < 500 && r.status !== 401);
  const unexplained = refused.filter((r) => !inNotSaved.has(r.key)).map((r) => `${r.path} answered ${r.status} (key ${r.key}) but is not in "not saved"`);
  const appliedKeys = new Set(server.keys.filter((row) => row.status >= 200 && row.status < 300).map((row) => row.key));
  const wronglyListed = device.notSaved.filter((entry) => appliedKeys.has(entry.id)).map((entry) => `"not saved" lists ${entry.operation?.kind} (key ${entry.id}) that the server applied`);
  const byStatus = {};
  for (const r of refused) byStatus[r.status] = (byStatus[r.status] ?? 0) + 1;
  return { count: refused.length, byStatus, unexplained, wronglyListed };
}

/**
 * The page's own time of each "mark all read" tap (its X-Action-At, the bound the server must
 * keep): the read-all request or "not saved" entry stamped between the click's start and end.
 */
function stampMarkAll(taps, requests, device) {
  const stamps = [
    ...requests.filter((r) => r.path === '/api/chef/notifications/read-all' && r.actionAt).map((r) => ms(r.actionAt)),
    ...device.notSaved.filter((entry) => entry.operation?.kind === OPERATION.markAll).map((entry) => ms(entry.actionAt)),
  ];
  for (const tap of taps.filter((t) => t.kind === 'markAll')) {
    const inside = stamps.filter((at) => at >= tap.startedAt - SLACK_MS && at <= tap.tappedAt + SLACK_MS);
    tap.actionAt = inside.length > 0 ? inside.reduce((best, at) => (Math.abs(at - tap.tappedAt) < Math.abs(best - tap.tappedAt) ? at : best)) : null;
  }
}

export function settleAccounts({ taps, server, device, requests }) {
  stampMarkAll(taps, requests, device);
  const lost = lostTaps(taps, server, device);
  return {
    lost,
    duplicated: duplicates(server, requests),
    readWithoutTap: readWithoutTap(taps, server),
    refusals: refusals(requests, server, device),
    unkeyedWrites: requests.filter((r) => r.method === 'POST' && /^\/api\/chef\/(orders|notifications)\//.test(r.path) && !r.key).length,
  };
}

/** Median, 90th percentile and max of samples (ms), or null. */
export function spread(samples) {
  if (samples.length === 0) return null;
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { count: sorted.length, median: at(0.5), p90: at(0.9), max: sorted.at(-1) };
}
