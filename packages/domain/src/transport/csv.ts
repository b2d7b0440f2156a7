import { z } from 'zod';
import { slotCarSchema, slotDriverSchema } from '../queue/driver';
import { plateRefusal } from './plate';
import { TRANSPORT_DATE_TIME } from './zone';

/**
 * The carriers' file of issue 18 point 4 (docs/transport.md "CSV columns"): the same columns in
 * the template, the export and the import, so an exported file imports back unchanged. The
 * import finds them by name, in any order; the others of an export are for people and ignored.
 */
export const TRANSPORT_CSV = {
  slotId: 'ID слота',
  dealNumber: 'Номер сделки',
  dateTime: 'Дата и время',
  tractor: 'Номер тягача',
  trailer: 'Номер прицепа',
  driverName: 'ФИО водителя',
  driverPhone: 'Телефон водителя',
  tonnes: 'Вес груза, т',
} as const;
type Column = keyof typeof TRANSPORT_CSV;

/** The template's header, and the first columns of an export. */
export const TRANSPORT_CSV_HEADER = Object.values(TRANSPORT_CSV);
/** The export adds what people read it for; the import ignores these. */
export const TRANSPORT_EXPORT_HEADER = [...TRANSPORT_CSV_HEADER, 'Поставщик', 'Тип поставки', 'Статус'];

/** A header cell as people write it: case, spaces and ё do not matter. */
const headerKey = (cell: string) =>
  cell
    .replace(/^\uFEFF/, '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase()
    .replace(/ё/g, 'е');

/** One line of the file as read: plain JSON, stored until the confirmation. */
export interface TransportCsvLine {
  slotId: number | null;
  dealNumber: number | null;
  /** 'DD.MM.YYYY HH:mm' on the import's timeZone; turned into an instant with it. */
  dateTime: string | null;
  /** Null together with `driver`: a line naming no truck changes nothing (an export's empty slot). */
  car: { number: string; trailerNumber: string } | null;
  driver: { fullname: string; phone: string } | null;
  tonnes: number | null;
}

export const TRANSPORT_CSV_MSG = {
  slotRequired: `Укажите «${TRANSPORT_CSV.slotId}» или «${TRANSPORT_CSV.dealNumber}» с «${TRANSPORT_CSV.dateTime}»`,
  badSlotId: `«${TRANSPORT_CSV.slotId}» — целое число`,
  badDealNumber: `«${TRANSPORT_CSV.dealNumber}» — целое число`,
  badDateTime: `«${TRANSPORT_CSV.dateTime}» — в формате ДД.ММ.ГГГГ ЧЧ:ММ`,
  badTonnes: `«${TRANSPORT_CSV.tonnes}» — число больше 0 и не более 100`,
} as const;

const whole = (text: string) => (/^\d{1,12}$/.test(text) ? Number(text) : NaN);

/**
 * The header row → the schema of one line's cells, or null when it is not this file: a slot is
 * named by its id or by the deal's number and the slot's date-time, and the tractor, driver's name
 * and phone columns are there. The trailer and the tonnes columns may be absent.
 */
export function transportLineSchema(header: string[]): z.ZodType<TransportCsvLine> | null {
  const keys = header.map(headerKey);
  const at = Object.fromEntries(
    (Object.keys(TRANSPORT_CSV) as Column[]).map((c) => [c, keys.indexOf(headerKey(TRANSPORT_CSV[c]))]),
  ) as Record<Column, number>;
  const bySlot = at.slotId >= 0 || (at.dealNumber >= 0 && at.dateTime >= 0);
  if (!bySlot || at.tractor < 0 || at.driverName < 0 || at.driverPhone < 0) return null;
  const cell = (cells: string[], c: Column) => (at[c] < 0 ? '' : (cells[at[c]] ?? '').trim());

  return z.array(z.string()).transform((cells, ctx): TransportCsvLine => {
    const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
    const slotText = cell(cells, 'slotId');
    const dealText = cell(cells, 'dealNumber');
    const dateTime = cell(cells, 'dateTime');
    const slotId = slotText ? whole(slotText) : null;
    const dealNumber = dealText ? whole(dealText) : null;
    if (Number.isNaN(slotId)) fail(TRANSPORT_CSV_MSG.badSlotId);
    if (slotId === null) {
      if (Number.isNaN(dealNumber)) fail(TRANSPORT_CSV_MSG.badDealNumber);
      if (dateTime && !TRANSPORT_DATE_TIME.test(dateTime)) fail(TRANSPORT_CSV_MSG.badDateTime);
      if (dealNumber === null || !dateTime) fail(TRANSPORT_CSV_MSG.slotRequired);
    }

    const tonnesText = cell(cells, 'tonnes').replace(',', '.');
    const tonnes = tonnesText ? Number(tonnesText) : null;
    if (tonnes !== null && !(Number.isFinite(tonnes) && tonnes > 0 && tonnes <= 100))
      fail(TRANSPORT_CSV_MSG.badTonnes);

    const raw = {
      number: cell(cells, 'tractor'),
      trailerNumber: cell(cells, 'trailer'),
      fullname: cell(cells, 'driverName'),
      phone: cell(cells, 'driverPhone'),
    };
    let car: TransportCsvLine['car'] = null;
    let driver: TransportCsvLine['driver'] = null;
    if (raw.number || raw.trailerNumber || raw.fullname || raw.phone) {
      for (const [column, value] of [
        ['tractor', raw.number],
        ['trailer', raw.trailerNumber],
      ] as const) {
        const refusal = plateRefusal(value);
        if (refusal) fail(`${TRANSPORT_CSV[column]}: ${refusal}`);
      }
      const carRead = slotCarSchema.safeParse({ number: raw.number, trailerNumber: raw.trailerNumber });
      const driverRead = slotDriverSchema.safeParse({ fullname: raw.fullname, phone: raw.phone });
      if (carRead.success) car = carRead.data;
      else
        for (const issue of carRead.error.issues)
          fail(
            `${issue.path[0] === 'number' ? TRANSPORT_CSV.tractor : TRANSPORT_CSV.trailer}: ${issue.message}`,
          );
      if (driverRead.success) driver = driverRead.data;
      else
        for (const issue of driverRead.error.issues)
          fail(
            `${issue.path[0] === 'phone' ? TRANSPORT_CSV.driverPhone : TRANSPORT_CSV.driverName}: ${issue.message}`,
          );
    }
    return {
      slotId: Number.isNaN(slotId) ? null : slotId,
      dealNumber: Number.isNaN(dealNumber) ? null : dealNumber,
      dateTime: dateTime || null,
      car,
      driver,
      tonnes,
    };
  });
}
