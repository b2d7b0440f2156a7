import { AREA_TYPES } from './geo';

/** One district read from a file, before it is matched to a subject of the federation. */
export interface AreaRow {
  /** How the subject is named in the file: an OKTMO or KLADR code prefix, or a name. */
  subject: { oktmo: string } | { kladr: string } | { name: string };
  name: string;
  typeShort: string;
  typeFull: string;
  oktmo: string | null;
}

export type Parsed = { row: AreaRow } | { skip: string };

const TYPE_BY_SHORT = AREA_TYPES;
const typeOf = (short: string) => ({ typeShort: short, typeFull: TYPE_BY_SHORT[short]?.full ?? short });

/**
 * A district's name as OKTMO writes it ('Тихорецкий муниципальный район', 'город Сочи',
 * 'городской округ город Армавир') → bare name and type. Null for what is not a district.
 */
export function splitAreaName(full: string): { name: string; typeShort: string; typeFull: string } | null {
  const s = full.replace(/\s+/g, ' ').trim();
  const rules: [RegExp, string][] = [
    [/^(.+) муниципальный район$/i, 'м.р-н'],
    [/^(.+) муниципальный округ$/i, 'м.о.'],
    [/^муниципальный округ (.+)$/i, 'м.о.'],
    [/^городской округ (?:город |поселок |посёлок )?(.+)$/i, 'г.о.'],
    [/^(?:город )?(.+) городской округ$/i, 'г.о.'],
    [/^(.+) район$/i, 'р-н'],
    [/^(.+) р-н$/i, 'р-н'],
    [/^(.+) улус$/i, 'у'],
    [/^город (.+)$/i, 'г'],
    [/^г (.+)$/i, 'г'],
  ];
  for (const [re, short] of rules) {
    const m = re.exec(s);
    if (m) return { name: m[1]!.trim(), ...typeOf(short) };
  }
  return null;
}

/** Plural group headings of OKTMO ('Муниципальные районы Краснодарского края'), not districts. */
const GROUP = /^(муниципальные|городские|сельские|межселенные|населенные|населённые|внутригородские)\s/i;

const get = (r: Record<string, string>, ...names: string[]) => {
  for (const n of names) if (r[n] !== undefined) return r[n]!.trim();
  return '';
};

/**
 * Rosstat's OKTMO classifier (Kod1;Kod2;Kod3;…;Name1): a district is a row of the first section
 * with Kod2 set and Kod3 '000'; settlements and group headings are skipped.
 */
export function fromOktmo(r: Record<string, string>): Parsed {
  const k1 = get(r, 'kod1');
  const k2 = get(r, 'kod2');
  const k3 = get(r, 'kod3');
  const title = get(r, 'name1', 'name');
  const section = get(r, 'razdel');
  if (section && section !== '1') return { skip: `раздел ${section} ОКТМО (населённые пункты), не район` };
  if (!/^\d{2}$/.test(k1) || !/^\d{3}$/.test(k2)) return { skip: 'нет кода ОКТМО' };
  if (k2 === '000') return { skip: `субъект РФ, не район («${title}»)` };
  if (k3 && k3 !== '000') return { skip: `поселение, не район («${title}»)` };
  if (GROUP.test(title)) return { skip: `группировка, не район («${title}»)` };
  const parts = splitAreaName(title);
  if (!parts) return { skip: `не удалось определить тип района («${title}»)` };
  return { row: { subject: { oktmo: k1 }, ...parts, oktmo: `${k1}${k2}${k3 || '000'}` } };
}

/** A FIAS ADDROBJ export (REGIONCODE, FORMALNAME, SHORTNAME, AOLEVEL, ACTSTATUS, OKTMO): level 3 is a district. */
export function fromFias(r: Record<string, string>): Parsed {
  const level = get(r, 'aolevel');
  const status = get(r, 'actstatus');
  const region = get(r, 'regioncode');
  const name = get(r, 'formalname');
  const short = get(r, 'shortname');
  if (status && status !== '1') return { skip: 'неактуальная запись ФИАС' };
  if (level !== '3') return { skip: `уровень ФИАС ${level || 'не указан'}, не район` };
  if (!/^\d{2}$/.test(region) || !name) return { skip: 'нет кода субъекта или названия' };
  return {
    row: {
      subject: { kladr: region },
      name,
      ...typeOf(short || 'р-н'),
      oktmo: get(r, 'oktmo') || null,
    },
  };
}

/** The project's own layout: region;area[;area_type][;oktmo] — a subject's name and a district. */
export function fromSimple(r: Record<string, string>): Parsed {
  const region = get(r, 'region', 'субъект', 'регион');
  const area = get(r, 'area', 'район', 'name');
  const type = get(r, 'area_type', 'тип');
  if (!region || !area) return { skip: 'не указан субъект РФ или район' };
  const parts = type
    ? { name: area, ...typeOf(type) }
    : (splitAreaName(area) ?? { name: area, ...typeOf('р-н') });
  return { row: { subject: { name: region }, ...parts, oktmo: get(r, 'oktmo') || null } };
}

/** Which layout a header row names, or null. */
export function layoutOf(headers: string[]): ((r: Record<string, string>) => Parsed) | null {
  const has = (...names: string[]) => names.every((n) => headers.includes(n));
  if (has('kod1', 'kod2') && (has('name1') || has('name'))) return fromOktmo;
  if (has('regioncode', 'formalname', 'aolevel')) return fromFias;
  if ((has('region') || has('субъект') || has('регион')) && (has('area') || has('район') || has('name')))
    return fromSimple;
  return null;
}
