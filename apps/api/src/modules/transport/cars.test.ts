import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSPORT_MSG, type CarWire } from '@kolos/domain/transport';
import { createTestApp, DEMO, type TestApp } from '../../../test/harness';
import { policy } from '../../../test/places';
import { loginAs, type Client } from '../../../test/staff';
import { demoPurchaser, newFarmer, userWith } from '../../../test/trading';
import { message } from './test-fixtures';
import { dayAhead, newSlot } from '../../../test/slots';

let t: TestApp;
let kolos: Client;
let agro: Client;
let farmer: Client;
beforeAll(async () => {
  t = await createTestApp();
  kolos = await demoPurchaser(t);
  agro = await demoPurchaser(t, 'agroCenterSuper');
  farmer = await loginAs(t, DEMO.phones.farmer);
});
afterAll(() => t.close());

const C = DEMO.companies;
const truck = (patch: Record<string, unknown> = {}) => ({
  capacity: 25_000,
  ownerUuid: C.rassvet,
  registrationNumber: 'С700СС 23',
  trailers: ['ЕК 1111 23'],
  driver: { phone: '+7 918 700-00-01', name: 'Смирнов Олег' },
  type: 'TRUCK_TRACTOR_SEMITRAILER',
  ...patch,
});
const carsOf = async (c: Client, owner: string) =>
  (await c.get(`/api/cars?ownerUuid=${owner}`)).json<{ items: CarWire[] }>().items;

describe('POST /cars: a truck kept once per company and plate', () => {
  it('a repeated plate in another spelling updates the truck, never duplicates it', async () => {
    const first = await farmer.post('/api/cars', { cars: [truck()] });
    expect(first.statusCode).toBe(200);
    const [car] = first.json<{ items: CarWire[] }>().items;
    expect(car).toMatchObject({
      registrationNumber: 'С700СС 23',
      capacity: 25_000,
      driver: { phone: '+79187000001' },
    });
    const again = await farmer.post('/api/cars', {
      cars: [
        truck({
          registrationNumber: 'c 700 cc23',
          capacity: 30_000,
          driver: { phone: '+79187000002', name: 'Смирнов Олег' },
        }),
      ],
    });
    expect(again.json<{ items: CarWire[] }>().items[0]!.uuid).toBe(car!.uuid);
    const mine = (await carsOf(farmer, C.rassvet)).filter((c) => c.uuid === car!.uuid);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      capacity: 30_000,
      registrationNumber: 'C 700 CC23',
      driver: { phone: '+79187000002' },
    });
    // the same plate twice in one request: one truck, the last line wins
    const twice = await farmer.post('/api/cars', {
      cars: [
        truck({ registrationNumber: 'Р900РР 61' }),
        truck({ registrationNumber: 'р900рр61', capacity: 20_000 }),
      ],
    });
    expect(twice.json<{ items: CarWire[] }>().items).toHaveLength(1);
    expect(
      (await carsOf(farmer, C.rassvet)).filter((c) => c.registrationNumber.includes('900')),
    ).toHaveLength(1);
  });

  it("a farmer registers only his own company's trucks (403); bad fields are 400 in Russian", async () => {
    const other = await farmer.post('/api/cars', { cars: [truck({ ownerUuid: C.niva })] });
    expect(other.statusCode).toBe(403);
    expect(message(other)).toBe(TRANSPORT_MSG.farmerOwnCars);
    const bad = await farmer.post('/api/cars', { cars: [truck({ driver: { phone: '123', name: 'Олег' } })] });
    expect(bad.statusCode).toBe(400);
    expect(message(bad)).toContain('Номер телефона должен содержать 12 символов');
  });

  it("a purchaser's staff keep the trucks of farmers delivering to them, not of others (404)", async () => {
    expect(
      (await kolos.post('/api/cars', { cars: [truck({ registrationNumber: 'К100КК 23' })] })).statusCode,
    ).toBe(200);
    const { companyUuid: stranger } = await newFarmer(t);
    const res = await kolos.post('/api/cars', { cars: [truck({ ownerUuid: stranger })] });
    expect(res.statusCode).toBe(404);
    expect(message(res)).toBe(TRANSPORT_MSG.carOwnerNotFound);
    expect((await kolos.get(`/api/cars?ownerUuid=${stranger}`)).statusCode).toBe(404);
    expect((await farmer.get(`/api/cars?ownerUuid=${C.niva}`)).statusCode).toBe(404);
  });

  it('a user without the Slots screen cannot use them (403)', async () => {
    const watcher = await userWith(t, C.kolosYug, 'purchaser', [policy('Transport', ['read'])]);
    expect((await watcher.post('/api/cars', { cars: [truck()] })).statusCode).toBe(403);
  });
});

describe('POST /cars-by-slots and the truck kept by PUT slots', () => {
  it('PUT slots keeps the truck for the farmer; cars-by-slots answers it to both parties only', async () => {
    const slot = await newSlot(t, { at: dayAhead(30) + 9 * 3600 });
    const put = await farmer.put('/api/slots', {
      uuid: slot.uuid,
      car: { number: 'у321ух 93', trailerNumber: '' },
      driver: { fullname: 'Новиков Артём', phone: '+79185550001' },
    });
    expect(put.statusCode).toBe(200);
    const kept = (await carsOf(farmer, C.rassvet)).find((c) => c.registrationNumber === 'У321УХ 93');
    expect(kept).toMatchObject({
      capacity: 25_000,
      driver: { name: 'Новиков Артём', phone: '+79185550001' },
    });

    const empty = await newSlot(t, { at: dayAhead(30) + 10 * 3600 });
    const ask = { slotUuids: [slot.uuid, empty.uuid] };
    for (const c of [kolos, farmer]) {
      const res = await c.post('/api/cars-by-slots', ask);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        items: [
          { slotUuid: slot.uuid, car: expect.objectContaining({ uuid: kept!.uuid }) },
          { slotUuid: empty.uuid, car: null },
        ],
      });
    }
    // another company's staff see nothing of them
    expect((await agro.post('/api/cars-by-slots', ask)).json()).toEqual({ items: [] });
  });
});
