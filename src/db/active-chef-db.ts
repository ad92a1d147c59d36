// Which chef's database is open now. The sync session opens it on sign-in and closes it on
// sign-out; screens reach it through useChefDb(). Kept here, below sync and React, so both can use it.
import type { ChefDb } from './chef-db';

let current: ChefDb | null = null;
const listeners = new Set<() => void>();

export const getActiveChefDb = (): ChefDb | null => current;

export function setActiveChefDb(db: ChefDb | null): void {
  if (db === current) return;
  current = db;
  for (const listener of listeners) listener();
}

export function subscribeActiveChefDb(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
