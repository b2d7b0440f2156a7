import { z } from 'zod';
import { isoToRuDate, ruDateToIso } from '../contracts/dates';
import { formatUtcDateTime, parseUtcDateTime } from '../prepayment/wire-date';
import { MSG } from './messages';

/**
 * One rule for dates on the wire (ADR 0077, docs/api.md). The fields SPEC 3 writes as
 * DD.MM.YYYY (the delivery days of a deal) and DD.MM.YYYY HH:mm (an auction's start and end, a
 * prepayment request's times) answer so; every other date answers ISO 8601. A date input of
 * either kind takes both forms and the field gets its own: a client that speaks the queue's ISO
 * and one that speaks the auctions' DD.MM.YYYY are both understood, and each field answers one.
 */
export const WIRE_DATE_FORMATS = {
  specDay: 'День DD.MM.YYYY (SPEC 3)',
  specInstant: 'Момент DD.MM.YYYY HH:mm в UTC (SPEC 3)',
  wireDay: 'День YYYY-MM-DD (ISO 8601)',
  wireInstant: 'Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ',
  clock: 'Время суток HH:mm по часам пункта',
  unixSeconds: 'Момент в секундах Unix (SPEC 3)',
} as const;
type WireDateKind = keyof typeof WIRE_DATE_FORMATS;

const ALSO_DAY = '; на входе принимается и YYYY-MM-DD, и DD.MM.YYYY';
const ALSO_INSTANT = '; на входе принимается и ISO 8601 со смещением, и DD.MM.YYYY HH:mm (UTC)';

export const WIRE_DATE_MSG = {
  day: 'Введите дату в формате ДД.ММ.ГГГГ или ГГГГ-ММ-ДД',
  instant: 'Введите дату и время в формате ДД.ММ.ГГГГ ЧЧ:ММ или ISO 8601',
} as const;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const isoInstant = z.iso.datetime({ offset: true });

/** A calendar day written 'DD.MM.YYYY' or 'YYYY-MM-DD' → 'YYYY-MM-DD'; null for anything else. */
export const readWireDay = (value: string): string | null =>
  ISO_DAY.test(value) ? ruDateToIso(isoToRuDate(value)) : ruDateToIso(value);

/** An instant written 'DD.MM.YYYY HH:mm' (UTC) or ISO 8601 with its offset; null for anything else. */
export const readWireInstant = (value: string): Date | null =>
  isoInstant.safeParse(value).success ? new Date(value) : parseUtcDateTime(value);

/** Missing or empty answers 'Заполните поле'; anything else unreadable, `message`. */
const dateText = <T>(message: string, readValue: (value: string) => T | null) =>
  z
    .string({
      error: (issue) => (issue.input === undefined || issue.input === null ? MSG.required : message),
    })
    .transform((value, ctx) => {
      const read = value === '' ? null : readValue(value);
      if (read !== null) return read;
      ctx.issues.push({ code: 'custom', input: value, message: value === '' ? MSG.required : message });
      return z.NEVER;
    });

/* Inputs: either form in, the field's own form out. */
export const specDay = (message: string = WIRE_DATE_MSG.day) =>
  dateText(message, readWireDay)
    .transform(isoToRuDate)
    .describe(WIRE_DATE_FORMATS.specDay + ALSO_DAY);
export const wireDay = (message: string = WIRE_DATE_MSG.day) =>
  dateText(message, readWireDay).describe(WIRE_DATE_FORMATS.wireDay + ALSO_DAY);
export const specInstant = (message: string = WIRE_DATE_MSG.instant) =>
  dateText(message, readWireInstant)
    .transform(formatUtcDateTime)
    .describe(WIRE_DATE_FORMATS.specInstant + ALSO_INSTANT);
export const wireInstant = (message: string = WIRE_DATE_MSG.instant) =>
  dateText(message, readWireInstant)
    .transform((date) => date.toISOString())
    .describe(WIRE_DATE_FORMATS.wireInstant + ALSO_INSTANT);

/** Answers: a date field as the rule writes it, its format in the OpenAPI description. */
export const dateOut = (kind: Exclude<WireDateKind, 'unixSeconds'>) =>
  z.string().describe(WIRE_DATE_FORMATS[kind]);
/** Answers that hold a Date until JSON writes it (toISOString). */
export const instantDateOut = () => z.date().describe(WIRE_DATE_FORMATS.wireInstant);
/** SPEC 3 Transport delivery record: shipper hours and slot times in Unix seconds. */
export const unixSecondsOut = () => z.number().describe(WIRE_DATE_FORMATS.unixSeconds);
