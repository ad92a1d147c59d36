// `npm run bench`: the orders benchmark. Expects the production build (`npm run build`;
// `--dist DIR` for another folder), starts its own reference server on a free port with a fresh
// data folder, seeds 10,000 finished orders for demo@chef.test, and drives the system Chromium:
//   1. the history screen's first render (cold: empty IndexedDB; warm: a second visit; in-app),
//   2. a filter change (Status: Completed; a page never fetched, then a cached one),
//   3. the time from the admin command placing an order to its card on /orders/active,
//   4. realtime across two tabs: a notification to the bell, a new order to the alarm in a tab on
//      another screen (what the e2e suite no longer times),
//   5. a realtime event to its card over 50 orders (p50 and p95),
//   6. 200 actions queued offline then sent: actions per second, each applied exactly once,
//   7. the offline warm start to the active orders painted (the service worker's snapshot), and to
//      the app's own screen, vs. a static page from the same service worker cache (4x CPU
//      throttling), as ratios,
//   8. the JS heap after a shift (5,000 realtime events and 300 orders in one tab) vs. at start,
//   9. the foods list with 300 foods: first render (cold and warm), the last food reached, a search
//      keystroke,
//  10. JS over the wire on a first visit of /auth/login until the network is idle; in
//      the warm start (7), with 30 pending orders, a real Accept button tappable, as a ratio to the
//      static page; accepting orders at 4x CPU, timed by the Event Timing API (worst and p75).
// Prints a table, then the rows of the performance goals (docs/performance.md) (with the last `npm run lighthouse`),
// writes bench-results/results.json (results-<parts>.json with --only, so a part does not
// overwrite a whole run) and stops the server.
// Options: --dist DIR  --port N (first port to try, default 4390)  --runs N (default 5)
//          --count N (history orders, default 10000)  --realtime-orders N (default 50)
//          --queued N (200)  --shift-events N (5000)  --shift-orders N (300)  --foods N (300)
//          --first-visit-runs N (3)  --list-files (every JS file of the first visit)
//          --active-orders N (30: the pending orders of the warm start and the interaction)
//          --accepts N (10: orders accepted in the interaction)
//          --cpu-profile FILE (the interaction's taps, the flush's sending and the first warm start
//          as DevTools .cpuprofile files, FILE.interaction/.flush/.warm-start.cpuprofile, with a
//          summary of where the time went: tools/bench/cpu-profile.mjs)
//          --only PART[,PART…]: first-visit, history, active (place-order to card), tabs (the
//          two-tab realtime), realtime (event to card over 50 orders), flush, shift, warm-start,
//          interaction, foods; `orders` = history, active, tabs, realtime, flush, shift (1-6, 8);
//          `goals` = first-visit, realtime, flush, warm-start, interaction, foods (each row)
//          --server-log
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { adminClient, login } from './bench/api.mjs';
import { measureActive } from './bench/active.mjs';
import { measureHistory } from './bench/history.mjs';
import { measureRealtime } from './bench/realtime.mjs';
import { measureShift } from './bench/shift.mjs';
import { measureWarmStart } from './bench/warm-start.mjs';
import { measureFlush } from './bench/flush.mjs';
import { profileOfPart } from './bench/cpu-profile.mjs';
import { measureFoods, seedFoods } from './bench/foods.mjs';
import { measureFirstVisit } from './bench/first-visit.mjs';
import { measureInteraction } from './bench/interaction.mjs';
import { setActiveOrders } from './bench/active-orders.mjs';
import { formatGoals, goalRows } from './bench/goals.mjs';
import { freePort, startServer } from './bench/server.mjs';
import { formatTable, percentile, summarize } from './bench/stats.mjs';
import { CHROMIUM_FLAGS, chromiumExecutable } from './chromium-flags.mjs';

const EMAIL = 'demo@chef.test';

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
}
const distDir = resolve(option('dist', 'dist'));
const runs = Number(option('runs', '5'));
const count = Number(option('count', '10000'));
const firstPort = Number(option('port', '4390'));
const log = (line) => console.log(line);
const only = option('only', null);
const PARTS = ['first-visit', 'history', 'active', 'tabs', 'realtime', 'flush', 'shift', 'warm-start', 'interaction', 'foods'];
const GROUPS = { orders: ['history', 'active', 'tabs', 'realtime', 'flush', 'shift'], goals: ['first-visit', 'realtime', 'flush', 'warm-start', 'interaction', 'foods'] };
const onlyParts = only === null ? null : new Set(only.split(',').flatMap((part) => GROUPS[part] ?? [part]));
const unknownParts = [...(onlyParts ?? [])].filter((part) => !PARTS.includes(part));
if (unknownParts.length > 0) {
  console.error(`Unknown --only part ${unknownParts.join(', ')}: one or more (comma-separated) of ${[...PARTS, ...Object.keys(GROUPS)].join(', ')}.`);
  process.exit(2);
}
const wanted = (part) => onlyParts === null || onlyParts.has(part);
const loadAtStart = loadavg();

if (!existsSync(join(distDir, 'index.html')) || !existsSync(join(distDir, 'sw.js'))) {
  console.error(`No production build in ${distDir} (index.html and sw.js). Run \`npm run build\` first, or pass --dist DIR.`);
  process.exit(1);
}
const chromiumPath = chromiumExecutable();
if (!existsSync(chromiumPath)) {
  console.error(`No Chromium at ${chromiumPath}: install it (apt-get install chromium) or set CHROMIUM_PATH.`);
  process.exit(1);
}

const measurements = [];
const record = (id, label, samples, whyNot) =>
  measurements.push({ id, label, summary: samples.length > 0 ? summarize(samples) : null, notMeasured: samples.length > 0 ? null : whyNot });

const port = await freePort(firstPort);
log(`Starting the reference server on port ${port} (build: ${distDir})…`);
const server = await startServer({ port, distDir, log: process.argv.includes('--server-log') });
let browser = null;
try {
  const admin = adminClient(server.baseUrl, server.adminToken);
  const account = await login(server.baseUrl, EMAIL);
  const session = { isLoggedIn: true, userData: account.user, token: account.token };

  let seeded = null;
  if (wanted('history')) {
    try {
      const started = Date.now();
      seeded = await admin.seedHistory(EMAIL, count);
      log(`Seeded ${seeded?.count ?? count} history orders for ${EMAIL} in ${Date.now() - started} ms.`);
    } catch (error) {
      log(`Could not seed the history: ${error.message}`);
    }
  }

  browser = await chromium.launch({
    executablePath: chromiumPath,
    args: CHROMIUM_FLAGS,
  });

  if (wanted('first-visit')) {
    const visits = Number(option('first-visit-runs', '3'));
    log(`First visit of /auth/login (new profile, until the network is idle): JS over the wire, ${visits} runs…`);
    try {
      const first = await measureFirstVisit({ browser, baseUrl: server.baseUrl, runs: visits, listAll: process.argv.includes('--list-files'), log });
      measurements.push({ id: 'firstVisitJs', label: 'JS over the wire, first visit of /auth/login until idle (bodies)', unit: 'kB', summary: summarize(first.kB), notMeasured: null });
      measurements.push({ id: 'firstVisitFiles', label: 'JS files, first visit of /auth/login until idle', unit: 'files', summary: summarize(first.files), notMeasured: null });
      measurements.push({ id: 'firstVisitJsHeaders', label: "their response headers (not in the row's kB)", unit: 'kB', summary: summarize(first.headerKb), notMeasured: null });
    } catch (error) {
      record('firstVisitJs', 'JS over the wire, first visit of /auth/login until idle', [], error.message.split('\n')[0]);
    }
  }

  if (wanted('history')) {
    const historyMeasurements = [
      ['coldFirstRender', 'historyColdFirstRender', 'History first render, cold (empty IndexedDB)'],
      ['warmReload', 'historyWarmReload', 'History first render, warm (second visit, reload)'],
      ['inAppVisit', 'historyInAppVisit', 'History from the side menu (in-app)'],
      ['filterUncached', 'filterUncached', 'Filter change to Completed (page not cached)'],
      ['filterCached', 'filterCached', 'Filter change to Completed (cached page)'],
    ];
    if (seeded) {
      log(`History screen, ${runs} runs…`);
      const { samples, errors } = await measureHistory({ browser, baseUrl: server.baseUrl, session, runs, log });
      for (const [step, id, label] of historyMeasurements) record(id, label, samples[step], errors[step] ?? 'no sample');
    } else {
      for (const [, id, label] of historyMeasurements) record(id, label, [], 'the server could not seed the history (seed-history)');
    }
  }

  if (wanted('active')) {
    log(`Active orders: place-order to card on screen, ${runs} runs…`);
    let activeSamples = [];
    let activeWhy = null;
    try {
      activeSamples = await measureActive({ browser, baseUrl: server.baseUrl, session, admin, email: EMAIL, runs, log });
    } catch (error) {
      activeWhy = error.message.split('\n')[0];
    }
    record('placeOrderToCard', 'place-order to card on /orders/active', activeSamples, activeWhy);
  }

  if (wanted('tabs')) {
    log(`Realtime across two tabs, ${runs} runs each…`);
    const realtime = await measureRealtime({ browser, baseUrl: server.baseUrl, session, admin, email: EMAIL, runs, log }).catch((error) => ({
      notificationToBell: [],
      orderToAlarm: [],
      errors: { notificationToBell: error.message.split('\n')[0], orderToAlarm: error.message.split('\n')[0] },
    }));
    record('notificationToBell', 'notification to bell, both tabs', realtime.notificationToBell, realtime.errors.notificationToBell ?? 'no sample');
    record('placeOrderToAlarm', 'place-order to alarm in a tab on /kitchen', realtime.orderToAlarm, realtime.errors.orderToAlarm ?? 'no sample');
  }

  if (wanted('realtime')) {
    // After the two-tab measurements: 50 more unread orders would saturate the bell's badge ("9+").
    const realtimeOrders = Number(option('realtime-orders', '50'));
    log(`Realtime event to card, ${realtimeOrders} orders (p50/p95)…`);
    let cardSamples = [];
    let cardWhy = null;
    try {
      cardSamples = await measureActive({ browser, baseUrl: server.baseUrl, session, admin, email: EMAIL, runs: realtimeOrders, log: () => {} });
    } catch (error) {
      cardWhy = error.message.split('\n')[0];
    }
    record('realtimeEventToCard', `realtime event to card, ${realtimeOrders} orders`, cardSamples, cardWhy);
  }

  if (wanted('flush')) {
    const queued = Number(option('queued', '200'));
    log(`${queued} actions queued offline, then sent…`);
    try {
      const flush = await measureFlush({ browser, baseUrl: server.baseUrl, session, admin, email: EMAIL, count: queued, log, profile: profileOfPart(option('cpu-profile', ''), 'flush') });
      measurements.push({ id: 'queuedFlush', label: `${queued} queued actions sent (exactly once: ${flush.acceptedOnce}, lost ${flush.lost}, twice ${flush.appliedTwice})`, unit: '/s', summary: summarize([flush.perSecond]), detail: flush, notMeasured: null });
    } catch (error) {
      record('queuedFlush', `${queued} queued actions sent`, [], error.message.split('\n')[0]);
    }
  }

  if (wanted('shift')) {
    const shiftEvents = Number(option('shift-events', '5000'));
    const shiftOrders = Number(option('shift-orders', '300'));
    log(`A shift: ${shiftEvents} realtime events and ${shiftOrders} orders in one tab, JS heap before and after…`);
    try {
      const shift = await measureShift({ browser, baseUrl: server.baseUrl, session, admin, email: EMAIL, events: shiftEvents, orders: shiftOrders, log });
      measurements.push({ id: 'shiftHeapGrowth', label: `JS heap growth after a shift (${shiftEvents} events, ${shiftOrders} orders)`, unit: 'kB', summary: summarize([shift.growthMb * 1024]), detail: shift, notMeasured: null });
    } catch (error) {
      record('shiftHeapGrowth', 'JS heap growth after a shift', [], error.message.split('\n')[0]);
    }
  }

  const activeOrders = Number(option('active-orders', '30'));
  if (wanted('warm-start')) {
    log(`Offline warm start vs. a static page from the same service worker cache (4x CPU throttling, ${activeOrders} pending orders), ${runs} runs…`);
    try {
      await setActiveOrders({ baseUrl: server.baseUrl, token: account.token, admin, email: EMAIL, count: activeOrders });
      const warm = await measureWarmStart({ browser, baseUrl: server.baseUrl, session, runs, log, profile: profileOfPart(option('cpu-profile', ''), 'warm-start') });
      record('offlineWarmStart', 'offline warm start to the active orders painted (4x CPU)', warm.app, 'no sample');
      record('offlineWarmStartLive', "offline warm start to the app's own active orders screen (4x CPU)", warm.live, 'no sample');
      record('offlineStaticPage', 'static page from the same service worker cache (4x CPU)', warm.staticPage, 'no sample');
      // In tenths, as the summaries round to whole numbers: 132 reads 13.2x.
      const ratioTenths = (samples) => (10 * summarize(samples).median) / summarize(warm.staticPage).median;
      measurements.push({ id: 'offlineWarmStartRatio', label: 'offline warm start painted / static page, medians (target 1.2x = 12)', unit: 'tenths', summary: summarize([ratioTenths(warm.app)]), notMeasured: null });
      measurements.push({ id: 'offlineWarmStartLiveRatio', label: "the app's own screen / static page, medians", unit: 'tenths', summary: summarize([ratioTenths(warm.live)]), notMeasured: null });
      record('acceptTappable', `offline warm start to a real Accept button tappable (4x CPU, ${activeOrders} orders)`, warm.tappable, 'no sample');
      measurements.push({ id: 'acceptTappableRatio', label: 'Accept tappable / static page, medians (goal: <= 6x = 60)', unit: 'tenths', summary: summarize([ratioTenths(warm.tappable)]), notMeasured: null });
      record('acceptTapAnswered', 'then a real tap on it to its dialog painted (4x CPU)', warm.tapAnswered, 'no sample');
    } catch (error) {
      record('offlineWarmStart', 'offline warm start to the active orders painted (4x CPU)', [], error.message.split('\n')[0]);
      record('acceptTappable', 'offline warm start to a real Accept button tappable (4x CPU)', [], error.message.split('\n')[0]);
    }
  }

  if (wanted('interaction')) {
    const accepts = Number(option('accepts', '10'));
    log(`Accepting ${accepts} orders at 4x CPU (${activeOrders} pending), Event Timing…`);
    try {
      const orders = await setActiveOrders({ baseUrl: server.baseUrl, token: account.token, admin, email: EMAIL, count: activeOrders });
      const taps = await measureInteraction({ browser, baseUrl: server.baseUrl, session, orders, accepts: Math.min(accepts, activeOrders), log, profile: profileOfPart(option('cpu-profile', ''), 'interaction') });
      const steps = Object.entries(taps.worstByStep).map(([step, ms]) => `${step} ${ms}`).join(', ');
      measurements.push({ id: 'acceptInteractionWorst', label: `Accept at 4x CPU: worst interaction of ${taps.taps} (per step: ${steps})`, summary: summarize([Math.max(...taps.durations)]), detail: taps, notMeasured: null });
      measurements.push({ id: 'acceptInteractionP75', label: `Accept at 4x CPU: p75 of the interactions (${taps.taps - taps.reported} under 16 ms)`, summary: summarize([percentile(taps.durations, 75)]), notMeasured: null });
    } catch (error) {
      record('acceptInteractionWorst', 'Accept at 4x CPU: worst interaction (Event Timing)', [], error.message.split('\n')[0]);
    }
  }

  if (wanted('foods')) {
    // Last: 300 more foods on the demo menu would change what the simulated customers order above.
    const foodCount = Number(option('foods', '300'));
    log(`Foods list with ${foodCount} foods, ${runs} runs…`);
    const foodLabels = [
      ['cold', 'foodsFirstRenderCold', `foods list (${foodCount} foods) first render, cold (empty IndexedDB)`],
      ['warm', 'foodsFirstRenderWarm', `foods list (${foodCount} foods) first render, warm (reload)`],
      ['lastFood', 'foodsLastFoodReached', `foods list (${foodCount} foods) navigation to the last food on screen (warm)`],
      ['keystroke', 'foodsSearchKeystroke', `foods list (${foodCount} foods) search keystroke to filtered rows`],
    ];
    try {
      const started = Date.now();
      const added = await seedFoods(server.baseUrl, account.token, foodCount);
      log(`Added ${added} foods (a menu of ${foodCount}) in ${Date.now() - started} ms.`);
      const foods = await measureFoods({ browser, baseUrl: server.baseUrl, session, runs, log });
      for (const [step, id, label] of foodLabels) record(id, label, foods.samples[step], foods.errors[step] ?? 'no sample');
    } catch (error) {
      for (const [, id, label] of foodLabels) record(id, label, [], error.message.split('\n')[0]);
    }
  }

  const load = (values) => values.map((value) => value.toFixed(1)).join(' ');
  const machine = { cpus: cpus().length, cpuModel: cpus()[0]?.model ?? 'unknown', memoryGb: Math.round(totalmem() / 2 ** 30), platform: `${process.platform} ${process.arch}`, node: process.version, chromium: browser.version(), loadAverage: { atStart: load(loadAtStart), atEnd: load(loadavg()) } };
  const goals = goalRows(measurements);
  const results = { date: new Date().toISOString(), dist: distDir, machine, historyOrders: seeded?.count ?? 0, runs, measurements, goals };
  mkdirSync('bench-results', { recursive: true });
  const resultsFile = `bench-results/${only === null ? 'results' : `results-${only.replaceAll(',', '+')}`}.json`;
  writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
  log('');
  log(`Machine: ${machine.cpus} cores (${machine.cpuModel}), ${machine.memoryGb} GB, Chromium ${machine.chromium}, Node ${machine.node}; load average ${machine.loadAverage.atStart} at the start, ${machine.loadAverage.atEnd} at the end`);
  log(formatTable(measurements));
  log('');
  log(formatGoals(goals));
  log(`\nWritten to ${resultsFile}`);
} finally {
  await browser?.close();
  await server.stop();
}
