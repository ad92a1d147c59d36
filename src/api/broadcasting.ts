// Private channel authorisation for the realtime connection (spec section 7): the answer is
// Pusher's bare `{ auth }`, not the envelope.
import { channelAuthResultSchema } from '@/contract';
import { request } from './app-client';
import type { ApiClient } from './client';

export const authorizeChannel = (socketId: string, channelName: string, client: Pick<ApiClient, 'request'> = { request }) =>
  client.request('POST', 'broadcasting/auth', {
    json: { socket_id: socketId, channel_name: channelName },
    schema: channelAuthResultSchema,
    envelope: false,
  });
