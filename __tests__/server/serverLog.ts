/**
 * The lines server code writes to its log (console.log) during each test of a file, kept for the test to read instead
 * of printed: a removal, say, logs one line a lead, and a test that removes dozens buried the rest of Jest's output.
 */
export function keepServerLog(): () => string[] {
  let lines: string[] = [];
  let spy: jest.SpyInstance | undefined;
  beforeEach(() => {
    lines = [];
    spy = jest.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(' ')));
  });
  afterEach(() => spy?.mockRestore());
  return () => lines;
}
