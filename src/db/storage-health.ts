// Storage problems the chef must know about (architecture rule 11): a full disk or a database the
// browser closed under us. Kept outside IndexedDB on purpose, since IndexedDB is what failed. Only
// IndexedDB's own failures raise the banner: a server that cannot be reached, or a bug, thrown
// from inside a guarded task is the caller's to report ("could not load"), never "saving failed".
import { Dexie } from 'dexie';

export type StorageProblem = { kind: 'quota' | 'connection-lost' | 'other'; message: string; at: number } | null;

let problem: StorageProblem = null;
const listeners = new Set<() => void>();

export const getStorageProblem = (): StorageProblem => problem;
export function subscribeStorageProblem(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
function set(next: StorageProblem): void {
  problem = next;
  for (const listener of listeners) listener();
}
export const clearStorageProblem = (): void => set(null);

export function storageProblemKind(error: unknown): NonNullable<StorageProblem>['kind'] {
  const name = error instanceof Error ? error.name : '';
  const inner = error instanceof Dexie.DexieError ? error.inner : null;
  if (name === 'QuotaExceededError' || inner?.name === 'QuotaExceededError') return 'quota';
  if (name === Dexie.errnames.DatabaseClosed || /connection.*lost/i.test(error instanceof Error ? error.message : ''))
    return 'connection-lost';
  return 'other';
}

/** Whether `error` is IndexedDB failing (a Dexie error, or the browser's DOMException), as opposed
 * to something else a task threw (an ApiError, a TypeError from a bug). */
export function isStorageFailure(error: unknown): boolean {
  return error instanceof Dexie.DexieError || (typeof DOMException !== 'undefined' && error instanceof DOMException);
}

/**
 * Run a database task; if the browser closed the connection (Safari does in background tabs),
 * reopen and try once more, but never a connection the app closed on purpose (Dexie's
 * `hasBeenClosed`). Quota and other storage failures are recorded for the UI and rethrown;
 * anything else the task throws is rethrown as it is, without the banner.
 */
export async function withStorage<T>(db: Dexie, task: () => Promise<T>): Promise<T> {
  try {
    return await task();
  } catch (error) {
    if (!isStorageFailure(error)) throw error;
    // Closed by the app itself (sign-out, a chef switch): reopening would recreate the database
    // the sign-out deleted and write into it. Not a storage problem either: no banner.
    if (db.hasBeenClosed()) throw error;
    const kind = storageProblemKind(error);
    if (kind === 'connection-lost') {
      db.close();
      await db.open();
      return task();
    }
    set({ kind, message: error instanceof Error ? error.message : String(error), at: Date.now() });
    throw error;
  }
}

/** Ask the browser not to evict the chef's data under storage pressure; the answer is kept
 * (`getStorageSafety`): the chef is told when it is no and actions are waiting. */
export async function askPersistentStorage(): Promise<boolean> {
  let persistent: boolean;
  try {
    persistent = (await navigator.storage?.persisted?.()) || ((await navigator.storage?.persist?.()) ?? false);
  } catch {
    persistent = false;
  }
  setSafety({ ...safety, persistent });
  return persistent;
}

/** What the browser promised about the chef's data: `persistent` null until asked; `evicted` when
 * the chef's database vanished under a signed-in chef (src/sync/engine/housekeeping.ts). */
export type StorageSafety = { persistent: boolean | null; evicted: boolean };
let safety: StorageSafety = { persistent: null, evicted: false };
const safetyListeners = new Set<() => void>();
export const getStorageSafety = (): StorageSafety => safety;
export function subscribeStorageSafety(listener: () => void): () => void {
  safetyListeners.add(listener);
  return () => safetyListeners.delete(listener);
}
function setSafety(next: StorageSafety): void {
  safety = next;
  for (const listener of safetyListeners) listener();
}
export const noteEvictedDatabase = (): void => setSafety({ ...safety, evicted: true });
export const dismissEvictedDatabase = (): void => setSafety({ ...safety, evicted: false });
