import type { QueueDayWire, SlotWire } from '@kolos/domain/queue';
export { fakeApi, renderAt, type Sent } from '../../../shared/test/fake-api';

export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const REGION = uuid(1);
export const POINT = uuid(2);
/** A day far ahead: its slot times have not begun, so each is a place to move to. */
export const DAY = '2031-08-11';

/** 08:00–11:00 Moscow time, hourly, two trucks a slot, 150 t a day of which 75 t are booked. */
export const QUEUE_DAY: QueueDayWire = {
  locationUuid: POINT,
  date: DAY,
  closed: false,
  openAt: '08:00',
  closeAt: '11:00',
  slotInterval: 60,
  carsInSlot: 2,
  arrivalTime: 30,
  quantity: 150,
  utcOffsetMinutes: 180,
  override: null,
  bookedVolume: 75,
};

export function slot(n: number, patch: Partial<SlotWire> = {}): SlotWire {
  return {
    uuid: uuid(100 + n),
    id: n,
    locationUuid: POINT,
    locationName: 'Тихорецкий элеватор',
    startAt: `${DAY}T05:00:00.000Z`,
    endAt: `${DAY}T06:00:00.000Z`,
    offerUuid: uuid(50),
    taskUuid: null,
    dealNumber: 7,
    farmerCompanyUuid: uuid(60),
    farmerCompanyName: 'КФХ «Нива»',
    farmerNoShows: 0,
    plannedVolume: 25,
    car: null,
    driver: null,
    status: 'SLOT_BOOKED',
    arrivedAt: null,
    arrivalNote: null,
    unloadStartAt: null,
    unloadedVolume: null,
    acceptanceVersion: null,
    transfers: 0,
    docsStatus: 'SLOT_DOCS_MISSING',
    docsMissing: [],
    ...patch,
  };
}
