import { z } from 'zod';
import type { Database } from '../../db/client';
import { loadRegions } from './geo';
import { newId } from '../../platform/ids';
import { defineImport, type ImportLine, type ImportSkip } from '../../platform/imports';
import { layoutOf, type AreaRow } from './area-rows';
import { loadSettlements } from './settlements';

export interface AreaImportReport {
  /** Data lines read (the header and blank lines not counted). */
  total: number;
  added: number;
  updated: number;
  skipped: { line: number; reason: string }[];
}

const UNKNOWN_LAYOUT =
  'Формат файла не распознан: нужен заголовок ОКТМО (Kod1;Kod2;Kod3;Name1), ФИАС (REGIONCODE;FORMALNAME;SHORTNAME;AOLEVEL) или region;area';

/** The header names the layout (docs/reference.md); a line is read by that layout's rule. */
function areaLine(header: string[]) {
  const names = header.map((h) => h.trim().toLowerCase());
  const read = layoutOf(names);
  return (
    read &&
    z.array(z.string()).transform((cells, ctx): AreaRow => {
      const parsed = read(Object.fromEntries(names.map((h, i) => [h, cells[i] ?? ''])));
      if ('row' in parsed) return parsed.row;
      ctx.addIssue({ code: 'custom', message: parsed.skip });
      return z.NEVER;
    })
  );
}

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

/** Subjects come from the shipped list (apps/api/src/modules/reference/geo): load them when the base has none. */
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

type PlacedArea = Omit<AreaRow, 'subject'> & { fedRegionUuid: string };

/** Each line's subject of the federation, by its OKTMO or KLADR code or its name. */
async function placeAreas(db: Database, lines: ImportLine<AreaRow>[]) {
  const subjectOf = await subjectIndex(db);
  const placed: ImportLine<PlacedArea>[] = [];
  const skipped: ImportSkip[] = [];
  for (const { line, row } of lines) {
    const { subject, ...area } = row;
    const fedRegionUuid = subjectOf(subject);
    if (fedRegionUuid) placed.push({ line, row: { ...area, fedRegionUuid } });
    else skipped.push({ line, error: 'субъект РФ не найден' });
  }
  return { lines: placed, skipped };
}

/** New districts are added, known ones get their type and OKTMO code refreshed. */
async function saveAreas(db: Database, lines: ImportLine<PlacedArea>[]) {
  const existing = new Set(
    (await db.selectFrom('areas').select(['fedRegionUuid', 'name']).execute()).map(
      (a) => `${a.fedRegionUuid}|${a.name}`,
    ),
  );
  for (let i = 0; i < lines.length; i += 500) {
    await db
      .insertInto('areas')
      .values(
        lines.slice(i, i + 500).map(({ row: a }) => ({
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
  const added = lines.filter(({ row: a }) => !existing.has(`${a.fedRegionUuid}|${a.name}`)).length;
  return { added, updated: lines.length - added };
}

/** A full district list on the platform's import (ADR 0063): checked, kept, applied once. */
const areasImport = defineImport({
  name: 'reference.areas',
  columns: areaLine,
  unusable: UNKNOWN_LAYOUT,
  check: (db, lines) => placeAreas(db, lines),
  unique: {
    key: (a: PlacedArea) => `${a.fedRegionUuid}|${a.name}`,
    message: (first) => `повтор района из строки ${first}`,
  },
  apply: (trx, lines) => saveAreas(trx, lines),
});

/** The command line imports as nobody in particular: the import belongs to no user or company. */
const COMMAND_LINE = { userUuid: null, companyUuid: null };

/**
 * Loads a full district list (docs/reference.md lists the layouts) and reports every line left
 * out with its reason. Throws (a 400 AppError) when the file has no layout it knows.
 */
export async function importAreas(db: Database, bytes: Buffer): Promise<AreaImportReport> {
  const { report, out } = await areasImport.run(db, bytes, { owner: COMMAND_LINE, params: {} });
  // Towns place points in their subject and district (docs/locations.md): attach them to the new list.
  await loadSettlements(db);
  return {
    total: report.total,
    ...out,
    skipped: report.skippedData.map((s) => ({ line: s.line, reason: s.error })),
  };
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
