import { DEFAULT_MAP_POSITION, ZERO_UUID } from '../common/constants';

/** SPEC 3 Location: the kinds of place. Shipping points default to ELEVATOR as the spec says. */
export const LOCATION_TYPES = ['ELEVATOR', 'PLANT', 'PORT', 'WAREHOUSE'] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];
export const LOCATION_TYPE_LABELS: Record<LocationType, string> = {
  ELEVATOR: 'Элеватор',
  PLANT: 'Завод',
  PORT: 'Порт',
  WAREHOUSE: 'Склад',
};

/**
 * Who a place serves, derived from its owner: a purchaser's places are acceptance points,
 * a farmer's are shipping points (SPEC: "told apart by type and owner").
 */
export const LOCATION_KINDS = ['ACCEPTANCE', 'SHIPPING'] as const;
export type LocationKind = (typeof LOCATION_KINDS)[number];
export const LOCATION_KIND_LABELS: Record<LocationKind, string> = {
  ACCEPTANCE: 'Пункты приёмки',
  SHIPPING: 'Точки отгрузки',
};

/** SPEC 3 loadType; the spec names only the default. UPLOAD is loading onto trucks. */
export const LOAD_TYPES = ['DOWNLOAD', 'UPLOAD'] as const;
export type LoadType = (typeof LOAD_TYPES)[number];

/** SPEC 3 Car types, with the names a Russian driver uses. */
export const CAR_TYPES = [
  'TRACTOR_WITH_TRAILER',
  'TRUCK_TRACTOR_SEMITRAILER',
  'SEMITRAILER_OR_WITH_TRAILER',
] as const;
export type CarType = (typeof CAR_TYPES)[number];
export const CAR_TYPE_LABELS: Record<CarType, string> = {
  TRACTOR_WITH_TRAILER: 'Трактор с прицепом',
  TRUCK_TRACTOR_SEMITRAILER: 'Седельный тягач с полуприцепом',
  SEMITRAILER_OR_WITH_TRAILER: 'Полуприцеп или автопоезд с прицепом',
};

/** SPEC 3 Working days, Monday first as in Russia. */
export const WORKING_DAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;
export type WorkingDay = (typeof WORKING_DAYS)[number];
export const WORKING_DAY_LABELS: Record<WorkingDay, string> = {
  MON: 'Пн',
  TUE: 'Вт',
  WED: 'Ср',
  THU: 'Чт',
  FRI: 'Пт',
  SAT: 'Сб',
  SUN: 'Вс',
};

/** SPEC 9: posts 1 to 99, default 1; type ELEVATOR, load type DOWNLOAD; scales 06:00–20:00. */
export const POSTS_MIN = 1;
export const POSTS_MAX = 99;
export const LOCATION_DEFAULTS = {
  type: 'ELEVATOR',
  loadType: 'DOWNLOAD',
  postsQuantity: 1,
  position: DEFAULT_MAP_POSITION,
  regionUuid: ZERO_UUID,
} as const;
export const SCALES_DEFAULT_HOURS = { openAt: '06:00', closeAt: '20:00' } as const;

/** SPEC 5 Shipping point texts, letter for letter. */
export const LOCATION_MSG = {
  carType: 'Укажите тип ТС',
  workingDays: 'Укажите рабочие дни',
  closeBeforeOpen: 'Время окончания работы не должно быть раньше начала работы',
  openAfterClose: 'Время начала работы не должно быть позже окончания работы',
  posts: 'Укажите количество постов погрузки от 1 до 99',
  // Texts the spec leaves open (docs/locations.md).
  latitude: 'Широта должна быть от -90 до 90',
  longitude: 'Долгота должна быть от -180 до 180',
  positive: 'Значение должно быть больше нуля',
  time: 'Укажите время в формате ЧЧ:ММ',
  tooLong: 'Слишком длинное значение',
  deleteConfirm: 'Внимание! Вы собираетесь удалить точку отгрузки.',
  created: 'Новая точка отгрузки создана!',
  saved: 'Изменения сохранены!',
  deleted: 'Точка отгрузки удалена',
  archived: 'Точка отгрузки используется в сделках: она скрыта из списков, история сохранена',
  notFound: 'Точка не найдена',
} as const;
