import type { Readable } from 'node:stream';
import { SLOT_STATUS_LABELS } from '@kolos/domain/queue';
import {
  formatTransportDateTime,
  TRANSPORT_CSV_HEADER,
  TRANSPORT_EXPORT_HEADER,
  type TransportExportType,
} from '@kolos/domain/transport';
import type { CsvCell } from '@kolos/domain/csv';
import type { AuthContext } from '../../platform/auth/context';
import { csvStream, csvText } from '../../platform/csv';
import type { Deps } from '../../platform/deps';
import { offsetAt, pointWindow } from './distributions';
import * as q from './queries';

const BATCH = 1000;

/**
 * GET /cars/distributions/{type}/export/csv: the window's slots of FCA or CPT deals at the point,
 * one row per slot by time, in the import's columns (an export imports back unchanged) and a few
 * for people. Read in keyset batches and written as the reply takes them: constant memory.
 */
export async function exportDistributions(
  deps: Deps,
  auth: AuthContext,
  params: { type: TransportExportType; location: string; start: number; end: number },
  timeZone: string,
): Promise<Readable> {
  const { window } = await pointWindow(deps, auth, params.location, params.start, params.end);
  const cpt = params.type === 'CPT';
  async function* rows(): AsyncGenerator<CsvCell[]> {
    let after: { startAt: Date; id: number } | null = null;
    for (;;) {
      const batch = await q.exportBatch(deps.db, window, cpt, after, BATCH);
      for (const r of batch) {
        const start = Math.floor(new Date(r.startAt).getTime() / 1000);
        yield [
          Number(r.id),
          r.dealNumber === null ? '' : Number(r.dealNumber),
          formatTransportDateTime(start, offsetAt(timeZone, start)),
          r.carNumber ?? '',
          r.trailerNumber ?? '',
          r.driverFullname ?? '',
          r.driverPhone ?? '',
          Number(r.plannedVolume),
          r.farmerCompany,
          params.type,
          SLOT_STATUS_LABELS[r.status],
        ];
      }
      if (batch.length < BATCH) return;
      const last = batch[batch.length - 1]!;
      after = { startAt: new Date(last.startAt), id: Number(last.id) };
    }
  }
  return csvStream(TRANSPORT_EXPORT_HEADER, rows());
}

/** The template: the import's header and one example line (BOM, ';'). */
export const importTemplate = () =>
  csvText(TRANSPORT_CSV_HEADER, [
    [1, '', '', 'А123ВС 123', 'ЕК 4512 23', 'Иванов Сергей Петрович', '+79181234501', 25],
  ]);

export const TEMPLATE_FILE = 'transport-template.csv';
export const exportFileName = (type: string) => `transport-${type.toLowerCase()}.csv`;
