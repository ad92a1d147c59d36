import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '@/contract';
import { sortActiveOrders } from './sort-orders';

const order = (id: number, status: OrderStatus, minute: number) => ({ id, status, created_at: `2026-11-21T19:${String(minute).padStart(2, '0')}:00Z` });

describe('sortActiveOrders', () => {
  it('puts new orders first, then pickup requests, preparing and ready ones', () => {
    const sorted = sortActiveOrders([
      order(1, 'ready_for_delivery', 50),
      order(2, 'accepted', 55),
      order(3, 'pending', 10),
      order(4, 'delivery_change_requested', 40),
      order(5, 'ready_for_pickup', 5),
    ]);
    expect(sorted.map((o) => o.id)).toEqual([3, 4, 2, 1, 5]);
  });

  it('shows the newest first inside a group, ties by higher id', () => {
    const sorted = sortActiveOrders([order(1, 'pending', 10), order(2, 'pending', 30), order(3, 'pending', 20), order(4, 'pending', 30)]);
    expect(sorted.map((o) => o.id)).toEqual([4, 2, 3, 1]);
  });

  it('puts anything no longer active last and does not change its input', () => {
    const input = [order(1, 'completed', 59), order(2, 'accepted', 1)];
    expect(sortActiveOrders(input).map((o) => o.id)).toEqual([2, 1]);
    expect(input.map((o) => o.id)).toEqual([1, 2]);
  });
});
