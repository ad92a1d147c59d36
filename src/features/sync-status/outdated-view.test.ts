import { describe, expect, it } from 'vitest';
import type { SyncStateRow } from '@/db/rows';
import { outdatedView } from './outdated-view';

const pulledAt = new Date(2026, 10, 21, 14, 5, 0).getTime();
const row = (changes: Partial<SyncStateRow> = {}): SyncStateRow => ({ collection: 'activeOrders', pulledAt, ...changes });

describe('outdatedView', () => {
  it('says nothing while the copy is under a minute old, or up to date with nothing owed', () => {
    expect(outdatedView(row({ stale: true }), true, pulledAt + 59_000)).toBeNull();
    expect(outdatedView(row({ stale: false, lastError: null }), true, pulledAt + 10 * 60_000)).toBeNull();
    expect(outdatedView(undefined, false, pulledAt + 10 * 60_000)).toBeNull(); // never pulled: nothing shown to date
  });

  it('gives the time of the copy and its age once a pull is owed for over a minute', () => {
    expect(outdatedView(row({ stale: true, lastError: 'Service Unavailable' }), true, pulledAt + 3 * 60_000 + 20_000)).toEqual({
      time: '14:05',
      minutes: 3,
      next: 'trying',
    });
  });

  it('offline, says the copy refreshes when the connection is back', () => {
    expect(outdatedView(row(), false, pulledAt + 61_000)).toEqual({ time: '14:05', minutes: 1, next: 'offline' });
  });
});
