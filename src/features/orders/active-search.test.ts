// `?accept=` is read as a positive whole number or dropped, and what it asks depends on the order
// the device has: open the dialog of a pending one, drop the parameter for an answered one, wait
// for one not on the device yet.
import { describe, expect, it } from 'vitest';
import { acceptRequest } from './accept-request';
import { parseActiveOrdersSearch } from './active-search';

describe('parseActiveOrdersSearch', () => {
  it('reads an order id, as the address gives it (a number or its digits)', () => {
    expect(parseActiveOrdersSearch({ accept: 42 })).toEqual({ accept: 42 });
    expect(parseActiveOrdersSearch({ accept: '42' })).toEqual({ accept: 42 });
  });

  it('drops anything else', () => {
    for (const accept of [undefined, 0, -3, 1.5, '', 'abc', '12a', '<script>', null, [1], { id: 1 }]) expect(parseActiveOrdersSearch({ accept })).toEqual({});
    expect(parseActiveOrdersSearch({ other: 1 })).toEqual({});
  });
});

describe('acceptRequest', () => {
  it('opens the dialog of a pending order', () => {
    expect(acceptRequest({ status: 'pending' })).toBe('open');
  });

  it('drops the request for an order answered already (the card shows how it stands)', () => {
    for (const status of ['accepted', 'refused_by_chef', 'refused_by_user', 'delivery_change_requested', 'completed']) expect(acceptRequest({ status })).toBe('drop');
  });

  it('waits for an order the device does not have yet', () => {
    expect(acceptRequest(undefined)).toBe('wait');
  });
});
