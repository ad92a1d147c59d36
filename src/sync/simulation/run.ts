// One simulated run from a seed (its plan of steps drawn first, then played), and the shrinker: a
// failing plan is played again with steps left out, as long as the same invariant still breaks, so
// the trace a person reads is short (docs/sync.md, "Simulation").
import { after, during, quiet } from './invariants';
import { seeded } from './random';
import { describe, plan, type Plan } from './steps';
import { World, type Violation } from './world';

export type RunResult = { seed: number; plan: Plan; violations: Violation[]; trace: string[]; simulatedMs: number };

const SETTLE_MS = 15 * 60_000;
const SETTLE_MIN_MS = 60_000;
const SETTLE_CHUNK_MS = 15_000;
const CHECK_EVERY_MS = 10_000;

export async function runPlan(seed: number, thePlan: Plan): Promise<RunResult> {
  const world = new World(seeded(seed ^ 0x5eed));
  try {
    await world.start(thePlan.tabs);
    const begin = world.trueNow();
    let lastCheck = 0;
    const check = async () => {
      if (world.trueNow() - lastCheck < CHECK_EVERY_MS) return;
      lastCheck = world.trueNow();
      await during(world);
    };
    for (const { step, afterMs } of thePlan.steps) {
      if (world.halted) break;
      if (step.kind !== 'tap' && step.kind !== 'order') world.note(describe(step));
      await world.act(step);
      await world.advance(step.kind === 'wait' ? step.ms : afterMs, check);
      await during(world);
    }
    if (!world.halted) {
      // Healthy until nothing is left to happen (at least SETTLE_MIN_MS, at most SETTLE_MS): an
      // empty queue with the device showing what the server has cannot change any more.
      await world.heal();
      const healed = world.trueNow();
      while (!world.halted && world.trueNow() - healed < SETTLE_MS) {
        await world.advance(SETTLE_CHUNK_MS, check);
        if (world.trueNow() - healed >= SETTLE_MIN_MS && (await quiet(world))) break;
      }
    }
    const left = world.halted ? null : await world.stop();
    if (!world.halted) await after(world, left);
    if (process.env.SIM_TRACE === '1') process.stdout.write(`seed ${seed}:\n${world.trace.join('\n')}\n`);
    return { seed, plan: thePlan, violations: world.violations, trace: world.trace, simulatedMs: world.trueNow() - begin };
  } finally {
    world.dispose();
  }
}

export function planOf(seed: number, steps: number, without: readonly string[] = []): Plan {
  return plan(seeded(seed), steps, without);
}

export const runSeed = (seed: number, steps: number, without: readonly string[] = []): Promise<RunResult> => runPlan(seed, planOf(seed, steps, without));

/** Leave steps out while `invariant` still breaks; the shortest failing run. */
export async function shrink(result: RunResult, invariant: string, budget = 40): Promise<RunResult> {
  let best = result;
  let chunk = Math.max(1, Math.floor(best.plan.steps.length / 2));
  let tries = 0;
  while (chunk >= 1 && tries < budget) {
    let removed = false;
    for (let at = 0; at < best.plan.steps.length && tries < budget; at += chunk) {
      const steps = [...best.plan.steps.slice(0, at), ...best.plan.steps.slice(at + chunk)];
      if (steps.length === best.plan.steps.length) continue;
      tries += 1;
      const attempt = await runPlan(best.seed, { ...best.plan, steps });
      if (attempt.violations.some((v) => v.invariant === invariant)) {
        best = attempt;
        removed = true;
        at -= chunk;
      }
    }
    if (!removed) chunk = Math.floor(chunk / 2);
  }
  return best;
}

/** What a person reads: the seed, the invariant, and the steps tab by tab. `steps` is the run's
 * length before shrinking: the seed draws a different plan for another length, so the replay
 * command carries it. */
export function report(result: RunResult, violation: Violation, steps: number): string {
  return [
    `seed ${result.seed}: "${violation.invariant}" broke: ${violation.detail}`,
    `shrunk to ${result.plan.steps.length} step(s), ${result.plan.tabs} tab(s); the whole run: npm run simulate -- --seed ${result.seed} --steps ${steps} --runs 1 --trace`,
    ...result.trace.slice(-120).map((line) => `  ${line}`),
  ].join('\n');
}
