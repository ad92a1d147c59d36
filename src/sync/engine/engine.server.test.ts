// The sync engine against the real reference server, started in-process: real HTTP, real
// idempotency store. The network in between is a fetch the test can cut or make lose answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizeChannel } from '@/api/broadcasting';
import { createApiClient } from '@/api/client';
import { login, startServer, type Harness } from '../../../server/testing/harness.ts';
import { CONNECTION_KEY, SyncEngine, type SyncEnvironment } from './engine';
import { mutate } from './mutate';
import { createTestDb } from '../testing/fake-db';

let h: Harness;
beforeAll(async () => {
  h = await startServer();
});
afterAll(() => h.dispose());

type Network = { mode: 'up' | 'down' | 'lose-answers'; seen: Array<{ url: string; key: string | null; replayed: boolean }> };

function flakyFetch(network: Network): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    if (network.mode === 'down') throw new TypeError('Failed to fetch');
    const response = await fetch(request);
    network.seen.push({
      url: new URL(request.url).pathname,
      key: request.headers.get('Idempotency-Key'),
      replayed: response.headers.get('Idempotent-Replayed') === 'true',
    });
    if (network.mode === 'lose-answers' && request.method !== 'GET') throw new TypeError('connection reset');
    return response;
  };
}

const fakeEnvironment = (online: { value: boolean }): SyncEnvironment => ({
  isOnline: () => online.value,
  isHidden: () => false,
  watch: () => () => {},
});

async function chefSession(email: string) {
  const chef = await login(h.server.url, email);
  const network: Network = { mode: 'up', seen: [] };
  const api = createApiClient({
    baseUrl: `${h.server.url}/api`,
    getToken: () => chef.token,
    getLanguage: () => 'en',
    onUnauthorized: () => {},
    fetch: flakyFetch(network),
  });
  const { db } = createTestDb(chef.id);
  const online = { value: true };
  const engine = new SyncEngine({ db, api, environment: fakeEnvironment(online), leaderLock: false, engineId: 'tab-1' });
  return { chef, network, api, db, engine, online };
}

const serverNotifications = async (token: string) => {
  const answer = await fetch(`${h.server.url}/api/chef/notifications`, { headers: { Authorization: `Bearer ${token}` } });
  return ((await answer.json()) as { result: Array<{ id: number; read_at: string | null }> }).result;
};

describe('sync engine with the reference server', () => {
  it('pulls the notifications, then sends a read made offline once back online', async () => {
    const s = await chefSession('demo@chef.test');
    await s.engine.pullAll();
    const first = await s.db.notifications.orderBy('created_at').last();
    expect(first?.unread).toBe(1);

    s.network.mode = 'down';
    s.online.value = false;
    const entry = await mutate(s.db, { kind: 'markNotificationRead', notificationId: first!.id });
    await s.engine.outbox.flush();
    expect(await s.db.outbox.count()).toBe(1);
    expect((await serverNotifications(s.chef.token)).find((n) => n.id === first!.id)?.read_at).toBeNull();

    s.network.mode = 'up';
    s.online.value = true;
    s.engine.outbox.stop();
    const again = new SyncEngine({ db: s.db, api: s.api, environment: fakeEnvironment(s.online), leaderLock: false, engineId: 'tab-2' });
    await s.db.outbox.toCollection().modify({ nextAttemptAt: 0 });
    await again.outbox.flush();
    expect(await s.db.outbox.count()).toBe(0);
    expect((await serverNotifications(s.chef.token)).find((n) => n.id === first!.id)?.read_at).not.toBeNull();
    expect(s.network.seen.filter((c) => c.key === entry.id)).toHaveLength(1);
  });

  it('does not apply a retry twice when the answer was lost after the server committed', async () => {
    const s = await chefSession('pending@chef.test');
    h.server.broadcastToChef(s.chef.id, { type: 'info', title: 'Hello' });
    await s.engine.pullAll();
    const target = await s.db.notifications.where('unread').equals(1).first();
    expect(target).toBeDefined();

    s.network.mode = 'lose-answers';
    const entry = await mutate(s.db, { kind: 'markNotificationRead', notificationId: target!.id });
    await s.engine.outbox.flush();
    expect(await s.db.outbox.count()).toBe(1); // the answer never came: the entry stays
    const readAt = (await serverNotifications(s.chef.token)).find((n) => n.id === target!.id)?.read_at;
    expect(readAt).not.toBeNull(); // ...but the server did commit

    s.network.mode = 'up';
    await s.db.outbox.toCollection().modify({ nextAttemptAt: 0 });
    await s.engine.outbox.flush();
    expect(await s.db.outbox.count()).toBe(0);
    const sends = s.network.seen.filter((c) => c.key === entry.id);
    expect(sends.map((c) => c.replayed)).toEqual([false, true]); // the server saw the same key again
    expect((await serverNotifications(s.chef.token)).find((n) => n.id === target!.id)?.read_at).toBe(readAt);
  });

  it('records an action the server refuses and keeps going', async () => {
    const s = await chefSession('docs@chef.test');
    await s.engine.pullAll();
    await mutate(s.db, { kind: 'markNotificationRead', notificationId: 999_999 }); // no such notification
    await mutate(s.db, { kind: 'markAllNotificationsRead' });
    await s.engine.outbox.flush();
    expect(await s.db.outbox.count()).toBe(0);
    const notSaved = await s.db.notSaved.toArray();
    expect(notSaved).toHaveLength(1);
    expect(notSaved[0]).toMatchObject({ status: 404 });
    expect((await serverNotifications(s.chef.token)).every((n) => n.read_at !== null)).toBe(true);
  });

  it('stores a broadcast as a notification and reports the connection live', async () => {
    const s = await chefSession('profile@chef.test');
    const engine = new SyncEngine({
      db: s.db,
      api: s.api,
      environment: fakeEnvironment(s.online),
      leaderLock: false,
      realtime: {
        chefId: s.chef.id,
        settings: {
          key: h.server.config.pusher.key,
          host: '127.0.0.1',
          port: h.server.port,
          scheme: 'http',
          cluster: 'mt1',
          authorize: (socketId, channel) => authorizeChannel(socketId, channel, s.api),
        },
      },
    });
    engine.start();
    try {
      await expect
        .poll(async () => ((await s.db.kv.get(CONNECTION_KEY))?.value as { status?: string } | undefined)?.status, { timeout: 5_000 })
        .toBe('connected');
      h.server.broadcastToChef(s.chef.id, { type: 'account_status', title: 'Your account is approved' });
      await expect
        .poll(async () => (await s.db.notifications.toArray()).find((n) => n.data.title === 'Your account is approved'), { timeout: 3_000 })
        .toMatchObject({ type: 'account_status', unread: 1 });
      // account_status is a hint: the profile is pulled again.
      await expect.poll(async () => (await s.db.profile.get(s.chef.id))?.email, { timeout: 3_000 }).toBe('profile@chef.test');
    } finally {
      engine.stop();
    }
  });
});
