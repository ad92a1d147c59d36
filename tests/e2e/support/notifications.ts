// Arranging and checking the notification tests: a fresh approved chef of the test's own (so
// parallel workers never share notifications), notifications sent through the admin endpoint or
// the admin command (`npm run admin -- notify ...`), and the chef's notifications as the server
// stores them.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, type APIRequestContext } from '@playwright/test';
import { registerChef, type ChefAccount } from './api.ts';
import { E2E_ADMIN_TOKEN } from './env.ts';

const json = { Accept: 'application/json', Language: 'en' };
const admin = { ...json, Authorization: `Bearer ${E2E_ADMIN_TOKEN}` };

export type ServerNotification = { id: number | string; type: string; data: { title: string; body: string; action_url: string | null }; read_at: string | null; created_at: string };
export type NewNotification = { title: string; body?: string; action_url?: string | null; type?: string };

/** A new chef, approved by the admin endpoint (which also sends them "Your account is approved"). */
export async function approvedChef(request: APIRequestContext, label: string): Promise<ChefAccount & { password: string }> {
  const chef = await registerChef(request, label);
  const response = await request.post('/admin/chefs/approve', { headers: admin, data: { email: chef.user.email } });
  expect(response.ok(), `admin approve ${chef.user.email}: ${await response.text()}`).toBe(true);
  return { ...chef, user: { ...chef.user, status: 'approved' } };
}

/** POST /admin/notify: stores the notification and broadcasts it on the chef's channel. */
export async function sendNotification(request: APIRequestContext, email: string, notification: NewNotification): Promise<ServerNotification> {
  const response = await request.post('/admin/notify', { headers: admin, data: { email, ...notification } });
  expect(response.ok(), `admin notify ${email}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { result: { notification: ServerNotification } }).result.notification;
}

/** The admin command against the test server, as a developer types it. */
export async function adminCommand(baseURL: string, args: string[]): Promise<string> {
  const port = new URL(baseURL).port;
  const { stdout } = await promisify(execFile)('node_modules/.bin/tsx', ['tools/admin.ts', ...args], {
    env: { ...process.env, PORT: port, ADMIN_TOKEN: E2E_ADMIN_TOKEN },
    timeout: 20_000,
  });
  return stdout;
}

/** GET /api/chef/notifications with the chef's token: what the server stores. */
export async function serverNotifications(request: APIRequestContext, token: string): Promise<ServerNotification[]> {
  const response = await request.get('/api/chef/notifications', { headers: { ...json, Authorization: `Bearer ${token}` } });
  expect(response.status(), 'GET /api/chef/notifications').toBe(200);
  return ((await response.json()) as { result: ServerNotification[] }).result;
}

export async function serverNotification(request: APIRequestContext, token: string, title: string): Promise<ServerNotification> {
  const found = (await serverNotifications(request, token)).find((notification) => notification.data.title === title);
  if (!found) throw new Error(`the server has no notification "${title}"`);
  return found;
}

/** A title no other test uses. */
export function uniqueTitle(label: string): string {
  return `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}
