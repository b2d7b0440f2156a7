import type { Transaction } from 'kysely';
import {
  auctionStatusAt,
  barsChangeable,
  TRADING_MSG,
  type AuctionAllowBody,
  type AuctionPermissionsReply,
} from '@kolos/domain/trading';
import type { AuthContext } from '../../platform/auth/context';
import { auditActor, writeAudit } from '../../platform/audit';
import type { Deps, RequestMeta } from '../../platform/deps';
import { conflict, notFound } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { authorName, readHistory } from '../../platform/status-history';
import type { DB } from '../../db/types';
import { DECLINE_LIVE_OFFERS } from './offers-hook';
import * as q from './queries';

/*
 * Issue 15 point 7 and issue 28 point 12: farmer companies barred from one auction. The bars in
 * force are auction_denied_companies (the matching and the offer rules read it); every bar put or
 * lifted is a row of auction_bar_history (who, when, why), read back by the platform's history
 * reader, and an audit record, both in the change's transaction (ADR 0082).
 */

const auctionNotFound = () => notFound(TRADING_MSG.auctionNotFound);

/** The auction the staff member may change, locked, still open to bar changes (else 404 / 409). */
async function lockOpenAuction(trx: Transaction<DB>, auth: AuthContext, auctionUuid: string) {
  const row = await q.findAuction(trx, q.auctionsChangeableBy(auth), auctionUuid);
  if (!row) throw auctionNotFound();
  const locked = await q.lockAuction(trx, auctionUuid);
  if (!locked) throw auctionNotFound();
  const status = auctionStatusAt(
    { status: locked.status, startAt: new Date(locked.startAt), endAt: new Date(locked.endAt) },
    new Date(),
  );
  if (!barsChangeable(status)) throw conflict(TRADING_MSG.closedAuction);
  return locked;
}

async function record(
  trx: Transaction<DB>,
  auth: AuthContext,
  meta: RequestMeta,
  bar: { auctionUuid: string; farmerCompanyUuid: string; denied: boolean; reason: string | null },
) {
  await trx
    .insertInto('auctionBarHistory')
    .values({ uuid: newId(), ...bar, userUuid: auth.userUuid, actorUuid: auth.actorUuid })
    .execute();
  await writeAudit(trx, {
    action: bar.denied ? 'auction.deny' : 'auction.allow',
    actorUuid: auditActor(auth),
    targetUuid: bar.auctionUuid,
    ip: meta.ip,
    detail: { farmerCompanyUuid: bar.farmerCompanyUuid, ...(bar.reason ? { reason: bar.reason } : {}) },
  });
}

/** GET /auctions/permissions/list?auctionUuid=: the bars in force and their history. */
export async function permissions(
  deps: Deps,
  auth: AuthContext,
  auctionUuid: string,
): Promise<AuctionPermissionsReply> {
  const row = await q.findAuction(deps.db, q.auctionsChangeableBy(auth), auctionUuid);
  if (!row) throw auctionNotFound();
  const [denied, history] = await Promise.all([
    q.deniedCompanies(deps.db, auctionUuid),
    readHistory(deps.db, 'auctionBarHistory', 'auctionUuid', auctionUuid),
  ]);
  const names = await q.companyNames(deps.db, [...new Set(history.map((h) => h.farmerCompanyUuid))]);
  const company = (uuid: string) => names.get(uuid) ?? { name: '', taxCode: '' };
  return {
    auctionUuid,
    denied: denied.map((d) => ({
      farmerCompanyUuid: d.farmerCompanyUuid,
      farmerCompany: { name: d.name, taxCode: d.taxCode ?? '' },
      createdAt: new Date(d.createdAt).toISOString(),
    })),
    history: history.map((h) => ({
      farmerCompanyUuid: h.farmerCompanyUuid,
      farmerCompany: company(h.farmerCompanyUuid),
      denied: h.denied,
      reason: h.reason,
      author: authorName(h),
      createdAt: new Date(h.createdAt).toISOString(),
    })),
  };
}

/**
 * POST /auctions/permissions/deny: bars a farmer company from the auction (it no longer matches
 * him and he cannot offer); his live offer there is declined. A second bar changes nothing.
 */
export async function deny(
  deps: Deps,
  auth: AuthContext,
  body: { auctionUuid: string; farmerCompanyUuid: string },
  meta: RequestMeta,
): Promise<AuctionPermissionsReply> {
  const farmerUuid = await q.farmerCompany(deps.db, body.farmerCompanyUuid);
  await deps.db.transaction().execute(async (trx) => {
    await lockOpenAuction(trx, auth, body.auctionUuid);
    const added = await trx
      .insertInto('auctionDeniedCompanies')
      .values({ auctionUuid: body.auctionUuid, farmerCompanyUuid: farmerUuid, createdBy: auth.userUuid })
      .onConflict((oc) => oc.columns(['auctionUuid', 'farmerCompanyUuid']).doNothing())
      .executeTakeFirst();
    if (Number(added.numInsertedOrUpdatedRows ?? 0) === 0) return;
    await deps.hooks.of(DECLINE_LIVE_OFFERS)(
      deps,
      trx,
      { auctionUuid: body.auctionUuid, farmerCompanyUuid: farmerUuid },
      auth,
      meta.ip,
    );
    await record(trx, auth, meta, {
      auctionUuid: body.auctionUuid,
      farmerCompanyUuid: farmerUuid,
      denied: true,
      reason: null,
    });
  });
  return permissions(deps, auth, body.auctionUuid);
}

/**
 * POST /auctions/permissions/allow: lifts a bar, with its reason. The farmer matches the auction
 * again and may offer; the offer the bar declined stays declined (he makes a new one). A company
 * not barred there: 409.
 */
export async function allow(
  deps: Deps,
  auth: AuthContext,
  body: AuctionAllowBody,
  meta: RequestMeta,
): Promise<AuctionPermissionsReply> {
  await deps.db.transaction().execute(async (trx) => {
    await lockOpenAuction(trx, auth, body.auctionUuid);
    const removed = await trx
      .deleteFrom('auctionDeniedCompanies')
      .where('auctionUuid', '=', body.auctionUuid)
      .where('farmerCompanyUuid', '=', body.farmerCompanyUuid)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0) throw conflict(TRADING_MSG.notDenied);
    await record(trx, auth, meta, {
      auctionUuid: body.auctionUuid,
      farmerCompanyUuid: body.farmerCompanyUuid,
      denied: false,
      reason: body.reason,
    });
  });
  return permissions(deps, auth, body.auctionUuid);
}
