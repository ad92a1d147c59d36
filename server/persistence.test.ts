// Storage survives a restart: same DATA_DIR, migrations run once, seed not repeated.
import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { call, login, startServer, tempDir } from './testing/harness.ts';

const dataDir = tempDir();
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('persistence', () => {
  it('keeps chefs, tokens, notifications and the admin token across a restart', async () => {
    const first = await startServer({ dataDir });
    const body = { first_name: 'Lina', last_name: 'Linaitė', email: 'lina@chef.test', password: 'Secret#123', password_confirmation: 'Secret#123' };
    const registered = await call(first.server.url, 'POST', '/api/chef/auth/register', { body });
    const token = (registered.json.result as { token: string }).token;
    const { id } = await login(first.server.url, 'demo@chef.test');
    first.server.broadcastToChef(id, { type: 'info', title: 'Kept across restarts' });
    const adminToken = first.server.adminToken;
    expect(first.logs).toContain('[db] migration 1 (foundation) applied');
    await first.stop();

    const second = await startServer({ dataDir });
    try {
      expect(second.logs.some((line) => line.startsWith('[db] migration'))).toBe(false);
      expect(second.logs.some((line) => line.startsWith('[db] seeded'))).toBe(false);
      expect(second.server.adminToken).toBe(adminToken);
      const profile = await call(second.server.url, 'GET', '/api/chef/personal-info/profile', { token });
      expect(profile.status).toBe(200);
      expect(profile.json.result).toMatchObject({ email: 'lina@chef.test', status: 'registered' });
      const demo = await login(second.server.url, 'demo@chef.test');
      const list = await call(second.server.url, 'GET', '/api/chef/notifications', { token: demo.token });
      expect((list.json.result as { data: { title: string } }[])[0]?.data.title).toBe('Kept across restarts');
      expect(second.server.db.prepare('SELECT COUNT(*) AS n FROM chefs').get()).toEqual({ n: 6 });
    } finally {
      await second.stop();
    }
  });
});
