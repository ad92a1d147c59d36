// The browser and platform of a sign-in, read from its User-Agent for the profile's list of
// signed-in devices. A short hand-written mapping rather than a parser library: the list only names
// the common browsers and systems, and anything else is "other". Order matters: Edge and Samsung
// Internet also say "Chrome", Chrome also says "Safari", every iOS browser says "Mac OS X".
import type { DeviceBrowser, DevicePlatform } from '../../src/contract/index.ts';

const browsers: readonly [RegExp, DeviceBrowser][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/(\b|Headless)(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const platforms: readonly [RegExp, DevicePlatform][] = [
  [/\bAndroid\b/, 'Android'],
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b|\bX11\b/, 'Linux'],
];

export interface DeviceKind {
  browser: DeviceBrowser;
  platform: DevicePlatform;
}

export function deviceKindOf(userAgent: string): DeviceKind {
  const browser = browsers.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'other';
  const platform = platforms.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'other';
  return { browser, platform };
}
