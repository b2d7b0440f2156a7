import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WIRE_DATE_FORMATS, WIRE_DATE_MSG } from '@kolos/domain';
import { isoToRuDate } from '@kolos/domain/contracts';
import { formatUtcDateTime } from '@kolos/domain/prepayment';
import { CONTRACT_MSG } from '@kolos/domain/contracts';
import { TRADING_MSG } from '@kolos/domain/trading';
import { QUEUE_MSG } from '@kolos/domain/queue';
import { createTestApp, type TestApp } from '../../test/harness';
import { accept, dayFromToday, newPoint, offerAt, timesOf } from '../../test/queue';
import type { Client } from '../../test/staff';
import { auctionBody, demoPurchaser, newFarmer } from '../../test/trading';

/*
 * ADR 0077, docs/api.md: the queue spoke ISO 8601 and the auctions SPEC 3's DD.MM.YYYY. Both
 * areas take either form on input; each field answers the one its rule names.
 */

let t: TestApp;
let kolos: Client;
beforeAll(async () => {
  t = await createTestApp();
  kolos = await demoPurchaser(t);
}, 120_000);
afterAll(() => t.close());

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const SPEC_INSTANT = /^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/;

describe('auctions: either form in, SPEC 3 out', () => {
  it('an auction sent in ISO 8601 answers its days DD.MM.YYYY and its times DD.MM.YYYY HH:mm', async () => {
    // start dates filter by UTC day (docs/trading.md): the day the auctions below start in, in UTC —
    // from 00:00 to 03:00 Moscow time that is still yesterday's Moscow date
    const startDay = new Date().toISOString().slice(0, 10);
    const end = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 24 * 3_600_000);
    const [from, to] = [dayFromToday(2), dayFromToday(9)];
    const spec = await kolos.post(
      '/api/auctions',
      await auctionBody(t, {
        deliveryDateStart: isoToRuDate(from),
        deliveryDateEnd: isoToRuDate(to),
        endAt: formatUtcDateTime(end),
      }),
    );
    const iso = await kolos.post(
      '/api/auctions',
      await auctionBody(t, { deliveryDateStart: from, deliveryDateEnd: to, endAt: end.toISOString() }),
    );
    expect([spec.statusCode, iso.statusCode]).toEqual([200, 200]);
    const answer = {
      deliveryDateStart: isoToRuDate(from),
      deliveryDateEnd: isoToRuDate(to),
      endAt: formatUtcDateTime(end),
    };
    expect(spec.json()).toMatchObject(answer);
    expect(iso.json()).toMatchObject(answer);
    expect(iso.json().startAt).toMatch(SPEC_INSTANT);
    expect(iso.json().createdAt).toMatch(ISO_INSTANT);

    const list = (startFrom: string) => kolos.post('/api/v3/auctions', { startFrom, limit: 1000 });
    const [bySpec, byIso] = [await list(isoToRuDate(startDay)), await list(startDay)];
    expect([bySpec.statusCode, byIso.statusCode]).toEqual([200, 200]);
    expect(byIso.json().totalCount).toBe(bySpec.json().totalCount);
    expect(byIso.json().auctions.map((a: { uuid: string }) => a.uuid)).toContain(iso.json().uuid);
  });

  it('a date in neither form is refused in Russian', async () => {
    const res = await kolos.post('/api/auctions', await auctionBody(t, { deliveryDateStart: '2026/12/01' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(CONTRACT_MSG.date);
    const late = await kolos.post('/api/auctions', await auctionBody(t, { endAt: 'завтра в полдень' }));
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(TRADING_MSG.dateTime);
  });
});

describe('queue: either form in, ISO 8601 out', () => {
  it('days read DD.MM.YYYY as well; slot times read DD.MM.YYYY HH:mm as well; answers are ISO', async () => {
    const point = await newPoint(t, 100);
    const farmer = await newFarmer(t);
    const { auction, offer } = await offerAt(
      t,
      kolos,
      farmer.call,
      point.uuid,
      25,
      dayFromToday(1),
      dayFromToday(1),
    );
    expect((await accept(kolos, auction, offer)).statusCode).toBe(200);

    const [from, to] = [dayFromToday(0), dayFromToday(3)];
    const week = (start: string, end: string) =>
      kolos.get(`/api/slots-by-location/${point.uuid}/date/${start}/${end}`);
    const [iso, spec] = [await week(from, to), await week(isoToRuDate(from), isoToRuDate(to))];
    expect([iso.statusCode, spec.statusCode]).toEqual([200, 200]);
    expect(spec.json()).toEqual(iso.json());
    expect(iso.json().days[0].date).toBe(from);
    expect(iso.json().items[0].startAt).toMatch(ISO_INSTANT);

    const free = await kolos.post('/api/free-slots-quantity', {
      locationUuids: [point.uuid],
      dateFrom: isoToRuDate(from),
      dateTo: to,
    });
    expect(free.statusCode).toBe(200);
    expect(free.json().items.map((d: { date: string }) => d.date)).toEqual([
      from,
      dayFromToday(1),
      dayFromToday(2),
      to,
    ]);

    const [at] = timesOf(point, dayFromToday(2));
    const added = await kolos.post('/api/slots', {
      offerUuid: offer.uuid,
      locationUuid: point.uuid,
      startAt: formatUtcDateTime(new Date(at!)),
      plannedVolume: 25,
    });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ startAt: at, date: dayFromToday(2) });
    expect(added.json().date).toMatch(ISO_DAY);
  });

  it('a day or a time in neither form is refused in Russian', async () => {
    const point = await newPoint(t, 100);
    const res = await kolos.get(`/api/slots-by-location/${point.uuid}/date/2026.12.01/2026.12.02`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(QUEUE_MSG.badDate);
    const slot = await kolos.post('/api/slots', {
      offerUuid: point.uuid,
      locationUuid: point.uuid,
      startAt: '01.12.2026',
    });
    expect(slot.statusCode).toBe(400);
    expect(slot.json().message).toBe(WIRE_DATE_MSG.instant);
  });
});

/* ---- every date field of the OpenAPI description tells its format ---------------------------- */

type JsonSchema = {
  type?: string;
  format?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  additionalProperties?: JsonSchema | boolean;
};
type Operation = {
  parameters?: { name: string; in: string; description?: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
};

/** A field that holds a date or a time: by its format, or by a name such as startAt, endDate, day. */
const DATE_NAME = /(At|Date|DateStart|DateEnd|[dD]ay|^date|^created|^start|^end|From|To)$/;
/** What a description must name: one of the rule's formats (docs/api.md). */
const FORMATS = Object.values(WIRE_DATE_FORMATS);

const descriptions = (s: JsonSchema): string[] => [
  ...(s.description ? [s.description] : []),
  ...[...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])].flatMap(descriptions),
];
/** OpenAPI 3.1 writes a nullable field as anyOf [the field, { type: 'null' }]: the null is no date. */
const isDate = (name: string | undefined, s: JsonSchema) =>
  s.type !== 'null' &&
  ((name !== undefined && DATE_NAME.test(name)) || s.format === 'date' || s.format === 'date-time');

/** 'GET /api/x 200 .field[].at' for each date field whose description names no format. */
function undescribed(where: string, s: JsonSchema | undefined, name?: string): string[] {
  if (!s) return [];
  const own =
    isDate(name, s) && !descriptions(s).some((d) => FORMATS.some((f) => d.includes(f))) ? [where] : [];
  const inner = [
    ...Object.entries(s.properties ?? {}).flatMap(([key, v]) => undescribed(`${where}.${key}`, v, key)),
    ...undescribed(`${where}[]`, s.items, name),
    ...[...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])].flatMap((v) =>
      undescribed(where, v, name),
    ),
    ...(typeof s.additionalProperties === 'object' ? undescribed(`${where}{}`, s.additionalProperties) : []),
  ];
  return [...own, ...inner];
}

describe('the OpenAPI description', () => {
  it('names the format of every date field it describes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = res.json().paths as Record<string, Record<string, Operation>>;
    const missing = Object.entries(paths).flatMap(([path, ops]) =>
      Object.entries(ops).flatMap(([method, op]) => {
        const at = `${method.toUpperCase()} ${path}`;
        return [
          ...(op.parameters ?? []).flatMap((p) =>
            undescribed(
              `${at} ${p.in} ${p.name}`,
              { ...p.schema, description: p.description ?? p.schema?.description },
              p.name,
            ),
          ),
          ...Object.values(op.requestBody?.content ?? {}).flatMap((c) => undescribed(`${at} body`, c.schema)),
          ...Object.entries(op.responses ?? {}).flatMap(([code, r]) =>
            Object.values(r.content ?? {}).flatMap((c) => undescribed(`${at} ${code}`, c.schema)),
          ),
        ];
      }),
    );
    expect(missing).toEqual([]);
  });
});
