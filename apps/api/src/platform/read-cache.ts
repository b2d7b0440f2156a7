import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../db/client';
import { defineJob } from './jobs/types';

/*
 * ADR 0070. Big reads many people repeat — a point's week of slots, its Transport page — are kept
 * serialized and compressed per API process, each under the version of the scopes it shows.
 * The version is read from PostgreSQL before every answer (migration 0034 keeps it moving with
 * every change, whatever wrote it), so a cached answer is never older than the database: a
 * process that did not make a change still sees the version move. Rights and scope are checked
 * on every request before the cache is asked; the cache only saves building the same bytes.
 */

/** The version of these scopes now: read BEFORE the data, so the answer is at least as new. */
export async function readVersion(db: Database, scopes: readonly string[]): Promise<string> {
  const { rows } = await sql<{ v: string }>`
    select coalesce(sum(weight), 0)::text as v from read_changes where scope = any(${[...scopes]}::text[])`.execute(
    db,
  );
  return rows[0]!.v;
}

/**
 * Folds each scope's rows into one with their sum (the version stays the same); rows a writer
 * has not committed yet are not seen and stay.
 */
export async function compactReadChanges(db: Database): Promise<void> {
  await sql`
    with gone as (delete from read_changes where id <= (select max(id) from read_changes) returning scope, weight)
    insert into read_changes (scope, weight) select scope, sum(weight) from gone group by scope`.execute(db);
}

export const compactReadChangesJob = defineJob<object>({
  name: 'platform.compact-read-changes',
  options: { schedule: '* * * * *', retryLimit: 1, retryDelay: 30 },
  handler: (_data, { deps }) => compactReadChanges(deps.db),
});

/** A scope name of migration 0034. */
export const pointScope = (locationUuid: string) => `point:${locationUuid}`;
export const GLOBAL_SCOPE = 'global';
export const NO_SHOWS_SCOPE = 'noshows';

/**
 * One answer as it is kept: its JSON gzipped (a twelfth of the size; every browser takes it so),
 * and the tag a client may revalidate with.
 */
export interface CachedAnswer {
  gzip: Buffer;
  etag: string;
}

/** What a read builds: the body (checked and serialized by `serialize`), valid until an instant. */
export interface Built {
  body: unknown;
  /** Epoch ms after which the answer is old even without a change (a no-show leaving its window). */
  validUntil?: number;
}

interface Entry {
  version: string;
  validUntil: number;
  answer: Promise<CachedAnswer>;
  bytes: number;
}

/**
 * The per-process store, least recently used out first within `budgetBytes` (0: off — every
 * request builds). Requests that miss the same key and version together share one build.
 */
export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  private used = 0;

  constructor(private readonly budgetBytes: number) {}

  async get(
    key: string,
    version: string,
    build: () => Promise<Built>,
    serialize: (body: unknown) => Buffer,
    now = Date.now(),
  ): Promise<CachedAnswer> {
    const hit = this.entries.get(key);
    if (hit && hit.version === version && hit.validUntil > now) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.answer;
    }
    if (hit) this.drop(key, hit);
    let validUntil = Number.POSITIVE_INFINITY;
    const answer = build().then((built) => {
      validUntil = built.validUntil ?? validUntil;
      const json = serialize(built.body);
      const gzip = gzipSync(json, { level: 1 });
      const etag = `"${createHash('sha1').update(json).digest('base64url')}"`;
      return { gzip, etag };
    });
    if (this.budgetBytes <= 0) return answer;
    const entry: Entry = { version, validUntil: Number.POSITIVE_INFINITY, answer, bytes: 0 };
    this.entries.set(key, entry);
    try {
      const done = await answer;
      entry.validUntil = validUntil;
      entry.bytes = done.gzip.length;
      if (this.entries.get(key) === entry) {
        this.used += entry.bytes;
        this.evict();
      }
      return done;
    } catch (err) {
      if (this.entries.get(key) === entry) this.entries.delete(key);
      throw err;
    }
  }

  private drop(key: string, entry: Entry) {
    this.entries.delete(key);
    this.used -= entry.bytes;
  }

  private evict() {
    for (const [key, entry] of this.entries) {
      if (this.used <= this.budgetBytes) return;
      this.drop(key, entry);
    }
  }
}

/**
 * Sends a kept answer: 304 to a client that holds it (`If-None-Match`), gzip to one that accepts
 * it (@fastify/compress leaves an encoded answer alone), else the JSON unpacked.
 */
export function sendCached(req: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  reply
    .header('content-type', 'application/json; charset=utf-8')
    .header('etag', answer.etag)
    .header('cache-control', 'private, no-cache')
    .header('vary', 'accept-encoding');
  if (req.headers['if-none-match'] === answer.etag) return reply.code(304).send();
  if (/\bgzip\b/.test(req.headers['accept-encoding'] ?? ''))
    return reply.header('content-encoding', 'gzip').send(answer.gzip);
  return reply.send(gunzipSync(answer.gzip));
}
