import { UUID } from '@kolos/domain';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { ApiKeyWire, TaskBody, WebhookSettingsBody, WebhookSettingsWire } from '@kolos/domain/tasks';
import { TASK_MSG } from '@kolos/domain/tasks';
import type { AuthContext } from '../../platform/auth/context';
import { auditActor, writeAudit } from '../../platform/audit';
import { hashToken } from '../../platform/crypto';
import type { Deps } from '../../platform/deps';
import { AppError, badRequest, forbidden, notFound } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { namesReservedHost } from '../../platform/outbound';
import { countHit, rateLimitHit } from '../../platform/rate-limit';
import * as q from './queries';
import { createTask } from './service';

/** The header a partner system sends its key in. */
export const API_KEY_HEADER = 'x-api-key';
/** Keys read `kolos_<8 characters people see>_<secret part>`; the prefix tells keys apart in the list. */
const KEY_PREFIX_LENGTH = 8;

/** Only a purchaser company's super-user sets where its deals go and which systems may enter them. */
function companyOfSuperUser(auth: AuthContext): string {
  if (auth.userType !== 'purchaser' || !auth.isSuperUser || !auth.companyUuid) {
    throw forbidden(TASK_MSG.superUserOnly);
  }
  return auth.companyUuid;
}

const webhookWire = (
  row: { url: string; updatedAt: Date } | undefined,
  secret?: string,
): WebhookSettingsWire => ({
  url: row?.url ?? null,
  hasSecret: Boolean(row),
  ...(secret ? { secret } : {}),
  updatedAt: row ? new Date(row.updatedAt).toISOString() : null,
});

export async function getWebhook(deps: Deps, auth: AuthContext): Promise<WebhookSettingsWire> {
  return webhookWire(await q.findWebhook(deps.db, companyOfSuperUser(auth)));
}

/**
 * Sets the URL; a secret is made with the first URL and again when asked (`rotateSecret`), and is
 * answered in that reply only. Neither the secret nor the URL goes to the audit record or the log.
 */
export async function putWebhook(deps: Deps, auth: AuthContext, body: WebhookSettingsBody, ip: string) {
  const companyUuid = companyOfSuperUser(auth);
  // A name that resolves inside the network is caught at each send; a literal one is refused here.
  if (!deps.config.WEBHOOK_ALLOW_PRIVATE && namesReservedHost(new URL(body.url))) {
    throw badRequest(TASK_MSG.webhookReserved);
  }
  return deps.db.transaction().execute(async (trx) => {
    const existing = await q.findWebhook(trx, companyUuid);
    const secret = !existing || body.rotateSecret ? randomBytes(32).toString('base64url') : undefined;
    const row = await trx
      .insertInto('companyTaskWebhooks')
      .values({ companyUuid, url: body.url, secret: secret ?? existing!.secret, updatedBy: auth.userUuid })
      .onConflict((oc) =>
        oc.column('companyUuid').doUpdateSet({
          url: body.url,
          secret: secret ?? existing!.secret,
          updatedBy: auth.userUuid,
          updatedAt: sql<Date>`now()`,
        }),
      )
      .returning(['url', 'updatedAt'])
      .executeTakeFirstOrThrow();
    await writeAudit(trx, {
      action: 'task.webhook.update',
      actorUuid: auditActor(auth),
      targetUuid: companyUuid,
      ip,
      detail: { secretMade: Boolean(secret) },
    });
    return webhookWire(row, secret);
  });
}

/** Without a URL the company's deals are not sent anywhere: each is SUCCESS at once. */
export async function deleteWebhook(deps: Deps, auth: AuthContext, ip: string) {
  const companyUuid = companyOfSuperUser(auth);
  await deps.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('companyTaskWebhooks').where('companyUuid', '=', companyUuid).execute();
    await writeAudit(trx, {
      action: 'task.webhook.delete',
      actorUuid: auditActor(auth),
      targetUuid: companyUuid,
      ip,
    });
  });
  return webhookWire(undefined);
}

const keyWire = (row: Awaited<ReturnType<typeof q.listApiKeys>>[number], key?: string): ApiKeyWire => ({
  uuid: row.uuid,
  partner: row.partner,
  prefix: row.keyPrefix,
  createdAt: new Date(row.createdAt).toISOString(),
  revokedAt: row.revokedAt ? new Date(row.revokedAt).toISOString() : null,
  lastUsedAt: row.lastUsedAt ? new Date(row.lastUsedAt).toISOString() : null,
  ...(key ? { key } : {}),
});

export async function listKeys(deps: Deps, auth: AuthContext) {
  return { keys: (await q.listApiKeys(deps.db, companyOfSuperUser(auth))).map((r) => keyWire(r)) };
}

/** A new key for one partner system: answered once; only its SHA-256 is kept (platform/crypto). */
export async function createKey(
  deps: Deps,
  auth: AuthContext,
  partner: string,
  ip: string,
): Promise<ApiKeyWire> {
  const companyUuid = companyOfSuperUser(auth);
  const visible = randomBytes(6).toString('base64url').slice(0, KEY_PREFIX_LENGTH);
  const key = `kolos_${visible}_${randomBytes(32).toString('base64url')}`;
  const uuid = newId();
  await deps.db.transaction().execute(async (trx) => {
    await q.insertApiKey(trx, {
      uuid,
      companyUuid,
      partner,
      keyPrefix: `kolos_${visible}`,
      keyHash: hashToken(key),
      createdBy: auth.userUuid,
    });
    await writeAudit(trx, {
      action: 'apikey.create',
      actorUuid: auditActor(auth),
      targetUuid: uuid,
      ip,
      detail: { partner },
    });
  });
  const row = (await q.listApiKeys(deps.db, companyUuid)).find((r) => r.uuid === uuid)!;
  return keyWire(row, key);
}

/** Revoked at once: the next call with it is a 401. Another company's key is not found. */
export async function revokeKey(
  deps: Deps,
  auth: AuthContext,
  uuid: string,
  ip: string,
): Promise<ApiKeyWire> {
  const companyUuid = companyOfSuperUser(auth);
  if (!UUID.test(uuid)) throw notFound(TASK_MSG.keyNotFound);
  const row = await deps.db.transaction().execute(async (trx) => {
    const revoked = await trx
      .updateTable('companyApiKeys')
      .set({ revokedAt: sql<Date>`coalesce(revoked_at, now())` })
      .where('uuid', '=', uuid)
      .where('companyUuid', '=', companyUuid)
      .returningAll()
      .executeTakeFirst();
    if (!revoked) throw notFound(TASK_MSG.keyNotFound);
    await writeAudit(trx, { action: 'apikey.revoke', actorUuid: auditActor(auth), targetUuid: uuid, ip });
    return revoked;
  });
  return keyWire(row);
}

/** A company API key that passed partnerKey. */
export type PartnerKey = NonNullable<Awaited<ReturnType<typeof q.findApiKeyByHash>>>;

/**
 * The key of a partner's request, judged before its body is read (issue 28 point 8: without
 * credentials the answer is 401, whatever the body). The key names the company (it acts for no
 * other) and the partner it was issued for.
 */
export async function partnerKey(
  deps: Deps,
  key: string | string[] | undefined,
  partner: string,
  ip: string,
): Promise<PartnerKey> {
  // Counted before the key is looked at, so guessing keys is as slow as sending deals.
  await countHit(deps.db, rateLimitHit(`partner:${ip}`, deps.config.PARTNER_RATE_LIMIT_PER_MINUTE, 60));
  if (!key) throw new AppError('UNAUTHORIZED', TASK_MSG.keyMissing);
  const row = typeof key === 'string' ? await q.findApiKeyByHash(deps.db, hashToken(key)) : undefined;
  if (!row || row.revokedAt) throw new AppError('UNAUTHORIZED', TASK_MSG.keyInvalid);
  if (row.partner !== partner.toLowerCase()) throw forbidden(TASK_MSG.keyOtherPartner);
  await deps.db
    .updateTable('companyApiKeys')
    .set({ lastUsedAt: sql<Date>`now()` })
    .where('uuid', '=', row.uuid)
    .execute();
  return row;
}

/**
 * POST /v2/offer/{partner}/create: the purchaser's own system enters a deal, in the name of the
 * super-user who issued the key, its `source` the partner.
 */
export function createByPartner(deps: Deps, row: PartnerKey, body: TaskBody, ip: string) {
  return createTask(
    deps,
    {
      viewer: { userType: 'purchaser', companyUuid: row.companyUuid },
      by: { userUuid: row.createdBy, actorUuid: null },
      source: row.partner,
      ip,
    },
    body,
  );
}
