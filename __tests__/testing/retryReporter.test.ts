/**
 * @jest-environment node
 *
 * The reporter that ends every browser run with the number of retried tests (testing/retryReporter.ts).
 */
import RetryReporter from '../../testing/retryReporter';

const testCase = (id: string, title: string, outcome: string) =>
  ({ id, titlePath: () => ['', 'desktop', 'forms.spec.ts', title], parent: { project: () => ({ name: 'desktop' }) }, outcome: () => outcome }) as never;

test('a clean run says 0; a test passed on its retry and one failed twice are counted and named once each', () => {
  const lines: string[] = [];
  const log = jest.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
  try {
    const clean = new RetryReporter();
    clean.onTestEnd(testCase('a', 'sends a quote', 'expected'), { retry: 0 } as never);
    clean.onEnd({ status: 'passed' } as never);
    expect(lines).toEqual(['\nRetried tests: 0 (run passed)']);

    lines.length = 0;
    const retried = new RetryReporter();
    retried.onTestEnd(testCase('b', 'flaky one', 'flaky'), { retry: 0 } as never);
    retried.onTestEnd(testCase('b', 'flaky one', 'flaky'), { retry: 1 } as never);
    retried.onTestEnd(testCase('c', 'broken one', 'unexpected'), { retry: 0 } as never);
    retried.onTestEnd(testCase('c', 'broken one', 'unexpected'), { retry: 1 } as never);
    retried.onEnd({ status: 'failed' } as never);
    expect(lines).toEqual([
      '\nRetried tests: 2 (run failed)',
      '  [desktop] forms.spec.ts › flaky one: passed only on its retry',
      '  [desktop] forms.spec.ts › broken one: failed on both tries',
    ]);
  } finally {
    log.mockRestore();
  }
});
