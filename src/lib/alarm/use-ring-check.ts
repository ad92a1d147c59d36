// The ring checks (ring-check.ts) as they stand now, followed live: the notification permission
// (the Permissions API's change event, and again when the page comes back into view: some browsers
// send no event when the chef changes it in the settings), the push token (stored or forgotten in
// this tab, or in another: the `storage` event) and the sound state.
import { useCallback, useEffect, useState } from 'react';
import { pushConfigured } from '@/lib/push';
import { storedPushToken, onPushTokenChange, PUSH_TOKEN_KEY } from '@/lib/push/device-data';
import { pushBlocker } from '@/lib/push/gating';
import { pushState, type NotificationState, type RingCheck } from './ring-check';
import { useSoundState } from './sound-unlock';

const readPermission = (): NotificationState => (typeof Notification === 'undefined' ? 'unsupported' : Notification.permission);
const readPush = () => pushState({ configured: pushConfigured(), blocker: pushBlocker(), token: storedPushToken() });

export function useRingCheck(): RingCheck & { recheck: () => void } {
  const [notifications, setNotifications] = useState(readPermission);
  const [push, setPush] = useState(readPush);
  const sound = useSoundState();

  const recheck = useCallback(() => {
    setNotifications(readPermission());
    setPush(readPush());
  }, []);

  useEffect(() => {
    let left = false;
    let status: PermissionStatus | null = null;
    void navigator.permissions
      ?.query({ name: 'notifications' })
      .then((answer) => {
        if (left) return;
        status = answer;
        status.addEventListener('change', recheck);
      })
      .catch(() => undefined); // no Permissions API for notifications: the other triggers remain
    const onStorage = (event: StorageEvent) => {
      if (event.key === PUSH_TOKEN_KEY || event.key === null) recheck();
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') recheck();
    };
    const stopToken = onPushTokenChange(recheck);
    window.addEventListener('storage', onStorage);
    window.addEventListener('focus', recheck);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      left = true;
      status?.removeEventListener('change', recheck);
      stopToken();
      window.removeEventListener('storage', onStorage);
      window.removeEventListener('focus', recheck);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [recheck]);

  return { notifications, push, sound, recheck };
}
