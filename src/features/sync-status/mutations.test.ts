import { describe, expect, it } from 'vitest';
import { createTestDb } from '@/sync/testing/fake-db';
import { dismissNotSaved } from './mutations';

describe('dismissNotSaved', () => {
  it('deletes that record only, locally (no outbox entry)', async () => {
    const { db } = createTestDb();
    const record = (id: string) => ({
      id,
      operation: { kind: 'markAllNotificationsRead' as const },
      actionAt: '2026-11-21T18:00:00Z',
      refusedAt: '2026-11-21T18:00:05Z',
      status: 422,
      reason: 'Refused.',
    });
    await db.notSaved.bulkPut([record('a'), record('b')]);
    await dismissNotSaved(db, 'a');
    expect((await db.notSaved.toArray()).map((row) => row.id)).toEqual(['b']);
    expect(await db.outbox.count()).toBe(0);
  });
});
