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
  tickets: [],
  created_at: '2026-11-21T11:58:00.000Z',
  updated_at: '2026-11-21T11:58:00.000Z',
};

describe('applyOrderAction', () => {
  it('accepts with the ready time counted from the tap', () => {
    const next = applyOrderAction(order, { kind: 'acceptOrder', orderId: 7, preparationTime: 25, notes: '' }, at);
    expect(next).toMatchObject({ status: 'accepted', preparation_time: 25, estimated_ready_at: '2026-11-21T12:25:00.000Z' });
    expect(next.timeline.at(-1)).toEqual({ status: 'accepted', at, note: 'Preparation time 25 min' });
  });
  it('records the full refund on refuse', () => {
    const next = applyOrderAction(order, { kind: 'refuseOrder', orderId: 7, reason: 'other', notes: 'Oven broke' }, at);
    expect(next).toMatchObject({ status: 'refused_by_chef', refuse_reason: 'other', refund: { amount: 22.5, to: 'wallet', at } });
  });
  it('marks ready by the order type', () => {
    const accepted: Order = { ...order, status: 'accepted' };
    expect(applyOrderAction(accepted, { kind: 'markOrderReady', orderId: 7 }, at).status).toBe('ready_for_delivery');
    expect(applyOrderAction({ ...accepted, type: 'pickup' }, { kind: 'markOrderReady', orderId: 7 }, at).status).toBe('ready_for_pickup');
  });
  it('waits for the customer after a pickup request', () => {
    const next = applyOrderAction(order, { kind: 'requestPickup', orderId: 7, reason: 'no_courier', notes: '' }, at);
    expect(next).toMatchObject({ status: 'delivery_change_requested', delivery_change: { reason: 'no_courier', status: 'pending' } });
  });
  it('writes what the server writes: chef notes and the timeline note of each action', () => {
    const accepted = applyOrderAction({ ...order, chef_notes: 'old' }, { kind: 'acceptOrder', orderId: 7, preparationTime: 25, notes: '' }, at);
    expect(accepted.chef_notes).toBeNull();
    expect(accepted.timeline.at(-1)?.note).toBe('Preparation time 25 min');
    const withNotes = applyOrderAction(order, { kind: 'acceptOrder', orderId: 7, preparationTime: 25, notes: ' With dill ' }, at);
    expect(withNotes).toMatchObject({ chef_notes: 'With dill', timeline: expect.arrayContaining([{ status: 'accepted', at, note: 'Preparation time 25 min. With dill' }]) });
    const refused = applyOrderAction(order, { kind: 'refuseOrder', orderId: 7, reason: 'other', notes: 'Oven broke' }, at);
    expect(refused).toMatchObject({ chef_notes: 'Oven broke', timeline: expect.arrayContaining([{ status: 'refused_by_chef', at, note: 'Reason: Other. Oven broke' }]) });
    const pickup = applyOrderAction(order, { kind: 'requestPickup', orderId: 7, reason: 'no_courier', notes: '' }, at);
    expect(pickup.timeline.at(-1)?.note).toBe('Asked to change to pickup: No courier available');
  });
  it('changes nothing when the order is no longer in a status that allows the action', () => {
    const cancelled: Order = { ...order, status: 'refused_by_user' };
    expect(applyOrderAction(cancelled, { kind: 'acceptOrder', orderId: 7, preparationTime: 25, notes: '' }, at)).toBe(cancelled);
    expect(applyOrderAction(order, { kind: 'completeOrder', orderId: 7 }, at)).toBe(order);
    expect(applyOrderAction({ ...order, type: 'pickup' }, { kind: 'requestPickup', orderId: 7, reason: 'no_courier', notes: '' }, at).status).toBe('pending');
  });
  it('does not change the order it was given', () => {
    applyOrderAction(order, { kind: 'markOrderReady', orderId: 7 }, at);
    applyOrderAction(order, { kind: 'acceptOrder', orderId: 7, preparationTime: 25, notes: '' }, at);
    expect(order.status).toBe('pending');
    expect(order.timeline).toHaveLength(1);
  });
});
