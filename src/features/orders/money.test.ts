import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it('shows euros with two decimals, en-IE style', () => {
    expect(formatMoney(12.5)).toBe('€12.50');
    expect(formatMoney(0)).toBe('€0.00');
    expect(formatMoney(3)).toBe('€3.00');
  });

  it('groups thousands and rounds to cents', () => {
    expect(formatMoney(1204)).toBe('€1,204.00');
    expect(formatMoney(9.999)).toBe('€10.00');
  });

  it('shows a broken amount as zero, never NaN', () => {
    expect(formatMoney(Number.NaN)).toBe('€0.00');
  });
});
