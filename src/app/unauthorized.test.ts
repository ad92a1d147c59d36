import { describe, expect, it, vi } from 'vitest';
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
});
