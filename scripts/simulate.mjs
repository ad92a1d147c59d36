// `npm run simulate -- [--seed N] [--runs R] [--steps S] [--find] [--trace]`: runs the seeded
// simulation of the sync core (src/sync/simulation, docs/sync.md "Simulation") through vitest.
// --seed replays a seed (default: a fresh random one, printed); --runs plays that many seeds from
// it; --find searches seeds and prints the first seed that broke each invariant (never fails);
// --trace prints every run's trace; --without clock,deploy,... leaves step or fault kinds out.
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
const env = { ...process.env, SIM_RUN: '1' };
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
  else if (arg === '--find') env.SIM_FIND = '1';
  else if (arg === '--trace') env.SIM_TRACE = '1';
  else if (arg === '--without') env.SIM_WITHOUT = args[++i] ?? '';
  else {
    console.error(`Unknown option ${arg}. Use --seed N, --runs R, --steps S, --find, --trace, --without kinds.`);
    process.exit(2);
  }
}
const result = spawnSync('npx', ['vitest', 'run', 'src/sync/simulation/simulate.test.ts', '--reporter=verbose'], { stdio: 'inherit', env, shell: process.platform === 'win32' });
process.exit(result.status ?? 1);
