import { amountOf, defaultNormsOf } from '@kolos/domain/acceptance';
import type { Database } from '../db/client';
import { newId } from '../platform/ids';
import { ACCESS_DEMO } from './30-access';
import { PLACES_DEMO } from './40-places';
import { DEMO, TRADING_DEMO } from './demo-ids';

const settlementId = (n: number) => `0190a030-0000-7000-8000-${String(n).padStart(12, '0')}`;

/**
 * Fixed ids of the settlement demo (issue 30; the 0190a030- range is this area's): a confirmed
 * statement of «Рассвет»'s accepted offer and a draft of «Нива»'s.
 */
export const SETTLEMENT_DEMO = { confirmed: settlementId(1), draft: settlementId(2) } as const;

const DEALS = [
  {
    offer: TRADING_DEMO.offers.rassvetAccepted,
    settlement: SETTLEMENT_DEMO.confirmed,
    status: 'SETTLEMENT_CONFIRMED',
  },
  { offer: TRADING_DEMO.id(202), settlement: SETTLEMENT_DEMO.draft, status: 'SETTLEMENT_DRAFT' },
] as const;

/**
 * Issue 30 demo data: the unloaded trucks of two demo deals at Тихорецкий get their acceptance
 * (the weight on the slot, the ГОСТ basis quality, the offer's price), and each deal a statement
 * of all its trucks but the latest — one confirmed, one a draft — so «Расчёты» shows both and a
 * deal still to settle. Done once (the statements' fixed ids are the mark).
 */
export async function seed(db: Database): Promise<void> {
  const done = await db
    .selectFrom('dealSettlements')
    .select('uuid')
    .where('uuid', '=', SETTLEMENT_DEMO.confirmed)
    .executeTakeFirst();
  if (done) return;
  const wheat = defaultNormsOf('wheat-3');
  await db.transaction().execute(async (trx) => {
    await bankRequisites(trx);
    for (const deal of DEALS) {
      const offer = await trx
        .selectFrom('offers')
        .select(['price'])
        .where('uuid', '=', deal.offer)
        .executeTakeFirst();
      if (!offer) continue;
      const slots = await trx
        .selectFrom('slots')
        .select([
          'uuid',
          'unloadedVolume',
          'ownerCompanyUuid',
          'farmerCompanyUuid',
          'locationUuid',
          'startAt',
        ])
        .where('offerUuid', '=', deal.offer)
        .where('locationUuid', '=', PLACES_DEMO.elevators.tikhoretsk)
        .where('status', '=', 'SLOT_UNLOADED')
        .where('acceptanceVersion', 'is', null)
        .orderBy('startAt')
        .execute();
      if (slots.length < 2) continue;
      const price = Number(offer.price);
      const accepted = [];
      for (const [i, s] of slots.entries()) {
        const creditedKg = Math.round(Number(s.unloadedVolume ?? 25) * 1000);
        const amount = amountOf(creditedKg, Math.round(price * 100));
        const uuid = newId();
        await trx
          .insertInto('slotAcceptances')
          .values({
            uuid,
            slotUuid: s.uuid,
            version: 1,
            ownerCompanyUuid: s.ownerCompanyUuid,
            farmerCompanyUuid: s.farmerCompanyUuid,
            locationUuid: s.locationUuid,
            offerUuid: deal.offer,
            taskUuid: null,
            decision: 'ACCEPT',
            ticketNumber: `Т-${1000 + i}`,
            grossKg: creditedKg + 15_000,
            tareKg: 15_000,
            netKg: creditedKg,
            creditedKg,
            lossPercent: 0,
            quality: JSON.stringify({ MOISTURE: 14, FOREIGN: 1, GRAIN: 2 }),
            factors: JSON.stringify(wheat?.factors ?? []),
            adjustments: JSON.stringify([]),
            dealPricePerTon: price,
            manualDiscountPerTon: null,
            pricePerTon: price,
            amount,
            vat: null,
            overLimit: JSON.stringify([]),
            reason: null,
            userUuid: ACCESS_DEMO.users.kolosYugLogist,
            actorUuid: null,
            createdAt: s.startAt,
          })
          .execute();
        await trx.updateTable('slots').set({ acceptanceVersion: 1 }).where('uuid', '=', s.uuid).execute();
        accepted.push({ uuid, slotUuid: s.uuid, creditedKg, amount, farmer: s.farmerCompanyUuid });
      }
      // the latest truck is left for «Расчёты» to settle
      const lines = accepted.slice(0, -1);
      const amount = lines.reduce((n, l) => n + l.amount, 0);
      await trx
        .insertInto('dealSettlements')
        .values({
          uuid: deal.settlement,
          dealUuid: deal.offer,
          dealKind: 'OFFER',
          ownerCompanyUuid: DEMO.companies.kolosYug,
          farmerCompanyUuid: lines[0]!.farmer,
          status: deal.status,
          creditedKg: lines.reduce((n, l) => n + l.creditedKg, 0),
          amount,
          vat: null,
          paymentNumber: null,
          paymentDate: null,
          createdBy: DEMO.users.kolosYugSuper,
        })
        .execute();
      await trx
        .insertInto('dealSettlementLines')
        .values(
          lines.map((l) => ({
            uuid: newId(),
            settlementUuid: deal.settlement,
            slotUuid: l.slotUuid,
            acceptanceUuid: l.uuid,
            creditedKg: l.creditedKg,
            amount: l.amount,
          })),
        )
        .execute();
      const history = [{ from: null, to: 'SETTLEMENT_DRAFT' as const }];
      if (deal.status === 'SETTLEMENT_CONFIRMED')
        history.push({ from: 'SETTLEMENT_DRAFT' as never, to: 'SETTLEMENT_CONFIRMED' as never });
      await trx
        .insertInto('dealSettlementStatusHistory')
        .values(
          history.map((h) => ({
            uuid: newId(),
            settlementUuid: deal.settlement,
            previousStatus: h.from,
            status: h.to,
            reason: null,
            userUuid: DEMO.users.kolosYugSuper,
            actorUuid: null,
          })),
        )
        .execute();
    }
  });
}

/**
 * The demo parties' bank requisites, so the demo's confirmed statement goes into a bank file as
 * it would for real companies; a field someone already filled is kept. Sample numbers in the
 * right shape (a real БИК of Сбербанк's Krasnodar office and its correspondent account).
 */
const BANK = {
  bankId: '040349602',
  bankName: 'Краснодарское отделение № 8619 ПАО Сбербанк',
  corrAccount: '30101810100000000602',
};
const DEMO_ACCOUNTS = [
  { company: DEMO.companies.kolosYug, reasonCode: '230801001', accountNumber: '40702810330000000101' },
  { company: DEMO.companies.rassvet, reasonCode: '232101001', accountNumber: '40702810330000000103' },
  { company: DEMO.companies.niva, reasonCode: '614901001', accountNumber: '40702810330000000104' },
];

async function bankRequisites(trx: Database) {
  for (const a of DEMO_ACCOUNTS)
    await trx
      .updateTable('companies')
      .set((eb) => ({
        reasonCode: eb.fn.coalesce('reasonCode', eb.val(a.reasonCode)),
        bankId: eb.fn.coalesce('bankId', eb.val(BANK.bankId)),
        bankName: eb.fn.coalesce('bankName', eb.val(BANK.bankName)),
        corrAccount: eb.fn.coalesce('corrAccount', eb.val(BANK.corrAccount)),
        accountNumber: eb.fn.coalesce('accountNumber', eb.val(a.accountNumber)),
      }))
      .where('uuid', '=', a.company)
      .execute();
}
