import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { common } from '@/i18n/common.en';
import { initI18n } from '@/i18n';

initI18n({ en: { common } });

const calls = vi.hoisted(() => ({
  logout: vi.fn<() => Promise<void>>(),
  error: vi.fn(),
  success: vi.fn(),
  steps: [] as string[],
}));
vi.mock('@/api/auth', () => ({ logout: calls.logout }));
vi.mock('@/ui/toaster', () => ({ notify: { error: calls.error, success: calls.success } }));
vi.mock('./session', () => ({ clearSession: () => calls.steps.push('session cleared'), getSession: () => ({ userData: { id: 7 } }) }));
vi.mock('@/sync/engine/chef-sync', () => ({ endChefSync: async () => void calls.steps.push('sync ended') }));
vi.mock('@/db/forget-chef', () => ({ forgetChefOnThisDevice: async (id: number) => void calls.steps.push(`chef ${id} forgotten`) }));

const { logout } = await import('./logout');

describe('logout', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    calls.steps.length = 0;
  });

  it("stops the sync, then clears the session and deletes the chef's data on the device", async () => {
    calls.logout.mockResolvedValue();
    await logout();
    expect(calls.steps).toEqual(['sync ended', 'session cleared', 'chef 7 forgotten']);
  });

  it('calls the server, clears the session and shows Logged Out for 3 s', async () => {
    calls.logout.mockResolvedValue();
    await logout();
    expect(calls.logout).toHaveBeenCalledWith({ skipUnauthorizedHook: true });
    expect(calls.steps).toContain('chef 7 forgotten');
    expect(calls.success).toHaveBeenCalledWith('Logged Out', 'You have been logged out successfully.', 3000);
    expect(calls.error).not.toHaveBeenCalled();
  });

  it('still logs out locally when the server call fails, with an error toast', async () => {
    calls.logout.mockRejectedValue(new ApiError({ kind: 'http', status: 500, serverMessage: 'Server error' }));
    await logout();
    expect(calls.steps).toContain('chef 7 forgotten');
    expect(calls.error).toHaveBeenCalledWith('Server error');
    expect(calls.success).not.toHaveBeenCalled();
  });

  it('treats an expired token (401) as logged out already', async () => {
    calls.logout.mockRejectedValue(new ApiError({ kind: 'http', status: 401, serverMessage: 'Unauthenticated.' }));
    await logout();
    expect(calls.steps).toContain('chef 7 forgotten');
    expect(calls.error).not.toHaveBeenCalled();
    expect(calls.success).toHaveBeenCalled();
  });
});
