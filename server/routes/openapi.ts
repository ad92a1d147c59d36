// The API contract as a document (docs/api.md "The contract document"): GET
// /api/openapi.json (OpenAPI 3.1, built from src/contract by the same code as dist/openapi.json)
// and the reference page, /api/docs, which sends the browser to /api-docs/index.html: that page is
// outside /api because every /api answer carries the "nothing runs" policy (http/security-headers.ts),
// and is a file name so the app's service worker does not answer it with the app;
// it loads Scalar's standalone renderer from this server (dist/api-docs/api-reference.js, copied
// by the build, or node_modules), never a CDN.
// With CONTRACT_CHECK_FILE set (the e2e run), every /api answer is also checked against the
// document and each mismatch is appended to that file (the run fails on it: tests/e2e/support/
// contract-check.ts).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Hono } from 'hono';
import { buildOpenApiDocument, type OpenApiDocument } from '../../src/contract/openapi/document.ts';
import type { AppEnv, Deps } from '../http/context.ts';
import { matchesIfNoneMatch, notModified, preferredCoding, weakEtag, type Coding } from '../http/conditional.ts';
import { fileInMemory } from '../http/file-in-memory.ts';

const rendererFile = 'api-reference.js';
/** A file name: the app's service worker leaves such navigations to the network (sw/navigation.ts). */
const docsPath = '/api-docs/index.html';
/** Nothing that would call Scalar's own services (no fonts, AI agent, developer toolbar, telemetry). */
const rendererOptions = { withDefaultFonts: false, hideClientButton: true, telemetry: false, showDeveloperTools: 'never', showToolbar: 'never', agent: { disabled: true } };
/** Scalar's page: the document's address in data-url, the bundle from this origin (no inline script). */
const docsPage = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Home Kitchen chef API</title>
</head>
<body>
<script id="api-reference" data-url="/api/openapi.json" data-configuration='${JSON.stringify(rendererOptions)}'></script>
<script src="/api-docs/${rendererFile}"></script>
</body>
</html>
`;
/** The page's own policy: scripts only from this origin; Scalar sets inline styles. */
const docsPolicy = "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

function rendererPath(distDir: string | undefined): string {
  const built = distDir ? path.join(distDir, 'api-docs', rendererFile) : null;
  if (built && fs.existsSync(built)) return built;
  return createRequire(import.meta.url).resolve('@scalar/api-reference/browser/standalone.js');
}

export function registerOpenApiRoutes(app: Hono<AppEnv>, deps: Deps): void {
  let document: OpenApiDocument | null = null;
  const documentNow = () => (document ??= buildOpenApiDocument());

  const checkFile = process.env.CONTRACT_CHECK_FILE;
  if (checkFile) {
    fs.writeFileSync(checkFile, '');
    const checker = import('../testing/answer-validator.ts').then(({ answerValidator }) => answerValidator(documentNow()));
    app.use('*', async (c, next) => {
      await next();
      const problems = await (await checker).checkResponse(c.req.method, c.req.path, c.res.clone());
      if (problems.length > 0) fs.appendFileSync(checkFile, `${c.req.method} ${c.req.path} ${c.res.status}: ${problems.join('; ')}\n`);
    });
  }

  app.get('/api/openapi.json', (c) => c.json(documentNow()));
  app.get('/api/docs', (c) => c.redirect(docsPath, 302));
  app.get(docsPath, (c) => c.html(docsPage, 200, { 'Content-Security-Policy': docsPolicy, 'Cache-Control': 'no-cache' }));
  // 3.5 MB: held in memory, sent compressed (about a fifth), revalidated by its ETag (304).
  const renderer = fileInMemory(() => rendererPath(deps.config.distDir));
  app.get(`/api-docs/${rendererFile}`, async (c) => {
    const held = await renderer.current();
    if (!held) return c.text('Not found.', 404);
    const coding = preferredCoding(c.req.header('Accept-Encoding'), Object.keys(held.copies) as Coding[]);
    const bytes = coding ? (held.copies[coding] ?? held.plain) : held.plain;
    const headers = new Headers({
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-cache',
      ETag: weakEtag(bytes.length, held.modifiedMs),
      Vary: 'Accept-Encoding',
    });
    if (coding) headers.set('Content-Encoding', coding);
    if (matchesIfNoneMatch(c.req.header('If-None-Match'), headers.get('ETag') ?? '')) return notModified(headers);
    headers.set('Content-Length', String(bytes.length));
    return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength), { status: 200, headers });
  });
}
