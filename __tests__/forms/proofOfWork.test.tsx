/**
 * The form's side of the proof of work (src/forms/useProofOfWork.ts), with the solver stood in for: nothing is
 * loaded until the form is touched, a send waits a short moment for a proof and then goes without it, each proof
 * is sent once, and one that has outlived its challenge is solved again.
 */
import { act, renderHook } from '@testing-library/react';
import { PROOF_LIFETIME_MS } from '../../src/forms/fields';
import { PROOF_WAIT_MS, useProofOfWork } from '../../src/forms/useProofOfWork';
import type { SolvedProof } from '../../src/forms/proofOfWork/solve';

const mockSolveProof = jest.fn<Promise<SolvedProof | null>, []>();
jest.mock('../../src/forms/proofOfWork/solve', () => ({ solveProof: () => mockSolveProof() }));

let solved = 0;
/** A proof that arrives after `ms`, numbered so a test can tell which one was sent. */
const proofAfter = (ms: number) => () =>
  new Promise<SolvedProof>((resolve) => {
    solved += 1;
    const payload = `proof-${solved}`;
    setTimeout(() => resolve({ payload, receivedAt: Date.now() }), ms);
  });

beforeAll(() => {
  // jsdom has neither; a browser without them sends forms without a proof (tested below).
  Object.assign(globalThis, { Worker: class {} });
  Object.defineProperty(globalThis.crypto, 'subtle', { value: {}, configurable: true });
});

beforeEach(() => {
  jest.useFakeTimers();
  solved = 0;
  mockSolveProof.mockReset();
});

afterEach(() => jest.useRealTimers());

/** Resolves the dynamic import and the timers up to `ms` from now. */
const pass = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

test('nothing is loaded or solved until the form is first touched, and touching it again starts nothing more', async () => {
  mockSolveProof.mockImplementation(proofAfter(500));
  const { result } = renderHook(() => useProofOfWork());
  await pass(10_000);
  expect(mockSolveProof).not.toHaveBeenCalled();
  act(() => {
    result.current.start();
    result.current.start();
  });
  await pass(1_000);
  act(() => result.current.start());
  expect(mockSolveProof).toHaveBeenCalledTimes(1);
});

test('a proof solved while the visitor typed is sent at once; the next send gets a new one', async () => {
  mockSolveProof.mockImplementation(proofAfter(500));
  const { result } = renderHook(() => useProofOfWork());
  act(() => result.current.start());
  await pass(1_000);
  let sent: string | undefined;
  await act(async () => {
    sent = await result.current.take();
  });
  expect(sent).toBe('proof-1');

  const second = result.current.take();
  await pass(1_000);
  expect(await second).toBe('proof-2');
});

test('a send waits for a proof still being solved, up to a short moment, then goes without it and keeps it for the next send', async () => {
  mockSolveProof.mockImplementation(proofAfter(5_000));
  const { result } = renderHook(() => useProofOfWork());
  act(() => result.current.start());
  let settled = false;
  const first = result.current.take().then((value) => {
    settled = true;
    return value;
  });
  await pass(PROOF_WAIT_MS - 100);
  expect(settled).toBe(false);
  await pass(200);
  expect(await first).toBeUndefined();

  await pass(5_000);
  const retry = result.current.take();
  await pass(0);
  expect(await retry).toBe('proof-1');
  expect(mockSolveProof).toHaveBeenCalledTimes(1);
});

test('a send without the form ever touched (a restored draft) starts solving and waits the same short moment', async () => {
  mockSolveProof.mockImplementation(proofAfter(1_000));
  const { result } = renderHook(() => useProofOfWork());
  const sent = result.current.take();
  await pass(1_000);
  expect(await sent).toBe('proof-1');
});

test('a proof older than its challenge allows is not sent: a fresh one is solved', async () => {
  mockSolveProof.mockImplementation(proofAfter(100));
  const { result } = renderHook(() => useProofOfWork());
  act(() => result.current.start());
  await pass(PROOF_LIFETIME_MS);
  const sent = result.current.take();
  await pass(200);
  expect(await sent).toBe('proof-2');
});

test('without a challenge (the server has no secret) or a solver, forms are sent without a proof, and the next send asks again', async () => {
  mockSolveProof.mockResolvedValue(null);
  const { result } = renderHook(() => useProofOfWork());
  act(() => result.current.start());
  await pass(0);
  expect(await result.current.take()).toBeUndefined();
  const again = result.current.take();
  await pass(0);
  expect(await again).toBeUndefined();
  expect(mockSolveProof).toHaveBeenCalledTimes(2);

  mockSolveProof.mockRejectedValue(new Error('chunk failed to load'));
  const failed = result.current.take();
  await pass(0);
  expect(await failed).toBeUndefined();
});

test('a browser without workers neither loads the solver nor waits', async () => {
  const { Worker } = globalThis as { Worker?: unknown };
  delete (globalThis as { Worker?: unknown }).Worker;
  try {
    const { result } = renderHook(() => useProofOfWork());
    act(() => result.current.start());
    expect(await result.current.take()).toBeUndefined();
    expect(mockSolveProof).not.toHaveBeenCalled();
  } finally {
    Object.assign(globalThis, { Worker });
  }
});
