import { readFileSync } from 'node:fs';
import { completeInn } from '@kolos/domain';
import type { PrepaymentRequest, ProductAlias } from '@kolos/domain/prepayment';
import { as, DEMO, login, type TestApp, type Tokens } from '../../../test/harness';
import { hashPassword } from '../../platform/crypto';
import { newId } from '../../platform/ids';
import './tables';

/** Test helpers of the prepayment area: fixtures, uploads, and farmers with limits of their own. */
export const fixture = (name: string): Buffer => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

export function upload(t: TestApp, tokens: Tokens, body: Buffer | string, contentType = 'text/csv') {
  return as(
    t.app,
    tokens,
  )({
    method: 'POST',
    url: '/api/v2/prepayments/upload-limits',
    headers: { 'content-type': contentType },
    payload: body,
  });
}

let serial = 0;
const passwordHash = hashPassword(DEMO.password);

export interface TestFarmer {
  companyUuid: string;
  inn: string;
  name: string;
  tokens: Tokens;
  limitUuid: string;
}

/**
 * A farmer company of its own with a logged-in user and one limit, so that a test's approvals
 * and requests touch no other test's money.
 */
export async function makeFarmer(
  t: TestApp,
  opts: { limit: number; productAlias?: ProductAlias; purchaser?: string },
): Promise<TestFarmer> {
  serial += 1;
  const n = `${process.pid % 1000}${String(serial).padStart(3, '0')}`;
  const companyUuid = newId();
  const inn = completeInn(`77${n.padStart(7, '0')}`);
  const name = `КФХ «Тест ${n}»`;
  const phone = `+7955${n.padStart(7, '0')}`;
  await t.db
    .insertInto('companies')
    .values({ uuid: companyUuid, name, taxCode: inn, userType: 'farmer' })
    .execute();
  await t.db
    .insertInto('users')
    .values({ uuid: newId(), phone, userType: 'farmer', companyUuid, passwordHash: await passwordHash })
    .execute();
  const limitUuid = newId();
  await t.db
    .insertInto('prepaymentLimits')
    .values({
      uuid: limitUuid,
      purchaserCompanyUuid: opts.purchaser ?? DEMO.companies.kolosYug,
      farmerCompanyUuid: companyUuid,
      productAlias: opts.productAlias ?? 'AgroAvans',
      amount: opts.limit,
      insureCompany: null,
    })
    .execute();
  return { companyUuid, inn, name, tokens: await login(t.app, phone), limitUuid };
}

/** The farmer asks for an advance; the request comes back as the API answers it. */
export async function requestAdvance(
  t: TestApp,
  farmer: TestFarmer,
  requestValue: number,
  productAlias: ProductAlias = 'AgroAvans',
): Promise<PrepaymentRequest> {
  const res = await as(
    t.app,
    farmer.tokens,
  )({
    method: 'POST',
    url: '/api/prepayments/requests',
    payload: { requestValue, productAlias },
  });
  if (res.statusCode !== 201) throw new Error(`create request: ${res.statusCode} ${res.body}`);
  return res.json<PrepaymentRequest>();
}

export function setStatus(t: TestApp, tokens: Tokens, payload: Record<string, unknown>) {
  return as(t.app, tokens)({ method: 'PUT', url: '/api/prepayments/requests', payload });
}
