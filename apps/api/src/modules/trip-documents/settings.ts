import { sql } from 'kysely';
import { showsSlotsParams } from '@kolos/domain/queue';
import {
  normalizeRequired,
  TRIP_DOCS_MSG,
  type TripDocsSettingsBody,
  type TripDocsSettingsReply,
} from '@kolos/domain/trip-documents';
import { auditActor, writeAudit } from '../../platform/audit';
import type { AuthContext } from '../../platform/auth/context';
import type { Deps } from '../../platform/deps';
import { forbidden, notFound } from '../../platform/errors';
import * as q from './queries';

async function pointOf(deps: Deps, auth: AuthContext, uuid: string) {
  const point = await q.ownPoint(deps.db, auth, uuid);
  if (!point) throw notFound(TRIP_DOCS_MSG.pointNotFound);
  return point;
}

/** GET /v1/dmoderation/settings/location/{id}: the point's required trip documents. */
export async function getTripDocsSettings(
  deps: Deps,
  auth: AuthContext,
  locationUuid: string,
): Promise<TripDocsSettingsReply> {
  await pointOf(deps, auth, locationUuid);
  const own = await q.settingsRow(deps.db, locationUuid);
  const required = (await q.requiredOf(deps.db, [locationUuid])).get(locationUuid) ?? [];
  return { locationUuid, required, custom: own !== undefined };
}

/**
 * PUT the same path: part of the point's queue settings, so 'Настройки очереди' (the Slots policy
 * with create and showSlotsParams) like `PUT settings/location/{id}/date/{date}`; 403 without it.
 * It applies to every slot's gate from now on; statuses already reached stay.
 */
export async function putTripDocsSettings(
  deps: Deps,
  auth: AuthContext,
  locationUuid: string,
  body: TripDocsSettingsBody,
  ip: string | null,
): Promise<TripDocsSettingsReply> {
  await pointOf(deps, auth, locationUuid);
  if (!showsSlotsParams(auth.subject)) throw forbidden();
  const required = JSON.stringify(normalizeRequired(body.required));
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('tripDocsSettings')
      .values({ locationUuid, required, updatedBy: auth.userUuid })
      .onConflict((oc) =>
        oc
          .column('locationUuid')
          .doUpdateSet({ required, updatedBy: auth.userUuid, updatedAt: sql<Date>`now()` }),
      )
      .execute();
    await writeAudit(trx, {
      action: 'trip-docs.settings',
      actorUuid: auditActor(auth),
      targetUuid: locationUuid,
      ip,
      detail: { required: body.required },
    });
  });
  return getTripDocsSettings(deps, auth, locationUuid);
}
