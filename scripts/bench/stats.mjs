// Summaries of repeated timings (median and max, in ms) and the table the benchmark prints.
export function summarize(samples) {
  if (samples.length === 0) return null;
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return { runs: sorted.length, median: Math.round(median), max: Math.round(sorted.at(-1)), min: Math.round(sorted[0]), samples: samples.map(Math.round) };
}

/** One line per measurement: name, median, max, runs (or "not measured: why"). */
export function formatTable(measurements) {
  const width = Math.max(...measurements.map((m) => m.label.length), 11);
  const lines = [`${'Measurement'.padEnd(width)}  ${'median'.padStart(8)}  ${'max'.padStart(8)}  runs`];
  lines.push('-'.repeat(lines[0].length));
  for (const m of measurements) {
    if (m.summary) {
      lines.push(`${m.label.padEnd(width)}  ${`${m.summary.median} ms`.padStart(8)}  ${`${m.summary.max} ms`.padStart(8)}  ${m.summary.runs}`);
    } else {
      lines.push(`${m.label.padEnd(width)}  not measured: ${m.notMeasured}`);
    }
  }
  return lines.join('\n');
}
