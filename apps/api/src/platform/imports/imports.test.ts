import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { IMPORT_MSG, importReportSchema } from '@kolos/domain/csv';
import { createTestApp, DEMO, type TestApp } from '../../../test/harness';
import { AppError } from '../errors';
import { defineImport, type ImportOwner } from './index';

/**
 * The platform's two-step import with a kind of its own: notes (ИНН, name) written to a table
 * this file makes. What the transport import of SPEC 4 will be, without its rules.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await sql`create table import_test_notes (uuid uuid primary key, tag text not null, inn text not null, name text not null)`.execute(
    t.db,
  );
});
afterAll(() => t.close());

let clock = Date.now();
let failApply = false;

const noteLine = (header: string[]) => {
  const names = header.map((h) => h.trim().toLowerCase());
  const inn = names.indexOf('инн');
  const name = names.indexOf('наименование');
  if (inn < 0 || name < 0) return null;
  return z
    .array(z.string())
    .transform((cells) => ({ inn: cells[inn]!.trim(), name: cells[name]!.trim() }))
    .pipe(
      z.object({
        inn: z.string().regex(/^\d{10}$/, 'ИНН — 10 цифр'),
        name: z.string().min(1, 'Не указано наименование'),
      }),
    );
};

const notes = defineImport({
  name: 'test.notes',
  columns: noteLine,
  unusable: 'Нужны колонки ИНН и Наименование',
  unique: { key: (row) => row.inn, message: (first) => `ИНН уже есть в строке ${first}` },
  apply: async (trx, lines, { params }: { params: { tag: string } }) => {
    for (const [i, { row }] of lines.entries()) {
      if (failApply && i === 1) throw new Error('провайдер упал посреди импорта');
      await trx
        .insertInto('importTestNotes' as never)
        .values({ uuid: crypto.randomUUID(), tag: params.tag, ...row } as never)
        .execute();
    }
    return { applied: lines.length };
  },
  ttlMs: 60_000,
  clock: () => clock,
});

const kolosYug: ImportOwner = { userUuid: DEMO.users.kolosYugSuper, companyUuid: DEMO.companies.kolosYug };
const FILE =
  'Наименование;ИНН\r\n' +
  'КФХ «Рассвет»;2321004561\r\n' +
  'Без ИНН;\r\n' +
  '\r\n' +
  ';6149007890\r\n' +
  'ООО «Нива»;6149007890\r\n' +
  'Повтор;2321004561\r\n' +
  '"Незакрытая;1111111111\r\n';

let serial = 0;
/** Uploads the file under a tag of its own, so each test counts only its own notes. */
async function upload(owner = kolosYug, file = FILE) {
  const tag = `tag-${(serial += 1)}`;
  return { tag, report: await notes.upload(t.db, Buffer.from(file), { owner, params: { tag } }) };
}

const notesOf = async (tag: string) =>
  (
    await sql<{ inn: string }>`select inn from import_test_notes where tag = ${tag} order by inn`.execute(
      t.db,
    )
  ).rows.map((r) => r.inn);

/** The refusal a promise ends with, as a user would get it: status and message. */
async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (e) {
    if (e instanceof AppError) return { status: e.status, message: e.message };
    throw e;
  }
  throw new Error('expected a refusal');
}

describe('step one: the report (SPEC 3 Import report)', () => {
  it('answers importUuid, expireAt, total, valid and each refused line with its number in the file', async () => {
    const { tag, report } = await upload();
    expect(Object.keys(report).sort()).toEqual(['expireAt', 'importUuid', 'skippedData', 'total', 'valid']);
    expect(importReportSchema.parse(report)).toEqual(report);
    expect(report).toMatchObject({
      total: 6,
      valid: 2,
      expireAt: new Date(clock + 60_000).toISOString(),
      skippedData: [
        { line: 3, error: 'ИНН — 10 цифр' },
        { line: 5, error: 'Не указано наименование' },
        { line: 7, error: 'ИНН уже есть в строке 2' },
        { line: 8, error: 'Строку не удалось прочитать: проверьте кавычки' },
      ],
    });
    expect(await notesOf(tag)).toEqual([]); // nothing is applied before the confirmation
  });

  it('a file without the columns is a 400 with the kind’s message', async () => {
    expect(await refusal(upload(kolosYug, 'ИНН;Сумма\r\n1;2\r\n'))).toEqual({
      status: 400,
      message: 'Нужны колонки ИНН и Наименование',
    });
  });
});

describe('step two: the confirmation applies exactly the lines that passed, once', () => {
  it('applies the valid lines; a second confirmation is a 409 and changes nothing', async () => {
    const { tag, report } = await upload();
    expect(await notes.confirm(t.db, kolosYug, report.importUuid)).toEqual({ applied: 2 });
    expect(await notesOf(tag)).toEqual(['2321004561', '6149007890']);
    expect(await refusal(notes.confirm(t.db, kolosYug, report.importUuid))).toEqual({
      status: 409,
      message: IMPORT_MSG.confirmed,
    });
    expect(await notesOf(tag)).toEqual(['2321004561', '6149007890']);
  });

  it('an expired import is a 409 (the clock turned, no sleeping) and applies nothing', async () => {
    const { tag, report } = await upload();
    const uploadedAt = clock;
    try {
      clock = uploadedAt + 60_000; // the very moment of expireAt: too late
      expect(await refusal(notes.confirm(t.db, kolosYug, report.importUuid))).toEqual({
        status: 409,
        message: IMPORT_MSG.expired,
      });
      expect(await notesOf(tag)).toEqual([]);
      clock = uploadedAt + 59_999;
      expect(await notes.confirm(t.db, kolosYug, report.importUuid)).toEqual({ applied: 2 });
    } finally {
      clock = uploadedAt;
    }
  });

  it("another user's, another company's, another kind's or an unknown import is a 404", async () => {
    const { tag, report } = await upload();
    const others: ImportOwner[] = [
      { userUuid: DEMO.users.kolosYugManager, companyUuid: DEMO.companies.kolosYug },
      { userUuid: DEMO.users.agroCenterSuper, companyUuid: DEMO.companies.agroCenter },
      { userUuid: DEMO.users.kolosYugSuper, companyUuid: DEMO.companies.agroCenter },
      { userUuid: null, companyUuid: null },
    ];
    for (const owner of others) {
      expect(await refusal(notes.confirm(t.db, owner, report.importUuid))).toEqual({
        status: 404,
        message: IMPORT_MSG.notFound,
      });
    }
    const otherKind = defineImport({ ...notesKindOnly(), name: 'test.other' });
    expect((await refusal(otherKind.confirm(t.db, kolosYug, report.importUuid))).status).toBe(404);
    expect((await refusal(notes.confirm(t.db, kolosYug, crypto.randomUUID()))).status).toBe(404);
    expect(await notesOf(tag)).toEqual([]);
    // still the owner's to confirm
    expect(await notes.confirm(t.db, kolosYug, report.importUuid)).toEqual({ applied: 2 });
  });

  it('one transaction: an apply that fails half-way leaves nothing, and the import may be confirmed again', async () => {
    const { tag, report } = await upload();
    failApply = true;
    try {
      await expect(notes.confirm(t.db, kolosYug, report.importUuid)).rejects.toThrow('провайдер упал');
    } finally {
      failApply = false;
    }
    expect(await notesOf(tag)).toEqual([]);
    expect(await notes.confirm(t.db, kolosYug, report.importUuid)).toEqual({ applied: 2 });
    expect(await notesOf(tag)).toEqual(['2321004561', '6149007890']);
  });

  // PGlite is one connection: two at once is the race it can have; PostgreSQL takes 64
  const racers = process.env.TEST_DATABASE_URL ? 64 : 2;
  it(`${racers} confirmations racing: exactly one applies, the others hear 409, none fails`, async () => {
    for (let round = 0; round < 3; round += 1) {
      const { tag, report } = await upload();
      const results = await Promise.allSettled(
        Array.from({ length: racers }, () => notes.confirm(t.db, kolosYug, report.importUuid)),
      );
      const applied = results.filter((r) => r.status === 'fulfilled');
      const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
      expect(applied).toHaveLength(1);
      expect(refused.every((e) => e instanceof AppError && e.status === 409)).toBe(true);
      expect(refused).toHaveLength(racers - 1);
      expect(await notesOf(tag)).toEqual(['2321004561', '6149007890']);
    }
  });

  it('a big file is kept in chunks and applied whole', async () => {
    const lines = Array.from({ length: 2500 }, (_, i) => `Компания ${i};${String(1_000_000_000 + i)}`);
    const tag = `big-${(serial += 1)}`;
    const report = await notes.upload(
      t.db,
      Buffer.from(`ИНН;Наименование\n${lines.map((l) => l.split(';').reverse().join(';')).join('\n')}\n`),
      {
        owner: kolosYug,
        params: { tag },
      },
    );
    expect(report).toMatchObject({ total: 2500, valid: 2500, skippedData: [] });
    const chunks = await t.db
      .selectFrom('importRows')
      .where('importUuid', '=', report.importUuid)
      .select('chunk')
      .execute();
    expect(chunks).toHaveLength(3);
    expect(await notes.confirm(t.db, kolosYug, report.importUuid)).toEqual({ applied: 2500 });
    expect(await notesOf(tag)).toHaveLength(2500);
    // applied lines are not kept; the import is, for the 409 of a second confirmation
    expect(
      await t.db
        .selectFrom('importRows')
        .where('importUuid', '=', report.importUuid)
        .select('chunk')
        .execute(),
    ).toEqual([]);
  });
});

/** The notes kind's definition without its name, for a second kind over the same table. */
function notesKindOnly() {
  return {
    columns: noteLine,
    unusable: 'Нужны колонки ИНН и Наименование',
    apply: async () => ({ applied: 0 }),
  };
}
