// Test helpers for pushes: register a device's push token as the app does, and read the push log
// through the admin endpoint (what the server stored for each device).
import { expect } from 'vitest';
import { call, type Harness } from './harness.ts';

export interface LoggedPush {
  token: string;
  notification_id: number | null;
  outcome: string;
  message: {
    token: string;
    notification: { title: string; body: string };
    data: Record<string, string>;
    webpush: { headers: { Urgency: string }; fcm_options?: { link: string } };
  };
}

export async function registerDevice(h: Harness, bearer: string, fcmToken: string): Promise<void> {
  const answer = await call(h.server.url, 'POST', '/api/chef/firebase/fcm-token', { token: bearer, body: { fcm_token: fcmToken } });
  expect(answer.status).toBe(200);
}

export async function pushLogOf(h: Harness, email: string): Promise<{ mode: string; devices: string[]; pushes: LoggedPush[] }> {
  const answer = await call(h.server.url, 'GET', `/admin/push-log?email=${encodeURIComponent(email)}&limit=100`, { token: h.server.adminToken });
  expect(answer.status).toBe(200);
  return answer.json.result as { mode: string; devices: string[]; pushes: LoggedPush[] };
}

/** The pushes of one notification, per device token (sorted). */
export async function pushesOf(h: Harness, email: string, notificationId: number): Promise<LoggedPush[]> {
  const { pushes } = await pushLogOf(h, email);
  return pushes.filter((push) => push.notification_id === notificationId).sort((a, b) => a.token.localeCompare(b.token));
}
