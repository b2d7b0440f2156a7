import { sha256Hex } from '../modules/agreements';
import type { Database } from '../db/client';
import { DEMO } from './demo-ids';

const C = DEMO.companies;
const id = (n: number) => `0190a019-0005-7000-8000-${String(n).padStart(12, '0')}`;

/** Fixed ids of the agreements' demo data (issue 19 point 5; 0190a019-0005- within onboarding's range). */
export const AGREEMENTS_DEMO = {
  templates: { kolosYugV1: id(501) },
  agreements: { rassvetKolosYug: id(511) },
  history: { rassvetCreated: id(521), rassvetSigned: id(522) },
} as const;

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

const SIGNED_AT = new Date('2026-09-01T07:30:00Z');

/**
 * The template of «Колос-Юг» and «Рассвет»'s agreement with it, signed by the demo farmer from
 * his phone (the text's hash as the signature record keeps it). Idempotent by fixed ids.
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
  await db
    .insertInto('agreements')
    .values({
      uuid: AGREEMENTS_DEMO.agreements.rassvetKolosYug,
      farmerCompanyUuid: C.rassvet,
      purchaserCompanyUuid: C.kolosYug,
      templateUuid: AGREEMENTS_DEMO.templates.kolosYugV1,
      title: KOLOS_YUG_AGREEMENT_TITLE,
      text: KOLOS_YUG_AGREEMENT_TEXT,
      status: 'AGREEMENT_CONTRACT_SIGNED',
      createdBy: DEMO.users.farmer,
      createdAt: new Date('2026-09-01T07:25:00Z'),
      signedAt: SIGNED_AT,
      signerUserUuid: DEMO.users.farmer,
      signerPhone: DEMO.phones.farmer,
      signerIp: '127.0.0.1',
      textSha256: sha256Hex(KOLOS_YUG_AGREEMENT_TEXT),
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto('agreementStatusHistory')
    .values([
      {
        uuid: AGREEMENTS_DEMO.history.rassvetCreated,
        agreementUuid: AGREEMENTS_DEMO.agreements.rassvetKolosYug,
        previousStatus: null,
        status: 'AGREEMENT_CONTRACT_CREATED',
        userUuid: DEMO.users.farmer,
        actorUuid: null,
        createdAt: new Date('2026-09-01T07:25:00Z'),
      },
      {
        uuid: AGREEMENTS_DEMO.history.rassvetSigned,
        agreementUuid: AGREEMENTS_DEMO.agreements.rassvetKolosYug,
        previousStatus: 'AGREEMENT_CONTRACT_CREATED',
        status: 'AGREEMENT_CONTRACT_SIGNED',
        userUuid: DEMO.users.farmer,
        actorUuid: null,
        createdAt: SIGNED_AT,
      },
    ])
    .onConflict((oc) => oc.doNothing())
    .execute();
}
