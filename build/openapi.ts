// Writes the OpenAPI document of the API contract (src/contract/openapi) to dist/openapi.json and
// copies the reference page's renderer (Scalar's standalone bundle) to dist/api-docs/, so
// /api/docs needs no CDN. Run at the end of `npm run build` (after the service worker's precache
// list is made: the 3.5 MB renderer is not part of the app). `--lint` writes the document to a
// temp file and lints it with Redocly (build/redocly.yaml; offline, no telemetry): the step of
// `npm test`, which fails on any error.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildOpenApiDocument } from '../src/contract/openapi/document.ts';

import os from 'node:os';

const lint = process.argv.includes('--lint');
const out = lint ? path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-lint-')), 'openapi.json') : path.resolve('dist/openapi.json');
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`);

if (lint) {
  const redocly = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
  const config = path.join(import.meta.dirname, 'redocly.yaml');
  const run = spawnSync(process.execPath, [redocly, 'lint', '--config', config, '--format', 'stylish', out], {
    stdio: 'inherit',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });
  fs.rmSync(path.dirname(out), { recursive: true, force: true });
  process.exitCode = run.status ?? 1;
} else {
  console.log('openapi: wrote dist/openapi.json');
  const bundle = createRequire(import.meta.url).resolve('@scalar/api-reference/browser/standalone.js');
  fs.mkdirSync('dist/api-docs', { recursive: true });
  fs.copyFileSync(bundle, 'dist/api-docs/api-reference.js');
  console.log('openapi: copied the reference page renderer to dist/api-docs/api-reference.js');
}
