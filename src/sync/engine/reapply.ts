// The chef's later unsent actions, put back on top of what the server answered (a pull, another
// action's answer: server-write.ts and each operation module). An entry whose effect this code
// cannot apply (a shape it cannot read: an entry of an older build that nothing converts, or one
// written wrong) is left out of the picture and logged; it never stops the write it is part of.
// Else one such entry behind a kitchen edit stops every pull of its collection, and the answer to
// the edit cannot be stored: the edit stays claimed for its whole lease, sent again, and again
// cannot be stored. The entry itself still goes to its sender, whose request builder fails it as a
// bug of that entry ("Not saved" after a few tries: failure.ts). A storage error is not caught:
// the transaction has failed, and its caller handles that.
import { Dexie } from 'dexie';
import type { OutboxEntry } from '@/db/outbox-entry';

type Entry = Pick<OutboxEntry, 'id' | 'operation'>;

const isStorageError = (error: unknown) => error instanceof Dexie.DexieError || error instanceof DOMException;

function leftOut(entry: Entry, error: unknown): void {
  if (isStorageError(error)) throw error;
  console.warn(`An unsent ${entry.operation.kind} (${entry.id}) could not be put on top of the server's answer; left out.`, error);
}

/** `apply()` for a pure re-apply; `current` when it throws. */
export function reapplied<T>(entry: Entry, current: T, apply: () => T): T {
  try {
    return apply();
  } catch (error) {
    leftOut(entry, error);
    return current;
  }
}

/** Awaits `apply()` for a re-apply that writes; a throw leaves that entry out. */
export async function reapply(entry: Entry, apply: () => Promise<unknown>): Promise<void> {
  try {
    await apply();
  } catch (error) {
    leftOut(entry, error);
  }
}
