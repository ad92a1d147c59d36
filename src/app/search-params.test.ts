import { describe, expect, it } from 'vitest';
import { parseHistorySearch } from '@/features/order-history/search';
import { parseSearch, stringifySearch } from './search-params';

describe('the URL query', () => {
  it('writes a search for an order number as typed, not JSON-quoted', () => {
    expect(stringifySearch({ q: '1011', page: 2 })).toBe('?q=1011&page=2');
    expect(stringifySearch({ redirect: '/orders/active?x=1' })).toBe('?redirect=%2Forders%2Factive%3Fx%3D1');
  });

  it('reads it back, and the history screen gets its text again', () => {
    expect(parseHistorySearch(parseSearch('?q=1011&page=2'))).toEqual({ q: '1011', page: 2 });
    expect(parseSearch('?redirect=%2Forders%2Factive%3Fx%3D1')).toEqual({ redirect: '/orders/active?x=1' });
    expect(parseHistorySearch(parseSearch('?q=Ona'))).toEqual({ q: 'Ona' });
  });
});
