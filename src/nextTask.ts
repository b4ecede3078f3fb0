/** The Prioritized Task Scheduling API's `scheduler.yield()` (Chromium 129 and later), which TypeScript's DOM types lack. */
type WithScheduler = { scheduler?: { yield?: () => Promise<void> } };

/**
 * Settles in a task of its own: what follows `await nextTask()` runs after the browser has had the
 * chance to handle input and paint, so two pieces of start-up work never add up to one long task.
 * `scheduler.yield()` where the browser has it: it puts the rest first in line once input and paint
 * are done, and it is not a timer, so it runs on time while the browser tests hold the page's clock
 * (a paused clock holds `setTimeout`, the fallback elsewhere).
 */
export const nextTask = (): Promise<void> => {
  const { scheduler } = globalThis as WithScheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve));
};
