/*
 * ADR 0072: no area imports an area above it. When one must call up — PUT slots asks the trip
 * documents' gate, an auction's cancel declines the offers on it — the area below declares a hook
 * (its name and the call's shape) and calls it through `deps.hooks`; the area above answers it in
 * its `hooks.ts`, found as its jobs are (modules/index.ts).
 *
 *   // modules/queue/slot-hooks.ts — declared where it is called
 *   export const TRUCK_NAMED = hook<(trx: Transaction<DB>, truck: SlotTruck, by: string | null) => Promise<void>>('queue.truckNamed');
 *   // modules/queue/slot-changes.ts
 *   await deps.hooks.of(TRUCK_NAMED)(trx, truck, auth.userUuid);
 *   // modules/transport/hooks.ts — answered by the area above
 *   export const hooks = [answer(TRUCK_NAMED, rememberTruck)];
 */

export interface Hook<F> {
  readonly name: string;
  /** Never set: carries the call's type for the checker. */
  readonly call?: F;
}

export const hook = <F>(name: string): Hook<F> => ({ name });

export interface HookAnswer {
  readonly hook: Hook<unknown>;
  readonly fn: unknown;
}

export const answer = <F>(hook: Hook<F>, fn: F): HookAnswer => ({ hook, fn });

export class Hooks {
  private readonly answers = new Map<string, unknown>();

  constructor(answers: readonly HookAnswer[]) {
    for (const { hook, fn } of answers) {
      if (this.answers.has(hook.name)) throw new Error(`Hook ${hook.name} is answered twice`);
      this.answers.set(hook.name, fn);
    }
  }

  /** A hook nobody answers is a wiring fault: it fails the call rather than skip the step. */
  of<F>(hook: Hook<F>): F {
    const fn = this.answers.get(hook.name);
    if (fn === undefined) throw new Error(`Hook ${hook.name} has no answer`);
    return fn as F;
  }
}
