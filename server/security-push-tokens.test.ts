// Push tokens have limits. A token is at most 512 characters (FCM's are about
// 160-200), a chef keeps at most 10 (the least recently registered goes), registrations are
// rate-limited per chef (429), and the push log is purged by age (30 days), at start and hourly.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxPushTokenLength, maxPushTokensPerChef } from './store/fcm-tokens.ts';
import { pushLogRetentionDays } from './store/push-log.ts';
import { call, login, startServer, type Harness } from './testing/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startServer({ rateLimits: { pushTokensPerChef: 15 } });
});
afterAll(() => h.dispose());

const register = (token: string, fcm_token: string) => call(h.server.url, 'POST', '/api/chef/firebase/fcm-token', { token, body: { fcm_token } });
const tokensOf = (chefId: number) => (h.server.db.prepare('SELECT token FROM fcm_tokens WHERE chef_id = ? ORDER BY token').all(chefId) as { token: string }[]).map((row) => row.token);

describe('push tokens (point 6)', () => {
  it('refuses a token longer than the cap, or with spaces or control characters (422)', async () => {
    const chef = await login(h.server.url, 'new@chef.test');
    for (const bad of ['x'.repeat(250 * 1024), 'x'.repeat(maxPushTokenLength + 1), 'two words', 'line\nbreak']) {
      const answer = await register(chef.token, bad);
      expect(answer.status).toBe(422);
      expect(answer.json.errors?.fcm_token?.[0]).toBeTruthy();
    }
    expect((await register(chef.token, 'x'.repeat(maxPushTokenLength))).status).toBe(200);
    expect(tokensOf(chef.id)).toEqual(['x'.repeat(maxPushTokenLength)]);
  });

  it('keeps the chef’s most recent tokens only, and limits the rate of registrations (429)', async () => {
    const chef = await login(h.server.url, 'profile@chef.test');
    const names = Array.from({ length: maxPushTokensPerChef + 3 }, (_, i) => `device-${String(i).padStart(2, '0')}`);
    for (const name of names) expect((await register(chef.token, name)).status).toBe(200);
    expect(tokensOf(chef.id)).toEqual(names.slice(3));
    expect((await register(chef.token, 'device-99')).status).toBe(200);
    expect((await register(chef.token, 'device-98')).status).toBe(200);
    const limited = await register(chef.token, 'device-97');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
  });
});

describe('push log (point 6)', () => {
  it(`purges entries older than ${pushLogRetentionDays} days at start`, async () => {
    const chefId = (h.server.db.prepare("SELECT id FROM chefs WHERE email = 'demo@chef.test'").get() as { id: number }).id;
    const insert = h.server.db.prepare("INSERT INTO push_log (chef_id, token, notification_id, message, outcome, created_at) VALUES (?, 't', NULL, '{}', 'logged', ?)");
    insert.run(chefId, new Date(Date.now() - (pushLogRetentionDays + 1) * 86_400_000).toISOString());
    insert.run(chefId, new Date(Date.now() - 86_400_000).toISOString());
    await h.stop();
    const again = await startServer({ dataDir: h.dataDir });
    try {
      const ages = again.server.db.prepare('SELECT created_at FROM push_log WHERE chef_id = ?').all(chefId) as { created_at: string }[];
      expect(ages).toHaveLength(1);
      expect(Date.now() - Date.parse(ages[0]?.created_at ?? '')).toBeLessThan(2 * 86_400_000);
    } finally {
      await again.stop();
    }
  });
});
