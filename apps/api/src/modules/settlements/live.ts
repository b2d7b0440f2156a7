import type { Transaction } from 'kysely';
import type { SettlementStatus } from '@kolos/domain/settlements';
import type { DB } from '../../db/types';
import type { Deps } from '../../platform/deps';
import { publishEvent } from '../../platform/events';

/**
 * A statement's live event (issue 30), in the transaction of its move: the purchaser's «Расчёты»
 * and the farmer's statements refresh on it, each receiver seeing only his company's (ADR 0115).
 */
export async function publishStatement(
  deps: Pick<Deps, 'jobs'>,
  trx: Transaction<DB>,
  statement: {
    uuid: string;
    number: number | string;
    dealUuid: string;
    ownerCompanyUuid: string;
    farmerCompanyUuid: string;
  },
  status: SettlementStatus,
  actor: string,
): Promise<void> {
  await publishEvent(deps, trx, {
    type: 'settlement.changed',
    settlementUuid: statement.uuid,
    ownerCompanyUuid: statement.ownerCompanyUuid,
    farmerCompanyUuid: statement.farmerCompanyUuid,
    actorUuid: actor,
    fields: { number: Number(statement.number), dealUuid: statement.dealUuid, status },
  });
}
