import { describe, expect, it } from 'vitest';
import { locationInputSchema, type Location } from '@kolos/domain/locations';
import { draftOf, emptyDraft } from './draft';

const saved: Location = {
  uuid: '0190a000-0000-7000-8000-000000000601',
  companyUuid: '0190a000-0000-7000-8000-000000000201',
  companyName: 'КФХ «Рассвет»',
  authorCompanyUuid: null,
  kind: 'SHIPPING',
  type: 'ELEVATOR',
  loadType: 'DOWNLOAD',
  name: 'Ток',
  address: 'ст Алексеевская',
  position: { latitude: 45.8213, longitude: 40.2471 },
  quantity: 400,
  warehouseHeight: 4.5,
  scalesLength: 18,
  maxCarLength: null,
  postsQuantity: 2,
  carType: 'TRUCK_TRACTOR_SEMITRAILER',
  schedule: { openAt: '06:00', closeAt: '20:00', workingDays: ['MON', 'HOLIDAY'], slotInterval: 30 },
  scales: {
    uuid: '0190a000-0000-7000-8000-000000000999',
    address: 'весовая',
    position: { latitude: 45.82, longitude: 40.24 },
    schedule: { openAt: '06:00', closeAt: '20:00' },
    length: 18,
    warehouseHeight: 4,
    isActive: true,
  },
  regionUuid: '00000000-0000-0000-0000-000000000000',
  fedRegionUuid: null,
  fedRegionName: null,
  areaUuid: null,
  isDeleted: false,
  updatedAt: '2026-11-21T10:00:00.000Z',
};

describe('the form draft of a shipping point', () => {
  it('a new point starts with the SPEC 3 and 9 defaults', () => {
    expect(emptyDraft()).toMatchObject({
      type: 'ELEVATOR',
      loadType: 'DOWNLOAD',
      postsQuantity: 1,
      scales: null,
    });
  });

  it('a new point has no coordinates until the user sets them, so they are asked for', () => {
    expect(emptyDraft().position).toEqual({ latitude: null, longitude: null });
    const r = locationInputSchema.safeParse(emptyDraft());
    const paths = r.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['position.latitude', 'position.longitude']));
  });

  it('an untouched new point is refused with the SPEC 5 texts', () => {
    const r = locationInputSchema.safeParse(emptyDraft());
    const messages = new Set(r.error!.issues.map((i) => i.message));
    expect(messages).toEqual(new Set(['Заполните поле', 'Укажите тип ТС', 'Укажите рабочие дни']));
  });

  it('a saved point round-trips, keeping the queue settings and the weighing point id', () => {
    const body = locationInputSchema.parse(draftOf(saved));
    expect(body.schedule).toEqual({
      openAt: '06:00',
      closeAt: '20:00',
      workingDays: ['MON'],
      slotInterval: 30,
    });
    expect(body.scales?.uuid).toBe(saved.scales!.uuid);
    expect(body.carType).toBe('TRUCK_TRACTOR_SEMITRAILER');
  });

  it('unknown values from old data fall back to what the form can show', () => {
    const d = draftOf({ ...saved, type: 'BARN', carType: 'CART' });
    expect(d.type).toBe('ELEVATOR');
    expect(d.carType).toBeNull();
  });
});
