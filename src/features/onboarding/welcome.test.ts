import { describe, expect, it } from 'vitest';
import { isNewlyApproved } from './welcome';

describe('welcome on approval', () => {
  it('greets when the same chef goes from waiting to approved', () => {
    expect(isNewlyApproved({ id: 7, status: 'need_admin_approval' }, { id: 7, status: 'approved' })).toBe(true);
    expect(isNewlyApproved({ id: 7, status: 'contract_signed' }, { id: 7, status: 'active' })).toBe(true);
  });

  it('stays quiet when nothing was known before, for another chef, or without a change', () => {
    expect(isNewlyApproved(null, { id: 7, status: 'approved' })).toBe(false);
    expect(isNewlyApproved({ id: 7, status: 'need_admin_approval' }, { id: 8, status: 'approved' })).toBe(false);
    expect(isNewlyApproved({ id: 7, status: 'approved' }, { id: 7, status: 'approved' })).toBe(false);
    expect(isNewlyApproved({ id: 7, status: 'need_admin_approval' }, { id: 7, status: 'suspended' })).toBe(false);
    expect(isNewlyApproved({ id: 7, status: 'need_admin_approval' }, null)).toBe(false);
  });
});
