// Static files: index.html fallback, cache headers, content types, 503 when not built.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, tempDir, type Harness } from './testing/harness.ts';

let h: Harness;
const dist = tempDir('chef-dist-');
beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Chef</title>');
  fs.writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("install", () => {});');
  fs.writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Chef"}');
  fs.writeFileSync(path.join(dist, 'notification.mp3'), Buffer.from([0xff, 0xfb]));
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.css'), 'body{}');
  h = await startServer({ distDir: dist });
});
afterAll(async () => {
  await h.dispose();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (route: string) => fetch(h.server.url + route);

describe('static files', () => {
  it('serves index.html and sw.js with no-cache', async () => {
    for (const route of ['/', '/sw.js']) {
      const response = await get(route);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
    expect((await get('/')).headers.get('content-type')).toMatch(/^text\/html/);
    expect((await get('/sw.js')).headers.get('content-type')).toMatch(/^text\/javascript/);
  });

  it('serves hashed assets as immutable for a year', async () => {
    const js = await get('/assets/index-abc123.js');
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(js.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect((await get('/assets/index-abc123.css')).headers.get('content-type')).toMatch(/^text\/css/);
  });

  it('answers the manifest and sounds with their content types', async () => {
    expect((await get('/manifest.webmanifest')).headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect((await get('/notification.mp3')).headers.get('content-type')).toBe('audio/mpeg');
  });

  it('falls back to index.html for app routes but not for files or the API, and never leaves distDir', async () => {
    const route = await get('/orders/active?tab=1');
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('<title>Chef</title>');
    expect(route.headers.get('cache-control')).toBe('no-cache');
    expect((await get('/assets/missing-123.js')).status).toBe(404);
    expect((await get('/api/unknown')).status).toBe(404);
    for (const route of ['/..%2f..%2f..%2fetc%2fpasswd', '/assets/..%2f..%2f..%2f..%2fetc%2fhosts.txt']) {
      const response = await get(route);
      expect(await response.text()).not.toMatch(/root:|localhost/);
    }
  });

  it('answers 503 with a hint when the app is not built', async () => {
    const empty = await startServer({ distDir: tempDir('chef-empty-dist-') });
    try {
      const response = await fetch(empty.server.url + '/kitchen');
      expect(response.status).toBe(503);
      expect(await response.text()).toContain('npm run build');
    } finally {
      await empty.dispose();
    }
  });
});
