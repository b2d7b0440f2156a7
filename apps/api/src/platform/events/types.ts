import type { LiveEvent } from '@kolos/domain/live';
import type { Deps } from '../deps';

/**
 * An area's reaction to a live event (notifications, ...): exported as `consumers` from
 * `modules/<area>/events.ts`, found like jobs.ts, and run by the job `events.fanout` after the
 * change committed. At least once: a consumer must be repeatable (idempotency keys).
 */
export type EventConsumer = (deps: Deps, event: LiveEvent) => Promise<void>;
