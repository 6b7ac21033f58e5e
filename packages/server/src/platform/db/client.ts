import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';
import { serverPackageRoot } from '../paths';

/** The typed Drizzle client the features use, whichever database is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** An open transaction of the server's database. */
export type Transaction = PgTransaction<
  PgQueryResultHKT,
  typeof schema,
  ExtractTablesWithRelations<typeof schema>
>;
/** The database or an open transaction: what a query that may run inside a caller's transaction takes. */
export type DbOrTx = Database | Transaction;

export type DatabaseHandle = {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** A cheap round trip, for readiness checks. */
  ping(): Promise<void>;
  close(): Promise<void>;
};

function resolveMigrationsFolder(): string {
  return path.join(serverPackageRoot(), 'drizzle');
}

/** Any fixed 64-bit number: the advisory lock that serialises migrations across instances. */
const MIGRATION_LOCK_ID = 7_301_120_001;

/**
 * Opens the database named by the configuration and applies pending migrations: PostgreSQL when a
 * URL is given, otherwise the embedded PGlite under `dataDir/db` (or in memory for tests).
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  pgliteDir?: string | 'memory';
}): Promise<DatabaseHandle> {
  const folder = resolveMigrationsFolder();
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5_000,
    });
    // A dropped idle connection (database restart) must not crash the process; the pool replaces it.
    pool.on('error', () => undefined);
    // Nor one dropped while checked out between two queries (inside a transaction): the client
    // emits 'error' with no listener of the pool's then. The query in progress, if any, fails on
    // its own, and the pool discards the dead client when it is released.
    pool.on('connect', (client) => client.on('error', () => undefined));
    const client = await pool.connect();
    try {
      // Instances started together on an empty database take turns; the second finds nothing to do.
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      await migratePg(drizzlePg({ client, schema }), { migrationsFolder: folder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
      client.release();
    }
    const db = drizzlePg({ client: pool, schema }) as unknown as Database;
    return {
      db,
      driver: 'postgres',
      ping: async () => {
        await pool.query('SELECT 1');
      },
      close: () => pool.end(),
    };
  }
  const dir = options.pgliteDir ?? 'memory';
  if (dir !== 'memory') fs.mkdirSync(dir, { recursive: true });
  const client = dir === 'memory' ? new PGlite() : new PGlite(dir);
  const pgliteDb = drizzlePglite({ client, schema });
  await migratePglite(pgliteDb, { migrationsFolder: folder });
  return {
    db: pgliteDb as unknown as Database,
    driver: 'pglite',
    ping: async () => {
      await client.query('SELECT 1');
    },
    close: () => client.close(),
  };
}

/** Connection-level failures: the database restarted, is unreachable, or the pool timed out. */
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EHOSTUNREACH']);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|terminating connection|the database system is (starting up|shutting down|in recovery)|Connection ended|not queryable/i;

/**
 * True when `error` (or its cause, as Drizzle wraps driver errors) means the database cannot be
 * reached right now rather than that the query was wrong: the request answers 503 and the pool
 * reconnects on its own, so the next request after the database is back succeeds.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return unavailableReason(error) !== undefined;
}

/** The driver's own words for why the database is unavailable (not Drizzle's SQL wrapper). */
export function unavailableReason(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    const text = typeof message === 'string' ? message : String(code);
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || /^(08|57P)/.test(code))) return text;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return text;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}
