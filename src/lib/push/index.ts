// Push behind src/lib (like the realtime client): `loadPushClient()` gives the Firebase client of
// this build, loaded on first use, or null when the build has no Firebase config (push off, said
// once in the console, never an error). Tests replace the client with `setPushClientForTests`.
import { readFirebaseSettings } from './config';
import type { PushClient } from './types';

export type { ForegroundMessage, PushClient } from './types';

let client: Promise<PushClient | null> | null = null;

export function loadPushClient(): Promise<PushClient | null> {
  client ??= start();
  return client;
}

/** True when this build carries a Firebase config (no download involved). */
export function pushConfigured(): boolean {
  return !('missing' in readFirebaseSettings(import.meta.env));
}

function start(): Promise<PushClient | null> {
  const settings = readFirebaseSettings(import.meta.env);
  if ('missing' in settings) {
    console.info(`Push notifications are off: this build has no Firebase config (${settings.missing.join(', ')}).`);
    return Promise.resolve(null);
  }
  return import('./firebase')
    .then(({ createFirebaseClient }) => createFirebaseClient(settings))
    .catch((error: unknown) => {
      client = null; // offline when the chunk was first needed: the next start tries again
      throw error;
    });
}

/** Unit tests: the client the next `loadPushClient()` returns (undefined: back to the real one). */
export function setPushClientForTests(fake: PushClient | null | undefined): void {
  client = fake === undefined ? null : Promise.resolve(fake);
}
