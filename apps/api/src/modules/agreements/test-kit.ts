import { randomInt } from 'node:crypto';
import type { Policy } from '@kolos/domain';
import type { Agreement } from '@kolos/domain/agreements';
import { DEMO, login, type TestApp } from '../../../test/harness';
import { policy } from '../../../test/places';
import { client, type Client } from '../../../test/staff';
import { issueOnetimeToken } from '../auth';
import { hashPassword } from '../../platform/crypto';
import { newId } from '../../platform/ids';

/** What the farmer's own steps ask of a full session: the registration flow's route. */
export const SIGNER_POLICIES = [policy('RegistrationContracts', ['*'])];

export const message = (res: { json: () => unknown }) => (res.json() as { message: string }).message;

/** A farmer company of the test's own and its user (full session with the signer's policy, or those given). */
export async function newSigner(
  t: TestApp,
  name = `КФХ «Подпись ${randomInt(1e6)}»`,
  policies: Policy[] = SIGNER_POLICIES,
) {
  const companyUuid = newId();
  const userUuid = newId();
  const roleUuid = newId();
  const phone = `+7977${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
  await t.db
    .insertInto('companies')
    .values({ uuid: companyUuid, name, taxCode: String(randomInt(1e11, 1e12 - 1)), userType: 'farmer' })
    .execute();
  await t.db
    .insertInto('roles')
    .values({
      uuid: roleUuid,
      companyUuid,
      name: `Роль ${roleUuid.slice(-6)}`,
      policies: JSON.stringify(policies),
    })
    .execute();
  await t.db
    .insertInto('users')
    .values({
      uuid: userUuid,
      phone,
      lastName: 'Кузнецов',
      name: 'Андрей',
      surname: 'Павлович',
      userType: 'farmer',
      companyUuid,
      passwordHash: await hashPassword(DEMO.password),
    })
    .execute();
  await t.db.insertInto('groups').values({ uuid: userUuid, name: phone, companyUuid }).execute();
  await t.db.insertInto('groupRoles').values({ groupUuid: userUuid, roleUuid }).execute();
  return { companyUuid, userUuid, phone, name, call: client(t, await login(t.app, phone)) };
}

/** The same user through the one-time link: the restricted 'registration' session (SPEC 4). */
export async function registrationSession(t: TestApp, userUuid: string): Promise<Client> {
  const link = await issueOnetimeToken(t.app.deps, userUuid, 'registration', 3600);
  const res = await t.app.inject({ method: 'GET', url: `/api/user/login/onetime/${link}` });
  const { accessToken, refreshToken } = res.json<{ accessToken: string; refreshToken: string }>();
  return client(t, { access_token: accessToken, refresh_token: refreshToken });
}

/** The last code the outbox holds for a phone. */
export async function lastCode(t: TestApp, phone: string): Promise<string> {
  const row = await t.db
    .selectFrom('outboxMessages')
    .select(['code', 'text'])
    .where('recipient', '=', phone)
    .orderBy('createdAt', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  return row.code!;
}

/** The farmer's current agreement with a purchaser. */
export async function current(c: Client, purchaserUuid: string): Promise<Agreement> {
  const res = await c.post('/api/personal/agreement/current', { purchaserUuid });
  if (res.statusCode !== 200) throw new Error(`current: ${res.statusCode} ${res.body}`);
  return res.json<Agreement>();
}

/** Asks a code and answers it. */
export async function askCode(t: TestApp, c: Client, uuid: string, phone: string): Promise<string> {
  const res = await c.post(`/api/agreement/${uuid}/sign-code`, {});
  if (res.statusCode !== 200) throw new Error(`sign-code: ${res.statusCode} ${res.body}`);
  return lastCode(t, phone);
}

export const wrongOf = (code: string) => code.replace(/\d$/, (d) => String((Number(d) + 1) % 10));

export const sign = (c: Client, uuid: string, code: string) =>
  c.put(`/api/agreement/${uuid}`, { status: 'AGREEMENT_CONTRACT_SIGNED', code });
