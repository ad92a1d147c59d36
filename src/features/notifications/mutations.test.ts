import { describe, expect, it } from 'vitest';
import { createTestDb, unreadNotification } from '@/sync/testing/fake-db';
import { markAllRead, markRead } from './mutations';

describe('notification mutations', () => {
  it('mark read changes the row and queues one outbox entry', async () => {
    const { db } = createTestDb();
    await db.notifications.bulkPut([unreadNotification(1), unreadNotification(2)]);
    await markRead(db, 1);
    expect((await db.notifications.get(1))?.unread).toBe(0);
    expect((await db.notifications.get(2))?.unread).toBe(1);
    expect((await db.outbox.toArray()).map((entry) => entry.operation)).toEqual([{ kind: 'markNotificationRead', notificationId: 1 }]);
  });

  it('mark all read leaves nothing unread and queues one entry', async () => {
    const { db } = createTestDb();
    await db.notifications.bulkPut([unreadNotification(1), unreadNotification(2)]);
    await markAllRead(db);
    expect(await db.notifications.where('unread').equals(1).count()).toBe(0);
    expect((await db.outbox.toArray()).map((entry) => entry.operation.kind)).toEqual(['markAllNotificationsRead']);
  });
});
