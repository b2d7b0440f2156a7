import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { YardReply } from '@kolos/domain/monitoring';
import { pointDate } from '@kolos/domain/queue';
import { createTestApp, DEMO, type TestApp } from '../../../test/harness';
import { newPoint } from '../../../test/queue';
import { newSlot, todayOffsets } from '../../../test/slots';
import type { Client } from '../../../test/staff';
import { demoPurchaser, newFarmer, POINTS, rassvetFarmer, userWith } from '../../../test/trading';
import { TASKS_DEMO } from '../../seed/85-tasks';

/*
 * Issue 29 point 20: GET /monitoring/yard — each acceptance point's trucks of its today and the
 * deals they deliver, for the point owner's staff. Read as differences: the demo week has slots.
 */
let t: TestApp;
let kolos: Client;
let agro: Client;

beforeAll(async () => {
  t = await createTestApp();
  kolos = await demoPurchaser(t);
  agro = await demoPurchaser(t, 'agroCenterSuper');
});
afterAll(() => t.close());

const yard = async (c: Client) => {
  const res = await c.get('/api/monitoring/yard');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<YardReply>();
};
const at = (hours: number) => Math.floor(Date.now() / 1000 + hours * 3600);
const ZERO = { due: 0, arrived: 0, unloading: 0, unloaded: 0, noShows: 0 };
const point = (reply: YardReply) => reply.points.find((p) => p.uuid === POINTS.tikhoretsk) ?? ZERO;
const task = (reply: YardReply) => reply.deals.find((d) => d.uuid === TASKS_DEMO.tasks.standardActive);

describe('GET /monitoring/yard (issue 29 point 20)', () => {
  it('counts today’s trucks at the point by where they stand, and the deal’s delivered tonnes', async () => {
    const before = await yard(kolos);
    const farm = await newFarmer(t);
    const slot = (hours: number, patch: Parameters<typeof newSlot>[1] = { at: 0 }) =>
      newSlot(t, { ...patch, at: at(hours), seconds: 600, farmer: farm.companyUuid, offer: null });
    // today at the point whatever the hour: near midnight the offsets shrink to fit
    const [due, ...past] = await todayOffsets([0.3, -0.5, -0.6, -0.7, -0.8, -0.9]);
    await slot(due!);
    const arrived = await slot(past[0]!, { at: 0, status: 'SLOT_ARRIVED' });
    const unloading = await slot(past[1]!, { at: 0, status: 'SLOT_ARRIVED' });
    const unloaded = await slot(past[2]!, { at: 0, status: 'SLOT_UNLOADED' });
    await slot(past[3]!, { at: 0, status: 'SLOT_NO_SHOW' });
    await slot(past[4]!, { at: 0, status: 'SLOT_CANCELED' });
    await slot(30); // tomorrow: not today's
    await t.db.updateTable('slots').set({ arrivedAt: new Date() }).where('uuid', '=', arrived.uuid).execute();
    await t.db
      .updateTable('slots')
      .set({ unloadStartAt: new Date() })
      .where('uuid', '=', unloading.uuid)
      .execute();
    await t.db.updateTable('slots').set({ unloadedVolume: 24.5 }).where('uuid', '=', unloaded.uuid).execute();

    const after = await yard(kolos);
    const [b, a] = [point(before), point(after)];
    expect({
      due: a.due - b.due,
      arrived: a.arrived - b.arrived,
      unloading: a.unloading - b.unloading,
      unloaded: a.unloaded - b.unloaded,
      noShows: a.noShows - b.noShows,
    }).toEqual({ due: 1, arrived: 1, unloading: 1, unloaded: 1, noShows: 1 });
    expect(point(after)).toMatchObject({ name: 'Тихорецкий элеватор' });
    const deal = task(after)!;
    expect(deal).toMatchObject({ kind: 'TASK', product: { title: expect.any(String) } });
    expect(deal.deliveredVolume - (task(before)?.deliveredVolume ?? 0)).toBeCloseTo(24.5);
    expect(deal.contractedVolume).toBeGreaterThan(0);
  });

  it('a point in Приморье counts its own today: the region’s «UTC+10» is east of Greenwich', async () => {
    // read as POSIX, «UTC+10» is ten hours west: that today differs from Vladivostok's 20 hours a day
    const { uuid } = await newPoint(t);
    const primorye = await t.db
      .selectFrom('fedRegions')
      .select('uuid')
      .where('name', '=', 'Приморский')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('locations')
      .set({ fedRegionUuid: primorye.uuid })
      .where('uuid', '=', uuid)
      .execute();
    const farm = await newFarmer(t);
    const inTwentyMinutes = new Date(Date.now() + 20 * 60_000);
    await newSlot(t, {
      at: Math.floor(inTwentyMinutes.getTime() / 1000),
      seconds: 600,
      location: uuid,
      farmer: farm.companyUuid,
      offer: null,
      day: pointDate(inTwentyMinutes, 600),
    });
    const far = (await yard(kolos)).points.find((p) => p.uuid === uuid);
    expect(far).toMatchObject({ due: 1 });
  });

  it('another purchaser never sees the point or its deals; a farmer and a user without Monitoring are refused', async () => {
    const theirs = await yard(agro);
    expect(theirs.points.map((p) => p.uuid)).not.toContain(POINTS.tikhoretsk);
    expect(task(theirs)).toBeUndefined();
    expect((await (await rassvetFarmer(t)).get('/api/monitoring/yard')).statusCode).toBe(403);
    const slotsOnly = await userWith(t, DEMO.companies.kolosYug, 'purchaser', [
      { resource: { routeName: 'Slots', params: [] }, accessRights: ['read'] },
    ]);
    expect((await slotsOnly.get('/api/monitoring/yard')).statusCode).toBe(403);
  });
});
