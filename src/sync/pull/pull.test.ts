import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '@/api/client';
import type { ChefNotification } from '@/contract';
import { countAcknowledgement } from '../engine/acknowledgements';
import { mutate } from '../engine/mutate';
import { pullCollection } from './pull';
import { OutboxRaceError } from './server-write';
import { createTestDb, unreadNotification } from '../testing/fake-db';

const serverCopy = (rows: ChefNotification[]): ApiClient => ({
  request: async (_method, _path, options) => v.parse(options.schema, rows),
});

const asServer = (id: number, readAt: string | null = null): ChefNotification => {
  const { unread: _unread, ...row } = unreadNotification(id);
  return { ...row, read_at: readAt };
};

describe('pull', () => {
  it('replaces the local copy with the server one', async () => {
    const { db } = createTestDb();
    await db.notifications.bulkPut([unreadNotification(1), unreadNotification(9)]);
    await pullCollection(db, serverCopy([asServer(1), asServer(2, '2026-11-21T09:00:00.000Z')]), 'notifications');
    expect(await db.notifications.orderBy('id').primaryKeys()).toEqual([1, 2]); // 9 is gone on the server
    expect((await db.notifications.get(2))?.unread).toBe(0);
    expect(await db.syncState.get('notifications')).toBeDefined();
  });

  it('never undoes a change the server has not seen yet', async () => {
    const { db } = createTestDb();
    await db.notifications.bulkPut([unreadNotification(1), unreadNotification(2)]);
    const entry = await mutate(db, { kind: 'markNotificationRead', notificationId: 1 });
    // The server still has both unread, and a third arrived.
    await pullCollection(db, serverCopy([asServer(1), asServer(2), asServer(3)]), 'notifications');
    expect(await db.notifications.get(1)).toMatchObject({ unread: 0, read_at: entry.actionAt });
    expect(await db.notifications.where('unread').equals(1).primaryKeys()).toEqual([2, 3]);

    await db.outbox.clear(); // once the entry is gone, the server's version stands again
    await pullCollection(db, serverCopy([asServer(1), asServer(2), asServer(3)]), 'notifications');
    expect((await db.notifications.get(1))?.unread).toBe(1);
  });

  it('applies a pending "mark all read" on top of new rows too', async () => {
    const { db } = createTestDb();
    await db.notifications.bulkPut([unreadNotification(1)]);
    await mutate(db, { kind: 'markAllNotificationsRead' });
    await pullCollection(db, serverCopy([asServer(1), asServer(2)]), 'notifications');
    expect(await db.notifications.where('unread').equals(1).count()).toBe(0);
  });

  it('does not write a copy fetched while an entry was being acknowledged, and fetches again', async () => {
    const { db } = createTestDb();
    await db.notifications.bulkPut([unreadNotification(1)]);
    let fetches = 0;
    const api: ApiClient = {
      request: async (_method, _path, options) => {
        fetches++;
        if (fetches === 1) {
          // While this answer travels, the outbox's read of #1 is acknowledged (read on the server now).
          await countAcknowledgement(db, 'notifications');
          return v.parse(options.schema, [asServer(1)]);
        }
        return v.parse(options.schema, [asServer(1, '2026-11-21T12:00:00.000Z')]);
      },
    };
    await pullCollection(db, api, 'notifications');
    expect(fetches).toBe(2);
    expect((await db.notifications.get(1))?.unread).toBe(0);
  });

  it('fails (to be asked again) rather than write when every fetch raced an acknowledgement', async () => {
    const { db } = createTestDb();
    await db.notifications.bulkPut([{ ...unreadNotification(1), unread: 0, read_at: '2026-11-21T12:00:00.000Z' }]);
    let fetches = 0;
    const api: ApiClient = {
      request: async (_method, _path, options) => {
        fetches++;
        await countAcknowledgement(db, 'notifications'); // the outbox keeps acknowledging meanwhile
        return v.parse(options.schema, [asServer(1)]);
      },
    };
    await expect(pullCollection(db, api, 'notifications')).rejects.toBeInstanceOf(OutboxRaceError);
    expect(fetches).toBe(3);
    expect((await db.notifications.get(1))?.unread).toBe(0); // the acknowledged read stands
  });
});
