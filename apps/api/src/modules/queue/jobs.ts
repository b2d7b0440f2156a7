import { noShowCutoff, WAITING_SLOT_STATUSES } from '@kolos/domain/queue';
import type { Deps } from '../../platform/deps';
import { defineJob } from '../../platform/jobs';
import { moveStatus, SYSTEM } from '../../platform/status-machine';
import { publishSlot } from './live';
import { SLOT_STATUS } from './history';

/** Slots moved per transaction: a backlog (the job was off for a day) goes in a few short ones. */
const BATCH = 200;

/**
 * SLOT_NO_SHOW (issue 17 point 4): a waiting slot whose end plus NO_SHOW_GRACE_MINUTES has
 * passed. Each is locked as it is read (a slot another writer holds is left for the next run),
 * so a truck marked arrived meanwhile stays arrived; each moves by the status machine as the
 * system (ADR 0074) — history and audit name no person — and the live event goes out.
 * By the partial index slots_waiting_end_idx. Answers how many became no-shows.
 */
export async function markNoShows(deps: Deps, now: Date): Promise<number> {
  const cutoff = noShowCutoff(now);
  let total = 0;
  for (;;) {
    const moved = await deps.db.transaction().execute(async (trx) => {
      const due = await trx
        .selectFrom('slots')
        .select(['uuid', 'status'])
        .where('status', 'in', WAITING_SLOT_STATUSES)
        .where('endAt', '<=', cutoff)
        .orderBy('endAt')
        .limit(BATCH)
        .forUpdate()
        .skipLocked()
        .execute();
      for (const slot of due) {
        await moveStatus(trx, SLOT_STATUS, {
          uuid: slot.uuid,
          from: slot.status,
          to: 'SLOT_NO_SHOW',
          by: SYSTEM,
          note: { changes: [], reason: 'no-show' },
        });
        await publishSlot(deps, trx, slot.uuid, null);
      }
      return due.length;
    });
    total += moved;
    if (moved < BATCH) return total;
  }
}

/** Every 5 minutes, once across every process (ADR 0060). */
export const jobs = [
  defineJob<object>({
    name: 'slots.no-show',
    options: { schedule: '*/5 * * * *', retryLimit: 2, retryDelay: 60 },
    handler: async (_data, { deps }) => {
      await markNoShows(deps, new Date());
    },
  }),
];
