import { useMutation } from '@tanstack/react-query';
import type { TransportExportType } from '@kolos/domain/transport';
import { http } from '../../../shared/api/http';
import { saveFile } from '../../../shared/files/save-file';
import { cars } from './keys';

export interface ExportRequest {
  type: TransportExportType;
  location: string;
  /** Unix seconds. */
  start: number;
  end: number;
  timeZone: string;
}

/**
 * SPEC 7 GET /cars/distributions/{type}/export/csv/{location}/{start}/{end}?timeZone: the window's
 * deliveries and slots as a CSV, fetched with the bearer token and saved to disk.
 */
export async function exportCsv({ type, location, start, end, timeZone }: ExportRequest): Promise<void> {
  const path = `/cars/distributions/${type}/export/csv/${encodeURIComponent(location)}/${start}/${end}`;
  const blob = await cars(() =>
    http.get<Blob>(path, { query: { timeZone }, responseType: 'blob', notify: false }),
  );
  saveFile(blob, `transport-${type.toLowerCase()}-${start}-${end}.csv`);
}

export const useExportCsv = () => useMutation({ mutationFn: exportCsv });
