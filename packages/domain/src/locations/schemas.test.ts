import { describe, expect, it } from 'vitest';
import { locationInputSchema, locationUpdateSchema } from './schemas';

/** A shipping point that passes every SPEC 5 rule; each case below breaks one thing. */
const valid = () => ({
  name: 'Ток бригады №2',
  address: 'Краснодарский край, Тихорецкий р-н, ст Алексеевская',
  position: { latitude: 45.8552, longitude: 40.1234 },
  quantity: 300,
  warehouseHeight: 4.5,
  scalesLength: 18,
  carType: 'TRUCK_TRACTOR_SEMITRAILER',
  postsQuantity: 2,
  schedule: { openAt: '07:00', closeAt: '19:00', workingDays: ['MON', 'TUE'] },
});

const firstError = (input: unknown) => {
  const r = locationInputSchema.safeParse(input);
  if (r.success) return null;
  const issue = r.error.issues[0]!;
  return { path: issue.path.join('.'), message: issue.message };
};

describe('shipping point validation (SPEC 5)', () => {
  it('accepts a complete point and fills the SPEC 9 defaults', () => {
    const r = locationInputSchema.parse({ ...valid(), postsQuantity: undefined });
    expect(r).toMatchObject({ type: 'ELEVATOR', loadType: 'DOWNLOAD', postsQuantity: 1, scales: null });
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    [
      'coordinates are required',
      { position: { latitude: null, longitude: 40 } },
      'position.latitude',
      'Заполните поле',
    ],
    ['name is required', { name: '  ' }, 'name', 'Заполните поле'],
    ['address is required', { address: '' }, 'address', 'Заполните поле'],
    ['daily volume is required', { quantity: null }, 'quantity', 'Заполните поле'],
    ['warehouse height is required', { warehouseHeight: undefined }, 'warehouseHeight', 'Заполните поле'],
    ['scales length is required', { scalesLength: null }, 'scalesLength', 'Заполните поле'],
    ['vehicle type is required', { carType: null }, 'carType', 'Укажите тип ТС'],
    ['vehicle type must be one of SPEC 3', { carType: 'BICYCLE' }, 'carType', 'Укажите тип ТС'],
    [
      'opening time is required',
      { schedule: { ...valid().schedule, openAt: '' } },
      'schedule.openAt',
      'Заполните поле',
    ],
    [
      'closing time is required',
      { schedule: { ...valid().schedule, closeAt: '' } },
      'schedule.closeAt',
      'Заполните поле',
    ],
    [
      'at least one working day',
      { schedule: { ...valid().schedule, workingDays: [] } },
      'schedule.workingDays',
      'Укажите рабочие дни',
    ],
    ['posts below 1', { postsQuantity: 0 }, 'postsQuantity', 'Укажите количество постов погрузки от 1 до 99'],
    [
      'posts above 99',
      { postsQuantity: 100 },
      'postsQuantity',
      'Укажите количество постов погрузки от 1 до 99',
    ],
    [
      'posts must be whole',
      { postsQuantity: 2.5 },
      'postsQuantity',
      'Укажите количество постов погрузки от 1 до 99',
    ],
    [
      'latitude in range',
      { position: { latitude: 91, longitude: 40 } },
      'position.latitude',
      'Широта должна быть от -90 до 90',
    ],
    [
      'longitude in range',
      { position: { latitude: 45, longitude: -181 } },
      'position.longitude',
      'Долгота должна быть от -180 до 180',
    ],
    ['volume must be positive', { quantity: 0 }, 'quantity', 'Значение должно быть больше нуля'],
    [
      'time must be HH:mm',
      { schedule: { ...valid().schedule, openAt: '7 утра' } },
      'schedule.openAt',
      'Укажите время в формате ЧЧ:ММ',
    ],
  ])('%s', (_name, patch, path, message) => {
    expect(firstError({ ...valid(), ...patch })).toEqual({ path, message });
  });

  it('posts 1 and 99 are the inclusive limits', () => {
    expect(firstError({ ...valid(), postsQuantity: 1 })).toBeNull();
    expect(firstError({ ...valid(), postsQuantity: 99 })).toBeNull();
  });

  it.each([
    ['closing before opening', '19:00', '07:00'],
    ['closing equal to opening', '08:00', '08:00'],
  ])('%s: both fields carry their SPEC 5 text', (_name, openAt, closeAt) => {
    const r = locationInputSchema.safeParse({
      ...valid(),
      schedule: { ...valid().schedule, openAt, closeAt },
    });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['schedule.openAt', 'Время начала работы не должно быть позже окончания работы'],
      ['schedule.closeAt', 'Время окончания работы не должно быть раньше начала работы'],
    ]);
  });

  it('keeps working days Monday first and drops repeats', () => {
    const r = locationInputSchema.parse({
      ...valid(),
      schedule: { ...valid().schedule, workingDays: ['SUN', 'MON', 'SUN'] },
    });
    expect(r.schedule.workingDays).toEqual(['MON', 'SUN']);
  });

  it('drops fields it does not know', () => {
    const r = locationInputSchema.parse({ ...valid(), isDeleted: true, companyName: 'x' });
    expect(r).not.toHaveProperty('isDeleted');
    expect(r).not.toHaveProperty('companyName');
  });
});

describe('weighing point (SPEC 5: required when shown, same hours rule)', () => {
  const scales = {
    address: 'ст Алексеевская, весовая',
    position: { latitude: 45.85, longitude: 40.12 },
    schedule: { openAt: '06:00', closeAt: '20:00' },
    length: 18,
    warehouseHeight: 4,
  };

  it('accepts a complete weighing point, active by default', () => {
    expect(locationInputSchema.parse({ ...valid(), scales }).scales).toMatchObject({
      isActive: true,
      length: 18,
    });
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['address', { address: '' }, 'scales.address', 'Заполните поле'],
    ['length', { length: null }, 'scales.length', 'Заполните поле'],
    ['height', { warehouseHeight: null }, 'scales.warehouseHeight', 'Заполните поле'],
    [
      'position',
      { position: { latitude: 45, longitude: null } },
      'scales.position.longitude',
      'Заполните поле',
    ],
    [
      'hours order',
      { schedule: { openAt: '21:00', closeAt: '20:00' } },
      'scales.schedule.openAt',
      'Время начала работы не должно быть позже окончания работы',
    ],
  ])('%s', (_name, patch, path, message) => {
    expect(firstError({ ...valid(), scales: { ...scales, ...patch } })).toEqual({ path, message });
  });
});

describe('update body', () => {
  it('needs the uuid of the point', () => {
    expect(locationUpdateSchema.safeParse(valid()).success).toBe(false);
    const uuid = '0190a000-0000-7000-8000-000000000501';
    expect(locationUpdateSchema.parse({ ...valid(), uuid }).uuid).toBe(uuid);
  });
});
