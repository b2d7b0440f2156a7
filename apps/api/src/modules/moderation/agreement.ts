import { sql } from 'kysely';
import type { Database } from '../../db/client';

/**
 * Whether the company has signed its purchaser's framework agreement (issue 19 point 5). The
 * agreements area is built beside this one: its table `agreements (farmer_company_uuid, status)`
 * is read only when it exists, so moderation works — and its tests run — without it.
 * null: no agreements area installed.
 */
export async function agreementSigned(db: Database, companyUuid: string): Promise<boolean | null> {
  const table = await sql<{ name: string | null }>`select to_regclass('agreements')::text as name`.execute(
    db,
  );
  if (!table.rows[0]?.name) return null;
  const signed = await sql<{ found: boolean }>`select exists (
      select 1 from agreements where farmer_company_uuid = ${companyUuid} and status = 'AGREEMENT_CONTRACT_SIGNED'
    ) as found`.execute(db);
  return signed.rows[0]?.found === true;
}
