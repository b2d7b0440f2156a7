import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/types';
import type { Deps } from '../../platform/deps';
import { newId } from '../../platform/ids';
import { queuePush } from '../push';

/**
 * Tells the farmer company's users of a decision on a slot's documents: one in-app notice each
 * (the notifications list), tied to the slot's live event of the same transaction — so a rolled
 * back decision tells nobody and a notice is never written twice (unique event and user). A
 * declined set is pushed to the farmers' phones (issue 29 point 19): they must send new papers.
 */
export async function noticeDecision(
  deps: Pick<Deps, 'jobs' | 'config'>,
  trx: Transaction<DB>,
  slot: { uuid: string; id: number | string; farmerCompanyUuid: string },
  decision: 'slot.docs.approved' | 'slot.docs.declined',
  text: string,
  actorUuid: string,
): Promise<void> {
  const event = await trx
    .selectFrom('liveEvents')
    .select(sql<string>`max(id)`.as('id'))
    .where('slotUuid', '=', slot.uuid)
    .executeTakeFirst();
  if (!event?.id) return;
  const users = await trx
    .selectFrom('users')
    .select('uuid')
    .where('companyUuid', '=', slot.farmerCompanyUuid)
    .where('userType', '=', 'farmer')
    .where('active', '=', true)
    .where('uuid', '<>', actorUuid)
    .execute();
  if (users.length === 0) return;
  const inserted = await trx
    .insertInto('notifications')
    .values(
      users.map((u) => ({
        uuid: newId(),
        userUuid: u.uuid,
        eventId: event.id,
        kind: decision,
        text,
        link: '/admin/slots',
        objectUuid: slot.uuid,
      })),
    )
    .onConflict((oc) => oc.columns(['eventId', 'userUuid']).doNothing())
    .returning(['uuid', 'userUuid', 'kind'])
    .execute();
  await queuePush(deps, trx, inserted);
}
