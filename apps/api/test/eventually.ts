import { performance } from 'node:perf_hooks';

export interface EventuallyOptions {
  /** The deadline: past it the last failure fails the test. */
  timeoutMs?: number;
  /** The pause between two tries. */
  intervalMs?: number;
}

/**
 * Tries `check` again until it passes — returns without throwing and without answering `false` —
 * and answers what it returned; past the deadline throws its last failure. A test waits for the
 * state it needs (a job run, a row written, an event heard) instead of sleeping a guessed time,
 * so it goes on the moment the state is there and fails with the reason when it never comes.
 * The deadline runs on the monotonic clock: a test that stopped `Date` (freezeClock) still ends.
 */
export async function eventually<T>(
  check: () => T | Promise<T>,
  { timeoutMs = 15_000, intervalMs = 50 }: EventuallyOptions = {},
): Promise<Exclude<T, false>> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    let failure: unknown;
    try {
      const result = await check();
      if (result !== false) return result as Exclude<T, false>;
      failure = new Error(`still false after ${timeoutMs} ms: ${String(check)}`);
    } catch (error) {
      failure = error;
    }
    if (performance.now() >= deadline) throw failure;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
