// What the outbox reports about each entry it handles, for the chef's journal and the /dev page.
// Listeners are called after the matching Dexie transaction committed; a listener that throws is
// logged and ignored (reporting never breaks sending).
import type { OutboxEntry } from '@/db/outbox-entry';

export type OutboxEvent =
  | { type: 'sending'; entry: OutboxEntry; engineId: string; at: number }
  | { type: 'accepted'; entry: OutboxEntry; engineId: string; at: number }
  | { type: 'will-retry'; entry: OutboxEntry; engineId: string; at: number; status: number | null; reason: string; nextAttemptAt: number }
  | { type: 'not-saved'; entry: OutboxEntry; engineId: string; at: number; status: number | null; reason: string }
  | { type: 'unreadable'; entry: OutboxEntry; engineId: string; at: number; status: number; reason: string }
  | { type: 'auth-required'; entry: OutboxEntry; engineId: string; at: number };

export type OutboxListener = (event: OutboxEvent) => void;

/** Tell the listener, never letting it break the sender. */
export function report(listener: OutboxListener | undefined, event: OutboxEvent): void {
  if (!listener) return;
  try {
    listener(event);
  } catch (error) {
    console.error('An outbox listener failed', error);
  }
}
