// What a CDN would give: the build's Brotli and gzip copies
// (build/compress-build.mjs, run here on a temp dist) sent by Accept-Encoding with the right
// bytes, Vary on text files, weak ETags and 304, and index.html kept in memory until it changes.
// Raw HTTP (node:http), since fetch would decode the body and hide which bytes were sent.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, tempDir, type Harness } from './testing/harness.ts';

let h: Harness;
const dist = tempDir('chef-dist-encoding-');
const recipe = (n: number) => `export const step${n} = () => "Fold the dough, rest it ${n} minutes, then bake";\n`;
const script = Array.from({ length: 80 }, (_, n) => recipe(n)).join('');
const page = (title: string) =>
  `<!doctype html><html><head><title>${title}</title>${'<link rel="modulepreload" href="/assets/chunk.js">'.repeat(40)}</head><body></body></html>`;
const files: Record<string, string | Buffer> = {
  'index.html': page('Chef'),
  'sw.js': script,
  'assets/index-abc123.js': script,
  'assets/tiny-abc123.js': 'export {};',
  'assets/small-abc123.js': recipe(1) + recipe(2) + recipe(3) + recipe(4),
  'manifest.webmanifest': JSON.stringify({ name: 'Chef', icons: Array.from({ length: 80 }, (_, n) => ({ src: `/icons/${n}.png` })) }),
  'notification.mp3': Buffer.alloc(4096, 7),
};

beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  for (const [name, contents] of Object.entries(files)) fs.writeFileSync(path.join(dist, name), contents);
  execFileSync(process.execPath, [path.resolve('build/compress-build.mjs'), dist], { stdio: 'pipe' });
  h = await startServer({ distDir: dist });
});
afterAll(async () => {
  await h.dispose();
  fs.rmSync(dist, { recursive: true, force: true });
});

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function raw(route: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(h.server.url + route, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end();
  });
}

/** The bytes the client ends up with, after undoing the announced coding. */
function decoded(answer: RawAnswer): string {
  const coding = answer.headers['content-encoding'];
  if (coding === 'br') return brotliDecompressSync(answer.body).toString('utf8');
  if (coding === 'gzip') return gunzipSync(answer.body).toString('utf8');
  expect(coding).toBeUndefined();
  return answer.body.toString('utf8');
}

describe('compressed copies', () => {
  it('the build writes a .br and a .gz of each text file they make smaller, small ones too, and of nothing else', () => {
    expect(Buffer.byteLength(files['assets/small-abc123.js'] as string)).toBeLessThan(1024);
    for (const name of ['index.html', 'sw.js', 'assets/index-abc123.js', 'assets/small-abc123.js', 'manifest.webmanifest']) {
      expect(brotliDecompressSync(fs.readFileSync(path.join(dist, name + '.br'))).toString()).toBe(files[name]);
      expect(gunzipSync(fs.readFileSync(path.join(dist, name + '.gz'))).toString()).toBe(files[name]);
    }
    for (const name of ['assets/tiny-abc123.js', 'notification.mp3']) {
      expect(fs.existsSync(path.join(dist, name + '.br')), name).toBe(false);
      expect(fs.existsSync(path.join(dist, name + '.gz')), name).toBe(false);
    }
  });

  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['gzip, deflate', 'gzip'],
    ['identity', undefined],
    ['', undefined],
  ])('Accept-Encoding "%s" gets %s, the same text after decoding, and Vary', async (accept, coding) => {
    for (const route of ['/assets/index-abc123.js', '/sw.js', '/manifest.webmanifest', '/', '/orders/active']) {
      const answer = await raw(route, accept ? { 'Accept-Encoding': accept } : {});
      expect(answer.status, route).toBe(200);
      expect(answer.headers['content-encoding'], route).toBe(coding);
      expect(answer.headers.vary, route).toBe('Accept-Encoding');
      expect(Number(answer.headers['content-length']), route).toBe(answer.body.length);
      const expected = route === '/' || route === '/orders/active' ? files['index.html'] : files[route.slice(1)];
      expect(decoded(answer), route).toBe(expected);
    }
  });

  it('sends the page gzipped to a client that refuses Brotli (q=0)', async () => {
    const answer = await raw('/', { 'Accept-Encoding': 'br;q=0, gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(decoded(answer)).toBe(files['index.html']);
  });

  it('sends a file no copy makes smaller, and binary files, as they are, without Vary for binaries', async () => {
    const tiny = await raw('/assets/tiny-abc123.js', { 'Accept-Encoding': 'br, gzip' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe('export {};');
    expect(tiny.headers.vary).toBe('Accept-Encoding');
    const sound = await raw('/notification.mp3', { 'Accept-Encoding': 'br, gzip' });
    expect(sound.headers['content-encoding']).toBeUndefined();
    expect(sound.body.equals(files['notification.mp3'] as Buffer)).toBe(true);
    expect(sound.headers.vary).toBeUndefined();
  });
});

describe('revalidation', () => {
  it.each(['/assets/index-abc123.js', '/sw.js', '/', '/kitchen', '/notification.mp3'])(
    '%s has a weak ETag per coding and answers 304 to it',
    async (route) => {
      const etags = new Set<string>();
      for (const accept of ['br', 'gzip', 'identity']) {
        const first = await raw(route, { 'Accept-Encoding': accept });
        const etag = first.headers.etag ?? '';
        expect(etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
        etags.add(etag);
        const again = await raw(route, { 'Accept-Encoding': accept, 'If-None-Match': `"other", ${etag}` });
        expect(again.status).toBe(304);
        expect(again.body.length).toBe(0);
        expect(again.headers.etag).toBe(etag);
        expect(again.headers['cache-control']).toBe(first.headers['cache-control']);
        expect(again.headers.vary).toBe(first.headers.vary);
        expect((await raw(route, { 'Accept-Encoding': accept, 'If-None-Match': 'W/"1-1"' })).status).toBe(200);
      }
      expect(etags.size).toBe(route === '/notification.mp3' ? 1 : 3);
    },
  );

  it('a rebuilt file gets a new ETag, so the old one no longer answers 304', async () => {
    const file = path.join(dist, 'assets', 'tiny-abc123.js');
    const before = await raw('/assets/tiny-abc123.js');
    // Replaced as a build does (a new file), not rewritten under a response still being read.
    fs.writeFileSync(file + '.next', 'export {}; ');
    fs.renameSync(file + '.next', file);
    const after = await raw('/assets/tiny-abc123.js', { 'If-None-Match': before.headers.etag ?? '' });
    expect(after.status).toBe(200);
    expect(after.body.toString()).toBe('export {}; ');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });
});

describe('the page in memory', () => {
  it('is read once, and read again when index.html changes', async () => {
    const file = path.join(dist, 'index.html');
    const mtime = new Date(Math.floor(Date.now() / 1000) * 1000 - 60_000);
    fs.utimesSync(file, mtime, mtime);
    expect(decoded(await raw('/'))).toBe(files['index.html']);
    // Same size and modification time: the server keeps what it holds, it does not read the file.
    fs.writeFileSync(file + '.next', page('Chex'));
    fs.renameSync(file + '.next', file);
    fs.utimesSync(file, mtime, mtime);
    expect(decoded(await raw('/auth/login'))).toContain('<title>Chef</title>');
    // A new build: another modification time, the new page (and its compressed copies).
    const later = new Date(mtime.getTime() + 5000);
    fs.utimesSync(file, later, later);
    for (const accept of ['br', 'gzip', 'identity']) {
      const answer = await raw('/auth/login', { 'Accept-Encoding': accept });
      expect(decoded(answer)).toContain('<title>Chex</title>');
    }
  });
});
