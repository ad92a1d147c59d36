// Security headers: the page's strict CSP with the hash of its inline script on
// `/` and on a deep app path, the build's record of the headers used when it is for this page,
// no-store and nosniff on every API, channel-auth and admin answer, and no source map served.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startServer, tempDir, type Harness } from './testing/harness.ts';

const themeScript = "\n      document.documentElement.classList.add('app-dark');\n    ";
const pageHtml = `<!doctype html><html><head><title>Chef</title><script>${themeScript}</script></head><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>`;
const expectedHash = `'sha256-${createHash('sha256').update(themeScript).digest('base64')}'`;

let h: Harness;
const dist = tempDir('chef-dist-headers-');
const get = (route: string) => fetch(h.server.url + route);
/** The policy's directives by name: 'script-src' -> ["'self'", "'sha256-…'"]. */
function directives(policy: string | null): Map<string, string[]> {
  const entries = (policy ?? '').split(';').map((part) => part.trim().split(/\s+/));
  return new Map(entries.map(([name = '', ...sources]) => [name, sources]));
}

beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), pageHtml);
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["../src/main.tsx"]}');
  h = await startServer({ distDir: dist });
});
afterAll(async () => {
  await h.dispose();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe("the app's page", () => {
  it.each(['/', '/index.html', '/orders/active?tab=1', '/account/profile'])('%s carries the strict policy and the other page headers', async (route) => {
    const answer = await get(route);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('<title>Chef</title>');
    const policy = directives(answer.headers.get('content-security-policy'));
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'", expectedHash]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('worker-src')).toEqual(["'self'"]);
    expect(policy.get('manifest-src')).toEqual(["'self'"]);
    expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(answer.headers.get('permissions-policy')).toContain('camera=()');
    expect(answer.headers.get('permissions-policy')).toContain('geolocation=(self)');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('cache-control')).toBe('no-cache');
  });

  it("uses the build's recorded headers for this page, and not a record left by another build", async () => {
    const pageId = createHash('sha256').update(pageHtml).digest('hex');
    const recorded = { 'Content-Security-Policy': "default-src 'self'; connect-src 'self' https://api.example.test", 'Referrer-Policy': 'no-referrer' };
    const record = path.join(dist, 'security-headers.json');
    fs.writeFileSync(record, JSON.stringify({ page: 'another build', headers: recorded }));
    const stale = await get('/kitchen');
    expect(directives(stale.headers.get('content-security-policy')).get('script-src')).toEqual(["'self'", expectedHash]);

    const other = await startServer({ distDir: dist });
    try {
      fs.writeFileSync(record, JSON.stringify({ page: pageId, headers: recorded }));
      const answer = await fetch(other.server.url + '/kitchen');
      expect(answer.headers.get('content-security-policy')).toBe(recorded['Content-Security-Policy']);
    } finally {
      await other.dispose();
      fs.rmSync(record);
    }
  });
});

describe('every other answer', () => {
  it('sends files with nosniff and never a source map', async () => {
    const script = await get('/assets/index-abc123.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');
    for (const route of ['/assets/index-abc123.js.map', '/assets/INDEX-abc123.js.MAP', '/assets/missing.js.map']) {
      const map = await get(route);
      expect(map.status).toBe(404);
      expect(await map.text()).not.toContain('sources');
    }
  });

  it.each([
    ['GET', '/api/cities', 200],
    ['GET', '/api/chef/auth/verify-token', 401],
    ['POST', '/api/login', 422],
    ['GET', '/api/no-such-route', 404],
    ['POST', '/broadcasting/auth', 401],
    ['POST', '/admin/chefs/approve', 401],
  ])('%s %s (%i) is no-store and nosniff', async (method, route, status) => {
    const answer = await call(h.server.url, method, route, method === 'POST' ? { body: {} } : {});
    expect(answer.status).toBe(status);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
