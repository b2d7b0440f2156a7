import pg from 'pg';

/** A write made beside a read's load, as other people at the point would make it. */
export interface Alongside {
  perSecond: number;
  /** One statement; it changes a row the read shows (ADR 0070: the read's version moves). */
  statement: string;
}

/**
 * Runs the statement `perSecond` times a second on a connection of its own until stopped, and
 * answers how many ran. PostgreSQL only: a PGlite folder has one process.
 */
export function startChanges(databaseUrl: string, alongside: Alongside) {
  const client = new pg.Client({ connectionString: databaseUrl });
  let count = 0;
  let timer: NodeJS.Timeout | undefined;
  let last: Promise<unknown> = Promise.resolve();
  const ready = client.connect().then(() => {
    timer = setInterval(() => {
      last = client.query(alongside.statement).then(
        () => count++,
        (e: unknown) => console.error('изменение рядом с нагрузкой не прошло:', e),
      );
    }, 1000 / alongside.perSecond);
  });
  return {
    ready,
    async stop(): Promise<number> {
      clearInterval(timer);
      await last;
      await client.end();
      return count;
    },
  };
}
