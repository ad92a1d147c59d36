// The paths that run on Dexie live queries (vitest.setup.ts makes them run in unit tests): the
// leader's outbox watch sends what another tab wrote, with no flush asked; whenSettled tells a
// screen how its action ended; the account watch follows a status another context wrote.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@/api/client';
import type { User } from '@/contract';
import { ChefDb } from '@/db/chef-db';
import { watchStatus } from './account-watch';
import { SyncEngine } from './engine';
import { mutate } from './mutate';
import { onServerProfile } from '../operations/server-profile';
import { whenSettled } from './settled';
import { createTestDb, unreadNotification } from '../testing/fake-db';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('live queries', () => {
  it('the leader sends an action another tab wrote, without being asked to flush', async () => {
    const { db, idb } = createTestDb(5);
    await db.notifications.put(unreadNotification(1));
    const sent: string[] = [];
    const api: ApiClient = {
      request: async (method, path) => {
        if (method === 'POST') sent.push(path);
        return method === 'POST' ? null : new Promise<never>(() => {});
      },
    };
    const leader = new SyncEngine({
      db,
      api,
      leaderLock: false,
      requestBackgroundSync: async () => {},
      environment: { isOnline: () => true, isHidden: () => false, watch: () => () => {} },
    });
    leader.start();
    const otherTab = new ChefDb(5, idb); // a second connection to the same database, as a tab has
    const entry = await mutate(otherTab, { kind: 'markNotificationRead', notificationId: 1 });
    await vi.waitFor(() => expect(sent).toEqual(['chef/notifications/read/1']));
    await expect(whenSettled(otherTab, entry.id)).resolves.toEqual({ accepted: true });
    leader.stop();
    otherTab.close();
  });

  it('whenSettled waits while the action is queued and tells a refusal with its reason', async () => {
    const { db } = createTestDb();
    await db.notifications.put(unreadNotification(2));
    const entry = await mutate(db, { kind: 'markNotificationRead', notificationId: 2 });
    let outcome: unknown = null;
    const settled = whenSettled(db, entry.id).then((value) => (outcome = value));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(outcome).toBeNull(); // still waiting to send
    await db.transaction('rw', db.outbox, db.notSaved, async () => {
      await db.outbox.delete(entry.seq as number);
      await db.notSaved.put({ id: entry.id, operation: entry.operation, actionAt: entry.actionAt, refusedAt: entry.actionAt, status: 404, reason: 'There is no such notification.' });
    });
    await settled;
    expect(outcome).toMatchObject({ accepted: false, refusal: { status: 404, reason: 'There is no such notification.' } });
  });

  it('the account watch follows a status the service worker or another tab wrote', async () => {
    const chefId = 7;
    const { db, idb } = createTestDb(chefId);
    const seen: User['status'][] = [];
    const stop = onServerProfile((user) => seen.push(user.status));
    const stopWatching = watchStatus(db, chefId);
    const other = new ChefDb(chefId, idb); // the worker's or another tab's connection
    const profile = { id: chefId, status: 'document_uploaded' } as unknown as User;
    await other.profile.put(profile);
    await new Promise((resolve) => setTimeout(resolve, 30));
    await other.profile.put({ ...profile, status: 'need_admin_approval' });
    await vi.waitFor(() => expect(seen).toEqual(['need_admin_approval']));
    stop();
    stopWatching();
    other.close();
  });
});
