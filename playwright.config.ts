// Browser tests: the system's Chromium (Debian's package; Playwright cannot download browsers
// here) against the production build in dist/ served by the reference server, started on a fresh
// empty DATA_DIR for every run (`npm test` builds first; E2E_DIST_DIR serves another build folder).
// No retries: a flaky test is a failing test.
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumExecutable } from './tools/chromium-flags.mjs';
import { E2E_ADMIN_TOKEN } from './tests/e2e/support/env.ts';
import { contractCheckFile } from './tests/e2e/support/contract-check.ts';

const port = Number(process.env.E2E_PORT ?? 4310);
const baseURL = `http://localhost:${port}`;


export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Two workers by default (CI's 2 cores); E2E_WORKERS tries another number.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  timeout: 60_000,
  // An expectation waits up to 15 s: on a busy 2-core CI machine a cold route (its chunk, its pull,
  // its images) has taken more than 7 s to draw, while passing tests take no longer for it.
  expect: { timeout: 15_000 },
  reporter: [['list'], ['./tests/e2e/support/summary-reporter.ts']],
  // Every API answer of the run is checked against the contract document; a mismatch fails the run.
  globalTeardown: './tests/e2e/support/contract-check.ts',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumExecutable(),
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: 'node tools/start.mjs --fresh-data',
    url: `${baseURL}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    stdout: process.env.E2E_SERVER_LOG ? 'pipe' : 'ignore',
    stderr: 'pipe',
    // Every test signs in from 127.0.0.1: the per-address sign-in, connection and unsigned-socket
    // limits are lifted for the run (server tests cover them); the per-account ones stay as in production. The kitchen heartbeat
    // (pause an open kitchen nobody is connected to) is off: a test that closes its page would
    // pause the demo kitchen under the next one; the heartbeat spec turns it on through the admin API.
    env: { PORT: String(port), ADMIN_TOKEN: E2E_ADMIN_TOKEN, KITCHEN_HEARTBEAT_MINUTES: '0', DEMO_KITCHEN_HOURS: 'all-day', ORDER_ANSWER_MINUTES: '0', DIST_DIR: process.env.E2E_DIST_DIR ?? 'dist', SIGN_IN_PER_IP: '100000', PASSWORD_RESET_PER_IP: '100000', HTTP_MAX_CONNECTIONS_PER_ADDRESS: '100000', REALTIME_MAX_UNSIGNED_SOCKETS_PER_ADDRESS: '100000', CONTRACT_CHECK_FILE: contractCheckFile(port) },
  },
});
