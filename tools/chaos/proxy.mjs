// The chaos proxy: the only address the browser knows (pages and the service worker alike). It
// forwards HTTP and websocket upgrades to the reference server and, while faults are on, picks a
// fault per request from the seed: the chef's writes (POST /api/chef/...) and pulls (GET of the
// orders and notifications) may be dropped before the server, answered 503, delayed, delivered
// after the browser gave up ("late"), or forwarded with the answer lost ("lost") or cut short
// ("garbled": a 200 whose body does not parse) after the server committed. Static assets are
// never faulted, so the app loads. It also plays "offline" (every connection refused), cuts
// websockets, fails every pull for a while, and holds one write for a kill in mid-send. It logs
// every API request with its Idempotency-Key, the server's status and when the browser stopped
// waiting for it.
import http from 'node:http';
import net from 'node:net';
import { rollFor } from './prng.mjs';

const HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade'];
const UPLOAD = /^\/api\/chef\/(tickets|foods)(\/|$)/;
const WRITE = /^\/api\/chef\/(orders\/\d+\/(accept|refuse|request-pickup|ready|complete)|notifications\/read(-all|\/\d+))$/;
const PULL = /^\/api\/chef\/(orders\/(active|history|\d+)|notifications)$/;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Default chance of each fault per eligible request (the rest pass untouched). */
export const defaultFaultRates = { drop: 0.07, 503: 0.07, lost: 0.07, delay: 0.12, late: 0.02, garbled: 0.02 };

function withoutHop(headers) {
  const copy = { ...headers };
  for (const name of HOP) delete copy[name];
  return copy;
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** Starts the proxy on 127.0.0.1 (a free port unless `port`), in front of `target` ({ port }). */
export async function startProxy({ target, seed, rates = defaultFaultRates, port = 0 }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
  const state = { faulty: false, offline: false, hold: null, pullsFailUntil: 0 };
  const requests = [];
  const faults = { drop: 0, 503: 0, lost: 0, delay: 0, late: 0, garbled: 0, offline: 0, 'ws-cut': 0, 'held-for-kill': 0 };
  const seen = new Map();
  const sockets = new Set();
  const websockets = new Set();

  /** Sends the request to the server; resolves with { status, headers, body } (or null on error). */
  const forward = (req, body) =>
    new Promise((resolve) => {
      const headers = { ...withoutHop(req.headers), 'content-length': String(body.length) };
      const upstream = http.request({ host: '127.0.0.1', port: target.port, method: req.method, path: req.url, headers, agent }, (answer) => {
        readBody(answer).then((data) => resolve({ status: answer.statusCode ?? 502, headers: answer.headers, body: data }), () => resolve(null));
      });
      upstream.on('error', () => resolve(null));
      upstream.setTimeout(60_000, () => upstream.destroy());
      upstream.end(body);
    });

  const deliver = (res, answer) => {
    if (res.destroyed || res.writableEnded) return false;
    if (!answer) {
      res.socket?.destroy();
      return false;
    }
    res.writeHead(answer.status, withoutHop(answer.headers));
    res.end(answer.body);
    return true;
  };

  const chooseFault = (method, path) => {
    const name = `${method} ${path}`;
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    let roll = rollFor(seed, `${name}#${count}`);
    for (const [kind, rate] of Object.entries(rates)) {
      if (roll < rate) return kind;
      roll -= rate;
    }
    return null;
  };

  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const isWrite = req.method === 'POST' && WRITE.test(url.pathname);
    const isApi = url.pathname.startsWith('/api/') || url.pathname.startsWith('/admin/');
    const isUpload = req.method !== 'GET' && UPLOAD.test(url.pathname);
    const record = isApi
      ? { n: requests.length + 1, method: req.method, path: url.pathname, key: req.headers['idempotency-key'] ?? null, actionAt: req.headers['x-action-at'] ?? null, fault: null, upload: isUpload, bytes: null, receivedAt: Date.now(), browserDoneAt: null, forwardedAt: null, status: null, replayed: false, delivered: false }
      : null;
    if (record) {
      requests.push(record);
      res.on('close', () => (record.browserDoneAt = Date.now()));
    }
    const body = await readBody(req).catch(() => null);
    if (body === null) return;
    if (record) record.bytes = body.length;
    if (state.offline) {
      faults.offline += 1;
      if (record) record.fault = 'offline';
      req.socket.destroy();
      return;
    }
    const send = async () => {
      if (record) record.forwardedAt = Date.now();
      const answer = await forward(req, body);
      if (record && answer) {
        record.status = answer.status;
        record.replayed = answer.headers['idempotent-replayed'] === 'true';
      }
      return answer;
    };

    if (isWrite && state.hold && !state.hold.request) {
      // Armed: writes wait until the run names the one to hold (the tap it just made).
      const hold = state.hold;
      await hold.named;
      if (state.hold === hold && !hold.request && hold.matches(url.pathname)) {
        hold.request = record;
        faults['held-for-kill'] += 1;
        record.fault = `held-${hold.phase}`;
        if (hold.phase === 'after') await send();
        hold.onHeld(record);
        await hold.released;
        req.socket.destroy();
        return;
      }
    }

    const isPull = req.method === 'GET' && PULL.test(url.pathname);
    const fault = isPull && Date.now() < state.pullsFailUntil ? '503' : state.faulty && (isWrite || isPull) ? chooseFault(req.method, url.pathname) : null;
    if (record) record.fault = fault;
    if (fault) faults[fault] += 1;
    if (fault === 'drop') return void req.socket.destroy();
    if (fault === '503') {
      res.writeHead(503, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: false, message: 'Service unavailable (chaos proxy).', errors: {} }));
      return;
    }
    if (fault === 'delay') await sleep(300 + Math.floor(rollFor(seed, `delay:${record.n}`) * 3_700));
    if (fault === 'late') await sleep(11_000 + Math.floor(rollFor(seed, `late:${record.n}`) * 2_000));
    const answer = await send();
    if (fault === 'lost') return void req.socket.destroy();
    // The server committed; the browser gets a 200 it cannot parse (a broken gateway, a cut body).
    // Only a success is garbled: turning the server's refusal (a 409) into a 200 would fake a
    // success that never happened, which no client could tell apart (it happened once in CI).
    if (fault === 'garbled' && answer && answer.status >= 200 && answer.status < 300) return void deliver(res, { status: 200, headers: { 'content-type': 'application/json' }, body: Buffer.from('{"success":tru') });
    if (fault === 'garbled') {
      faults.garbled -= 1; // not garbled after all: the answer goes through as it is
      if (record) record.fault = null;
    }
    const delivered = deliver(res, answer);
    if (record) record.delivered = delivered;
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch(() => req.socket.destroy());
  });
  server.keepAliveTimeout = 5_000;
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.on('upgrade', (req, socket, head) => {
    if (state.offline) {
      faults.offline += 1;
      return void socket.destroy();
    }
    const upstream = net.connect({ host: '127.0.0.1', port: target.port }, () => {
      const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      socket.pipe(upstream).pipe(socket);
    });
    const pair = { socket, upstream };
    websockets.add(pair);
    const end = () => {
      websockets.delete(pair);
      socket.destroy();
      upstream.destroy();
    };
    socket.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();

  const cutWebsockets = () => {
    const count = websockets.size;
    for (const { socket, upstream } of [...websockets]) {
      socket.destroy();
      upstream.destroy();
    }
    faults['ws-cut'] += count;
    return count;
  };

  return {
    port: address.port,
    origin: `http://127.0.0.1:${address.port}`,
    requests,
    faults,
    setFaulty: (on) => (state.faulty = on),
    /** Every pull answered 503 for the next `ms`, faults on or off (what a realtime event triggers meets an outage). */
    failPullsFor: (ms) => (state.pullsFailUntil = Date.now() + ms),
    /** Offline: refuse every connection, drop the open ones and the websockets. */
    setOffline(on) {
      state.offline = on;
      if (!on) return;
      for (const { socket, upstream } of [...websockets]) {
        socket.destroy();
        upstream.destroy();
      }
      for (const socket of sockets) socket.destroy();
    },
    cutWebsockets,
    websocketCount: () => websockets.size,
    /**
     * Holds a chef write for a kill: phase 'before' (it never reaches the server) or 'after' (the
     * server committed, the answer waits). Arm it before the tap, then `name(path)` the tap's
     * request (writes wait meanwhile); `held` resolves with its record, `release()` closes it.
     */
    holdNextWrite(phase) {
      let onHeld;
      let release;
      let name;
      const held = new Promise((resolve) => (onHeld = resolve));
      const released = new Promise((resolve) => (release = resolve));
      const named = new Promise((resolve) => (name = resolve));
      const hold = { phase, request: null, onHeld, released, named, matches: () => false };
      state.hold = hold;
      return {
        held,
        name: (path) => {
          hold.matches = (candidate) => candidate === path;
          name();
        },
        release: () => {
          name();
          release();
          if (state.hold === hold) state.hold = null;
        },
      };
    },
    async close() {
      state.hold = null;
      cutWebsockets();
      for (const socket of sockets) socket.destroy();
      agent.destroy();
      await new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
