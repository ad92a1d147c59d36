/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the marketplace backend (without `/api`); empty means this origin. */
  readonly VITE_API_URL?: string;
  /** Google sign-in client id; the Google button shows only when it is set. */
  readonly VITE_GOOGLE_CLIENT_ID?: string;
  /** Pusher / Reverb application key (default: the reference server's `chef-pwa-key`). */
  readonly VITE_PUSHER_APP_KEY?: string;
  /** Websocket host, port and scheme (default: this page's). */
  readonly VITE_PUSHER_HOST?: string;
  readonly VITE_PUSHER_PORT?: string;
  readonly VITE_PUSHER_SCHEME?: 'http' | 'https';
  /** Pusher cluster, for hosted Pusher Channels (default `mt1`). */
  readonly VITE_PUSHER_CLUSTER?: string;
  /** Firebase web config for push notifications; all five set, or push is off (src/lib/push). */
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_MESSAGING_SENDER_ID?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  /** The public VAPID key (Firebase console: Cloud Messaging, Web Push certificates). */
  readonly VITE_FIREBASE_VAPID_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
