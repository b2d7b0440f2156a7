import iconv from 'iconv-lite';
import { parse } from 'csv-parse/sync';
import type { Database } from '../../db/client';
import { loadRegions } from '../../db/seed/geo';
import { newId } from '../../platform/ids';
import { layoutOf, type AreaRow } from './area-rows';
import { loadSettlements } from './settlements';

export interface AreaImportReport {
  /** Data lines read (the header not counted). */
  total: number;
  added: number;
  updated: number;
  skipped: { line: number; reason: string }[];
}

/** UTF-8 (with or without BOM) when it decodes cleanly, otherwise Windows-1251 as Russian exports are. */
export function decode(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return iconv.decode(bytes, 'win1251');
  }
}

const delimiterOf = (headerLine: string) =>
  [';', '\t', ','].reduce(
    (best, d) => (headerLine.split(d).length > headerLine.split(best).length ? d : best),
    ';',
  );

/** Subject names as files write them: 'Краснодарский край', 'Респ Адыгея', 'Ростовская обл.'. */
// \b knows no Cyrillic: the word edges are spelled out.
const TYPE_WORDS =
  /(?<!\p{L})(край|область|обл|республика|респ|автономный округ|автономная область|ао|аобл|город|г)(?!\p{L})\.?/giu;
const normalize = (s: string) =>
  s
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(TYPE_WORDS, ' ')
    .replace(/[^\p{L}\d-]+/gu, ' ')
    .trim();

/** Subjects come from the shipped list (apps/api/src/db/seed/geo): load them when the base has none. */
async function ensureRegions(db: Database) {
  await db
    .insertInto('fedRegions')
    .values(loadRegions().map((r) => ({ uuid: newId(), ...r })))
    .onConflict((oc) => oc.column('oktmo').doNothing())
    .execute();
}

async function subjectIndex(db: Database) {
  await ensureRegions(db);
  const rows = await db.selectFrom('fedRegions').select(['uuid', 'name', 'oktmo', 'kladrId']).execute();
  const byOktmo = new Map(rows.filter((r) => r.oktmo).map((r) => [r.oktmo!.slice(0, 2), r.uuid]));
  const byKladr = new Map(rows.filter((r) => r.kladrId).map((r) => [r.kladrId!.slice(0, 2), r.uuid]));
  const byName = new Map(rows.map((r) => [normalize(r.name), r.uuid]));
  return (s: AreaRow['subject']) =>
    'oktmo' in s ? byOktmo.get(s.oktmo) : 'kladr' in s ? byKladr.get(s.kladr) : byName.get(normalize(s.name));
}

/**
 * Loads a full district list (docs/reference.md lists the layouts): new districts are added,
 * known ones get their type and OKTMO code refreshed, and every line left out is reported with
 * its reason. Throws when the file has no layout it knows.
 */
export async function importAreas(db: Database, bytes: Buffer): Promise<AreaImportReport> {
  const text = decode(bytes);
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const records = parse(text, {
    delimiter: delimiterOf(firstLine),
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    info: true,
  }) as unknown as { record: string[]; info: { lines: number } }[];
  const [header, ...data] = records;
  const headers = (header?.record ?? []).map((h) => h.trim().toLowerCase());
  const read = layoutOf(headers);
  if (!read) {
    throw new Error(
      'Формат файла не распознан: нужен заголовок ОКТМО (Kod1;Kod2;Kod3;Name1), ФИАС (REGIONCODE;FORMALNAME;SHORTNAME;AOLEVEL) или region;area',
    );
  }
  const subjectOf = await subjectIndex(db);
  const report: AreaImportReport = { total: data.length, added: 0, updated: 0, skipped: [] };
  const chosen = new Map<string, AreaRow & { fedRegionUuid: string }>();
  for (const { record, info } of data) {
    const fields = Object.fromEntries(headers.map((h, i) => [h, record[i] ?? '']));
    const parsed = read(fields, info.lines);
    if ('skip' in parsed) {
      report.skipped.push({ line: info.lines, reason: parsed.skip });
      continue;
    }
    const fedRegionUuid = subjectOf(parsed.row.subject);
    if (!fedRegionUuid) {
      report.skipped.push({ line: info.lines, reason: 'субъект РФ не найден' });
      continue;
    }
    const key = `${fedRegionUuid}|${parsed.row.name}`;
    const earlier = chosen.get(key);
    if (earlier) {
      report.skipped.push({ line: info.lines, reason: `повтор района из строки ${earlier.line}` });
      continue;
    }
    chosen.set(key, { ...parsed.row, fedRegionUuid });
  }
  const existing = new Set(
    (await db.selectFrom('areas').select(['fedRegionUuid', 'name']).execute()).map(
      (a) => `${a.fedRegionUuid}|${a.name}`,
    ),
  );
  const rows = [...chosen.entries()];
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto('areas')
      .values(
        rows.slice(i, i + 500).map(([, a]) => ({
          uuid: newId(),
          fedRegionUuid: a.fedRegionUuid,
          name: a.name,
          typeShort: a.typeShort,
          typeFull: a.typeFull,
          oktmo: a.oktmo,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['fedRegionUuid', 'name']).doUpdateSet((eb) => ({
          typeShort: eb.ref('excluded.typeShort'),
          typeFull: eb.ref('excluded.typeFull'),
          oktmo: eb.fn.coalesce('excluded.oktmo', 'areas.oktmo'),
          updatedAt: new Date(),
        })),
      )
      .execute();
  }
  for (const [key] of rows) {
    if (existing.has(key)) report.updated++;
    else report.added++;
  }
  // Towns place points in their subject and district (docs/locations.md): attach them to the new list.
  await loadSettlements(db);
  return report;
}

/** The report as the command prints it: totals, then reasons with a few line numbers each. */
export function describeReport(r: AreaImportReport): string {
  const lines = [
    `Строк в файле: ${r.total}. Районов добавлено: ${r.added}, обновлено: ${r.updated}, строк пропущено: ${r.skipped.length}.`,
  ];
  const byReason = new Map<string, number[]>();
  for (const s of r.skipped) byReason.set(s.reason, [...(byReason.get(s.reason) ?? []), s.line]);
  if (byReason.size > 0) lines.push('Пропущено:');
  for (const [reason, at] of byReason) {
    const shown = at.slice(0, 10).join(', ');
    lines.push(`  ${reason} — строки ${shown}${at.length > 10 ? ` и ещё ${at.length - 10}` : ''}`);
  }
  return lines.join('\n');
}
