// Thin wrapper over Web Storage: JSON in and out, and never a crash when storage is unavailable
// (private mode, quota) or holds something this version cannot read.
type Store = 'local' | 'session';

function storage(store: Store): Storage | null {
  try {
    return store === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return null;
  }
}

export function readJson(key: string, store: Store = 'local'): unknown {
  const raw = storage(store)?.getItem(key);
  if (raw == null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

export function writeJson(key: string, value: unknown, store: Store = 'local'): void {
  try {
    storage(store)?.setItem(key, JSON.stringify(value));
  } catch (error) {
    console.warn(`Could not save ${key}`, error);
  }
}

export function readText(key: string, store: Store = 'local'): string | null {
  return storage(store)?.getItem(key) ?? null;
}

export function writeText(key: string, value: string | null, store: Store = 'local'): void {
  try {
    if (value === null) storage(store)?.removeItem(key);
    else storage(store)?.setItem(key, value);
  } catch (error) {
    console.warn(`Could not save ${key}`, error);
  }
}

export function remove(key: string, store: Store = 'local'): void {
  try {
    storage(store)?.removeItem(key);
  } catch {
    // nothing to remove
  }
}
