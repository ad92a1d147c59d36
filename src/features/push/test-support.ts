// Test helpers of the push feature: a Web Storage of plain entries (src/lib/testing), a fake Firebase client at the
// src/lib/push boundary, and a view that keeps what the chef was shown (English texts).
import type { ForegroundMessage, PushClient } from '@/lib/push';
export { memoryStorage } from '@/lib/testing/memory-storage';
import { pushEn } from './i18n.en';
import type { PushView } from './push-flow';
import { foregroundToast, pushToast, type ToastSpec } from './toasts';

/** English text of a `push` key, as i18next would give it. */
export function english(key: string): string {
  const found = key.split('.').reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined), pushEn);
  if (typeof found !== 'string') throw new Error(`No English text for ${key}`);
  return found;
}

export type FakeFirebase = PushClient & { token: string | null | Error; deliver(message: ForegroundMessage): void };

export function fakeFirebase(token: string | null | Error): FakeFirebase {
  const listeners = new Set<(message: ForegroundMessage) => void>();
  const fake: FakeFirebase = {
    token,
    getToken: () => (fake.token instanceof Error ? Promise.reject(fake.token) : Promise.resolve(fake.token)),
    onForegroundMessage: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    deliver: (message) => listeners.forEach((listener) => listener(message)),
  };
  return fake;
}

export type SeenView = PushView & { dialogs: string[]; toasts: ToastSpec[] };

export function recordingView(): SeenView {
  const view: SeenView = {
    dialogs: [],
    toasts: [],
    showPrompt: () => view.dialogs.push('prompt'),
    showManualInstructions: () => view.dialogs.push('manual'),
    toast: (kind) => view.toasts.push(pushToast(kind, english)),
    foregroundMessage: (message) => view.toasts.push(foregroundToast(message, english)),
  };
  return view;
}
