// The chefs who must keep being served during an attack: N approved chefs (registered through
// the API, each from its own loopback address, and approved through the admin API), each keeping
// a realtime socket subscribed to its private channel (reopened every 5 s, and 1 s after it
// drops, as the app does), making a request a second on a keep-alive connection, and answering
// the orders customers place for it (through the admin API, one every few seconds per chef):
// a `new_order` on the socket, or one found in the active orders after the socket (re)opens, is
// accepted or refused with an Idempotency-Key, sent again on 429/503 after `Retry-After` as the
// app's outbox does. Counts what they saw, per chef too ("served").
import http from 'node:http';
import WebSocket from 'ws';
import { loopback, percentile, sleep } from './loopback.mjs';

const password = 'Abuse#Chef1';

/**
 * One HTTP request from `localAddress` through `agent` (keep-alive); never throws. Resolves
 * { status (0: no answer), text, ms, retryAfter }.
 */
export function request(server, agent, localAddress, method, path, { token, body, headers: extra = {} } = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    const headers = { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body ? { 'Content-Type': 'application/json' } : {}), ...extra };
    const req = http.request({ host: '127.0.0.1', port: server.port, method, path, localAddress, agent, headers, timeout: 30_000 }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode, text, ms: performance.now() - started, retryAfter: res.headers['retry-after'] ?? null }));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ status: 0, text: '', ms: performance.now() - started, retryAfter: null }));
    req.end(body ? JSON.stringify(body) : undefined);
  });
}

/** A keep-alive client at one loopback address: { address, agent }. */
export const client = (address, maxSockets = 2) => ({ address, agent: new http.Agent({ keepAlive: true, maxSockets, localAddress: address }) });

/** Signs a (seeded) chef in from `address`; resolves the token. */
export async function signIn(server, address, email, password) {
  const { agent } = client(address, 1);
  try {
    const answer = await request(server, agent, address, 'POST', '/api/login', { body: { email, password } });
    if (answer.status !== 200) throw new Error(`signing in ${email}: ${answer.status} ${answer.text}`);
    return JSON.parse(answer.text).result.token;
  } finally {
    agent.destroy();
  }
}

/** Registers and approves `count` chefs; resolves their { id, email, token, address, agent }. */
export async function makeChefs(server, count) {
  const chefs = [];
  for (let i = 0; i < count; i++) {
    const { address, agent } = client(loopback(9, i));
    const email = `abuse-${i}@chef.test`;
    const registered = await request(server, agent, address, 'POST', '/api/chef/auth/register', {
      body: { first_name: 'Abuse', last_name: `Chef ${i}`, email, password, password_confirmation: password },
    });
    if (registered.status !== 201) throw new Error(`registering ${email}: ${registered.status} ${registered.text}`);
    const { token, user } = JSON.parse(registered.text).result;
    const approved = await request(server, agent, address, 'POST', '/admin/chefs/approve', { token: server.adminToken, body: { email } });
    if (approved.status !== 200) throw new Error(`approving ${email}: ${approved.status} ${approved.text}`);
    chefs.push({ id: user.id, email, token, address, agent });
  }
  return chefs;
}

/** One chef's socket: connect, sign the channel, subscribe. Resolves the socket once subscribed, or null. */
function subscribedSocket(server, chef, ask, { onClose, onNewOrder }) {
  return new Promise((resolve) => {
    const ws = new WebSocket(`ws://127.0.0.1:${server.port}/app/chef-pwa-key?protocol=7&client=js&version=8.6.0`, { localAddress: chef.address, handshakeTimeout: 10_000 });
    const channel = `private-chef-${chef.id}`;
    let settled = false;
    const settle = (value) => {
      if (!settled) {
        settled = true;
        resolve(value);
      }
    };
    ws.on('message', async (raw) => {
      const frame = JSON.parse(raw.toString());
      if (frame.event === 'pusher:connection_established') {
        const socketId = JSON.parse(frame.data).socket_id;
        const auth = await ask('POST', '/api/broadcasting/auth', { body: { socket_id: socketId, channel_name: channel } });
        if (auth.status !== 200) return ws.terminate();
        ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth: JSON.parse(auth.text).auth } }));
      } else if (frame.event === 'pusher_internal:subscription_succeeded') settle(ws);
      else if (frame.event === 'pusher:ping') ws.send(JSON.stringify({ event: 'pusher:pong', data: {} }));
      else if (frame.event === 'broadcast-notification') {
        const payload = typeof frame.data === 'string' ? JSON.parse(frame.data) : frame.data;
        if (payload?.type === 'new_order' && payload.data?.order_id) onNewOrder(payload.data.order_id);
      }
    });
    ws.on('error', () => {});
    ws.on('close', () => {
      settle(null);
      onClose();
    });
    setTimeout(() => settle(null), 15_000).unref();
  });
}

/** An answer the server gave on purpose and the app sends again later (rate limit, locked database). */
const comeBackLater = (status) => status === 429 || status === 503;

/** Runs the chefs' workload until stop(); stop() resolves their figures. */
export function runChefs(server, chefs, { reconnectEveryMs = 5000, orderEveryMs = 5000 } = {}) {
  const fresh = () => ({
    socketAttempts: 0,
    socketsSubscribed: 0,
    requestMs: [],
    requestsFailed: 0,
    requestsRetried: 0,
    ordersPlaced: 0,
    ordersNotPlaced: 0,
    ordersAnswered: 0,
    answerConflicts: 0,
    /** What failed: "GET /api/chef/notifications 0" -> count (0: no answer). */
    failures: new Map(),
    /** Placed -> the chef's answer stored, per order answered. */
    orderRoundTripMs: [],
  });
  const figures = fresh();
  /** Per chef, since the last reset: its sockets subscribed, requests failed, orders answered. */
  const perChef = new Map(chefs.map((chef) => [chef, { subscribed: 0, failed: 0, answered: 0 }]));
  let running = true;
  const live = new Set();
  /** Per chef: since when it has had no subscribed socket (null while it has one). */
  const lostAt = new Map();
  const subscribed = new Set();
  let longestGapMs = 0;
  /** Order id -> when it was placed; and per chef, the ids it knows of but has not answered. */
  const placedAt = new Map();
  const answered = new Set();
  const queues = new Map(chefs.map((chef) => [chef, { ids: [], wake: null }]));

  /** A chef's request: counted in the latency figures, a 429/503 sent again after Retry-After. */
  const ask = async (chef, method, path, options = {}) => {
    for (let attempt = 1; ; attempt++) {
      const answer = await request(server, chef.agent, chef.address, method, path, { token: chef.token, ...options });
      if (answer.status !== 0) figures.requestMs.push(answer.ms);
      if (!comeBackLater(answer.status) || attempt === 5 || !running) return answer;
      figures.requestsRetried++;
      await sleep(Math.min(10, Number(answer.retryAfter) || 1) * 1000);
    }
  };
  /** A request whose answer the chef needs: a failure unless `ok`. */
  const failedUnless = (chef, ok, what, answer) => {
    if (ok) return;
    const key = `${what.replace(/\/\d+\//, '/{id}/')} ${answer.status}`;
    figures.failures.set(key, (figures.failures.get(key) ?? 0) + 1);
    figures.requestsFailed++;
    perChef.get(chef).failed++;
  };
  const know = (chef, id) => {
    if (answered.has(id)) return;
    const queue = queues.get(chef);
    if (queue.ids.includes(id)) return;
    queue.ids.push(id);
    queue.wake?.();
  };

  const keepSocket = async (chef) => {
    lostAt.set(chef, performance.now());
    const chefAsk = (method, path, options) => ask(chef, method, path, options);
    while (running) {
      figures.socketAttempts++;
      let dropped;
      const closed = new Promise((resolve) => (dropped = resolve));
      const ws = await subscribedSocket(server, chef, chefAsk, { onClose: () => dropped(), onNewOrder: (id) => know(chef, id) });
      if (ws) {
        figures.socketsSubscribed++;
        perChef.get(chef).subscribed++;
        longestGapMs = Math.max(longestGapMs, performance.now() - lostAt.get(chef));
        live.add(ws);
        subscribed.add(chef);
        // As the app does on every (re)connection: what came in while the socket was down.
        const active = await chefAsk('GET', '/api/chef/orders/active');
        failedUnless(chef, active.status === 200, 'GET /api/chef/orders/active', active);
        if (active.status === 200) for (const order of JSON.parse(active.text).result ?? []) if (order.status === 'pending') know(chef, order.id);
        // A phone changes networks now and then: the socket is opened again every few seconds,
        // so the figures say whether a chef gets back in during the attack.
        const timer = setTimeout(() => ws.terminate(), reconnectEveryMs);
        await closed;
        clearTimeout(timer);
        live.delete(ws);
        subscribed.delete(chef);
        lostAt.set(chef, performance.now());
      }
      await sleep(1000);
    }
  };
  const keepAsking = async (chef) => {
    while (running) {
      const answer = await ask(chef, 'GET', '/api/chef/notifications');
      failedUnless(chef, answer.status === 200, 'GET /api/chef/notifications', answer);
      await sleep(1000);
    }
  };
  /** The chef answers each order it knows of: mostly accepts (20 minutes), sometimes refuses. */
  const keepAnswering = async (chef) => {
    const queue = queues.get(chef);
    while (running) {
      const id = queue.ids.shift();
      if (id === undefined) {
        await new Promise((resolve) => {
          queue.wake = resolve;
          setTimeout(resolve, 1000);
        });
        queue.wake = null;
        continue;
      }
      if (answered.has(id)) continue;
      await sleep(200 + Math.random() * 800); // the chef reads the order
      const accept = Math.random() < 0.8;
      const answer = await ask(chef, 'POST', `/api/chef/orders/${id}/${accept ? 'accept' : 'refuse'}`, {
        body: accept ? { preparation_time: 20 } : { reason: 'too_busy' },
        headers: { 'Idempotency-Key': crypto.randomUUID() },
      });
      if (answer.status === 200) {
        answered.add(id);
        figures.ordersAnswered++;
        perChef.get(chef).answered++;
        if (placedAt.has(id)) figures.orderRoundTripMs.push(performance.now() - placedAt.get(id));
      } else if (answer.status === 409) {
        answered.add(id); // answered before (the socket and the active list both named it)
        figures.answerConflicts++;
      } else failedUnless(chef, false, `POST /api/chef/orders/${id}/${accept ? 'accept' : 'refuse'}`, answer);
    }
  };
  // The customers: one order per chef every few seconds, through the admin API from their own address.
  const customers = client(loopback(8, 0), 16);
  const keepOrdering = async (chef) => {
    await sleep(Math.random() * orderEveryMs);
    while (running) {
      let answer;
      for (let attempt = 1; attempt <= 5 && running; attempt++) {
        answer = await request(server, customers.agent, customers.address, 'POST', '/admin/orders', { token: server.adminToken, body: { email: chef.email } });
        if (!comeBackLater(answer.status)) break;
        await sleep(Math.min(10, Number(answer.retryAfter) || 1) * 1000);
      }
      if (answer?.status === 201) {
        figures.ordersPlaced++;
        placedAt.set(JSON.parse(answer.text).result.order.id, performance.now());
      } else if (answer) figures.ordersNotPlaced++;
      await sleep(orderEveryMs * (0.5 + Math.random()));
    }
  };
  const loops = chefs.flatMap((chef) => [keepSocket(chef), keepAsking(chef), keepAnswering(chef), keepOrdering(chef)]);
  let subscribedAtEnd = NaN;
  return {
    /** Starts the counts afresh (when the attack starts). */
    reset() {
      Object.assign(figures, fresh());
      for (const counts of perChef.values()) Object.assign(counts, { subscribed: 0, failed: 0, answered: 0 });
      // A chef with a socket open as the attack starts has one during it.
      for (const chef of subscribed) perChef.get(chef).subscribed++;
      longestGapMs = 0;
      // A chef without a socket now counts its gap from the attack's start.
      for (const chef of chefs) if (!subscribed.has(chef)) lostAt.set(chef, performance.now());
    },
    /** Notes the chefs' state now (just before the attack ends). */
    snapshot() {
      subscribedAtEnd = live.size;
      const now = performance.now();
      // A chef still without a socket counts its whole gap so far.
      for (const chef of chefs) if (!subscribed.has(chef)) longestGapMs = Math.max(longestGapMs, now - lostAt.get(chef));
    },
    async stop() {
      running = false;
      for (const ws of live) ws.terminate();
      for (const queue of queues.values()) queue.wake?.();
      await Promise.race([Promise.all(loops), sleep(20_000)]);
      for (const chef of chefs) chef.agent.destroy();
      customers.agent.destroy();
      // Served: had a socket during the attack, lost no request, and answered an order.
      const served = [...perChef.values()].filter((c) => c.subscribed > 0 && c.failed === 0 && c.answered > 0).length;
      return {
        ...figures,
        chefs: chefs.length,
        served,
        subscribedAtEnd,
        longestGapS: Math.round(longestGapMs / 100) / 10,
        p99Ms: Math.round(percentile(figures.requestMs, 99)),
        p50Ms: Math.round(percentile(figures.requestMs, 50)),
        roundTripP99S: Math.round(percentile(figures.orderRoundTripMs, 99) / 100) / 10,
        requests: figures.requestMs.length,
      };
    },
  };
}
