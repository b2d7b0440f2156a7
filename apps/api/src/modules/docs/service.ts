import { pipeline } from 'node:stream';
import type { Readable } from 'node:stream';
import { DOCUMENT_TYPES, FILE_MSG, type UploadedFile } from '@kolos/domain/files';
import type { AuthContext } from '../../platform/auth/context';
import type { Deps } from '../../platform/deps';
import { AppError, badRequest, forbidden, notFound } from '../../platform/errors';
import { ContentCheck, FileTooLargeError, FileTypeRefusedError } from '../../platform/files/content-check';
import { createFileLinks } from '../../platform/files/links';
import { contentDisposition, sanitizeFileName } from '../../platform/files/names';
import { newStorageKey, storageFor } from '../../platform/files/storage';
import { recordedUpload, recordUpload, UploadAlreadyStored } from '../../platform/files/upload-keys';
import { newId } from '../../platform/ids';
import { deleteOwnFile, fileByUuid, insertFile, visibleFile, type FileRow } from './queries';

const ACCEPTED = DOCUMENT_TYPES.map((t) => t.mime);
/** Room for the multipart envelope around the file when judging Content-Length up front. */
const ENVELOPE_BYTES = 64 * 1024;

const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', FILE_MSG.tooLarge);

/** One part of a multipart request, as @fastify/multipart gives it (only what we read). */
export type UploadPart =
  { type: 'file'; filename: string; file: Readable } | { type: 'field'; fieldname: string };

const linksOf = (deps: Deps) => createFileLinks(deps.config.JWT_SECRET, deps.config.FILE_LINK_TTL_SECONDS);

function downloadPath(deps: Deps, uuid: string): string {
  const { expires, signature } = linksOf(deps).sign(uuid);
  return `/api/docs/file/${uuid}/download?expires=${expires}&signature=${signature}`;
}

export const toWire = (
  deps: Deps,
  row: Pick<FileRow, 'uuid' | 'name' | 'size' | 'contentType'>,
): UploadedFile => ({
  uuid: row.uuid,
  url: downloadPath(deps, row.uuid),
  name: row.name,
  size: Number(row.size),
  type: row.contentType,
});

/** A request whose declared length cannot fit under the limit is refused before a byte is read. */
export function refuseByLength(deps: Deps, contentLength: string | undefined): void {
  const declared = Number(contentLength);
  if (Number.isFinite(declared) && declared > deps.config.MAX_UPLOAD_BYTES + ENVELOPE_BYTES) throw tooLarge();
}

/**
 * Streams one file part into the storage through the content check. Whatever goes wrong — a
 * refused type, too many bytes, the client gone — the partial object is removed by the storage.
 */
export async function store(deps: Deps, part: Extract<UploadPart, { type: 'file' }>) {
  const storage = storageFor(deps.config);
  const key = newStorageKey();
  const check = new ContentCheck(deps.config.MAX_UPLOAD_BYTES, ACCEPTED);
  // pipeline ties the two: an aborted request fails the check stream, a refusal stops the request's.
  pipeline(part.file, check, () => undefined);
  try {
    await storage.write(key, check);
  } catch (error) {
    if (error instanceof FileTooLargeError) throw tooLarge();
    if (error instanceof FileTypeRefusedError) throw badRequest(FILE_MSG.badType);
    throw error;
  }
  return { key, ...check.result, name: sanitizeFileName(part.filename, check.result.ext) };
}

/**
 * SPEC 7 POST /docs/file/upload: exactly one file part; other fields are ignored. With an upload
 * key (ADR 0099) a repeat of a request that stored its file answers that file: its bytes are read
 * and dropped, and two repeats racing store one file between them.
 */
export async function uploadFile(
  deps: Deps,
  auth: AuthContext,
  parts: AsyncIterable<UploadPart>,
  key: string | null = null,
): Promise<UploadedFile> {
  const storage = storageFor(deps.config);
  const earlier = key ? await recordedUpload(deps.db, auth.userUuid, key) : null;
  let stored: Awaited<ReturnType<typeof store>> | null = null;
  let files = 0;
  try {
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      if (++files > 1) throw badRequest(FILE_MSG.oneFile);
      if (earlier) part.file.resume();
      else stored = await store(deps, part);
    }
    if (earlier && files > 0) return await fileLink(deps, auth, earlier[0]!);
    if (!stored) throw badRequest(FILE_MSG.noFile);
    const row = {
      uuid: newId(),
      ownerUserUuid: auth.userUuid,
      ownerCompanyUuid: auth.companyUuid,
      name: stored.name,
      size: stored.size,
      contentType: stored.mime,
      storageKey: stored.key,
    };
    await deps.db.transaction().execute(async (trx) => {
      await insertFile(trx, row);
      if (key && !(await recordUpload(trx, auth.userUuid, key, [row.uuid]))) throw new UploadAlreadyStored();
    });
    return toWire(deps, row);
  } catch (error) {
    if (stored) await storage.remove(stored.key).catch(() => undefined);
    // another request of the key stored the file meanwhile: this one's bytes went, its answer stands
    if (error instanceof UploadAlreadyStored && key) {
      const first = await recordedUpload(deps.db, auth.userUuid, key);
      return fileLink(deps, auth, first![0]!);
    }
    throw error;
  }
}

/** A fresh link for a file the caller may see (screens never keep a stale one). */
export async function fileLink(deps: Deps, auth: AuthContext, uuid: string): Promise<UploadedFile> {
  const row = await visibleFile(deps.db, auth, uuid);
  if (!row) throw notFound(FILE_MSG.notFound);
  return toWire(deps, row);
}

export async function deleteFile(deps: Deps, auth: AuthContext, uuid: string): Promise<{ uuid: string }> {
  const row = await deleteOwnFile(deps.db, auth, uuid);
  if (!row) throw notFound(FILE_MSG.notFound);
  await storageFor(deps.config)
    .remove(row.storageKey)
    .catch((err: unknown) => deps.log.warn({ err, uuid }, 'file bytes left after delete'));
  return { uuid };
}

export type Download =
  | { kind: 'redirect'; url: string }
  | { kind: 'stream'; body: Readable; name: string; size: number; contentType: string; disposition: string };

/** GET on a signed link: the signature and expiry are the check, so no session is needed. */
export async function openDownload(
  deps: Deps,
  uuid: string,
  link: { expires?: string | undefined; signature?: string | undefined },
): Promise<Download> {
  const expires = Number(link.expires);
  if (!link.signature || !linksOf(deps).verify(uuid, expires, link.signature)) {
    throw forbidden(FILE_MSG.linkExpired);
  }
  const row = await fileByUuid(deps.db, uuid);
  if (!row) throw notFound(FILE_MSG.notFound);
  const storage = storageFor(deps.config);
  const disposition = contentDisposition(row.name);
  const presigned = await storage.presignedUrl(row.storageKey, {
    contentType: row.contentType,
    contentDisposition: disposition,
    expiresInSeconds: deps.config.FILE_LINK_TTL_SECONDS,
  });
  if (presigned) return { kind: 'redirect', url: presigned };
  if (!(await storage.exists(row.storageKey))) throw notFound(FILE_MSG.notFound);
  return {
    kind: 'stream',
    body: await storage.read(row.storageKey),
    name: row.name,
    size: Number(row.size),
    contentType: row.contentType,
    disposition,
  };
}
