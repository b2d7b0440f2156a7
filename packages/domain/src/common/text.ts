import { z } from 'zod';

/** What a user sees when a text carries the NUL character, which PostgreSQL cannot store. */
export const NUL_MESSAGE = 'Текст содержит недопустимый символ';

/**
 * Every string the API or a form accepts: a zod string that refuses U+0000. Without it a NUL
 * reaches PostgreSQL and comes back as a 500 (22021); refused here it is a Russian 400 instead.
 */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine((value) => !value.includes('\u0000'), { error: NUL_MESSAGE });
