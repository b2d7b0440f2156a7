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

/** The two shapes of the export: CSV for Excel (BOM, ';'), JSON as ФГИС «Зерно» takes it. */
export type FgisFormat = 'csv' | 'json';

/**
 * GET /v1/fgis/acceptances/{location}/{date}?format=csv|json: the day's acceptances for ФГИС
 * «Зерно», fetched with the bearer token and saved to disk as the server wrote them.
 */
export async function exportFgis({
  locationUuid,
  date,
  format,
}: {
  locationUuid: string;
  date: string;
  format: FgisFormat;
}) {
  const blob = await documents(() =>
    http.get<Blob>(base(locationUuid, date), { query: { format }, responseType: 'blob', notify: false }),
  );
  saveFile(blob, `fgis-zerno-${date}.${format}`);
}

export const useExportFgis = () => useMutation({ mutationFn: exportFgis });
