// Push is off, said once, never a crash, when the build has no (complete) Firebase config.
import { afterEach, expect, it, vi } from 'vitest';
import { loadPushClient, setPushClientForTests } from '@/lib/push';
import { readFirebaseSettings } from '@/lib/push/config';

afterEach(() => {
  setPushClientForTests(undefined);
  vi.restoreAllMocks();
});

it('reads all five VITE_FIREBASE_* keys, or names the missing ones', () => {
  const full = {
    VITE_FIREBASE_API_KEY: 'key',
    VITE_FIREBASE_PROJECT_ID: 'chef',
    VITE_FIREBASE_MESSAGING_SENDER_ID: '42',
    VITE_FIREBASE_APP_ID: '1:42:web:1',
    VITE_FIREBASE_VAPID_KEY: 'BPublic',
  };
  expect(readFirebaseSettings(full)).toEqual({ apiKey: 'key', projectId: 'chef', messagingSenderId: '42', appId: '1:42:web:1', vapidKey: 'BPublic' });
  expect(readFirebaseSettings({ ...full, VITE_FIREBASE_VAPID_KEY: ' ' })).toEqual({ missing: ['VITE_FIREBASE_VAPID_KEY'] });
});

it('without a config the client is null and the console says so once', async () => {
  const info = vi.spyOn(console, 'info').mockImplementation(() => {});
  await expect(loadPushClient()).resolves.toBeNull();
  await expect(loadPushClient()).resolves.toBeNull();
  expect(info).toHaveBeenCalledTimes(1);
  expect(String(info.mock.calls[0]?.[0])).toContain('Push notifications are off');
});
