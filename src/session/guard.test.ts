import { describe, expect, it } from 'vitest';
import { chefStatuses } from '@/contract';
import { decideRoute, isApproved, statusScreen } from './guard';
import { signedInChef as chef, signedOut as loggedOut } from './testing/chef-session';


describe('not logged in', () => {
  it.each(['/auth/login', '/auth/register', '/auth/forgot-password'])('may open %s', (path) => {
    expect(decideRoute({ path, session: loggedOut })).toBeNull();
  });

  it.each(['/kitchen', '/profile', '/orders/42', '/dev', '/pending-approval', '/'])('goes to login from %s', (path) => {
    expect(decideRoute({ path, session: loggedOut })).toEqual({ to: '/auth/login', search: { redirect: path } });
  });

  it('keeps path, query and hash in the redirect', () => {
    expect(decideRoute({ path: '/orders/active', href: '/orders/active?x=1#h', session: loggedOut })).toEqual({
      to: '/auth/login',
      search: { redirect: '/orders/active?x=1#h' },
    });
  });

  it('treats a flag without a token as logged out', () => {
    expect(decideRoute({ path: '/kitchen', session: { ...loggedOut, isLoggedIn: true } })?.to).toBe('/auth/login');
  });
});

describe('logged in', () => {
  it.each(['/auth/login', '/auth/register', '/auth/forgot-password', '/auth/login/'])('is sent from %s to the dashboard', (path) => {
    expect(decideRoute({ path, session: chef('approved') })).toEqual({ to: '/dashboard' });
    expect(decideRoute({ path, session: chef('registered') })).toEqual({ to: '/dashboard' });
  });

  it('an approved chef goes anywhere in the app', () => {
    for (const path of ['/kitchen', '/foods/edit/soup', '/orders/history', '/tickets/create', '/dev', '/profile'])
      expect(decideRoute({ path, session: chef('approved') })).toBeNull();
    expect(decideRoute({ path: '/kitchen', session: chef('active') })).toBeNull();
  });

  it.each(['/update-profile', '/upload-documents', '/pending-approval'])('an approved chef opening %s goes to the dashboard', (path) => {
    expect(decideRoute({ path, session: chef('approved') })).toEqual({ to: '/dashboard' });
    expect(decideRoute({ path, session: chef('active') })).toEqual({ to: '/dashboard' });
  });

  it.each([
    ['registered', '/update-profile'],
    ['personal_info_filled', '/upload-documents'],
    ['document_uploaded', '/pending-approval'],
    ['contract_signed', '/pending-approval'],
    ['need_admin_approval', '/pending-approval'],
    ['pending', '/pending-approval'],
    ['inactive', '/account-on-hold'],
    ['suspended', '/account-on-hold'],
  ] as const)('status %s is sent to %s and may stay there', (status, screen) => {
    expect(statusScreen(status)).toBe(screen);
    expect(decideRoute({ path: '/kitchen', session: chef(status) })).toEqual({ to: screen });
    expect(decideRoute({ path: '/dev', session: chef(status) })).toEqual({ to: screen });
    expect(decideRoute({ path: screen, session: chef(status) })).toBeNull();
  });

  it.each(['/profile', '/change-password'])('a chef who is not approved may open %s', (path) => {
    expect(decideRoute({ path, session: chef('registered') })).toBeNull();
    expect(decideRoute({ path, session: chef('need_admin_approval') })).toBeNull();
  });

  it('a chef who is not approved cannot open another onboarding screen', () => {
    expect(decideRoute({ path: '/pending-approval', session: chef('registered') })).toEqual({ to: '/update-profile' });
    expect(decideRoute({ path: '/update-profile', session: chef('need_admin_approval') })).toEqual({ to: '/pending-approval' });
  });

  it('every status is mapped', () => {
    for (const status of chefStatuses) expect(statusScreen(status) === null).toBe(isApproved(status));
    expect(isApproved(undefined)).toBe(false);
  });
});
