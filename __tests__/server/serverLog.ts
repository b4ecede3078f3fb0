/**
 * The lines server code writes to its log during each test of a file, kept for the test to read instead of printed: a
 * removal logs one line a lead (console.log), a mail that cannot be sent one line (console.error), and the tests that
 * cause dozens, or cause a failure on purpose, buried real failures in Jest's output. Errors are kept only for the test
 * that reads them: one that logs an error it never reads fails, with the lines, so that none is hidden.
 */
export function keepServerLog(stream: 'log' | 'error' = 'log'): () => string[] {
  let lines: string[] = [];
  let read = false;
  let spy: jest.SpyInstance | undefined;
  beforeEach(() => {
    lines = [];
    read = false;
    spy = jest.spyOn(console, stream).mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(' ')));
  });
  afterEach(() => {
    spy?.mockRestore();
    if (stream === 'error' && !read && lines.length > 0) throw new Error(`The server logged errors this test did not read:\n${lines.join('\n')}`);
  });
  return () => {
    read = true;
    return lines;
  };
}

/** What a form's sender wrote that a log line must not hold: every answer of three characters or more. */
export function sendersWords(values: Record<string, unknown>): string[] {
  return Object.values(values).flatMap((value) => (typeof value === 'string' && value.trim().length >= 3 ? [value.trim()] : []));
}
