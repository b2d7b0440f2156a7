import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/types';
import type { Deps } from '../../platform/deps';
import { newId } from '../../platform/ids';
import { queuePush } from '../push';

/**
 * Tells the farmer company's users of something done to one of his slots (a decision on its
 * documents, his truck accepted or turned away at the gate): one in-app notice each (the
 * notifications list), tied to the slot's live event of the same transaction — so a rolled back
 * change tells nobody and a notice is never written twice (unique event and user). The kinds a
 * farmer must act on go to the phones that asked for them (issue 29 point 19, `PUSH_TITLES`).
 */
export async function noticeSlotFarmers(
  deps: Pick<Deps, 'jobs' | 'config'>,
  trx: Transaction<DB>,
  slot: { uuid: string; farmerCompanyUuid: string },
  notice: { kind: string; text: string },
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
        kind: notice.kind,
        text: notice.text,
        link: '/admin/slots',
        objectUuid: slot.uuid,
      })),
    )
    .onConflict((oc) => oc.columns(['eventId', 'userUuid']).doNothing())
    .returning(['uuid', 'userUuid', 'kind'])
    .execute();
  await queuePush(deps, trx, inserted);
}
