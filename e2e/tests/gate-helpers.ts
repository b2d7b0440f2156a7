import { expect } from '../fixtures';
import type { RunningServer } from '../server';

/** Тихорецкий элеватор (PLACES_DEMO.elevators.tikhoretsk) and the seed's accepted offer of КФХ «Рассвет» there. */
export const TIKHORETSK = '0190a000-0000-7000-8000-000000000501';
export const RASSVET_ACCEPTED = '0190a015-0000-7000-8000-000000000201';
export const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export interface ArrivedTruck {
  uuid: string;
  id: number;
  day: string;
}

/**
 * A truck of the test's own on the deal, booked on the first free day from `fromDay` days ahead —
 * each spec its own ten days, far from the seed's week — and marked arrived through the API.
 */
export async function arrivedTruck(
  server: RunningServer,
  headers: Record<string, string>,
  truck: { fromDay: number; hourUtc: string; car: string; driver: string; driverPhone: string },
): Promise<ArrivedTruck> {
  let slot: { uuid: string; id: number } | null = null;
  let day = '';
  for (let d = truck.fromDay; d < truck.fromDay + 10 && !slot; d++) {
    day = isoDay(Date.now() + d * 86_400_000);
    const res = await fetch(`${server.url}/api/slots`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        offerUuid: RASSVET_ACCEPTED,
        locationUuid: TIKHORETSK,
        startAt: `${day}T${truck.hourUtc}:00Z`,
      }),
    });
    if (res.status === 200) slot = (await res.json()) as { uuid: string; id: number };
  }
  expect(slot, 'a free day for the test truck').not.toBeNull();
  const arrived = await fetch(`${server.url}/api/slots`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({
      uuid: slot!.uuid,
      car: { number: truck.car, trailerNumber: '' },
      driver: { fullname: truck.driver, phone: truck.driverPhone },
      status: 'SLOT_ARRIVED',
      confirmOutsideWindow: true,
      docsOverrideReason: 'Документы проверены на месте',
    }),
  });
  expect(arrived.status).toBe(200);
  return { ...slot!, day };
}

/** The gate accepts the truck through the API with the example: 25 000 kg net → 23 925 kg credited. */
export async function acceptTruck(
  server: RunningServer,
  headers: Record<string, string>,
  slotUuid: string,
  ticketNumber: string,
): Promise<void> {
  const accepted = await fetch(`${server.url}/api/slots/${slotUuid}/acceptance`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      grossKg: 40_000,
      tareKg: 15_000,
      ticketNumber,
      quality: { MOISTURE: 16, FOREIGN: 3, GRAIN: 2 },
    }),
  });
  expect(accepted.status).toBe(200);
}
