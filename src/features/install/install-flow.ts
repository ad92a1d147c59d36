// The install prompt flow (spec section 4), free of React so every rule runs under fake timers:
// - nothing when the app already runs standalone or is recorded as installed;
// - on iOS (no browser prompt there): the manual instructions after 1.5 s, unless they were
//   dismissed less than a day ago;
// - elsewhere, when the browser signals installability: the install card after 2 s, unless it was
//   dismissed less than a day ago;
// - Install: the browser's own prompt; accepted records installed. Later records the dismissal;
// - the `appinstalled` event or a switch to standalone hides everything and records installed.
import { isIos, isStandalone, onStandaloneChange } from '@/lib/display-mode';
import { dismissedAt, recordDismissed, recordedInstalled, recordInstalled } from './install-flags';
import { forgetInstallSignal, onInstallable, type InstallPromptEvent } from './install-signal';
import { DISMISS_SUPPRESSION_MS, INSTALL_CARD_DELAY_MS, IOS_INSTRUCTIONS_DELAY_MS } from './timings';

export type InstallShown = 'card' | 'ios' | null;

export type InstallDevice = {
  standalone(): boolean;
  onStandaloneChange(onChange: (standalone: boolean) => void): () => void;
  ios(): boolean;
  onInstallable(listener: (event: InstallPromptEvent) => void): () => void;
  onInstalled(listener: () => void): () => void;
  now(): number;
};

export const browserInstallDevice: InstallDevice = {
  standalone: isStandalone,
  onStandaloneChange,
  ios: () => isIos(),
  onInstallable,
  onInstalled: (listener) => {
    window.addEventListener('appinstalled', listener);
    return () => window.removeEventListener('appinstalled', listener);
  },
  now: () => Date.now(),
};

export type InstallFlow = { install(): Promise<void>; later(): void; stop(): void };

export function startInstallFlow(show: (shown: InstallShown) => void, device: InstallDevice = browserInstallDevice): InstallFlow {
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const unsubscribe: (() => void)[] = [];
  let stopped = false;
  let shown: InstallShown = null;
  let signal: InstallPromptEvent | null = null;

  const set = (next: InstallShown) => {
    shown = next;
    show(next);
  };
  const clearTimers = () => {
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
  };
  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!stopped) run();
    }, ms);
    timers.add(timer);
  };
  const recentlyDismissed = (kind: 'card' | 'ios') => {
    const at = dismissedAt(kind);
    return at !== null && device.now() - at < DISMISS_SUPPRESSION_MS;
  };
  const installed = () => {
    recordInstalled();
    clearTimers();
    signal = null;
    if (shown !== null) set(null);
  };

  const stop = () => {
    stopped = true;
    clearTimers();
    for (const off of unsubscribe.splice(0)) off();
  };

  if (!device.standalone() && !recordedInstalled()) {
    unsubscribe.push(
      device.onInstalled(installed),
      device.onStandaloneChange((standalone) => standalone && installed()),
    );
    if (device.ios()) {
      if (!recentlyDismissed('ios')) later(IOS_INSTRUCTIONS_DELAY_MS, () => set('ios'));
    } else {
      unsubscribe.push(
        device.onInstallable((event) => {
          const first = signal === null;
          signal = event;
          if (!first || recordedInstalled()) return;
          later(INSTALL_CARD_DELAY_MS, () => {
            if (signal && !recentlyDismissed('card')) set('card');
          });
        }),
      );
    }
  }

  return {
    install: async () => {
      const event = signal;
      if (!event) return;
      signal = null;
      forgetInstallSignal();
      set(null);
      try {
        await event.prompt();
        const choice = await event.userChoice;
        if (choice.outcome === 'accepted') recordInstalled();
        else recordDismissed('card', device.now());
      } catch (error) {
        console.error('Install: the browser prompt failed', error);
      }
    },
    later: () => {
      if (shown === null) return;
      recordDismissed(shown, device.now());
      set(null);
    },
    stop,
  };
}
