// How the journal's notes become lines, inside the one transaction that writes a batch
// (src/sync/journal/journal.ts). Every tab notes what it sees, so repeats are merged here, where the
// lines already written are visible to whichever tab writes next:
// - the connection is a sequence of spells: "lost" is written once per spell whichever tab saw it
//   first, and "back" says how long the spell lasted;
// - an alarm is one line per order however many tabs ring it ("in 2 tabs"), and one line for how
//   it stopped (the tab that acknowledged it wins over a tab that only saw it stop);
// - the tries of one action are one line ("sent, try 3", at the last try), and so are its temporary
//   failures ("could not be sent after 2 tries", at the first).
import type { ChefDb } from '@/db/chef-db';
import type { JournalEntry, JournalKind } from '@/db/journal-entry';

/** A line as a note carries it: who wrote it is added by the writer. */
export type JournalLine = Omit<JournalEntry, 'id' | 'writtenBy' | 'alsoBy'>;

/** What the connection looked like to one tab at one moment. */
export type ConnectionObservation =
  | { seen: 'lost'; cause: 'offline' | 'realtime'; status?: string }
  | { seen: 'online' }
  | { seen: 'online-at-start' }
  | { seen: 'live' };

export type JournalNote =
  /** A line of its own. */
  | { type: 'line'; line: JournalLine }
  /** A try or a temporary failure of an action: one line per action and kind, counting tries. */
  | { type: 'per-action'; line: JournalLine & { actionId: string } }
  /** An alarm rang, stopped or was silenced: one line per order and kind, counting tabs. */
  | { type: 'alarm'; line: JournalLine & { orderId: number } }
  | { type: 'connection'; at: number; observed: ConnectionObservation };

/** How far back an alarm's lines are looked for (an order rings for minutes, not days). */
const ALARM_WINDOW_MS = 24 * 60 * 60_000;

const connectionKinds: readonly JournalKind[] = ['connection-lost', 'connection-back', 'connection-live'];
const isConnection = (line: JournalEntry) => connectionKinds.includes(line.kind);

/** Write a batch of notes by `context` in one transaction. */
export async function writeNotes(db: ChefDb, notes: readonly JournalNote[], context: string): Promise<void> {
  const numbers = await orderNumbers(db, notes);
  await db.transaction('rw', db.journal, async () => {
    const batch = new Batch(db, context);
    for (const note of notes) {
      if (note.type === 'connection') await batch.connection(note.at, note.observed);
      else {
        const line = { ...note.line };
        if (line.orderId !== undefined && line.orderNumber === undefined) line.orderNumber = numbers.get(line.orderId);
        if (note.type === 'line') batch.add(line);
        else if (note.type === 'per-action') await batch.perAction({ ...line, actionId: note.line.actionId });
        else await batch.alarm({ ...line, orderId: note.line.orderId });
      }
    }
    await batch.save();
  });
}

/** The numbers of the orders the notes name, as this device has them (read before the write). */
async function orderNumbers(db: ChefDb, notes: readonly JournalNote[]): Promise<Map<number, string>> {
  const ids = [...new Set(notes.flatMap((note) => (note.type !== 'connection' && note.line.orderNumber === undefined && note.line.orderId !== undefined ? [note.line.orderId] : [])))];
  if (ids.length === 0) return new Map();
  const rows = await db.orders.bulkGet(ids);
  return new Map(rows.flatMap((row) => (row ? [[row.id, row.number] as const] : [])));
}

/** How much a tab knows about how an alarm stopped: the tab where it was acknowledged knows best. */
const stopRank = (how: unknown): number => (how === 'stop' || how === 'action' ? 2 : how === 'elsewhere' ? 1 : 0);

class Batch {
  private readonly added: JournalEntry[] = [];
  private readonly changed = new Set<JournalEntry>();
  private readonly byId = new Map<number, JournalEntry>();

  constructor(
    private readonly db: ChefDb,
    private readonly context: string,
  ) {}

  add(line: JournalLine): JournalEntry {
    const entry: JournalEntry = { ...line, writtenBy: this.context };
    this.added.push(entry);
    return entry;
  }

  async save(): Promise<void> {
    if (this.changed.size > 0) await this.db.journal.bulkPut([...this.changed]);
    if (this.added.length > 0) await this.db.journal.bulkAdd(this.added);
  }

  private change(entry: JournalEntry): void {
    if (!this.added.includes(entry)) this.changed.add(entry);
  }

  /** The latest line that matches, among those written (as this batch changed them) and those
   * this batch adds. */
  private async latest(stored: () => Promise<JournalEntry[]>, matches: (line: JournalEntry) => boolean): Promise<JournalEntry | undefined> {
    const loaded = (await stored()).map((line) => this.loaded(line));
    const order = (line: JournalEntry) => line.id ?? Number.MAX_SAFE_INTEGER - this.added.length + this.added.indexOf(line);
    return [...loaded, ...this.added].filter(matches).sort((a, b) => a.at - b.at || order(a) - order(b)).at(-1);
  }

  /** A stored line, as this batch has it (a line changed twice in one batch keeps both changes). */
  private loaded(line: JournalEntry): JournalEntry {
    const known = line.id === undefined ? undefined : this.byId.get(line.id);
    if (known) return known;
    if (line.id !== undefined) this.byId.set(line.id, line);
    return line;
  }

  async perAction(line: JournalLine & { actionId: string }): Promise<void> {
    const same = await this.latest(
      () => this.db.journal.where('actionId').equals(line.actionId).toArray(),
      (other) => other.actionId === line.actionId && other.kind === line.kind,
    );
    if (!same) {
      this.add({ ...line, params: { ...line.params, tries: 1, lastAt: line.at } });
      return;
    }
    const tries = (typeof same.params.tries === 'number' ? same.params.tries : 1) + 1;
    same.params = { ...same.params, ...line.params, tries, lastAt: line.at };
    // "Sent" tells when it last went out (just before the answer); "will retry" when trouble began.
    if (line.kind === 'action-sending') Object.assign(same, { at: line.at, writtenBy: this.context });
    same.orderNumber ??= line.orderNumber;
    this.change(same);
  }

  async alarm(line: JournalLine & { orderId: number }): Promise<void> {
    const latestOfOrder = await this.latest(
      () => this.db.journal.where('at').aboveOrEqual(line.at - ALARM_WINDOW_MS).toArray(),
      (other) => other.orderId === line.orderId && other.kind.startsWith('alarm-') && other.kind !== 'alarm-silent',
    );
    if (line.kind === 'alarm-silent') {
      const silent = await this.latest(
        () => this.db.journal.where('kind').equals('alarm-silent').toArray(),
        (other) => other.orderId === line.orderId && other.writtenBy === this.context && other.at >= (latestOfOrder?.at ?? 0),
      );
      if (!silent) this.add(line);
      return;
    }
    if (!latestOfOrder || latestOfOrder.kind !== line.kind) {
      const entry = this.add(line);
      if (line.kind === 'alarm-rang') entry.params = { ...entry.params, tabs: 1 };
      return;
    }
    if (line.kind === 'alarm-rang') {
      const tabs = new Set([latestOfOrder.writtenBy, ...(latestOfOrder.alsoBy ?? [])]);
      if (tabs.has(this.context)) return;
      latestOfOrder.alsoBy = [...(latestOfOrder.alsoBy ?? []), this.context];
      latestOfOrder.params = { ...latestOfOrder.params, tabs: tabs.size + 1 };
      this.change(latestOfOrder);
      return;
    }
    // It stopped: the tab that acknowledged it says where; a tab that only saw it stop does not.
    if (stopRank(line.params.how) > stopRank(latestOfOrder.params.how)) {
      Object.assign(latestOfOrder, { at: line.at, text: line.text, params: line.params, writtenBy: this.context });
      this.change(latestOfOrder);
    }
  }

  async connection(at: number, observed: ConnectionObservation): Promise<void> {
    const last = await this.latest(() => this.lastStoredConnection(), isConnection);
    const lost = last?.kind === 'connection-lost';
    const lostFor = lost ? { lostAt: last.at, lostForMs: Math.max(0, at - last.at) } : { lostAt: null, lostForMs: null };
    switch (observed.seen) {
      case 'lost':
        if (!lost) this.add({ at, kind: 'connection-lost', text: `connection.lost.${observed.cause}`, params: { status: observed.status ?? null } });
        return;
      case 'online':
        if (lost) this.add({ at, kind: 'connection-back', text: 'connection.back', params: lostFor });
        return;
      case 'online-at-start':
        if (lost) this.add({ at, kind: 'connection-back', text: 'connection.backAtStart', params: lostFor });
        return;
      case 'live':
        if (lost) this.add({ at, kind: 'connection-back', text: 'connection.backLive', params: lostFor });
        else if (last?.kind !== 'connection-live' && last?.text !== 'connection.backLive') this.add({ at, kind: 'connection-live', text: 'connection.live', params: {} });
    }
  }

  private async lastStoredConnection(): Promise<JournalEntry[]> {
    const line = await this.db.journal.orderBy('at').reverse().filter(isConnection).first();
    return line ? [line] : [];
  }
}
