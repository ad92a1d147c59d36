// The last lines of the e2e run: the spec files that took longest (where the suite's time goes),
// the outcome and time, then the counts alone on a line in the plain form CI reads
// ('e2e: N passed, N failed, N skipped').
import path from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** How many of the slowest spec files the summary names. */
const SLOWEST = 12;

export default class SummaryReporter implements Reporter {
  private readonly counts = { passed: 0, failed: 0, skipped: 0 };
  private readonly perFile = new Map<string, { ms: number; tests: number }>();

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed') this.counts.passed += 1;
    else if (result.status === 'skipped') this.counts.skipped += 1;
    else this.counts.failed += 1;
    const file = path.basename(test.location.file);
    const entry = this.perFile.get(file) ?? { ms: 0, tests: 0 };
    entry.ms += result.duration;
    entry.tests += 1;
    this.perFile.set(file, entry);
  }

  onEnd(result: FullResult): void {
    const { passed, failed, skipped } = this.counts;
    const slowest = [...this.perFile].sort((a, b) => b[1].ms - a[1].ms).slice(0, SLOWEST);
    const total = [...this.perFile.values()].reduce((sum, entry) => sum + entry.ms, 0);
    console.log(`slowest spec files (test time, ${(total / 1000).toFixed(0)} s in all over the workers):`);
    for (const [file, entry] of slowest) console.log(`  ${(entry.ms / 1000).toFixed(0).padStart(5)} s  ${String(entry.tests).padStart(3)} tests  ${file}`);
    const seconds = (result.duration / 1000).toFixed(1);
    console.log(`e2e run ${result.status} in ${seconds} s`);
    console.log(`e2e: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  }

  printsToStdio(): boolean {
    return true;
  }
}
