// Security headers of the reference server (docs/api.md, "Request pipeline": the first step).
// Every answer: nosniff and the referrer policy. API, channel-auth and admin answers: no-store
// (neither a shared cache nor the browser keeps a chef's data) and a policy that lets nothing run
// should one be opened as a page. The app's page (index.html, the SPA fallback) gets its strict
// CSP from `pageHeadersReader`, which static.ts uses: the headers the build wrote for that page
// (dist/security-headers.json, build/security-headers-plugin.ts), or, for a build without them, the
// same policy computed here from the page (this origin only; shared/page-policy.ts).
import fs from 'node:fs/promises';
import path from 'node:path';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context.ts';
import { everyAnswerHeaders, pageHeaders, pageHeadersFile, pageId, type HeaderSet, type PageHeadersRecord } from '../../shared/page-policy.ts';

const privateAnswers = /^\/(api|broadcasting|admin)(\/|$)/;
/** Files under /api that keep their own long cache (logos, food photos: a new image, a new name;
 * a ticket's attachments, `private`: only the chef's own browser keeps them). */
const publicFiles = /^\/api\/(kitchen-logos|food-images|chef\/tickets\/attachments)\/[^/]+$/;
const apiPolicy = "default-src 'none'; frame-ancestors 'none'";

export function securityHeaders(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    for (const [name, value] of Object.entries(everyAnswerHeaders)) headers.set(name, value);
    if (privateAnswers.test(c.req.path)) {
      if (!(publicFiles.test(c.req.path) && c.res.ok)) headers.set('Cache-Control', 'no-store');
      headers.set('Content-Security-Policy', apiPolicy);
    }
  };
}

const isHeaderSet = (value: unknown): value is HeaderSet =>
  typeof value === 'object' && value !== null && Object.values(value).every((entry) => typeof entry === 'string');

async function recordedHeaders(distDir: string, page: string): Promise<HeaderSet | null> {
  try {
    const record = JSON.parse(await fs.readFile(path.join(distDir, pageHeadersFile), 'utf8')) as Partial<PageHeadersRecord>;
    return record.page === page && isHeaderSet(record.headers) && record.headers['Content-Security-Policy'] ? record.headers : null;
  } catch {
    return null;
  }
}

/**
 * The headers of the app's page served from `distDir`, read once per build: the build's record
 * when it is for this very page, else the policy computed from the page.
 */
export function pageHeadersReader(distDir: string): (html: Buffer) => Promise<HeaderSet> {
  let remembered: { page: string; headers: HeaderSet } | null = null;
  return async (html) => {
    const page = pageId(html);
    if (remembered?.page === page) return remembered.headers;
    const headers = (await recordedHeaders(distDir, page)) ?? pageHeaders(html.toString('utf8'));
    remembered = { page, headers };
    return headers;
  };
}
