import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { signedOutDeviceMessage } from '@/contract';
import { forgetIfSignedOut, isSignedOutDevice, setSignedOutForgetter } from './signed-out-device';

const signedOut = new ApiError({ kind: 'http', status: 401, serverMessage: signedOutDeviceMessage });
const expired = new ApiError({ kind: 'http', status: 401, serverMessage: 'Unauthenticated.' });

describe('a device signed out from another one', () => {
  it('is told by its 401 message only', () => {
    expect(isSignedOutDevice(signedOut)).toBe(true);
    expect(isSignedOutDevice(expired)).toBe(false);
    expect(isSignedOutDevice(new ApiError({ kind: 'http', status: 403, serverMessage: signedOutDeviceMessage }))).toBe(false);
    expect(isSignedOutDevice(undefined)).toBe(false);
  });

  it('forgets the chef’s data once the sync has registered how, also for a 401 seen before; an expired sign-in keeps it', async () => {
    forgetIfSignedOut(signedOut, 7); // before the sync's chunk has loaded
    const forget = vi.fn(async () => {});
    setSignedOutForgetter(forget);
    expect(forget).toHaveBeenCalledWith(7);

    forgetIfSignedOut(expired, 8);
    forgetIfSignedOut(signedOut, undefined);
    expect(forget).toHaveBeenCalledTimes(1);
    forgetIfSignedOut(signedOut, 9);
    expect(forget).toHaveBeenLastCalledWith(9);
  });
});
