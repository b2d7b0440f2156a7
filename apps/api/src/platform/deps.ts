import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { MailMessage, MessageSender, SmsMessage } from './messaging';
import type { JobQueue } from './jobs/queue';
import type { TokenSigner } from './auth/tokens';
import type { CountCache } from './count-cache';
import type { ReadCache } from './read-cache';
import type { Hooks } from './hooks';
import type { ReadRouting } from './read-routing';

/** What services need from the outside world; built once in app.ts. */
export interface Deps {
  db: Database;
  config: Config;
  signer: TokenSigner;
  /** Queue a message in the caller's transaction; a job delivers it (ADR 0060). */
  sms: MessageSender<SmsMessage>;
  mail: MessageSender<MailMessage>;
  /** Background jobs: `jobs.enqueue(trx, name, data)`. */
  jobs: JobQueue;
  log: FastifyBaseLogger;
  /** Short-lived totals of big lists. */
  counts: CountCache;
  /** Big reads kept serialized under their version (ADR 0070). */
  reads: ReadCache;
  /** The answers of the areas above to the hooks of the areas below (ADR 0072). */
  hooks: Hooks;
  /** Where the lists and boards read: the replica or the primary (ADR 0110; `onReplica`). */
  readRouting: ReadRouting;
}

/** Where a request came from, for sessions, limits and the audit log. */
export interface RequestMeta {
  ip: string;
  userAgent: string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
    db: Database;
  }
}
