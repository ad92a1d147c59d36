// The route tree with its guards, run headless (memory history): checks the wiring of the rules
// that src/session/guard.test.ts checks one by one.
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Session } from '@/session/session';
import { signedInChef as chef, signedOut as loggedOut } from '@/session/testing/chef-session';
import { routeTree } from '../routeTree.gen';


async function open(href: string, session: Session) {
  const refreshUser = vi.fn(async () => 'not-needed');
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [href] }),
    context: { getSession: () => session, refreshUser },
    origin: 'http://localhost',
    isServer: false, // follow redirects as the browser does (node looks like a server to the router)
  });
  await router.load();
  const { pathname, hash } = router.state.location;
  // The validated search of the screen (what the screen reads), not the raw address bar.
  const search: Record<string, unknown> = router.state.matches.at(-1)?.search ?? {};
  return { pathname, search, hash, refreshUser };
}

describe('routing', () => {
  it('sends a visitor to login with path, query and hash', async () => {
    const at = await open('/orders/active?x=1#h', loggedOut);
    expect(at.pathname).toBe('/auth/login');
    expect(at.search.redirect).toBe('/orders/active?x=1#h');
  });

  it('drops a redirect to another origin', async () => {
    expect((await open('/auth/login?redirect=%2F%2Fevil.com', loggedOut)).search.redirect).toBeUndefined();
    expect((await open('/auth/login?redirect=https%3A%2F%2Fevil.com', loggedOut)).search.redirect).toBeUndefined();
  });

  it('/auth and /login lead to the login screen, keeping the redirect', async () => {
    expect((await open('/auth', loggedOut)).pathname).toBe('/auth/login');
    const viaLogin = await open('/login?redirect=%2Ffoods', loggedOut);
    expect([viaLogin.pathname, viaLogin.search.redirect]).toEqual(['/auth/login', '/foods']);
  });

  it('/, /dashboard and a signed-in visit to the auth screens end on the kitchen', async () => {
    for (const href of ['/', '/dashboard', '/auth/login', '/auth/register', '/auth/forgot-password'])
      expect((await open(href, chef('approved'))).pathname).toBe('/kitchen');
  });

  it('status redirects, and the refresh runs before the guard decides', async () => {
    const at = await open('/foods', chef('registered'));
    expect(at.pathname).toBe('/update-profile');
    expect(at.refreshUser).toHaveBeenCalled();
    expect((await open('/kitchen', chef('personal_info_filled'))).pathname).toBe('/upload-documents');
    expect((await open('/dev', chef('need_admin_approval'))).pathname).toBe('/pending-approval');
    expect((await open('/change-password', chef('need_admin_approval'))).pathname).toBe('/change-password');
    expect((await open('/pending-approval', chef('approved'))).pathname).toBe('/kitchen');
  });

  it('/dev needs a login', async () => {
    expect((await open('/dev', loggedOut)).pathname).toBe('/auth/login');
    expect((await open('/dev', chef('approved'))).pathname).toBe('/dev');
  });
});
