// Admin endpoints and the `npm run admin` command (tools/admin.ts) against a live server.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin, type AdminEnv } from '../tools/admin.ts';
import { call, login, startServer, type Harness } from './testing/harness.ts';

let h: Harness;
let env: AdminEnv;
beforeAll(async () => {
  h = await startServer();
  // No ADMIN_TOKEN: the command finds the generated one in DATA_DIR.
  env = { PORT: String(h.server.port), DATA_DIR: h.dataDir };
});
afterAll(() => h.dispose());

const notificationsOf = async (email: string) => {
  const { token } = await login(h.server.url, email);
  return (await call(h.server.url, 'GET', '/api/chef/notifications', { token })).json.result as {
    type: string;
    data: { title: string; action_url: string | null };
  }[];
};

describe('admin endpoints', () => {
  it('set-status tells a chef put on hold (suspended, inactive) with an account_status notification, and no one else', async () => {
    const admin = { token: h.server.adminToken };
    const before = (await notificationsOf('profile@chef.test')).length;
    await call(h.server.url, 'POST', '/admin/chefs/status', { ...admin, body: { email: 'profile@chef.test', status: 'document_uploaded' } });
    expect(await notificationsOf('profile@chef.test')).toHaveLength(before);
    await call(h.server.url, 'POST', '/admin/chefs/status', { ...admin, body: { email: 'profile@chef.test', status: 'suspended' } });
    const [newest] = await notificationsOf('profile@chef.test');
    expect(newest).toMatchObject({ type: 'account_status', data: { title: 'Your account is suspended', action_url: '/account-on-hold' } });
    await call(h.server.url, 'POST', '/admin/chefs/status', { ...admin, body: { email: 'profile@chef.test', status: 'personal_info_filled' } });
  });

  it('are never reachable without the admin token', async () => {
    expect(fs.readFileSync(path.join(h.dataDir, 'admin-token'), 'utf8').trim()).toBe(h.server.adminToken);
    const { token: chefToken } = await login(h.server.url, 'demo@chef.test');
    for (const token of [null, 'wrong', chefToken]) {
      expect((await call(h.server.url, 'POST', '/admin/chefs/approve', { token, body: { email: 'new@chef.test' } })).status).toBe(401);
      expect((await call(h.server.url, 'GET', '/admin/mailbox?email=demo@chef.test', { token })).status).toBe(401);
      expect((await call(h.server.url, 'GET', '/admin/anything', { token })).status).toBe(401);
    }
  });
});

describe('npm run admin', () => {
  it('approve sets the status and notifies the chef', async () => {
    expect(await runAdmin(['approve', 'new@chef.test'], env)).toEqual(['new@chef.test is approved.']);
    const { token } = await login(h.server.url, 'new@chef.test');
    const profile = await call(h.server.url, 'GET', '/api/chef/personal-info/profile', { token });
    expect(profile.json.result).toMatchObject({ status: 'approved' });
    expect((await notificationsOf('new@chef.test'))[0]).toMatchObject({ type: 'account_status', data: { title: 'Your account is approved' } });
  });

  it('set-status changes the status and rejects an unknown one', async () => {
    await runAdmin(['set-status', 'docs@chef.test', 'suspended'], env);
    const { token } = await login(h.server.url, 'docs@chef.test');
    expect((await call(h.server.url, 'GET', '/api/verify-token', { token })).json.result).toMatchObject({ user: { status: 'suspended' } });
    await expect(runAdmin(['set-status', 'docs@chef.test', 'famous'], env)).rejects.toThrow(/Status must be one of/);
  });

  it('notify stores and broadcasts with an optional action URL and type', async () => {
    await runAdmin(['notify', 'demo@chef.test', 'New order', 'Order #7 is waiting', '/orders/active', '--type', 'new_order'], env);
    expect((await notificationsOf('demo@chef.test'))[0]).toMatchObject({
      type: 'new_order',
      data: { title: 'New order', action_url: '/orders/active' },
    });
  });

  it('mailbox shows the last codes sent', async () => {
    await call(h.server.url, 'POST', '/api/chef/auth/forgot-password', { body: { email: 'pending@chef.test' } });
    const lines = await runAdmin(['mailbox', 'pending@chef.test'], env);
    expect(lines[0]).toMatch(/\s[A-Z0-9]{6}\s+Your password reset code/);
  });

  it('fails clearly for an unknown e-mail, a wrong token, a stopped server and an unknown command', async () => {
    await expect(runAdmin(['approve', 'ghost@chef.test'], env)).rejects.toThrow('No chef has the email ghost@chef.test.');
    await expect(runAdmin(['approve', 'new@chef.test'], { ...env, ADMIN_TOKEN: 'nope' })).rejects.toThrow(/refused the admin token/);
    await expect(runAdmin(['approve'], env)).rejects.toThrow('Usage: npm run admin -- approve EMAIL');
    await expect(runAdmin(['frobnicate'], env)).rejects.toThrow(/Unknown command "frobnicate"/);
    expect((await runAdmin(['help'], env))[0]).toContain('set-status EMAIL STATUS');
    const stopped = await startServer();
    const port = String(stopped.server.port);
    await stopped.dispose();
    await expect(runAdmin(['approve', 'new@chef.test'], { PORT: port, ADMIN_TOKEN: 'x' })).rejects.toThrow(
      'Is the server running? Start it with npm start',
    );
  });
});
