import { useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/api/http';
import { saveFile } from '../../../shared/files/save-file';
import { cars } from './keys';

/** GET /cars/distributions/fca/import/template: the columns of the import, as a CSV to fill in. */
export async function downloadTemplate(): Promise<void> {
  const blob = await cars(() =>
    http.get<Blob>('/cars/distributions/fca/import/template', { responseType: 'blob', notify: false }),
  );
  saveFile(blob, 'шаблон-транспорт.csv');
}

export const useDownloadTemplate = () => useMutation({ mutationFn: downloadTemplate });
