/**
 * The longest stretch of processor time the event loop spent without a turn while `work` ran, in
 * ms. A ticker re-arms itself with `setImmediate`; each turn reads the process's CPU time, so a
 * gap where the scheduler took the whole process away (a loaded CI machine) costs nothing here,
 * while one synchronous stretch of parsing counts in full — unlike a wall-clock delay monitor.
 */
export async function longestBlockCpuMs<T>(work: () => Promise<T>): Promise<{ result: T; blockMs: number }> {
  let running = true;
  let longest = 0;
  let last = process.cpuUsage();
  const tick = () => {
    const now = process.cpuUsage(last);
    longest = Math.max(longest, (now.user + now.system) / 1000);
    last = process.cpuUsage();
    if (running) setImmediate(tick);
  };
  setImmediate(tick);
  try {
    const result = await work();
    // a stretch just before the answer is measured by the ticker's next turn: let it run
    await new Promise((resolve) => setImmediate(resolve));
    return { result, blockMs: longest };
  } finally {
    running = false;
  }
}
