import type { z } from 'zod';
import type { ImportSkip } from '@kolos/domain/csv';
import { timeSlices } from '../time-slices';

/** The line-by-line steps of checking a file, each giving the event loop back as it goes. */

/** A line that passed, with its number in the file as the user sees it (the header is line 1). */
export interface ImportLine<Row> {
  line: number;
  row: Row;
}

/** A zod failure as one Russian reason: every distinct message, joined. */
export const reasonOf = (error: z.ZodError) => [...new Set(error.issues.map((i) => i.message))].join('; ');

/** Keeps the first line of each key; the later ones are refused with the line that has it. */
export async function firstOfEachKey<Row>(
  lines: ImportLine<Row>[],
  skipped: ImportSkip[],
  unique: { key: (row: Row) => string; message: (firstLine: number) => string },
): Promise<ImportLine<Row>[]> {
  const pause = timeSlices();
  const seen = new Map<string, number>();
  const kept: ImportLine<Row>[] = [];
  // in file order: the schema reads them so and a check keeps their order
  for (const l of lines) {
    const key = unique.key(l.row);
    const first = seen.get(key);
    if (first === undefined) {
      seen.set(key, l.line);
      kept.push(l);
    } else skipped.push({ line: l.line, error: unique.message(first) });
    await pause();
  }
  return kept;
}

/**
 * Refusals by line number, without a comparison sort: 45 000 of them sorted in one go held the
 * event loop for tens of milliseconds. They come as a few runs already in order (unreadable lines,
 * then each step's refusals), often one run: that is checked first; otherwise line numbers, small
 * integers, are bucketed.
 */
export function inLineOrder<T extends { line: number }>(items: T[]): T[] {
  let sorted = true;
  for (let i = 1; i < items.length && sorted; i += 1) sorted = items[i - 1]!.line <= items[i]!.line;
  if (sorted) return items;
  const buckets: T[][] = [];
  for (const item of items) (buckets[item.line] ??= []).push(item);
  return buckets.flat();
}
