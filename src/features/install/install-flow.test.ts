// The install prompt flow (spec sections 4 and 9) under fake timers: when the card and the iOS
// instructions show, what Install, Later, appinstalled and a switch to standalone record.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INSTALL_DISMISSED_KEY, INSTALLED_KEY, IOS_DISMISSED_KEY } from './install-flags';
import { startInstallFlow, type InstallDevice, type InstallShown } from './install-flow';
import type { InstallPromptEvent } from './install-signal';
import { memoryStorage } from '@/lib/testing/memory-storage';

const DAY = 24 * 60 * 60 * 1000;

type FakeDevice = InstallDevice & { signal(event?: InstallPromptEvent): InstallPromptEvent; installEvent(): void; becomeStandalone(): void };

function fakeDevice(options: { standalone?: boolean; ios?: boolean } = {}): FakeDevice {
  const installable = new Set<(event: InstallPromptEvent) => void>();
  const installed = new Set<() => void>();
  const standalone = new Set<(value: boolean) => void>();
  return {
    standalone: () => options.standalone ?? false,
    ios: () => options.ios ?? false,
    now: () => Date.now(),
    onInstallable: (listener) => (installable.add(listener), () => installable.delete(listener)),
    onInstalled: (listener) => (installed.add(listener), () => installed.delete(listener)),
    onStandaloneChange: (listener) => (standalone.add(listener), () => standalone.delete(listener)),
    signal: (event = browserPrompt('accepted')) => {
      for (const listener of installable) listener(event);
      return event;
    },
    installEvent: () => installed.forEach((listener) => listener()),
    becomeStandalone: () => standalone.forEach((listener) => listener(true)),
  };
}

function browserPrompt(outcome: 'accepted' | 'dismissed'): InstallPromptEvent & { prompted: number } {
  const event = Object.assign(new Event('beforeinstallprompt'), {
    prompted: 0,
    prompt: () => {
      event.prompted += 1;
      return Promise.resolve();
    },
    userChoice: Promise.resolve({ outcome }),
  });
  return event;
}

function start(device: FakeDevice) {
  const seen: InstallShown[] = [];
  let now: InstallShown = null;
  const flow = startInstallFlow((shown) => {
    now = shown;
    seen.push(shown);
  }, device);
  return { flow, shown: () => now, seen };
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-23T10:00:00Z') });
  vi.stubGlobal('localStorage', memoryStorage());
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the install card (browsers that signal installability)', () => {
  it('shows 2 s after beforeinstallprompt, not before', () => {
    const device = fakeDevice();
    const { shown } = start(device);
    vi.advanceTimersByTime(10_000);
    expect(shown()).toBeNull(); // no signal, no card
    device.signal();
    vi.advanceTimersByTime(1999);
    expect(shown()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(shown()).toBe('card');
  });

  it('Install calls the browser prompt once; accepted records installed and hides the card', async () => {
    const device = fakeDevice();
    const { flow, shown } = start(device);
    const event = browserPrompt('accepted');
    device.signal(event);
    vi.advanceTimersByTime(2000);
    await flow.install();
    expect(event.prompted).toBe(1);
    expect(shown()).toBeNull();
    expect(localStorage.getItem(INSTALLED_KEY)).toBe('true');
  });

  it('a prompt the chef dismisses in the browser counts as Later', async () => {
    const device = fakeDevice();
    const { flow, shown } = start(device);
    device.signal(browserPrompt('dismissed'));
    vi.advanceTimersByTime(2000);
    await flow.install();
    expect(shown()).toBeNull();
    expect(localStorage.getItem(INSTALLED_KEY)).toBeNull();
    expect(Number(localStorage.getItem(INSTALL_DISMISSED_KEY))).toBe(Date.now());
  });

  it('Later hides the card and records when; for a day nothing shows, after a day it shows again', () => {
    const first = fakeDevice();
    const one = start(first);
    first.signal();
    vi.advanceTimersByTime(2000);
    one.flow.later();
    expect(one.shown()).toBeNull();
    expect(Number(localStorage.getItem(INSTALL_DISMISSED_KEY))).toBe(Date.now());
    one.flow.stop();

    vi.advanceTimersByTime(DAY - 10_000); // a reload within the day
    const second = fakeDevice();
    const two = start(second);
    second.signal();
    vi.advanceTimersByTime(5000);
    expect(two.shown()).toBeNull();
    two.flow.stop();

    vi.advanceTimersByTime(10_000); // a day has passed
    const third = fakeDevice();
    const three = start(third);
    third.signal();
    vi.advanceTimersByTime(2000);
    expect(three.shown()).toBe('card');
  });

  it('a second signal does not restart the delay', () => {
    const device = fakeDevice();
    const { shown } = start(device);
    device.signal();
    vi.advanceTimersByTime(1500);
    device.signal();
    vi.advanceTimersByTime(500);
    expect(shown()).toBe('card');
  });
});

describe('the iOS instructions', () => {
  it('show 1.5 s after mount, without any browser signal', () => {
    const { shown } = start(fakeDevice({ ios: true }));
    vi.advanceTimersByTime(1499);
    expect(shown()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(shown()).toBe('ios');
  });

  it('Later hides them for a day (their own flag)', () => {
    const one = start(fakeDevice({ ios: true }));
    vi.advanceTimersByTime(1500);
    one.flow.later();
    expect(one.shown()).toBeNull();
    expect(Number(localStorage.getItem(IOS_DISMISSED_KEY))).toBe(Date.now());
    expect(localStorage.getItem(INSTALL_DISMISSED_KEY)).toBeNull();
    one.flow.stop();

    vi.advanceTimersByTime(DAY - 1);
    const two = start(fakeDevice({ ios: true }));
    vi.advanceTimersByTime(1500);
    expect(two.shown()).toBeNull();
    two.flow.stop();

    vi.advanceTimersByTime(1);
    const three = start(fakeDevice({ ios: true }));
    vi.advanceTimersByTime(1500);
    expect(three.shown()).toBe('ios');
  });
});

describe('nothing for an installed app', () => {
  it('shows nothing when running standalone', () => {
    const device = fakeDevice({ standalone: true });
    const card = start(device);
    device.signal();
    vi.advanceTimersByTime(5000);
    expect(card.seen).toEqual([]);
    expect(start(fakeDevice({ standalone: true, ios: true })).seen).toEqual([]);
    vi.advanceTimersByTime(5000);
  });

  it('shows nothing when recorded as installed', () => {
    localStorage.setItem(INSTALLED_KEY, 'true');
    const device = fakeDevice();
    const card = start(device);
    const ios = start(fakeDevice({ ios: true }));
    device.signal();
    vi.advanceTimersByTime(5000);
    expect(card.seen).toEqual([]);
    expect(ios.seen).toEqual([]);
  });

  it('appinstalled hides the card and records installed', () => {
    const device = fakeDevice();
    const { shown } = start(device);
    device.signal();
    vi.advanceTimersByTime(2000);
    device.installEvent();
    expect(shown()).toBeNull();
    expect(localStorage.getItem(INSTALLED_KEY)).toBe('true');
  });

  it('appinstalled before the delay ends: the card never shows', () => {
    const device = fakeDevice();
    const { seen } = start(device);
    device.signal();
    vi.advanceTimersByTime(1000);
    device.installEvent();
    vi.advanceTimersByTime(5000);
    expect(seen).toEqual([]);
  });

  it('a switch to standalone hides the iOS instructions and records installed', () => {
    const device = fakeDevice({ ios: true });
    const { shown } = start(device);
    vi.advanceTimersByTime(1500);
    expect(shown()).toBe('ios');
    device.becomeStandalone();
    expect(shown()).toBeNull();
    expect(localStorage.getItem(INSTALLED_KEY)).toBe('true');
  });

  it('stop cancels a pending prompt', () => {
    const { flow, seen } = start(fakeDevice({ ios: true }));
    flow.stop();
    vi.advanceTimersByTime(5000);
    expect(seen).toEqual([]);
  });
});
