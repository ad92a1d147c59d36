// Server configuration: the options of createServer() with their defaults filled in.
import path from 'node:path';
import { proxyTrust, type ProxyTrust } from './http/client-address.ts';
import { commissionBasisPoints } from '../src/contract/earnings.ts';

export interface PusherCredentials {
  appId: string;
  key: string;
  secret: string;
}

export type DemoKitchenHours = 'week' | 'all-day' | 'none';

export interface ServerOptions {
  /** TCP port; 0 picks a free one (tests). */
  port: number;
  /** Where the SQLite database and the generated admin token live. */
  dataDir: string;
  /** The production build of the PWA (index.html, sw.js, assets/). */
  distDir?: string;
  /** Admin bearer token; when unset one is generated and kept in DATA_DIR/admin-token. */
  adminToken?: string;
  /** Realtime credentials; the secret, when unset, is generated and kept in DATA_DIR/pusher-secret. */
  pusher?: Partial<PusherCredentials>;
  /** Key of the idempotency fingerprints (HMAC); when unset, generated and kept in DATA_DIR. */
  fingerprintKey?: string;
  /** Production mode: explicit secrets required, no demo data, no dev mailbox, no code in the log. */
  production?: boolean;
  /** SMTP connection URL (smtp://user:pass@host:587): reset codes are mailed through it. */
  smtpUrl?: string;
  /** The sender of the server's mail (default "Home Kitchen <no-reply@localhost>"). */
  mailFrom?: string;
  /** A nodemailer transport to use instead of SMTP_URL (tests). */
  mailTransport?: MailTransport;
  /** Days a token lives at most (default 90), and days it may stay unused (default 30). */
  tokenLifetimeDays?: number;
  tokenIdleDays?: number;
  /** Realtime limits: sockets one token may hold open, channels one socket may join. */
  maxConnectionsPerToken?: number;
  maxSubscriptionsPerConnection?: number;
  /** Realtime limits: open signed-in sockets (joined a private channel) in all and per client
   * address; bytes a socket may have waiting to be sent before it is closed (docs/api.md,
   * "Realtime limits"). */
  maxSockets?: number;
  maxSocketsPerAddress?: number;
  maxSendBufferBytes?: number;
  /** Auth rate limits (see server/http/rate-limits.ts for what each counts). */
  rateLimits?: Partial<RateLimits>;
  /** Bounds on the stored idempotency answers of one chef (server/store/idempotency.ts). */
  storedAnswers?: Partial<StoredAnswerLimits>;
  /** The rate of a chef's changes (server/http/write-rate.ts). */
  writeRate?: Partial<WriteRate>;
  /** The proxies in front (addresses or CIDR ranges, TRUST_PROXY): only from these is
   * X-Forwarded-For believed (server/http/client-address.ts). Default none. */
  trustProxy?: readonly string[];
  /** Realtime, sockets not yet subscribed to a channel with a valid signature ("unproven"): open
   * in all and per address (IPv6 by /64), and seconds they get to subscribe before being closed. */
  maxUnprovenSockets?: number;
  maxUnprovenSocketsPerAddress?: number;
  subscribeGraceSeconds?: number;
  /** Slow clients (server/http/slow-clients.ts): seconds to send the request headers; seconds a
   * body may take before it must keep up a minimum rate, and that rate in bytes a second; open
   * TCP connections per client address (IPv6 by /64; a trusted proxy is not capped). */
  headersTimeoutSeconds?: number;
  bodyGraceSeconds?: number;
  bodyMinBytesPerSecond?: number;
  maxConnectionsPerAddress?: number;
  /** Open TCP connections in all (default: the process's open-files limit less 128). */
  maxConnections?: number;
  /** A Google OAuth client id: enables POST /chef/auth/login-by-google (verified online). */
  googleClientId?: string;
  /** Seconds a websocket may stay silent before the server pings it (Pusher `activity_timeout`). */
  activityTimeout?: number;
  /** Seconds to wait for an answer to the server's ping before closing. */
  pongTimeout?: number;
  /** Milliseconds a write of the running server waits for another process's SQLite lock before
   * it answers 503 with Retry-After (DB_BUSY_TIMEOUT_MS; default 50). The event loop waits as long. */
  dbBusyTimeoutMs?: number;
  /** Log sink (default console.log). */
  log?: (line: string) => void;
  /** Clock in ms since the epoch (tests move it). */
  now?: () => number;
  /** Interface to listen on (default: all). */
  host?: string;
  /** Seconds between simulated customer orders for demo@chef.test; 0 or unset = off (tests). */
  customerSimulatorIntervalSeconds?: number | undefined;
  /** Seconds the simulated customer takes to answer a pickup request (default 20). */
  customerSimulatorAnswerSeconds?: number;
  /** The demo kitchen's hours when it is first seeded (DEMO_KITCHEN_HOURS): `week` (default: Monday
   * off, lunch and dinner the other days, a closure next month), `all-day` (open all day every day,
   * the closure kept: tests and tools that place orders at any hour) or `none` (no week and no
   * closure, unlimited by hours: the server tests' harness). */
  demoKitchenHours?: DemoKitchenHours | undefined;
  /** Told of every API request when its answer is ready (tests assert exactly-once delivery). */
  requestLog?: (entry: RequestLogEntry) => void;
  /** Minutes an open kitchen may go without a live realtime connection of its chef before the
   * server pauses it (default 5; decimals allowed; 0 = never). */
  kitchenHeartbeatMinutes?: number | undefined;
  /** Minutes a pending order waits for the chef's answer before the server refuses it as not
   * answered (ORDER_ANSWER_MINUTES; `npm start` uses 10; unset here or 0 = never). */
  orderAnswerMinutes?: number | undefined;
  /** Seconds between reminder pushes of an order still pending and unanswered
   * (ORDER_REMINDER_SECONDS; default 60; 0 = no reminders; server/orders/reminders.ts). */
  orderReminderSeconds?: number | undefined;
  /** Orders in a row that expire unanswered before the server pauses the kitchen
   * (MISSED_ORDERS_PAUSE; default 2; 0 = never; server/orders/missed-orders.ts). */
  missedOrdersPause?: number | undefined;
  /** Path of a Firebase service-account JSON file: pushes go out through FCM's HTTP v1 API.
   * Unset: they are only written to the push log (`npm run admin -- push-log EMAIL`). */
  firebaseServiceAccount?: string | undefined;
  /** FCM's origin (default https://fcm.googleapis.com; tests point it at a local fake). */
  fcmEndpoint?: string | undefined;
  /** The app's public https origin (PUBLIC_URL): the link a push notification opens. */
  publicUrl?: string | undefined;
  /** The marketplace's commission on a completed order's sales, in percent (COMMISSION_PERCENT;
   * default 15; 0-100 with at most 2 decimals; docs/decisions/earnings-money.md). */
  commissionPercent?: number | undefined;
  /** A month of finished orders for demo@chef.test (server/db/seed-earnings.ts): `npm run serve`
   * and `npm start` outside production; the server tests leave it out, so their demo chef's
   * figures stay the few demo orders. */
  demoMonth?: boolean | undefined;
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

/** Requests allowed per window, by route family (all windows in seconds). */
export interface RateLimits {
  /** Failed logins per e-mail (any address), and per e-mail + client address. */
  loginFailuresPerAccount: number;
  loginFailuresPerAccountAndIp: number;
  /** Login, register and Google calls per client address. */
  signInPerIp: number;
  /** Forgot-password and reset-password calls per client address and per e-mail. */
  passwordResetPerIp: number;
  passwordResetPerAccount: number;
  /** Change-password calls per chef. */
  changePasswordPerChef: number;
  /** Push-token registrations per chef. */
  pushTokensPerChef: number;
  windowSeconds: number;
}

export const defaultRateLimits: RateLimits = {
  loginFailuresPerAccount: 20,
  loginFailuresPerAccountAndIp: 5,
  signInPerIp: 60,
  passwordResetPerIp: 30,
  passwordResetPerAccount: 10,
  changePasswordPerChef: 10,
  pushTokensPerChef: 20,
  windowSeconds: 60,
};

/** Stored idempotency answers per chef (docs/api.md, "Limits"): beyond either cap the oldest are
 * dropped, but never one younger than `graceMs` (a queued tap whose answer was lost may still be
 * sent again); when only such answers are left, a new change answers 429 until one is older. */
export interface StoredAnswerLimits {
  /** IDEMPOTENCY_MAX_ANSWERS_PER_CHEF */
  maxPerChef: number;
  /** IDEMPOTENCY_MAX_KB_PER_CHEF (stored bytes: answers are kept deflated) */
  maxBytesPerChef: number;
  /** IDEMPOTENCY_GRACE_HOURS */
  graceMs: number;
}

export const defaultStoredAnswerLimits: StoredAnswerLimits = {
  maxPerChef: 5000,
  maxBytesPerChef: 8 * 1024 * 1024,
  graceMs: 24 * 60 * 60 * 1000,
};

/** A token bucket per chef over the changes (POST/PUT/PATCH/DELETE under /api) of a signed-in chef:
 * `burst` at once (an outbox that was offline sends its queue), then `perSecond`. */
export interface WriteRate {
  /** WRITE_RATE_PER_CHEF */
  perSecond: number;
  /** WRITE_BURST_PER_CHEF */
  burst: number;
}

export const defaultWriteRate: WriteRate = { perSecond: 20, burst: 600 };

/** What the server needs of a mail transport (nodemailer's Transporter has it). */
export interface MailTransport {
  sendMail(mail: { from: string; to: string; subject: string; text: string }): Promise<unknown>;
}

export interface ServerConfig {
  port: number;
  host: string | undefined;
  dataDir: string;
  databaseFile: string;
  distDir: string | undefined;
  adminToken: string | undefined;
  pusher: PusherCredentials;
  fingerprintKey: string;
  production: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  mailTransport: MailTransport | undefined;
  tokenLifetimeMs: number;
  tokenIdleMs: number;
  maxConnectionsPerToken: number;
  maxSubscriptionsPerConnection: number;
  maxSockets: number;
  maxSocketsPerAddress: number;
  maxSendBufferBytes: number;
  rateLimits: RateLimits;
  storedAnswers: StoredAnswerLimits;
  writeRate: WriteRate;
  trustProxy: ProxyTrust;
  maxUnprovenSockets: number;
  maxUnprovenSocketsPerAddress: number;
  subscribeGraceSeconds: number;
  headersTimeoutSeconds: number;
  bodyGraceSeconds: number;
  bodyMinBytesPerSecond: number;
  maxConnectionsPerAddress: number;
  /** 0: derived from the open-files limit (server/http/slow-clients.ts). */
  maxConnections: number;
  googleClientId: string | undefined;
  activityTimeout: number;
  pongTimeout: number;
  dbBusyTimeoutMs: number;
  log: (line: string) => void;
  now: () => number;
  customerSimulatorIntervalSeconds: number;
  customerSimulatorAnswerSeconds: number;
  demoKitchenHours: DemoKitchenHours;
  requestLog: ((entry: RequestLogEntry) => void) | undefined;
  /** Changed at runtime by POST /admin/kitchen-heartbeat; the kitchen watch reads it each round. */
  kitchenHeartbeatMinutes: number;
  /** One chef's own setting (POST /admin/kitchen-heartbeat with an email), over the one above: a
   * test can try the heartbeat on its chef without pausing every other kitchen. */
  kitchenHeartbeatMinutesByChef: Map<number, number>;
  /** Changed at runtime by POST /admin/order-answer-minutes (server/orders/expiry.ts reads it). */
  orderAnswerMinutes: number;
  /** One chef's own setting (the same route with an email), over the one above (e2e). */
  orderAnswerMinutesByChef: Map<number, number>;
  /** How long after the deadline an accept tapped in time is honoured (2 min; the admin route
   * may shorten it for e2e). */
  orderAnswerGraceMs: number;
  orderReminderSeconds: number;
  missedOrdersPause: number;
  firebaseServiceAccount: string | undefined;
  fcmEndpoint: string | undefined;
  publicUrl: string | undefined;
  /** COMMISSION_PERCENT in hundredths of a percent (15 % → 1500): integers only in the money. */
  commissionBasisPoints: number;
}

/** The realtime app id and key are public (the built app embeds the key); the secret is not. */
export const publicPusherIds = { appId: 'chef-pwa', key: 'chef-pwa-key' } as const;

const days = (count: number) => count * 24 * 60 * 60 * 1000;

/** The entries that are set (an unset environment variable keeps the default). */
const definedOnly = <T extends object>(values: T): Partial<T> =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;

/** The secrets resolved by createServer (the environment's, or those kept in DATA_DIR). */
export interface ResolvedSecrets {
  pusherSecret: string;
  fingerprintKey: string;
}

export function resolveConfig(options: ServerOptions, secrets: ResolvedSecrets): ServerConfig {
  const dataDir = path.resolve(options.dataDir);
  return {
    port: options.port,
    host: options.host,
    dataDir,
    databaseFile: path.join(dataDir, 'chef.sqlite'),
    distDir: options.distDir ? path.resolve(options.distDir) : undefined,
    adminToken: options.adminToken || undefined,
    pusher: {
      appId: options.pusher?.appId || publicPusherIds.appId,
      key: options.pusher?.key || publicPusherIds.key,
      secret: secrets.pusherSecret,
    },
    fingerprintKey: secrets.fingerprintKey,
    production: options.production ?? false,
    smtpUrl: options.smtpUrl || undefined,
    mailFrom: options.mailFrom || 'Home Kitchen <no-reply@localhost>',
    mailTransport: options.mailTransport,
    tokenLifetimeMs: days(options.tokenLifetimeDays ?? 90),
    tokenIdleMs: days(options.tokenIdleDays ?? 30),
    maxConnectionsPerToken: options.maxConnectionsPerToken ?? 5,
    maxSubscriptionsPerConnection: options.maxSubscriptionsPerConnection ?? 20,
    maxSockets: options.maxSockets ?? 2000,
    maxSocketsPerAddress: options.maxSocketsPerAddress ?? 50,
    maxSendBufferBytes: options.maxSendBufferBytes ?? 1024 * 1024,
    rateLimits: { ...defaultRateLimits, ...definedOnly(options.rateLimits ?? {}) },
    storedAnswers: { ...defaultStoredAnswerLimits, ...definedOnly(options.storedAnswers ?? {}) },
    writeRate: { ...defaultWriteRate, ...definedOnly(options.writeRate ?? {}) },
    trustProxy: proxyTrust(options.trustProxy ?? []),
    maxUnprovenSockets: options.maxUnprovenSockets ?? 500,
    maxUnprovenSocketsPerAddress: options.maxUnprovenSocketsPerAddress ?? 10,
    subscribeGraceSeconds: options.subscribeGraceSeconds ?? 10,
    headersTimeoutSeconds: options.headersTimeoutSeconds ?? 30,
    bodyGraceSeconds: options.bodyGraceSeconds ?? 30,
    bodyMinBytesPerSecond: options.bodyMinBytesPerSecond ?? 500,
    maxConnectionsPerAddress: options.maxConnectionsPerAddress ?? 100,
    maxConnections: options.maxConnections ?? 0,
    googleClientId: options.googleClientId || undefined,
    activityTimeout: options.activityTimeout ?? 30,
    pongTimeout: options.pongTimeout ?? 30,
    dbBusyTimeoutMs: options.dbBusyTimeoutMs ?? 50,
    log: options.log ?? ((line) => console.log(line)),
    now: options.now ?? Date.now,
    customerSimulatorIntervalSeconds: options.customerSimulatorIntervalSeconds ?? 0,
    customerSimulatorAnswerSeconds: options.customerSimulatorAnswerSeconds ?? 20,
    demoKitchenHours: options.demoKitchenHours ?? 'week',
    requestLog: options.requestLog,
    kitchenHeartbeatMinutes: options.kitchenHeartbeatMinutes ?? 5,
    kitchenHeartbeatMinutesByChef: new Map(),
    orderAnswerMinutes: options.orderAnswerMinutes ?? 0,
    orderAnswerMinutesByChef: new Map(),
    orderAnswerGraceMs: 2 * 60_000,
    orderReminderSeconds: options.orderReminderSeconds ?? 60,
    missedOrdersPause: options.missedOrdersPause ?? 2,
    firebaseServiceAccount: options.firebaseServiceAccount ? path.resolve(options.firebaseServiceAccount) : undefined,
    fcmEndpoint: options.fcmEndpoint || undefined,
    publicUrl: options.publicUrl || undefined,
    commissionBasisPoints: basisPointsOf(options.commissionPercent ?? 15),
  };
}

/** A rate in percent as hundredths of a percent; a start-up error unless 0-100 with at most 2
 * decimals (the text of the number decides, so 12.34 stays 1234). */
function basisPointsOf(percent: number): number {
  const points = commissionBasisPoints(String(percent));
  if (points === null) throw new Error(`COMMISSION_PERCENT must be a number from 0 to 100 with at most 2 decimals, got "${percent}".`);
  return points;
}
