import { completeInn } from '@kolos/domain';
import type { Database } from '../db/client';
import { hashToken } from '../platform/crypto';
import '../modules/companies';
import { DEMO } from './demo-ids';
import { demoPdf, storeDemoFile } from './demo-pdf';

const id = (n: number) => `0190a019-0000-7000-8000-${String(n).padStart(12, '0')}`;

/**
 * Fixed ids of the onboarding demo data (issue 19; the 0190a019- range is this area's): one
 * farmer company in each status but APPROVED (the demo farms are approved), invited by «Колос-Юг».
 */
export const ONBOARDING_DEMO = {
  companies: { needDocuments: id(101), onModerate: id(102), declined: id(103) },
  users: { needDocuments: id(201), onModerate: id(202), declined: id(203) },
  phones: { needDocuments: '+79000000011', onModerate: '+79000000012', declined: '+79000000013' },
  /** The pending invitation's link: `${PUBLIC_URL}/registration/${link}` works for 7 days after the seed. */
  link: 'demo-registration-link-need-documents-0001',
  declineReason: 'Выписка из ЕГРЮЛ старше 30 дней: загрузите свежую',
} as const;

const O = ONBOARDING_DEMO;
const SUBMITTED = new Date('2026-11-20T09:00:00Z');
const SUBMITTED_REQUISITES = {
  reasonCode: '236001001',
  code: '1022300000018',
  bankID: '040349602',
  bankName: 'Краснодарское отделение № 8619 ПАО Сбербанк',
  accountNumber: '40702810530000000004',
};

const farms = [
  {
    c: O.companies.needDocuments,
    u: O.users.needDocuments,
    phone: O.phones.needDocuments,
    stem: '231100771',
    name: 'ООО «Колосья»',
    /** the company as the demo PDFs print it (a standard PDF font has no Cyrillic) */
    latin: 'OOO Kolosya',
    status: 'NEED_DOCUMENTS',
    person: ['Павлов', 'Игорь'],
    email: 'pavlov@kolosya.example.ru',
  },
  {
    c: O.companies.onModerate,
    u: O.users.onModerate,
    phone: O.phones.onModerate,
    stem: '231100772',
    name: 'ООО «Южная нива»',
    /** the company as the demo PDFs print it (a standard PDF font has no Cyrillic) */
    latin: 'OOO Yuzhnaya Niva',
    status: 'ON_MODERATE',
    person: ['Гончаренко', 'Ольга'],
    email: 'goncharenko@yuzhnaya-niva.example.ru',
  },
  {
    c: O.companies.declined,
    u: O.users.declined,
    phone: O.phones.declined,
    stem: '231100773',
    name: 'ООО «Степь»',
    /** the company as the demo PDFs print it (a standard PDF font has no Cyrillic) */
    latin: 'OOO Step',
    status: 'DECLINED',
    person: ['Ткаченко', 'Степан'],
    email: 'tkachenko@example.ru',
  },
] as const;

export async function seed(db: Database): Promise<void> {
  const kolos = DEMO.companies.kolosYug;
  for (const [i, f] of farms.entries()) {
    const full = f.status !== 'NEED_DOCUMENTS';
    await db
      .insertInto('companies')
      .values({
        uuid: f.c,
        name: f.name,
        taxCode: completeInn(f.stem),
        type: 'COMPANY_TYPE_CORP',
        userType: 'farmer',
        traderType: 'TRADER_TYPE_FARMER',
        status: f.status,
        invitedByCompanyUuid: kolos,
        submittedAt: full ? SUBMITTED : null,
        declineReason: f.status === 'DECLINED' ? O.declineReason : null,
        address: full ? 'Краснодарский край, г Тихорецк' : null,
        director: full ? `${f.person[0]} ${f.person[1]}` : null,
        // a submitted card is complete: every requisite the submission asks for (real check digits)
        ...(full ? SUBMITTED_REQUISITES : {}),
      })
      .onConflict((oc) => oc.column('uuid').doNothing())
      .execute();
    await db
      .insertInto('users')
      .values({
        uuid: f.u,
        phone: f.phone,
        lastName: f.person[0],
        name: f.person[1],
        userType: 'farmer',
        companyUuid: f.c,
        notifyEmail: f.email,
      })
      .onConflict((oc) => oc.column('uuid').doNothing())
      .execute();
    await db
      .insertInto('registrationInvitations')
      .values({
        uuid: id(301 + i),
        companyUuid: f.c,
        userUuid: f.u,
        purchaserCompanyUuid: kolos,
        invitedBy: DEMO.users.kolosYugSuper,
        phone: f.phone,
        expireAt: new Date(Date.now() + 7 * 86_400_000),
      })
      .onConflict((oc) => oc.column('uuid').doNothing())
      .execute();
    const history: [string | null, string, string | null][] = [[null, 'NEED_DOCUMENTS', null]];
    if (full) history.push(['NEED_DOCUMENTS', 'ON_MODERATE', null]);
    if (f.status === 'DECLINED') history.push(['ON_MODERATE', 'DECLINED', O.declineReason]);
    await db
      .insertInto('companyStatusHistory')
      .values(
        history.map(([from, to, reason], n) => ({
          uuid: id(1000 + i * 10 + n),
          companyUuid: f.c,
          previousStatus: from,
          status: to,
          statusReason: reason,
          userUuid:
            to === 'NEED_DOCUMENTS'
              ? DEMO.users.kolosYugSuper
              : to === 'ON_MODERATE'
                ? f.u
                : DEMO.users.admin,
          actorUuid: null,
          createdAt: new Date(SUBMITTED.getTime() + n * 3_600_000),
        })),
      )
      .onConflict((oc) => oc.column('uuid').doNothing())
      .execute();
    if (!full) continue;
    for (const [n, code] of ['CHARTER', 'EGRUL_EXTRACT', 'DIRECTOR_ORDER', 'COMPANY_CARD'].entries()) {
      const fileUuid = id(2000 + i * 10 + n);
      const storageKey = `2026/11/${fileUuid}`;
      const pdf = demoPdf(`${code}: ${f.latin}`);
      await storeDemoFile(storageKey, pdf);
      await db
        .insertInto('files')
        .values({
          uuid: fileUuid,
          ownerUserUuid: f.u,
          ownerCompanyUuid: f.c,
          name: `${code.toLowerCase()}.pdf`,
          size: pdf.length,
          contentType: 'application/pdf',
          storageKey,
        })
        .onConflict((oc) => oc.column('uuid').doNothing())
        .execute();
      await db
        .insertInto('companyDocuments')
        .values({ uuid: id(3000 + i * 10 + n), companyUuid: f.c, code, fileUuid, uploadedBy: f.u })
        .onConflict((oc) => oc.column('uuid').doNothing())
        .execute();
    }
  }
  // The pending invitation's link, hashed like every one-time link.
  await db
    .insertInto('onetimeTokens')
    .values({
      tokenHash: hashToken(O.link),
      userUuid: O.users.needDocuments,
      purpose: 'registration',
      expiresAt: new Date(Date.now() + 7 * 86_400_000),
    })
    .onConflict((oc) => oc.column('tokenHash').doNothing())
    .execute();
}
