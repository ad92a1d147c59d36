// "Mark all read" on the device is bounded by the tap (design rule 14): its optimistic effect marks
// only what existed at the tap, also when it is re-applied on top of a pull while the entry waits.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '@/api/client';
import type { ChefNotification } from '@/contract';
import type { NotificationRow } from '@/db/rows';
import { mutate } from './mutate';
import { pullCollection } from '../pull/pull';
import { createTestDb } from '../testing/fake-db';

const tappedAt = new Date('2026-11-21T12:00:00.000Z');

const notification = (id: number, createdAt: string): ChefNotification => ({
  id,
  type: 'new_order',
  data: { title: `Order ${id}`, body: '', action_url: null },
  read_at: null,
  created_at: createdAt,
});
const asRow = (row: ChefNotification): NotificationRow => ({ ...row, unread: 1 });
const serverCopy = (rows: ChefNotification[]): ApiClient => ({
  request: async (_method, _path, options) => v.parse(options.schema, rows),
});

const earlier = notification(1, '2026-11-21T11:59:00.000Z');
const atTheTap = notification(2, '2026-11-21T12:00:00.000Z');
const afterTheTap = notification(3, '2026-11-21T12:00:01.000Z');

describe('mark all read', () => {
  it('marks the notifications created up to the tap, not one that came after', async () => {
    const { db } = createTestDb();
    await db.notifications.bulkPut([earlier, atTheTap, afterTheTap].map(asRow));
    await mutate(db, { kind: 'markAllNotificationsRead' }, { now: () => tappedAt });
    expect(await db.notifications.where('unread').equals(1).primaryKeys()).toEqual([3]);
    expect(await db.notifications.get(1)).toMatchObject({ unread: 0, read_at: tappedAt.toISOString() });
  });

  it('leaves a new order pulled while the entry waits unread', async () => {
    const { db } = createTestDb();
    await db.notifications.bulkPut([asRow(earlier)]);
    await mutate(db, { kind: 'markAllNotificationsRead' }, { now: () => tappedAt });
    await pullCollection(db, serverCopy([earlier, afterTheTap]), 'notifications');
    expect(await db.outbox.count()).toBe(1);
    expect(await db.notifications.where('unread').equals(1).primaryKeys()).toEqual([3]);
  });
});
