// JS over the wire on a first visit of /auth/login: a new browser profile (no HTTP
// cache, no service worker, nothing stored) opens the sign-in page and stays until the network is
// idle (nothing in flight and no new request for `quietMs`, so the chunks the app loads after its
// first render count too). Counted: every response of the page that is JavaScript (by its URL or
// its Content-Type), its body as it came over the wire (compressed: the server sends the .gz or
// .br copy) and, apart, its headers; the number of files. The service worker's own precache
// downloads, which start in the background after the first visit, are not the page's and are not
// counted (Chromium does not report them to the page); nor is the service worker's own script
// (/sw.js, about 78 kB gzipped, fetched by the registration if it happens before the network is
// idle): it is logged apart.
// Chromium treats http://localhost as secure and asks for Brotli, as a phone on the real site
// does; a file no copy makes smaller (a few bytes of exports: build/compress-build.mjs) comes
// as it is.

const TIMEOUT_MS = 60_000;

const SERVICE_WORKER_SCRIPT = '/sw.js';

const isJs = (url, contentType) => /\.m?js(\?|$)/.test(new URL(url).pathname) || /javascript/.test(contentType ?? '');

/** One visit in a fresh context; resolves with { bodyBytes, headerBytes, files: [{ path, bodyBytes }], ms }. */
async function visit(browser, baseUrl, quietMs) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'allow' });
  const page = await context.newPage();
  const inFlight = new Set();
  let lastActivity = Date.now();
  const files = [];
  const serviceWorker = [];
  const pending = [];
  page.on('request', (request) => {
    inFlight.add(request);
    lastActivity = Date.now();
  });
  const settled = (request) => {
    inFlight.delete(request);
    lastActivity = Date.now();
  };
  page.on('requestfailed', settled);
  page.on('requestfinished', (request) => {
    settled(request);
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response || !isJs(request.url(), response.headers()['content-type'])) return;
        if (response.fromServiceWorker()) return;
        const sizes = await request.sizes();
        const path = new URL(request.url()).pathname;
        (path === SERVICE_WORKER_SCRIPT ? serviceWorker : files).push({ path, bodyBytes: sizes.responseBodySize, headerBytes: sizes.responseHeadersSize, encoding: response.headers()['content-encoding'] ?? 'identity' });
      })(),
    );
  });
  try {
    const started = Date.now();
    await page.goto(`${baseUrl}/auth/login`, { waitUntil: 'load', timeout: TIMEOUT_MS });
    while (inFlight.size > 0 || Date.now() - lastActivity < quietMs) {
      if (Date.now() - started > TIMEOUT_MS) throw new Error(`the network was not idle within ${TIMEOUT_MS / 1000} s (${inFlight.size} requests in flight)`);
      await page.waitForTimeout(100);
    }
    await Promise.all(pending);
    return {
      bodyBytes: files.reduce((sum, file) => sum + file.bodyBytes, 0),
      headerBytes: files.reduce((sum, file) => sum + file.headerBytes, 0),
      files: files.sort((a, b) => b.bodyBytes - a.bodyBytes),
      serviceWorkerBytes: serviceWorker.reduce((sum, file) => sum + file.bodyBytes, 0),
      ms: lastActivity - started,
    };
  } finally {
    await context.close();
  }
}

const kB = (bytes) => (bytes / 1000).toFixed(1);

/** `runs` first visits; resolves with { kB: [..], files: [..], headerKb: [..] } per run. The file
 * list of the first run is logged (the biggest first; `listAll` prints every file). */
export async function measureFirstVisit({ browser, baseUrl, runs, quietMs = 2_000, listAll = false, log }) {
  const result = { kB: [], files: [], headerKb: [] };
  for (let run = 1; run <= runs; run += 1) {
    const seen = await visit(browser, baseUrl, quietMs);
    result.kB.push(seen.bodyBytes / 1000);
    result.files.push(seen.files.length);
    result.headerKb.push(seen.headerBytes / 1000);
    log(`  first visit ${run}/${runs}: ${kB(seen.bodyBytes)} kB of JS in ${seen.files.length} files (+ ${kB(seen.headerBytes)} kB of headers; ${[...new Set(seen.files.map((file) => file.encoding))].join(', ')}), idle after ${seen.ms} ms${seen.serviceWorkerBytes > 0 ? `; apart: ${SERVICE_WORKER_SCRIPT} ${kB(seen.serviceWorkerBytes)} kB` : ''}`);
    if (run === 1) {
      const shown = listAll ? seen.files : seen.files.slice(0, 12);
      for (const file of shown) log(`    ${kB(file.bodyBytes).padStart(6)} kB  ${file.path}`);
      if (shown.length < seen.files.length) {
        const rest = seen.files.slice(shown.length);
        log(`    ${kB(rest.reduce((sum, file) => sum + file.bodyBytes, 0)).padStart(6)} kB  … ${rest.length} more files (--list-files prints them all)`);
      }
    }
  }
  return result;
}
