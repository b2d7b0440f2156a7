import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { MAX_UPLOAD_BYTES } from '@kolos/domain';

const DEV_JWT_SECRET = 'kolos-dev-secret-change-me-in-production-0000';
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Every environment variable the server reads, with its default. README lists the same. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  DATABASE_URL: z.string().url().optional(),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  // Scale-out (ADR 0110, docs/scaling.md). Behind a pooler in transaction mode: the server itself
  // for what needs a session (migrations' lock, LISTEN); unset, DATABASE_URL serves those too.
  DATABASE_DIRECT_URL: z.string().url().optional(),
  // false behind a pooler that cannot keep named statements (PgBouncer before 1.21).
  DB_PREPARED_STATEMENTS: bool.default(true),
  // A streaming replica for the lists and boards; unset, every read goes to DATABASE_URL.
  DATABASE_REPLICA_URL: z.string().url().optional(),
  // A user's reads stay on the primary this long after his last write (read-your-writes).
  READ_YOUR_WRITES_SECONDS: z.coerce.number().int().min(1).max(300).default(5),
  // A replica further behind than this (or not answering) is left until it catches up.
  REPLICA_MAX_LAG_SECONDS: z.coerce.number().min(0.1).max(300).default(2),
  // The embedded PGlite's buffer pool in MB (not set: 32, db/client.ts). Its pages stay resident for
  // the life of the process (WebAssembly memory never shrinks): most of an idle server's memory.
  PGLITE_SHARED_BUFFERS_MB: z.coerce.number().int().min(1).max(1024).optional(),
  SEED_DEMO: bool.default(true),
  // false: this process sends jobs but runs none (ADR 0060).
  WORKERS: bool.default(true),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  // Not set: http://localhost:<PORT>, then where the server really listens (issue 28 point 20).
  PUBLIC_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: bool.default(false),
  JWT_SECRET: z.string().min(32).default(DEV_JWT_SECRET),
  JWT_ISSUER: z.string().default('kolos'),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).default(900),
  IMPERSONATION_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).default(600),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).default(30),
  REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(60).default(10),
  OTP_LENGTH: z.coerce.number().int().min(4).max(8).default(6),
  OTP_TTL_SECONDS: z.coerce.number().int().min(30).default(300),
  OTP_RESEND_SECONDS: z.coerce.number().int().min(0).default(60),
  OTP_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_IP_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  RATE_LIMIT_PHONE_PER_HOUR: z.coerce.number().int().min(1).default(50),
  LOGIN_FREE_ATTEMPTS: z.coerce.number().int().min(1).default(5),
  LOGIN_MAX_WAIT_SECONDS: z.coerce.number().int().min(1).default(300),
  SMS_PROVIDER: z.enum(['outbox', 'http']).default('outbox'),
  SMS_HTTP_URL: z.string().url().optional(),
  SMS_HTTP_TOKEN: z.string().optional(),
  DEV_OUTBOX_PUBLIC: bool.default(false),
  MAIL_PROVIDER: z.enum(['outbox', 'smtp']).default('outbox'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Колос <no-reply@kolos.local>'),
  PASSWORD_RESET_TTL_HOURS: z.coerce.number().int().min(1).max(168).default(24),
  MAP_TILE_URL: z.string().default('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png'),
  ROUTING_URL: z.string().url().optional(),
  LIST_COUNT_CACHE_SECONDS: z.coerce.number().min(0).default(10),
  // ADR 0070: each process's store of big versioned reads, in MB (0: every request builds).
  READ_CACHE_MB: z.coerce.number().min(0).default(32),
  // Files (ADR 0061): local disk under DATA_DIR/files unless S3_BUCKET names a bucket.
  MAX_UPLOAD_BYTES: z.coerce.number().int().min(1).default(MAX_UPLOAD_BYTES),
  // Onboarding (issue 19): the support phone shown on registration and error pages; the
  // organisation lookup by ИНН (DaData when the key is set, else the platform's own companies).
  SUPPORT_PHONE: z.string().default('+7 800 555-35-35'),
  DADATA_API_KEY: z.string().optional(),
  DADATA_URL: z.string().url().default('https://suggestions.dadata.ru/suggestions/api/4_1/rs/findById/party'),
  DADATA_ALLOW_PRIVATE: bool.default(false),
  FILE_LINK_TTL_SECONDS: z.coerce.number().int().min(10).max(86_400).default(300),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  // Operations (docs/operations.md). Timeouts: 0 turns one off.
  HTTP_REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(0).default(120),
  HTTP_CONNECTION_TIMEOUT_SECONDS: z.coerce.number().int().min(0).default(120),
  HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).default(72),
  METRICS_TOKEN: z.string().min(16).optional(),
  // Overload: 0 turns a threshold off. The delay's default is resolved in loadConfig.
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).optional(),
  OVERLOAD_MAX_HEAP_USED_MB: z.coerce.number().int().min(0).default(0),
  OVERLOAD_MAX_RSS_MB: z.coerce.number().int().min(0).default(0),
  OVERLOAD_MAX_DB_WAITING: z.coerce.number().int().min(0).default(1000),
  /** A lagging loop sheds only past this many requests in flight (issue 28 point 7). */
  OVERLOAD_SHED_IN_FLIGHT: z.coerce.number().int().min(0).default(16),
  OVERLOAD_RETRY_AFTER_SECONDS: z.coerce.number().int().min(1).default(10),
  // Trading (issue 15): an offer placed or improved this close to an auction's end moves the end
  // this much later; 0 turns it off.
  AUCTION_EXTEND_MINUTES: z.coerce.number().int().min(0).max(1440).default(5),
  // Live offers of an auction finished this many days ago without results expire (docs/trading.md).
  OFFER_EXPIRE_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  // Third-party deals (docs/tasks.md): a purchaser's webhook may not name an address inside our
  // network unless this is set (a receiver on the same private network, tests).
  WEBHOOK_ALLOW_PRIVATE: bool.default(false),
  // Deals entered by a purchaser's own system (POST /v2/offer/{partner}/create), per address.
  PARTNER_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  // Web Push (ADR 0097): the VAPID key pair (`npx web-push generate-vapid-keys`), both or none;
  // without them the push is off and GET /push/vapid-public-key answers 404.
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^B[A-Za-z0-9_-]{86}$/, 'ожидается открытый ключ P-256 в base64url (87 символов)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'ожидается закрытый ключ P-256 в base64url (43 символа)')
    .optional(),
  // Who the push services may write to about our sends: mailto: or https:.
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'ожидается mailto:… или https://…')
    .default('mailto:no-reply@kolos.local'),
  // A subscription's endpoint inside our network is refused (ADR 0068) unless this is set (tests).
  PUSH_ALLOW_PRIVATE: bool.default(false),
});

export type Config = Omit<z.infer<typeof envSchema>, 'OVERLOAD_MAX_EVENT_LOOP_DELAY_MS' | 'PUBLIC_URL'> & {
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: number;
  /** The address users reach, in the links of SMS and e-mails. */
  PUBLIC_URL: string;
  /** PUBLIC_URL was given; else it follows the address the server listens on (`followListening`). */
  publicUrlGiven: boolean;
  outboxEnabled: boolean;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  // An empty variable means "not set", as in most deployment tools.
  const given = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Неверная конфигурация:\n${lines.join('\n')}`);
  }
  const config = { ...parsed.data, ...overrides };
  if (config.NODE_ENV === 'production') {
    if (config.JWT_SECRET === DEV_JWT_SECRET) {
      throw new Error('NODE_ENV=production: задайте собственный JWT_SECRET');
    }
    if (config.SMS_PROVIDER === 'outbox' || config.MAIL_PROVIDER === 'outbox') {
      throw new Error('NODE_ENV=production: провайдер outbox для SMS и почты запрещён');
    }
  }
  if (config.SMS_PROVIDER === 'http' && !config.SMS_HTTP_URL) throw new Error('SMS_HTTP_URL не задан');
  if (config.MAIL_PROVIDER === 'smtp' && !config.SMTP_URL) throw new Error('SMTP_URL не задан');
  if (config.DATABASE_REPLICA_URL && !config.DATABASE_URL)
    throw new Error('DATABASE_REPLICA_URL задаётся вместе с DATABASE_URL');
  // The lag is looked at every second: a write older than the window is then surely on the replica.
  if (config.DATABASE_REPLICA_URL && config.REPLICA_MAX_LAG_SECONDS + 1 > config.READ_YOUR_WRITES_SECONDS)
    throw new Error('REPLICA_MAX_LAG_SECONDS + 1 не может превышать READ_YOUR_WRITES_SECONDS');
  if (Boolean(config.VAPID_PUBLIC_KEY) !== Boolean(config.VAPID_PRIVATE_KEY))
    throw new Error('VAPID_PUBLIC_KEY и VAPID_PRIVATE_KEY задаются вместе');
  return {
    ...config,
    PUBLIC_URL: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
    publicUrlGiven: config.PUBLIC_URL !== undefined,
    // Tests build databases in the same thread (PGlite's start blocks it for seconds): a
    // delay threshold would refuse their requests. Everywhere else one second of lag sheds load.
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS:
      config.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS ?? (config.NODE_ENV === 'test' ? 0 : 1000),
    outboxEnabled:
      config.NODE_ENV !== 'production' &&
      (config.SMS_PROVIDER === 'outbox' || config.MAIL_PROVIDER === 'outbox'),
  };
}

/** Where login codes go instead of an SMS (the demo's outbox), as the login screen tells it. */
export const demoOutbox = (config: Config): 'loopback' | 'public' | null =>
  config.outboxEnabled && config.SMS_PROVIDER === 'outbox'
    ? config.DEV_OUTBOX_PUBLIC
      ? 'public'
      : 'loopback'
    : null;
