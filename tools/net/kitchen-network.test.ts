// The kitchen network on real sockets: the throttle holds its rate (within 15 %), one bucket is
// shared by every connection, 'hang' accepts and never forwards (and lets go when the internet is
// back), 'refuse' closes, a stalled answer sends its headers and holds its body, a cut closes
// websockets too, and bytes are counted per request on a keep-alive connection.
import http from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { startKitchenNetwork, type KitchenNetwork } from './kitchen-network.mjs';

interface Answer {
  status: number;
  body: string;
  headersAt: number;
  endAt: number;
}

let server: http.Server;
let wss: WebSocketServer;
let kitchen: KitchenNetwork;
let seen: string[];
let agent: http.Agent;

beforeEach(async () => {
  seen = [];
  server = http.createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    let size = 0;
    req.on('data', (chunk: Buffer) => (size += chunk.length));
    req.on('end', () => {
      const download = /^\/download\/(\d+)/.exec(req.url ?? '');
      const body = download ? 'x'.repeat(Number(download[1])) : JSON.stringify({ received: size });
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
      res.end(body);
    });
  });
  wss = new WebSocketServer({ server });
  wss.on('connection', (socket) => socket.on('message', (data) => socket.send(`echo ${String(data)}`)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  kitchen = await startKitchenNetwork({ target: { port: (server.address() as AddressInfo).port }, port: 0 });
  agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
});

afterEach(async () => {
  agent.destroy();
  await kitchen.close();
  for (const client of wss.clients) client.terminate();
  wss.close();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** A request through the kitchen network; resolves with the answer, rejects on a socket error. */
function send(method: string, path: string, body = '', options: { agent?: http.Agent | false } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port: kitchen.port, method, path, agent: options.agent ?? false, headers: body ? { 'content-length': Buffer.byteLength(body) } : {} },
      (response) => {
        const headersAt = performance.now();
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text, headersAt, endAt: performance.now() }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** Settles after `ms` with 'pending' unless the promise settled first (proves something did NOT happen). */
const within = <T,>(promise: Promise<T>, ms: number) =>
  Promise.race([promise.then((value) => ({ value }), (error: unknown) => ({ error })), new Promise<'pending'>((resolve) => setTimeout(() => resolve('pending'), ms))]);

const kilobytes = (n: number) => 'a'.repeat(n * 1000);

describe('the kitchen network', () => {
  it('passes requests untouched when nothing is set', async () => {
    const answer = await send('POST', '/api/echo', 'hello');
    expect(answer).toMatchObject({ status: 200, body: '{"received":5}' });
    expect(kitchen.counters().requests).toEqual([expect.objectContaining({ line: 'POST /api/echo HTTP/1.1', stalled: false })]);
  });

  it('throttles the uplink to its rate, within 15 %', async () => {
    kitchen.setUplink(100_000);
    const started = performance.now();
    const answer = await send('POST', '/upload', kilobytes(200));
    const seconds = (answer.endAt - started) / 1000;
    expect(answer.body).toBe('{"received":200000}');
    expect(seconds).toBeGreaterThan(2 * 0.85);
    expect(seconds).toBeLessThan(2 * 1.15);
    expect(kitchen.counters().bytesUp).toBeGreaterThan(200_000);
  });

  it('throttles the downlink to its rate, within 15 %', async () => {
    kitchen.setDownlink(100_000);
    const started = performance.now();
    const answer = await send('GET', '/download/200000');
    const seconds = (answer.endAt - started) / 1000;
    expect(answer.body).toHaveLength(200_000);
    expect(seconds).toBeGreaterThan(2 * 0.85);
    expect(seconds).toBeLessThan(2 * 1.15);
  });

  it('shares one uplink between connections: a small request waits its turn behind a big upload', async () => {
    kitchen.setUplink(100_000);
    const started = performance.now();
    const big = send('POST', '/upload/photo', kilobytes(150));
    const small = send('POST', '/api/accept', kilobytes(50));
    const [bigAnswer, smallAnswer] = await Promise.all([big, small]);
    const lastSeconds = (Math.max(bigAnswer.endAt, smallAnswer.endAt) - started) / 1000;
    // 200 kB through one 100 kB/s bucket takes 2 s, whoever sends them (two buckets: 1.5 s).
    expect(lastSeconds).toBeGreaterThan(2 * 0.85);
    expect(lastSeconds).toBeLessThan(2 * 1.15);
    // Slices interleave: the small request is not held until the big one is done, nor sent at full speed.
    const smallSeconds = (smallAnswer.endAt - started) / 1000;
    expect(smallSeconds).toBeGreaterThan(0.85);
    expect(smallSeconds).toBeLessThan(1.5);
  });

  it('attributes uplink bytes to each request of a keep-alive connection', async () => {
    await send('POST', '/first', kilobytes(10), { agent });
    await send('POST', '/second', kilobytes(3), { agent });
    const { requests, connections, bytesUp } = kitchen.counters();
    expect(connections).toBe(1);
    expect(requests.map((request) => request.line)).toEqual(['POST /first HTTP/1.1', 'POST /second HTTP/1.1']);
    const [first, second] = requests.map((request) => request.bytesUp);
    expect(first).toBeGreaterThan(10_000);
    expect(first).toBeLessThan(10_300);
    expect(second).toBeGreaterThan(3_000);
    expect(second).toBeLessThan(3_300);
    expect((first ?? 0) + (second ?? 0)).toBe(bytesUp);
    kitchen.resetCounters();
    expect(kitchen.counters()).toEqual({ bytesUp: 0, bytesDown: 0, connections: 0, requests: [] });
  });

  it("'hang' accepts connections and forwards nothing, new or open, until the internet is back", async () => {
    await send('GET', '/before', '', { agent });
    kitchen.setOutage('hang');
    const onOpenConnection = send('GET', '/on-the-open-connection', '', { agent });
    const onNewConnection = send('GET', '/on-a-new-connection');
    expect(await within(Promise.all([onOpenConnection, onNewConnection]), 1_000)).toBe('pending');
    expect(seen).toEqual(['GET /before']);
    expect(kitchen.counters().connections).toBe(2);
    kitchen.setOutage(null);
    const [open, fresh] = await Promise.all([onOpenConnection, onNewConnection]);
    expect(open.status).toBe(200);
    expect(fresh.status).toBe(200);
    expect(seen.sort()).toEqual(['GET /before', 'GET /on-a-new-connection', 'GET /on-the-open-connection']);
  });

  it("'hang' delivers nothing the browser gave up on, on a new connection or an open one", async () => {
    kitchen.setOutage('hang');
    const openRaw = (path: string) =>
      new Promise<Socket>((resolve) => {
        const socket = connect(kitchen.port, '127.0.0.1', () => {
          socket.write(`POST ${path} HTTP/1.1\r\nHost: kitchen\r\nContent-Length: 2\r\n\r\n{}`);
          resolve(socket);
        });
      });
    const fresh = await openRaw('/given-up-new');
    await expect.poll(() => kitchen.counters().connections).toBe(1);
    fresh.end(); // the browser's deadline passed: it closes
    await expect.poll(() => kitchen.openConnections()).toBe(0);
    kitchen.setOutage(null);
    const open = await openRaw('/answered');
    const answered = new Promise<string>((resolve) => open.once('data', (chunk: Buffer) => resolve(chunk.toString('latin1'))));
    expect(await answered).toMatch(/^HTTP\/1.1 200/);
    kitchen.setOutage('hang');
    open.write('POST /given-up-open HTTP/1.1\r\nHost: kitchen\r\nContent-Length: 2\r\n\r\n{}');
    await expect.poll(() => kitchen.counters().bytesUp).toBeGreaterThan(0);
    open.end();
    await expect.poll(() => kitchen.openConnections()).toBe(0);
    kitchen.setOutage(null);
    expect((await send('GET', '/after')).status).toBe(200);
    expect(seen).toEqual(['POST /answered', 'GET /after']);
  });

  it("'refuse' closes new connections at once and destroys the open ones", async () => {
    const ws = new WebSocket(`ws://127.0.0.1:${kitchen.port}/socket`);
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    const closed = new Promise((resolve) => ws.once('close', resolve));
    kitchen.setOutage('refuse');
    await closed;
    await expect(send('GET', '/refused')).rejects.toThrow(/socket hang up|ECONNRESET/);
    expect(seen).toEqual([]);
    expect(kitchen.openConnections()).toBe(0);
    kitchen.setOutage(null);
    expect((await send('GET', '/back')).status).toBe(200);
  });

  it('stalls a matching answer after its headers, until the stall is lifted; others pass', async () => {
    kitchen.stallAnswers(/^POST \/api\/chef\/orders\/\d+\/accept /);
    const headers = new Promise<number>((resolve) => {
      const request = http.request({ host: '127.0.0.1', port: kitchen.port, method: 'POST', path: '/api/chef/orders/1/accept', agent: false, headers: { 'content-length': 2 } }, (response) => {
        resolve(response.statusCode ?? 0);
        response.resume();
      });
      request.end('{}');
    });
    expect(await headers).toBe(200); // the headers reached the client: the server answered
    expect(seen).toEqual(['POST /api/chef/orders/1/accept']);
    const stalled = send('POST', '/api/chef/orders/2/accept', '{}');
    const other = await send('POST', '/api/chef/orders/3/refuse', '{}');
    expect(other.body).toBe('{"received":2}');
    const waiting = await within(stalled, 800);
    expect(waiting).toBe('pending');
    expect(kitchen.counters().requests.filter((request) => request.stalled).map((request) => request.line)).toEqual([
      'POST /api/chef/orders/1/accept HTTP/1.1',
      'POST /api/chef/orders/2/accept HTTP/1.1',
    ]);
    kitchen.stallAnswers(null);
    const released = await stalled;
    expect(released.body).toBe('{"received":2}');
    expect(released.endAt - released.headersAt).toBeGreaterThan(700); // the body came long after the headers
  });

  it('cuts every open connection, websockets included, and lets the next ones through', async () => {
    const ws = new WebSocket(`ws://127.0.0.1:${kitchen.port}/socket`);
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    const echo = new Promise<string>((resolve) => ws.once('message', (data) => resolve(String(data))));
    ws.send('order 7');
    expect(await echo).toBe('echo order 7');
    const closed = new Promise((resolve) => ws.once('close', resolve));
    kitchen.cutConnections();
    await closed;
    expect(kitchen.openConnections()).toBe(0);
    expect((await send('GET', '/after-the-blip')).status).toBe(200);
  });

  it('survives a client that resets mid-upload and closes everything on close()', async () => {
    kitchen.setUplink(20_000);
    const upload = send('POST', '/upload', kilobytes(100));
    await expect.poll(() => kitchen.counters().bytesUp).toBeGreaterThan(1_000);
    kitchen.cutConnections();
    await expect(upload).rejects.toThrow();
    kitchen.setUplink(Infinity);
    expect((await send('GET', '/still-alive')).status).toBe(200);
    const ws = new WebSocket(`ws://127.0.0.1:${kitchen.port}/socket`);
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    const closed = new Promise((resolve) => ws.once('close', resolve));
    await kitchen.close();
    await closed;
    await expect(send('GET', '/after-close')).rejects.toThrow(/ECONNREFUSED/);
  });
});
