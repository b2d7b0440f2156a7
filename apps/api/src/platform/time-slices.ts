import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Long work done on the event loop in slices: call the answer between steps, and once the slice
 * has run `budgetMs` it gives the loop to every other request (a macrotask turn, not a microtask,
 * which would not let I/O in) before the next slice. A 5 MB import then holds the loop for a
 * few milliseconds at a time instead of a second (docs/prepayment.md, ADR 0042).
 */
export function timeSlices(budgetMs = 10): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < budgetMs) return;
    await nextTurn();
    since = performance.now();
  };
}
