// When the push token goes to the server (spec section 5): only with a signed-in chef whose stored
// token is non-empty and not the literal "undefined", and a push token. A token the server already
// has (the stored one) is not sent again; a changed one is, and then stored. A refused call is only
// logged (spec section 8): the token stays unstored, so the next start tries again.
import { registerFcmToken } from '@/api/push';
import { getSession } from '@/session/session';
import { storedPushToken, storePushToken } from '@/lib/push/device-data';

export function mayRegisterToken(userToken: string | null | undefined, pushToken: string | null): pushToken is string {
  return !!userToken && userToken !== 'undefined' && !!pushToken;
}

export type SendResult = 'sent' | 'unchanged' | 'no-user-token' | 'failed';

/** Sends `pushToken` unless the server has it already. */
export async function sendPushToken(pushToken: string, send: (token: string) => Promise<void> = registerFcmToken): Promise<SendResult> {
  if (!mayRegisterToken(getSession().token, pushToken)) {
    console.warn('User token not found');
    return 'no-user-token';
  }
  if (storedPushToken() === pushToken) return 'unchanged';
  try {
    await send(pushToken);
  } catch (error) {
    console.error('Could not register the push token', error);
    return 'failed';
  }
  storePushToken(pushToken);
  return 'sent';
}
