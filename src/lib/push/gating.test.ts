// Push capability gating (spec section 4): notifications and service workers, the installed app,
// iOS 16.4 or newer (iosVersion/isIos of src/lib/display-mode.ts included).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { iosVersion, isIos } from '@/lib/display-mode';
import { pushBlocker } from './gating';

const CHROME_ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const iphone = (os: string) => `Mozilla/5.0 (iPhone; CPU iPhone OS ${os} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.0 Mobile/15E148 Safari/604.1`;
const IPAD_DESKTOP = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15';

function device({ notifications = true, serviceWorker = true, standalone = true, ua = CHROME_ANDROID, touchPoints = 5 } = {}) {
  const win: Record<string, unknown> = { matchMedia: (query: string) => ({ matches: standalone && query === '(display-mode: standalone)' }) };
  if (notifications) win.Notification = function Notification() {};
  const nav: Record<string, unknown> = { userAgent: ua, maxTouchPoints: touchPoints };
  if (serviceWorker) nav.serviceWorker = {};
  win.navigator = nav;
  vi.stubGlobal('window', win);
  vi.stubGlobal('navigator', nav);
}

afterEach(() => vi.unstubAllGlobals());

describe('pushBlocker', () => {
  it('an installed app on Android may push', () => {
    device();
    expect(pushBlocker()).toBeNull();
  });

  it('without notifications', () => {
    device({ notifications: false });
    expect(pushBlocker()).toBe('no-notifications');
  });

  it('without service workers', () => {
    device({ serviceWorker: false });
    expect(pushBlocker()).toBe('no-service-worker');
  });

  it('in a browser tab (not installed)', () => {
    device({ standalone: false });
    expect(pushBlocker()).toBe('not-installed');
  });

  it('iOS older than 16.4', () => {
    device({ ua: iphone('16_3_1') });
    expect(pushBlocker()).toBe('old-ios');
    device({ ua: iphone('15_10') });
    expect(pushBlocker()).toBe('old-ios');
  });

  it('iOS 16.4 and newer', () => {
    device({ ua: iphone('16_4') });
    expect(pushBlocker()).toBeNull();
    device({ ua: iphone('17_0') });
    expect(pushBlocker()).toBeNull();
  });
});

describe('display mode helpers', () => {
  it('reads iPhone and iPadOS (desktop mode) versions', () => {
    device({ ua: iphone('16_4') });
    expect(isIos()).toBe(true);
    expect(iosVersion()).toEqual({ major: 16, minor: 4 });
    device({ ua: IPAD_DESKTOP, touchPoints: 5 });
    expect(iosVersion()).toEqual({ major: 17, minor: 2 });
    device({ ua: IPAD_DESKTOP, touchPoints: 0 });
    expect(isIos()).toBe(false);
  });
});
