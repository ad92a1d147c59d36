// The benchmark's own reference server: `node --import tsx server/main.ts` on a free port with a
// fresh temporary DATA_DIR and a random ADMIN_TOKEN (customer simulator off), removed on stop.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** `preferred` if nothing listens there, else the next free port above it. */
export async function freePort(preferred) {
  for (let port = preferred; port < preferred + 100; port += 1) {
    const free = await new Promise((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port between ${preferred} and ${preferred + 99}`);
}

async function waitUntilUp(baseUrl, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} while starting`);
    try {
      const response = await fetch(`${baseUrl}/`, { signal: AbortSignal.timeout(1_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`the server did not answer on ${baseUrl} within ${timeoutMs / 1000} s`);
}

/** Starts the server; resolves with { baseUrl, adminToken, stop() } once it answers. */
export async function startServer({ port, distDir, log = false }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'chef-bench-data-'));
  const adminToken = randomBytes(24).toString('hex');
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    stdio: ['ignore', log ? 'inherit' : 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DIST_DIR: distDir, ADMIN_TOKEN: adminToken, CUSTOMER_SIMULATOR_INTERVAL_SECONDS: '0', DEMO_KITCHEN_HOURS: 'all-day' },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // Never leave the server behind: Ctrl+C or a kill of the benchmark stops it too.
  const killChild = () => child.exitCode === null && child.signalCode === null && child.kill('SIGTERM');
  process.once('exit', killChild);
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      killChild();
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(130);
    });
  }
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const baseUrl = `http://localhost:${port}`;
  try {
    await waitUntilUp(baseUrl, child, 30_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, adminToken, stop };
}
