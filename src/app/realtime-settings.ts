// Realtime settings from the build environment (README: "Pointing the app at a real backend"),
// defaulting to the reference server on this page's host and port.
import { authorizeChannel } from '@/api/broadcasting';
import type { RealtimeSettings } from '@/lib/realtime';

export function realtimeSettings(env: ImportMetaEnv = import.meta.env, page: Location = window.location): RealtimeSettings {
  const scheme = env.VITE_PUSHER_SCHEME ?? (page.protocol === 'https:' ? 'https' : 'http');
  const defaultPort = page.port ? Number(page.port) : scheme === 'https' ? 443 : 80;
  return {
    key: env.VITE_PUSHER_APP_KEY || 'chef-pwa-key',
    host: env.VITE_PUSHER_HOST || page.hostname,
    port: env.VITE_PUSHER_PORT ? Number(env.VITE_PUSHER_PORT) : defaultPort,
    scheme,
    cluster: env.VITE_PUSHER_CLUSTER || 'mt1',
    authorize: (socketId, channelName) => authorizeChannel(socketId, channelName),
  };
}
