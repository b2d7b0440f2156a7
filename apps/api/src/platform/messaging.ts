import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { newId } from './ids';
import type { JobQueue } from './jobs/queue';

export interface SmsMessage {
  to: string;
  text: string;
  /** The one-time code inside the text, kept by the outbox so tests and developers can read it. */
  code?: string;
  /** Same key, same message: a repeated request queues it once (default: a fresh one). */
  idempotencyKey?: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  idempotencyKey?: string;
}

/** The job that hands an outbox row to its provider (messaging-delivery.ts). */
export const DELIVER_MESSAGE = 'messaging.deliver';

/**
 * What services call: the message becomes a row of `outbox_messages` and a delivery job, in the
 * caller's transaction (or on its own on the pool). The request never waits for
 * the provider, and a provider that fails loses nothing: the job retries (ADR 0060).
 */
export interface MessageSender<M> {
  send(db: Database, message: M): Promise<void>;
}

/**
 * The row and its delivery job in one statement (the row as a CTE of pg-boss's job insert): one
 * round trip, atomic even outside a transaction. A repeated key inserts no row; its job then finds
 * nothing to deliver and ends.
 */
async function queueMessage(
  jobs: JobQueue,
  db: Database,
  row: { channel: 'sms' | 'email'; to: string; text: string; subject: string | null; code: string | null },
  idempotencyKey: string | undefined,
): Promise<void> {
  const uuid = newId();
  const alongside = db
    .insertInto('outboxMessages')
    .values({
      uuid,
      channel: row.channel,
      recipient: row.to,
      subject: row.subject,
      text: row.text,
      code: row.code,
      idempotencyKey: idempotencyKey ?? uuid,
    })
    .onConflict((oc) => oc.column('idempotencyKey').doNothing())
    .compile();
  await jobs.enqueue(db, DELIVER_MESSAGE, { uuid }, { alongside });
}

export function createMessaging(jobs: JobQueue) {
  const sms: MessageSender<SmsMessage> = {
    send: (db, { to, text, code, idempotencyKey }) =>
      queueMessage(jobs, db, { channel: 'sms', to, text, subject: null, code: code ?? null }, idempotencyKey),
  };
  const mail: MessageSender<MailMessage> = {
    send: (db, { to, subject, text, idempotencyKey }) =>
      queueMessage(jobs, db, { channel: 'email', to, text, subject, code: null }, idempotencyKey),
  };
  return { sms, mail };
}

/** One message as a provider gets it; the key lets the provider drop a repeat of the same message. */
export interface Outgoing {
  channel: 'sms' | 'email';
  to: string;
  subject: string | null;
  text: string;
  idempotencyKey: string;
}

/** Hands a message to the world: the log (outbox), an HTTP SMS gateway or SMTP. */
export type Provider = (message: Outgoing) => Promise<void>;

/** The dev outbox: the row is already the message; it is printed for whoever runs the server. */
const logged =
  (log: FastifyBaseLogger): Provider =>
  async ({ channel, to, subject, text }) => {
    log.info({ outbox: channel, to, ...(subject ? { subject } : {}), text }, `${channel} (outbox)`);
  };

/** A plain HTTP SMS gateway: POST {to, text} with a bearer token and the idempotency key. */
const httpSms =
  (config: Config): Provider =>
  async ({ to, text, idempotencyKey }) => {
    const res = await fetch(config.SMS_HTTP_URL!, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'idempotency-key': idempotencyKey,
        ...(config.SMS_HTTP_TOKEN ? { authorization: `Bearer ${config.SMS_HTTP_TOKEN}` } : {}),
      },
      body: JSON.stringify({ to, text }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
  };

function smtpMail(config: Config): Provider {
  const transport = nodemailer.createTransport(config.SMTP_URL);
  return async ({ to, subject, text, idempotencyKey }) => {
    // The same Message-ID on a repeat lets the receiving side recognise it.
    const messageId = `<${idempotencyKey}@${new URL(config.PUBLIC_URL).hostname}>`;
    await transport.sendMail({ from: config.MAIL_FROM, to, subject: subject ?? '', text, messageId });
  };
}

/** The provider of each channel, as configured. */
export function createProviders(
  config: Config,
  log: FastifyBaseLogger,
): Record<Outgoing['channel'], Provider> {
  return {
    sms: config.SMS_PROVIDER === 'http' ? httpSms(config) : logged(log),
    email: config.MAIL_PROVIDER === 'smtp' ? smtpMail(config) : logged(log),
  };
}
