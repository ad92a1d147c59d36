// `npm run conformance`: against the reference server every route passes, exit 0;
// against a backend with one route removed (the reference server behind a proxy that answers 404
// for GET /api/chef/kitchen/analytics) that route is reported "not implemented" and the exit code is 1.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type Harness } from '../../server/testing/harness.ts';
import { walkContract } from './walk.ts';

const photo = new Uint8Array(fs.readFileSync(new URL('../../server/db/demo-logo.png', import.meta.url)));
const removed = '/api/chef/kitchen/analytics';

let h: Harness;
let proxy: http.Server;
let proxyUrl: string;
beforeAll(async () => {
  h = await startServer({ demoKitchenHours: 'all-day' }) // a week of hours, so the walk saves it back;
  // A backend without one route: the reference server behind a proxy that does not know it.
  proxy = http.createServer((request, response) => {
    if (request.url?.split('?')[0] === removed) {
      response.writeHead(404, { 'Content-Type': 'application/json' }).end(JSON.stringify({ success: false, message: 'Not found.' }));
      return;
    }
    const target = new URL(request.url ?? '/', h.server.url);
    const forward = http.request(target, { method: request.method, headers: { ...request.headers, host: target.host } }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    request.pipe(forward);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => proxy.close(resolve));
  await h.dispose();
});

const runCli = (args: string[]) =>
  new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'tools/conformance/run.ts', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ code, output }));
  });

describe('the conformance check', () => {
  it('passes every route it walks on the reference server, the channel signature checked with the Pusher SDK', async () => {
    const results = await walkContract({ baseUrl: h.server.url, email: 'demo@chef.test', password: 'Demo#Chef1', appKey: h.server.config.pusher.key, appSecret: h.server.config.pusher.secret, photo });
    expect(results.filter((result) => result.outcome !== 'passed')).toEqual([]);
    expect(results.map((result) => result.operationId)).toEqual(expect.arrayContaining(['login', 'kitchen', 'addFood', 'addOptionGroup', 'activeOrders', 'openTicket', 'channelAuth', 'idempotentReplay']));
  });

  it('reports a wrong channel secret as a failure of the channel authorisation', async () => {
    const results = await walkContract({ baseUrl: h.server.url, email: 'demo@chef.test', password: 'Demo#Chef1', appKey: h.server.config.pusher.key, appSecret: 'another-secret', photo });
    expect(results.find((result) => result.operationId === 'channelAuth')).toMatchObject({ outcome: 'failed', detail: expect.stringContaining("not the Pusher SDK's") });
  });

  it('against a server with one route removed: that route "not implemented", the others passed, exit code 1', async () => {
    const { code, output } = await runCli(['--base-url', proxyUrl, '--email', 'demo@chef.test', '--password', 'Demo#Chef1']);
    expect(output).toMatch(/^not implemented\s+GET \/api\/chef\/kitchen\/analytics\s/m);
    expect(output).toMatch(/conformance \(.*\): \d+ passed, 0 failed, 1 not implemented/);
    expect(code).toBe(1);
  }, 60_000);
});
