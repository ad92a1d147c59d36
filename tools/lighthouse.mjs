// `npm run lighthouse`: Lighthouse (mobile preset: a mid-range phone on slow 4G, simulated) on the
// production build served by the reference server, the sign-in screen and, signed in as the demo
// chef, the active orders, 3 runs each; the medians of the category scores and of the key metrics
// go to bench-results/lighthouse.json and the console (the README quotes them). Needs `npm run
// build` first and the system's Chromium.
// Per run it prints the score, the simulated FCP (what the score uses: Lantern's estimate from the
// trace's dependency graph, which may count a module script as render-blocking) beside the
// observed FCP (what the throttled page actually painted), LCP and TBT; per page the median and
// the lowest score (a median of 95 with no run under 90).
// Options: --runs N (3), --out FILE, --dist DIR (the build to serve, default dist), --page login|active
// (one page only), --tasks (per run, the main thread's long tasks as Lighthouse saw them: what the
// total blocking time is made of).
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { login } from './bench/api.mjs';
import { freePort, startServer } from './bench/server.mjs';
import { CHROMIUM_FLAGS, chromiumExecutable } from './chromium-flags.mjs';

const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
};
const runs = Number(option('runs', '3'));
const out = option('out', 'bench-results/lighthouse.json');
const distDir = resolve(option('dist', 'dist'));
const onlyPage = option('page', null);
const showTasks = process.argv.includes('--tasks');
if (onlyPage !== null && !['login', 'active'].includes(onlyPage)) {
  console.error('lighthouse: --page is login or active.');
  process.exit(2);
}
if (!existsSync(join(distDir, 'index.html'))) {
  console.error(`lighthouse: no production build in ${distDir}; run \`npm run build\` first, or pass --dist DIR.`);
  process.exit(1);
}
const categories = ['performance', 'accessibility', 'best-practices'];
const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index', 'interactive'];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** One Lighthouse run in a fresh browser (a cold start: no cache, no service worker). */
async function audit(url, prepare) {
  const browser = await puppeteer.launch({ executablePath: chromiumExecutable(), headless: true, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    // Signing in writes the session first (same tab, so Lighthouse keeps it: no storage reset).
    const signedIn = prepare ? await prepare(page) : false;
    const result = await lighthouse(url, { output: 'json', logLevel: 'error', onlyCategories: categories, disableStorageReset: signedIn }, undefined, page);
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    // The metrics audit carries the simulated values and the observed ones side by side.
    const timings = lhr.audits.metrics?.details?.items?.[0] ?? {};
    return {
      scores: Object.fromEntries(categories.map((name) => [name, Math.round((lhr.categories[name]?.score ?? 0) * 100)])),
      metrics: Object.fromEntries(metrics.map((name) => [name, lhr.audits[name]?.numericValue ?? null])),
      observed: { fcp: timings.observedFirstContentfulPaint ?? null, lcp: timings.observedLargestContentfulPaint ?? null, load: timings.observedLoad ?? null },
      // The long tasks (simulated: durations at the slowed-down CPU) and what each script cost.
      longTasks: (lhr.audits['long-tasks']?.details?.items ?? []).map((task) => ({ url: task.url, startTime: Math.round(task.startTime), duration: Math.round(task.duration) })),
      failing: categories.flatMap((name) =>
        (lhr.categories[name]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => `${name}: ${ref.id} (${lhr.audits[ref.id]?.displayValue ?? lhr.audits[ref.id]?.score})`),
      ),
    };
  } finally {
    await browser.close();
  }
}

const server = await startServer({ port: await freePort(4380), distDir });
const loadAtStart = loadavg();
try {
  const account = await login(server.baseUrl, 'demo@chef.test');
  const session = { isLoggedIn: true, userData: account.user, token: account.token };
  const signIn = async (page) => {
    await page.goto(`${server.baseUrl}/manifest.webmanifest`);
    await page.evaluate((value) => {
      localStorage.setItem('user', JSON.stringify(value));
      sessionStorage.setItem('token', value.token);
    }, session);
    return true;
  };
  const pages = [
    { key: 'login', name: '/auth/login', url: `${server.baseUrl}/auth/login` },
    { key: 'active', name: '/orders/active (signed in)', url: `${server.baseUrl}/orders/active`, prepare: signIn },
  ].filter((target) => onlyPage === null || target.key === onlyPage);
  const ms = (value) => (value === null || value === undefined ? '-' : `${Math.round(value)} ms`);
  const results = [];
  for (const target of pages) {
    const each = [];
    for (let run = 1; run <= runs; run += 1) {
      const result = await audit(target.url, target.prepare);
      console.log(`lighthouse: ${target.name} run ${run}: ${categories.map((name) => `${name} ${result.scores[name]}`).join(', ')}`);
      console.log(
        `  FCP simulated ${ms(result.metrics['first-contentful-paint'])}, observed ${ms(result.observed.fcp)}; LCP simulated ${ms(result.metrics['largest-contentful-paint'])}, ` +
          `observed ${ms(result.observed.lcp)}; TBT ${ms(result.metrics['total-blocking-time'])}`,
      );
      if (showTasks) for (const task of result.longTasks) console.log(`  long task at ${task.startTime} ms: ${task.duration} ms, ${task.url}`);
      each.push(result);
    }
    const summary = {
      page: target.name,
      runs,
      scores: Object.fromEntries(categories.map((name) => [name, median(each.map((result) => result.scores[name]))])),
      minScores: Object.fromEntries(categories.map((name) => [name, Math.min(...each.map((result) => result.scores[name]))])),
      perRun: each.map((result) => ({ scores: result.scores, metricsMs: result.metrics, observedMs: result.observed })),
      observedFcpMs: Math.round(median(each.map((result) => result.observed.fcp ?? 0))),
      metricsMs: Object.fromEntries(metrics.map((name) => [name, Math.round(median(each.map((result) => result.metrics[name] ?? 0)) * 1000) / 1000])),
      notPassing: [...new Set(each.flatMap((result) => result.failing))],
    };
    results.push(summary);
  }
  const report = {
    date: new Date().toISOString(),
    dist: distDir,
    preset: 'Lighthouse mobile (default): Moto G Power class device, slow 4G, 4x CPU slowdown, simulated',
    machine: {
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model ?? 'unknown',
      memoryGb: Math.round(totalmem() / 2 ** 30),
      node: process.version,
      loadAverage: { atStart: loadAtStart.map((value) => value.toFixed(1)).join(' '), atEnd: loadavg().map((value) => value.toFixed(1)).join(' ') },
    },
    results,
  };
  await mkdir(dirname(out), { recursive: true });
  await writeFile(out, JSON.stringify(report, null, 2) + '\n');
  for (const result of results) {
    console.log(`\n${result.page}: median of ${result.runs}: ${categories.map((name) => `${name} ${result.scores[name]}`).join(', ')}; lowest performance ${result.minScores.performance}`);
    console.log(`  FCP ${Math.round(result.metricsMs['first-contentful-paint'])} ms (observed ${result.observedFcpMs} ms), LCP ${Math.round(result.metricsMs['largest-contentful-paint'])} ms, TBT ${Math.round(result.metricsMs['total-blocking-time'])} ms, CLS ${result.metricsMs['cumulative-layout-shift']}`);
    for (const line of result.notPassing) console.log(`  not passing: ${line}`);
  }
  console.log(`\nlighthouse: ${distDir}; load average ${report.machine.loadAverage.atStart} at the start, ${report.machine.loadAverage.atEnd} at the end; written to ${out}`);
} finally {
  await server.stop();
}
