// `npm start` after the build: runs the reference server (server/main.ts) in a child Node process
// with the tsx loader, forwards SIGINT/SIGTERM to it and exits with its code, so stopping
// `npm start` stops the server too (no orphaned process).
// `--fresh-data` (used by the e2e run) starts on a new empty DATA_DIR in the temp folder and
// removes it when the server stops.
// The customer simulator (a new order for demo@chef.test every 180 s, pickup requests answered
// after ~20 s) is on by default; off with --fresh-data; CUSTOMER_SIMULATOR_INTERVAL_SECONDS
// overrides both (0 = off).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { constants, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const port = process.env.PORT || '8080';
const freshData = process.argv.includes('--fresh-data');
const simulatorInterval = process.env.CUSTOMER_SIMULATOR_INTERVAL_SECONDS ?? (freshData ? '0' : '180');
const dataDir = freshData ? mkdtempSync(join(tmpdir(), 'chef-e2e-data-')) : resolve(process.env.DATA_DIR || './data');

console.log(`Home Kitchen Chef: starting the reference server on http://localhost:${port}`);
console.log(`  data directory: ${dataDir}`);
console.log('  demo login: demo@chef.test / Demo#Chef1 (more accounts in README.md)');
if (Number(simulatorInterval) > 0) {
  console.log(`  customer simulator: a new order for demo@chef.test every ${simulatorInterval} s (CUSTOMER_SIMULATOR_INTERVAL_SECONDS=0 turns it off)`);
}
console.log('  stop with Ctrl+C');

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    DATA_DIR: dataDir,
    DIST_DIR: process.env.DIST_DIR || 'dist',
    CUSTOMER_SIMULATOR_INTERVAL_SECONDS: simulatorInterval,
  },
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (server.exitCode === null) server.kill(signal);
  });
}

server.on('error', (error) => {
  console.error(`Could not start the server: ${error.message}`);
  process.exit(1);
});

server.on('exit', (code, signal) => {
  if (freshData) rmSync(dataDir, { recursive: true, force: true });
  // Killed by a signal: exit the way a shell reports it (128 + signal number).
  process.exit(code ?? 128 + (signal ? (constants.signals[signal] ?? 0) : 0));
});
