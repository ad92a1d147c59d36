// A sign-in that another device signed out (the profile's "Sign out this device"): its next call
// answers 401 with the contract's `signedOutDeviceMessage`, and this device then forgets the chef's
// data as a logout does. Any other 401 (an expired sign-in) keeps the data for the work not sent
// yet. The forgetting itself (stop the sync, delete the chef's database) lives in the sync's own
// chunk, which registers it when it loads (src/app/SyncSession.tsx): the sign-in screen's first
// load stays small. A 401 seen before that is remembered and handled at the registration.
import { isApiError } from '@/api/errors';
import { signedOutDeviceMessage } from '@/contract/device-signals';

type Forget = (chefId: number) => Promise<void>;

let forget: Forget | null = null;
let pending: number | null = null;

export function isSignedOutDevice(error: unknown): boolean {
  return isApiError(error) && error.status === 401 && error.serverMessage === signedOutDeviceMessage;
}

/** Called with every 401 the app sees and the chef it was for (read before the session is cleared). */
export function forgetIfSignedOut(error: unknown, chefId: number | undefined): void {
  if (chefId === undefined || !isSignedOutDevice(error)) return;
  if (forget) void forget(chefId);
  else pending = chefId;
}

export function setSignedOutForgetter(forgetter: Forget): void {
  forget = forgetter;
  if (pending !== null) void forgetter(pending);
  pending = null;
}
