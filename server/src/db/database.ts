// One database layer over SQLite (embedded default, better-sqlite3) and PostgreSQL (`DATABASE_URL=postgres://…`,
// several server instances on one database): Kysely, with its SQLite and PostgreSQL dialects. Queries are typed
// (`q.kysely`, over schema.ts's Tables); the schema is one set of migrations (migrations.ts) run by Kysely's
// Migrator. Plain SQL with `?` placeholders (`all`, `get`, `run`) stays for the few statements the builder
// does not say better and for tests.
import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Driver,
  Kysely,
  Migrator,
  PostgresDialect,
  PostgresDriver,
  PostgresIntrospector,
  type SchemaMetadata,
  SqliteAdapter,
  type SqliteDatabase,
  SqliteDialect,
  SqliteDriver,
  type SqliteStatement,
  sql,
  type TableMetadata,
} from 'kysely';
import pg from 'pg';
import {
  type Dialect,
  migrations as defaultMigrations,
  type Migration,
  migrationProvider,
} from './migrations.js';
import type { Tables } from './schema.js';

export type { Dialect } from './migrations.js';
export type { Tables } from './schema.js';
export type Param = string | number | bigint | null | Buffer;

/** Queries; inside a transaction, the transaction's own connection. */
export interface Queryable {
  readonly dialect: Dialect;
  /** Typed queries: the database's Kysely, or inside a transaction the transaction's. */
  readonly kysely: Kysely<Tables>;
  all<Row = Record<string, unknown>>(sql: string, params?: readonly Param[]): Promise<Row[]>;
  get<Row = Record<string, unknown>>(sql: string, params?: readonly Param[]): Promise<Row | undefined>;
  /** Writes; `changes` is the number of rows inserted, updated or deleted. */
  run(sql: string, params?: readonly Param[]): Promise<{ changes: number }>;
}

export interface Db extends Queryable {
  /** Resolves once the database is open and migrated; every query waits for it. Rejects if that failed. */
  readonly ready: Promise<void>;
  /**
   * Runs `fn` in one transaction that behaves as if it ran alone: SQLite's BEGIN IMMEDIATE (one writer at a
   * time), Postgres's SERIALIZABLE with the whole of `fn` retried on a serialization failure, so `fn` must have
   * no effects outside the database. Throwing rolls back.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Several statements, no parameters (tests). */
  exec(sql: string): Promise<void>;
  /**
   * Tells every process on this database (this one included) that `channel` changed for `payload`: Postgres
   * NOTIFY; SQLite has no cross-process push, so only this process's listeners hear it.
   */
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Calls `onNotify` for each notification on `channel`; `onListening` each time notifications start to be heard
   * (at once on SQLite; on Postgres once LISTEN is in place, again after a reconnect); `onLost` when they may
   * have been missed (the LISTEN connection dropped).
   */
  listen(channel: string, handlers: Listener): () => void;
  /** Postgres only: the schema given to openPostgres, if any. */
  readonly schema?: string;
  /** SQLite only: the better-sqlite3 handle, for what only SQLite has (PRAGMA data_version). */
  readonly sqlite?: Database.Database;
  close(): Promise<void>;
}

export interface Listener {
  onNotify: (payload: string) => void;
  onListening: () => void;
  onLost: () => void;
}

/**
 * Set inside a transaction's function: a statement there through the Db itself rather than the transaction's handle
 * would wait for the transaction forever on SQLite (and run outside it on Postgres), so it throws instead.
 */
const inTransaction = new AsyncLocalStorage<true>();
function notInTransaction() {
  if (inTransaction.getStore()) {
    throw new Error('a statement inside a transaction must go through its handle (tx), not the Db');
  }
}
/**
 * The check runs under the tests only (vitest, NODE_ENV=test): once an AsyncLocalStorage is entered, Node 20 tracks
 * every promise of the process: about a tenth of the list read's CPU in a profile at 50 connections.
 */
const guardTransactions = !!process.env.VITEST || process.env.NODE_ENV === 'test';
const insideTransaction = <T>(fn: () => Promise<T>): Promise<T> =>
  guardTransactions ? inTransaction.run(true, fn) : fn();

export function isPostgresUrl(url: string | undefined): url is string {
  return !!url && /^postgres(ql)?:\/\//.test(url);
}

/** `?` placeholders to `$1…$n`, leaving quoted strings and identifiers alone. */
export function toPostgresPlaceholders(sql: string): string {
  let out = '';
  let n = 0;
  let quote: string | null = null;
  for (const ch of sql) {
    if (quote) {
      if (ch === quote) quote = null;
      out += ch;
    } else if (ch === "'" || ch === '"') {
      quote = ch;
      out += ch;
    } else if (ch === '?') out += `$${++n}`;
    else out += ch;
  }
  return out;
}

/** all/get/run over `kysely` (the database's, or a transaction's). */
function queryable(dialect: Dialect, kysely: Kysely<Tables>): Queryable {
  const toSql = dialect === 'postgres' ? toPostgresPlaceholders : (text: string) => text;
  const execute = <Row>(text: string, params: readonly Param[]) =>
    kysely.executeQuery<Row>(CompiledQuery.raw(toSql(text), params as unknown[]));
  return {
    dialect,
    kysely,
    all: async <Row>(text: string, params: readonly Param[] = []) => (await execute<Row>(text, params)).rows,
    get: async <Row>(text: string, params: readonly Param[] = []) =>
      (await execute<Row>(text, params)).rows[0],
    run: async (text: string, params: readonly Param[] = []) => {
      const result = await execute(text, params);
      // A statement with RETURNING answers rows (SQLite then reports no count).
      return { changes: Number(result.numAffectedRows ?? BigInt(result.rows.length)) };
    },
  };
}

/** Runs the migrations not yet applied, all in one transaction (Kysely's Migrator, which also locks on Postgres). */
async function migrate(
  kysely: Kysely<Tables>,
  dialect: Dialect,
  list: Migration[],
  migrationTableSchema?: string,
): Promise<void> {
  const migrator = new Migrator({
    db: kysely,
    provider: migrationProvider(list, dialect),
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(`migration failed: ${String(error)}`);
}

/**
 * `driver`, starting no query before `before` (the migration, for the app's Kysely) is done, and refusing one
 * through the Db inside a transaction (see notInTransaction).
 */
function guarded<D extends Driver>(driver: D, before: Promise<void> | null): D {
  const init = driver.init.bind(driver);
  const acquireConnection = driver.acquireConnection.bind(driver);
  driver.init = async () => {
    await before;
    await init();
  };
  driver.acquireConnection = async () => {
    notInTransaction();
    return acquireConnection();
  };
  return driver;
}

// ---------------------------------------------------------------- SQLite

/**
 * Kysely's SQLite driver, with BEGIN IMMEDIATE: a transaction takes the write lock at once, so two processes on one
 * file never deadlock upgrading a read.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  constructor(
    database: SqliteDatabase,
    private readonly native: Database.Database,
  ) {
    super({ database });
  }
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('BEGIN IMMEDIATE'));
  }
  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    // A failed COMMIT may already have ended it.
    if (this.native.inTransaction) await super.rollbackTransaction(connection);
  }
  /** Waits for a transaction still open, then closes. */
  override async destroy(): Promise<void> {
    await super.acquireConnection();
    await super.destroy();
  }
}

/** SQLite's DDL is transactional (Kysely's adapter says no): all pending migrations commit or roll back together. */
class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl() {
    return true;
  }
}

function sqliteKysely(database: SqliteDatabase, native: Database.Database, before: Promise<void> | null) {
  const driver = guarded(new ImmediateSqliteDriver(database, native), before);
  return new Kysely<Tables>({
    dialect: new (class extends SqliteDialect {
      override createDriver() {
        return driver;
      }
      override createAdapter() {
        return new TransactionalDdlSqliteAdapter();
      }
    })({ database }),
  });
}

/**
 * SQLite migrations of this process, one after another: better-sqlite3 waits for a lock by blocking the thread, so
 * a second connection of this process beginning its migration while the first holds the write lock would wait on a
 * lock that cannot be released until it gives up.
 */
let sqliteMigrations: Promise<unknown> = Promise.resolve();

/** Opens (creating the folder if needed) and migrates the database. ':memory:' gives a throwaway one. */
export function openDatabase(file: string, migrations: Migration[] = defaultMigrations): Db {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const native = new Database(file);
  // WAL: readers never block the writer.
  native.pragma('journal_mode = WAL');
  // NORMAL in WAL mode never corrupts the database and survives a process crash (SIGKILL included: the WAL
  // is in the OS's cache), but it syncs the WAL only at checkpoints, so a power loss or OS crash can lose the
  // last commits acknowledged before it. FULL would sync on every commit, costing a disk flush per write;
  // an analysis or a saved suggestion can be redone, so NORMAL is the trade taken.
  native.pragma('synchronous = NORMAL');
  native.pragma('foreign_keys = ON');
  native.pragma('busy_timeout = 5000');
  // Password hashes and sessions live here: readable by this user only, whatever the umask (the WAL files
  // appear with the first write, so again once migrated).
  const ownerOnly = () => {
    if (file === ':memory:') return;
    for (const part of [file, `${file}-wal`, `${file}-shm`]) {
      if (fs.existsSync(part)) fs.chmodSync(part, 0o600);
    }
  };
  ownerOnly();
  // Prepared statements are kept (Kysely's driver prepares on every call): a statement's SQL is the key.
  const statements = new Map<string, Database.Statement>();
  const database: SqliteDatabase = {
    close() {
      if (native.open) native.close();
    },
    prepare(text: string) {
      let statement = statements.get(text);
      if (!statement) {
        statement = native.prepare(text);
        if (statements.size >= 500) statements.clear();
        statements.set(text, statement);
      }
      return statement as unknown as SqliteStatement;
    },
  };
  const ready = sqliteMigrations
    .catch(() => {})
    .then(() => migrate(sqliteKysely(database, native, null), 'sqlite', migrations))
    .then(ownerOnly);
  sqliteMigrations = ready;
  // Nobody may be awaiting yet: the rejection is seen through `ready` and every query.
  ready.catch(() => {});
  const kysely = sqliteKysely(database, native, ready);
  const listeners = new Map<string, Set<Listener>>();
  return {
    ...queryable('sqlite', kysely),
    ready,
    sqlite: native,
    exec: (text: string) =>
      kysely.connection().execute(async () => {
        native.exec(text);
      }),
    transaction: <T>(fn: (tx: Queryable) => Promise<T>): Promise<T> =>
      kysely.transaction().execute((tx) => insideTransaction(() => fn(queryable('sqlite', tx)))),
    async notify(channel, payload) {
      for (const listener of listeners.get(channel) ?? []) listener.onNotify(payload);
    },
    listen(channel, handlers) {
      const set = listeners.get(channel) ?? new Set();
      listeners.set(channel, set);
      set.add(handlers);
      handlers.onListening();
      return () => set.delete(handlers);
    },
    async close() {
      await ready.catch(() => {});
      await kysely.destroy();
      // Kysely closes only a database it has used.
      database.close();
    },
  };
}

// ---------------------------------------------------------------- PostgreSQL

// count(*) and sums are bigint (int8) and numeric in Postgres; every such figure here fits a JS number.
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === pg.types.builtins.INT8 || oid === pg.types.builtins.NUMERIC) return (v: string) => Number(v);
    return pg.types.getTypeParser(oid, format);
  }) as typeof pg.types.getTypeParser,
};

const RETRYABLE = new Set(['40001', '40P01']); // serialization failure, deadlock
const MAX_ATTEMPTS = 40;

/**
 * The Migrator asks which tables exist; Kysely's introspector answers with every column of every schema, which
 * on a cluster of many schemas (one per test) is most of a migration's time. This one lists the current schema's
 * tables only, without columns: all the Migrator reads.
 */
class CurrentSchemaIntrospector implements DatabaseIntrospector {
  private readonly all: PostgresIntrospector;
  // biome-ignore lint/suspicious/noExplicitAny: the introspector reads catalogs, not Tables.
  constructor(private readonly db: Kysely<any>) {
    this.all = new PostgresIntrospector(db);
  }
  getSchemas(): Promise<SchemaMetadata[]> {
    return this.all.getSchemas();
  }
  async getTables(): Promise<TableMetadata[]> {
    const { rows } = await sql<{ schema: string; name: string; kind: string }>`
      SELECT table_schema AS schema, table_name AS name, table_type AS kind FROM information_schema.tables
      WHERE table_schema = current_schema()`.execute(this.db);
    return rows.map((row) => ({ ...row, isView: row.kind === 'VIEW', columns: [] }));
  }
  async getMetadata(): Promise<never> {
    throw new Error('not used: see getTables');
  }
}

function postgresKysely(pool: pg.Pool, before: Promise<void> | null) {
  const driver = guarded(new PostgresDriver({ pool }), before);
  return new Kysely<Tables>({
    dialect: new (class extends PostgresDialect {
      override createDriver() {
        return driver;
      }
      // biome-ignore lint/suspicious/noExplicitAny: as PostgresDialect's own signature.
      override createIntrospector(db: Kysely<any>) {
        return new CurrentSchemaIntrospector(db);
      }
    })({ pool }),
  });
}

export interface PostgresOptions {
  /** Tables live in this schema (created if missing), e.g. one per test. Default: the server's search_path. */
  schema?: string;
  /** Connections in the pool. */
  max?: number;
  /** An idle connection is closed after this long. */
  idleTimeoutMillis?: number;
  migrations?: Migration[];
  /** Called when the LISTEN connection fails (it reconnects by itself). */
  onError?: (err: Error) => void;
}

/**
 * A pool on `url`, migrated before the first query (concurrent instances migrate one at a time). Returns at once;
 * await `db.ready` to learn whether the database is reachable.
 */
export function openPostgres(url: string, options: PostgresOptions = {}): Db {
  const { schema, migrations = defaultMigrations } = options;
  if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`bad schema name ${schema}`);
  const connection = {
    connectionString: url,
    types,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  };
  const pool = new pg.Pool({
    ...connection,
    max: options.max ?? 10,
    idleTimeoutMillis: options.idleTimeoutMillis ?? 10_000,
  });
  // An idle client's error (the server restarted) must not crash the process; the pool replaces it.
  pool.on('error', (err) => options.onError?.(err));
  const ready = (async () => {
    // Two pools opening one new schema at once race in CREATE SCHEMA IF NOT EXISTS: the loser's error is moot.
    if (schema) {
      await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`).catch((err: { code?: string }) => {
        if (err.code !== '23505' && err.code !== '42P06') throw err;
      });
    }
    const current = (await pool.query<{ schema: string }>('SELECT current_schema() AS schema')).rows[0]
      ?.schema;
    if (!current) throw new Error(`no schema to create tables in (search_path: ${schema ?? 'the default'})`);
    await migrate(postgresKysely(pool, null), 'postgres', migrations, current);
  })();
  // Nobody may be awaiting yet: the rejection is seen through `ready` and every query.
  ready.catch(() => {});
  const kysely = postgresKysely(pool, ready);

  // One LISTEN connection per process, opened with the first listener.
  const listeners = new Map<string, Set<Listener>>();
  let listener: pg.Client | null = null;
  let listening: Promise<void> | null = null;
  let closed = false;
  const connectListener = () => {
    const client = new pg.Client(connection);
    listener = client;
    client.on('notification', (msg) => {
      for (const l of listeners.get(msg.channel) ?? []) l.onNotify(msg.payload ?? '');
    });
    client.on('error', (err) => {
      options.onError?.(err);
      client.end().catch(() => {});
      if (listener === client) lost();
    });
    listening = (async () => {
      await ready;
      await client.connect();
      for (const [channel, set] of listeners) {
        await client.query(`LISTEN ${quoteIdent(channel)}`);
        for (const l of set) l.onListening();
      }
    })();
    listening.catch((err: Error) => {
      options.onError?.(err);
      if (listener === client) lost();
    });
  };
  // Anything may have changed while not listening: every listener forgets everything, then listening resumes.
  const lost = () => {
    listener = null;
    listening = null;
    for (const set of listeners.values()) for (const l of set) l.onLost();
    if (!closed)
      setTimeout(() => !closed && !listener && listeners.size > 0 && connectListener(), 500).unref();
  };

  return {
    ...queryable('postgres', kysely),
    ...(schema ? { schema } : {}),
    ready,
    exec: async (text: string) => {
      notInTransaction();
      await ready;
      await pool.query(text);
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      for (let attempt = 1; ; attempt++) {
        try {
          return await kysely
            .transaction()
            .setIsolationLevel('serializable')
            .execute((tx) => insideTransaction(() => fn(queryable('postgres', tx))));
        } catch (err) {
          const code = (err as { code?: string }).code;
          if (!code || !RETRYABLE.has(code) || attempt >= MAX_ATTEMPTS) throw err;
        }
        // Back off a little, more each time, so contenders stop colliding.
        await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(100, 2 ** attempt)));
      }
    },
    async notify(channel, payload) {
      await sql`SELECT pg_notify(${channel}, ${payload})`.execute(kysely);
    },
    listen(channel, handlers) {
      let set = listeners.get(channel);
      const fresh = !set;
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
      }
      set.add(handlers);
      if (!listener) connectListener();
      else if (fresh) {
        listening
          ?.then(() => listener?.query(`LISTEN ${quoteIdent(channel)}`))
          .then(() => handlers.onListening())
          .catch(() => {});
      } else listening?.then(() => handlers.onListening()).catch(() => {});
      const entries = set;
      return () => entries.delete(handlers);
    },
    async close() {
      closed = true;
      const client = listener;
      listener = null;
      if (client) await client.end().catch(() => {});
      await ready.catch(() => {});
      await kysely.destroy();
      // Kysely ends only a pool it has used.
      if (!pool.ended) await pool.end();
    },
  };
}

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** The database the config names: Postgres for a postgres:// DATABASE_URL, else SQLite in DATA_DIR. */
export function openConfiguredDatabase(
  config: { DATABASE_URL?: string | undefined; DATA_DIR: string; DATABASE_POOL_SIZE?: number },
  onError?: (err: Error) => void,
): Db {
  if (isPostgresUrl(config.DATABASE_URL)) {
    return openPostgres(config.DATABASE_URL, {
      ...(config.DATABASE_POOL_SIZE ? { max: config.DATABASE_POOL_SIZE } : {}),
      ...(onError ? { onError } : {}),
    });
  }
  return openDatabase(path.resolve(config.DATA_DIR, 'fpl-assistant.db'));
}

/** Whether `err` is a UNIQUE (or primary key) violation, in either database. */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
