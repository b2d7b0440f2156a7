import { DEMO, type TestApp } from '../../../test/harness';
import { newSlot } from '../../../test/slots';
import { TASKS_DEMO } from '../../seed/85-tasks';
import { newId } from '../../platform/ids';
import './tables';

/** Test helpers of the settlements area: a deal of a farmer's own and accepted trucks on it. */

const day = (d: string | Date) => (typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10));

/** A third-party deal of Колос-Юг with this farmer company (a copy of the demo one). */
export async function newDeal(t: TestApp, farmerCompanyUuid: string): Promise<string> {
  const demo = await t.db
    .selectFrom('tasks')
    .selectAll()
    .where('uuid', '=', TASKS_DEMO.tasks.standardActive)
    .executeTakeFirstOrThrow();
  const uuid = newId();
  const { number: _n, uuid: _u, ...rest } = demo;
  await t.db
    .insertInto('tasks')
    .values({
      ...rest,
      deliveryDateStart: day(rest.deliveryDateStart),
      deliveryDateEnd: day(rest.deliveryDateEnd),
      uuid,
      farmerCompanyUuid,
      contractUuid: null,
      offerUuid: null,
    })
    .execute();
  return uuid;
}

let hour = 0;
/**
 * An unloaded truck of the deal with its acceptance in force, written straight to the database:
 * `creditedKg` at `pricePerTon` ₽/t (amount in kopecks, half up), НДС when `vat`.
 */
export async function acceptedTruck(
  t: TestApp,
  deal: { taskUuid: string; farmerCompanyUuid: string },
  creditedKg: number,
  pricePerTon = 15_000,
  vat = false,
) {
  const { uuid } = await newSlot(t, {
    at: Math.floor(Date.now() / 1000) + 3600 * 24 * 60 + hour++ * 3600,
    status: 'SLOT_UNLOADED',
    farmer: deal.farmerCompanyUuid,
    offer: null,
  });
  await t.db
    .updateTable('slots')
    .set({ taskUuid: deal.taskUuid, unloadedVolume: creditedKg / 1000, acceptanceVersion: 1 })
    .where('uuid', '=', uuid)
    .execute();
  const amount = Math.round((creditedKg * pricePerTon * 100) / 1000);
  const acceptance = newId();
  await t.db
    .insertInto('slotAcceptances')
    .values({
      uuid: acceptance,
      slotUuid: uuid,
      version: 1,
      ownerCompanyUuid: DEMO.companies.kolosYug,
      farmerCompanyUuid: deal.farmerCompanyUuid,
      locationUuid: (
        await t.db
          .selectFrom('slots')
          .select('locationUuid')
          .where('uuid', '=', uuid)
          .executeTakeFirstOrThrow()
      ).locationUuid,
      offerUuid: null,
      taskUuid: deal.taskUuid,
      decision: 'ACCEPT',
      ticketNumber: `Т-${hour}`,
      grossKg: creditedKg + 15_000,
      tareKg: 15_000,
      netKg: creditedKg,
      creditedKg,
      lossPercent: 0,
      quality: JSON.stringify({ MOISTURE: 14, FOREIGN: 1, GRAIN: 2 }),
      factors: JSON.stringify([]),
      adjustments: JSON.stringify([]),
      dealPricePerTon: pricePerTon,
      manualDiscountPerTon: null,
      pricePerTon,
      amount,
      vat: vat ? Math.round((amount * 10) / 110) : null,
      overLimit: JSON.stringify([]),
      reason: null,
      userUuid: null,
      actorUuid: null,
    })
    .execute();
  return { slotUuid: uuid, acceptanceUuid: acceptance, amount };
}
