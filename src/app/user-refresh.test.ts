import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@/api/client';
import { ApiError } from '@/api/errors';
import { authResultSchema, type AuthResult, type ChefStatus } from '@/contract';
import type { Session } from '@/session/session';
import { testUser as user } from '@/session/testing/chef-session';
import { createUserRefresh } from './user-refresh';


function setup(status: ChefStatus, verify: () => Promise<AuthResult>, online = true) {
  let session: Session = { isLoggedIn: true, token: 'tok', userData: user(status) };
  const deps = {
    getSession: () => session,
    verify: vi.fn(verify),
    signIn: vi.fn((result: AuthResult) => {
      session = { isLoggedIn: true, token: result.token, userData: result.user };
    }),
    clearSession: vi.fn(() => {
      session = { isLoggedIn: false, token: null, userData: null };
    }),
    isOnline: () => online,
  };
  return { refresh: createUserRefresh(deps), deps, session: () => session };
}

/** verify-token through the app's real API client, the network answering `body`. */
function answeredWith(status: number, type: string, body: string): () => Promise<AuthResult> {
  const api = createApiClient({
    baseUrl: 'https://chef.test/api',
    getToken: () => 'tok',
    getLanguage: () => 'en',
    onUnauthorized: () => {},
    fetch: async () => new Response(body, { status, headers: { 'Content-Type': type } }),
  });
  return () => api.request('GET', '/verify-token', { schema: authResultSchema, skipUnauthorizedHook: true });
}

describe('user refresh', () => {
  it('refreshes once per page load for an approved chef', async () => {
    const { refresh, deps } = setup('approved', async () => ({ token: 'tok', user: user('approved') }));
    expect(await refresh()).toBe('refreshed');
    expect(await refresh()).toBe('not-needed');
    expect(deps.verify).toHaveBeenCalledTimes(1);
  });

  it('refreshes on every navigation while the chef is not approved, and picks up the new status', async () => {
    const statuses: ChefStatus[] = ['registered', 'personal_info_filled', 'approved'];
    const { refresh, deps, session } = setup('registered', async () => ({ token: 'tok', user: user(statuses.shift()!) }));
    await refresh();
    await refresh();
    expect(session().userData?.status).toBe('personal_info_filled');
    await refresh();
    expect(session().userData?.status).toBe('approved');
    await refresh();
    expect(deps.verify).toHaveBeenCalledTimes(3);
  });

  it('logs out on a 401', async () => {
    const { refresh, session } = setup('approved', () => Promise.reject(new ApiError({ kind: 'http', status: 401 })));
    expect(await refresh()).toBe('logged-out');
    expect(session().isLoggedIn).toBe(false);
  });

  it.each([
    ['a captive portal\'s HTML page', 200, 'text/html', '<!doctype html><html><body><h1>Sign in to CafeWiFi</h1></body></html>'],
    ['an empty body', 200, 'application/json', ''],
    ['bad JSON', 200, 'application/json', '{"success": true, "result": {"token": '],
    ['JSON that is not the API\'s answer', 200, 'application/json', '{"status": "ok"}'],
    ['an HTML error page with a 403', 403, 'text/html', '<html><body>Forbidden by the network</body></html>'],
  ])('keeps the chef signed in, with the stored user, when the answer is %s, and checks again next time', async (_what, status, type, body) => {
    const { refresh, deps, session } = setup('approved', answeredWith(status, type, body));
    const stored = session();
    expect(await refresh()).toBe('kept-stored-user');
    expect(session()).toEqual(stored);
    expect(deps.clearSession).not.toHaveBeenCalled();
    await refresh();
    expect(deps.verify).toHaveBeenCalledTimes(2);
  });

  it('signs out on the server\'s 401 read through the same client', async () => {
    const { refresh, session } = setup('approved', answeredWith(401, 'application/json', '{"success":false,"message":"Unauthenticated."}'));
    expect(await refresh()).toBe('logged-out');
    expect(session().isLoggedIn).toBe(false);
  });

  it('keeps the stored user when the server cannot be reached, and tries again next time', async () => {
    const { refresh, deps, session } = setup('approved', () => Promise.reject(new ApiError({ kind: 'network', status: null })));
    expect(await refresh()).toBe('kept-stored-user');
    expect(session().isLoggedIn).toBe(true);
    await refresh();
    expect(deps.verify).toHaveBeenCalledTimes(2);
  });

  it('keeps the stored user when the check is cancelled by a page load', async () => {
    const { refresh, session } = setup('pending', () => Promise.reject(new DOMException('The operation was aborted.', 'AbortError')));
    expect(await refresh()).toBe('kept-stored-user');
    expect(session().isLoggedIn).toBe(true);
  });

  it('does not call the server while offline', async () => {
    const { refresh, deps } = setup('approved', async () => ({ token: 'tok', user: user('approved') }), false);
    expect(await refresh()).toBe('kept-stored-user');
    expect(deps.verify).not.toHaveBeenCalled();
  });

  it('shares one call between navigations that overlap', async () => {
    const { refresh, deps } = setup('registered', async () => ({ token: 'tok', user: user('registered') }));
    await Promise.all([refresh(), refresh()]);
    expect(deps.verify).toHaveBeenCalledTimes(1);
  });
});
