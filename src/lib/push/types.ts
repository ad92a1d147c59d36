// What the app needs of a push provider (Firebase Cloud Messaging in production; a fake in tests).
/** Spec section 3: a foreground push message has an optional title and body. */
export type ForegroundMessage = { title?: string; body?: string };

export type PushClient = {
  /** This device's push token for our service worker's registration, or null when none is given. */
  getToken(registration: ServiceWorkerRegistration): Promise<string | null>;
  /** Messages that arrive while the app is visible; returns the unsubscribe. */
  onForegroundMessage(listener: (message: ForegroundMessage) => void): () => void;
};
