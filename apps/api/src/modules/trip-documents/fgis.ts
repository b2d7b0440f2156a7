import type { Readable } from 'node:stream';
import {
  DEFAULT_GRAIN_PURPOSE,
  FGIS_CSV_HEADER,
  fgisCsvRow,
  okpd2Of,
  TRIP_DOCS_MSG,
  TRIP_DOCUMENT_NAMES,
  type FgisAcceptance,
  type FgisAcceptancesReply,
} from '@kolos/domain/trip-documents';
import type { AuthContext } from '../../platform/auth/context';
import { csvStream } from '../../platform/csv';
import type { Deps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import * as q from './queries';

/**
 * ФГИС «Зерно» readiness (issue 20 point 6): a day's acceptances at a point in the shape of
 * `fgisAcceptanceSchema` (@kolos/domain/trip-documents/fgis.ts — the one place a real
 * integration replaces). Nothing is sent anywhere.
 */
export async function fgisAcceptances(
  deps: Deps,
  auth: AuthContext,
  locationUuid: string,
  day: string,
): Promise<FgisAcceptancesReply> {
  const point = await q.ownPoint(deps.db, auth, locationUuid);
  if (!point) throw notFound(TRIP_DOCS_MSG.pointNotFound);
  const rows = await q.unloadedOfDay(deps.db, locationUuid, day);
  const docs = await q.currentDocuments(
    deps.db,
    rows.map((r) => r.uuid),
  );
  const items = rows.map((r): FgisAcceptance => {
    const own = docs.filter((d) => d.slotUuid === r.uuid);
    return {
      slotUuid: r.uuid,
      slotId: Number(r.id),
      date: String(r.day).slice(0, 10),
      acceptedAt: r.acceptedAt ? new Date(r.acceptedAt).toISOString() : null,
      locationUuid: r.locationUuid,
      locationName: r.locationName,
      dealNumber: r.dealNumber === null ? null : Number(r.dealNumber),
      farmerCompanyName: r.farmerCompanyName,
      farmerTaxCode: r.farmerTaxCode,
      purchaserCompanyName: r.purchaserCompanyName,
      crop: r.crop ?? '',
      okpd2: r.okpd2 ?? okpd2Of(r.cropAlias),
      netMassKg: r.netKg ?? Math.round(Number(r.unloadedVolume ?? 0) * 1000),
      creditedMassKg: r.creditedKg,
      quality: {
        moisture: r.quality?.MOISTURE ?? null,
        foreignImpurity: r.quality?.FOREIGN ?? null,
        grainImpurity: r.quality?.GRAIN ?? null,
        nature: r.quality?.NATURE ?? null,
        protein: r.quality?.PROTEIN ?? null,
        gluten: r.quality?.GLUTEN ?? null,
      },
      purpose: r.purpose ?? DEFAULT_GRAIN_PURPOSE,
      sdizNumber: own.find((d) => d.code === 'SDIZ')?.number ?? null,
      carNumber: r.carNumber,
      documents: own.map((d) => ({ code: d.code, name: TRIP_DOCUMENT_NAMES[d.code], number: d.number })),
    };
  });
  return { locationUuid, date: day, items };
}

/** The same as CSV for Excel (BOM, ';', the formula rule): the platform writer. */
export const fgisCsv = (reply: FgisAcceptancesReply): Readable =>
  csvStream(FGIS_CSV_HEADER, reply.items.map(fgisCsvRow));

/** GET …/missing-sdiz: the day's unloaded slots without a СДИЗ number. */
export async function missingSdiz(deps: Deps, auth: AuthContext, locationUuid: string, day: string) {
  const { items } = await fgisAcceptances(deps, auth, locationUuid, day);
  return {
    items: items
      .filter((a) => !a.sdizNumber)
      .map((a) => ({
        slotUuid: a.slotUuid,
        slotId: a.slotId,
        carNumber: a.carNumber,
        farmerCompanyName: a.farmerCompanyName,
        dealNumber: a.dealNumber,
      })),
  };
}
