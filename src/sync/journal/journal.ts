// The chef's journal: a record, per chef on this device, of what happened and when (the
// connection, each new-order alarm, each action and the server's answer, Background Sync runs),
// kept 30 days so a chef who lost an order has something in hand. Screens read it from Dexie
// (features/journal); this module writes it.
// Writing never slows a chef action: a note is queued in memory and the queue is written a few
// hundred ms later in ONE transaction of its own (never inside the tap's transaction), and flushed
// on `pagehide`. A note that cannot be written is logged and dropped: the journal never breaks
// what it records. How notes become lines (merging repeats, the connection's spells) is in
// ./journal-lines.ts; where the app reports to the journal is in ./journal-notes.ts.
import { Dexie } from 'dexie';
import type { ChefDb } from '@/db/chef-db';
import { SERVICE_WORKER_CONTEXT, type JournalEntry } from '@/db/journal-entry';
import { readText, writeText } from '@/lib/storage';
import { writeNotes, type JournalNote } from './journal-lines';

export type { JournalEntry, JournalKind, JournalParams } from '@/db/journal-entry';
export type { JournalNote } from './journal-lines';
export { SERVICE_WORKER_CONTEXT };

/** How long lines are kept. */
export const JOURNAL_KEEP_MS = 30 * 24 * 60 * 60_000;
/** How long notes wait in memory, so the notes of one moment go in one write. */
export const JOURNAL_WRITE_DELAY_MS = 300;

/** Runs `write` after `ms`; returns the cancel. Tests pass their own to decide when time passes. */
export type Schedule = (write: () => void, ms: number) => () => void;

export type JournalWriterOptions = {
  /** Who writes: this tab's id (default) or SERVICE_WORKER_CONTEXT. */
  context?: string;
  now?: () => number;
  schedule?: Schedule;
  delayMs?: number;
};

const timeout: Schedule = (write, ms) => {
  const timer = setTimeout(write, ms);
  return () => clearTimeout(timer);
};

export class JournalWriter {
  readonly context: string;
  private queue: JournalNote[] = [];
  private cancel: (() => void) | null = null;
  private writing: Promise<void> = Promise.resolve();
  private readonly now: () => number;

  constructor(
    private readonly db: ChefDb,
    private readonly options: JournalWriterOptions = {},
  ) {
    this.context = options.context ?? thisTabId();
    this.now = options.now ?? Date.now;
  }

  /** Queue a note; it is written within `delayMs` together with the notes that follow it. */
  note(note: JournalNote): void {
    this.queue.push(note);
    this.cancel ??= (this.options.schedule ?? timeout)(() => void this.flush(), this.options.delayMs ?? JOURNAL_WRITE_DELAY_MS);
  }

  /** The time notes use (the writer's clock). */
  time(): number {
    return this.now();
  }

  /** Write what is queued now (pagehide, sign-out). Never rejects. */
  flush(): Promise<void> {
    this.cancel?.();
    this.cancel = null;
    const notes = this.queue.splice(0);
    if (notes.length === 0) return this.writing;
    // One write after the other, so lines that merge (an alarm seen by two tabs) see each other.
    this.writing = this.writing.then(() => this.write(notes));
    return this.writing;
  }

  private async write(notes: JournalNote[]): Promise<void> {
    try {
      // A transaction of its own even when called from inside another one (the tap's).
      await Dexie.ignoreTransaction(() => writeNotes(this.db, notes, this.context));
    } catch (error) {
      console.warn(`Could not write ${notes.length} line(s) of the journal`, error);
    }
  }
}

const writers = new WeakMap<ChefDb, JournalWriter>();

/** This tab's journal writer for the chef's database. */
export function journalOf(db: ChefDb): JournalWriter {
  let writer = writers.get(db);
  if (!writer) {
    writer = new JournalWriter(db);
    writers.set(db, writer);
  }
  return writer;
}

/** Use this writer for `db` from now on (tests: a writer with their own clock and schedule). */
export function setJournalWriter(db: ChefDb, writer: JournalWriter): void {
  writers.set(db, writer);
}

/** Delete lines older than 30 days, except those of actions still waiting to be sent or listed as
 * "not saved": after a month offline, what the chef tapped is exactly what the journal is for.
 * Never rejects. */
export async function pruneJournal(db: ChefDb, now = Date.now()): Promise<number> {
  try {
    return await Dexie.ignoreTransaction(() =>
      db.transaction('rw', db.journal, db.outbox, db.notSaved, async () => {
        const waiting = await db.outbox.orderBy('id').keys();
        const refused = await db.notSaved.toCollection().primaryKeys();
        const kept = new Set([...waiting, ...refused].map(String));
        return db.journal
          .where('at')
          .below(now - JOURNAL_KEEP_MS)
          .filter((line) => !(line.actionId && kept.has(line.actionId)))
          .delete();
      }),
    );
  } catch (error) {
    console.warn('Could not prune the journal', error);
    return 0;
  }
}

const TAB_ID_KEY = 'chef-pwa-tab-id';
let tabId: string | null = null;

/** This tab's id, kept in session storage so a reload is still "this tab". */
export function thisTabId(): string {
  if (tabId) return tabId;
  tabId = readText(TAB_ID_KEY, 'session') ?? crypto.randomUUID();
  writeText(TAB_ID_KEY, tabId, 'session');
  return tabId;
}

/** Who wrote a line, as the reader sees it. */
export type JournalWhere = 'this-tab' | 'other-tab' | 'service-worker';

export function whereWritten(entry: Pick<JournalEntry, 'writtenBy'>, readerTab = thisTabId()): JournalWhere {
  if (entry.writtenBy === SERVICE_WORKER_CONTEXT) return 'service-worker';
  return entry.writtenBy === readerTab ? 'this-tab' : 'other-tab';
}
