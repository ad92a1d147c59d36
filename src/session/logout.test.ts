import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { common } from '@/i18n/common.en';
import { initI18n } from '@/i18n';

initI18n({ en: { common } });

const calls = vi.hoisted(() => ({ logout: vi.fn<() => Promise<void>>(), error: vi.fn(), success: vi.fn(), clear: vi.fn() }));
vi.mock('@/api/auth', () => ({ logout: calls.logout }));
vi.mock('@/ui/toaster', () => ({ notify: { error: calls.error, success: calls.success } }));
vi.mock('./session', () => ({ clearSession: calls.clear }));

const { logout } = await import('./logout');

describe('logout', () => {
  beforeEach(() => vi.clearAllMocks());

  it('calls the server, clears the session and shows Logged Out for 3 s', async () => {
    calls.logout.mockResolvedValue();
    await logout();
    expect(calls.logout).toHaveBeenCalledWith({ skipUnauthorizedHook: true });
    expect(calls.clear).toHaveBeenCalledTimes(1);
    expect(calls.success).toHaveBeenCalledWith('Logged Out', 'You have been logged out successfully.', 3000);
    expect(calls.error).not.toHaveBeenCalled();
  });

  it('still logs out locally when the server call fails, with an error toast', async () => {
    calls.logout.mockRejectedValue(new ApiError({ kind: 'http', status: 500, serverMessage: 'Server error' }));
    await logout();
    expect(calls.clear).toHaveBeenCalledTimes(1);
    expect(calls.error).toHaveBeenCalledWith('Server error');
    expect(calls.success).not.toHaveBeenCalled();
  });

  it('treats an expired token (401) as logged out already', async () => {
    calls.logout.mockRejectedValue(new ApiError({ kind: 'http', status: 401, serverMessage: 'Unauthenticated.' }));
    await logout();
    expect(calls.clear).toHaveBeenCalledTimes(1);
    expect(calls.error).not.toHaveBeenCalled();
    expect(calls.success).toHaveBeenCalled();
  });
});
