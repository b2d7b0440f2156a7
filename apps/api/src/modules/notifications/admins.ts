import { sql, type Transaction } from 'kysely';
import { withLink } from '@kolos/domain/notifications';
import type { DB } from '../../db/types';
import type { Deps } from '../../platform/deps';
import { newId } from '../../platform/ids';
import { channelsOf } from './channels';

interface AdminNotice {
  /** What happened ('company.submitted'): the notice's kind in the list. */
  kind: string;
  text: string;
  /** E-mail subject. */
  subject: string;
  /** Where the notice leads in the app. */
  link: string;
  objectUuid: string;
}

/**
 * Issue 29 point 7: tells every active platform admin of something waiting for him (a farmer's
 * company submitted for moderation) in the transaction of the change — a rolled-back change
 * tells nobody. The notice is not one of the trading floor's live events, so it takes a number
 * of its own from the events' sequence: unique, never an event's, and the key of its e-mails
 * (`notice:<id>:<user>:email`), so each is sent once. In-app always; e-mail by the admin's
 * settings (on by default for an admin, with an address); no SMS by default.
 */
export async function noticeAdmins(
  deps: Pick<Deps, 'sms' | 'mail' | 'config'>,
  trx: Transaction<DB>,
  notice: AdminNotice,
) {
  const admins = await trx
    .selectFrom('users as u')
    .leftJoin('notificationSettings as s', 's.userUuid', 'u.uuid')
    .select(['u.uuid', 'u.userType', 'u.phone', 'u.notifyEmail', 's.sms', 's.email'])
    .where('u.userType', '=', 'admin')
    .where('u.active', '=', true)
    .execute();
  if (admins.length === 0) return;
  const { rows } = await sql<{
    id: string;
  }>`select nextval(pg_get_serial_sequence('live_events', 'id'))::text as id`.execute(trx);
  const eventId = rows[0]!.id;
  await trx
    .insertInto('notifications')
    .values(
      admins.map((a) => ({
        uuid: newId(),
        userUuid: a.uuid,
        eventId,
        kind: notice.kind,
        text: notice.text,
        link: notice.link,
        objectUuid: notice.objectUuid,
      })),
    )
    .execute();
  const body = withLink(notice.text, deps.config.PUBLIC_URL, notice.link);
  for (const a of admins) {
    const channels = channelsOf(a);
    const key = `notice:${eventId}:${a.uuid}`;
    if (channels.sms) await deps.sms.send(trx, { to: a.phone, text: body, idempotencyKey: `${key}:sms` });
    if (channels.email)
      await deps.mail.send(trx, {
        to: a.notifyEmail!,
        subject: notice.subject,
        text: body,
        idempotencyKey: `${key}:email`,
      });
  }
}
