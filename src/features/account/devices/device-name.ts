// A device in the chef's words: "Chrome on Android", with "another browser" / "another system"
// for what the server could not name.
import type { Device } from '@/contract';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export function deviceName(device: Pick<Device, 'browser' | 'platform'>, t: Translate): string {
  const browser = device.browser === 'other' ? t('devices.otherBrowser') : device.browser;
  const platform = device.platform === 'other' ? t('devices.otherPlatform') : device.platform;
  return t('devices.name', { browser, platform });
}
