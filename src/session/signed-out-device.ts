// A sign-in that another device signed out (the profile's "Sign out this device"): its next call
// answers 401 with the contract's `signedOutDeviceMessage`, and this device then forgets the chef's
// data as a logout does (logout.ts, forgetSignedOutChef). Any other 401 (an expired sign-in) keeps
// the data for the work not sent yet. A leaf: the 401 handlers read it without the sync coming along.
import { isApiError } from '@/api/errors';
import { signedOutDeviceMessage } from '@/contract';

export function isSignedOutDevice(error: unknown): boolean {
  return isApiError(error) && error.status === 401 && error.serverMessage === signedOutDeviceMessage;
}
