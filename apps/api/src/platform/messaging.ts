import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { newId } from './ids';

export interface SmsMessage {
  to: string;
  text: string;
  /** The one-time code inside the text, kept by the outbox so tests and developers can read it. */
  code?: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface SmsProvider {
  send(message: SmsMessage): Promise<void>;
}
export interface MailProvider {
  send(message: MailMessage): Promise<void>;
}

/** Stores every message and prints it: the default, for development and tests. */
function outboxSms(db: Database, log: FastifyBaseLogger): SmsProvider {
  return {
    async send({ to, text, code }) {
      await db
        .insertInto('outboxMessages')
        .values({ uuid: newId(), channel: 'sms', recipient: to, text, code: code ?? null, subject: null })
        .execute();
      log.info({ outbox: 'sms', to, text }, 'SMS (outbox)');
    },
  };
}

function outboxMail(db: Database, log: FastifyBaseLogger): MailProvider {
  return {
    async send({ to, subject, text }) {
      await db
        .insertInto('outboxMessages')
        .values({ uuid: newId(), channel: 'email', recipient: to, subject, text, code: null })
        .execute();
      log.info({ outbox: 'email', to, subject, text }, 'E-mail (outbox)');
    },
  };
}

/** A plain HTTP SMS gateway: POST {to, text} with a bearer token. */
function httpSms(config: Config): SmsProvider {
  return {
    async send({ to, text }) {
      const res = await fetch(config.SMS_HTTP_URL!, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(config.SMS_HTTP_TOKEN ? { authorization: `Bearer ${config.SMS_HTTP_TOKEN}` } : {}),
        },
        body: JSON.stringify({ to, text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
    },
  };
}

function smtpMail(config: Config): MailProvider {
  const transport = nodemailer.createTransport(config.SMTP_URL);
  return {
    async send({ to, subject, text }) {
      await transport.sendMail({ from: config.MAIL_FROM, to, subject, text });
    },
  };
}

export function createMessaging(config: Config, db: Database, log: FastifyBaseLogger) {
  return {
    sms: config.SMS_PROVIDER === 'http' ? httpSms(config) : outboxSms(db, log),
    mail: config.MAIL_PROVIDER === 'smtp' ? smtpMail(config) : outboxMail(db, log),
  };
}
