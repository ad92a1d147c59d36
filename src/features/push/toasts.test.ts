// The push toasts: spec section 8 keys (every severity has an English title and description) and
// section 9 durations.
import { expect, it } from 'vitest';
import { english } from './test-support';
import { foregroundToast, pushToast } from './toasts';

it('each severity has its texts and duration', () => {
  expect(pushToast('success', english)).toMatchObject({ type: 'success', duration: 4000, title: 'Notifications enabled' });
  expect(pushToast('warn', english)).toMatchObject({ type: 'warning', duration: 3000, title: 'Notifications not enabled' });
  expect(pushToast('error', english)).toMatchObject({ type: 'error', duration: 3000, title: 'Notifications error' });
  expect(pushToast('info', english)).toMatchObject({ type: 'info', duration: 3000, title: 'Notifications disabled' });
});

it('a foreground message falls back to the default texts', () => {
  expect(foregroundToast({ body: 'Only a body' }, english)).toEqual({ type: 'info', title: 'New notification', description: 'Only a body', duration: 5000 });
});
