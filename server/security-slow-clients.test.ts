// Slow clients: headers must arrive within the header time-out, a body must keep up a minimum rate
// after its grace (a phone on 2G does; a trickle does not), and one address may hold only so many
// open connections, while the server keeps answering everyone else. Short settings keep it fast.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type Harness } from './testing/harness.ts';
import { rawFrom, requestFrom, trickle, type RawClient } from './testing/from-address.ts';

let h: Harness;
beforeAll(async () => {
  h = await startServer({ headersTimeoutSeconds: 1, bodyGraceSeconds: 1, bodyMinBytesPerSecond: 500, maxConnectionsPerAddress: 3 });
});
afterAll(() => h.dispose());

const loginBody = JSON.stringify({ email: 'demo@chef.test', password: 'wrong password' });
const loginHead = (length: number) => `POST /api/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;
/** Someone else is still served: a login from another address gets its answer. */
async function othersServed(localAddress: string): Promise<void> {
  const answer = await requestFrom(h.server.port, localAddress, 'POST', '/api/login', { headers: { 'Content-Type': 'application/json' }, body: loginBody });
  expect(answer.status).toBe(422);
}

describe('slow headers', () => {
  it('closes a connection whose headers are not complete within the time-out', async () => {
    const slow = await rawFrom(h.server.port, '127.0.3.1');
    void trickle(slow.socket, `GET /api/chef/profile HTTP/1.1\r\nHost: localhost\r\nX-Slow: ${'a'.repeat(200)}`, 1, 100);
    expect(await slow.closedWithin(4000)).toBe(true);
    expect(slow.received()).toMatch(/^HTTP\/1\.1 408/);
  });
});

describe('slow bodies', () => {
  it('answers 408 and closes a body that trickles in after its grace', async () => {
    const slow = await rawFrom(h.server.port, '127.0.3.2');
    const body = loginBody.padEnd(2000, ' ');
    slow.socket.write(loginHead(body.length));
    void trickle(slow.socket, body, 5, 100); // 50 bytes a second
    expect(await slow.closedWithin(5000)).toBe(true);
    expect(slow.received()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('lets a body at 2G pace through', async () => {
    const phone = await rawFrom(h.server.port, '127.0.3.3');
    const body = loginBody.padEnd(6000, ' ');
    phone.socket.write(loginHead(body.length));
    await trickle(phone.socket, body, 200, 100); // 2 kB a second for 3 s
    await phone.closedWithin(1000);
    expect(phone.received()).toMatch(/^HTTP\/1\.1 422/);
    phone.socket.destroy();
  });
});

describe('connections per address', () => {
  it('refuses connections beyond the cap from one address and keeps serving the others', async () => {
    const held: RawClient[] = [];
    for (let i = 0; i < 3; i++) {
      const client = await rawFrom(h.server.port, '127.0.3.4');
      client.socket.write('GET /api/chef/profile HTTP/1.1\r\nHost: local'); // never finished
      held.push(client);
    }
    const over = await rawFrom(h.server.port, '127.0.3.4');
    expect(await over.closedWithin(2000)).toBe(true);
    expect(over.received()).toMatch(/^HTTP\/1\.1 503/);
    await othersServed('127.0.3.5');
    // A place comes back when a connection closes.
    held[0]?.socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await othersServed('127.0.3.4');
    for (const client of held) client.socket.destroy();
  });
});

describe('connections in all', () => {
  let small: Harness;
  beforeAll(async () => {
    small = await startServer({ maxConnections: 4 });
  });
  afterAll(() => small.dispose());

  it('closes a new connection beyond the cap at once, and keeps serving the open ones', async () => {
    const served = await rawFrom(small.server.port, '127.0.6.1');
    const held: RawClient[] = [served];
    for (let i = 2; i <= 4; i++) held.push(await rawFrom(small.server.port, `127.0.6.${i}`));
    const over = await rawFrom(small.server.port, '127.0.6.5');
    expect(await over.closedWithin(2000)).toBe(true);
    // An open keep-alive connection is still answered.
    served.socket.write('GET /api/cities HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await expect.poll(() => served.received(), { timeout: 3000 }).toMatch(/^HTTP\/1\.1 200/);
    for (const client of held) client.socket.destroy();
  });
});
