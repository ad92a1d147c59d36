// The push flow's delays and toast durations (spec section 9) and the ask interval (section 5).
export const PUSH_PROMPT_DELAY_MS = 2500;
export const ASK_INTERVAL_MS = 24 * 60 * 60 * 1000;
export const TOKEN_PAUSE_MS = 300;
export const MANUAL_DIALOG_DELAY_MS = 500;

export type PushToastKind = 'success' | 'warn' | 'error' | 'info';
export const PUSH_TOAST_MS: Record<PushToastKind, number> = { success: 4000, warn: 3000, error: 3000, info: 3000 };
export const FOREGROUND_TOAST_MS = 5000;
