// The chef's account as the server last answered it (a pull, an accepted profile step, an upload).
// The session (the route guard's source) follows it: the app subscribes and copies each answer
// into the session, so a status change on the server moves the chef on without a reload. Kept as
// a tiny event source because the sync layer knows neither React nor the session store.
import { Dexie } from 'dexie';
import * as v from 'valibot';
import { userSchema, type User } from '@/contract';

type Listener = (user: User) => void;
const listeners = new Set<Listener>();

export function onServerProfile(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announceServerProfile(user: User): void {
  for (const listener of listeners) listener(user);
}

/** Inside a Dexie transaction: announce once it has committed (never a row that was rolled back). */
export function announceWhenCommitted(user: User): void {
  const transaction = Dexie.currentTransaction;
  if (transaction) transaction.on('complete', () => announceServerProfile(user));
  else announceServerProfile(user);
}

/** Parses a server answer as the user; null when it is not one (the next pull brings it). */
export function parseUser(result: unknown): User | null {
  const parsed = v.safeParse(userSchema, result);
  return parsed.success ? parsed.output : null;
}
