// Notifications, push token and profile routes; a server fault answers JSON 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startServer, type Harness } from './testing/harness.ts';

let h: Harness;
let url: string;
beforeAll(async () => {
  h = await startServer();
  url = h.server.url;
});
afterAll(() => h.dispose());

type Listed = { id: number; read_at: string | null; data: { title: string } }[];

describe('notifications', () => {
  it('lists newest first, marks one read, 404 for a notification of another chef', async () => {
    const demo = await login(url, 'demo@chef.test');
    const other = await login(url, 'pending@chef.test');
    const list = (await call(url, 'GET', '/api/chef/notifications', { token: demo.token })).json.result as Listed;
    expect(list.map((n) => n.data.title)).toEqual(['Orders work offline too', 'Your account is approved']);
    const [newest] = list;
    if (!newest) throw new Error('no notifications');

    expect((await call(url, 'POST', `/api/chef/notifications/read/${newest.id}`, { token: other.token })).status).toBe(404);
    expect((await call(url, 'POST', '/api/chef/notifications/read/999999', { token: demo.token })).status).toBe(404);
    const read = await call(url, 'POST', `/api/chef/notifications/read/${newest.id}`, { token: demo.token });
    expect(read.status).toBe(200);
    expect(read.json.result).toMatchObject({ id: newest.id, read_at: expect.any(String) });

    const after = (await call(url, 'GET', '/api/chef/notifications', { token: demo.token })).json.result as Listed;
    expect(after.map((n) => n.read_at !== null)).toEqual([true, false]);
    expect((await call(url, 'GET', '/api/chef/notifications', { token: other.token })).json.result).toEqual([]);
  });

  it('stores the push token once per device', async () => {
    const demo = await login(url, 'demo@chef.test');
    for (let i = 0; i < 2; i++) {
      const answer = await call(url, 'POST', '/api/chef/firebase/fcm-token', { token: demo.token, body: { fcm_token: 'device-token' } });
      expect(answer.status).toBe(200);
    }
    expect(h.server.db.prepare('SELECT chef_id, token FROM fcm_tokens').all()).toEqual([{ chef_id: demo.id, token: 'device-token' }]);
    const missing = await call(url, 'POST', '/api/chef/firebase/fcm-token', { token: demo.token, body: {} });
    expect(missing.json.errors).toEqual({ fcm_token: ['The push token is required.'] });
  });

  it('answers the profile as the contract user, and the seeded cities', async () => {
    const demo = await login(url, 'demo@chef.test');
    const profile = await call(url, 'GET', '/api/chef/personal-info/profile', { token: demo.token });
    expect(profile.json.result).toMatchObject({ id: demo.id, email: 'demo@chef.test', status: 'approved', city: 'Vilnius' });
    const cities = (await call(url, 'GET', '/api/cities')).json.result as { name: string }[];
    expect(cities.map((c) => c.name).sort()).toEqual(['Kaunas', 'Klaipėda', 'Panevėžys', 'Vilnius', 'Šiauliai'].sort());
  });
});

describe('server faults', () => {
  it('answer JSON 500 without leaking details', async () => {
    const broken = await startServer();
    try {
      const { token } = await login(broken.server.url, 'demo@chef.test');
      broken.server.db.close();
      const answer = await call(broken.server.url, 'GET', '/api/chef/notifications', { token });
      expect(answer.status).toBe(500);
      expect(answer.json).toEqual({ success: false, message: 'Server error. Please try again later.' });
      expect(broken.logs.some((line) => line.startsWith('[error] GET /api/chef/notifications'))).toBe(true);
    } finally {
      await broken.dispose();
    }
  });
});
