import { afterEach, describe, expect, it } from 'vitest';
import type { OrderStatus } from '@/contract';
import { noteServerDate, resetServerClock } from '@/lib/server-clock';
import { acknowledgedSet, cancelledOrders, expiredOrders, pageLoadedAt, ringingOrders, watchNewOrders, withAcknowledged, ACKNOWLEDGED_LIMIT } from './alarm-selection';

const loadedAt = Date.parse('2026-11-21T19:00:00Z');
const old = '2026-11-21T17:00:00Z';
const recent = '2026-11-21T18:59:00Z';
const row = (id: number, status: OrderStatus = 'pending', created_at = old) => ({ id, status, created_at });

describe('watchNewOrders', () => {
  it('takes the first pulled result as the baseline and alarms on orders that appear later', () => {
    const first = watchNewOrders(null, [row(1)], true, loadedAt);
    expect([...first.alarmed]).toEqual([]);
    const next = watchNewOrders(first, [row(2), row(1)], true, loadedAt);
    expect([...next.alarmed]).toEqual([2]);
  });

  it('does not alarm on what the first pull brings into an empty database', () => {
    const empty = watchNewOrders(null, [], false, loadedAt);
    const pulled = watchNewOrders(empty, [row(1), row(2)], true, loadedAt);
    expect([...pulled.alarmed]).toEqual([]);
    expect([...watchNewOrders(pulled, [row(3), row(1), row(2)], true, loadedAt).alarmed]).toEqual([3]);
  });

  it('rings for a pending order created just before the page loaded (a reload)', () => {
    expect([...watchNewOrders(null, [row(1, 'pending', recent), row(2, 'accepted', recent)], true, loadedAt).alarmed]).toEqual([1]);
  });

  it('never alarms on an order that appears in another status', () => {
    const first = watchNewOrders(null, [], true, loadedAt);
    expect([...watchNewOrders(first, [row(5, 'accepted')], true, loadedAt).alarmed]).toEqual([]);
  });
});

describe('ringingOrders', () => {
  it('rings for alarmed pending orders nobody acknowledged, newest first', () => {
    const rows = [row(1, 'pending', '2026-11-21T19:01:00Z'), row(2, 'pending', '2026-11-21T19:02:00Z'), row(3, 'accepted'), row(4)];
    expect(ringingOrders(rows, new Set([1, 2, 3]), new Set()).map((r) => r.id)).toEqual([2, 1]);
    expect(ringingOrders(rows, new Set([1, 2, 3]), new Set([2])).map((r) => r.id)).toEqual([1]);
  });
});

describe('acknowledged orders', () => {
  it('reads only numbers from the stored value', () => {
    expect([...acknowledgedSet([1, '2', null, 3])]).toEqual([1, 3]);
    expect([...acknowledgedSet(undefined)]).toEqual([]);
  });

  it('adds ids once and keeps the newest ones', () => {
    expect(withAcknowledged([1, 2], [2, 3])).toEqual([1, 2, 3]);
    const many = Array.from({ length: ACKNOWLEDGED_LIMIT }, (_, i) => i);
    const kept = withAcknowledged(many, [9999]);
    expect(kept).toHaveLength(ACKNOWLEDGED_LIMIT);
    expect(kept[0]).toBe(1);
    expect(kept.at(-1)).toBe(9999);
  });
});

describe('cancelledOrders', () => {
  it('finds orders this tab had as active that the customer cancelled', () => {
    const rows = [row(1, 'refused_by_user'), row(2, 'refused_by_chef'), row(3, 'refused_by_user')];
    expect(cancelledOrders(new Set([1, 2]), rows).map((r) => r.id)).toEqual([1]);
  });
});

describe('expiredOrders', () => {
  it('finds orders this tab had as active that the server refused as not answered in time', () => {
    const rows = [
      { ...row(1, 'refused_by_chef'), refuse_reason: 'not_answered' },
      { ...row(2, 'refused_by_chef'), refuse_reason: 'too_busy' },
      { ...row(3, 'refused_by_chef'), refuse_reason: 'not_answered' },
      { ...row(4, 'refused_by_user'), refuse_reason: null },
    ];
    expect(expiredOrders(new Set([1, 2, 4]), rows).map((r) => r.id)).toEqual([1]);
  });
});

describe('the page load an order is compared with', () => {
  afterEach(() => resetServerClock());

  it('is on the server’s clock: on a tablet 3 min fast, an order created a minute before the reload still rings', () => {
    const serverAtLoad = Date.parse('2026-11-21T19:00:00Z');
    const deviceAtLoad = serverAtLoad + 3 * 60_000; // the tablet's clock is 3 min ahead
    noteServerDate(new Date(serverAtLoad - 500).toUTCString(), deviceAtLoad); // learned in an earlier session (kept in localStorage)
    const order = row(7, 'pending', new Date(serverAtLoad - 60_000).toISOString());
    // The first look, 2 s after the load.
    const loadedAt = pageLoadedAt(deviceAtLoad + 2_000, 2_000);
    expect([...watchNewOrders(null, [order], true, loadedAt).alarmed]).toEqual([7]);
  });

  it('takes the offset learned after the load, and is not moved by the device clock put right since', () => {
    const serverAtLoad = Date.parse('2026-11-21T19:00:00Z');
    const order = row(8, 'pending', new Date(serverAtLoad - 60_000).toISOString());
    // Loaded on a clock 3 min fast with no offset known; 5 s later the clock was put right and
    // the first answer taught the offset (about 0 by then).
    noteServerDate(new Date(serverAtLoad + 5_000).toUTCString(), serverAtLoad + 5_000);
    expect([...watchNewOrders(null, [order], true, pageLoadedAt(serverAtLoad + 5_000, 5_000)).alarmed]).toEqual([8]);
  });
});
