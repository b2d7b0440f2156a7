import { useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/api/http';
import { saveFile } from '../../../shared/files/save-file';
import { prepaymentService } from './prepayment-service';

/**
 * The refused lines of an import, from where the server keeps them (ADR 0042): a big import's
 * error file no longer rides in the import's answer. The server's file has its BOM already.
 */
export async function downloadErrorFile({ uuid, name }: { uuid: string; name: string }): Promise<void> {
  const blob = await prepaymentService(() =>
    http.get<Blob>(`/v2/prepayments/upload-limits/errors/${uuid}`, { responseType: 'blob', notify: false }),
  );
  saveFile(blob, name);
}

export const useDownloadErrorFile = () => useMutation({ mutationFn: downloadErrorFile });
