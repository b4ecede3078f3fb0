/**
 * A Playwright reporter that ends every run with the number of tests that were tried again, and names them: a test
 * that passed only on its retry fails the run on CI (failOnFlakyTests in playwright.config.ts), and one that failed
 * twice shows both tries. Jest retries nothing (no retryTimes), so this is the one place a retry can happen.
 */
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

export default class RetryReporter implements Reporter {
  private retried = new Map<string, { title: string; outcome: string }>();

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.retry > 0)
      this.retried.set(test.id, { title: `[${test.parent.project()?.name}] ${test.titlePath().slice(2).join(' › ')}`, outcome: test.outcome() });
  }

  onEnd(result: FullResult) {
    console.log(`\nRetried tests: ${this.retried.size} (run ${result.status})`);
    for (const { title, outcome } of this.retried.values())
      console.log(`  ${title}: ${outcome === 'flaky' ? 'passed only on its retry' : outcome === 'unexpected' ? 'failed on both tries' : outcome}`);
  }

  printsToStdio() {
    return false;
  }
}
