// The headers of the app's page (index.html and the SPA fallback): a strict Content-Security-Policy
// built from the page itself (the hash of each inline script, e.g. the dark-mode script that runs
// before the first paint) and the build's VITE_* settings (the API and websocket origins, Google
// sign-in, push), plus the headers every answer carries, and the build's record of them. Pure,
// and shared by the build and the reference server (neither imports the other): the build writes
// these (build/security-headers-plugin.ts: dist/security-headers.json for the server, dist/_headers
// for a CDN) and the server falls back to them for a build that has none. README: "Deploying
// behind a CDN".
import { createHash } from 'node:crypto';

/** The VITE_* settings the policy depends on (src/vite-env.d.ts). */
export type BuildSettings = Partial<Record<string, string>>;
export type HeaderSet = Record<string, string>;

/** Headers for every answer: pages, files and the API. */
export const everyAnswerHeaders: HeaderSet = {
  'X-Content-Type-Options': 'nosniff',
  // The path of a page may hold an order id: other sites get the origin only.
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/**
 * Browser features the page may use: the screen wake lock (the orders alarm keeps the screen on)
 * and the location (Edit kitchen's "Use my current location"), both for this origin only; nothing
 * else. The documents and logo uploads pick files (no `getUserMedia`), so no camera.
 */
export const permissionsPolicy = [
  'camera=()',
  'microphone=()',
  'geolocation=(self)',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'midi=()',
  'display-capture=()',
  'screen-wake-lock=(self)',
].join(', ');

const googleScript = 'https://accounts.google.com/gsi/client';
const googleStyles = 'https://accounts.google.com/gsi/style';
const googleFrames = 'https://accounts.google.com/gsi/';
/** Firebase Cloud Messaging: the token registration and the installations API. */
const firebaseOrigins = ['https://fcm.googleapis.com', 'https://fcmregistrations.googleapis.com', 'https://firebaseinstallations.googleapis.com'];

/** The text of every inline <script> (one without `src`) in the page. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    if (!/\bsrc\s*=/i.test(attributes)) scripts.push(match[2] ?? '');
  }
  return scripts;
}

export const scriptHash = (script: string): string => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

const originOf = (url: string | undefined): string | null => {
  if (!url?.trim()) return null;
  try {
    return new URL(url.trim()).origin;
  } catch {
    return null;
  }
};

/**
 * The websocket origin of src/app/realtime-settings.ts when it is not this page's ('self' covers
 * ws:/wss: on the page's own host and port). Without a port the page's port is used, unknown at
 * build time: any port of that host. Without a scheme, `ws:` (which CSP 3 also matches for wss:).
 */
function realtimeOrigin(settings: BuildSettings): string | null {
  const host = settings.VITE_PUSHER_HOST?.trim();
  const port = settings.VITE_PUSHER_PORT?.trim();
  if (!host) return port ? `ws://*:${port}` : null;
  const scheme = settings.VITE_PUSHER_SCHEME === 'https' ? 'wss' : 'ws';
  return `${scheme}://${host}:${port || '*'}`;
}

const firebaseConfigured = (settings: BuildSettings): boolean =>
  Object.entries(settings).some(([name, value]) => name.startsWith('VITE_FIREBASE_') && !!value?.trim());

const unique = (values: (string | null)[]): string[] => [...new Set(values.filter((value): value is string => !!value))];

export function contentSecurityPolicy(html: string, settings: BuildSettings = {}): string {
  const google = !!settings.VITE_GOOGLE_CLIENT_ID?.trim();
  const api = originOf(settings.VITE_API_URL);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', unique(["'self'", ...inlineScripts(html).map(scriptHash), google ? googleScript : null])],
    // Chakra v3 (emotion) writes its CSS into <style> tags at run time, so inline styles stay
    // allowed: a nonce cannot work for a page the service worker serves from its cache. Styles
    // cannot run code; scripts stay strict.
    ['style-src', unique(["'self'", "'unsafe-inline'", google ? googleStyles : null])],
    [
      'connect-src',
      unique(["'self'", api, realtimeOrigin(settings), google ? googleFrames : null, ...(firebaseConfigured(settings) ? firebaseOrigins : [])]),
    ],
    // data: for small inline icons, blob: for the preview of a chosen document.
    ['img-src', unique(["'self'", 'data:', 'blob:', api])],
    ['font-src', ["'self'"]],
    ['media-src', ["'self'"]],
    ['frame-src', google ? [googleFrames] : ["'none'"]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** Every header of the app's page. */
export function pageHeaders(html: string, settings: BuildSettings = {}): HeaderSet {
  return {
    'Content-Security-Policy': contentSecurityPolicy(html, settings),
    ...everyAnswerHeaders,
    'Permissions-Policy': permissionsPolicy,
    'X-Frame-Options': 'DENY',
  };
}

/** The same headers as a Netlify / Cloudflare Pages `_headers` file (README, "Deploying behind a CDN"). */
export function headersFile(page: HeaderSet): string {
  const block = (path: string, headers: HeaderSet) => [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return (
    [
      '# Written by `npm run build` (build/security-headers-plugin.ts, shared/page-policy.ts): do not edit.',
      block('/*', page),
      block('/assets/*', { 'Cache-Control': 'public, max-age=31536000, immutable' }),
      block('/index.html', { 'Cache-Control': 'no-cache' }),
      block('/sw.js', { 'Cache-Control': 'no-cache' }),
    ].join('\n\n') + '\n'
  );
}

/** The build's record of the page headers, next to index.html. */
export const pageHeadersFile = 'security-headers.json';
export type PageHeadersRecord = { page: string; headers: HeaderSet };

/** Which page a record was written for: a rebuilt index.html never gets an older build's hashes. */
export const pageId = (html: string | Buffer): string => createHash('sha256').update(html).digest('hex');
