import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { signedOutDeviceMessage } from '@/contract';
import { createUnauthorizedHandler } from './unauthorized';

describe('401 handler', () => {
  it('logs out and goes to login with path, query and hash', () => {
    const clearSession = vi.fn();
    const goToLogin = vi.fn();
    createUnauthorizedHandler({ clearSession, goToLogin, currentLocation: () => ({ pathname: '/orders/42', search: '?tab=items', hash: '#notes' }) })();
    expect(clearSession).toHaveBeenCalled();
    expect(goToLogin).toHaveBeenCalledWith('/orders/42?tab=items#notes');
  });

  it('stays on a sign-in screen', () => {
    const goToLogin = vi.fn();
    const clearSession = vi.fn();
    createUnauthorizedHandler({ clearSession, goToLogin, currentLocation: () => ({ pathname: '/auth/login', search: '', hash: '' }) })();
    expect(clearSession).toHaveBeenCalled();
    expect(goToLogin).not.toHaveBeenCalled();
  });

  it('forgets the chef’s data when the 401 says this device was signed out, and only then', async () => {
    const forgetChef = vi.fn(async () => {});
    const handler = createUnauthorizedHandler({
      clearSession: vi.fn(),
      goToLogin: vi.fn(),
      currentLocation: () => ({ pathname: '/kitchen', search: '', hash: '' }),
      currentChefId: () => 7,
      forgetChef,
    });
    handler(new ApiError({ kind: 'http', status: 401, serverMessage: 'Unauthenticated.' }));
    handler();
    expect(forgetChef).not.toHaveBeenCalled();
    handler(new ApiError({ kind: 'http', status: 401, serverMessage: signedOutDeviceMessage }));
    expect(forgetChef).toHaveBeenCalledWith(7);
  });
});
