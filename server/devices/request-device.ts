// What a request tells of the device it comes from: its User-Agent, and whether the app runs
// installed (the `X-App-Display` header: `standalone` or `browser`; anything else says nothing).
import type { Context } from 'hono';
import { appDisplayHeader } from '../../src/contract/index.ts';
import type { DeviceInfo } from '../store/tokens.ts';

/** true / false as the app reported it, null when it did not. */
export function reportedInstalled(header: string | undefined): boolean | null {
  if (header === 'standalone') return true;
  if (header === 'browser') return false;
  return null;
}

export function deviceInfoOf(c: Context): DeviceInfo {
  return {
    userAgent: c.req.header('User-Agent') ?? '',
    installed: reportedInstalled(c.req.header(appDisplayHeader)) ?? false,
  };
}
