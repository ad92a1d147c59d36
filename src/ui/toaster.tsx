// Toasts, top-right (spec section 2), with the spec's durations (section 9). Every screen shows
// feedback through `notify` (or `showToast`); the list that draws them (ToastList.tsx) and the
// toast store it draws from (toast-store.ts: Chakra's toaster) sit once in the app, in their own
// chunk. Until that chunk has loaded, a toast asked for waits here and the app loads the list
// (App.tsx); the list hands the store over and the waiting toasts show, in order. A first visit of
// the sign-in screen downloads neither (docs/architecture.md, "A start loads a few files").
import type { CreateToasterReturn } from '@chakra-ui/react';
import { i18next } from '@/i18n';

export type ToastOptions = Parameters<CreateToasterReturn['create']>[0];

let store: CreateToasterReturn | undefined;
const waiting: ToastOptions[] = [];
const askers = new Set<() => void>();

/** Shows a toast: at once once the toast list is there, else when it is (in order). */
export function showToast(options: ToastOptions): void {
  if (store) {
    store.create(options);
    return;
  }
  waiting.push(options);
  for (const asker of askers) asker();
}

/** Whether a toast has been asked for (the app then loads the list). */
export const toastAsked = (): boolean => store !== undefined || waiting.length > 0;

/** Calls `listener` when a toast is asked for before the list is there. */
export function onToastAsked(listener: () => void): () => void {
  askers.add(listener);
  return () => askers.delete(listener);
}

/** The toast list's store has loaded: the waiting toasts go to it, and every later one. */
export function handOverToastStore(created: CreateToasterReturn): void {
  store = created;
  for (const options of waiting.splice(0)) created.create(options);
}

type Kind = 'success' | 'error' | 'warning' | 'info';
const show = (type: Kind, title: string, description: string | undefined, duration: number) => showToast({ type, title, description, duration, closable: true });

export const notify = {
  /** Error toast: summary "Error", 5000 ms (spec section 8). */
  error: (detail: string) => show('error', i18next.t('common:error'), detail, 5000),
  success: (title: string, description?: string, duration = 3000) => show('success', title, description, duration),
  warning: (title: string, description?: string, duration = 3000) => show('warning', title, description, duration),
  info: (title: string, description?: string, duration = 3000) => show('info', title, description, duration),
};
