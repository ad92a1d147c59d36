// Entry point: `tsx server/main.ts` (npm run serve). Reads the environment (docs/api.md,
// "Environment"), serves ./dist. `NODE_ENV=production` or `--production` is production mode: it
// refuses to start without explicit secrets, seeds no demo chefs and keeps no dev mailbox.
import path from 'node:path';
import { createServer } from './app.ts';
import { proxyTrust } from './http/client-address.ts';
import { commissionBasisPoints } from '../src/contract/earnings.ts';

const env = process.env;
const production = env.NODE_ENV === 'production' || process.argv.includes('--production');

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function numberFrom(name: string, { min = 0, max = Number.MAX_SAFE_INTEGER } = {}): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max) fail(`${name} must be a number from ${min} to ${max}, got "${raw}".`);
  return value;
}

const kilobytes = (value: number | undefined) => (value === undefined ? undefined : value * 1024);
const hours = (value: number | undefined) => (value === undefined ? undefined : value * 60 * 60 * 1000);

const port = numberFrom('PORT', { max: 65535 }) ?? 8080;
if (!Number.isInteger(port)) fail(`PORT must be a port number, got "${env.PORT}".`);
const missedOrdersPause = numberFrom('MISSED_ORDERS_PAUSE', { max: 100 });
if (missedOrdersPause !== undefined && !Number.isInteger(missedOrdersPause)) fail(`MISSED_ORDERS_PAUSE must be a whole number of orders, got "${env.MISSED_ORDERS_PAUSE}".`);

/** COMMISSION_PERCENT: 0-100 with at most 2 decimals (the text is checked: "12.345" is refused). */
function commissionPercent(): number | undefined {
  const raw = env.COMMISSION_PERCENT;
  if (raw === undefined || raw.trim() === '') return undefined;
  if (commissionBasisPoints(raw) === null) fail(`COMMISSION_PERCENT must be a number from 0 to 100 with at most 2 decimals, got "${raw}".`);
  return Number(raw);
}

/** TRUST_PROXY: the proxies' addresses or CIDR ranges, comma-separated (unset or 0: none). */
/** DEMO_KITCHEN_HOURS: the demo kitchen's hours when first seeded (server/db/seed-kitchen.ts). */
function demoKitchenHours(): 'week' | 'all-day' | 'none' | undefined {
  const raw = env.DEMO_KITCHEN_HOURS?.trim();
  if (!raw) return undefined;
  if (raw === 'week' || raw === 'all-day' || raw === 'none') return raw;
  fail(`DEMO_KITCHEN_HOURS must be week, all-day or none, got "${raw}".`);
}

function trustedProxies(): string[] {
  const raw = (env.TRUST_PROXY ?? '').trim();
  if (raw === '' || raw === '0') return [];
  if (/^\d+$/.test(raw)) {
    fail(`TRUST_PROXY lists the addresses of your proxies now (e.g. TRUST_PROXY=127.0.0.1 or 10.0.0.0/8,::1), not a number of hops: X-Forwarded-For is only believed from them. Got "${raw}".`);
  }
  const entries = raw.split(',').map((entry) => entry.trim()).filter(Boolean);
  try {
    proxyTrust(entries);
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  return entries;
}

if (production) {
  const missing = ['PUSHER_APP_SECRET', 'ADMIN_TOKEN'].filter((name) => !env[name] || (env[name] ?? '').length < 16);
  if (missing.length > 0) {
    fail(`Production mode needs explicit secrets: set ${missing.join(' and ')} (at least 16 random characters each, e.g. \`openssl rand -base64 32\`).`);
  }
}

const server = await createServer({
  port,
  production,
  dataDir: env.DATA_DIR ?? './data',
  distDir: env.DIST_DIR ?? path.resolve('dist'),
  adminToken: env.ADMIN_TOKEN,
  fingerprintKey: env.FINGERPRINT_KEY,
  googleClientId: env.GOOGLE_CLIENT_ID,
  smtpUrl: env.SMTP_URL,
  mailFrom: env.MAIL_FROM,
  firebaseServiceAccount: env.FIREBASE_SERVICE_ACCOUNT,
  publicUrl: env.PUBLIC_URL,
  commissionPercent: commissionPercent(),
  demoMonth: !production,
  customerSimulatorIntervalSeconds: production ? 0 : numberFrom('CUSTOMER_SIMULATOR_INTERVAL_SECONDS'),
  demoKitchenHours: demoKitchenHours(),
  kitchenHeartbeatMinutes: numberFrom('KITCHEN_HEARTBEAT_MINUTES', { max: 24 * 60 }),
  orderAnswerMinutes: numberFrom('ORDER_ANSWER_MINUTES', { max: 24 * 60 }) ?? 10,
  orderReminderSeconds: numberFrom('ORDER_REMINDER_SECONDS', { max: 24 * 60 * 60 }),
  missedOrdersPause,
  tokenLifetimeDays: numberFrom('TOKEN_LIFETIME_DAYS', { min: 1 }),
  dbBusyTimeoutMs: numberFrom('DB_BUSY_TIMEOUT_MS', { max: 10_000 }),
  tokenIdleDays: numberFrom('TOKEN_IDLE_DAYS', { min: 1 }),
  trustProxy: trustedProxies(),
  maxSockets: numberFrom('REALTIME_MAX_SOCKETS', { min: 1 }),
  maxSocketsPerAddress: numberFrom('REALTIME_MAX_SOCKETS_PER_ADDRESS', { min: 1 }),
  maxUnprovenSockets: numberFrom('REALTIME_MAX_UNSIGNED_SOCKETS', { min: 1 }),
  maxUnprovenSocketsPerAddress: numberFrom('REALTIME_MAX_UNSIGNED_SOCKETS_PER_ADDRESS', { min: 1 }),
  subscribeGraceSeconds: numberFrom('REALTIME_SIGN_IN_SECONDS', { min: 1, max: 600 }),
  headersTimeoutSeconds: numberFrom('HTTP_HEADERS_TIMEOUT_SECONDS', { min: 1, max: 600 }),
  bodyGraceSeconds: numberFrom('HTTP_BODY_GRACE_SECONDS', { min: 1, max: 3600 }),
  bodyMinBytesPerSecond: numberFrom('HTTP_BODY_MIN_BYTES_PER_SECOND', { min: 1 }),
  maxConnectionsPerAddress: numberFrom('HTTP_MAX_CONNECTIONS_PER_ADDRESS', { min: 1 }),
  maxConnections: numberFrom('HTTP_MAX_CONNECTIONS', { min: 1 }),
  maxConnectionsPerToken: numberFrom('REALTIME_MAX_SOCKETS_PER_TOKEN', { min: 1 }),
  maxSubscriptionsPerConnection: numberFrom('REALTIME_MAX_CHANNELS_PER_SOCKET', { min: 1 }),
  maxSendBufferBytes: kilobytes(numberFrom('REALTIME_MAX_SEND_BUFFER_KB', { min: 16 })),
  rateLimits: {
    loginFailuresPerAccountAndIp: numberFrom('LOGIN_MAX_ATTEMPTS', { min: 1 }),
    signInPerIp: numberFrom('SIGN_IN_PER_IP', { min: 1 }),
    passwordResetPerIp: numberFrom('PASSWORD_RESET_PER_IP', { min: 1 }),
  },
  storedAnswers: {
    maxPerChef: numberFrom('IDEMPOTENCY_MAX_ANSWERS_PER_CHEF', { min: 100 }),
    maxBytesPerChef: kilobytes(numberFrom('IDEMPOTENCY_MAX_KB_PER_CHEF', { min: 256 })),
    graceMs: hours(numberFrom('IDEMPOTENCY_GRACE_HOURS', { max: 31 * 24 })),
  },
  writeRate: { perSecond: numberFrom('WRITE_RATE_PER_CHEF', { min: 1 }), burst: numberFrom('WRITE_BURST_PER_CHEF', { min: 1 }) },
  pusher: { appId: env.PUSHER_APP_ID, key: env.PUSHER_APP_KEY, secret: env.PUSHER_APP_SECRET },
});

console.log(`Home Kitchen Chef server listening on ${server.url}${production ? ' (production mode)' : ''}`);
console.log(`  data: ${server.config.dataDir}   realtime: ws://localhost:${server.port}/app/${server.config.pusher.key}`);
console.log(`  admin: npm run admin -- help   (token ${env.ADMIN_TOKEN ? 'from ADMIN_TOKEN' : 'in DATA_DIR/admin-token'})`);

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received, closing…`);
  await server.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
