// Parallel guesses do not pass the login limit. The point is reserved before
// the slow password check, so of a burst of 40 parallel wrong passwords only the limit's 5 are
// checked, and one address's burst cannot use up the account's own limit (20) for everyone.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, startServer, type Harness } from './testing/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startServer({ trustProxy: ['127.0.0.1'] });
});
afterAll(() => h.dispose());

const loginFrom = (address: string, password: string) =>
  call(h.server.url, 'POST', '/api/login', { body: { email: 'demo@chef.test', password }, headers: { 'X-Forwarded-For': address } });

it('checks at most the limit of 40 parallel wrong passwords; the account still opens from elsewhere', async () => {
  const burst = await Promise.all(Array.from({ length: 40 }, () => loginFrom('203.0.113.9', 'Wrong#Pass1')));
  const statuses = burst.map((answer) => answer.status);
  expect(statuses.filter((status) => status === 422)).toHaveLength(5);
  expect(statuses.filter((status) => status === 429)).toHaveLength(35);
  // The burst's address is locked, even with the right password...
  expect((await loginFrom('203.0.113.9', 'Demo#Chef1')).status).toBe(429);
  // ...but not the account: the chef signs in from another address.
  expect((await loginFrom('198.51.100.20', 'Demo#Chef1')).status).toBe(200);
});
