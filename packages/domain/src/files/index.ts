import { z } from 'zod';
import { text } from '../common/text';
import { MAX_UPLOAD_BYTES } from '../common/constants';
import { MSG } from '../common/messages';

/** SPEC 9: the document types accepted, judged by content on the server, by name and type in the browser. */
export const DOCUMENT_TYPES = [
  { mime: 'application/pdf', extensions: ['pdf'] },
  { mime: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  { mime: 'image/png', extensions: ['png'] },
] as const;

export type DocumentMime = (typeof DOCUMENT_TYPES)[number]['mime'];

/** Russian texts of uploads and downloads (SPEC 5 "Document upload"; the rest are ours, ADR 0061). */
export const FILE_MSG = {
  tooLarge: MSG.fileTooLarge,
  badType: 'Недопустимый тип файла. Загрузите файл в формате pdf, jpg или png',
  noFile: 'Выберите файл для загрузки',
  oneFile: 'Загрузите один файл за раз',
  notFound: 'Файл не найден',
  linkExpired: 'Ссылка на файл устарела или неверна. Откройте файл снова',
  uploadFailed: 'Не удалось загрузить файл. Попробуйте ещё раз',
  badUploadKey: 'Ключ повторной отправки файла неверен: обновите страницу и отправьте файл снова',
} as const;

/** The widget's check before sending: the same limits the server applies, by name and declared type. */
export function documentRefusal(file: { name: string; size: number; type: string }): string | null {
  if (file.size > MAX_UPLOAD_BYTES) return FILE_MSG.tooLarge;
  const ext = file.name.toLowerCase().split('.').pop() ?? '';
  const known = DOCUMENT_TYPES.some(
    (t) => (t.extensions as readonly string[]).includes(ext) || t.mime === file.type,
  );
  return known ? null : FILE_MSG.badType;
}

/** SPEC 7 POST /docs/file/upload answer; `url` is a short-lived signed download link for its owner. */
export const uploadedFileSchema = z.object({
  uuid: text().uuid(),
  url: text(),
  name: text(),
  size: z.number().int().nonnegative(),
  type: text(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;
