// Whether this page may play sound without a tap (the browser's autoplay rule): the alarm of an
// order that arrives while nobody touches the phone rings only if so. Known from every real play
// (sound.ts: allowed or refused); before any, from a probe: a Web Audio context created without a
// tap starts "suspended" where autoplay is blocked (Chrome, Safari), "running" where it is allowed.
// After the chef's first tap the page may play (sticky activation), so a blocked state is probed
// again then.
import { useSyncExternalStore } from 'react';

/** 'unknown': this browser gives no way to tell before a real play. */
export type SoundState = 'unknown' | 'unlocked' | 'blocked';

let state: SoundState | null = null;
const listeners = new Set<() => void>();

function set(next: SoundState): void {
  if (state === next) return;
  state = next;
  for (const listener of listeners) listener();
}

type AudioContextClass = new () => { state: string; close(): Promise<void> };

function probe(): SoundState {
  if (typeof navigator !== 'undefined' && navigator.userActivation?.hasBeenActive) return 'unlocked';
  const Context = (globalThis as { AudioContext?: AudioContextClass }).AudioContext;
  if (!Context) return 'unknown';
  try {
    const context = new Context();
    const running = context.state === 'running';
    void context.close().catch(() => undefined);
    return running ? 'unlocked' : 'blocked';
  } catch {
    return 'unknown';
  }
}

export function soundState(): SoundState {
  state ??= probe();
  return state;
}

/** A real play's outcome (not a muted priming play, which browsers always allow). */
export function noteSoundPlayed(allowed: boolean, refusal?: string): void {
  if (allowed) set('unlocked');
  else if (refusal === 'NotAllowedError') set('blocked');
}

const onActivation = () => {
  // After the tap's handlers: the page has its activation by then.
  setTimeout(() => {
    if (state === 'blocked') set(probe());
  }, 0);
};

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener('pointerdown', onActivation, { capture: true });
    window.addEventListener('keydown', onActivation, { capture: true });
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener('pointerdown', onActivation, { capture: true });
    window.removeEventListener('keydown', onActivation, { capture: true });
  };
}

export function useSoundState(): SoundState {
  return useSyncExternalStore(subscribe, soundState, () => 'unknown');
}

/** Tests: probe again on the next read. */
export function forgetSoundStateForTests(): void {
  state = null;
}
