// The last lines of the e2e run: the outcome and time, then the counts alone on a line in the
// plain form CI reads ('e2e: N passed, N failed, N skipped').
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

export default class SummaryReporter implements Reporter {
  private readonly counts = { passed: 0, failed: 0, skipped: 0 };

  onTestEnd(_test: TestCase, result: TestResult): void {
    if (result.status === 'passed') this.counts.passed += 1;
    else if (result.status === 'skipped') this.counts.skipped += 1;
    else this.counts.failed += 1;
  }

  onEnd(result: FullResult): void {
    const { passed, failed, skipped } = this.counts;
    const seconds = (result.duration / 1000).toFixed(1);
    console.log(`e2e run ${result.status} in ${seconds} s`);
    console.log(`e2e: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  }

  printsToStdio(): boolean {
    return true;
  }
}
