import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displayPlate, FLEET_MSG, type FleetCarWire, type FleetDriverWire } from '@kolos/domain/fleet';
import { QUEUE_MSG, SLOT_UPDATE_MSG, type SlotWire } from '@kolos/domain/queue';
import { createTestApp, type TestApp } from '../../../test/harness';
import { policy } from '../../../test/places';
import { acceptedAt, ledgerOf } from '../../../test/queue';
import { freshPhone, type Client } from '../../../test/staff';
import { demoPurchaser, newFarmer, userWith } from '../../../test/trading';

/*
 * Issue 29 point 16: the company's saved trucks and drivers, and one truck and driver onto several
 * slots at once by PUT slots' rule — all or nothing, the company's own only.
 */

let t: TestApp;
let kolos: Client;
beforeAll(async () => {
  t = await createTestApp();
  kolos = await demoPurchaser(t);
}, 120_000);
afterAll(() => t.close());

const message = (res: { json: () => unknown }) => (res.json() as { message: string }).message;
/** A farmer company of its own with a user whose role is the «Фермер» role's Slots item. */
async function fleetOwner(rights: ('read' | 'update' | '*')[] = ['*']) {
  const company = await newFarmer(t);
  return { ...company, user: await userWith(t, company.companyUuid, 'farmer', [policy('Slots', rights)]) };
}
/** A random valid tractor plate, so tests never share one. */
const plate = () =>
  `А${String(Math.floor(Math.random() * 900) + 100)}ВС${String(Math.floor(Math.random() * 90) + 10)}`;

describe('/fleet/cars', () => {
  it('saves a truck in one spelling, lists it, changes and deletes it', async () => {
    const { user } = await fleetOwner();
    const res = await user.post('/api/fleet/cars', { number: 'a123bc 161', trailerNumber: 'ab 1234 61' });
    expect(res.statusCode).toBe(200);
    const car = res.json() as FleetCarWire;
    expect(car).toMatchObject({ number: 'А123ВС161', trailerNumber: 'АВ123461' });
    expect(((await user.get('/api/fleet/cars')).json() as { items: FleetCarWire[] }).items).toEqual([car]);
    const changed = await user.put(`/api/fleet/cars/${car.uuid}`, { number: 'А123ВС161', trailerNumber: '' });
    expect(changed.json()).toEqual({ uuid: car.uuid, number: 'А123ВС161', trailerNumber: null });
    expect((await user.del(`/api/fleet/cars/${car.uuid}`)).statusCode).toBe(200);
    expect(((await user.get('/api/fleet/cars')).json() as { items: unknown[] }).items).toEqual([]);
    expect((await user.del(`/api/fleet/cars/${car.uuid}`)).statusCode).toBe(404);
  });

  it('a plate the company has, in any spelling: 409; another company may have it', async () => {
    const { user } = await fleetOwner();
    const number = plate();
    expect((await user.post('/api/fleet/cars', { number })).statusCode).toBe(200);
    const twice = await user.post('/api/fleet/cars', {
      number: number.replace('А', 'a ').replace('ВС', 'bc '),
    });
    expect(twice.statusCode).toBe(409);
    expect(message(twice)).toBe(FLEET_MSG.duplicateCar);
    const other = (await user.post('/api/fleet/cars', { number: plate() })).json() as FleetCarWire;
    const clash = await user.put(`/api/fleet/cars/${other.uuid}`, { number });
    expect(clash.statusCode).toBe(409);
    expect(message(clash)).toBe(FLEET_MSG.duplicateCar);
    expect((await (await fleetOwner()).user.post('/api/fleet/cars', { number })).statusCode).toBe(200);
  });

  it('not a Russian plate: 400 in Russian', async () => {
    const { user } = await fleetOwner();
    const bad = await user.post('/api/fleet/cars', { number: 'ABC-123' });
    expect(bad.statusCode).toBe(400);
    expect(message(bad)).toBe(FLEET_MSG.badTractor);
    const trailer = await user.post('/api/fleet/cars', { number: plate(), trailerNumber: 'А123ВС61' });
    expect(trailer.statusCode).toBe(400);
    expect(message(trailer)).toBe(FLEET_MSG.badTrailer);
  });

  it('another company’s truck: 404 to change or delete, absent from the list', async () => {
    const owner = await fleetOwner();
    const car = (await owner.user.post('/api/fleet/cars', { number: plate() })).json() as FleetCarWire;
    const { user } = await fleetOwner();
    const put = await user.put(`/api/fleet/cars/${car.uuid}`, { number: plate() });
    expect(put.statusCode).toBe(404);
    expect(message(put)).toBe(FLEET_MSG.carNotFound);
    expect((await user.del(`/api/fleet/cars/${car.uuid}`)).statusCode).toBe(404);
    expect(((await user.get('/api/fleet/cars')).json() as { items: unknown[] }).items).toEqual([]);
    expect((await kolos.del(`/api/fleet/cars/${car.uuid}`)).statusCode).toBe(404);
  });

  it('without the Slots screen: 403; with it to read only, the list but no change', async () => {
    const { companyUuid } = await fleetOwner();
    const none = await userWith(t, companyUuid, 'farmer', [policy('Offers', ['read'])]);
    expect((await none.get('/api/fleet/cars')).statusCode).toBe(403);
    const reader = await userWith(t, companyUuid, 'farmer', [policy('Slots', ['read'])]);
    expect((await reader.get('/api/fleet/cars')).statusCode).toBe(200);
    expect((await reader.post('/api/fleet/cars', { number: plate() })).statusCode).toBe(403);
    expect(
      (await reader.post('/api/fleet/drivers', { fullname: 'Иван', phone: freshPhone() })).statusCode,
    ).toBe(403);
  });
});

describe('/fleet/drivers', () => {
  it('saves a driver with the phone normalised, changes and deletes him; a phone twice: 409', async () => {
    const { user } = await fleetOwner();
    const res = await user.post('/api/fleet/drivers', {
      fullname: ' Иванов  Сергей ',
      phone: '8 (918) 123-45-67',
    });
    expect(res.statusCode).toBe(200);
    const driver = res.json() as FleetDriverWire;
    expect(driver).toMatchObject({ fullname: 'Иванов Сергей', phone: '+79181234567' });
    const twice = await user.post('/api/fleet/drivers', { fullname: 'Другой', phone: '+7 918 123-45-67' });
    expect(twice.statusCode).toBe(409);
    expect(message(twice)).toBe(FLEET_MSG.duplicateDriver);
    const bad = await user.post('/api/fleet/drivers', { fullname: 'Пётр', phone: '12345' });
    expect(bad.statusCode).toBe(400);
    const renamed = await user.put(`/api/fleet/drivers/${driver.uuid}`, {
      fullname: 'Иванов Семён',
      phone: driver.phone,
    });
    expect(renamed.json()).toMatchObject({ fullname: 'Иванов Семён' });
    const other = await fleetOwner();
    expect(
      (await other.user.put(`/api/fleet/drivers/${driver.uuid}`, { fullname: 'Чужой', phone: freshPhone() }))
        .statusCode,
    ).toBe(404);
    expect((await other.user.del(`/api/fleet/drivers/${driver.uuid}`)).statusCode).toBe(404);
    expect((await user.del(`/api/fleet/drivers/${driver.uuid}`)).statusCode).toBe(200);
    expect(((await user.get('/api/fleet/drivers')).json() as { items: unknown[] }).items).toEqual([]);
  });
});

describe('POST /slots/assign', () => {
  /** A farmer's accepted deal of 100 t (4 slots) and his saved truck and driver. */
  async function fleetAndSlots() {
    const { point, farmer } = await acceptedAt(t, kolos, 100);
    const user = await userWith(t, farmer.companyUuid, 'farmer', [policy('Slots', ['*'])]);
    const car = (
      await user.post('/api/fleet/cars', { number: plate(), trailerNumber: 'ЕК451261' })
    ).json() as FleetCarWire;
    const driver = (
      await user.post('/api/fleet/drivers', { fullname: 'Петров Пётр', phone: freshPhone() })
    ).json() as FleetDriverWire;
    const { slots } = await ledgerOf(t, point.uuid);
    return { point, user, car, driver, slots, companyUuid: farmer.companyUuid };
  }

  it('one truck and driver onto two slots: both car assigned, with history', async () => {
    const { user, car, driver, slots } = await fleetAndSlots();
    const slotUuids = [slots[0]!.uuid, slots[1]!.uuid];
    const res = await user.post('/api/slots/assign', {
      slotUuids,
      carUuid: car.uuid,
      driverUuid: driver.uuid,
    });
    expect(res.statusCode).toBe(200);
    const items = (res.json() as { items: SlotWire[] }).items;
    expect(items.map((s) => s.uuid).sort()).toEqual([...slotUuids].sort());
    for (const s of items)
      expect(s).toMatchObject({
        status: 'SLOT_CAR_ASSIGNED',
        car: { number: displayPlate(car.number), trailerNumber: 'ЕК4512 61' },
        driver: { fullname: 'Петров Пётр', phone: driver.phone },
      });
    const history = await t.db
      .selectFrom('slotHistory')
      .selectAll()
      .where('slotUuid', 'in', slotUuids)
      .execute();
    expect(history.filter((h) => h.status === 'SLOT_CAR_ASSIGNED')).toHaveLength(2);
  });

  it('all or nothing: another company’s slot among them is 404 and no slot changes', async () => {
    const { user, car, driver, slots } = await fleetAndSlots();
    const other = await fleetAndSlots();
    const res = await user.post('/api/slots/assign', {
      slotUuids: [slots[0]!.uuid, other.slots[0]!.uuid],
      carUuid: car.uuid,
      driverUuid: driver.uuid,
    });
    expect(res.statusCode).toBe(404);
    expect(message(res)).toBe(QUEUE_MSG.slotNotFound);
    const rows = await t.db
      .selectFrom('slots')
      .select(['status', 'carNumber'])
      .where('uuid', 'in', [slots[0]!.uuid, other.slots[0]!.uuid])
      .execute();
    for (const r of rows) expect(r).toEqual({ status: 'SLOT_BOOKED', carNumber: null });
  });

  it('a slot whose truck came: 409 by PUT slots’ rule, and the others stay as they were', async () => {
    const { user, car, driver, slots } = await fleetAndSlots();
    await t.db
      .updateTable('slots')
      .set({ status: 'SLOT_ARRIVED' })
      .where('uuid', '=', slots[1]!.uuid)
      .execute();
    const res = await user.post('/api/slots/assign', {
      slotUuids: [slots[0]!.uuid, slots[1]!.uuid],
      carUuid: car.uuid,
      driverUuid: driver.uuid,
    });
    expect(res.statusCode).toBe(409);
    expect(message(res)).toBe(SLOT_UPDATE_MSG.carOnlyWhileWaiting);
    const first = await t.db
      .selectFrom('slots')
      .select(['status', 'carNumber'])
      .where('uuid', '=', slots[0]!.uuid)
      .executeTakeFirstOrThrow();
    expect(first).toEqual({ status: 'SLOT_BOOKED', carNumber: null });
  });

  it('another company’s truck or driver: 404; a bad body: 400; Slots read only: 403', async () => {
    const { user, car, driver, slots, companyUuid } = await fleetAndSlots();
    const other = await fleetAndSlots();
    const foreignCar = await user.post('/api/slots/assign', {
      slotUuids: [slots[0]!.uuid],
      carUuid: other.car.uuid,
      driverUuid: driver.uuid,
    });
    expect(foreignCar.statusCode).toBe(404);
    expect(message(foreignCar)).toBe(FLEET_MSG.carNotFound);
    const foreignDriver = await user.post('/api/slots/assign', {
      slotUuids: [slots[0]!.uuid],
      carUuid: car.uuid,
      driverUuid: other.driver.uuid,
    });
    expect(foreignDriver.statusCode).toBe(404);
    expect(message(foreignDriver)).toBe(FLEET_MSG.driverNotFound);
    expect(
      (await user.post('/api/slots/assign', { slotUuids: [], carUuid: car.uuid, driverUuid: driver.uuid }))
        .statusCode,
    ).toBe(400);
    const reader = await userWith(t, companyUuid, 'farmer', [policy('Slots', ['read'])]);
    expect(
      (
        await reader.post('/api/slots/assign', {
          slotUuids: [slots[0]!.uuid],
          carUuid: car.uuid,
          driverUuid: driver.uuid,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('64 assignments at once over the same slots in any order: no 500, no deadlock, one truck on all', async () => {
    const { point, user, car, driver, slots } = await fleetAndSlots();
    const other = (
      await user.post('/api/fleet/cars', { number: plate(), trailerNumber: '' })
    ).json() as FleetCarWire;
    const uuids = slots.slice(0, 4).map((s) => s.uuid);
    // Each request names the four slots in its own order; on PostgreSQL they really overlap.
    const answers = await Promise.all(
      Array.from({ length: 64 }, (_, i) =>
        user.post('/api/slots/assign', {
          slotUuids: i % 2 ? [...uuids].reverse() : [uuids[2], uuids[0], uuids[3], uuids[1]],
          carUuid: i % 2 ? car.uuid : other.uuid,
          driverUuid: driver.uuid,
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 200));
    // All or nothing per request: whichever came last, it holds every slot — never a mix.
    const { slots: after } = await ledgerOf(t, point.uuid);
    const cars = new Set(after.filter((s) => uuids.includes(s.uuid)).map((s) => s.carNumber));
    expect(cars.size).toBe(1);
  });

  it('a truck and driver typed in PUT slots are saved to the fleet', async () => {
    const { user, slots } = await fleetAndSlots();
    const number = plate();
    const phone = freshPhone();
    const res = await user.put('/api/slots', {
      uuid: slots[2]!.uuid,
      car: { number, trailerNumber: '' },
      driver: { fullname: 'Сидоров Иван', phone },
    });
    expect(res.statusCode).toBe(200);
    const cars = ((await user.get('/api/fleet/cars')).json() as { items: FleetCarWire[] }).items;
    expect(cars.map((c) => c.number)).toContain(number);
    const drivers = ((await user.get('/api/fleet/drivers')).json() as { items: FleetDriverWire[] }).items;
    expect(drivers).toContainEqual({ uuid: expect.any(String), fullname: 'Сидоров Иван', phone });
  });
});
