// Static files of the PWA (the built dist/ folder), served as a CDN would: files through
// @hono/node-server's serveStatic with the build's precompressed copies (`file.br`, `file.gz`,
// build/compress-build.mjs) chosen by Accept-Encoding, Brotli first; `Vary: Accept-Encoding`
// on every text file; a weak ETag (size + mtime of the bytes sent: serveStatic gives none) and
// 304 on a matching If-None-Match. index.html comes from memory (static-page.ts) with its
// Content-Security-Policy (security-headers.ts), for `/` and as the fallback of app routes;
// /auth/login (and /sign-in.html, which the service worker precaches) gets the build's sign-in page (index.html with the sign-in screen painted in,
// src/contract/prerendered-pages.ts) under the same headers, or index.html when the build has none.
// Cache rules: no-cache for index.html, sw.js, the manifest and icons; a year (immutable) for
// the hashed files under /assets/. Never served: source maps, hidden files (dist/.vite, the
// build manifest), anything outside dist/.
import fs from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';
import { isCompressible, matchesIfNoneMatch, notModified, preferredCoding, weakEtag, type Coding } from './conditional.ts';
import type { AppEnv } from './context.ts';
import { ORDERS_PAGE_FILE, ORDERS_PATH, SIGN_IN_PAGE_FILE, SIGN_IN_PATH } from '../../src/contract/index.ts';
import { pageInMemory, type Page } from './static-page.ts';

const noCache = 'no-cache';
const immutable = 'public, max-age=31536000, immutable';
/** Paths that never fall back to index.html (the API, realtime, admin). */
const reserved = /^\/(api|app|admin|broadcasting)(\/|$)/;
/** Source maps would hand out the app's source: never served, even if a build left some. */
const sourceMap = /\.map$/i;
/** A segment starting with a dot: hidden files, `dist/.vite/manifest.json`, `..`. */
const hidden = /(^|\/)\./;

/** Hashed files are immutable; everything else (index.html, sw.js, manifest, icons) revalidates. */
const cacheControl = (urlPath: string): string => (urlPath.startsWith('/assets/') ? immutable : noCache);

const notBuilt = (c: Context<AppEnv>) =>
  c.text('The app is not built yet. Run `npm run build` (or `npm start`), then reload this page.\n', 503, { 'Cache-Control': 'no-store' });
const notFound = (c: Context<AppEnv>) => c.text('Not found\n', 404);

/** The page, compressed when the request allows, revalidated by its ETag. */
function sendPage(c: Context<AppEnv>, page: Page): Response {
  const coding = preferredCoding(c.req.header('Accept-Encoding'), Object.keys(page.copies) as Coding[]);
  const body = coding ? (page.copies[coding] ?? page.plain) : page.plain;
  const headers = new Headers({
    ...page.headers,
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': noCache,
    Vary: 'Accept-Encoding',
    ETag: weakEtag(body.length, page.modifiedMs),
    'Content-Length': String(body.length),
  });
  if (coding) headers.set('Content-Encoding', coding);
  if (matchesIfNoneMatch(c.req.header('If-None-Match'), headers.get('ETag') ?? '')) return notModified(headers);
  return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers });
}

/** serveStatic over `root`, finished with the cache rules, Vary and the ETag; null when no file. */
function filesIn(root: string) {
  /** The file each request was answered from (the .br or .gz copy when one was chosen). */
  const servedFrom = new WeakMap<Context<AppEnv>, string>();
  const files: MiddlewareHandler<AppEnv> = serveStatic<AppEnv>({
    root,
    precompressed: true,
    onFound: (file, c) => {
      servedFrom.set(c, file);
    },
  });
  return async (c: Context<AppEnv>, urlPath: string): Promise<Response | null> => {
    const answer = await files(c, async () => {});
    const file = servedFrom.get(c);
    if (!(answer instanceof Response) || !file) return null;
    const headers = answer.headers;
    headers.set('Cache-Control', cacheControl(urlPath));
    if (isCompressible(headers.get('Content-Type'))) headers.set('Vary', 'Accept-Encoding');
    const stat = await fs.stat(file).catch(() => null);
    if (stat) headers.set('ETag', weakEtag(stat.size, stat.mtimeMs));
    const etag = headers.get('ETag');
    if (etag && answer.status === 200 && matchesIfNoneMatch(c.req.header('If-None-Match'), etag)) {
      await answer.body?.cancel();
      return notModified(headers);
    }
    return answer;
  };
}

export function staticSite(distDir: string | undefined) {
  const root = distDir ? path.resolve(distDir) : null;
  const page = root ? pageInMemory(root) : null;
  // The pages the build painted a screen into (build/prerender-pages.mjs), by the path they answer.
  const paintedPages = new Map(
    [
      [SIGN_IN_PATH, SIGN_IN_PAGE_FILE],
      [ORDERS_PATH, ORDERS_PAGE_FILE],
    ].map(([urlPath, file]) => [urlPath, { file, page: root ? pageInMemory(root, file) : null }]),
  );
  const paintedPageAt = (urlPath: string) => paintedPages.get(urlPath) ?? [...paintedPages.values()].find(({ file }) => urlPath === `/${file}`);
  // Made at the first request that finds a build: serveStatic warns about a missing root.
  let files: ReturnType<typeof filesIn> | null = null;
  return async (c: Context<AppEnv>): Promise<Response> => {
    const current = root && page ? await page.current() : null;
    if (!root || !current) return notBuilt(c);
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      return c.text('Bad request\n', 400);
    }
    if (urlPath === '/' || urlPath === '/index.html') return sendPage(c, current);
    const painted = paintedPageAt(urlPath);
    if (painted) {
      // The same page with a picture in it: index.html's headers (its inline scripts are the
      // same). The service worker precaches the sign-in page by its file name, so that is a page too.
      const withPicture = await painted.page?.current();
      return sendPage(c, withPicture ? { ...withPicture, headers: current.headers } : current);
    }
    if (sourceMap.test(urlPath) || hidden.test(urlPath)) return notFound(c);
    files ??= filesIn(root);
    const file = await files(c, urlPath);
    if (file) return file;
    if (reserved.test(urlPath) || path.extname(urlPath) !== '') return notFound(c);
    return sendPage(c, current);
  };
}
