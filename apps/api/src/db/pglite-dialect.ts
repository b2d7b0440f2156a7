import { parse, protocol, type PGlite, type Results } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { isPreparable, PREPARED_PER_CONNECTION } from './prepared-pool';

const { serialize } = protocol;
let statementCount = 0;

/** A statement PGlite keeps by name, with its parameters' types as PostgreSQL inferred them. */
interface NamedStatement {
  name: string;
  parameterTypes: number[];
}

/** PostgreSQL refuses a kept plan whose columns changed under it (DDL after it was named). */
const STALE_PLAN = 'cached plan must not change result type';

const joined = (parts: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

/**
 * Kysely dialect over PGlite. PGlite is one connection, so a transaction must own it: the driver
 * hands the connection out to one holder at a time and queues the others.
 *
 * PGlite's own `query` parses, describes and plans every statement afresh in six calls into the
 * wasm engine (7 ms for a four-table join). The app's parameterised statements run here as named
 * prepared statements instead, like on PostgreSQL (prepared-pool.ts): parsed and described once,
 * then one call per run, bind to sync, with a plan PostgreSQL may keep (docs/benchmarks.md).
 */
class PGliteConnection implements DatabaseConnection {
  private readonly named = new Map<string, NamedStatement>();

  constructor(private readonly pg: PGlite) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    // Without parameters the simple protocol runs whole scripts (migrations); answer the last.
    const res =
      query.parameters.length === 0
        ? ((await this.pg.exec(query.sql)).at(-1) ?? { rows: [], affectedRows: 0 })
        : await this.run<R>(query.sql, query.parameters);
    const affected = res.affectedRows;
    return {
      rows: res.rows as R[],
      ...(affected !== undefined ? { numAffectedRows: BigInt(affected) } : {}),
    };
  }

  private async run<R>(text: string, parameters: readonly unknown[]): Promise<Results<R>> {
    const statement = isPreparable(text, parameters) ? await this.statement(text) : null;
    if (!statement) return this.pg.query<R>(text, [...parameters]);
    const values = parameters.map((value, i) => this.serialized(value, statement.parameterTypes[i]));
    try {
      const messages = await this.protocol(
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      );
      await this.pg.syncToFs();
      return parse.parseResults(messages, this.pg.parsers)[0] as Results<R>;
    } catch (error) {
      if (!(error instanceof Error) || !error.message.includes(STALE_PLAN)) throw error;
      this.named.delete(text);
      await this.protocol(serialize.close({ type: 'S', name: statement.name }), serialize.sync());
      return this.pg.query<R>(text, [...parameters]);
    }
  }

  /** The text's named statement, parsed on its first run; null once the cap is reached. */
  private async statement(text: string): Promise<NamedStatement | null> {
    const known = this.named.get(text);
    if (known || this.named.size >= PREPARED_PER_CONNECTION) return known ?? null;
    const name = `k${++statementCount}`;
    const messages = await this.protocol(
      serialize.parse({ name, text }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    );
    const statement = { name, parameterTypes: parse.parseDescribeStatementResults(messages) };
    this.named.set(text, statement);
    return statement;
  }

  /** A parameter as PGlite's own `query` sends it: by the type PostgreSQL inferred. */
  private serialized(value: unknown, type: number | undefined): string | null {
    if (value === null || value === undefined) return null;
    const serializer = type === undefined ? undefined : this.pg.serializers[type];
    return serializer ? serializer(value) : String(value);
  }

  /** Protocol messages sent in one call, on PGlite's query lock. */
  private protocol(...messages: Uint8Array[]) {
    return this.pg.runExclusive(() => this.pg.execProtocolStream(joined(messages), { syncToFs: false }));
  }

  // eslint-disable-next-line require-yield -- PGlite has no cursors to stream from
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Потоковые запросы не поддерживаются встроенной базой');
  }
}

/** Who holds the one connection and how many wait for it (the metrics' pool gauges). */
interface Usage {
  held: boolean;
  waiting: number;
}

class PGliteDriver implements Driver {
  private readonly connection: PGliteConnection;
  private queue: Promise<void> = Promise.resolve();
  private readonly releases = new Map<DatabaseConnection, () => void>();

  constructor(
    private readonly pg: PGlite,
    private readonly usage: Usage,
  ) {
    this.connection = new PGliteConnection(pg);
  }

  async init(): Promise<void> {
    await this.pg.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    let release!: () => void;
    const previous = this.queue;
    this.queue = new Promise<void>((resolve) => (release = resolve));
    this.usage.waiting++;
    await previous;
    this.usage.waiting--;
    this.usage.held = true;
    this.releases.set(this.connection, release);
    return this.connection;
  }

  async beginTransaction(conn: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const level = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    await conn.executeQuery(CompiledQuery.raw(`begin${level}`));
  }

  async commitTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(conn: DatabaseConnection): Promise<void> {
    const release = this.releases.get(conn);
    this.releases.delete(conn);
    this.usage.held = false;
    release?.();
  }

  async destroy(): Promise<void> {
    await this.pg.close();
  }
}

export class PGliteDialect implements Dialect {
  private readonly current: Usage = { held: false, waiting: 0 };
  constructor(private readonly pg: PGlite) {}
  /** The one connection as a pool of one: idle or not, and the queue before it. */
  usage() {
    return { idle: this.current.held ? 0 : 1, waiting: this.current.waiting };
  }
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.pg, this.current);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}
