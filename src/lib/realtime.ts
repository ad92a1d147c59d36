// The one wrapper over laravel-echo + pusher-js (Pusher protocol: Laravel Reverb, Pusher Channels
// and the reference server speak it). It opens one connection, subscribes the chef's private
// channel and reports raw connection states and events; the reconnect policy lives in
// src/sync/realtime-link.ts so it can be tested without a socket.
import Echo from 'laravel-echo';
import Pusher from 'pusher-js';
import type { ChannelAuthorizationHandler } from 'pusher-js';

export type RealtimeSettings = {
  key: string;
  host: string;
  port: number;
  scheme: 'http' | 'https';
  cluster: string;
  /** Signs a private channel subscription (POST /api/broadcasting/auth). */
  authorize: (socketId: string, channelName: string) => Promise<{ auth: string; channel_data?: string | undefined }>;
};

/** pusher-js connection states. */
export type SocketState = 'initialized' | 'connecting' | 'connected' | 'unavailable' | 'failed' | 'disconnected';

export type SocketHandlers = {
  onState(state: SocketState): void;
  onEvent(payload: unknown): void;
  onSubscribed(): void;
  onSubscriptionError(error: unknown): void;
};

export type RealtimeSocket = { close(): void };

export const HEARTBEAT_MS = 30_000;

/** Open one connection and subscribe `private-chef-{chefId}` to `.broadcast-notification`. */
export function openChefSocket(settings: RealtimeSettings, chefId: number, handlers: SocketHandlers): RealtimeSocket {
  const authorizeChannel: ChannelAuthorizationHandler = ({ socketId, channelName }, callback) => {
    settings.authorize(socketId, channelName).then(
      (data) => callback(null, data),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  };
  const secure = settings.scheme === 'https';
  const echo = new Echo({
    broadcaster: 'pusher',
    Pusher,
    key: settings.key,
    cluster: settings.cluster,
    wsHost: settings.host,
    wsPort: settings.port,
    wssPort: settings.port,
    forceTLS: secure,
    enabledTransports: secure ? ['wss'] : ['ws'],
    disableStats: true,
    activityTimeout: HEARTBEAT_MS, // the heartbeat: a ping after 30 s without traffic
    channelAuthorization: { customHandler: authorizeChannel },
  });
  const pusher = echo.connector.pusher as Pusher;
  pusher.connection.bind('state_change', ({ current }: { current: SocketState }) => handlers.onState(current));
  const channel = echo.private(`chef-${chefId}`);
  channel.listen('.broadcast-notification', (payload: unknown) => handlers.onEvent(payload));
  channel.subscribed(() => handlers.onSubscribed());
  channel.error((error: unknown) => handlers.onSubscriptionError(error));

  return {
    close: () => {
      pusher.connection.unbind('state_change');
      echo.disconnect();
    },
  };
}
