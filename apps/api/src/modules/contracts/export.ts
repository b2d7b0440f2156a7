import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { CSV_BOM, CSV_DELIMITER, neutraliseCsvCell } from '@kolos/domain/csv';
import {
  authorName,
  contractStatusLabel,
  deliveryTypeLabel,
  type ContractWire,
} from '@kolos/domain/contracts';
import { kopecksToRoubles, tariffTypeLabel } from '@kolos/domain/tariffs';

/** Russian Excel reads a decimal comma. */
const ruNumber = (value: number): string => String(value).replace('.', ',');

const COLUMNS: [string, (c: ContractWire) => string | number][] = [
  ['Поставщик', (c) => c.farmerCompany.name],
  ['Начало поставки', (c) => c.startDate],
  ['Окончание поставки', (c) => c.endDate],
  ['Тип доставки', (c) => deliveryTypeLabel(c.deliveryType)],
  ['Культура', (c) => c.product.payload.title],
  ['Влажность, %', (c) => ruNumber(c.humidity)],
  ['Точка отгрузки', (c) => c.farmerLocation?.name ?? ''],
  ['Адрес отгрузки', (c) => c.farmerLocation?.address ?? ''],
  ['Пункт приёмки', (c) => c.aggregatorLocation.name],
  ['Объём, т', (c) => c.quantity],
  ['Цена CPT, ₽/т', (c) => c.price],
  ['Цена FCA, ₽/т', (c) => (c.deliveryType === 'BUYER' ? c.initialPrice : '')],
  [
    'Стоимость доставки, ₽/т',
    (c) => (c.deliveryType === 'BUYER' ? ruNumber(kopecksToRoubles(c.deliveryPrice)) : ''),
  ],
  ['Расстояние, км', (c) => (c.deliveryType === 'BUYER' ? ruNumber(c.distance) : '')],
  ['Тариф', (c) => (c.deliveryType === 'BUYER' ? tariffTypeLabel(c.tariffType) : '')],
  ['Автор', (c) => authorName(c.user)],
  ['Статус', (c) => contractStatusLabel(c.status)],
  ['Комментарий', (c) => c.comment],
];

/**
 * The contracts list as a CSV that opens correctly in a Russian Excel: UTF-8 with a BOM, ';'
 * between cells, and no cell that Excel would run as a formula. Streamed row by row.
 */
export function contractsCsv(contracts: AsyncIterable<ContractWire>): Readable {
  const rows = Readable.from(
    (async function* () {
      for await (const c of contracts) yield COLUMNS.map(([, cell]) => neutraliseCsvCell(cell(c)));
    })(),
  );
  const csv = stringify({
    delimiter: CSV_DELIMITER,
    header: true,
    columns: COLUMNS.map(([title]) => title),
    record_delimiter: 'windows',
  });
  const out = Readable.from(
    (async function* () {
      yield CSV_BOM;
      yield* rows.pipe(csv);
    })(),
  );
  return out;
}
