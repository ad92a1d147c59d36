// Serves the production build (distDir): index.html fallback for app routes, no-cache for
// index.html and sw.js, a year (immutable) for hashed files under /assets/. The page comes with its
// Content-Security-Policy (security-headers.ts); source maps are never served.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'hono';
import type { AppEnv } from './context.ts';
import { pageHeadersReader } from './security-headers.ts';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.mp3': 'audio/mpeg',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.pdf': 'application/pdf',
};

const noCache = 'no-cache';
const immutable = 'public, max-age=31536000, immutable';
/** Paths that never fall back to index.html (the API, realtime, admin). */
const reserved = /^\/(api|app|admin|broadcasting)(\/|$)/;
/** Source maps would hand out the app's source: never served, even if a build left some. */
const sourceMap = /\.map$/i;

async function readFileIn(root: string, urlPath: string): Promise<Buffer | null> {
  const file = path.resolve(root, '.' + urlPath);
  if (file !== root && !file.startsWith(root + path.sep)) return null;
  try {
    const stat = await fs.stat(file);
    return stat.isFile() ? await fs.readFile(file) : null;
  } catch {
    return null;
  }
}

/** Hashed files are immutable; everything else (index.html, sw.js, manifest, icons) revalidates. */
const cacheControl = (urlPath: string): string => (urlPath.startsWith('/assets/') ? immutable : noCache);

function send(c: Context<AppEnv>, body: Buffer, urlPath: string, extra: Record<string, string> = {}): Response {
  const type = contentTypes[path.extname(urlPath).toLowerCase()] ?? 'application/octet-stream';
  const headers = { ...extra, 'Content-Type': type, 'Cache-Control': cacheControl(urlPath) };
  return c.req.method === 'HEAD' ? c.body(null, 200, headers) : c.body(new Uint8Array(body), 200, headers);
}

export function staticSite(distDir: string | undefined) {
  const headersOfPage = pageHeadersReader(distDir ?? '');
  return async (c: Context<AppEnv>): Promise<Response> => {
    const root = distDir ?? '';
    const index = distDir ? await readFileIn(root, '/index.html') : null;
    if (!index) {
      return c.text('The app is not built yet. Run `npm run build` (or `npm start`), then reload this page.\n', 503, {
        'Cache-Control': 'no-store',
      });
    }
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      return c.text('Bad request\n', 400);
    }
    const page = async () => send(c, index, '/index.html', await headersOfPage(index));
    if (urlPath === '/' || urlPath === '/index.html') return page();
    if (sourceMap.test(urlPath)) return c.text('Not found\n', 404);
    const file = await readFileIn(root, urlPath);
    if (file) return send(c, file, urlPath);
    if (reserved.test(urlPath) || path.extname(urlPath) !== '') return c.text('Not found\n', 404);
    return page();
  };
}
