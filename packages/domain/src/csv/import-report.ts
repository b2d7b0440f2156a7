import { z } from 'zod';
import { WIRE_DATE_FORMATS } from '../common/wire-dates';

/** One refused line of an uploaded file: its number as the user sees it (the header is line 1). */
export const importSkipSchema = z.object({ line: z.number().int(), error: z.string() });
export type ImportSkip = z.infer<typeof importSkipSchema>;

/**
 * SPEC 3 "Import report (transport)", the answer of the first step of every two-step import
 * (ADR 0063): what the file holds, what would be applied on confirmation, and why the other lines
 * were refused. `total` counts the data lines (blank ones not), `valid` the lines a confirmation applies.
 */
export const importReportSchema = z.object({
  importUuid: z.uuid(),
  expireAt: z.iso.datetime().describe(WIRE_DATE_FORMATS.wireInstant),
  total: z.number().int(),
  valid: z.number().int(),
  skippedData: z.array(importSkipSchema),
});
export type ImportReport = z.infer<typeof importReportSchema>;

/** The refusals of a confirmation (ADR 0063). */
export const IMPORT_MSG = {
  notFound: 'Загрузка файла не найдена: загрузите файл ещё раз',
  confirmed: 'Этот файл уже импортирован: повторное подтверждение не требуется',
  expired: 'Время на подтверждение загрузки истекло: загрузите файл ещё раз',
} as const;
