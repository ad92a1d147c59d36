// Static files: index.html fallback, cache headers per path, content types, 404s, what is never
// served (outside dist/, source maps, hidden files such as the build manifest), HEAD, 503 when not
// built. Compression and revalidation: static-encoding.test.ts.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, tempDir, type Harness } from './testing/harness.ts';

let h: Harness;
const dist = tempDir('chef-dist-');
const script = 'console.log("the chef\'s app");';
beforeAll(async () => {
  for (const folder of ['assets', 'icons', '.vite']) fs.mkdirSync(path.join(dist, folder));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Chef</title>');
  fs.writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("install", () => {});');
  fs.writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Chef"}');
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(dist, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  fs.writeFileSync(path.join(dist, 'notification.mp3'), Buffer.from([0xff, 0xfb]));
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), script);
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["../src/main.tsx"]}');
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.css'), 'body{}');
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{"src/main.tsx":{"file":"assets/index-abc123.js"}}');
  h = await startServer({ distDir: dist });
});
afterAll(async () => {
  await h.dispose();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (route: string, init?: RequestInit) => fetch(h.server.url + route, init);
const isThePage = async (answer: Response) => answer.status === 200 && (await answer.text()).includes('<title>Chef</title>');

describe('static files', () => {
  it.each([
    ['/', /^text\/html/],
    ['/index.html', /^text\/html/],
    ['/sw.js', /^text\/javascript/],
    ['/manifest.webmanifest', /^application\/manifest\+json/],
    ['/favicon.svg', /^image\/svg\+xml/],
    ['/icons/icon-192.png', /^image\/png$/],
    ['/notification.mp3', /^audio\/mpeg$/],
  ])('%s revalidates on every load (no-cache) and has its content type', async (route, type) => {
    const answer = await get(route);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    expect(answer.headers.get('content-type')).toMatch(type);
  });

  it('serves hashed assets as immutable for a year', async () => {
    const js = await get('/assets/index-abc123.js');
    expect(await js.text()).toBe(script);
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(js.headers.get('content-type')).toMatch(/^text\/javascript/);
    const css = await get('/assets/index-abc123.css');
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
    expect(css.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/orders/active?tab=1', '/auth/login', '/orders/42', '/assets', '/icons/'])('answers the page for the app route %s', async (route) => {
    const answer = await get(route);
    expect(await isThePage(answer)).toBe(true);
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    expect(answer.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it.each([
    ['/assets/missing-123.js', 404],
    ['/missing.png', 404],
    ['/api/unknown', 404],
    ['/app/chef-pwa-key', 404],
    ['/app', 404],
    ['/admin/unknown', 401],
    ['/broadcasting/unknown', 401],
  ])('answers %s with %i, never the page', async (route, status) => {
    const answer = await get(route);
    expect(answer.status).toBe(status);
    expect(await answer.text()).not.toContain('<title>Chef</title>');
  });

  it('never serves a source map, a hidden file or anything outside dist/', async () => {
    const secret = path.join(path.dirname(dist), `${path.basename(dist)}-secret.txt`);
    fs.writeFileSync(secret, 'the kitchen safe code');
    try {
      const outside = `/..%2f${path.basename(secret)}`;
      for (const route of [
        '/assets/index-abc123.js.map',
        '/assets/INDEX-abc123.js.MAP',
        '/.vite/manifest.json',
        '/%2evite/manifest.json',
        outside,
        `/assets/..%2f..%2f${path.basename(secret)}`,
        `/assets/%2e%2e/%2e%2e/${path.basename(secret)}`,
        '/..%2f..%2f..%2f..%2fetc%2fhosts',
        '/assets/..%5c..%5c..%5cetc%5chosts.txt',
      ]) {
        const answer = await get(route);
        const text = await answer.text();
        expect(answer.status, route).toBe(404);
        expect(text).not.toMatch(/kitchen safe|sources|localhost|manifest/);
      }
    } finally {
      fs.rmSync(secret, { force: true });
    }
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    for (const route of ['/', '/assets/index-abc123.js', '/orders/active']) {
      const [head, full] = [await get(route, { method: 'HEAD' }), await get(route)];
      const body = await full.arrayBuffer();
      expect(head.status).toBe(200);
      expect((await head.arrayBuffer()).byteLength).toBe(0);
      expect(head.headers.get('content-length')).toBe(String(body.byteLength));
      for (const name of ['content-type', 'cache-control', 'etag']) expect(head.headers.get(name), `${route} ${name}`).toBe(full.headers.get(name));
    }
  });

  it("answers /auth/login with the build's sign-in page, under the page's headers, and index.html once it is gone", async () => {
    const signInPage = path.join(dist, 'sign-in.html');
    fs.writeFileSync(signInPage, '<!doctype html><title>Chef</title><div id="screen-snapshot" data-until="rendered">Sign in</div>');
    try {
      const index = await get('/');
      // By its path, and by its file name as the service worker precaches it.
      for (const route of ['/auth/login', '/sign-in.html']) {
        const signIn = await get(route);
        expect(await signIn.text()).toContain('data-until="rendered">Sign in</div>');
        for (const name of ['content-security-policy', 'content-type', 'cache-control', 'x-content-type-options'])
          expect(signIn.headers.get(name), `${route} ${name}`).toBe(index.headers.get(name));
      }
      // Another app route still gets the plain page.
      expect(await (await get('/auth/register')).text()).toBe('<!doctype html><title>Chef</title>');
    } finally {
      fs.rmSync(signInPage);
    }
    expect(await (await get('/auth/login')).text()).toBe('<!doctype html><title>Chef</title>');
  });

  it("answers /orders/active with the build's picture of the active orders, and only that path", async () => {
    const ordersPage = path.join(dist, 'orders-active.html');
    fs.writeFileSync(ordersPage, '<!doctype html><title>Chef</title><div id="screen-snapshot" data-until="rendered">Loading orders</div>');
    try {
      const index = await get('/');
      const orders = await get('/orders/active');
      expect(await orders.text()).toContain('data-until="rendered">Loading orders</div>');
      for (const name of ['content-security-policy', 'content-type', 'cache-control']) expect(orders.headers.get(name), name).toBe(index.headers.get(name));
      // An order of its own, the history and the sign-in are other screens.
      for (const route of ['/orders/42', '/orders/history', '/auth/login']) expect(await (await get(route)).text(), route).toBe('<!doctype html><title>Chef</title>');
    } finally {
      fs.rmSync(ordersPage);
    }
    expect(await (await get('/orders/active')).text()).toBe('<!doctype html><title>Chef</title>');
  });

  it('answers 503 with a hint when the app is not built', async () => {
    const empty = await startServer({ distDir: tempDir('chef-empty-dist-') });
    try {
      const response = await fetch(empty.server.url + '/kitchen');
      expect(response.status).toBe(503);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.text()).toContain('npm run build');
    } finally {
      await empty.dispose();
    }
  });
});
