import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it.each([
    ['/orders/active?x=1#h', '/orders/active?x=1#h'],
    ['/kitchen', '/kitchen'],
    ['/foods/edit/pancakes?tab=2', '/foods/edit/pancakes?tab=2'],
  ])('keeps the same-origin path %s', (raw, expected) => {
    expect(safeRedirect(raw)).toBe(expected);
  });

  it.each([
    'https://evil.com',
    'http://evil.com/kitchen',
    '//evil.com',
    '//evil.com/kitchen',
    '/\\evil.com',
    '\\\\evil.com',
    'javascript:alert(1)',
    'data:text/html,hi',
    'kitchen',
    '',
    '/\t/evil.com',
    '/\n/evil.com',
    ' /kitchen',
  ])('rejects %j', (raw) => {
    expect(safeRedirect(raw)).toBeNull();
  });

  it('rejects anything that is not a string', () => {
    expect(safeRedirect(undefined)).toBeNull();
    expect(safeRedirect(42)).toBeNull();
    expect(safeRedirect(['/kitchen'])).toBeNull();
  });
});
