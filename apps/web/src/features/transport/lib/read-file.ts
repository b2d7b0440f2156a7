import { MSG } from '@kolos/domain';
import { TRANSPORT_IMPORT_MAX_BYTES, TRANSPORT_MSG } from '@kolos/domain/transport';

/** SPEC 5 'CSV import': the name must end with .csv; issue 18: at most 10 MB. Null when fine. */
export function csvFileRefusal(file: { name: string; size: number }): string | null {
  if (!/\.csv$/i.test(file.name)) return MSG.badCsvExtension;
  if (file.size > TRANSPORT_IMPORT_MAX_BYTES) return TRANSPORT_MSG.fileTooLarge;
  return null;
}

/** The file's raw bytes in base64 (the import's `data`): the server reads the encoding itself. */
export function fileToBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('Не удалось прочитать файл'));
    reader.readAsDataURL(file);
  });
}
