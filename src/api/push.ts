// Push: registers this device's Firebase messaging token with the server (spec section 7).
import { emptyResult } from '@/contract';
import { request } from './app-client';

export const registerFcmToken = async (fcmToken: string): Promise<void> => {
  await request('POST', '/chef/firebase/fcm-token', { json: { fcm_token: fcmToken }, schema: emptyResult });
};
