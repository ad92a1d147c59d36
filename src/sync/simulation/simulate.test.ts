// The sync core under one seeded clock (docs/sync.md, "Simulation"): many seeded runs of the real
// engine, outbox, leader election, pulls and Background Sync against a model server and a faulty
// network, each checked by the invariants (invariants.ts, world.ts). SIM_SEED replays a seed
// (default: a fresh random one, printed), SIM_RUNS sets how many seeds follow it, SIM_STEPS how
// many steps each run has. A failing seed is shrunk and its trace printed. SIM_FIND=1 searches seeds
// instead and prints, for each invariant broken, the first seed that broke it (and never fails);
// SIM_WITHOUT=clock,deploy,... leaves step or fault kinds out (to look for a defect behind another).
import { expect, it } from 'vitest';
import { report, runSeed, shrink, type RunResult } from './run';

/** Seconds of real time (the runs fake `performance.now()` with the rest of the clock). */
const realSeconds = (): number => Number(process.hrtime.bigint() / 1_000_000n) / 1000;

const env = process.env;
const base = env.SIM_SEED ? Number(env.SIM_SEED) : Math.floor(Math.random() * 2 ** 31);
const runs = Number(env.SIM_RUNS ?? 40);
const steps = Number(env.SIM_STEPS ?? 40);
const find = env.SIM_FIND === '1';
const without = (env.SIM_WITHOUT ?? '').split(',').filter(Boolean);
/** This process plays seeds base+shard, base+shard+shards, ... (tools/simulate.mjs --workers). */
const shard = Number(env.SIM_SHARD ?? 0);
const shards = Number(env.SIM_SHARDS ?? 1);
/** Stop starting runs after this many seconds (0: none): npm test's share of time. */
const budgetSeconds = Number(env.SIM_BUDGET_S ?? 0);

it(`simulate: seed ${base}, ${runs} runs of ${steps} steps${find ? ' (find mode)' : ''}${without.length ? ` without ${without.join(', ')}` : ''}`, async () => {
  if (shard === 0) console.log(`simulate: seed ${base}, ${runs} runs${find ? ' (find mode)' : ''}`);
  const started = realSeconds();
  const found = new Map<string, { result: RunResult; run: number; seconds: number }>();
  let simulated = 0;
  let failing: RunResult | null = null;
  let played = 0;
  for (let run = shard; run < runs; run += shards) {
    if (budgetSeconds > 0 && realSeconds() - started > budgetSeconds) break;
    played += 1;
    const seed = (base + run) >>> 0;
    const result = await runSeed(seed, steps, without);
    simulated += result.simulatedMs;
    for (const violation of result.violations)
      if (!found.has(violation.invariant)) {
        found.set(violation.invariant, { result, run: run + 1, seconds: realSeconds() - started });
        if (find) console.log(`simulate: run ${run + 1}, seed ${seed}: "${violation.invariant}": ${violation.detail}`);
      }
    if (!find && result.violations.length > 0) {
      failing = result;
      break;
    }
  }
  const seconds = realSeconds() - started;
  console.log(`simulate: ${played} runs${shards > 1 ? ` (worker ${shard + 1} of ${shards})` : ''}, ${Math.round(simulated / 60_000)} simulated minutes in ${seconds.toFixed(1)} s`);
  if (find) {
    console.log('simulate: invariant | first seed | runs | seconds');
    for (const [invariant, { result, run, seconds: at }] of found) console.log(`simulate: ${invariant} | ${result.seed} | ${run} | ${at.toFixed(1)}`);
    return;
  }
  if (failing) {
    const violation = failing.violations[0]!;
    const shortest = await shrink(failing, violation.invariant);
    const shown = shortest.violations.find((v) => v.invariant === violation.invariant) ?? violation;
    console.log(report(shortest, shown, steps));
    expect.fail(`seed ${failing.seed} broke "${violation.invariant}": ${violation.detail} (shrunk trace above)`);
  }
}, 3_600_000);
