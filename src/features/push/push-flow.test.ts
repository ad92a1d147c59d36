// The push flow of spec section 4 under fake timers: every branch, each delay and toast duration
// of section 9, and the token rules of section 5 (what reaches the server).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setPushClientForTests } from '@/lib/push';
import { browserDevice, startPushFlow, type PushDevice, type PushFlow } from './push-flow';
import { LAST_ASKED_KEY, PERMISSION_ASKED_KEY, PUSH_TOKEN_KEY } from '@/lib/push/device-data';
import { fakeFirebase, memoryStorage, recordingView, type FakeFirebase, type SeenView } from './test-support';

const server = vi.hoisted(() => ({ tokens: [] as string[], fail: false }));
const session = vi.hoisted(() => ({ token: 'chef-token' as string | null }));
vi.mock('@/api/push', () => ({
  registerFcmToken: async (token: string) => {
    if (server.fail) throw new Error('HTTP 500');
    server.tokens.push(token);
  },
}));
vi.mock('@/session/session', () => ({ getSession: () => ({ isLoggedIn: true, userData: null, token: session.token }) }));

const DAY = 24 * 60 * 60 * 1000;
const registration = {} as ServiceWorkerRegistration;

let view: SeenView;
let firebase: FakeFirebase;
let permission: NotificationPermission;
let answer: NotificationPermission;
let flow: PushFlow | null;

function start(overrides: Partial<PushDevice> = {}): PushFlow {
  flow = startPushFlow(view, {
    ...browserDevice,
    blocker: () => null,
    configured: () => true,
    permission: () => permission,
    requestPermission: async () => {
      permission = answer;
      return answer;
    },
    registration: async () => registration,
    ...overrides,
  });
  return flow;
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-23T10:00:00Z') });
  vi.stubGlobal('localStorage', memoryStorage());
  vi.spyOn(console, 'info').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  server.tokens = [];
  server.fail = false;
  session.token = 'chef-token';
  view = recordingView();
  firebase = fakeFirebase('token-1');
  setPushClientForTests(firebase);
  permission = 'default';
  answer = 'granted';
  flow = null;
});

afterEach(() => {
  flow?.stop();
  setPushClientForTests(undefined);
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('gating and configuration', () => {
  it.each(['no-notifications', 'no-service-worker', 'not-installed', 'old-ios'] as const)('%s: no prompt, no token', async (blocker) => {
    permission = 'granted';
    start({ blocker: () => blocker });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(view.dialogs).toEqual([]);
    expect(server.tokens).toEqual([]);
  });

  it('no Firebase config: push off, no prompt', async () => {
    start({ configured: () => false, loadClient: async () => null });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(view.dialogs).toEqual([]);
  });

  it('permission denied before: nothing is shown', async () => {
    permission = 'denied';
    start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(view.dialogs).toEqual([]);
    expect(view.toasts).toEqual([]);
  });
});

describe('already granted', () => {
  beforeEach(() => {
    permission = 'granted';
  });

  it('gets the token silently and sends it, with no prompt and no toast', async () => {
    start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(server.tokens).toEqual(['token-1']);
    expect(localStorage.getItem(PUSH_TOKEN_KEY)).toBe('token-1');
    expect(view.dialogs).toEqual([]);
    expect(view.toasts).toEqual([]);
  });

  it('does not send an unchanged token again, but sends a changed one', async () => {
    localStorage.setItem(PUSH_TOKEN_KEY, 'token-1');
    start();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.tokens).toEqual([]);
    flow?.stop();
    firebase.token = 'token-2';
    start();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.tokens).toEqual(['token-2']);
    expect(localStorage.getItem(PUSH_TOKEN_KEY)).toBe('token-2');
  });

  it.each([null, '', 'undefined'])('never sends without a usable chef token (%j)', async (userToken) => {
    session.token = userToken;
    start();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.tokens).toEqual([]);
  });

  it('a refused send is only logged and tried again on the next start', async () => {
    server.fail = true;
    start();
    await vi.advanceTimersByTimeAsync(0);
    expect(view.toasts).toEqual([]);
    expect(localStorage.getItem(PUSH_TOKEN_KEY)).toBeNull();
    flow?.stop();
    server.fail = false;
    start();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.tokens).toEqual(['token-1']);
  });

  it('a foreground message is an info toast for 5 s, with default texts when it has none', async () => {
    start();
    await vi.advanceTimersByTimeAsync(0);
    firebase.deliver({ title: 'New order #1042', body: 'Two portions of plov' });
    firebase.deliver({});
    expect(view.toasts).toEqual([
      { type: 'info', title: 'New order #1042', description: 'Two portions of plov', duration: 5000 },
      { type: 'info', title: 'New notification', description: 'You have a new notification.', duration: 5000 },
    ]);
  });
});

describe('the prompt', () => {
  it('appears 2.5 s after mount and records the ask', async () => {
    start();
    await vi.advanceTimersByTimeAsync(2499);
    expect(view.dialogs).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(view.dialogs).toEqual(['prompt']);
    expect(localStorage.getItem(PERMISSION_ASKED_KEY)).toBe('true');
    expect(localStorage.getItem(LAST_ASKED_KEY)).toBe(String(Date.now()));
  });

  it('is not shown again within 24 hours of the last ask, and is after', async () => {
    localStorage.setItem(LAST_ASKED_KEY, String(Date.now() - DAY + 60_000));
    start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(view.dialogs).toEqual([]);
    flow?.stop();
    localStorage.setItem(LAST_ASKED_KEY, String(Date.now() - DAY));
    start();
    await vi.advanceTimersByTimeAsync(2500);
    expect(view.dialogs).toEqual(['prompt']);
  });

  it('leaving the layout before 2.5 s shows nothing', async () => {
    start().stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(view.dialogs).toEqual([]);
  });

  it('Not now: an info toast for 3 s, no token', async () => {
    start().notNow();
    expect(view.toasts).toEqual([{ type: 'info', title: 'Notifications disabled', description: expect.any(String), duration: 3000 }]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.tokens).toEqual([]);
  });
});

describe('Allow', () => {
  it('after 300 ms gets the token, stores and registers it, then a success toast for 4 s', async () => {
    const prompt = start();
    await vi.advanceTimersByTimeAsync(2500);
    prompt.allow();
    await vi.advanceTimersByTimeAsync(299);
    expect(permission).toBe('default');
    expect(server.tokens).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.tokens).toEqual(['token-1']);
    expect(localStorage.getItem(PUSH_TOKEN_KEY)).toBe('token-1');
    expect(view.toasts).toEqual([{ type: 'success', title: 'Notifications enabled', description: expect.any(String), duration: 4000 }]);
  });

  it('denied: the manual instructions open 500 ms later', async () => {
    answer = 'denied';
    start().allow();
    await vi.advanceTimersByTimeAsync(300 + 499);
    expect(view.dialogs).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(view.dialogs).toEqual(['manual']);
    expect(view.toasts).toEqual([]);
  });

  it('granted but no token: a warning toast for 3 s', async () => {
    firebase.token = null;
    start().allow();
    await vi.advanceTimersByTimeAsync(300);
    expect(view.toasts).toEqual([{ type: 'warning', title: 'Notifications not enabled', description: expect.any(String), duration: 3000 }]);
    expect(server.tokens).toEqual([]);
  });

  it('dismissed (permission stays default): a warning toast for 3 s', async () => {
    answer = 'default';
    start().allow();
    await vi.advanceTimersByTimeAsync(300);
    expect(view.toasts.map((toast) => [toast.type, toast.duration])).toEqual([['warning', 3000]]);
  });

  it('an error: an error toast for 3 s', async () => {
    firebase.token = new Error('messaging/token-subscribe-failed');
    start().allow();
    await vi.advanceTimersByTimeAsync(300);
    expect(view.toasts).toEqual([{ type: 'error', title: 'Notifications error', description: expect.any(String), duration: 3000 }]);
  });

  it('after Allow, foreground messages show as toasts', async () => {
    start().allow();
    await vi.advanceTimersByTimeAsync(300);
    firebase.deliver({ title: 'Order cancelled' });
    expect(view.toasts.at(-1)).toEqual({ type: 'info', title: 'Order cancelled', description: 'You have a new notification.', duration: 5000 });
  });
});

describe('enable (the alarm\'s "Allow notifications")', () => {
  it('asks at once and sends the token, with the success toast', async () => {
    await start().enable();
    expect(permission).toBe('granted');
    expect(server.tokens).toEqual(['token-1']);
    expect(localStorage.getItem(PUSH_TOKEN_KEY)).toBe('token-1');
    expect(view.toasts.map((toast) => toast.type)).toEqual(['success']);
  });

  it('denied before: the manual instructions at once, nothing asked', async () => {
    permission = 'denied';
    const requestPermission = vi.fn(async () => 'granted' as const);
    await start({ requestPermission }).enable();
    expect(view.dialogs).toEqual(['manual']);
    expect(requestPermission).not.toHaveBeenCalled();
  });

  it('no Firebase config or no push on this device: the permission alone, no token, no toast', async () => {
    await start({ configured: () => false }).enable();
    expect(permission).toBe('granted');
    permission = 'default';
    await start({ blocker: () => 'not-installed' }).enable();
    expect(permission).toBe('granted');
    expect(server.tokens).toEqual([]);
    expect(view.toasts).toEqual([]);
  });
});
