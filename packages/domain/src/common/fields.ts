import { z } from 'zod';
import { isRuDate } from '../contracts/dates';
import { MSG } from './messages';
import { WIRE_DATE_FORMATS } from './wire-dates';
import { text } from './text';

/**
 * The texts of the fields every deal form shares (contracts, auctions and offers, third-party
 * deals, slots). SPEC 5's contract form gives the humidity, integer and price texts; the rest
 * are ours (docs/contracts.md) and say nothing of one area, so each area answers the same.
 */
export const FIELD_MSG = {
  humidity: 'Влажность должна быть от 1 до 99 процентов',
  integer: 'Число должно быть целочисленным',
  price: 'Цена должна быть больше нуля',
  number: 'Введите число',
  date: 'Введите дату в формате ДД.ММ.ГГГГ',
  volumeMin: 'Объём должен быть не меньше 1 т',
  volumeMax: 'Объём не может превышать 1 000 000 т',
  priceMax: 'Цена не может превышать 1 000 000 ₽/т',
  commentMax: 'Комментарий не может быть длиннее 2000 символов',
  badId: 'Неверный идентификатор',
} as const;

/** Empty or missing input answers 'Заполните поле'; anything else present but wrong, `other`. */
export const requiredOr = (other: string) => ({
  error: (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null || issue.input === '' ? MSG.required : other,
});

/** A required uuid. */
export const uuidField = () => z.uuid(requiredOr(FIELD_MSG.badId));

/** A required day as the spec writes it, 'DD.MM.YYYY', that exists in the calendar. */
export const ruDateField = () =>
  z
    .string(requiredOr(FIELD_MSG.date))
    .min(1, { error: MSG.required })
    .refine(isRuDate, { error: FIELD_MSG.date })
    .describe(WIRE_DATE_FORMATS.specDay);

/** Grain humidity, 1 to 99 per cent (SPEC 5). */
export const humidityField = () =>
  z
    .number(requiredOr(FIELD_MSG.number))
    .min(1, { error: FIELD_MSG.humidity })
    .max(99, { error: FIELD_MSG.humidity });

/** Whole tonnes from `min` (said by `minMessage`) to a million. */
export const tonnesField = (min = 1, minMessage: string = FIELD_MSG.volumeMin) =>
  z
    .number(requiredOr(FIELD_MSG.number))
    .int({ error: FIELD_MSG.integer })
    .min(min, { error: minMessage })
    .max(1_000_000, { error: FIELD_MSG.volumeMax });

/** Whole roubles per tonne from `min` to a million (GUIDE 3; SPEC 5: an integer). */
export const priceField = (min: number) =>
  z
    .number(requiredOr(FIELD_MSG.number))
    .int({ error: FIELD_MSG.integer })
    .min(min, { error: FIELD_MSG.price })
    .max(1_000_000, { error: FIELD_MSG.priceMax });

/** A free comment of at most 2000 characters, may be left out. */
export const commentField = () => text().trim().max(2000, { error: FIELD_MSG.commentMax }).nullish();
