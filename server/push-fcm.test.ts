// With FIREBASE_SERVICE_ACCOUNT the pushes go out through FCM's HTTP v1 API (a local fake of it
// and of Google's token endpoint, which checks the service account's signature): one message per
// device with the bearer token google-auth-library obtained; FCM's "unregistered" (and a 404, and
// INVALID_ARGUMENT about the token) makes the server forget that token; other failures keep it.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startServer, tempDir, type Harness } from './testing/harness.ts';
import { startFakeFcm, type FakeFcm } from './testing/fake-fcm.ts';
import { pushesOf, pushLogOf, registerDevice } from './testing/push.ts';

let fcm: FakeFcm;
let h: Harness;
let accountDir: string;
beforeAll(async () => {
  fcm = await startFakeFcm();
  accountDir = tempDir('chef-fcm-');
  h = await startServer({ firebaseServiceAccount: fcm.writeServiceAccount(accountDir), fcmEndpoint: fcm.origin, publicUrl: 'https://chef.example' });
});
afterAll(async () => {
  await h.dispose();
  await fcm.close();
  fs.rmSync(accountDir, { recursive: true, force: true });
});

const devices = () => h.server.db.prepare('SELECT token FROM fcm_tokens ORDER BY token').all().map((row) => (row as { token: string }).token);

describe('pushes through FCM', () => {
  it('sends one message per device with the service account’s bearer token, and forgets an unregistered token', async () => {
    const demo = await login(h.server.url, 'demo@chef.test');
    await registerDevice(h, demo.token, 'good-device');
    await registerDevice(h, demo.token, 'gone-device');
    fcm.answerFor.set('gone-device', {
      status: 404,
      body: { error: { code: 404, message: 'Requested entity was not found.', status: 'NOT_FOUND', details: [{ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode: 'UNREGISTERED' }] } },
    });

    const placed = await call(h.server.url, 'POST', '/admin/orders', { token: h.server.adminToken, body: { email: 'demo@chef.test' } });
    expect(placed.status).toBe(201);
    const { order, notification } = placed.json.result as { order: { id: number; number: string }; notification: { id: number; title: string; body: string; action_url: string } };
    await h.server.push.drained();

    const sent = fcm.sends.filter((request) => request.body.message?.token === 'good-device');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toEqual({
      path: `/v1/projects/${fcm.projectId}/messages:send`,
      authorization: `Bearer ${fcm.accessToken}`,
      body: {
        message: {
          token: 'good-device',
          notification: { title: notification.title, body: notification.body },
          data: {
            title: notification.title,
            body: notification.body,
            action_url: notification.action_url,
            type: 'new_order',
            notification_id: String(notification.id),
            order_id: String(order.id),
            order_number: order.number,
            reminder: '0',
          },
          webpush: { headers: { Urgency: 'high' }, fcm_options: { link: `https://chef.example${notification.action_url}` } },
        },
      },
    });
    // The token came from a JWT signed with the account's key, asking for FCM's scope.
    expect(fcm.assertions[0]).toMatchObject({ iss: fcm.clientEmail, scope: 'https://www.googleapis.com/auth/firebase.messaging' });

    expect(fcm.sends.some((request) => request.body.message?.token === 'gone-device')).toBe(true);
    expect(devices()).toEqual(['good-device']);
    expect((await pushesOf(h, 'demo@chef.test', notification.id)).map((push) => [push.token, push.outcome.split(':')[0]])).toEqual([
      ['gone-device', 'token removed'],
      ['good-device', 'sent'],
    ]);

    // The next push goes to the remaining device only.
    const before = fcm.sends.length;
    await call(h.server.url, 'POST', '/admin/notify', { token: h.server.adminToken, body: { email: 'demo@chef.test', title: 'Still here' } });
    await h.server.push.drained();
    expect(fcm.sends.slice(before).map((request) => request.body.message?.token)).toEqual(['good-device']);
  });

  it('forgets a token FCM calls invalid, keeps one whose push failed for another reason, and never crashes', async () => {
    const chef = await login(h.server.url, 'pending@chef.test');
    await registerDevice(h, chef.token, 'malformed-token');
    await registerDevice(h, chef.token, 'busy-device');
    fcm.answerFor.set('malformed-token', {
      status: 400,
      body: { error: { code: 400, message: 'The registration token is not a valid FCM registration token', status: 'INVALID_ARGUMENT', details: [{ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode: 'INVALID_ARGUMENT' }] } },
    });
    fcm.answerFor.set('busy-device', { status: 503, body: { error: { code: 503, message: 'The service is currently unavailable.', status: 'UNAVAILABLE' } } });

    const answer = await call(h.server.url, 'POST', '/admin/notify', { token: h.server.adminToken, body: { email: 'pending@chef.test', title: 'Hello' } });
    expect(answer.status).toBe(200);
    await h.server.push.drained();
    expect((await pushLogOf(h, 'pending@chef.test')).devices).toEqual(['busy-device']);
    expect(h.logs.some((line) => line.startsWith('[push]') && line.includes('503 UNAVAILABLE'))).toBe(true);
    // The server still answers.
    expect((await call(h.server.url, 'GET', '/api/chef/notifications', { token: chef.token })).status).toBe(200);
  });

  it('refuses to start with a file that is not a service account', async () => {
    const file = path.join(accountDir, 'not-an-account.json');
    fs.writeFileSync(file, JSON.stringify({ type: 'authorized_user' }));
    await expect(startServer({ firebaseServiceAccount: file, dataDir: path.join(accountDir, 'data') })).rejects.toThrow(/is not a service-account key/);
  });
});
