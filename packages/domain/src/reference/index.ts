import { z } from 'zod';
import { text } from '../common/text';

/**
 * SPEC 3 Region/Area name as the address service gives it: the bare name and its type in full
 * and short form, e.g. { value: 'Краснодарский', fullSubvalue: 'край', shortSubvalue: 'край' }.
 */
export const kladrNameSchema = z.object({
  value: text(),
  fullSubvalue: text(),
  shortSubvalue: text(),
});
export type KladrName = z.infer<typeof kladrNameSchema>;

export const kladrItemSchema = z.object({ uuid: text(), name: kladrNameSchema });
export type KladrItem = z.infer<typeof kladrItemSchema>;

/** Types written before the name (Респ Адыгея, г Москва); the others follow it (Тихорецкий р-н). */
const PREFIX_TYPES = new Set(['Респ', 'Республика', 'г', 'город']);

/**
 * How Russians write a subject or district: 'Краснодарский край', 'Респ Адыгея' but
 * 'Удмуртская Респ', and names that already hold their type ('Чувашская Республика') alone.
 */
export function formatKladrName(name: KladrName, form: 'short' | 'full' = 'short'): string {
  const type = form === 'full' ? name.fullSubvalue : name.shortSubvalue;
  const value = name.value.trim();
  if (!type || value.toLowerCase().includes(name.fullSubvalue.toLowerCase())) return value;
  const adjective = /(ая|ий|ое)$/.test(value);
  return PREFIX_TYPES.has(name.shortSubvalue) && !adjective ? `${type} ${value}` : `${value} ${type}`;
}

/** SPEC 7 Products: a crop; the product uuid is the culture uuid (docs/reference.md). */
export const cultureSchema = z.object({
  uuid: text(),
  alias: text(),
  payload: z.object({ title: text() }),
});
export type Culture = z.infer<typeof cultureSchema>;

export const entitiesCulturesSchema = z.object({
  cultures: z.array(cultureSchema),
  products: z.array(z.object({ uuid: text(), cultureUuid: text(), payload: z.object({ title: text() }) })),
});

/**
 * GET /config/public: what the web app needs to know before login. `demoOutbox`: login codes are
 * not sent but printed in the server log and listed at /api/dev/outbox — to the server's own
 * machine only ('loopback') or to anyone ('public', DEV_OUTBOX_PUBLIC); null when SMS are sent.
 */
export const publicConfigSchema = z.object({
  mapTileUrl: text(),
  demoOutbox: z.enum(['loopback', 'public']).nullable(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
