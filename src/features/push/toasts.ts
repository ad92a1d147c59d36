// The push toasts (spec section 8): severities success, warn, error, info under
// dialogs.notifications.messages.<severity> (title + description), each for its spec section 9
// duration; a foreground message as an info toast for 5 s, default texts when it has none.
import type { ForegroundMessage } from '@/lib/push';
import { FOREGROUND_TOAST_MS, PUSH_TOAST_MS, type PushToastKind } from './timings';

export type ToastSpec = { type: 'success' | 'warning' | 'error' | 'info'; title: string; description: string; duration: number };
type Translate = (key: string) => string;

export function pushToast(kind: PushToastKind, t: Translate): ToastSpec {
  return {
    type: kind === 'warn' ? 'warning' : kind,
    title: t(`dialogs.notifications.messages.${kind}.title`),
    description: t(`dialogs.notifications.messages.${kind}.description`),
    duration: PUSH_TOAST_MS[kind],
  };
}

export function foregroundToast(message: ForegroundMessage, t: Translate): ToastSpec {
  return {
    type: 'info',
    title: message.title || t('dialogs.notifications.foreground.defaultTitle'),
    description: message.body || t('dialogs.notifications.foreground.defaultMessage'),
    duration: FOREGROUND_TOAST_MS,
  };
}
