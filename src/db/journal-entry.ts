// One line of the chef's journal: what happened on this device and when (the connection, the
// new-order alarm, each action and the server's answer, Background Sync runs), kept 30 days so a
// chef can show what they did. src/sync/journal/journal.ts writes the lines; features/journal shows them.
// The text is an i18n key of namespace `journal` with its parameters, so a line reads in the
// chef's language on the day it is shown, not the day it was written.

/** What happened; features/journal sorts the kinds into the filters of the screen. */
export type JournalKind =
  | 'connection-lost'
  | 'connection-back'
  | 'connection-live'
  | 'alarm-rang'
  | 'alarm-silent'
  | 'alarm-stopped'
  | 'action-tapped'
  | 'action-sending'
  | 'action-accepted'
  | 'action-will-retry'
  | 'action-not-saved'
  | 'action-unreadable'
  | 'action-auth-required'
  | 'background-sync';

export type JournalParams = Record<string, string | number | null>;

/** Who wrote a line: a tab (its id, kept for the tab's life) or the service worker. */
export const SERVICE_WORKER_CONTEXT = 'service-worker';

export type JournalEntry = {
  /** Auto-increment: the order lines were written in, for lines of the same millisecond. */
  id?: number;
  /** When it happened (ms since epoch, device clock). */
  at: number;
  kind: JournalKind;
  /** i18n key (namespace `journal`) of the sentence, and its parameters. */
  text: string;
  params: JournalParams;
  /** The order it is about, when there is one (its number as the chef knows it). */
  orderId?: number;
  orderNumber?: string;
  /** The outbox entity (`order:42`, `profile`, …) of an action. */
  entity?: string;
  /** The outbox entry's id: the lines about one action (tries, answer) are kept together. */
  actionId?: string;
  /** Which context wrote it: a tab id or SERVICE_WORKER_CONTEXT. */
  writtenBy: string;
  /** Other tabs that saw the same thing (an alarm rings in every open tab). */
  alsoBy?: string[];
};
