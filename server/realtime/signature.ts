// Pusher private-channel signatures: "<key>:<hex HMAC-SHA256(secret, socket_id:channel)>".
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PusherCredentials } from '../config.ts';

export function channelSignature(secret: string, socketId: string, channel: string): string {
  return createHmac('sha256', secret).update(`${socketId}:${channel}`).digest('hex');
}

export function channelAuth(credentials: PusherCredentials, socketId: string, channel: string): string {
  return `${credentials.key}:${channelSignature(credentials.secret, socketId, channel)}`;
}

export function isValidChannelAuth(credentials: PusherCredentials, socketId: string, channel: string, auth: unknown): boolean {
  if (typeof auth !== 'string') return false;
  const expected = Buffer.from(channelAuth(credentials, socketId, channel));
  const given = Buffer.from(auth);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
