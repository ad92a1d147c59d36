// At the cap on open connections in all, the room is shared fairly: many connections from a few
// addresses (each under its own cap) cannot keep a chef with one connection out; the newcomer takes
// the place of the heaviest address's oldest connection, and that address's own newcomers are
// closed. Caps are small here to keep it fast.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { rawFrom, requestFrom, type RawClient } from './testing/from-address.ts';
import { startServer, type Harness } from './testing/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startServer({ maxConnections: 6, maxConnectionsPerAddress: 100, headersTimeoutSeconds: 30 });
});
afterAll(() => h.dispose());

const loginBody = JSON.stringify({ email: 'demo@chef.test', password: 'wrong password' });

it('a chef still gets an answer while one address holds every connection the server allows', async () => {
  const held: RawClient[] = [];
  for (let i = 0; i < 6; i++) {
    const client = await rawFrom(h.server.port, '127.0.5.1');
    client.socket.write('GET /api/chef/profile HTTP/1.1\r\nHost: local'); // never finished
    held.push(client);
  }
  const chef = await requestFrom(h.server.port, '127.0.5.2', 'POST', '/api/login', { headers: { 'Content-Type': 'application/json' }, body: loginBody });
  expect(chef.status).toBe(422);
  // The heaviest address paid for it: its oldest connection was closed.
  expect(await held[0]!.closedWithin(2000)).toBe(true);
  // Once the room is full again, a newcomer of that address finds none.
  const filler = await rawFrom(h.server.port, '127.0.5.1');
  held.push(filler);
  expect(await filler.closedWithin(300)).toBe(false);
  const more = await rawFrom(h.server.port, '127.0.5.1');
  expect(await more.closedWithin(2000)).toBe(true);
  for (const client of held) client.socket.destroy();
});
