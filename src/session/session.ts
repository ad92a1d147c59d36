// The auth state of the device (spec section 3): persisted under the key `user` as
// { isLoggedIn, userData, token }, the token also held in session storage. A tiny external store:
// React reads it with useSession(), the API client and the route guard with getSession().
import * as v from 'valibot';
import { useSyncExternalStore } from 'react';
import { userSchema, type AuthResult, type User } from '@/contract';
import { forgetScreenSnapshots } from '@/lib/screen-snapshot/painted';
import { readJson, remove, writeJson, writeText } from '@/lib/storage';

export type Session = { isLoggedIn: boolean; userData: User | null; token: string | null };

export const SESSION_KEY = 'user';
export const SESSION_TOKEN_KEY = 'token';

const storedSessionSchema = v.object({
  isLoggedIn: v.boolean(),
  userData: v.nullable(userSchema),
  token: v.nullable(v.string()),
});

const loggedOut: Session = { isLoggedIn: false, userData: null, token: null };

function load(): Session {
  const parsed = v.safeParse(storedSessionSchema, readJson(SESSION_KEY));
  if (!parsed.success) return loggedOut;
  const session = parsed.output;
  // A session is usable only with a token; anything else is treated as logged out.
  return session.isLoggedIn && session.token ? session : loggedOut;
}

let current: Session = load();
const listeners = new Set<() => void>();

function commit(next: Session): void {
  current = next;
  writeJson(SESSION_KEY, next);
  writeText(SESSION_TOKEN_KEY, next.token, 'session');
  for (const listener of listeners) listener();
}

export function getSession(): Session {
  return current;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

/** After login, register, Google login or token verification. */
export function signIn(result: AuthResult): void {
  commit({ isLoggedIn: true, userData: result.user, token: result.token });
}

/** Fresh user data from the server (the guard's refresh, a profile update). The same data again
 * (every start checks the token and pulls the profile) changes nothing: no screen renders again. */
export function setUserData(user: User): void {
  if (!current.isLoggedIn || JSON.stringify(user) === JSON.stringify(current.userData)) return;
  commit({ ...current, userData: user });
}

/** Logout or a failed verification: clear the flag, the user data and the token. */
export function clearSession(): void {
  commit(loggedOut);
  remove(SESSION_TOKEN_KEY, 'session');
  // The picture of the last screen shows customers' names: not kept without a session (an expired
  // token keeps the database for unsent work, but nothing is painted from it before sign-in).
  forgetScreenSnapshots().catch((error: unknown) => console.warn('Could not forget the screen snapshot', error));
}

/** Another tab signed in or out: follow it. */
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== SESSION_KEY) return;
    current = load();
    for (const listener of listeners) listener();
  });
}
