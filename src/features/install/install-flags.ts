// The install flags of the device-stored push data (spec section 3), in localStorage next to the
// push token: installed, when the install card was dismissed, when the iOS instructions were
// dismissed (ms). They belong to the device, not to a chef: logout keeps them.
import { readText, writeText } from '@/lib/storage';

export const INSTALLED_KEY = 'pwa_installed';
export const INSTALL_DISMISSED_KEY = 'pwa_install_dismissed_at';
export const IOS_DISMISSED_KEY = 'pwa_ios_instructions_dismissed_at';

function readTime(key: string): number | null {
  const value = Number(readText(key));
  return Number.isFinite(value) && value > 0 ? value : null;
}

export function recordedInstalled(): boolean {
  return readText(INSTALLED_KEY) === 'true';
}

export function recordInstalled(): void {
  writeText(INSTALLED_KEY, 'true');
}

export function dismissedAt(kind: 'card' | 'ios'): number | null {
  return readTime(kind === 'card' ? INSTALL_DISMISSED_KEY : IOS_DISMISSED_KEY);
}

export function recordDismissed(kind: 'card' | 'ios', now: number): void {
  writeText(kind === 'card' ? INSTALL_DISMISSED_KEY : IOS_DISMISSED_KEY, String(now));
}
