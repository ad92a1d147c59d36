// The chefs who must keep being served during an attack: N approved chefs (registered through
// the API, each from its own loopback address, and approved through the admin API), each keeping
// a realtime socket subscribed to its private channel (reopened every 5 s, and 1 s after it
// drops, as the app does) and making a request a second on a keep-alive connection. Counts what
// they saw.
import http from 'node:http';
import WebSocket from 'ws';
import { loopback, percentile, sleep } from './loopback.mjs';

const password = 'Abuse#Chef1';

function request(server, agent, localAddress, method, path, { token, body } = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    const headers = { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body ? { 'Content-Type': 'application/json' } : {}) };
    const req = http.request({ host: '127.0.0.1', port: server.port, method, path, localAddress, agent, headers, timeout: 30_000 }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode, text, ms: performance.now() - started }));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ status: 0, text: '', ms: performance.now() - started }));
    req.end(body ? JSON.stringify(body) : undefined);
  });
}

/** Registers and approves `count` chefs; resolves their { id, token, address, agent }. */
export async function makeChefs(server, count) {
  const chefs = [];
  for (let i = 0; i < count; i++) {
    const address = loopback(9, i);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 2, localAddress: address });
    const email = `abuse-${i}@chef.test`;
    const registered = await request(server, agent, address, 'POST', '/api/chef/auth/register', {
      body: { first_name: 'Abuse', last_name: `Chef ${i}`, email, password, password_confirmation: password },
    });
    if (registered.status !== 201) throw new Error(`registering ${email}: ${registered.status} ${registered.text}`);
    const { token, user } = JSON.parse(registered.text).result;
    const approved = await request(server, agent, address, 'POST', '/admin/chefs/approve', { token: server.adminToken, body: { email } });
    if (approved.status !== 200) throw new Error(`approving ${email}: ${approved.status} ${approved.text}`);
    chefs.push({ id: user.id, token, address, agent });
  }
  return chefs;
}

/** One chef's socket: connect, sign the channel, subscribe. Resolves the socket once subscribed, or null. */
function subscribedSocket(server, chef, onClose) {
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
        const auth = await request(server, chef.agent, chef.address, 'POST', '/api/broadcasting/auth', { token: chef.token, body: { socket_id: socketId, channel_name: channel } });
        if (auth.status !== 200) return ws.terminate();
        ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth: JSON.parse(auth.text).auth } }));
      } else if (frame.event === 'pusher_internal:subscription_succeeded') settle(ws);
      else if (frame.event === 'pusher:ping') ws.send(JSON.stringify({ event: 'pusher:pong', data: {} }));
    });
    ws.on('error', () => {});
    ws.on('close', () => {
      settle(null);
      onClose();
    });
    setTimeout(() => settle(null), 15_000).unref();
  });
}

/** Runs the chefs' workload until stop(); stop() resolves their figures. */
export function runChefs(server, chefs, { reconnectEveryMs = 5000 } = {}) {
  const figures = { socketAttempts: 0, socketsSubscribed: 0, requestMs: [], requestsFailed: 0 };
  let running = true;
  const live = new Set();
  /** Per chef: since when it has had no subscribed socket (null while it has one). */
  const lostAt = new Map();
  const subscribed = new Set();
  let longestGapMs = 0;
  const keepSocket = async (chef) => {
    lostAt.set(chef, performance.now());
    while (running) {
      figures.socketAttempts++;
      let dropped;
      const closed = new Promise((resolve) => (dropped = resolve));
      const ws = await subscribedSocket(server, chef, () => dropped());
      if (ws) {
        figures.socketsSubscribed++;
        longestGapMs = Math.max(longestGapMs, performance.now() - lostAt.get(chef));
        live.add(ws);
        subscribed.add(chef);
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
      const answer = await request(server, chef.agent, chef.address, 'GET', '/api/chef/notifications', { token: chef.token });
      if (answer.status === 200) figures.requestMs.push(answer.ms);
      else figures.requestsFailed++;
      await sleep(1000);
    }
  };
  const loops = chefs.flatMap((chef) => [keepSocket(chef), keepAsking(chef)]);
  let subscribedAtEnd = NaN;
  return {
    /** Starts the counts afresh (when the attack starts). */
    reset() {
      Object.assign(figures, { socketAttempts: 0, socketsSubscribed: 0, requestMs: [], requestsFailed: 0 });
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
      await Promise.race([Promise.all(loops), sleep(20_000)]);
      for (const chef of chefs) chef.agent.destroy();
      return {
        ...figures,
        subscribedAtEnd,
        longestGapS: Math.round(longestGapMs / 100) / 10,
        p99Ms: Math.round(percentile(figures.requestMs, 99)),
        p50Ms: Math.round(percentile(figures.requestMs, 50)),
        requests: figures.requestMs.length + figures.requestsFailed,
      };
    },
  };
}
