// `npm run chaos`: the sync layer under a hostile network and a killed browser. Starts
// the reference server (fresh data, a copy of the build), the chaos proxy in front of it, and the
// system Chromium on a persistent profile talking only to the proxy; signs in as the demo chef in
// two tabs; then runs the seeded scenario (scenario.mjs), lets everything settle with the faults
// off and, without reloading, compares every tab, the device's IndexedDB and the server's SQLite.
// Prints the report, writes bench-results/chaos.json (chaos-kitchen.json for that profile), exits 1 when an assertion failed (2 when the
// run itself broke). Everything it starts is stopped, on failure and Ctrl+C too.
// Options: --seed N (default 1; "random" picks one)  --actions N (default 40; 500 = full size)
//          --dist DIR (default dist)  --port N (first port tried for the proxy, default 4420)
//          --tabs N (1 or 2, default 2)  --settle S (seconds, default 120)  --quiet  --server-log
//          --profile default|kitchen (kitchen: the kitchen's network in front of the proxy, kitchen.mjs)
//          kitchen only: --outage S (the long outage, default 300)  --orders-after N (orders placed
//          after it, default 8)  --pdf-kb N (each ticket's PDF, default 1500)  --sync-timings JSON
//          (written to localStorage chef-pwa:sync-timings before the app loads: shortened reconnects)
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumPath, hasChromium } from './browser.mjs';
import { screenCards, topBar } from './chef.mjs';
import { differences, readDevice, readServer } from './checks.mjs';
import { Device } from './device.mjs';
import { settleAccounts } from './ledger.mjs';
import { kitchenFigures, readTickets, ticketDifferences, UPLINK_BYTES_PER_SECOND } from './kitchen.mjs';
import { startProxy } from './proxy.mjs';
import { startKitchenNetwork } from '../net/kitchen-network.mjs';
import { formatReport, verdict } from './report.mjs';
import { runScenario } from './scenario.mjs';
import { startServer } from './server.mjs';
import { freePort } from '../bench/server.mjs';

const ACCOUNT = { email: 'demo@chef.test', password: 'Demo#Chef1' };
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 && process.argv[at + 1] !== undefined ? process.argv[at + 1] : fallback;
}
const seedOption = option('seed', '1');
const options = {
  seed: seedOption === 'random' ? Math.floor(Math.random() * 1e9) : Number(seedOption),
  actions: Number(option('actions', '40')),
  distDir: resolve(option('dist', 'dist')),
  port: Number(option('port', '4420')),
  tabs: Math.min(2, Math.max(1, Number(option('tabs', '2')))),
  settleMs: Number(option('settle', '120')) * 1000,
  quiet: process.argv.includes('--quiet'),
  profile: option('profile', 'default'),
  outageMs: Number(option('outage', '300')) * 1000,
  ordersAfterOutage: Number(option('orders-after', '8')),
  pdfBytes: Number(option('pdf-kb', '1500')) * 1000,
  syncTimings: option('sync-timings', null),
};
const log = (line) => console.log(line);
const startedAt = Date.now();
const detail = (line) => !options.quiet && console.log(`${((Date.now() - startedAt) / 1000).toFixed(1).padStart(6)}s ${line}`);

let syncTimings = null;
try {
  syncTimings = options.syncTimings ? JSON.parse(options.syncTimings) : null;
} catch {
  syncTimings = 'invalid';
}
if (!Number.isInteger(options.seed) || !Number.isInteger(options.actions) || options.actions < 1 || !['default', 'kitchen'].includes(options.profile) || syncTimings === 'invalid') {
  console.error(
    'Usage: npm run chaos -- [--seed N|random] [--actions N] [--dist DIR] [--port N] [--tabs 1|2] [--settle S] [--quiet] [--profile default|kitchen [--outage S] [--orders-after N] [--pdf-kb N] [--sync-timings JSON]]',
  );
  process.exit(2);
}
if (!existsSync(join(options.distDir, 'index.html')) || !existsSync(join(options.distDir, 'sw.js'))) {
  console.error(`No production build in ${options.distDir} (index.html and sw.js). Run \`npm run build\` first, or pass --dist DIR.`);
  process.exit(2);
}
if (!hasChromium()) {
  console.error(`No Chromium at ${chromiumPath()}: install it (apt-get install chromium) or set CHROMIUM_PATH.`);
  process.exit(2);
}

// What must be stopped however the run ends.
const profileDir = mkdtempSync(join(tmpdir(), 'chef-chaos-profile-'));
let server = null;
let proxy = null;
let kitchen = null;
let device = null;
process.on('exit', () => {
  device?.killNow();
  server?.killNow();
  rmSync(profileDir, { recursive: true, force: true });
});
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130));
// The whole run is bounded: a hang anywhere ends it (the exit handler stops everything).
const budgetMs = 120_000 + options.actions * 8_000 + options.settleMs + (options.profile === 'kitchen' ? options.outageMs + 180_000 : 0);
setTimeout(() => {
  console.error(`The chaos run did not finish within ${Math.round(budgetMs / 1000)} s; stopping.`);
  process.exit(2);
}, budgetMs).unref();

/** Faults off, online; then polls until client == server (or the deadline). */
async function settle() {
  proxy.setFaulty(false);
  proxy.setOffline(false);
  kitchen?.setOutage(null);
  kitchen?.stallAnswers(null);
  if (device.offline) await device.setOffline(false);
  await device.backToActive().catch((error) => detail(`  (could not bring every tab back to /orders/active: ${error.message})`));
  const started = Date.now();
  for (;;) {
    // Nothing else happens meanwhile (no customer, no reload): only the app's own retries may
    // bring the device to the server's state.
    const truth = readServer(server.databaseFile, ACCOUNT.email);
    const tabs = [];
    for (const tab of device.tabs) {
      const cards = await screenCards(tab.page).catch(() => []);
      const bar = await topBar(tab.page).catch((error) => ({ notSaved: null, pending: null, path: `(unreadable: ${error.message.split('\n')[0]})` }));
      tabs.push({ name: tab.name, cards, bar });
    }
    const onDevice = await readDevice(device.tabs[0].page, truth.chefId);
    const diffs = differences(truth, onDevice, tabs);
    if (kitchen) diffs.push(...ticketDifferences(ticketTaps(), readTickets(server.databaseFile, truth.chefId)));
    if (diffs.length === 0 || Date.now() - started > options.settleMs) return { server: truth, device: onDevice, diffs, settleMs: Date.now() - started };
    await sleep(1_000);
  }
}

let scenarioTaps = [];
const ticketTaps = () => scenarioTaps.filter((tap) => tap.kind === 'ticket');

async function main() {
  log(`Chaos run: seed ${options.seed}, ${options.actions} actions, ${options.tabs} tabs, profile ${options.profile}, build ${options.distDir}`);
  server = await startServer({ distDir: options.distDir, preferredPort: options.port + 30, log: process.argv.includes('--server-log') });
  proxy = await startProxy({ target: { port: server.port }, seed: options.seed, port: await freePort(options.port) });
  let origin = proxy.origin;
  if (options.profile === 'kitchen') {
    kitchen = await startKitchenNetwork({ target: { port: proxy.port }, port: await freePort(options.port + 10), uplinkBytesPerSecond: UPLINK_BYTES_PER_SECOND });
    origin = kitchen.origin;
    log(`Reference server on ${server.baseUrl}; chaos proxy on ${proxy.origin}; the browser talks only to the kitchen network on ${kitchen.origin} (uplink ${UPLINK_BYTES_PER_SECOND / 1000} kB/s, shared).`);
  } else log(`Reference server on ${server.baseUrl}; the browser talks only to the chaos proxy on ${proxy.origin}.`);
  const kitchenProfile = options.profile === 'kitchen';
  device = new Device({ origin, executablePath: chromiumPath(), profileDir, account: ACCOUNT, syncTimings: kitchenProfile ? syncTimings : null, controlVisibility: kitchenProfile });
  await device.start(options.tabs);
  await device.tabs[0].page.locator('[data-testid="connection-status"][data-status="connected"]').waitFor({ timeout: 30_000 });
  log('Signed in as demo@chef.test; live. Faults on.');
  if (kitchenProfile && device.tabs.length > 1) {
    // The first tab (it took the lead) goes to the background; the chef works in the second.
    const leader = device.tabs[0];
    const read = await device.setHidden(leader, true);
    const others = [];
    for (const tab of device.tabs.slice(1)) others.push(`tab ${tab.name}: ${await tab.page.evaluate(() => document.visibilityState)}`);
    log(`Tab ${leader.name} (opened first, the leader) is hidden: its page reads document.visibilityState '${read.visibilityState}', document.hidden ${read.hidden}; ${others.join(', ')}.`);
  }
  kitchen?.resetCounters();

  proxy.setFaulty(true);
  const scenario = await runScenario({
    seed: options.seed,
    actions: options.actions,
    proxy,
    server,
    device,
    account: ACCOUNT,
    log: detail,
    profile: options.profile,
    kitchen,
    kitchenOptions: { outageMs: options.outageMs, ordersAfterOutage: options.ordersAfterOutage, pdfBytes: options.pdfBytes },
  });
  scenarioTaps = scenario.taps;
  log(`Chaos over after ${scenario.taps.length} taps; settling (faults off, no reload)…`);
  const settled = await settle();
  await device.collectSeen();
  const accounts = settleAccounts({ taps: scenario.taps, server: settled.server, device: settled.device, requests: proxy.requests });
  const kitchenResult = kitchen
    ? kitchenFigures({ kitchen, requests: proxy.requests, taps: scenario.taps, outage: scenario.outage, tickets: readTickets(server.databaseFile, settled.server.chefId) })
    : null;
  const result = verdict({ options, scenario, proxy, settled, accounts, seen: device.seen, pageErrors: device.pageErrors, kitchen: kitchenResult });

  console.log(`\n${formatReport(result, options)}`);
  const folder = resolve(dirname(fileURLToPath(import.meta.url)), '../../bench-results');
  mkdirSync(folder, { recursive: true });
  const serverState = { ...settled.server, timelines: Object.fromEntries(settled.server.timelines) };
  const json = { ...result, options, taps: scenario.taps, placed: scenario.placed, accounts, differences: settled.diffs, serverState, deviceState: settled.device, requests: proxy.requests };
  // One file per profile: `npm test` runs both profiles at once.
  const file = options.profile === 'default' ? 'chaos.json' : `chaos-${options.profile}.json`;
  writeFileSync(join(folder, file), `${JSON.stringify(json, null, 2)}\n`);
  log(`Written to bench-results/${file}.`);
  return result.failures.length === 0 ? 0 : 1;
}

let code = 2;
try {
  code = await main();
} catch (error) {
  console.error(`The chaos run broke (seed ${options.seed}): ${error.stack ?? error}`);
} finally {
  await device?.close().catch(() => {});
  await kitchen?.close().catch(() => {});
  await proxy?.close().catch(() => {});
  await server?.stop().catch(() => {});
}
process.exit(code);
