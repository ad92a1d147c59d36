// Failure is a clear answer. A numeric query parameter out of bounds is 422
// (not a 500); reads keep working while another process holds the SQLite write lock or the
// database cannot be written (the token's last-use write is best effort); a timer's job that
// meets such a database logs it and the process lives on.
import Database from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { maxHistoryPage } from './routes/orders.ts';
import { call, login, startServer, type Harness } from './testing/harness.ts';

describe('numeric query parameters (point 7)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startServer();
  });
  afterAll(() => h.dispose());

  it('answers 422 to a page or a size out of bounds, and logs no error', async () => {
    const chef = await login(h.server.url, 'demo@chef.test');
    for (const query of ['page=1e300', `page=${maxHistoryPage + 1}`, 'page=9007199254740993', 'per_page=1e300', 'utc_offset=1e300', 'page=-1', 'page=Infinity', 'page=0x10']) {
      const answer = await call(h.server.url, 'GET', `/api/chef/orders/history?${query}`, { token: chef.token });
      expect(answer.status, query).toBe(422);
    }
    expect((await call(h.server.url, 'GET', `/api/chef/orders/history?page=${maxHistoryPage}`, { token: chef.token })).status).toBe(200);
    expect(h.logs.filter((line) => line.startsWith('[error]'))).toEqual([]);
  });
});

describe('a database that cannot be written (point 8)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startServer();
  });
  afterAll(() => h.dispose());
  /** Makes the token's last use old enough that the next request wants to write it. */
  const staleLastUse = () => h.server.db.prepare('UPDATE tokens SET last_used_at = ? WHERE revoked_at IS NULL').run(new Date(Date.now() - 5 * 60_000).toISOString());
  const reads = ['/api/verify-token', '/api/chef/notifications', '/api/chef/orders/active', '/api/chef/orders/history', '/api/chef/foods', '/api/chef/kitchen', '/api/chef/personal-info/profile'];

  it('answers reads at once while another process holds the write lock', async () => {
    const chef = await login(h.server.url, 'demo@chef.test');
    const other = new Database(h.server.config.databaseFile);
    try {
      staleLastUse();
      other.exec('BEGIN IMMEDIATE');
      for (const route of reads) {
        const startedAt = performance.now();
        const answer = await call(h.server.url, 'GET', route, { token: chef.token });
        expect(answer.status, route).toBe(200);
        expect(performance.now() - startedAt, route).toBeLessThan(1000);
      }
    } finally {
      other.exec('ROLLBACK');
      other.close();
    }
  });

  it('answers reads while the database cannot be written (a full disk, a read-only file)', async () => {
    const chef = await login(h.server.url, 'demo@chef.test');
    staleLastUse();
    h.server.db.pragma('query_only = 1');
    try {
      for (const route of reads) expect((await call(h.server.url, 'GET', route, { token: chef.token })).status, route).toBe(200);
    } finally {
      h.server.db.pragma('query_only = 0');
    }
  });
});

describe('timers (point 9)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('the hourly purge meets a database that cannot be written: logged, and the server lives on', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const h = await startServer();
    try {
      h.server.db.pragma('query_only = 1');
      vi.advanceTimersByTime(60 * 60 * 1000);
      h.server.db.pragma('query_only = 0');
      expect(h.logs.some((line) => line.includes('failed, trying again next round'))).toBe(true);
      expect((await call(h.server.url, 'GET', '/api/cities')).status).toBe(200);
    } finally {
      vi.useRealTimers();
      await h.dispose();
    }
  });
});
