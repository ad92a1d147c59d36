// The one place that imports Firebase (firebase/app + firebase/messaging), as its own lazy chunk:
// nothing of Firebase is downloaded before the push flow needs a token. The token belongs to OUR
// service worker's push subscription (getToken with serviceWorkerRegistration), so there is no
// firebase-messaging-sw.js; the worker shows background messages itself (sw/push.ts) and hands
// foreground ones to the page in the shape onMessage listens for.
import type { FirebaseSettings } from './config';
import type { ForegroundMessage, PushClient } from './types';

export async function createFirebaseClient(settings: FirebaseSettings): Promise<PushClient> {
  const [{ initializeApp, getApps }, messagingModule] = await Promise.all([import('firebase/app'), import('firebase/messaging')]);
  const { getMessaging, getToken, onMessage } = messagingModule;
  const { vapidKey, ...appConfig } = settings;
  const app = getApps()[0] ?? initializeApp(appConfig);
  const messaging = getMessaging(app);
  return {
    async getToken(registration) {
      const token = await getToken(messaging, { vapidKey, serviceWorkerRegistration: registration });
      return token || null;
    },
    onForegroundMessage(listener) {
      return onMessage(messaging, (payload) => {
        const message: ForegroundMessage = {};
        const title = payload.notification?.title ?? payload.data?.title;
        const body = payload.notification?.body ?? payload.data?.body;
        if (title) message.title = title;
        if (body) message.body = body;
        listener(message);
      });
    },
  };
}
