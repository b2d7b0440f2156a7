import { sha256Hex } from '../modules/agreements';
import type { Database } from '../db/client';
import { DEMO } from './demo-ids';
import { ONBOARDING_DEMO } from './97-onboarding';

const C = DEMO.companies;
const id = (n: number) => `0190a019-0005-7000-8000-${String(n).padStart(12, '0')}`;

/** Fixed ids of the agreements' demo data (issue 19 point 5; 0190a019-0005- within onboarding's range). */
export const AGREEMENTS_DEMO = {
  templates: { kolosYugV1: id(501) },
  agreements: { rassvetKolosYug: id(511), onModerate: id(512), declined: id(513) },
  history: { rassvetCreated: id(521), rassvetSigned: id(522) },
} as const;

/** Who signed each demo agreement, and when: Рассвет's farmer, and the two farms that submitted. */
const SIGNED = [
  {
    uuid: AGREEMENTS_DEMO.agreements.rassvetKolosYug,
    farm: C.rassvet,
    user: DEMO.users.farmer,
    phone: DEMO.phones.farmer,
    at: new Date('2026-09-01T07:30:00Z'),
    history: [AGREEMENTS_DEMO.history.rassvetCreated, AGREEMENTS_DEMO.history.rassvetSigned],
  },
  {
    uuid: AGREEMENTS_DEMO.agreements.onModerate,
    farm: ONBOARDING_DEMO.companies.onModerate,
    user: ONBOARDING_DEMO.users.onModerate,
    phone: ONBOARDING_DEMO.phones.onModerate,
    at: new Date('2026-11-20T08:40:00Z'),
    history: [id(523), id(524)],
  },
  {
    uuid: AGREEMENTS_DEMO.agreements.declined,
    farm: ONBOARDING_DEMO.companies.declined,
    user: ONBOARDING_DEMO.users.declined,
    phone: ONBOARDING_DEMO.phones.declined,
    at: new Date('2026-11-20T08:45:00Z'),
    history: [id(525), id(526)],
  },
];

export const KOLOS_YUG_AGREEMENT_TITLE = 'Рамочный договор поставки зерна';

/** «Колос-Юг»'s framework agreement: a plausible text in a few sections, not legal advice. */
export const KOLOS_YUG_AGREEMENT_TEXT = `1. Предмет договора
1.1. Поставщик обязуется поставлять, а Покупатель — принимать и оплачивать зерно и продукты его переработки (далее — Товар) партиями на условиях настоящего рамочного договора и сделок, заключаемых Сторонами на платформе «Колос».
1.2. Наименование, количество, цена, базис и сроки поставки каждой партии согласуются Сторонами в сделке на платформе. Сделка является неотъемлемой частью настоящего договора.

2. Качество и приёмка
2.1. Качество Товара должно соответствовать ГОСТ и показателям, указанным в сделке. Приёмка по количеству и качеству производится на элеваторе Покупателя по результатам лабораторного анализа.
2.2. При отклонении показателей качества цена партии пересчитывается по шкале скидок и надбавок Покупателя, действующей на дату приёмки.

3. Цена и порядок расчётов
3.1. Цена Товара указывается в рублях за одну тонну. Оплата производится в течение 10 банковских дней с даты приёмки партии и получения Покупателем оригиналов отгрузочных документов, если в сделке не указано иное.

4. Поставка и электронная очередь
4.1. Поставщик доставляет Товар в согласованные слоты электронной очереди Покупателя. Транспорт, прибывший вне слота, принимается при наличии свободной мощности.

5. Ответственность Сторон
5.1. За недопоставку согласованного объёма Поставщик уплачивает штраф в размере 5 % стоимости недопоставленного Товара. За просрочку оплаты Покупатель уплачивает пени 0,1 % от неоплаченной суммы за каждый день просрочки.

6. Электронная подпись и срок действия
6.1. Стороны признают простую электронную подпись — код из SMS, отправленный на телефон представителя Поставщика, — равнозначной собственноручной подписи. Договор вступает в силу с момента подписания и действует один год с автоматической пролонгацией на каждый следующий год.`;

/**
 * The template of «Колос-Юг» and the agreements on it: «Рассвет»'s, signed by the demo farmer from
 * his phone, and those of the two farms that submitted their cards (a submission needs one). The
 * text's hash as the signature record keeps it. Idempotent by fixed ids.
 */
export async function seed(db: Database): Promise<void> {
  await db
    .insertInto('agreementTemplates')
    .values({
      uuid: AGREEMENTS_DEMO.templates.kolosYugV1,
      purchaserCompanyUuid: C.kolosYug,
      version: 1,
      title: KOLOS_YUG_AGREEMENT_TITLE,
      text: KOLOS_YUG_AGREEMENT_TEXT,
      createdBy: DEMO.users.kolosYugSuper,
      createdAt: new Date('2026-08-20T09:00:00Z'),
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  for (const a of SIGNED) {
    const created = new Date(a.at.getTime() - 5 * 60_000);
    await db
      .insertInto('agreements')
      .values({
        uuid: a.uuid,
        farmerCompanyUuid: a.farm,
        purchaserCompanyUuid: C.kolosYug,
        templateUuid: AGREEMENTS_DEMO.templates.kolosYugV1,
        title: KOLOS_YUG_AGREEMENT_TITLE,
        text: KOLOS_YUG_AGREEMENT_TEXT,
        status: 'AGREEMENT_CONTRACT_SIGNED',
        createdBy: a.user,
        createdAt: created,
        signedAt: a.at,
        signerUserUuid: a.user,
        signerPhone: a.phone,
        signerIp: '127.0.0.1',
        textSha256: sha256Hex(KOLOS_YUG_AGREEMENT_TEXT),
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
    await db
      .insertInto('agreementStatusHistory')
      .values([
        {
          uuid: a.history[0]!,
          agreementUuid: a.uuid,
          previousStatus: null,
          status: 'AGREEMENT_CONTRACT_CREATED',
          userUuid: a.user,
          actorUuid: null,
          createdAt: created,
        },
        {
          uuid: a.history[1]!,
          agreementUuid: a.uuid,
          previousStatus: 'AGREEMENT_CONTRACT_CREATED',
          status: 'AGREEMENT_CONTRACT_SIGNED',
          userUuid: a.user,
          actorUuid: null,
          createdAt: a.at,
        },
      ])
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}
