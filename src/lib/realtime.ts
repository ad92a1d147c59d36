// The one wrapper over laravel-echo + pusher-js (Pusher protocol: Laravel Reverb, Pusher Channels
// and the reference server speak it). It opens one connection, subscribes the chef's private
// channel and reports raw connection states and events; the reconnect policy lives in
// src/sync/engine/realtime-link.ts so it can be tested without a socket. The two libraries are loaded on
// first use (a lazy chunk): the sign-in screen does not need them.
import type Echo from 'laravel-echo';
import type Pusher from 'pusher-js';
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

const loadClients = () => Promise.all([import('laravel-echo'), import('pusher-js')]);

/** Open one connection and subscribe `private-chef-{chefId}` to `.broadcast-notification`. */
export function openChefSocket(settings: RealtimeSettings, chefId: number, handlers: SocketHandlers): RealtimeSocket {
  let closed = false;
  let closeOpened = () => {};
  loadClients().then(
    ([{ default: Echo }, { default: PusherClient }]) => {
      if (closed) return;
      closeOpened = connect(Echo, PusherClient, settings, chefId, handlers);
    },
    (error: unknown) => {
      console.error('Could not load the realtime client', error);
      if (!closed) handlers.onState('failed');
    },
  );
  return {
    close: () => {
      closed = true;
      closeOpened();
    },
  };
}

function connect(EchoClient: typeof Echo, PusherClient: typeof Pusher, settings: RealtimeSettings, chefId: number, handlers: SocketHandlers) {
  const authorizeChannel: ChannelAuthorizationHandler = ({ socketId, channelName }, callback) => {
    settings.authorize(socketId, channelName).then(
      (data) => callback(null, data),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  };
  const secure = settings.scheme === 'https';
  const echo = new EchoClient({
    broadcaster: 'pusher',
    Pusher: PusherClient,
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
  return () => {
    pusher.connection.unbind('state_change');
    echo.disconnect();
  };
}
