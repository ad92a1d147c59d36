// The chaos run's reference server: `node --import tsx server/main.ts` on a free port with a fresh
// temporary DATA_DIR, a random ADMIN_TOKEN and the customer simulator off, serving a private copy
// of the build (a rebuild elsewhere never changes it mid-run). Also the customer's side of orders
// through the admin API (place, cancel, answer a pickup request), sent straight to the server:
// the customer's network is not the chef's.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../bench/server.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

async function waitUntilUp(baseUrl, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} while starting`);
    const up = await fetch(`${baseUrl}/`, { signal: AbortSignal.timeout(1_000) }).then((r) => r.ok, () => false);
    if (up) return;
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`the server did not answer on ${baseUrl} within ${timeoutMs / 1000} s`);
}

/** Starts it; resolves with { baseUrl, port, databaseFile, admin, stop(), killNow() } once it answers. */
export async function startServer({ distDir, preferredPort, log = false }) {
  const folder = mkdtempSync(join(tmpdir(), 'chef-chaos-'));
  const dataDir = join(folder, 'data');
  const dist = join(folder, 'dist');
  cpSync(distDir, dist, { recursive: true });
  const port = await freePort(preferredPort);
  const adminToken = randomBytes(24).toString('hex');
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    stdio: ['ignore', log ? 'inherit' : 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DIST_DIR: dist, ADMIN_TOKEN: adminToken, CUSTOMER_SIMULATOR_INTERVAL_SECONDS: '0', DEMO_KITCHEN_HOURS: 'all-day', HTTP_MAX_CONNECTIONS_PER_ADDRESS: '100000', REALTIME_MAX_UNSIGNED_SOCKETS_PER_ADDRESS: '100000' }, // every tab comes through one local proxy
  });
  const exited = new Promise((done) => child.once('exit', done));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(folder, { recursive: true, force: true });
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitUntilUp(baseUrl, child, 30_000);
  } catch (error) {
    await stop();
    throw error;
  }
  /** For the process's exit handler: no waiting, no clean-up of the folder beyond a try. */
  const killNow = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    rmSync(folder, { recursive: true, force: true });
  };
  return { baseUrl, port, databaseFile: join(dataDir, 'chef.sqlite'), admin: adminClient(baseUrl, adminToken), stop, killNow };
}

/** The admin endpoints; each answers { status, order } (a 409 is an answer, not an error). */
function adminClient(baseUrl, adminToken) {
  const post = async (path, body = {}) => {
    const response = await fetch(`${baseUrl}/admin${path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${adminToken}`, Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const envelope = await response.json().catch(() => null);
    if (response.status >= 500 || response.status === 401 || !envelope) throw new Error(`POST /admin${path} answered ${response.status}`);
    return { status: response.status, order: envelope.result?.order ?? null };
  };
  return {
    placeOrder: (email, pickup = false) => post('/orders', { email, pickup }),
    cancelOrder: (id) => post(`/orders/${id}/cancel`),
    answerPickup: (id, answer) => post(`/orders/${id}/answer-pickup`, { answer }),
  };
}
