// Can this phone ring? The three checks from what the browser says, and which of them fail (what
// the kitchen screen warns about until it is fixed).
import { describe, expect, it } from 'vitest';
import { pushState, ringProblems, type RingCheck } from './ring-check';

const ready: RingCheck = { notifications: 'granted', push: 'registered', sound: 'unlocked' };

describe('push state', () => {
  it('is off when the build has no Firebase config, whatever the device', () => {
    expect(pushState({ configured: false, blocker: null, token: 'token' })).toBe('off');
    expect(pushState({ configured: false, blocker: 'not-installed', token: null })).toBe('off');
  });

  it('says why the device cannot have push', () => {
    expect(pushState({ configured: true, blocker: 'not-installed', token: null })).toBe('needs-install');
    expect(pushState({ configured: true, blocker: 'old-ios', token: null })).toBe('old-ios');
    expect(pushState({ configured: true, blocker: 'no-service-worker', token: null })).toBe('unsupported');
    expect(pushState({ configured: true, blocker: 'no-notifications', token: null })).toBe('unsupported');
  });

  it('is registered once the token the server was given is stored', () => {
    expect(pushState({ configured: true, blocker: null, token: 'token' })).toBe('registered');
    expect(pushState({ configured: true, blocker: null, token: null })).toBe('not-registered');
  });
});

describe('ring problems', () => {
  it('none when notifications are allowed, push registered and sound unlocked', () => {
    expect(ringProblems(ready)).toEqual([]);
  });

  it('denied notifications, push not registered and blocked sound each fail, in that order', () => {
    expect(ringProblems({ notifications: 'denied', push: 'not-registered', sound: 'blocked' })).toEqual(['notifications', 'push', 'sound']);
    expect(ringProblems({ ...ready, notifications: 'denied' })).toEqual(['notifications']);
    expect(ringProblems({ ...ready, sound: 'blocked' })).toEqual(['sound']);
    for (const push of ['not-registered', 'needs-install', 'old-ios', 'unsupported'] as const) expect(ringProblems({ ...ready, push })).toEqual(['push']);
  });

  it('a server without push is not a failure, nor notifications not asked yet, nor a sound state not known', () => {
    expect(ringProblems({ notifications: 'default', push: 'off', sound: 'unknown' })).toEqual([]);
    expect(ringProblems({ notifications: 'unsupported', push: 'off', sound: 'unlocked' })).toEqual([]);
  });

  it('notifications not asked yet on a server with push: push is what fails', () => {
    expect(ringProblems({ notifications: 'default', push: 'not-registered', sound: 'unlocked' })).toEqual(['push']);
  });
});
