// Compatibility: the app's real realtime clients (laravel-echo 2.5 + pusher-js 8.6) against this
// server, configured like the app (broadcaster reverb, ws only, channel auth by bearer token).
/* eslint-disable no-restricted-imports -- this test checks the real client libraries on purpose */
import Echo from 'laravel-echo';
import Pusher from 'pusher-js';
/* eslint-enable no-restricted-imports */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startServer, type Harness } from './testing/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startServer();
});
afterAll(() => h.dispose());

describe('laravel-echo + pusher-js', () => {
  it.each([
    { broadcaster: 'reverb' as const },
    { broadcaster: 'pusher' as const, cluster: 'mt1' },
  ])('authorises the private channel and delivers broadcast-notification ($broadcaster)', async (mode) => {
    const demo = await login(h.server.url, 'demo@chef.test');
    const echo = new Echo({
      ...mode,
      key: h.server.config.pusher.key,
      wsHost: '127.0.0.1',
      wsPort: h.server.port,
      forceTLS: false,
      enabledTransports: ['ws'],
      authEndpoint: `${h.server.url}/api/broadcasting/auth`,
      auth: { headers: { Authorization: `Bearer ${demo.token}`, Accept: 'application/json' } },
      Pusher,
    });
    try {
      const received = new Promise<unknown>((resolve, reject) => {
        const channel = echo.private(`chef-${demo.id}`);
        channel.error((error: unknown) => reject(new Error(`subscription failed: ${JSON.stringify(error)}`)));
        channel.subscribed(() => h.server.broadcastToChef(demo.id, { type: 'support_ticket', title: 'Ticket answered' }));
        channel.listen('.broadcast-notification', resolve);
      });
      await expect(received).resolves.toMatchObject({ type: 'support_ticket', title: 'Ticket answered' });
    } finally {
      echo.disconnect();
    }
  });

  it("reports a subscription error for another chef's channel", async () => {
    const demo = await login(h.server.url, 'demo@chef.test');
    const echo = new Echo({
      broadcaster: 'reverb',
      key: h.server.config.pusher.key,
      wsHost: '127.0.0.1',
      wsPort: h.server.port,
      forceTLS: false,
      enabledTransports: ['ws'],
      authEndpoint: `${h.server.url}/api/broadcasting/auth`,
      auth: { headers: { Authorization: `Bearer ${demo.token}` } },
      Pusher,
    });
    try {
      const status = await new Promise<unknown>((resolve) => {
        echo.private(`chef-${demo.id + 1}`).error((error: { status?: number }) => resolve(error.status));
      });
      expect(status).toBe(403);
    } finally {
      echo.disconnect();
    }
  });
});
