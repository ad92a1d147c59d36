// Server configuration: the options of createServer() with their defaults filled in.
import path from 'node:path';

export interface PusherCredentials {
  appId: string;
  key: string;
  secret: string;
}

export interface ServerOptions {
  /** TCP port; 0 picks a free one (tests). */
  port: number;
  /** Where the SQLite database and the generated admin token live. */
  dataDir: string;
  /** The production build of the PWA (index.html, sw.js, assets/). */
  distDir?: string;
  /** Admin bearer token; when unset one is generated and kept in DATA_DIR/admin-token. */
  adminToken?: string;
  pusher?: PusherCredentials;
  /** A Google OAuth client id: enables POST /chef/auth/login-by-google (verified online). */
  googleClientId?: string;
  /** Seconds a websocket may stay silent before the server pings it (Pusher `activity_timeout`). */
  activityTimeout?: number;
  /** Seconds to wait for an answer to the server's ping before closing. */
  pongTimeout?: number;
  /** Failed logins allowed per e-mail + IP within `loginWindowSeconds` before 429 (default 5 in 60 s). */
  loginMaxAttempts?: number;
  loginWindowSeconds?: number;
  /** Log sink (default console.log). */
  log?: (line: string) => void;
  /** Clock in ms since the epoch (tests move it). */
  now?: () => number;
  /** Interface to listen on (default: all). */
  host?: string;
  /** Seconds between simulated customer orders for demo@chef.test; 0 or unset = off (tests). */
  customerSimulatorIntervalSeconds?: number;
  /** Seconds the simulated customer takes to answer a pickup request (default 20). */
  customerSimulatorAnswerSeconds?: number;
  /** Told of every API request when its answer is ready (tests assert exactly-once delivery). */
  requestLog?: (entry: RequestLogEntry) => void;
}

/** One API request as the server saw it: when it came in and when its answer was ready. */
export interface RequestLogEntry {
  method: string;
  path: string;
  idempotencyKey: string | null;
  startedAt: number;
  endedAt: number;
  status: number;
  /** The answer was the stored one of an earlier request with the same key. */
  replayed: boolean;
}

export interface ServerConfig {
  port: number;
  host: string | undefined;
  dataDir: string;
  databaseFile: string;
  distDir: string | undefined;
  adminToken: string | undefined;
  pusher: PusherCredentials;
  googleClientId: string | undefined;
  activityTimeout: number;
  pongTimeout: number;
  loginMaxAttempts: number;
  loginWindowSeconds: number;
  log: (line: string) => void;
  now: () => number;
  customerSimulatorIntervalSeconds: number;
  customerSimulatorAnswerSeconds: number;
  requestLog: ((entry: RequestLogEntry) => void) | undefined;
}

export const defaultPusher: PusherCredentials = {
  appId: 'chef-pwa',
  key: 'chef-pwa-key',
  secret: 'chef-pwa-dev-secret',
};

export function resolveConfig(options: ServerOptions): ServerConfig {
  const dataDir = path.resolve(options.dataDir);
  return {
    port: options.port,
    host: options.host,
    dataDir,
    databaseFile: path.join(dataDir, 'chef.sqlite'),
    distDir: options.distDir ? path.resolve(options.distDir) : undefined,
    adminToken: options.adminToken || undefined,
    pusher: options.pusher ?? defaultPusher,
    googleClientId: options.googleClientId || undefined,
    activityTimeout: options.activityTimeout ?? 30,
    pongTimeout: options.pongTimeout ?? 30,
    loginMaxAttempts: options.loginMaxAttempts ?? 5,
    loginWindowSeconds: options.loginWindowSeconds ?? 60,
    log: options.log ?? ((line) => console.log(line)),
    now: options.now ?? Date.now,
    customerSimulatorIntervalSeconds: options.customerSimulatorIntervalSeconds ?? 0,
    customerSimulatorAnswerSeconds: options.customerSimulatorAnswerSeconds ?? 20,
    requestLog: options.requestLog,
  };
}
