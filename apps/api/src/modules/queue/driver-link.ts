import { sql, type Transaction } from 'kysely';
import {
  CHECK_IN_CODE_LENGTH,
  DRIVER_LINK_MSG,
  driverLinkLive,
  mapLinkOf,
  QUEUE_DEFAULTS,
  type DriverPageWire,
} from '@kolos/domain/queue';
import type { DB } from '../../db/types';
import type { AuthContext } from '../../platform/auth/context';
import { generateToken, hashCode, hashToken } from '../../platform/crypto';
import type { Deps } from '../../platform/deps';
import { conflict, notFound } from '../../platform/errors';
import { SLOT_DOCS } from './slot-hooks';
import { slotsChangeableBy } from './slot-queries';

/*
 * Issue 29 point 17, the driver's own link (docs/queue.md "The driver's link", ADR 0093). The
 * token is random and only its SHA-256 is kept; the check-in code is derived from the token with
 * the server's key, and only its keyed hash is kept — so the page can show the code to whoever
 * holds the link, and the gate's typed code finds the slot, with nothing readable in the table.
 */

/** The 8-digit code of a link: a keyed digest of its token, as a number below 10^8. */
const codeOf = (deps: Pick<Deps, 'config'>, token: string) =>
  (
    BigInt(`0x${hashCode(deps.config.JWT_SECRET, 'driver-code', token)}`) %
    10n ** BigInt(CHECK_IN_CODE_LENGTH)
  )
    .toString()
    .padStart(CHECK_IN_CODE_LENGTH, '0');
const codeHashOf = (deps: Pick<Deps, 'config'>, code: string) =>
  hashCode(deps.config.JWT_SECRET, 'driver-check-in', code);

/** What a slot's change left on it: the truck and the driver the link follows. */
interface SlotDriver {
  uuid: string;
  carNumber: string | null;
  driverFullname: string | null;
  driverPhone: string | null;
}

/**
 * Called in the transaction of every change of a slot's car or driver, with the slot's row locked
 * (PUT slots, the transport import — and whatever assigns through them): once the slot has a truck
 * and a driver with a phone, that driver gets a new link by SMS — the message and its delivery job
 * queued in this transaction, so a rollback sends nothing. The same driver named again sends
 * nothing; another driver, or none, drops the old link at once.
 */
export async function followDriver(
  deps: Pick<Deps, 'config' | 'sms'>,
  trx: Transaction<DB>,
  slot: SlotDriver,
): Promise<void> {
  const linked = await trx
    .selectFrom('driverLinks')
    .select(['driverFullname', 'driverPhone'])
    .where('slotUuid', '=', slot.uuid)
    .executeTakeFirst();
  const wanted = slot.carNumber && slot.driverFullname && slot.driverPhone;
  if (wanted && linked?.driverPhone === slot.driverPhone && linked.driverFullname === slot.driverFullname)
    return;
  if (linked) await trx.deleteFrom('driverLinks').where('slotUuid', '=', slot.uuid).execute();
  if (!wanted) return;
  const token = generateToken();
  const tokenHash = hashToken(token);
  await trx
    .insertInto('driverLinks')
    .values({
      slotUuid: slot.uuid,
      tokenHash,
      codeHash: codeHashOf(deps, codeOf(deps, token)),
      driverFullname: slot.driverFullname!,
      driverPhone: slot.driverPhone!,
    })
    .execute();
  const url = `${deps.config.PUBLIC_URL.replace(/\/$/, '')}/driver/${token}`;
  await deps.sms.send(trx, {
    to: slot.driverPhone!,
    text: DRIVER_LINK_MSG.sms(url),
    idempotencyKey: `driver-link:${tokenHash}`,
  });
}

/** GET /driver/{token}: the link's slot while it lives (unknown, replaced or ended: 404). */
export async function driverPage(deps: Deps, token: string, now = new Date()): Promise<DriverPageWire> {
  const row = await deps.db
    .selectFrom('driverLinks as dl')
    .innerJoin('slots as s', 's.uuid', 'dl.slotUuid')
    .innerJoin('locations as l', 'l.uuid', 's.locationUuid')
    .leftJoin('offers as o', 'o.uuid', 's.offerUuid')
    .leftJoin('auctions as a', 'a.uuid', 'o.auctionUuid')
    .leftJoin('tasks as tk', 'tk.uuid', 's.taskUuid')
    .leftJoin('cultures as c', (j) => j.on(sql<boolean>`c.uuid = coalesce(a.product_uuid, tk.product_uuid)`))
    .select([
      's.uuid',
      's.id',
      's.status',
      's.startAt',
      's.endAt',
      's.locationUuid',
      's.plannedVolume',
      's.carNumber',
      's.trailerNumber',
      's.driverFullname',
      'l.name as pointName',
      'l.address',
      'l.latitude',
      'l.longitude',
      'l.schedule',
      sql<number | null>`coalesce(o.number, tk.number)`.as('dealNumber'),
      sql<string>`coalesce(c.title, '')`.as('productTitle'),
    ])
    .where('dl.tokenHash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row || !driverLinkLive({ status: row.status, endAt: new Date(row.endAt) }, now))
    throw notFound(DRIVER_LINK_MSG.linkGone);
  const docs = (await deps.hooks.of(SLOT_DOCS)(deps.db, [row])).get(row.uuid);
  const startAt = new Date(row.startAt);
  const arrivalTime = row.schedule.arrivalTime ?? QUEUE_DEFAULTS.arrivalTime;
  return {
    slotId: Number(row.id),
    status: row.status,
    startAt: startAt.toISOString(),
    endAt: new Date(row.endAt).toISOString(),
    arrivalFrom: new Date(startAt.getTime() - arrivalTime * 60_000).toISOString(),
    point: { name: row.pointName, address: row.address, mapUrl: mapLinkOf(row.latitude, row.longitude) },
    deal: {
      number: row.dealNumber === null ? null : Number(row.dealNumber),
      productTitle: row.productTitle,
      plannedVolume: Number(row.plannedVolume),
    },
    car: row.carNumber ? { number: row.carNumber, trailerNumber: row.trailerNumber } : null,
    driverFullname: row.driverFullname,
    papers: { status: docs?.docsStatus ?? 'SLOT_DOCS_MISSING', missing: docs?.docsMissing ?? [] },
    code: codeOf(deps, token),
  };
}

/**
 * The slot of a check-in code: among the slots the caller may change (his company's points) whose
 * link still lives; none is 404, two (a one-in-10^8 clash at one company) is 409.
 */
export async function slotOfCode(deps: Deps, auth: AuthContext, code: string): Promise<string> {
  const now = new Date();
  const found = (
    await deps.db
      .selectFrom('driverLinks as dl')
      .innerJoin('slots as s', 's.uuid', 'dl.slotUuid')
      .select(['s.uuid', 's.status', 's.endAt'])
      .where('dl.codeHash', '=', codeHashOf(deps, code))
      .where(slotsChangeableBy(auth))
      .execute()
  ).filter((s) => driverLinkLive({ status: s.status, endAt: new Date(s.endAt) }, now));
  if (found.length === 0) throw notFound(DRIVER_LINK_MSG.codeNotFound);
  if (found.length > 1) throw conflict(DRIVER_LINK_MSG.codeTwice);
  return found[0]!.uuid;
}
