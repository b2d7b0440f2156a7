import { OKPD2_BY_CULTURE } from '@kolos/domain/trip-documents';
import type { Database } from '../db/client';
import { newId } from '../platform/ids';
import '../modules/trip-documents';
import { PLACES_DEMO } from './40-places';
import { demoPdf, storeDemoFile } from './demo-pdf';
import { QUEUE_DEMO } from './demo-ids';

export const TRIP_DOCS_DEMO = { declineReason: 'ТТН нечитаема: загрузите скан целиком' } as const;

/**
 * Issue 20 demo data: the crops' ОКПД2 codes; at Тихорецкий элеватор the week's arrived and
 * unloaded trucks have approved documents (a waybill scan and a СДИЗ number), and of the trucks
 * still awaited three are on moderation and one declined — the checkers' queue is not empty.
 * Done once (the slots' status rows are the mark).
 */
export async function seed(db: Database): Promise<void> {
  for (const [alias, okpd2] of Object.entries(OKPD2_BY_CULTURE))
    await db
      .updateTable('cultures')
      .set({ okpd2 })
      .where('alias', '=', alias)
      .where('okpd2', 'is', null)
      .execute();

  const slots = await db
    .selectFrom('slots as s')
    .leftJoin('slotTripDocs as d', 'd.uuid', 's.uuid')
    .select(['s.uuid', 's.id', 's.status', 's.farmerCompanyUuid', 'd.uuid as done'])
    .where('s.locationUuid', '=', PLACES_DEMO.elevators.tikhoretsk)
    .where('s.uuid', '>=', QUEUE_DEMO.slot(0))
    .where('s.uuid', '<=', QUEUE_DEMO.slot(999))
    .orderBy('s.startAt')
    .orderBy('s.id')
    .execute();
  // seeded once: a base seeded before keeps its documents as they are now
  if (slots.some((s) => s.done)) return;
  let waiting = 0;
  for (const s of slots) {
    const closed = s.status === 'SLOT_ARRIVED' || s.status === 'SLOT_UNLOADED';
    const awaited = s.status === 'SLOT_CAR_ASSIGNED' && waiting < 4;
    if (!closed && !awaited) continue;
    const farmer = await db
      .selectFrom('users')
      .select('uuid')
      .where('companyUuid', '=', s.farmerCompanyUuid)
      .where('userType', '=', 'farmer')
      .orderBy('uuid')
      .executeTakeFirst();
    if (!farmer) continue;
    if (awaited) waiting += 1;
    const by = farmer.uuid;
    const fileUuid = newId();
    const storageKey = `2026/11/${fileUuid}`;
    // a real one-page PDF, as a checker opens it (a standard PDF font has no Cyrillic)
    const scan = demoPdf(`Waybill (TTN), truck slot ${s.id}`);
    await storeDemoFile(storageKey, scan);
    await db
      .insertInto('files')
      .values({
        uuid: fileUuid,
        ownerUserUuid: by,
        ownerCompanyUuid: s.farmerCompanyUuid,
        name: `ттн-${s.id}.pdf`,
        size: scan.length,
        contentType: 'application/pdf',
        storageKey,
      })
      .execute();
    const status = closed
      ? 'SLOT_DOCS_APPROVED'
      : waiting === 4
        ? 'SLOT_DOCS_DECLINED'
        : 'SLOT_DOCS_ON_MODERATE';
    const declineReason = status === 'SLOT_DOCS_DECLINED' ? TRIP_DOCS_DEMO.declineReason : null;
    await db
      .insertInto('slotTripDocs')
      .values({ uuid: s.uuid, status, declineReason, purpose: 'FOOD' })
      .execute();
    const sdiz = `2026-${String(7_700_000_000 + Number(s.id))}-01`;
    await db
      .insertInto('slotDocuments')
      .values([
        {
          uuid: newId(),
          slotUuid: s.uuid,
          code: 'WAYBILL',
          fileUuids: JSON.stringify([fileUuid]),
          uploadedBy: by,
        },
        { uuid: newId(), slotUuid: s.uuid, code: 'SDIZ', number: sdiz, fileUuids: '[]', uploadedBy: by },
      ])
      .execute();
    const row = (kind: 'UPLOAD' | 'DECISION', extra: object) => ({
      uuid: newId(),
      slotUuid: s.uuid,
      kind,
      userUuid: kind === 'UPLOAD' ? by : null,
      actorUuid: null,
      fileUuids: '[]',
      ...extra,
    });
    await db
      .insertInto('slotDocsHistory')
      .values([
        row('UPLOAD', { code: 'WAYBILL', fileUuids: JSON.stringify([fileUuid]) }),
        row('UPLOAD', {
          code: 'SDIZ',
          sdizNumber: sdiz,
          fromStatus: 'SLOT_DOCS_MISSING',
          toStatus: 'SLOT_DOCS_ON_MODERATE',
        }),
        ...(status === 'SLOT_DOCS_ON_MODERATE'
          ? []
          : [
              row('DECISION', {
                fromStatus: 'SLOT_DOCS_ON_MODERATE',
                toStatus: status,
                reason: declineReason,
              }),
            ]),
      ])
      .execute();
  }
}
