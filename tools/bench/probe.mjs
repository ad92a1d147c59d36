// Runs inside the page (added as an init script): timestamps taken in the browser, so a timing
// does not include Playwright's round trips. `afterPaint` resolves on the next animation frame
// after a change, i.e. when the change is on screen.
//   __bench.firstRow       { at, wall } when the first "Order #…" row/card of this document painted
//   __bench.activeOrdersPainted  { at, wall } when the "Active orders" heading and a card painted
//                          (the service worker's snapshot of the screen, or the app's own screen)
//   __bench.activeOrdersLive     { at, wall } the same from the app's own screen (no snapshot left)
//   __bench.lastClick/lastChange  { at, wall } of the last click / change event
//   __bench.when(check)    resolves with { at, wall } once check() holds (checked on each DOM change)
// `at` is performance.now() (ms since navigation start), `wall` is Date.now() (compared with Node).
export function benchProbe() {
  if (window.__bench) return;
  const ROW = '[aria-label^="Order #"]';
  const stamp = () => ({ at: performance.now(), wall: Date.now() });
  const afterPaint = () => new Promise((resolve) => requestAnimationFrame(() => resolve(stamp())));
  const bench = { ROW, firstRow: null, lastClick: null, lastChange: null };
  bench.when = (check) =>
    new Promise((resolve) => {
      const observer = new MutationObserver(() => test());
      const test = () => {
        if (!check()) return;
        observer.disconnect();
        void afterPaint().then(resolve);
      };
      observer.observe(document, { childList: true, subtree: true, attributes: true });
      test();
    });
  window.__bench = bench;
  document.addEventListener('click', () => (bench.lastClick = stamp()), true);
  document.addEventListener('change', () => (bench.lastChange = stamp()), true);
  void bench.when(() => document.querySelector(ROW) !== null).then((time) => (bench.firstRow = time));
  void bench
    .when(() => document.querySelector('h1')?.textContent?.trim() === 'Active orders' && document.querySelector(ROW) !== null)
    .then((time) => (bench.activeOrdersPainted = time));
  void bench
    .when(
      () =>
        document.getElementById('screen-snapshot') === null &&
        document.querySelector('#root h1')?.textContent?.trim() === 'Active orders' &&
        document.querySelector(`#root ${ROW}`) !== null,
    )
    .then((time) => (bench.activeOrdersLive = time));
}

/** Signs the page in as `session` ({ isLoggedIn, userData, token }) the way the app stores it. */
export function signedIn(session) {
  if (sessionStorage.getItem('token')) return;
  localStorage.setItem('user', JSON.stringify(session));
  sessionStorage.setItem('token', session.token);
}

/** A new 1280 x 800 context signed in as `session`, with the probe, and its page. */
export async function signedInPage(browser, session) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(signedIn, session);
  await context.addInitScript(benchProbe);
  return { context, page: await context.newPage() };
}

/** Runs `task(item)` for each item, at most `parallel` at a time; the results in item order. */
export async function inBatches(items, parallel, task) {
  const results = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await task(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return results;
}
