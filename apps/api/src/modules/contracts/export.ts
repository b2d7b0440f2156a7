import type { Readable } from 'node:stream';
import type { CsvCell } from '@kolos/domain/csv';
import {
  authorName,
  contractStatusLabel,
  deliveryTypeLabel,
  type ContractWire,
} from '@kolos/domain/contracts';
import { kopecksToRoubles, tariffTypeLabel } from '@kolos/domain/tariffs';
import { csvStream } from '../../platform/csv';

/** Numbers stay numbers (the writer formats them), every text is neutralised: ADR 0041. */
const COLUMNS: [string, (c: ContractWire) => CsvCell][] = [
  ['Поставщик', (c) => c.farmerCompany.name],
  ['Начало поставки', (c) => c.startDate],
  ['Окончание поставки', (c) => c.endDate],
  ['Тип доставки', (c) => deliveryTypeLabel(c.deliveryType)],
  ['Культура', (c) => c.product.payload.title],
  ['Влажность, %', (c) => c.humidity],
  ['Точка отгрузки', (c) => c.farmerLocation?.name ?? ''],
  ['Адрес отгрузки', (c) => c.farmerLocation?.address ?? ''],
  ['Пункт приёмки', (c) => c.aggregatorLocation.name],
  ['Объём, т', (c) => c.quantity],
  ['Цена CPT, ₽/т', (c) => c.price],
  ['Цена FCA, ₽/т', (c) => (c.deliveryType === 'BUYER' ? c.initialPrice : '')],
  ['Стоимость доставки, ₽/т', (c) => (c.deliveryType === 'BUYER' ? kopecksToRoubles(c.deliveryPrice) : '')],
  ['Расстояние, км', (c) => (c.deliveryType === 'BUYER' ? c.distance : '')],
  ['Тариф', (c) => (c.deliveryType === 'BUYER' ? tariffTypeLabel(c.tariffType) : '')],
  ['Автор', (c) => authorName(c.user)],
  ['Статус', (c) => contractStatusLabel(c.status)],
  ['Комментарий', (c) => c.comment],
];

/**
 * The contracts list as a CSV that opens correctly in a Russian Excel: the platform's one writer
 * (UTF-8 with a BOM, ';' between cells, no cell that Excel would run as a formula), row by row.
 */
export function contractsCsv(contracts: AsyncIterable<ContractWire>): Readable {
  return csvStream(
    COLUMNS.map(([title]) => title),
    (async function* () {
      for await (const c of contracts) yield COLUMNS.map(([, cell]) => cell(c));
    })(),
  );
}
