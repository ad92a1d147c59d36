// Where the app reports to the chef's journal (src/sync/journal/journal.ts): the connection (the engine's
// realtime state and the browser's online/offline), each action the chef taps (mutate, after its
// transaction), what the outbox reports about each action (OutboxEvent), and the new-order alarm
// (features/orders). Each call only queues a note and never throws: reporting never breaks or
// slows what it reports.
import type { ChefDb } from '@/db/chef-db';
import type { OutboxEntry } from '@/db/outbox-entry';
import { journalOf, pruneJournal, type JournalWriter } from './journal';
import type { JournalLine, JournalNote } from './journal-lines';
import type { OutboxEvent, OutboxListener } from '../engine/outbox-events';
import type { LinkState } from '../engine/realtime-link';

const DAY_MS = 24 * 60 * 60_000;

function safely(note: () => JournalNote | null, writer: () => JournalWriter): void {
  try {
    const made = note();
    if (made) writer().note(made);
  } catch (error) {
    console.warn('Could not note a line of the journal', error);
  }
}

/** The lines about one action: what it is and which order it touches. */
function actionLine(entry: OutboxEntry, kind: JournalLine['kind'], text: string, at: number, params: JournalLine['params'] = {}): JournalLine & { actionId: string } {
  const operation = entry.operation;
  return {
    at,
    kind,
    text,
    params: { operation: operation.kind, ...params },
    entity: entry.entity,
    actionId: entry.id,
    ...('orderId' in operation ? { orderId: operation.orderId } : {}),
  };
}

/** Orders this tab acted on, and when: the alarm it stops is "acknowledged here". */
const actedOn = new Map<number, number>();

/** The chef tapped an action (mutate calls it after the action's transaction committed). */
export function noteTapped(db: ChefDb, entry: OutboxEntry): void {
  safely(() => {
    const at = Date.parse(entry.actionAt);
    if ('orderId' in entry.operation) actedOn.set(entry.operation.orderId, at);
    return { type: 'line', line: actionLine(entry, 'action-tapped', 'action.tapped', at) };
  }, () => journalOf(db));
}

/** This tab acted on the order in the last `withinMs`. */
export function actedOnHere(orderId: number, now: number, withinMs = 60_000): boolean {
  const at = actedOn.get(orderId);
  return at !== undefined && now - at <= withinMs;
}

/** The outbox's reports, as lines of the journal (engine in a tab, or the service worker). */
export function journalOutboxListener(writer: JournalWriter): OutboxListener {
  return (event) => safely(() => outboxNote(event), () => writer);
}

function outboxNote(event: OutboxEvent): JournalNote {
  const { entry, at } = event;
  switch (event.type) {
    case 'sending':
      return { type: 'per-action', line: actionLine(entry, 'action-sending', 'action.sending', at) };
    case 'accepted':
      return { type: 'line', line: actionLine(entry, 'action-accepted', 'action.accepted', at) };
    case 'will-retry':
      return {
        type: 'per-action',
        line: actionLine(entry, 'action-will-retry', 'action.willRetry', at, { status: event.status, reason: event.reason, nextAttemptAt: event.nextAttemptAt }),
      };
    case 'not-saved':
      return { type: 'line', line: actionLine(entry, 'action-not-saved', 'action.notSaved', at, { status: event.status, reason: event.reason }) };
    case 'unreadable':
      return { type: 'line', line: actionLine(entry, 'action-unreadable', 'action.unreadable', at, { status: event.status, reason: event.reason }) };
    case 'auth-required':
      return { type: 'per-action', line: actionLine(entry, 'action-auth-required', 'action.authRequired', at) };
  }
}

/** The realtime link's state (the leader tab's engine): live, or lost and why. */
export function noteLinkState(db: ChefDb, state: Pick<LinkState, 'status' | 'attempt'>): void {
  safely(() => {
    const writer = journalOf(db);
    const at = writer.time();
    switch (state.status) {
      case 'connected':
        return { type: 'connection', at, observed: { seen: 'live' } };
      case 'offline':
        return { type: 'connection', at, observed: { seen: 'lost', cause: 'offline' } };
      case 'error':
      case 'unavailable':
        return { type: 'connection', at, observed: { seen: 'lost', cause: 'realtime', status: state.status } };
      case 'disconnected':
        // Dropped by the server or the network (a retry is counted); not a tab that stopped leading.
        return state.attempt > 0 ? { type: 'connection', at, observed: { seen: 'lost', cause: 'realtime', status: state.status } } : null;
      case 'connecting':
        return null;
    }
  }, () => journalOf(db));
}

type AlarmOrder = { id: number; number: string };

/** The new-order alarm started ringing for this order in this tab. */
export function noteAlarmRang(db: ChefDb, order: AlarmOrder): void {
  safely(() => ({ type: 'alarm', line: { at: journalOf(db).time(), kind: 'alarm-rang', text: 'alarm.rang', params: {}, orderId: order.id, orderNumber: order.number } }), () => journalOf(db));
}

/** The browser refused to play the alarm in this tab (until the chef taps). */
export function noteAlarmSilent(db: ChefDb, order: AlarmOrder): void {
  safely(() => ({ type: 'alarm', line: { at: journalOf(db).time(), kind: 'alarm-silent', text: 'alarm.silent', params: {}, orderId: order.id, orderNumber: order.number } }), () => journalOf(db));
}

/** How an alarm stopped: "Stop alarm" or an action in this tab, acknowledged in another tab, or
 * the order is no longer new (accepted elsewhere, cancelled by the customer). */
export type AlarmStop = 'stop' | 'action' | 'elsewhere' | 'not-pending';

export function noteAlarmStopped(db: ChefDb, order: AlarmOrder & { status?: string }, how: AlarmStop): void {
  safely(() => {
    const params = { how, status: how === 'not-pending' ? (order.status ?? null) : null };
    return { type: 'alarm', line: { at: journalOf(db).time(), kind: 'alarm-stopped', text: `alarm.stopped.${how}`, params, orderId: order.id, orderNumber: order.number } };
  }, () => journalOf(db));
}

export type JournalEnvironment = {
  isOnline(): boolean;
  /** Subscribe to the browser's online/offline and pagehide; returns the unsubscribe. */
  watch(handlers: { online(): void; offline(): void; pagehide(): void }): () => void;
};

/** The tab's journal for the signed-in chef: prunes at start and once a day, notes the browser's
 * online/offline, flushes on pagehide. Returns the stop, which writes what is still queued. */
export function startJournal(db: ChefDb, environment: JournalEnvironment = browserJournalEnvironment()): () => Promise<void> {
  const writer = journalOf(db);
  void pruneJournal(db, writer.time());
  const daily = setInterval(() => void pruneJournal(db, writer.time()), DAY_MS);
  const connection = (observed: Extract<JournalNote, { type: 'connection' }>['observed']) => writer.note({ type: 'connection', at: writer.time(), observed });
  connection(environment.isOnline() ? { seen: 'online-at-start' } : { seen: 'lost', cause: 'offline' });
  const unwatch = environment.watch({
    online: () => connection({ seen: 'online' }),
    offline: () => connection({ seen: 'lost', cause: 'offline' }),
    pagehide: () => void writer.flush(),
  });
  return () => {
    unwatch();
    clearInterval(daily);
    return writer.flush();
  };
}

function browserJournalEnvironment(): JournalEnvironment {
  return {
    isOnline: () => navigator.onLine,
    watch: ({ online, offline, pagehide }) => {
      window.addEventListener('online', online);
      window.addEventListener('offline', offline);
      window.addEventListener('pagehide', pagehide);
      return () => {
        window.removeEventListener('online', online);
        window.removeEventListener('offline', offline);
        window.removeEventListener('pagehide', pagehide);
      };
    },
  };
}
