/** SPEC 3 Other and 9: business constants shared by the API and the web app. */
export const ZERO_UUID = '00000000-0000-0000-0000-000000000000';
/** A uuid as text, any version: a path id that is not one is a 404 without asking the database. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const PAGE_SIZES = [10, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 15;
export const TOAST_DURATION_MS = 5000;
export const MAX_UPLOAD_BYTES = 1024 ** 3;
export const DEFAULT_MAP_POSITION = { latitude: 55.76, longitude: 37.64 } as const;
export const DEFAULT_MAP_ZOOM = 10;
export const DATE_FORMAT = 'DD.MM.YYYY';
export const DATE_TIME_FORMAT = 'DD.MM.YYYY HH:mm';
/** The most rows one list answer may carry, whatever the client asks. */
export const MAX_LIST_LIMIT = 1000;

export const SORT_DIRECTIONS = ['ASC', 'DESC'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** SPEC 9: the zones the clock offers, in IANA names, west to east. */
export const TIME_ZONES = [
  { id: 'Europe/Kaliningrad', label: 'Калининград' },
  { id: 'Europe/Moscow', label: 'Москва' },
  { id: 'Europe/Samara', label: 'Самара' },
  { id: 'Asia/Ashgabat', label: 'Ашхабад' },
  { id: 'Asia/Dhaka', label: 'Дакка' },
  { id: 'Asia/Bangkok', label: 'Бангкок' },
  { id: 'Asia/Hong_Kong', label: 'Гонконг' },
  { id: 'Asia/Pyongyang', label: 'Пхеньян' },
  { id: 'Asia/Vladivostok', label: 'Владивосток' },
  { id: 'Asia/Magadan', label: 'Магадан' },
  { id: 'Asia/Kamchatka', label: 'Камчатка' },
] as const;
export type TimeZoneId = (typeof TIME_ZONES)[number]['id'];
export const DEFAULT_TIME_ZONE: TimeZoneId = 'Europe/Moscow';
