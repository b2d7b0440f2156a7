import { sql } from 'kysely';
import { COMPANY_MSG } from '@kolos/domain/companies';
import {
  codeFitsCompany,
  companyDocumentCodes,
  DOCUMENT_MSG,
  documentName,
  isDocumentCode,
  requiredDocumentCodes,
  type CompanyDocument,
  type CompanyDocumentsReply,
  type DocumentFile,
  type DocumentRowReply,
} from '@kolos/domain/documents';
import type { AuthContext } from '../../platform/auth/context';
import { auditActor, writeAudit } from '../../platform/audit';
import type { Deps } from '../../platform/deps';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { storageFor } from '../../platform/files/storage';
import { recordUpload, UploadAlreadyStored } from '../../platform/files/upload-keys';
import { newId } from '../../platform/ids';
import { onboardingCompany } from '../companies';
import { fileLink, fileWire } from '../docs';
import * as q from './queries';

type Company = Awaited<ReturnType<typeof onboardingCompany>>;

const toFile = (deps: Deps, row: q.DocumentRow): DocumentFile => {
  const wire = fileWire(deps, {
    uuid: row.fileUuid,
    name: row.name,
    size: row.size,
    contentType: row.contentType,
  });
  return {
    uuid: row.uuid,
    fileUuid: row.fileUuid,
    url: wire.url,
    name: wire.name,
    size: wire.size,
    type: wire.type,
    uploadedAt: new Date(row.createdAt).toISOString(),
    replacedAt: row.replacedAt ? new Date(row.replacedAt).toISOString() : null,
  };
};

/**
 * The company's documents by code: the catalogue's codes for its type (an ИП's or a legal
 * entity's, issue 28 point 17), plus any other code it still holds files under.
 */
export function documentsOf(deps: Deps, company: { uuid: string; type: string }, rows: q.DocumentRow[]) {
  const required = new Set(requiredDocumentCodes(company.type));
  const offered = companyDocumentCodes(company.type).map((c) => c.code);
  const codes = [...offered, ...new Set(rows.map((r) => r.code).filter((c) => !offered.includes(c)))];
  return codes.map((code): CompanyDocument => {
    const mine = rows.filter((r) => r.code === code);
    const files = mine.filter((r) => !r.replacedAt).map((r) => toFile(deps, r));
    const history = mine.filter((r) => r.replacedAt).map((r) => toFile(deps, r));
    return {
      companyUuid: company.uuid,
      code,
      description: documentName(code),
      required: required.has(code),
      forCompanyType: offered.includes(code),
      status: files.length ? 'UPLOADED' : required.has(code) ? 'MISSING' : 'OPTIONAL',
      uploadedAt: files.at(-1)?.uploadedAt ?? null,
      files,
      history,
    };
  });
}

/** GET /dmoderation/company/{id}/documents and GET /docs-by-company/{id}. */
export async function companyDocuments(
  deps: Deps,
  auth: AuthContext,
  companyUuid: string,
): Promise<CompanyDocumentsReply> {
  const company = await onboardingCompany(deps, auth, companyUuid);
  return { companyUuid, documents: documentsOf(deps, company, await q.documentRows(deps.db, companyUuid)) };
}

/**
 * Who changes a company's documents: a platform admin; the farmer of the company while it is not
 * on moderation. The purchaser who invited it only reads them (403).
 */
export async function companyForChange(deps: Deps, auth: AuthContext, companyUuid: string): Promise<Company> {
  const company = await onboardingCompany(deps, auth, companyUuid);
  if (auth.userType === 'admin') return company;
  if (company.uuid !== auth.companyUuid) throw forbidden(COMPANY_MSG.notYours);
  if (company.status === 'ON_MODERATE') throw conflict(COMPANY_MSG.onModerateLocked);
  return company;
}

const codeError = (message: string) => badRequest(message, [{ field: 'code', message }]);

/** A code of the company's own form (issue 28 point 17): an ИП uploads no charter, an ООО no passport. */
function mustFitCompany(code: string, company: Company): void {
  if (!codeFitsCompany(code, company.type)) throw codeError(DOCUMENT_MSG.notForCompanyType(company.type));
}

/**
 * Where new files of a code go: a known company code (400), a company the caller may change
 * (404/403/409), and a code of its form (400) — all checked before a byte is stored.
 */
export async function uploadTarget(deps: Deps, auth: AuthContext, companyUuid: string, code: string) {
  if (!isDocumentCode(code)) throw codeError(DOCUMENT_MSG.unknownCode);
  const company = await companyForChange(deps, auth, companyUuid);
  mustFitCompany(code, company);
  return company;
}

/**
 * Links stored files to a company's code. Once the company is APPROVED (or when asked) the new
 * files replace the code's current ones, which stay in its history.
 */
export async function attachFiles(
  deps: Deps,
  auth: AuthContext,
  company: Company,
  code: string,
  fileUuids: string[],
  replace: boolean,
  ip: string | null,
  uploadKey: string | null = null,
) {
  await deps.db.transaction().execute(async (trx) => {
    // first, so a repeat of the key waits here for the first request and writes nothing (ADR 0099)
    if (uploadKey && !(await recordUpload(trx, auth.userUuid, uploadKey, fileUuids))) {
      throw new UploadAlreadyStored();
    }
    if (replace || company.status === 'APPROVED') await q.retireCode(trx, company.uuid, code);
    await q.insertDocuments(
      trx,
      fileUuids.map((fileUuid) => ({
        uuid: newId(),
        companyUuid: company.uuid,
        code,
        fileUuid,
        uploadedBy: auth.userUuid,
      })),
    );
    await writeAudit(trx, {
      action: 'company.document.upload',
      actorUuid: auditActor(auth),
      targetUuid: company.uuid,
      ip,
      detail: { code, fileUuids },
    });
  });
}

/** POST /docs: files already uploaded by POST /docs/file/upload, each checked visible to the caller. */
export async function createDocuments(
  deps: Deps,
  auth: AuthContext,
  body: { companyUuid: string; code: string; fileUuids: string[]; replace: boolean },
  ip: string | null,
) {
  const company = await uploadTarget(deps, auth, body.companyUuid, body.code);
  for (const uuid of body.fileUuids) await fileLink(deps, auth, uuid);
  await attachFiles(deps, auth, company, body.code, body.fileUuids, body.replace, ip);
  return companyDocuments(deps, auth, company.uuid);
}

/** A document row the caller reaches (through its company), or 404. */
async function reachableRow(deps: Deps, auth: AuthContext, uuid: string) {
  const row = await q.documentRow(deps.db, uuid);
  if (!row) throw notFound(DOCUMENT_MSG.notFound);
  const company = await onboardingCompany(deps, auth, row.companyUuid).catch(() => {
    throw notFound(DOCUMENT_MSG.notFound);
  });
  return { row, company };
}

/** GET /docs/{id}. */
export async function getDocument(deps: Deps, auth: AuthContext, uuid: string): Promise<DocumentRowReply> {
  const { row } = await reachableRow(deps, auth, uuid);
  return { ...toFile(deps, row), companyUuid: row.companyUuid, code: row.code };
}

/** PUT /docs {uuid, fileUuid}: the row's file is replaced; the old row stays as history. */
export async function replaceDocument(
  deps: Deps,
  auth: AuthContext,
  body: { uuid: string; fileUuid: string },
  ip: string | null,
): Promise<DocumentRowReply> {
  const { row } = await reachableRow(deps, auth, body.uuid);
  if (row.replacedAt) throw conflict(DOCUMENT_MSG.notFound);
  mustFitCompany(row.code, await companyForChange(deps, auth, row.companyUuid));
  await fileLink(deps, auth, body.fileUuid);
  const uuid = newId();
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('companyDocuments')
      .set({ replacedAt: sql<Date>`now()` })
      .where('uuid', '=', row.uuid)
      .execute();
    await q.insertDocuments(trx, [
      {
        uuid,
        companyUuid: row.companyUuid,
        code: row.code,
        fileUuid: body.fileUuid,
        uploadedBy: auth.userUuid,
      },
    ]);
    await writeAudit(trx, {
      action: 'company.document.upload',
      actorUuid: auditActor(auth),
      targetUuid: row.companyUuid,
      ip,
      detail: { code: row.code, replaced: row.uuid, fileUuids: [body.fileUuid] },
    });
  });
  return getDocument(deps, auth, uuid);
}

/**
 * DELETE /dmoderation/document?uuid&code and DELETE /docs/{id}: one current file of a document,
 * with its bytes. Refused once the company is APPROVED — a document is then replaced instead.
 */
export async function deleteDocument(
  deps: Deps,
  auth: AuthContext,
  uuid: string,
  code: string | null,
  ip: string | null,
) {
  const { row } = await reachableRow(deps, auth, uuid);
  if (code !== null && row.code !== code) throw notFound(DOCUMENT_MSG.notFound);
  const company = await companyForChange(deps, auth, row.companyUuid);
  if (company.status === 'APPROVED') throw conflict(DOCUMENT_MSG.approvedNoDelete);
  let storageKey: string | undefined;
  await deps.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('companyDocuments').where('uuid', '=', uuid).execute();
    const still = await trx
      .selectFrom('companyDocuments')
      .select('uuid')
      .where('fileUuid', '=', row.fileUuid)
      .executeTakeFirst();
    if (!still) {
      const file = await trx
        .deleteFrom('files')
        .where('uuid', '=', row.fileUuid)
        .returning('storageKey')
        .executeTakeFirst();
      storageKey = file?.storageKey;
    }
    await writeAudit(trx, {
      action: 'company.document.delete',
      actorUuid: auditActor(auth),
      targetUuid: row.companyUuid,
      ip,
      detail: { code: row.code, document: uuid },
    });
  });
  if (storageKey)
    await storageFor(deps.config)
      .remove(storageKey)
      .catch(() => undefined);
  return { uuid };
}
