import { describe, expect, it } from 'vitest';
import type { NotificationRow } from '@/db/rows';
import { freshNotifications, takeFresh, toastWorthy } from './fresh-notifications';

const loadedAt = Date.parse('2026-11-21T18:00:00Z');
const row = (id: number, createdAt: string, unread: 0 | 1 = 1): NotificationRow => ({
  id,
  type: 'new_order',
  data: { title: `Order ${id}`, body: '', action_url: null },
  read_at: unread ? null : createdAt,
  created_at: createdAt,
  unread,
});

describe('freshNotifications', () => {
  it('returns unread rows not seen yet and created after the page loaded', () => {
    const rows = [row(3, '2026-11-21T18:00:05Z'), row(2, '2026-11-21T17:59:00Z'), row(1, '2026-11-21T17:00:00Z')];
    expect(freshNotifications(rows, new Set([2]), loadedAt).map((r) => r.id)).toEqual([3]);
  });

  it('allows the clock slack before the load, not more', () => {
    const rows = [row(1, '2026-11-21T17:58:30Z'), row(2, '2026-11-21T17:57:00Z')];
    expect(freshNotifications(rows, new Set(), loadedAt).map((r) => r.id)).toEqual([1]);
  });

  it('skips rows already read and rows with an unreadable time', () => {
    const rows = [row(1, '2026-11-21T18:01:00Z', 0), row(2, 'soon')];
    expect(freshNotifications(rows, new Set(), loadedAt)).toEqual([]);
  });

  it('tells string and number ids apart as stored', () => {
    const rows = [row(7, '2026-11-21T18:01:00Z')];
    expect(freshNotifications(rows, new Set<number | string>(['7']), loadedAt)).toHaveLength(1);
    expect(freshNotifications(rows, new Set<number | string>([7]), loadedAt)).toHaveLength(0);
  });
});

describe('takeFresh', () => {
  const soon = '2026-11-21T18:00:30Z';

  it('takes the first result as the baseline', () => {
    const first = takeFresh(null, [row(1, soon)], true, loadedAt);
    expect(first.fresh).toEqual([]);
    const next = takeFresh(first.watch, [row(2, soon), row(1, soon)], true, loadedAt);
    expect(next.fresh.map((r) => r.id)).toEqual([2]);
    expect(takeFresh(next.watch, [row(2, soon), row(1, soon)], true, loadedAt).fresh).toEqual([]);
  });

  it('does not alert on what the first pull of an empty database brings', () => {
    const empty = takeFresh(null, [], false, loadedAt);
    const firstPull = takeFresh(empty.watch, [row(2, soon), row(1, soon)], true, loadedAt);
    expect(firstPull.fresh).toEqual([]);
    expect(takeFresh(firstPull.watch, [row(3, soon), row(2, soon), row(1, soon)], true, loadedAt).fresh.map((r) => r.id)).toEqual([3]);
  });
});

describe('toastWorthy', () => {
  it('leaves out the kinds with an alert of their own (alarm, cancellation toast, welcome)', () => {
    const kinds = ['new_order', 'order_cancelled', 'order_expired', 'account_status', 'delivery_accepted', 'info'];
    const rows = kinds.map((type, index) => ({ ...row(index + 1, '2026-11-21T18:01:00Z'), type }) as NotificationRow);
    expect(toastWorthy(rows).map((one) => one.type)).toEqual(['delivery_accepted', 'info']);
  });
});
