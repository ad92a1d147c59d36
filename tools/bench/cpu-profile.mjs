// Where a CPU profile's time went (the bench's --cpu-profile): self time per function and per
// script, the idle and the garbage collector apart, as lines to print. A DevTools .cpuprofile is
// a tree of nodes (function, url, line) with samples and the time between them.
import { writeFileSync } from 'node:fs';

const SPECIAL = new Set(['(idle)', '(program)', '(garbage collector)', '(root)']);

/** The `top` heaviest functions and scripts by self time, with totals. */
export function summarizeProfile(profile, top = 15) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  for (const [index, id] of profile.samples.entries()) self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index + 1] ?? 0));
  const functions = new Map();
  const scripts = new Map();
  let busy = 0;
  const special = new Map();
  for (const [id, micros] of self) {
    const { callFrame } = byId.get(id);
    const name = callFrame.functionName || '(anonymous)';
    if (SPECIAL.has(name)) {
      special.set(name, (special.get(name) ?? 0) + micros);
      continue;
    }
    busy += micros;
    const file = callFrame.url ? callFrame.url.replace(/^.*\//, '') : '(native)';
    const key = `${name} ${file}:${callFrame.lineNumber + 1}:${callFrame.columnNumber + 1}`;
    functions.set(key, (functions.get(key) ?? 0) + micros);
    scripts.set(file, (scripts.get(file) ?? 0) + micros);
  }
  const ms = (micros) => `${(micros / 1000).toFixed(0)} ms`;
  const heaviest = (map) => [...map].sort((a, b) => b[1] - a[1]).slice(0, top);
  return [
    `busy ${ms(busy)}; ${[...special].map(([name, micros]) => `${name} ${ms(micros)}`).join(', ')}`,
    'by script (self time):',
    ...heaviest(scripts).map(([file, micros]) => `  ${ms(micros).padStart(8)}  ${file}`),
    'by function (self time):',
    ...heaviest(functions).map(([key, micros]) => `  ${ms(micros).padStart(8)}  ${key}`),
  ];
}

/** Starts recording a CPU profile of the page behind `cdp` (a CDP session), sampling every 200 µs. */
export async function startCpuProfile(cdp) {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
}

/** Stops the recording, writes it to `file` (DevTools opens it) and logs where the time went. */
export async function stopCpuProfile(cdp, file, log, part) {
  const { profile } = await cdp.send('Profiler.stop');
  writeFileSync(file, JSON.stringify(profile));
  log(`  ${part}: CPU profile written to ${file}`);
  for (const line of summarizeProfile(profile)) log(`    ${line}`);
}

/** The bench's --cpu-profile FILE for one part: FILE with the part's name before its extension
 * (bench.cpuprofile -> bench.interaction.cpuprofile), so two parts in one run keep both. */
export function profileOfPart(file, part) {
  if (!file) return null;
  return /\.cpuprofile$/.test(file) ? file.replace(/\.cpuprofile$/, `.${part}.cpuprofile`) : `${file}.${part}.cpuprofile`;
}
