import { sql } from 'kysely';
import { noShowCutoff, SLOT_STATUS_MACHINE, WAITING_SLOT_STATUSES } from '@kolos/domain/queue';
import { writeAudit } from '../../platform/audit';
import type { Deps } from '../../platform/deps';
import { defineJob } from '../../platform/jobs';
import { publishSlot } from './live';
import { writeSlotHistory } from './history';

/** Slots moved per transaction: a backlog (the job was off for a day) goes in a few short ones. */
const BATCH = 200;

/**
 * SLOT_NO_SHOW (issue 17 point 4): a waiting slot whose end plus NO_SHOW_GRACE_MINUTES has
 * passed. Each moves by compare-and-swap on its status, so a truck marked arrived meanwhile stays
 * arrived; history and audit name no person (the server did it), and the live event goes out.
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
      let n = 0;
      for (const slot of due) {
        if (!SLOT_STATUS_MACHINE.allows(slot.status, 'SLOT_NO_SHOW')) continue;
        const swapped = await trx
          .updateTable('slots')
          .set({ status: 'SLOT_NO_SHOW', updatedAt: sql<Date>`now()` })
          .where('uuid', '=', slot.uuid)
          .where('status', '=', slot.status)
          .executeTakeFirst();
        if (Number(swapped.numUpdatedRows) !== 1) continue;
        await writeSlotHistory(trx, [
          { slotUuid: slot.uuid, from: slot.status, to: 'SLOT_NO_SHOW', by: null, changes: [] },
        ]);
        await writeAudit(trx, {
          action: 'slot.status',
          actorUuid: null,
          targetUuid: slot.uuid,
          detail: { from: slot.status, to: 'SLOT_NO_SHOW', reason: 'no-show' },
        });
        await publishSlot(deps, trx, slot.uuid, null);
        n++;
      }
      return { n, full: due.length === BATCH };
    });
    total += moved.n;
    if (!moved.full || moved.n === 0) return total;
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
