import { sql, type Transaction } from 'kysely';
import {
  AUCTION_STATUS_MACHINE,
  auctionStatusAt,
  TRADING_MSG,
  type AuctionStatus,
} from '@kolos/domain/trading';
import type { DB } from '../../db/types';
import { newId } from '../../platform/ids';
import { movedByColumns, moveStatus, type Mover, type StatusSubject } from '../../platform/status-machine';
import type { LockedAuction } from './queries';

/**
 * An auction's people-made moves (cancel, results) on the platform's status helper (ADR 0064);
 * history in auction_status_history, audit 'auction.status'.
 */
export const AUCTION_STATUS: StatusSubject<AuctionStatus, 'auctions'> = {
  machine: AUCTION_STATUS_MACHINE,
  table: 'auctions',
  notFound: TRADING_MSG.auctionNotFound,
  auditAction: 'auction.status',
  also: () => ({ updatedAt: sql<Date>`now()` }),
  history: (trx, move) =>
    trx
      .insertInto('auctionStatusHistory')
      .values({
        uuid: newId(),
        auctionUuid: move.uuid,
        previousStatus: move.from,
        status: move.to,
        ...movedByColumns(move.by),
      })
      .execute(),
};

/**
 * Moves a locked auction. The clock's status (planned, active, finished) is not kept up to date
 * in the row; it is written first, so the move's `from` — the status the table checks and the
 * swap expects — is the one the auction has now, and the history shows it.
 */
export async function moveAuction(
  trx: Transaction<DB>,
  auction: LockedAuction,
  to: AuctionStatus,
  by: Mover,
  ip: string | null,
  now: Date,
  set: { acceptedVolume?: number } = {},
) {
  const from = auctionStatusAt(
    { status: auction.status, startAt: new Date(auction.startAt), endAt: new Date(auction.endAt) },
    now,
  );
  if (from !== auction.status) {
    await trx.updateTable('auctions').set({ status: from }).where('uuid', '=', auction.uuid).execute();
  }
  return moveStatus(trx, AUCTION_STATUS, { uuid: auction.uuid, from, to, by, ip, note: {}, set });
}
