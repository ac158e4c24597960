// One small async interface over both databases: SQLite (embedded default, better-sqlite3) and PostgreSQL
// (`DATABASE_URL=postgres://…`, several server instances on one database). SQL is written once with `?`
// placeholders in the subset both dialects speak; the few statements that differ branch on `db.dialect`.
import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { migrations as defaultMigrations, type Migration, migrationSql } from './migrations.js';

export type Dialect = 'sqlite' | 'postgres';
export type Param = string | number | bigint | null | Buffer;

/** Queries; inside a transaction, the transaction's own connection. */
export interface Queryable {
  readonly dialect: Dialect;
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
  /** Several statements, no parameters (migrations, tests). */
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

// ---------------------------------------------------------------- SQLite

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
  migrateSqlite(native, migrations);
  if (file !== ':memory:') {
    // Password hashes and sessions live here: readable by this user only, whatever the umask.
    for (const part of [file, `${file}-wal`, `${file}-shm`]) {
      if (fs.existsSync(part)) fs.chmodSync(part, 0o600);
    }
  }
  return sqliteDb(native);
}

function sqliteDb(native: Database.Database): Db {
  const statements = new Map<string, Database.Statement>();
  const prepare = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = native.prepare(sql);
      if (statements.size >= 500) statements.clear();
      statements.set(sql, statement);
    }
    return statement;
  };
  const direct: Queryable = {
    dialect: 'sqlite',
    all: async <Row>(sql: string, params: readonly Param[] = []) => prepare(sql).all(...params) as Row[],
    get: async <Row>(sql: string, params: readonly Param[] = []) =>
      prepare(sql).get(...params) as Row | undefined,
    run: async (sql: string, params: readonly Param[] = []) => ({
      changes: prepare(sql).run(...params).changes,
    }),
  };
  // better-sqlite3 has one connection: while an async transaction is open, every other statement of this
  // process waits for it, or it would run inside that transaction.
  let open: Promise<void> | null = null;
  const outside =
    <A extends unknown[], R>(fn: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      notInTransaction();
      while (open) await open;
      return fn(...args);
    };
  const listeners = new Map<string, Set<Listener>>();
  return {
    dialect: 'sqlite',
    ready: Promise.resolve(),
    sqlite: native,
    all: outside(direct.all) as Queryable['all'],
    get: outside(direct.get) as Queryable['get'],
    run: outside(direct.run),
    exec: outside(async (sql: string) => {
      native.exec(sql);
    }),
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      notInTransaction();
      while (open) await open;
      let done!: () => void;
      open = new Promise((resolve) => {
        done = resolve;
      });
      try {
        native.exec('BEGIN IMMEDIATE');
        try {
          const result = await insideTransaction(() => fn(direct));
          native.exec('COMMIT');
          return result;
        } catch (err) {
          if (native.inTransaction) native.exec('ROLLBACK');
          throw err;
        }
      } finally {
        open = null;
        done();
      }
    },
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
      while (open) await open;
      native.close();
    },
  };
}

/** Applies pending migrations, each once, all inside one immediate transaction. */
function migrateSqlite(db: Database.Database, migrations: Migration[]): number[] {
  db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
  );
  const applied = new Set(
    db
      .prepare('SELECT version FROM schema_migrations')
      .pluck()
      .all()
      .map((v) => Number(v)),
  );
  const pending = [...migrations]
    .sort((a, b) => a.version - b.version)
    .filter((m) => !applied.has(m.version));
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  db.transaction(() => {
    for (const migration of pending) {
      db.exec(migrationSql(migration, 'sqlite'));
      record.run(migration.version, migration.name, new Date().toISOString());
    }
  }).immediate();
  return pending.map((m) => m.version);
}

// ---------------------------------------------------------------- PostgreSQL

// count(*) and sums are bigint (int8) and numeric in Postgres; every such figure here fits a JS number.
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === pg.types.builtins.INT8 || oid === pg.types.builtins.NUMERIC) return (v: string) => Number(v);
    return pg.types.getTypeParser(oid, format);
  }) as typeof pg.types.getTypeParser,
};

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

const RETRYABLE = new Set(['40001', '40P01']); // serialization failure, deadlock
const MAX_ATTEMPTS = 40;
/** Any constant: the advisory lock that lets one instance at a time migrate. */
const MIGRATION_LOCK = 1_847_104_018;

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
  const wrap = (client: pg.Pool | pg.PoolClient): Queryable => ({
    dialect: 'postgres',
    all: async <Row>(sql: string, params: readonly Param[] = []) =>
      (await client.query(toPostgresPlaceholders(sql), params as Param[])).rows as Row[],
    get: async <Row>(sql: string, params: readonly Param[] = []) =>
      (await client.query(toPostgresPlaceholders(sql), params as Param[])).rows[0] as Row | undefined,
    run: async (sql: string, params: readonly Param[] = []) => ({
      changes: (await client.query(toPostgresPlaceholders(sql), params as Param[])).rowCount ?? 0,
    }),
  });
  const direct = wrap(pool);
  const ready = (async () => {
    const client = await pool.connect();
    try {
      // Two pools opening one new schema at once race in CREATE SCHEMA IF NOT EXISTS: the loser's error is moot.
      if (schema) {
        await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`).catch((err: { code?: string }) => {
          if (err.code !== '23505' && err.code !== '42P06') throw err;
        });
      }
      await migratePostgres(client, migrations);
    } finally {
      client.release();
    }
  })();
  // Nobody may be awaiting yet: the rejection is seen through `ready` and every query.
  ready.catch(() => {});
  const afterReady =
    <A extends unknown[], R>(fn: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      notInTransaction();
      await ready;
      return fn(...args);
    };

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
    dialect: 'postgres',
    ...(schema ? { schema } : {}),
    ready,
    all: afterReady(direct.all) as Queryable['all'],
    get: afterReady(direct.get) as Queryable['get'],
    run: afterReady(direct.run),
    exec: afterReady(async (sql: string) => {
      await pool.query(sql);
    }),
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      notInTransaction();
      await ready;
      for (let attempt = 1; ; attempt++) {
        const client = await pool.connect();
        try {
          await client.query('BEGIN ISOLATION LEVEL SERIALIZABLE');
          const tx = wrap(client);
          const result = await insideTransaction(() => fn(tx));
          await client.query('COMMIT');
          return result;
        } catch (err) {
          await client.query('ROLLBACK').catch(() => {});
          const code = (err as { code?: string }).code;
          if (!code || !RETRYABLE.has(code) || attempt >= MAX_ATTEMPTS) throw err;
        } finally {
          client.release();
        }
        // Back off a little, more each time, so contenders stop colliding.
        await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(100, 2 ** attempt)));
      }
    },
    async notify(channel, payload) {
      await ready;
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
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
      await pool.end();
    },
  };
}

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

async function migratePostgres(client: pg.PoolClient, migrations: Migration[]): Promise<number[]> {
  await client.query('BEGIN');
  try {
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
    );
    const applied = new Set(
      (await client.query<{ version: number }>('SELECT version FROM schema_migrations')).rows.map((r) =>
        Number(r.version),
      ),
    );
    const pending = [...migrations]
      .sort((a, b) => a.version - b.version)
      .filter((m) => !applied.has(m.version));
    for (const migration of pending) {
      await client.query(migrationSql(migration, 'postgres'));
      await client.query('INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)', [
        migration.version,
        migration.name,
        new Date().toISOString(),
      ]);
    }
    await client.query('COMMIT');
    return pending.map((m) => m.version);
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  }
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
