import { useMutation, useQuery } from '@tanstack/react-query';
import { missingSdizReply } from '@kolos/domain/trip-documents';
import { http } from '../../../shared/api/http';
import { service } from '../../../shared/api/service';
import { saveFile } from '../../../shared/files/save-file';
import { slotKeys } from './slots-api';

const documents = service('documents');
const base = (locationUuid: string, date: string) =>
  `/v1/fgis/acceptances/${encodeURIComponent(locationUuid)}/${encodeURIComponent(date)}`;

/** GET …/missing-sdiz: the day's unloaded trucks with no СДИЗ number (a slot event refreshes it). */
export const useMissingSdiz = (locationUuid: string, date: string) =>
  useQuery({
    queryKey: [...slotKeys.all, 'missing-sdiz', locationUuid, date] as const,
    queryFn: async ({ signal }) =>
      missingSdizReply.parse(
        await documents(() =>
          http.get(`${base(locationUuid, date)}/missing-sdiz`, { signal, notify: false }),
        ),
      ),
  });

/**
 * GET /v1/fgis/acceptances/{location}/{date}?format=csv: the day's acceptances for ФГИС «Зерно»
 * (Excel: BOM, ';'), fetched with the bearer token and saved to disk.
 */
export async function exportFgisCsv({ locationUuid, date }: { locationUuid: string; date: string }) {
  const blob = await documents(() =>
    http.get<Blob>(base(locationUuid, date), {
      query: { format: 'csv' },
      responseType: 'blob',
      notify: false,
    }),
  );
  saveFile(blob, `fgis-zerno-${date}.csv`);
}

export const useExportFgis = () => useMutation({ mutationFn: exportFgisCsv });
