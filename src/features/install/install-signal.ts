// The browser's "this app can be installed" signal (beforeinstallprompt), kept from the moment the
// main layout's module loads (listenForInstallSignal): Chromium fires it once per page load, often before the lazy install prompt chunk
// has arrived, so the event is held here (its default mini-infobar prevented) for the flow to use.

/** Chromium's BeforeInstallPromptEvent (not in the DOM typings). */
export type InstallPromptEvent = Event & {
  prompt(): Promise<unknown>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
};

type Listener = (event: InstallPromptEvent) => void;

let held: InstallPromptEvent | null = null;
const listeners = new Set<Listener>();

function isInstallPromptEvent(event: Event): event is InstallPromptEvent {
  return typeof (event as Partial<InstallPromptEvent>).prompt === 'function';
}

let listening = false;

/** Starts holding the signal (once; the main layout calls it as its module loads). */
export function listenForInstallSignal(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    if (!isInstallPromptEvent(event)) return;
    event.preventDefault();
    held = event;
    for (const listener of listeners) listener(event);
  });
}

/** Calls `listener` with the held signal (if any) and every later one; returns the unsubscribe. */
export function onInstallable(listener: Listener): () => void {
  listenForInstallSignal();
  listeners.add(listener);
  if (held) listener(held);
  return () => listeners.delete(listener);
}

/** The signal is spent once prompt() has been called (the browser allows it once). */
export function forgetInstallSignal(): void {
  held = null;
}
