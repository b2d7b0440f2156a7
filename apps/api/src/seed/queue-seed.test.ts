import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { SLOT_STATUSES } from '@kolos/domain/queue';
import { createTestApp, type TestApp } from '../../test/harness';
import { PLACES_DEMO } from './40-places';
import { seedDemo } from './index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const EL = PLACES_DEMO.elevators;

describe('the queue demo (issue 17 point 8)', () => {
  it('every demo acceptance point has its queue settings', async () => {
    const points = await t.db
      .selectFrom('locations')
      .select(['uuid', 'schedule', 'quantity'])
      .where('uuid', 'in', Object.values(EL))
      .execute();
    expect(points).toHaveLength(Object.values(EL).length);
    for (const p of points) {
      expect(p.schedule).toMatchObject({
        slotInterval: expect.any(Number),
        carsInSlot: expect.any(Number),
        arrivalTime: expect.any(Number),
      });
      expect(Number(p.quantity)).toBeGreaterThan(0);
    }
  });

  it('a week of slots in every status, each with its history from the booking on', async () => {
    const slots = await t.db
      .selectFrom('slots')
      .selectAll()
      .where('locationUuid', '=', EL.tikhoretsk)
      .execute();
    // A truck turned away at the gate comes with its acceptance (issue 30, docs/settlement.md): the
    // demo has no acceptances yet, so no refused slot either.
    expect(new Set(slots.map((s) => s.status))).toEqual(
      new Set(SLOT_STATUSES.filter((s) => s !== 'SLOT_REFUSED')),
    );
    const first = await t.db
      .selectFrom('slotHistory')
      .select(['slotUuid', sql<string>`min(created_at)`.as('at')])
      .groupBy('slotUuid')
      .execute();
    expect(first).toHaveLength(slots.length);
    const last = await t.db
      .selectFrom('slotHistory as h')
      .select(['h.slotUuid', 'h.status'])
      .where('h.status', 'is not', null)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('slotHistory as later')
              .select('later.uuid')
              .whereRef('later.slotUuid', '=', 'h.slotUuid')
              .where('later.status', 'is not', null)
              .whereRef('later.createdAt', '>', 'h.createdAt'),
          ),
        ),
      )
      .execute();
    const statusOf = new Map(slots.map((s) => [s.uuid, s.status]));
    for (const h of last) expect(h.status, h.slotUuid).toBe(statusOf.get(h.slotUuid));
    // Unloaded slots carry the weighed tonnes; car-assigned ones a car and a driver.
    for (const s of slots) {
      if (s.status === 'SLOT_UNLOADED') expect(Number(s.unloadedVolume)).toBeGreaterThan(0);
      if (s.status === 'SLOT_CAR_ASSIGNED') expect(s.carNumber && s.driverFullname).toBeTruthy();
    }
  });

  it("each day's booked tonnes are its capacity-holding slots' planned tonnes", async () => {
    const rows = await sql<{ day: string; booked: number; planned: number }>`
      select q.day::text as day, q.booked_volume::float as booked,
             coalesce((select sum(s.planned_volume) from slots s
                        where s.location_uuid = q.location_uuid and s.day = q.day
                          and s.status <> 'SLOT_CANCELED'), 0)::float as planned
        from queue_days q where q.location_uuid = ${EL.tikhoretsk}`.execute(t.db);
    expect(rows.rows.length).toBeGreaterThan(0);
    for (const r of rows.rows) expect(r.booked, r.day).toBe(r.planned);
  });

  it('seeding again changes nothing', async () => {
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('slots')
            .select(sql<number>`count(*)`.as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    await seedDemo(t.db);
    expect(await count()).toBe(before);
  });
});
