// How the app is running on this device: installed as a standalone app (home-screen icon, no
// browser bar) or in a browser tab, and whether the device is an iPhone/iPad (which cannot show
// a browser install prompt and gets web push only from iOS 16.4, in the installed app).
// Shared by the push permission flow (src/features/push) and the install prompt
// (src/features/install).

const STANDALONE_QUERY = '(display-mode: standalone)';

type NavigatorWithStandalone = Navigator & { standalone?: boolean };

/** True when the app runs installed: display-mode standalone, or iOS Safari's navigator.standalone. */
export function isStandalone(): boolean {
  if (typeof window === 'undefined') return false;
  if (typeof window.matchMedia === 'function' && window.matchMedia(STANDALONE_QUERY).matches) return true;
  return (window.navigator as NavigatorWithStandalone).standalone === true;
}

/** Calls `onChange` with the new value whenever the display mode switches; returns the unsubscribe. */
export function onStandaloneChange(onChange: (standalone: boolean) => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(STANDALONE_QUERY);
  const listener = (event: MediaQueryListEvent) => onChange(event.matches);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

function userAgent(): string {
  return typeof navigator === 'undefined' ? '' : navigator.userAgent;
}

/** iPhone, iPod or iPad, including iPadOS that reports itself as a Mac with a touch screen. */
export function isIos(ua: string = userAgent()): boolean {
  if (/iPad|iPhone|iPod/.test(ua)) return true;
  return /Macintosh/.test(ua) && typeof navigator !== 'undefined' && navigator.maxTouchPoints > 1;
}

export type IosVersion = { major: number; minor: number };

/**
 * The iOS version ({ major: 16, minor: 4 } for "OS 16_4"), or null when not iOS or not readable.
 * iPadOS in desktop mode hides its OS version; its Safari "Version/x.y" is used then.
 */
export function iosVersion(ua: string = userAgent()): IosVersion | null {
  if (!isIos(ua)) return null;
  const os = /OS (\d+)[_.](\d+)/.exec(ua) ?? /Version\/(\d+)\.(\d+)/.exec(ua);
  if (!os) return null;
  return { major: Number(os[1]), minor: Number(os[2]) };
}

/** True when `version` is `major.minor` or newer. */
export function isVersionAtLeast(version: IosVersion, major: number, minor: number): boolean {
  return version.major > major || (version.major === major && version.minor >= minor);
}
