// Entry point: `tsx server/main.ts` (npm run serve). Reads the environment, serves ./dist.
import path from 'node:path';
import { createServer } from './app.ts';
import { defaultPusher } from './config.ts';

const env = process.env;
const port = Number(env.PORT ?? 8080);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, got "${env.PORT}".`);
  process.exit(1);
}

const simulatorInterval = Number(env.CUSTOMER_SIMULATOR_INTERVAL_SECONDS || 0);
if (!Number.isFinite(simulatorInterval) || simulatorInterval < 0) {
  console.error(`CUSTOMER_SIMULATOR_INTERVAL_SECONDS must be a number of seconds (0 = off), got "${env.CUSTOMER_SIMULATOR_INTERVAL_SECONDS}".`);
  process.exit(1);
}

const server = await createServer({
  port,
  dataDir: env.DATA_DIR ?? './data',
  distDir: env.DIST_DIR ?? path.resolve('dist'),
  adminToken: env.ADMIN_TOKEN,
  googleClientId: env.GOOGLE_CLIENT_ID,
  loginMaxAttempts: env.LOGIN_MAX_ATTEMPTS ? Number(env.LOGIN_MAX_ATTEMPTS) : undefined,
  customerSimulatorIntervalSeconds: simulatorInterval,
  pusher: {
    appId: env.PUSHER_APP_ID || defaultPusher.appId,
    key: env.PUSHER_APP_KEY || defaultPusher.key,
    secret: env.PUSHER_APP_SECRET || defaultPusher.secret,
  },
});

console.log(`Home Kitchen Chef server listening on ${server.url}`);
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
