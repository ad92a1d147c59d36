// What the routes need from the app, handed in through the router context (src/app/router.ts).
import type { Session } from '@/session/session';

export type RouterContext = {
  /** The current auth state (read fresh on every navigation). */
  getSession: () => Session;
  /** Refresh the chef's data from the server when the guard calls for it (see app/user-refresh.ts). */
  refreshUser: () => Promise<unknown>;
};
