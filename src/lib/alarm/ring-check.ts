// Can this phone ring for a new order? Three checks, each with its own fix, computed from what the
// browser says (pure, so every combination is unit-tested):
// - notifications: the permission the push notifications need;
// - push: whether this device's push token is stored (it is stored only once the server has it,
//   src/features/push/send-token.ts), or why it cannot be (this server has no push, the app is not
//   installed, an iPhone too old);
// - sound: whether the page may play the alarm without a tap (sound-unlock.ts).
import type { PushBlocker } from '@/lib/push/gating';
import type { SoundState } from './sound-unlock';

export type NotificationState = NotificationPermission | 'unsupported';

export type PushState =
  /** The build has no Firebase config: push is off for every chef of this server. */
  | 'off'
  | 'registered'
  | 'not-registered'
  | 'needs-install'
  | 'old-ios'
  | 'unsupported';

export type RingCheck = { notifications: NotificationState; push: PushState; sound: SoundState };

export type RingProblem = 'notifications' | 'push' | 'sound';

export function pushState(input: { configured: boolean; blocker: PushBlocker | null; token: string | null }): PushState {
  if (!input.configured) return 'off';
  switch (input.blocker) {
    case 'not-installed':
      return 'needs-install';
    case 'old-ios':
      return 'old-ios';
    case 'no-notifications':
    case 'no-service-worker':
      return 'unsupported';
    case null:
      return input.token ? 'registered' : 'not-registered';
  }
}

/**
 * The checks that fail, in the order the chef sees them. Notifications not asked for yet are not a
 * failure by themselves (push then says it is not registered, when this server has push); denied
 * ones are. A server without push is not the chef's failure to fix.
 */
export function ringProblems(check: RingCheck): RingProblem[] {
  const problems: RingProblem[] = [];
  if (check.notifications === 'denied') problems.push('notifications');
  if (check.push !== 'off' && check.push !== 'registered') problems.push('push');
  if (check.sound === 'blocked') problems.push('sound');
  return problems;
}
