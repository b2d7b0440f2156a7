import { DEFAULT_CLOSE_AT, DEFAULT_OPEN_AT } from '@kolos/domain/queue';
import {
  formatTransportDateTime,
  TRANSPORT_MSG,
  distributionsPageReply,
  transportWindowRefusal,
  zoneOffsetMinutes,
  type DistributionsPage,
  type TransportDeliveryWire,
} from '@kolos/domain/transport';
import type { AuthContext } from '../../platform/auth/context';
import type { Deps } from '../../platform/deps';
import { badRequest, notFound } from '../../platform/errors';
import { jsonBytesOf } from '../../platform/http';
import { GLOBAL_SCOPE, pointScope, readVersion, type CachedAnswer } from '../../platform/read-cache';
import { docsOfSlots } from '../trip-documents';
import * as q from './queries';

const DAY_S = 86_400;

/** The offset of the user's zone at an instant (the zone was checked by the route's schema). */
export const offsetAt = (timeZone: string, seconds: number) =>
  zoneOffsetMinutes(timeZone, seconds * 1000) ?? 180;

/**
 * The window of the page, the import and the export (SPEC 5, 9): both ends, the end not before
 * the start, at most 7 days — the same rule and message as the filter — at a receiving point of
 * the caller's company (an admin's: any), else 404 as if it did not exist.
 */
export async function pointWindow(
  deps: Deps,
  auth: AuthContext,
  point: string,
  start: number,
  end: number,
): Promise<{ window: q.PointWindow; point: q.PointRow }> {
  const refusal = transportWindowRefusal(start, end);
  if (refusal) throw badRequest(refusal);
  const row = await q.findPoint(deps.db, point);
  const mine =
    auth.userType === 'admin' || (auth.userType === 'purchaser' && row?.companyUuid === auth.companyUuid);
  if (!row || !mine) throw notFound(TRANSPORT_MSG.pointNotFound);
  return { window: { point, from: new Date(start * 1000), to: new Date(end * 1000) }, point: row };
}

const minutesOf = (hhmm: string | undefined, fallback: string) => {
  const m = /^(\d{2}):(\d{2})$/.exec(hhmm ?? '') ?? /^(\d{2}):(\d{2})$/.exec(fallback)!;
  return Number(m[1]) * 60 + Number(m[2]);
};
const scheduleOf = (text: string | null): { openAt?: string; closeAt?: string } | null => {
  if (!text) return null;
  const value = JSON.parse(text) as unknown;
  return value && typeof value === 'object' ? (value as { openAt?: string; closeAt?: string }) : null;
};

type PageParams = { location: string; start: number; end: number };
type PageQuery = { timeZone: string; offset: number; limit: number };

const pageJson = jsonBytesOf(distributionsPageReply, '/cars/distributions/fca/page/:location/:start/:end');

/**
 * GET /cars/distributions/fca/page: one SPEC 3 Transport delivery record per deal with slots in
 * the window at the point, by its first slot, 100 a page with the total. Every caller allowed
 * sees the same page: kept under the point's version (ADR 0070).
 */
export async function distributionsPage(
  deps: Deps,
  auth: AuthContext,
  params: PageParams,
  query: PageQuery,
): Promise<CachedAnswer> {
  const [{ window, point }, version] = await Promise.all([
    pointWindow(deps, auth, params.location, params.start, params.end),
    readVersion(deps.db, [pointScope(params.location), GLOBAL_SCOPE]),
  ]);
  const key = `transport-page ${params.location} ${params.start} ${params.end} ${query.timeZone} ${query.offset} ${query.limit}`;
  return deps.reads.get(
    key,
    version,
    async () => ({ body: await buildPage(deps, window, point, query) }),
    pageJson,
  );
}

async function buildPage(
  deps: Deps,
  window: q.PointWindow,
  point: q.PointRow,
  query: PageQuery,
): Promise<DistributionsPage> {
  const { deals, total } = await q.dealsPage(deps.db, window, query.offset, query.limit);
  if (deals.length === 0) return { items: [], total };
  const [infos, slots] = await Promise.all([q.dealInfo(deps.db, deals), q.dealSlots(deps.db, window, deals)]);
  const infoOf = new Map(infos.map((i) => [i.uuid, i]));
  const docs = await docsOfSlots(
    deps.db,
    slots.map((s) => ({ uuid: s.uuid, locationUuid: window.point })),
  );
  const slotsOf = new Map<string, typeof slots>();
  for (const s of slots) {
    const own = slotsOf.get(s.deal);
    if (own) own.push(s);
    else slotsOf.set(s.deal, [s]);
  }
  const pointSchedule = point.schedule as { openAt?: string; closeAt?: string };

  const items = deals.flatMap((deal): TransportDeliveryWire[] => {
    const info = infoOf.get(deal);
    const own = slotsOf.get(deal) ?? [];
    if (!info || own.length === 0) return [];
    const first = own[0]!.startAt;
    const offset = offsetAt(query.timeZone, first);
    // the loading point's hours on the delivery date, on the user's clock (the receiving point's
    // when the deal names no loading point)
    const hours = scheduleOf(info.loadingSchedule) ?? pointSchedule;
    const localMidnight = Math.floor((first + offset * 60) / DAY_S) * DAY_S - offset * 60;
    return [
      {
        uuid: deal,
        kind: info.kind,
        deliveryDate: formatTransportDateTime(first, offset).slice(0, 10),
        contractNumber: String(info.number),
        deliveryType: info.deliveryType === 'SELLER' ? 'CPT' : 'FCA',
        product: { name: info.product, totalVolume: Number(info.volume) },
        warehouses: {
          loadingAddr: info.loadingAddr ?? '',
          intermediateLoadingAddr: '',
          unloadingAddr: point.address || point.name,
        },
        participants: { farmerCompany: info.farmerCompany, purchaserCompany: info.purchaserCompany },
        farmerCompanyUuid: info.farmerCompanyUuid,
        shipperWorkHours: {
          startAt: localMidnight + minutesOf(hours.openAt, DEFAULT_OPEN_AT) * 60,
          endAt: localMidnight + minutesOf(hours.closeAt, DEFAULT_CLOSE_AT) * 60,
        },
        slots: own.map((s) => {
          const docsOf = docs.get(s.uuid);
          return {
            uuid: s.uuid,
            id: Number(s.id),
            startAt: s.startAt,
            endAt: s.endAt,
            status: s.status,
            car: {
              number: s.carNumber,
              trailerNumber: s.trailerNumber,
              plannedVolume: Number(s.plannedVolume),
            },
            driver: { fullname: s.driverFullname, phone: s.driverPhone },
            unloadStartAt: s.unloadStartAt,
            docsStatus: docsOf?.docsStatus ?? 'SLOT_DOCS_MISSING',
            docsMissing: docsOf?.docsMissing ?? [],
          };
        }),
      },
    ];
  });
  return { items, total };
}
