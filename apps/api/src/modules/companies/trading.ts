import type { Transaction } from 'kysely';
import { COMPANY_MSG, mayTrade } from '@kolos/domain/companies';
import type { Database } from '../../db/client';
import type { DB } from '../../db/types';
import { forbidden } from '../../platform/errors';

/** Issue 19 point 8: offers are taken only from farmer companies a moderator approved (403 else). */
export async function mustTrade(db: Database | Transaction<DB>, farmerCompanyUuid: string): Promise<void> {
  const company = await db
    .selectFrom('companies')
    .select('status')
    .where('uuid', '=', farmerCompanyUuid)
    .executeTakeFirst();
  if (company && !mayTrade(company.status)) throw forbidden(COMPANY_MSG.notApprovedToTrade);
}
