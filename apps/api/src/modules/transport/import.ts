import { sql, type Transaction } from 'kysely';
import {
  slotChanges,
  WAITING_SLOT_STATUSES,
  waitingStatusOf,
  type SlotChangeField,
  type SlotStatus,
} from '@kolos/domain/queue';
import {
  TRANSPORT_IMPORT_MAX_BYTES,
  TRANSPORT_IMPORT_MAX_LINES,
  TRANSPORT_MSG,
  transportLineSchema,
  type TransportImportBody,
} from '@kolos/domain/transport';
import type { Database } from '../../db/client';
import type { DB } from '../../db/types';
import { auditActor, writeAudit } from '../../platform/audit';
import type { AuthContext } from '../../platform/auth/context';
import type { Deps } from '../../platform/deps';
import { AppError, badRequest } from '../../platform/errors';
import { countWithErrors, defineImport, ownerOf, type ImportLine } from '../../platform/imports';
import { moveStatus, type Mover } from '../../platform/status-machine';
import { followDriver, publishSlot, SLOT_STATUS, writeSlotHistory } from '../queue';
import { rememberTruck } from './cars';
import { pointWindow } from './distributions';
import { checkLines, CLOSED_SLOT, type TransportImportParams, type TransportImportRow } from './import-check';

/** The import's clock (ADR 0063): tests turn it instead of sleeping. */
export const transportImportClock = { now: () => Date.now() };

const isWaiting = (status: SlotStatus) => (WAITING_SLOT_STATUSES as readonly string[]).includes(status);

/**
 * Sets one slot's car and driver as PUT slots does (docs/queue.md): the row locked, a waiting
 * slot moved booked ↔ car assigned, history, audit and the live event in the transaction, and the
 * truck kept for the farmer, the driver sent his link. False when the line changes nothing (or the slot closed meanwhile).
 */
async function applyLine(
  deps: Pick<Deps, 'jobs' | 'config' | 'sms'>,
  trx: Transaction<DB>,
  row: TransportImportRow,
  by: Mover,
): Promise<boolean> {
  if (!row.car || !row.driver) return false; // a line naming no truck changes nothing
  const slot = await trx
    .selectFrom('slots')
    .selectAll()
    .where('uuid', '=', row.slotUuid)
    .forUpdate()
    .executeTakeFirst();
  if (!slot) return false;
  const before: Partial<Record<SlotChangeField, string | null>> = {
    carNumber: slot.carNumber,
    trailerNumber: slot.trailerNumber,
    driverFullname: slot.driverFullname,
    driverPhone: slot.driverPhone,
  };
  const after = {
    carNumber: row.car.number,
    trailerNumber: row.car.trailerNumber || null,
    driverFullname: row.driver.fullname,
    driverPhone: row.driver.phone,
  };
  const changes = slotChanges(before, after);
  // closed since the check (unloaded, canceled): its truck is history, the line is left out
  if (changes.length === 0 || CLOSED_SLOT.includes(slot.status)) return false;
  const to: SlotStatus = isWaiting(slot.status)
    ? waitingStatusOf(after.carNumber, after.driverFullname)
    : slot.status;
  if (to !== slot.status) {
    await moveStatus(trx, SLOT_STATUS, {
      uuid: slot.uuid,
      from: slot.status,
      to,
      by,
      set: after,
      note: { changes },
    });
  } else {
    await trx
      .updateTable('slots')
      .set({ ...after, updatedAt: sql<Date>`now()` })
      .where('uuid', '=', slot.uuid)
      .execute();
    await writeSlotHistory(trx, [{ slotUuid: slot.uuid, from: null, to: null, by, changes }]);
    await writeAudit(trx, {
      action: 'slot.update',
      actorUuid: auditActor(by),
      targetUuid: slot.uuid,
      detail: { changes, source: 'import' },
    });
  }
  await followDriver(deps, trx, { uuid: slot.uuid, ...after });
  await publishSlot(deps, trx, slot.uuid, by.userUuid);
  await rememberTruck(
    trx,
    {
      ownerCompanyUuid: slot.farmerCompanyUuid,
      car: row.car,
      driver: row.driver,
      tonnes: row.tonnes,
      plannedVolume: Number(slot.plannedVolume),
    },
    by.userUuid,
  );
  return true;
}

const TRANSPORT_IMPORT = 'transport.fca';

/** The home's count (issue 29 point 13): the caller's transport imports with lines that failed. */
export const countImportsWithErrors = (db: Database, auth: AuthContext) =>
  countWithErrors(db, TRANSPORT_IMPORT, auth.userUuid);

/** The import kind of SPEC 4's transport flow, on the platform's two-step import (ADR 0063). */
export function transportImport(deps: Pick<Deps, 'jobs' | 'config' | 'sms'>) {
  return defineImport({
    name: TRANSPORT_IMPORT,
    unusable: TRANSPORT_MSG.importFailed,
    columns: transportLineSchema,
    check: (db, lines, { params }: { params: TransportImportParams }) => checkLines(db, lines, params),
    apply: async (trx, lines: ImportLine<TransportImportRow>[], { owner, params }) => {
      if (!owner.userUuid) return { updated: 0 };
      const by: Mover = { userUuid: owner.userUuid, actorUuid: params.actorUuid };
      // in slot order: two imports touching the same slots lock them in the same order
      const ordered = [...lines].sort((a, b) => (a.row.slotUuid < b.row.slotUuid ? -1 : 1));
      let updated = 0;
      for (const { row } of ordered) if (await applyLine(deps, trx, row, by)) updated += 1;
      return { updated };
    },
    clock: () => transportImportClock.now(),
  });
}
export type TransportImport = ReturnType<typeof transportImport>;

const BASE64 = /^[A-Za-z0-9+/\r\n]*={0,2}[\r\n]*$/;
const NEWLINE = 0x0a;

/** Lines of a file, counted on its bytes before it is decoded (a last line may lack its newline). */
function lineCount(bytes: Buffer): number {
  let n = 0;
  for (let i = bytes.indexOf(NEWLINE); i !== -1; i = bytes.indexOf(NEWLINE, i + 1)) n += 1;
  return bytes.length > 0 && bytes[bytes.length - 1] !== NEWLINE ? n + 1 : n;
}

/**
 * POST /cars/distributions/fca/import/csv: the window and point checked like the page's, the
 * file's size and lines (413 beyond 10 MB or 50 000 lines), then every line read and checked and
 * the report answered; nothing changes until the confirmation.
 */
export async function uploadTransportImport(
  deps: Deps,
  kind: TransportImport,
  auth: AuthContext,
  body: TransportImportBody,
) {
  await pointWindow(deps, auth, body.unloadingWarehouseLocationUuid, body.startDate, body.endDate);
  if (!BASE64.test(body.data)) throw badRequest(TRANSPORT_MSG.badBase64);
  const bytes = Buffer.from(body.data, 'base64');
  // the header is a line too: 50 000 data lines and a header pass
  if (bytes.length > TRANSPORT_IMPORT_MAX_BYTES || lineCount(bytes) > TRANSPORT_IMPORT_MAX_LINES + 1)
    throw new AppError('PAYLOAD_TOO_LARGE', TRANSPORT_MSG.fileTooLarge);
  const params: TransportImportParams = {
    point: body.unloadingWarehouseLocationUuid,
    start: body.startDate,
    end: body.endDate,
    timeZone: body.timeZone,
    actorUuid: auth.actorUuid,
  };
  return kind.upload(deps.db, bytes, { owner: ownerOf(auth), params });
}

/** PUT …/import/csv/{importUuid}: the stored good lines applied once (409 used or expired). */
export const confirmTransportImport = (
  deps: Deps,
  kind: TransportImport,
  auth: AuthContext,
  importUuid: string,
) => kind.confirm(deps.db, ownerOf(auth), importUuid);
