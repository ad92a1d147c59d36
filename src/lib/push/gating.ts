// Push capability gating (spec section 4): notifications and service workers supported, the app
// running installed (standalone), and on iPhone/iPad iOS 16.4 or newer (web push arrived there).
import { iosVersion, isIos, isStandalone, isVersionAtLeast } from '@/lib/display-mode';

export const MIN_IOS = { major: 16, minor: 4 } as const;

export type PushBlocker = 'no-notifications' | 'no-service-worker' | 'not-installed' | 'old-ios';

/** Why push cannot work on this device, or null when it can. */
export function pushBlocker(): PushBlocker | null {
  if (typeof window === 'undefined' || !('Notification' in window)) return 'no-notifications';
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return 'no-service-worker';
  if (!isStandalone()) return 'not-installed';
  if (isIos()) {
    const version = iosVersion();
    if (!version || !isVersionAtLeast(version, MIN_IOS.major, MIN_IOS.minor)) return 'old-ios';
  }
  return null;
}
