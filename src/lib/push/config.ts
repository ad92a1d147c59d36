// The Firebase web config of push (VITE_FIREBASE_* at build time). Every key is needed: with any
// of them missing, push is off on this build and the app says so once in the console.
export type FirebaseSettings = {
  apiKey: string;
  projectId: string;
  messagingSenderId: string;
  appId: string;
  /** The public VAPID key of the Firebase project's web push certificate. */
  vapidKey: string;
};

type Env = Partial<Record<string, string | boolean | undefined>>;

const KEYS = {
  apiKey: 'VITE_FIREBASE_API_KEY',
  projectId: 'VITE_FIREBASE_PROJECT_ID',
  messagingSenderId: 'VITE_FIREBASE_MESSAGING_SENDER_ID',
  appId: 'VITE_FIREBASE_APP_ID',
  vapidKey: 'VITE_FIREBASE_VAPID_KEY',
} as const satisfies Record<keyof FirebaseSettings, string>;

/** The settings, or the names of the missing keys. */
export function readFirebaseSettings(env: Env): FirebaseSettings | { missing: string[] } {
  const missing: string[] = [];
  const settings: Partial<FirebaseSettings> = {};
  for (const [field, name] of Object.entries(KEYS) as [keyof FirebaseSettings, string][]) {
    const value = env[name];
    if (typeof value === 'string' && value.trim()) settings[field] = value.trim();
    else missing.push(name);
  }
  return missing.length ? { missing } : (settings as FirebaseSettings);
}
