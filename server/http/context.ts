// The Hono environment every route sees: node bindings, the request's chef and parsed body.
import type { HttpBindings } from '@hono/node-server';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/open.ts';
import type { ChefRow } from '../store/chefs.ts';
import type { BroadcastPayload, NewNotification } from '../store/notifications.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { PusherServer } from '../realtime/pusher-server.ts';
import type { AuthLimits } from './rate-limits.ts';

export interface IdempotencyContext {
  scope: string;
  key: string;
  fingerprint: string;
}

export interface AppVariables {
  /** The signed-in chef (null when no valid bearer token was sent). */
  chef: ChefRow | null;
  tokenId: number | null;
  /** The token presented was signed out from another device (its 401 says so). */
  signedOut: boolean;
  bearer: string | null;
  /** The parsed request body of a mutating call (JSON, form or multipart). */
  body: Record<string, unknown>;
  /** Set when the request carries an Idempotency-Key that has not been answered yet. */
  idempotency: IdempotencyContext | null;
  /** The device time of the chef's action (`X-Action-At`, ISO 8601), when sent and valid. */
  actionAt: string | null;
}

export interface AppEnv {
  Bindings: HttpBindings;
  Variables: AppVariables;
}

export interface Deps {
  db: Db;
  config: ServerConfig;
  adminToken: string;
  authLimits: AuthLimits;
  mailer: Mailer;
  /** The websocket server: sockets are bound to tokens and dropped when a token is revoked. */
  realtime: PusherServer;
  /** Stores a notification for the chef and broadcasts it on `private-chef-{id}`. */
  broadcastToChef: (chefId: number, notification: NewNotification) => BroadcastPayload;
  /** Same clock as config.now, as an ISO string. */
  nowIso: () => string;
}
