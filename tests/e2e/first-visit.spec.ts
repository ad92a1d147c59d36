// The signed-out first visit of /auth/login: the page downloads what sign-in needs and
// nothing else (no sync engine, Dexie, realtime clients or toast list: src/app/SyncSession.tsx,
// src/app/App.tsx), starts the app after the sign-in picture has painted (build/start-script.ts),
// and registers the service worker once the page has loaded (src/lib/service-worker.ts). Signing in
// then loads the sync engine as before.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/test.ts';
import { LoginPage } from './pages/login-page.ts';
import { SEED_PASSWORD, seededChefs } from './support/env.ts';
import { expectServiceWorkerInControl } from './support/service-worker.ts';

type Manifest = Record<string, { file: string; name?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }>;

const distDir = path.resolve(process.env.E2E_DIST_DIR ?? 'dist');
const manifest: Manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'));

/** The files of `keys` and of everything they import statically. */
function filesOf(keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return new Set([...seen].map((key) => `/${manifest[key]?.file}`));
}

const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry) ?? '';
const signInRoute = Object.keys(manifest).filter((key) => /^src\/routes\/(_auth\.tsx|_auth\/auth\/login\.tsx)\?tsr-split=/.test(key));
/** What the sign-in screen needs: the entry with its static imports, and the route with its layout. */
const signInFiles = filesOf([entry, ...signInRoute]);
const named = (name: string) => Object.keys(manifest).filter((key) => manifest[key]?.name === name || key.includes(`node_modules/${name}/`));
/** What a signed-out visitor must not download: the sync engine (with Dexie), realtime, the toast list. */
const notForSignIn = new Set(
  [...filesOf([...named('chef-sync'), ...named('server-profile'), ...named('ToastList'), ...named('pusher-js'), ...named('laravel-echo')])].filter(
    (file) => !signInFiles.has(file),
  ),
);

test('a first visit of /auth/login downloads what sign-in needs, and the sync engine only once signed in', async ({ page }) => {
  // The build puts the sign-in route and its layout in the entry chunk (build/build-app.mjs): no
  // split chunk of theirs is left, and the screen is the entry with the Rolldown runtime.
  expect(signInRoute).toEqual([]);
  expect(signInFiles.size).toBeLessThanOrEqual(2);
  expect(notForSignIn.size).toBeGreaterThan(3);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const login = new LoginPage(page);
  await login.goto();
  await expect(page.locator('#screen-snapshot')).toHaveCount(0);
  // The service worker registers after the page has loaded, and takes control.
  await expectServiceWorkerInControl(page);
  await page.waitForLoadState('networkidle');

  expect(scripts.filter((file) => notForSignIn.has(file))).toEqual([]);
  // Everything else it fetched is the sign-in screen's, or the service worker's client.
  expect(scripts.filter((file) => !signInFiles.has(file) && !/\/workbox-window[^/]*\.js$/.test(file))).toEqual([]);
  expect(scripts.filter((file) => /\/workbox-window[^/]*\.js$/.test(file))).toHaveLength(1);

  await login.signIn(seededChefs.approved, SEED_PASSWORD);
  await expect(page).toHaveURL('/kitchen');
  await expect.poll(() => scripts.filter((file) => notForSignIn.has(file)).length, { message: 'signing in loads the sync engine' }).toBeGreaterThan(0);
});

test('the sign-in page starts the app after its picture has painted', async ({ page }) => {
  await page.goto('/auth/login', { waitUntil: 'commit' });
  const order = await page.evaluate(
    () =>
      new Promise<{ paint: number; script: number }>((resolve) => {
        const paint = () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
        const check = () => {
          const script = document.querySelector<HTMLScriptElement>('script[type="module"]');
          const started = script ? (performance.getEntriesByName(script.src)[0]?.startTime ?? Infinity) : Infinity;
          if (started !== Infinity) resolve({ paint: paint(), script: started });
          else setTimeout(check, 20);
        };
        check();
      }),
  );
  expect(order.paint).toBeLessThan(order.script);
});
