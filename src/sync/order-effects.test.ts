import { describe, expect, it } from 'vitest';
import type { Order } from '@/contract';
import { applyOrderAction } from './order-effects';

const at = '2026-11-21T12:00:00.000Z';
const order: Order = {
  id: 7,
  number: '1042',
  status: 'pending',
  type: 'delivery',
  customer: { name: 'Rūta', phone: null },
  items: [],
  customer_notes: null,
  chef_notes: null,
  delivery_address: 'Gedimino pr. 1, Vilnius',
  subtotal: 20,
  delivery_fee: 2.5,
  total: 22.5,
  preparation_time: null,
  estimated_ready_at: null,
  refuse_reason: null,
  delivery_change: null,
  timeline: [{ status: 'pending', at: '2026-11-21T11:58:00.000Z', note: null }],
  refund: null,
  created_at: '2026-11-21T11:58:00.000Z',
  updated_at: '2026-11-21T11:58:00.000Z',
};

describe('applyOrderAction', () => {
  it('accepts with the ready time counted from the tap', () => {
    const next = applyOrderAction(order, { kind: 'acceptOrder', orderId: 7, preparationTime: 25, notes: '' }, at);
    expect(next).toMatchObject({ status: 'accepted', preparation_time: 25, estimated_ready_at: '2026-11-21T12:25:00.000Z' });
    expect(next.timeline.at(-1)).toEqual({ status: 'accepted', at, note: null });
  });
  it('records the full refund on refuse', () => {
    const next = applyOrderAction(order, { kind: 'refuseOrder', orderId: 7, reason: 'other', notes: 'Oven broke' }, at);
    expect(next).toMatchObject({ status: 'refused_by_chef', refuse_reason: 'other', refund: { amount: 22.5, to: 'wallet', at } });
  });
  it('marks ready by the order type', () => {
    expect(applyOrderAction(order, { kind: 'markOrderReady', orderId: 7 }, at).status).toBe('ready_for_delivery');
    expect(applyOrderAction({ ...order, type: 'pickup' }, { kind: 'markOrderReady', orderId: 7 }, at).status).toBe('ready_for_pickup');
  });
  it('waits for the customer after a pickup request', () => {
    const next = applyOrderAction(order, { kind: 'requestPickup', orderId: 7, reason: 'no_courier', notes: '' }, at);
    expect(next).toMatchObject({ status: 'delivery_change_requested', delivery_change: { reason: 'no_courier', status: 'pending' } });
  });
  it('does not change the order it was given', () => {
    applyOrderAction(order, { kind: 'completeOrder', orderId: 7 }, at);
    expect(order.status).toBe('pending');
  });
});
