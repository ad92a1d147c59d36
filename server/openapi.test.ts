// The API contract document: every route of the reference server is in it, it is served
// with its reference page, and the answer check catches a wrong answer (status, envelope, shape).
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../src/contract/openapi/document.ts';
import { answerValidator, undocumentedRoutes } from './testing/answer-validator.ts';
import contractCheck, { contractCheckFile } from '../tests/e2e/support/contract-check.ts';
import { call, login, startServer, tempDir, type Harness } from './testing/harness.ts';

const document = buildOpenApiDocument();
let h: Harness;
beforeAll(async () => {
  h = await startServer();
});
afterAll(async () => {
  await h.dispose();
});

describe('the contract document', () => {
  it('has every /api and /broadcasting route the server registers', () => {
    expect(undocumentedRoutes(h.server.routes, document)).toEqual([]);
  });

  it('a route added to the server without a document entry fails', () => {
    const added = [...h.server.routes, { method: 'POST', path: '/api/chef/route-without-an-entry' }];
    expect(undocumentedRoutes(added, document)).toEqual(['POST /api/chef/route-without-an-entry']);
  });

  it('marks the extensions of the specification and describes the realtime events', () => {
    expect(document.paths['/api/login']?.post?.['x-spec-extension']).toBeUndefined();
    expect(document.paths['/api/chef/foods']?.get?.['x-spec-extension']).toBe(true);
    expect(JSON.stringify(document['x-realtime'])).toContain('broadcast-notification');
  });

  it('is served at /api/openapi.json, and /api/docs leads to a page that loads its renderer from this server', async () => {
    const served = await fetch(`${h.server.url}/api/openapi.json`);
    expect(served.status).toBe(200);
    expect(await served.json()).toEqual(JSON.parse(JSON.stringify(document)));
    const docs = await fetch(`${h.server.url}/api/docs`, { redirect: 'manual' });
    expect(docs.headers.get('Location')).toBe('/api-docs/index.html');
    const page = await fetch(`${h.server.url}/api-docs/index.html`);
    const html = await page.text();
    expect(html).toContain('data-url="/api/openapi.json"');
    expect(html).not.toMatch(/https?:\/\//);
    expect(page.headers.get('Content-Security-Policy')).toContain("script-src 'self'");
    const renderer = await fetch(`${h.server.url}/api-docs/api-reference.js`);
    expect(renderer.status).toBe(200);
    expect((await renderer.arrayBuffer()).byteLength).toBeGreaterThan(100_000);
  });
});

describe('the answer check', () => {
  const validator = answerValidator(document);
  const kitchenAnswer = async () => {
    const { token } = await login(h.server.url, 'demo@chef.test');
    return (await call(h.server.url, 'GET', '/api/chef/kitchen', { token })).json;
  };
  const checkKitchen = (status: number, body: unknown) =>
    validator.check({ method: 'GET', path: '/api/chef/kitchen', status, contentType: 'application/json', body: JSON.stringify(body) });

  it('passes the reference answer', async () => {
    expect(checkKitchen(200, await kitchenAnswer())).toEqual([]);
  });

  it('fails a wrong shape, a missing envelope and an undocumented status', async () => {
    const answer = (await kitchenAnswer()) as { result: Record<string, unknown> };
    expect(checkKitchen(200, { ...answer, result: { ...answer.result, name: 42 } }).join()).toMatch(/kitchen 200: body\/result\/name must be string/);
    expect(checkKitchen(200, answer.result).join()).toMatch(/must have required property 'success'/);
    expect(checkKitchen(409, { success: false, message: 'x' })).toEqual(['status 409 is not documented for kitchen']);
    expect(validator.check({ method: 'GET', path: '/api/chef/route-without-an-entry', status: 200, contentType: 'application/json', body: '{}' })).toEqual([
      'GET /api/chef/route-without-an-entry is not in the contract document',
    ]);
  });

  it('in the e2e mode, a wrong answer of the reference server is written to the check file', async () => {
    const file = path.join(tempDir('contract-check-'), 'mismatches.log');
    process.env.CONTRACT_CHECK_FILE = file;
    const checked = await startServer();
    delete process.env.CONTRACT_CHECK_FILE;
    try {
      const { token } = await login(checked.server.url, 'demo@chef.test');
      const foods = () => fetch(`${checked.server.url}/api/chef/foods`, { headers: { Authorization: `Bearer ${token}` } });
      await foods();
      expect(fs.readFileSync(file, 'utf8')).toBe('');
      // A food whose tags the store lost: the answer says `"tags": "lost"`, not a list.
      checked.server.db.prepare(`UPDATE foods SET tags = '"lost"' WHERE id = (SELECT MIN(id) FROM foods)`).run();
      await foods();
      expect(fs.readFileSync(file, 'utf8')).toMatch(/^GET \/api\/chef\/foods 200: foods 200: body\/result\/\d+\/tags must be array/);
    } finally {
      await checked.dispose();
      fs.rmSync(path.dirname(file), { recursive: true, force: true });
    }
  });

  it('the e2e run fails when its server wrote a mismatch (the global teardown)', () => {
    const port = 4999;
    const file = contractCheckFile(port);
    const before = process.env.E2E_PORT;
    process.env.E2E_PORT = String(port);
    try {
      fs.writeFileSync(file, '');
      expect(() => contractCheck()).not.toThrow();
      fs.writeFileSync(file, 'GET /api/chef/foods 200: foods 200: body/result/0/tags must be array\n');
      expect(() => contractCheck()).toThrow(/do not match the contract document[\s\S]*tags must be array/);
    } finally {
      if (before === undefined) delete process.env.E2E_PORT;
      else process.env.E2E_PORT = before;
      fs.rmSync(file, { force: true });
    }
  });
});
