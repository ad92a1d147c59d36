// A fresh reference server for one attack: `node --import tsx server/main.ts` (its pid is the
// server's own, for /proc) on a random free port with a new DATA_DIR, under a file-descriptor
// limit like a default Linux service's (1024), and stopped and removed afterwards.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** Starts it; resolves { baseUrl, port, pid, adminToken, dataDir, stop() } once it answers
 * (dataDir: for an attack that opens the database itself, as another process would). */
export async function startServer({ serverDir = process.cwd(), env = {}, fdLimit = 1024, log = false } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'chef-abuse-data-'));
  const adminToken = randomBytes(24).toString('hex');
  const port = await freePort();
  const command = `ulimit -n ${Number(fdLimit)} && exec "${process.execPath}" --import tsx server/main.ts`;
  const child = spawn('sh', ['-c', command], {
    cwd: serverDir,
    stdio: ['ignore', log ? 'inherit' : 'ignore', log ? 'inherit' : 'ignore'],
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, ADMIN_TOKEN: adminToken, CUSTOMER_SIMULATOR_INTERVAL_SECONDS: '0', DEMO_KITCHEN_HOURS: 'all-day', ...env },
  });
  const killChild = () => child.exitCode === null && child.signalCode === null && child.kill('SIGTERM');
  process.once('exit', killChild);
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  const giveUp = (message) => {
    killChild();
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(message);
  };
  for (;;) {
    if (child.exitCode !== null) giveUp(`the server exited with code ${child.exitCode} while starting (--log shows why)`);
    if (Date.now() > deadline) giveUp('the server did not answer within 60 s');
    try {
      const response = await fetch(`${baseUrl}/api/cities`, { signal: AbortSignal.timeout(1000) });
      if (response.status < 500) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseUrl,
    port,
    dataDir,
    pid: child.pid,
    adminToken,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        await exited;
        clearTimeout(timer);
      }
      process.removeListener('exit', killChild);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
