import type { Readable } from 'node:stream';
import { z } from 'zod';
import { DOCUMENT_MSG } from '@kolos/domain/documents';
import type { AuthContext } from '../../platform/auth/context';
import type { Deps } from '../../platform/deps';
import { badRequest } from '../../platform/errors';
import { storageFor } from '../../platform/files/storage';
import { recordedUpload, UploadAlreadyStored } from '../../platform/files/upload-keys';
import { newId } from '../../platform/ids';
import { insertFile, storeFilePart } from '../docs';
import { attachFiles, companyDocuments, uploadTarget } from './service';

/** A multipart part as @fastify/multipart gives it (what we read). */
export type DocumentPart =
  { type: 'file'; filename: string; file: Readable } | { type: 'field'; fieldname: string; value: unknown };

const fieldsSchema = z.object({
  companyUuid: z.uuid({ error: DOCUMENT_MSG.noCompany }),
  code: z.string().max(100),
});

/**
 * POST /dmoderation/document/upload (multipart: companyUuid, code, then files). The fields come
 * first, so the company and code are checked before a byte is stored; each file is streamed
 * through the platform's content check (pdf, jpg, png by content, at most 1 GB). Whatever fails —
 * a refused file, a broken connection — every file of the request already stored is removed, and
 * no row is written. With an upload key (ADR 0099) a repeat of a request that stored its files
 * answers the company's documents without storing them again, and racing repeats store once.
 */
export async function uploadDocuments(
  deps: Deps,
  auth: AuthContext,
  parts: AsyncIterable<DocumentPart>,
  ip: string | null,
  key: string | null = null,
) {
  const storage = storageFor(deps.config);
  const earlier = key ? await recordedUpload(deps.db, auth.userUuid, key) : null;
  const fields: Record<string, string> = {};
  const stored: Awaited<ReturnType<typeof storeFilePart>>[] = [];
  let target: {
    company: Awaited<ReturnType<typeof uploadTarget>>;
    code: string;
    replace: boolean;
  } | null = null;
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (!target) {
        const parsed = fieldsSchema.safeParse(fields);
        if (!parsed.success) throw badRequest(DOCUMENT_MSG.noCompany);
        const company = await uploadTarget(deps, auth, parsed.data.companyUuid, parsed.data.code);
        target = { company, code: parsed.data.code, replace: fields.replace === 'true' };
      }
      if (earlier) part.file.resume();
      else stored.push(await storeFilePart(deps, part));
    }
    if (target && earlier) return companyDocuments(deps, auth, target.company.uuid);
    if (!target || stored.length === 0) throw badRequest(DOCUMENT_MSG.noFiles);
    const fileUuids: string[] = [];
    for (const file of stored) {
      const uuid = newId();
      await insertFile(deps.db, {
        uuid,
        ownerUserUuid: auth.userUuid,
        ownerCompanyUuid: target.company.uuid,
        name: file.name,
        size: file.size,
        contentType: file.mime,
        storageKey: file.key,
      });
      fileUuids.push(uuid);
    }
    try {
      await attachFiles(deps, auth, target.company, target.code, fileUuids, target.replace, ip, key);
    } catch (error) {
      await deps.db.deleteFrom('files').where('uuid', 'in', fileUuids).execute();
      throw error;
    }
  } catch (error) {
    for (const file of stored) await storage.remove(file.key).catch(() => undefined);
    // another request of the key stored the files meanwhile: its documents are the answer
    if (error instanceof UploadAlreadyStored && target)
      return companyDocuments(deps, auth, target.company.uuid);
    throw error;
  }
  return companyDocuments(deps, auth, target.company.uuid);
}
