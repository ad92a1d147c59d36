// `npm run simulate -- [--seed N] [--runs R] [--steps S] [--workers W] [--budget SECONDS] [--find]
// [--trace] [--without kinds]`: runs the seeded simulation of the sync core (src/sync/simulation,
// docs/sync.md "Simulation") through vitest. --seed replays a seed (default: a fresh random one,
// printed first, so any failure can be replayed); --runs plays that many seeds from it; --workers
// shares them among that many vitest processes (seed+0, +W, +2W ... in the first); --budget stops
// starting runs after that many seconds (npm test's share of time); --find searches seeds and prints
// the first seed that broke each invariant (never fails); --trace prints every run's trace;
// --without clock,deploy,... leaves step or fault kinds out.
import { spawn } from 'node:child_process';

const args = process.argv.slice(2);
const env = { ...process.env, SIM_RUN: '1' };
let workers = 1;
for (let i = 0; i < args.length; i++) {
  const arg = args[i];
  const value = () => {
    const next = args[++i];
    if (next === undefined || !/^\d+$/.test(next)) {
      console.error(`${arg} needs a number`);
      process.exit(2);
    }
    return next;
  };
  if (arg === '--seed') env.SIM_SEED = value();
  else if (arg === '--runs') env.SIM_RUNS = value();
  else if (arg === '--steps') env.SIM_STEPS = value();
  else if (arg === '--workers') workers = Math.max(1, Number(value()));
  else if (arg === '--budget') env.SIM_BUDGET_S = value();
  else if (arg === '--find') env.SIM_FIND = '1';
  else if (arg === '--trace') env.SIM_TRACE = '1';
  else if (arg === '--without') env.SIM_WITHOUT = args[++i] ?? '';
  else {
    console.error(`Unknown option ${arg}. Use --seed N, --runs R, --steps S, --workers W, --budget SECONDS, --find, --trace, --without kinds.`);
    process.exit(2);
  }
}
// One seed for every worker, chosen here and printed before anything runs.
env.SIM_SEED ??= String(Math.floor(Math.random() * 2 ** 31));
console.log(`simulate: seed ${env.SIM_SEED}, ${env.SIM_RUNS ?? 40} runs of ${env.SIM_STEPS ?? 40} steps on ${workers} worker(s); replay one with: npm run simulate -- --seed N --steps ${env.SIM_STEPS ?? 40} --runs 1 --trace`);

const started = Date.now();
const run = (shard) =>
  new Promise((resolve) => {
    const child = spawn('npx', ['vitest', 'run', 'src/sync/simulation/simulate.test.ts', '--reporter=verbose'], {
      stdio: 'inherit',
      env: { ...env, SIM_SHARD: String(shard), SIM_SHARDS: String(workers) },
      shell: process.platform === 'win32',
    });
    child.on('exit', (code) => resolve(code ?? 1));
  });
const codes = await Promise.all(Array.from({ length: workers }, (_, shard) => run(shard)));
const failed = codes.filter((code) => code !== 0).length;
console.log(`simulate: ${failed === 0 ? 'passed' : `${failed} worker(s) failed`} in ${((Date.now() - started) / 1000).toFixed(1)} s (seed ${env.SIM_SEED})`);
process.exit(failed === 0 ? 0 : 1);
