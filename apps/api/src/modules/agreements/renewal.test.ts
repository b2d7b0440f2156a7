import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AGREEMENT_MSG,
  type Agreement,
  type AgreementVersions,
  type PendingAgreement,
} from '@kolos/domain/agreements';
import { eventually } from '../../../test/eventually';
import { createTestApp, DEMO, type TestApp } from '../../../test/harness';
import { policy } from '../../../test/places';
import { demoCallers, type Client } from '../../../test/staff';
import { AGREEMENTS_DEMO } from '../../seed/98-agreements';
import { newId } from '../../platform/ids';
import { insertTemplate } from './queries';
import { askCode, current, message, newSigner, sign } from './test-kit';

/*
 * Issue 28 point 14 (ADR 0089): a purchaser's versions on a screen, and a new version asked of the
 * approved farmers who signed an earlier one, signed in their ordinary session with the farmer
 * role's own right.
 */
let t: TestApp;
let admin: Client;
let kolosSuper: Client;
let kolosManager: Client;
let agroSuper: Client;
let rassvet: Client;
const C = DEMO.companies;
const TEXT = 'Поставщик поставляет, Покупатель принимает и оплачивает зерно на условиях сделок платформы.';

const publish = async (c: Client, title: string, purchaserUuid?: string) => {
  const res = await c.post('/api/admin/agreement', { purchaserUuid, title, text: `${TEXT} ${title}.` });
  expect(res.statusCode).toBe(200);
  return res.json<{ uuid: string; version: number }>();
};
const pending = async (c: Client) => {
  const res = await c.get('/api/personal/agreement/pending');
  expect(res.statusCode).toBe(200);
  return res.json<{ pending: PendingAgreement[] }>().pending;
};
const versions = (c: Client, query = '') => c.get(`/api/admin/agreement/versions${query}`);

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, kolosSuper, kolosManager, agroSuper, farmer: rassvet } = await demoCallers(t));
});
afterAll(() => t.close());

describe('a new version asked of the approved farmers who signed an earlier one', () => {
  it('«Рассвет» (the seeded farmer role) is asked «Колос-Юг»’s version 2 and signs it in his session', async () => {
    expect(await pending(rassvet)).toEqual([]);
    await publish(kolosSuper, 'Рамочный договор поставки зерна, ред. 2');
    expect(await pending(rassvet)).toEqual([
      {
        purchaserUuid: C.kolosYug,
        purchaserCompanyName: 'Колос-Юг',
        version: 2,
        title: 'Рамочный договор поставки зерна, ред. 2',
        signedVersion: 1,
      },
    ]);
    const listed = (await versions(kolosSuper)).json<AgreementVersions>();
    expect(listed.awaitingCount).toBe(1);

    const offered = await current(rassvet, C.kolosYug);
    expect(offered).toMatchObject({
      version: 2,
      status: 'AGREEMENT_CONTRACT_CREATED',
      farmerCompanyUuid: C.rassvet,
    });
    const ok = await sign(rassvet, offered.uuid, await askCode(t, rassvet, offered.uuid, DEMO.phones.farmer));
    expect(ok.statusCode).toBe(200);
    expect(ok.json<Agreement>().signature).toMatchObject({
      signerUuid: DEMO.users.farmer,
      signerPhone: DEMO.phones.farmer,
    });
    expect(await pending(rassvet)).toEqual([]);
    expect((await versions(kolosSuper)).json<AgreementVersions>().awaitingCount).toBe(0);

    // twice: the signed version is 409, not a second signature
    const again = await rassvet.post(`/api/agreement/${offered.uuid}/sign-code`, {});
    expect(again.statusCode).toBe(409);
    expect(message(again)).toBe(AGREEMENT_MSG.alreadySigned);
    // version 1 stays signed as it was: the moderation's check and the history keep it
    const v1 = await rassvet.get(`/api/agreement/${AGREEMENTS_DEMO.agreements.rassvetKolosYug}`);
    expect(v1.json<Agreement>()).toMatchObject({ version: 1, status: 'AGREEMENT_CONTRACT_SIGNED' });
  });

  it('an older version opened before the new one was published is no longer signed (409)', async () => {
    const f = await newSigner(t);
    await publish(agroSuper, 'Договор Агро-Центра');
    const first = await current(f.call, C.agroCenter);
    expect((await sign(f.call, first.uuid, await askCode(t, f.call, first.uuid, f.phone))).statusCode).toBe(
      200,
    );
    const late = await newSigner(t);
    const stale = await current(late.call, C.agroCenter);
    const code = await askCode(t, late.call, stale.uuid, late.phone);
    const next = await publish(agroSuper, 'Договор Агро-Центра, новая редакция');

    const refused = await sign(late.call, stale.uuid, code);
    expect(refused.statusCode).toBe(409);
    expect(message(refused)).toBe(AGREEMENT_MSG.outdatedVersion);
    expect((await late.call.post(`/api/agreement/${stale.uuid}/sign-code`, {})).statusCode).toBe(409);
    // the late farmer never signed: not asked; the first one is
    expect(await pending(late.call)).toEqual([]);
    expect((await pending(f.call)).map((p) => [p.version, p.signedVersion])).toEqual([
      [next.version, first.version],
    ]);
  });

  // PGlite has one connection: a transaction held open here would stop the request it waits for
  it.runIf(process.env.TEST_DATABASE_URL)(
    'a version published while the signature is on its way: the signature waits for it and is refused (409)',
    async () => {
      await publish(agroSuper, 'Договор Агро-Центра перед гонкой');
      const late = await newSigner(t);
      const stale = await current(late.call, C.agroCenter);
      const code = await askCode(t, late.call, stale.uuid, late.phone);
      let commit!: () => void;
      const committed = new Promise<void>((resolve) => (commit = resolve));
      let published!: () => void;
      const inserted = new Promise<void>((resolve) => (published = resolve));
      const publishing = t.db.transaction().execute(async (trx) => {
        await insertTemplate(trx, {
          uuid: newId(),
          purchaserCompanyUuid: C.agroCenter,
          title: 'Редакция, которая публикуется в ту же секунду',
          text: TEXT,
          createdBy: DEMO.users.agroCenterSuper,
        });
        published();
        await committed;
      });
      await inserted;
      const signing = sign(late.call, stale.uuid, code);
      // the signature has passed its first check (the new version is not committed yet) and waits
      // for the purchaser's row
      try {
        await eventually(async () => {
          const { rows } = await sql<{ waiting: number }>`
            select count(*)::int as waiting from pg_stat_activity
            where wait_event_type = 'Lock' and query ilike '%for share%'`.execute(t.db);
          return rows[0]!.waiting > 0;
        });
      } finally {
        commit();
        await publishing;
      }
      const refused = await signing;
      expect(refused.statusCode).toBe(409);
      expect(message(refused)).toBe(AGREEMENT_MSG.outdatedVersion);
    },
  );

  it('another company’s new version is 404; a company not approved is not asked', async () => {
    const f = await newSigner(t);
    const other = await newSigner(t);
    await publish(agroSuper, 'Договор для проверки чужих');
    const mine = await current(f.call, C.agroCenter);
    expect((await sign(f.call, mine.uuid, await askCode(t, f.call, mine.uuid, f.phone))).statusCode).toBe(
      200,
    );
    await publish(agroSuper, 'Договор для проверки чужих, ред. следующая');
    const renewed = await current(f.call, C.agroCenter);
    expect((await other.call.post(`/api/agreement/${renewed.uuid}/sign-code`, {})).statusCode).toBe(404);
    expect((await sign(other.call, renewed.uuid, '123456')).statusCode).toBe(404);

    expect(await pending(f.call)).toHaveLength(1);
    await t.db
      .updateTable('companies')
      .set({ status: 'DECLINED' })
      .where('uuid', '=', f.companyUuid)
      .execute();
    expect(await pending(f.call)).toEqual([]);
    await t.db
      .updateTable('companies')
      .set({ status: 'APPROVED' })
      .where('uuid', '=', f.companyUuid)
      .execute();
  });

  it('the pending list is the farmer’s: purchasers, admins and a role without the item are refused', async () => {
    expect((await kolosSuper.get('/api/personal/agreement/pending')).statusCode).toBe(403);
    expect((await admin.get('/api/personal/agreement/pending')).statusCode).toBe(403);
    const bare = await newSigner(t, undefined, [policy('Offers', ['*'])]);
    expect((await bare.call.get('/api/personal/agreement/pending')).statusCode).toBe(403);
    expect((await bare.call.post('/api/personal/agreement/current', {})).statusCode).toBe(403);
  });
});

describe('GET /admin/agreement/versions', () => {
  it('pages the versions newest first, each with its signatures and author', async () => {
    const total = (await versions(agroSuper)).json<AgreementVersions>().totalCount;
    await publish(agroSuper, 'Версия для списка');
    const first = (await versions(agroSuper, '?limit=2')).json<AgreementVersions>();
    expect(first.totalCount).toBe(total + 1);
    expect(first.templates).toHaveLength(2);
    expect(first.templates[0]).toMatchObject({
      version: total + 1,
      title: 'Версия для списка',
      signedCount: 0,
      purchaserCompanyUuid: C.agroCenter,
    });
    expect(first.templates[0]!.createdByName).toMatch(/\S/);
    expect(first.templates[0]!.version).toBeGreaterThan(first.templates[1]!.version);
    const last = (await versions(agroSuper, `?limit=2&offset=${total}`)).json<AgreementVersions>();
    expect(last.templates.map((v) => v.version)).toEqual([1]);
    const kolos = (await versions(admin, `?purchaserUuid=${C.kolosYug}`)).json<AgreementVersions>();
    // «Рассвет» signed version 2 in the first test
    expect(kolos.templates.find((v) => v.version === 2)!.signedCount).toBe(1);
  });

  it('refuses what POST /admin/agreement refuses: another purchaser 404, farmers 403, no purchaser 400', async () => {
    expect((await versions(kolosSuper, `?purchaserUuid=${C.agroCenter}`)).statusCode).toBe(404);
    expect((await versions(rassvet)).statusCode).toBe(403);
    const unnamed = await versions(admin);
    expect(unnamed.statusCode).toBe(400);
    expect(message(unnamed)).toBe(AGREEMENT_MSG.purchaserRequired);
    expect((await versions(agroSuper, '?limit=0')).statusCode).toBe(400);
    expect((await versions(admin, `?purchaserUuid=${C.rassvet}`)).statusCode).toBe(404);
    // the company's other staff read the versions (as GET /admin/agreement) but never publish
    expect((await versions(kolosManager)).statusCode).toBe(200);
    expect(
      (await kolosManager.post('/api/admin/agreement', { title: 'Договор', text: TEXT })).statusCode,
    ).toBe(403);
  });
});
