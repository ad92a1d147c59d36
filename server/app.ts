// createServer(): one HTTP server for the PWA, the API, admin endpoints and the Pusher websocket.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { buildApp } from './build-app.ts';
import { resolveConfig, type ServerConfig, type ServerOptions } from './config.ts';
import { openDatabase, setBusyTimeout, type Db } from './db/open.ts';
import { seed } from './db/seed.ts';
import { seedDemoKitchen } from './db/seed-kitchen.ts';
import { seedDemoMenu } from './db/seed-menu.ts';
import { seedDemoDevice } from './db/seed-device.ts';
import { seedDemoDevices } from './db/seed-devices.ts';
import { seedDemoOrders } from './db/seed-orders.ts';
import { seedDemoMonth } from './db/seed-earnings.ts';
import { seedDemoTickets } from './db/seed-tickets.ts';
import type { Deps } from './http/context.ts';
import { addressBehindProxies } from './http/client-address.ts';
import { createAuthLimits } from './http/rate-limits.ts';
import { guardSlowClients, slowClientServerOptions } from './http/slow-clients.ts';
import { trackChefConnections } from './kitchen/connections.ts';
import { startKitchenWatch } from './kitchen/watch.ts';
import { createMailer } from './mail/mailer.ts';
import { startOrderExpiry } from './orders/expiry.ts';
import { startOrderReminders, withOrderDetails } from './orders/reminders.ts';
import { startCustomerSimulator } from './orders/simulator.ts';
import { createNotifier } from './realtime/notify.ts';
import { createPusherServer, type PusherServer } from './realtime/pusher-server.ts';
import { createFcmSender, readServiceAccount } from './push/fcm-sender.ts';
import { createPushService, type PushService } from './push/push-service.ts';
import { makeOwnerOnlyFolder } from './files.ts';
import { startMaintenance } from './maintenance.ts';
import { loadOrCreateSecret } from './secrets.ts';

export type { ServerOptions } from './config.ts';

export interface RunningServer {
  url: string;
  port: number;
  config: ServerConfig;
  adminToken: string;
  db: Db;
  realtime: PusherServer;
  broadcastToChef: Deps['broadcastToChef'];
  /** Pushes to the chefs' devices (FCM or the push log); `drained()` waits for the queue. */
  push: PushService;
  /** Every route the app registered, method and path pattern (the body fuzz test walks them). */
  routes: readonly { method: string; path: string }[];
  close(): Promise<void>;
}

export async function createServer(options: ServerOptions): Promise<RunningServer> {
  // A DATA_DIR the server makes is the owner's only (an operator's own folder keeps its mode).
  if (!fs.existsSync(options.dataDir)) makeOwnerOnlyFolder(options.dataDir);
  const config = resolveConfig(options, {
    pusherSecret: loadOrCreateSecret(options.dataDir, 'pusherSecret', options.pusher?.secret),
    fingerprintKey: loadOrCreateSecret(options.dataDir, 'fingerprintKey', options.fingerprintKey),
  });
  // A wrong FIREBASE_SERVICE_ACCOUNT stops the start, before anything is opened.
  const fcmSender = config.firebaseServiceAccount ? createFcmSender(readServiceAccount(config.firebaseServiceAccount), config.fcmEndpoint) : null;
  const db = openDatabase(config.databaseFile, config.log);
  try {
    await seed(db, config.now(), config.log, { demoChefs: !config.production });
    const demoOrders = config.production ? 0 : seedDemoOrders(db, config.now());
    if (demoOrders > 0) config.log(`[db] seeded ${demoOrders} demo orders for demo@chef.test`);
    const demoMonth = config.production || !options.demoMonth ? 0 : seedDemoMonth(db, config.now());
    if (demoMonth > 0) config.log(`[db] seeded a month of ${demoMonth} finished orders for demo@chef.test`);
    if (!config.production && seedDemoKitchen(db, config.now(), config.dataDir, config.demoKitchenHours)) config.log('[db] seeded the kitchen of demo@chef.test');
    const demoFoods = config.production ? 0 : seedDemoMenu(db, config.now(), config.dataDir);
    if (demoFoods > 0) config.log(`[db] seeded a menu of ${demoFoods} foods for demo@chef.test`);
    const demoTickets = config.production ? 0 : seedDemoTickets(db, config.now());
    if (demoTickets > 0) config.log(`[db] seeded ${demoTickets} support tickets for demo@chef.test`);
    // Only the demo with simulated customers and no FCM: a real FCM would refuse the token.
    const demoDevice = !config.production && config.customerSimulatorIntervalSeconds > 0 && !config.firebaseServiceAccount;
    if (demoDevice && seedDemoDevice(db, config.now())) config.log('[db] registered a demo device for demo@chef.test (its pushes: npm run admin -- push-log demo@chef.test)');
    if (!config.production && seedDemoDevices(db, config.now())) config.log('[db] seeded two signed-in devices for demo@chef.test');
  } catch (error) {
    db.close();
    throw error;
  }
  // From here on a lock held by another process fails a write quickly (503), never freezes.
  setBusyTimeout(db, config.dbBusyTimeoutMs);
  const nowIso = () => new Date(config.now()).toISOString();
  const chefConnections = trackChefConnections(config.now);
  const realtime = createPusherServer({
    onChannelOccupancy: chefConnections.onChannelOccupancy,
    onRefused: chefConnections.onSocketRefused,
    credentials: config.pusher,
    activityTimeout: config.activityTimeout,
    pongTimeout: config.pongTimeout,
    log: config.log,
    maxConnectionsPerToken: config.maxConnectionsPerToken,
    maxSubscriptionsPerConnection: config.maxSubscriptionsPerConnection,
    maxSockets: config.maxSockets,
    maxSocketsPerAddress: config.maxSocketsPerAddress,
    maxUnprovenSockets: config.maxUnprovenSockets,
    maxUnprovenSocketsPerAddress: config.maxUnprovenSocketsPerAddress,
    subscribeGraceSeconds: config.subscribeGraceSeconds,
    maxSendBufferBytes: config.maxSendBufferBytes,
    addressOf: (request) => addressBehindProxies(request.socket.remoteAddress, request.headers['x-forwarded-for'], config.trustProxy),
  });
  const push = createPushService({ db, log: config.log, nowIso, publicUrl: config.publicUrl, sender: fcmSender });
  if (fcmSender) config.log(`[push] sending through FCM (project ${fcmSender.projectId})`);
  const deps: Deps = {
    db,
    config,
    adminToken: loadOrCreateSecret(config.dataDir, 'adminToken', config.adminToken),
    authLimits: createAuthLimits(config.rateLimits),
    mailer: createMailer(config, db),
    realtime,
    // A new order's push carries its number, deadline and reminder count 0 (reminders count on).
    broadcastToChef: createNotifier(db, realtime, nowIso, (chefId, payload) => push.push(chefId, withOrderDetails({ db, config }, payload)), config.log),
    nowIso,
  };
  const app = buildApp(deps);

  // Idle keep-alive connections stay open 65 s (Node's default is 5 s): a client that reuses one
  // just as the server closes it gets ECONNRESET on a request it never sent. Clients (browsers,
  // test runners, proxies) let go of idle connections sooner than this, so they close first.
  // Headers and bodies have their own time-outs and each address a cap on open connections
  // (server/http/slow-clients.ts); an idle keep-alive connection is not a request in progress.
  const server = http.createServer({ keepAliveTimeout: 65_000, ...slowClientServerOptions(config) }, getRequestListener(app.fetch));
  const slowClients = guardSlowClients(server, config);
  server.on('upgrade', (request, socket, head) => {
    // A socket error before or during the handshake (a reset) must not reach the process.
    socket.on('error', () => socket.destroy());
    try {
      if (!realtime.handleUpgrade(request, socket, head)) socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
    } catch (error) {
      config.log(`[realtime] upgrade failed: ${error instanceof Error ? error.message : String(error)}`);
      socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    }
  });
  const maintenance = startMaintenance(db, config);

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const simulator = startCustomerSimulator(deps, config);
  const kitchenWatch = startKitchenWatch(deps, chefConnections);
  const orderExpiry = startOrderExpiry(deps);
  const orderReminders = startOrderReminders({ ...deps, push: push.push });

  return {
    url: `http://localhost:${port}`,
    port,
    config,
    adminToken: deps.adminToken,
    db,
    realtime,
    broadcastToChef: deps.broadcastToChef,
    push,
    routes: app.routes.filter((route) => route.method !== 'ALL').map(({ method, path }) => ({ method, path })),
    async close() {
      maintenance.stop();
      simulator?.stop();
      kitchenWatch.stop();
      orderExpiry.stop();
      orderReminders.stop();
      realtime.close();
      slowClients.stop();
      await push.stop();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      db.close();
    },
  };
}
