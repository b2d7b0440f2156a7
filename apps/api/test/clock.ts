import { onTestFinished, vi } from 'vitest';

/**
 * Stops this process's `Date` at the present moment until the test ends (timers keep running, so
 * waits, sockets and the job workers go on). For a test of a rule that counts in fixed windows of
 * the clock (rate limits per minute or hour, the digest's clock hours): with the clock stopped the
 * test cannot straddle two windows, so it never waits for a fresh one.
 */
export function freezeClock(): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  onTestFinished(() => {
    vi.useRealTimers();
  });
}
