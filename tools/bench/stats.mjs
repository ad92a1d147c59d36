// Summaries of repeated timings (median, 95th percentile and max, in ms) and the table the
// benchmark prints.

/** Nearest-rank percentile (0-100) of `samples`: the smallest sample with at least `p` % of them
 * at or below it; null for no samples. */
export function percentile(samples, p) {
  if (samples.length === 0) return null;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
}

export function summarize(samples) {
  if (samples.length === 0) return null;
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  // Nearest-rank percentile: the smallest sample with at least 95 % of the samples at or below it.
  const p95 = sorted[Math.max(0, Math.ceil(0.95 * sorted.length) - 1)];
  return { runs: sorted.length, median: Math.round(median), p95: Math.round(p95), max: Math.round(sorted.at(-1)), min: Math.round(sorted[0]), samples: samples.map(Math.round) };
}

/** One line per measurement: name, median, p95, max, runs (or "not measured: why"). A measurement
 * with a `unit` other than ms (a rate, a size) prints its value in the median column. */
export function formatTable(measurements) {
  const width = Math.max(...measurements.map((m) => m.label.length), 11);
  const lines = [`${'Measurement'.padEnd(width)}  ${'median'.padStart(10)}  ${'p95'.padStart(8)}  ${'max'.padStart(8)}  runs`];
  lines.push('-'.repeat(lines[0].length));
  for (const m of measurements) {
    if (m.summary) {
      const unit = m.unit ?? 'ms';
      lines.push(`${m.label.padEnd(width)}  ${`${m.summary.median} ${unit}`.padStart(10)}  ${`${m.summary.p95} ${unit}`.padStart(8)}  ${`${m.summary.max} ${unit}`.padStart(8)}  ${m.summary.runs}`);
    } else {
      lines.push(`${m.label.padEnd(width)}  not measured: ${m.notMeasured}`);
    }
  }
  return lines.join('\n');
}
