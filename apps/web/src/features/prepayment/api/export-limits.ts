import { useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/api/http';
import { saveFile } from '../../../shared/files/save-file';
import { prepaymentService } from './prepayment-service';

/** SPEC 7 GET /v2/prepayments/export-limits: the company's limits as a CSV file, saved to disk. */
export async function exportLimits(): Promise<void> {
  const blob = await prepaymentService(() =>
    http.get<Blob>('/v2/prepayments/export-limits', { responseType: 'blob', notify: false }),
  );
  saveFile(blob, `limits-${new Date().toISOString().slice(0, 10)}.csv`);
}

export const useExportLimits = () => useMutation({ mutationFn: exportLimits });
