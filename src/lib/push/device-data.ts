// Device-stored push data (spec section 3), in localStorage: this device's push token (the one the
// server was given, announced when it changes), a flag that permission was asked, and when it was
// last asked (ms).
import { readText, writeText } from '@/lib/storage';

export const PUSH_TOKEN_KEY = 'fcm_token';
export const PERMISSION_ASKED_KEY = 'notification_permission_asked';
export const LAST_ASKED_KEY = 'notification_permission_last_asked';

export function storedPushToken(): string | null {
  return readText(PUSH_TOKEN_KEY) || null;
}

const tokenListeners = new Set<() => void>();

export function storePushToken(token: string | null): void {
  writeText(PUSH_TOKEN_KEY, token);
  for (const listener of tokenListeners) listener();
}

/** Calls `listener` when this tab stores or forgets the token; the function returned stops it. */
export function onPushTokenChange(listener: () => void): () => void {
  tokenListeners.add(listener);
  return () => tokenListeners.delete(listener);
}

export function lastAskedAt(): number | null {
  const value = Number(readText(LAST_ASKED_KEY));
  return Number.isFinite(value) && value > 0 ? value : null;
}

export function recordAsked(now: number): void {
  writeText(PERMISSION_ASKED_KEY, 'true');
  writeText(LAST_ASKED_KEY, String(now));
}

/** Logout: the token to tell the server to forget; forgotten here too, so the next chef who signs
 * in on this device has it sent again (it no longer counts as "the server has it"). */
export function takePushTokenForLogout(): string | null {
  const token = storedPushToken();
  storePushToken(null);
  return token;
}
