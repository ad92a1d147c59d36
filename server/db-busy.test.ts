// A database locked by another process (a backup, `npm run admin`) does not freeze the server:
// better-sqlite3 waits synchronously, so a write that cannot get the lock answers 503 with
// Retry-After within milliseconds, and reads (and other requests) go on being served meanwhile.
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, demoPassword, login, startServer, type Harness } from './testing/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startServer();
});
afterAll(() => h.dispose());

/** Holds the write lock from a second connection, as another process would. */
function lockDatabase(): Database.Database {
  const other = new Database(path.join(h.dataDir, 'chef.sqlite'));
  other.exec('BEGIN IMMEDIATE');
  return other;
}

describe('a database locked by another process', () => {
  it('answers a write 503 with Retry-After at once, keeps serving reads, and writes again once free', async () => {
    const chef = await login(h.server.url, 'demo@chef.test');
    const other = lockDatabase();
    try {
      const started = performance.now();
      const timed = async <T>(work: Promise<T>) => {
        const answer = await work;
        return { answer, ms: performance.now() - started };
      };
      const [write, signIn, read] = await Promise.all([
        timed(call(h.server.url, 'POST', '/api/chef/notifications/read-all', { token: chef.token, body: {}, headers: { 'Idempotency-Key': crypto.randomUUID() } })),
        // A sign-in writes its token outside any transaction: it waited the full 5 s before.
        timed(call(h.server.url, 'POST', '/api/login', { body: { email: 'demo@chef.test', password: demoPassword } })),
        timed(call(h.server.url, 'GET', '/api/chef/personal-info/profile', { token: chef.token })),
      ]);
      for (const refused of [write, signIn]) {
        expect(refused.answer.status).toBe(503);
        expect(refused.answer.json.success).toBe(false);
        expect(Number(refused.answer.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
        expect(refused.ms).toBeLessThan(1500);
      }
      expect(read.answer.status).toBe(200);
      expect(read.ms).toBeLessThan(1500);
      expect(h.logs.some((line) => line.startsWith('[error]'))).toBe(false);
    } finally {
      other.exec('ROLLBACK');
      other.close();
    }
    const again = await call(h.server.url, 'POST', '/api/chef/notifications/read-all', { token: chef.token, body: {}, headers: { 'Idempotency-Key': crypto.randomUUID() } });
    expect(again.status).toBe(200);
  });
});
