import { randomInt } from 'node:crypto';
import { completeInn } from '@kolos/domain';
import { as, type TestApp } from './harness';
import { client, freshPhone, type Client } from './staff';

/** A valid ИНН no other test uses: 10 digits for an organisation, 12 for a sole trader. */
export const freshInn = (kind: 'corp' | 'individual' = 'corp') =>
  completeInn(String(randomInt(10 ** (kind === 'corp' ? 8 : 9), 10 ** (kind === 'corp' ? 9 : 10) - 1)));

/** The one-time link's token from the last SMS the outbox "sent" to the phone. */
export async function linkToken(t: TestApp, phone: string): Promise<string> {
  const row = await t.db
    .selectFrom('outboxMessages')
    .select('text')
    .where('recipient', '=', phone)
    .orderBy('createdAt', 'desc')
    .orderBy('uuid', 'desc')
    .executeTakeFirstOrThrow();
  return /\/registration\/([\w-]+)/.exec(row.text)![1]!;
}

/** Invites a farmer as `by`, opens the link and answers the registration session with the ids. */
export async function invited(t: TestApp, by: Client, kind: 'corp' | 'individual' = 'corp') {
  const phone = freshPhone();
  const taxCode = freshInn(kind);
  const res = await by.post('/api/registration/invitations', {
    phone,
    taxCode,
    name: `КФХ ${phone.slice(-4)}`,
  });
  if (res.statusCode !== 200) throw new Error(`invite: ${res.statusCode} ${res.body}`);
  const invitation = res.json<{ uuid: string; companyUuid: string; userUuid: string; expireAt: string }>();
  const token = await linkToken(t, phone);
  const opened = await t.app.inject({ method: 'GET', url: `/api/user/login/onetime/${token}` });
  if (opened.statusCode !== 200) throw new Error(`onetime: ${opened.statusCode} ${opened.body}`);
  const tokens = opened.json<{ access_token: string; refresh_token: string }>();
  return { ...invitation, phone, taxCode, token, farmer: client(t, tokens), ask: as(t.app, tokens) };
}

/** A card that passes every requisite check (real check digits). */
export const corpCard = (taxCode: string) => ({
  name: 'ООО «Проба»',
  type: 'COMPANY_TYPE_CORP',
  taxCode,
  reasonCode: '773601001',
  code: '1027700132195',
  nds: true,
  director: 'Иванов Иван Иванович',
  address: 'г Москва, ул Тверская, д 1',
  bankID: '044525225',
  bankName: 'ПАО Сбербанк',
  accountNumber: '40702810038000017240',
  contactEmail: 'info@example.ru',
});
export { multipartBody, SAMPLES } from '../src/modules/docs/fixtures';
