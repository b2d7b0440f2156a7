import { z } from 'zod';
import { dateOut } from '../common/wire-dates';
import { text } from '../common/text';
import { DOCUMENT_CODES } from './codes';

export * from './codes';

export const DOCUMENT_MSG = {
  serviceError: 'Ошибка сервиса документов.',
  notFound: 'Документ не найден',
  unknownCode: 'Неизвестный код документа',
  /** Issue 28 point 17: a code of the other company form. */
  notForCompanyType: (type: string) =>
    type === 'COMPANY_TYPE_INDIVIDUAL'
      ? 'Этот документ не запрашивается у индивидуального предпринимателя'
      : type === 'COMPANY_TYPE_CORP'
        ? 'Этот документ не запрашивается у юридического лица'
        : 'Сначала укажите в анкете тип организации: ЮЛ или ИП',
  noCompany: 'Укажите организацию и код документа до файлов',
  approvedNoDelete:
    'Организация одобрена: документ нельзя удалить, загрузите новый файл взамен — прежний сохранится в истории',
  noFiles: 'Выберите файлы для загрузки',
} as const;

export const documentCodeSchema = z.object({
  code: text(),
  name: text(),
  group: z.enum(['company', 'trip']),
  requiredFor: z.array(text()),
  /** The company types the code belongs to (issue 28 point 17). */
  companyTypes: z.array(text()),
});
export const documentCodesReply = z.object({ codes: z.array(documentCodeSchema) });
export type DocumentCodesReply = z.infer<typeof documentCodesReply>;
export const documentCodesOf = (): DocumentCodesReply => ({
  codes: DOCUMENT_CODES.map((c) => ({
    ...c,
    requiredFor: [...c.requiredFor],
    companyTypes: [...c.companyTypes],
  })),
});

/** One stored file of a document (SPEC 3 Documents files[{url, name}]) with its row's data. */
export const documentFileSchema = z.object({
  /** The document row: what DELETE /dmoderation/document?uuid and PUT /docs name. */
  uuid: text(),
  fileUuid: text(),
  url: text(),
  name: text(),
  size: z.number().int(),
  type: text(),
  uploadedAt: dateOut('wireInstant'),
  /** Set when a newer file replaced it (its history); null for a current file. */
  replacedAt: dateOut('wireInstant').nullable(),
});
export type DocumentFile = z.infer<typeof documentFileSchema>;

/** SPEC 3 Documents: code, description, files — plus the company and whether it is required. */
export const companyDocumentSchema = z.object({
  companyUuid: text(),
  code: text(),
  description: text(),
  required: z.boolean(),
  /**
   * Whether the company's type takes this code (issue 28 point 17). A code of the other form (or
   * unknown) is listed only while the company still holds files under it — to read or delete them;
   * an upload to it is refused.
   */
  forCompanyType: z.boolean(),
  /** 'MISSING' (required, no file), 'UPLOADED' or 'OPTIONAL' (not required, no file). */
  status: z.enum(['MISSING', 'UPLOADED', 'OPTIONAL']),
  uploadedAt: dateOut('wireInstant').nullable(),
  files: z.array(documentFileSchema),
  history: z.array(documentFileSchema),
});
export type CompanyDocument = z.infer<typeof companyDocumentSchema>;

export const companyDocumentsReply = z.object({
  companyUuid: text(),
  documents: z.array(companyDocumentSchema),
});
export type CompanyDocumentsReply = z.infer<typeof companyDocumentsReply>;

/** DELETE /dmoderation/document?uuid&code: the document row (one file) and its code, as a check. */
export const deleteDocumentQuery = z.object({ uuid: text().uuid(), code: text().max(100) });

/** POST /docs: link files uploaded by POST /docs/file/upload to a company's document code. */
export const docsCreateBody = z.object({
  companyUuid: text().uuid(),
  code: text().max(100),
  fileUuids: z.array(text().uuid()).min(1, { error: DOCUMENT_MSG.noFiles }).max(20),
  /** true: the new files replace the code's current ones (kept in history). Always so once APPROVED. */
  replace: z.boolean().default(false),
});
export type DocsCreateBody = z.input<typeof docsCreateBody>;

/** PUT /docs: replace one document row's file by another uploaded file; the old one goes to history. */
export const docsReplaceBody = z.object({ uuid: text().uuid(), fileUuid: text().uuid() });
export type DocsReplaceBody = z.infer<typeof docsReplaceBody>;

export const documentRowReply = documentFileSchema.extend({ companyUuid: text(), code: text() });
export type DocumentRowReply = z.infer<typeof documentRowReply>;
