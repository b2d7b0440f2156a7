import { once } from 'node:events';
import { promisify } from 'node:util';
import { createGzip, gunzip } from 'node:zlib';
import { sql, type ColumnType, type Generated } from 'kysely';
import type { Database } from '../../db/client';
import { newId } from '../../platform/ids';

export interface ImportErrorFilesTable {
  uuid: string;
  companyUuid: string;
  fileName: string;
  content: Buffer;
  createdAt: Generated<Date>;
  expiresAt: ColumnType<Date, Date | string, Date | string>;
}

declare module '../../db/types' {
  interface DB {
    importErrorFiles: ImportErrorFilesTable;
  }
}

const unpack = promisify(gunzip);

/**
 * Gzips a text as it comes, in zlib's thread pool: megabytes of refused lines shrink to
 * kilobytes without a pass over them on the event loop. The whole text comes back too while it
 * is at most `keepBytes` long, without the BOM the stored file (a download) has.
 */
async function pack(chunks: AsyncIterable<string>, keepBytes: number) {
  const gzip = createGzip();
  const out: Buffer[] = [];
  gzip.on('data', (part: Buffer) => out.push(part));
  const ended = once(gzip, 'end');
  let text = '';
  let bytes = 0;
  for await (const chunk of chunks) {
    bytes += Buffer.byteLength(chunk);
    if (bytes <= keepBytes) text += chunk;
    if (!gzip.write(chunk)) await once(gzip, 'drain');
  }
  gzip.end();
  await ended;
  return { content: Buffer.concat(out), text: bytes <= keepBytes ? text.replace(/^\uFEFF/, '') : null };
}

/** A day to download it: the report dialog offers it at once, a re-import makes a new one. */
const KEEP_MS = 24 * 60 * 60 * 1000;

/**
 * Keeps an import's error file, gzipped, for the company that imported it: its uuid, and its
 * text while it is at most `keepBytes`. The expired ones go on the way: imports are rare, so no
 * sweeper is needed.
 */
export async function storeErrorFile(
  db: Database,
  file: { companyUuid: string; fileName: string; csv: AsyncIterable<string>; keepBytes: number },
): Promise<{ uuid: string; text: string | null }> {
  const uuid = newId();
  const { content, text } = await pack(file.csv, file.keepBytes);
  await db
    .deleteFrom('importErrorFiles')
    .where('expiresAt', '<', sql<Date>`now()`)
    .execute();
  await db
    .insertInto('importErrorFiles')
    .values({
      uuid,
      companyUuid: file.companyUuid,
      fileName: file.fileName,
      content,
      expiresAt: new Date(Date.now() + KEEP_MS),
    })
    .execute();
  return { uuid, text };
}

/** The file (with its BOM, as csvStream wrote it), when it is the company's own and not expired; otherwise nothing (a 404). */
export async function findErrorFile(db: Database, companyUuid: string, uuid: string) {
  const file = await db
    .selectFrom('importErrorFiles')
    .where('uuid', '=', uuid)
    .where('companyUuid', '=', companyUuid)
    .where('expiresAt', '>', sql<Date>`now()`)
    .select(['fileName', 'content'])
    .executeTakeFirst();
  return file && { fileName: file.fileName, content: await unpack(file.content) };
}
