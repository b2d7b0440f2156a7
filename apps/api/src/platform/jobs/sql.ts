import { CompiledQuery, type Kysely } from 'kysely';

/** pg-boss's view of a database: run one text with its values, answer the rows. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * pg-boss through one of our Kysely handles — the pool, or a transaction, so a job sent with it
 * commits or rolls back with the caller's change. Without the CamelCase plugin: pg-boss names its
 * own columns. On PGlite a text without values runs as a script (pg-boss installs its schema
 * with one), which our dialect does through `exec`.
 */
export function sqlExecutor<T>(db: Kysely<T>): SqlExecutor {
  const raw = db.withoutPlugins();
  return {
    async executeSql(text, values = []) {
      const result = await raw.executeQuery(CompiledQuery.raw(text, values));
      return { rows: result.rows as unknown[] };
    },
  };
}

/**
 * pg-boss's job insert with another statement in front of it as a CTE, so both are one round trip
 * and commit together even outside a transaction (the outbox row and its delivery job). The other
 * statement's parameters follow pg-boss's. Only for a plain INSERT: anything else is refused.
 */
export function sqlExecutorWith<T>(db: Kysely<T>, alongside: CompiledQuery): SqlExecutor {
  const raw = db.withoutPlugins();
  return {
    async executeSql(text, values = []) {
      if (!/^\s*insert\b/i.test(text)) throw new Error('Неожиданный запрос очереди задач');
      const offset = values.length;
      const cte = alongside.sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + offset}`);
      const result = await raw.executeQuery(
        CompiledQuery.raw(`with alongside as (${cte}) ${text}`, [...values, ...alongside.parameters]),
      );
      return { rows: result.rows as unknown[] };
    },
  };
}
