/**
 * The PostgreSQL connector (`pg`): a small pool per data source; every query runs in
 * `BEGIN READ ONLY` with `SET LOCAL statement_timeout`, and is rolled back afterwards. Values are
 * parsed per pool (bigint and numeric as numbers, dates and timestamps as text), never by
 * changing `pg`'s global parsers, which the server's own database shares.
 */
import pg from 'pg';
import type { Cell } from '../data/duck';
import type { SqlDialect } from '../data/sql-builder';
import { postgresDialect, type TableRefs } from './dialects';
import { SqlConnector, type CatalogRow, type Session } from './base';
import { connectorFailures, UNREACHABLE_CODES } from './failures';
import {
  ConnectorError,
  type ConnectionSettings,
  type ConnectorErrorCode,
  type ConnectorLimits,
} from './types';

/** Type OIDs read as numbers or kept as the database's text. */
const NUMBER_OIDS = new Set([20, 21, 23, 700, 701, 1700]);
const TEXT_OIDS = new Set([1082, 1083, 1114, 1184, 1266]);

const typeParsers = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (NUMBER_OIDS.has(oid)) return (text: string) => Number(text);
    if (TEXT_OIDS.has(oid)) return (text: string) => text;
    return pg.types.getTypeParser(oid, format ?? 'text');
  },
};

/** PostgreSQL's type names in the words the tools read (`isNumericType`, `isTemporalType`). */
export function toolType(native: string): string {
  const t = native.toLowerCase();
  if (t === 'smallint') return 'SMALLINT';
  if (t === 'integer') return 'INTEGER';
  if (t === 'bigint') return 'BIGINT';
  if (t === 'numeric') return 'DECIMAL';
  if (t === 'real') return 'FLOAT';
  if (t === 'double precision') return 'DOUBLE';
  if (t === 'date') return 'DATE';
  if (t.startsWith('timestamp'))
    return t.includes('with time zone') ? 'TIMESTAMP WITH TIME ZONE' : 'TIMESTAMP';
  if (t === 'boolean') return 'BOOLEAN';
  if (t === 'text' || t.includes('char')) return 'VARCHAR';
  return native.toUpperCase();
}

/** Maps a `pg` error to a message people can act on. */
export function postgresError(
  error: unknown,
  settings: ConnectionSettings,
  timeoutMs: number,
): ConnectorError {
  if (error instanceof ConnectorError) return error;
  const e = error as { code?: string; message?: string };
  const message = e.message ?? String(error);
  const fail = connectorFailures(settings, timeoutMs);
  if (e.code && UNREACHABLE_CODES.has(e.code)) return fail.unreachable(e.code);
  switch (e.code) {
    case '28P01':
    case '28000':
      return /no encryption|SSL off/i.test(message) ? fail.tlsRequired() : fail.authFailed();
    case '3D000':
      return fail.databaseMissing();
    case '57014':
      return fail.timeout();
    case '42P01':
      return fail.tableMissing(message);
    case '42703':
      return fail.columnMissing(message);
    case '25006':
      return fail.readOnly();
    case '57P01':
    case 'ECONNRESET':
      return fail.connectionLost();
  }
  if (/timeout expired|Connection terminated due to connection timeout/i.test(message))
    return new ConnectorError(
      'unreachable',
      `Could not reach a database at ${fail.where}: no answer within the connect timeout.`,
    );
  if (/does not support SSL/i.test(message)) return fail.noTls();
  if (/self[- ]signed|certificate|SSL/i.test(message)) return fail.tlsFailed(message);
  if (/Connection terminated|terminating connection/i.test(message)) return fail.connectionLost();
  if (/Query read timeout/i.test(message)) return fail.timeout();
  return fail.queryFailed(message);
}

export class PostgresConnector extends SqlConnector {
  readonly engine = 'postgres' as const;
  protected readonly versionSql = 'SELECT version() AS v';
  protected readonly schemasSql = `SELECT schema_name AS s FROM information_schema.schemata
     WHERE schema_name NOT IN ('pg_catalog', 'information_schema') AND schema_name NOT LIKE 'pg\\_%'
     ORDER BY schema_name`;
  private readonly pool: pg.Pool;

  constructor(settings: ConnectionSettings, limits: ConnectorLimits) {
    super(settings, limits);
    const ssl =
      settings.tls.mode === 'disable'
        ? false
        : {
            rejectUnauthorized: settings.tls.mode === 'verify',
            ...(settings.tls.ca ? { ca: settings.tls.ca } : {}),
          };
    this.pool = new pg.Pool({
      host: settings.host,
      port: settings.port,
      database: settings.database,
      user: settings.user,
      password: settings.password ?? '',
      ssl,
      max: limits.poolSize,
      idleTimeoutMillis: 30_000,
      connectionTimeoutMillis: limits.connectTimeoutMs,
      // A client-side backstop in case the server-side timeout cannot fire (a hung network).
      query_timeout: limits.statementTimeoutMs + 5_000,
      application_name: 'ai-analyst',
      types: typeParsers,
    });
    // An idle client whose server went away must not crash the process.
    this.pool.on('error', () => undefined);
  }

  protected toolType(native: string): string {
    return toolType(native);
  }

  protected tableReference(schema: string, name: string): string {
    return `"${schema.replace(/"/g, '""')}"."${name.replace(/"/g, '""')}"`;
  }

  protected async catalogRows() {
    const schemas = this.settings.allowedSchemas as unknown as Cell;
    const columns = await this.run(
      `SELECT c.table_schema AS s, c.table_name AS t, tb.table_type AS k, c.column_name AS c,
              CASE WHEN c.data_type = 'USER-DEFINED' THEN c.udt_name ELSE c.data_type END AS ty,
              c.is_nullable AS n
         FROM information_schema.columns c
         JOIN information_schema.tables tb ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name
        WHERE c.table_schema NOT IN ('pg_catalog', 'information_schema') AND c.table_schema NOT LIKE 'pg\\_%'
          AND (cardinality($1::text[]) = 0 OR c.table_schema = ANY($1::text[]))
        ORDER BY c.table_schema, c.table_name, c.ordinal_position`,
      { params: [schemas], maxRows: 200_000 },
    );
    const estimates = await this.run(
      `SELECT n.nspname AS s, c.relname AS t, c.reltuples AS r
         FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE c.relkind IN ('r', 'p', 'm', 'v') AND (cardinality($1::text[]) = 0 OR n.nspname = ANY($1::text[]))`,
      { params: [schemas], maxRows: 200_000 },
    );
    const estimateOf = new Map(estimates.rows.map((r) => [`${String(r.s)}.${String(r.t)}`, Number(r.r)]));
    return {
      rows: columns.rows as unknown as CatalogRow[],
      // reltuples is -1 for a table never analyzed.
      estimate: (key: string) => {
        const estimate = estimateOf.get(key);
        return estimate !== undefined && estimate >= 0 ? Math.round(estimate) : null;
      },
    };
  }

  dialect(tables: TableRefs): SqlDialect {
    return postgresDialect(tables);
  }

  async close(): Promise<void> {
    await this.pool.end();
  }

  protected readonly breaking: ReadonlySet<ConnectorErrorCode> = new Set([
    'connection_lost',
    'timeout',
    'unreachable',
  ]);

  protected failure(error: unknown, timeoutMs: number): ConnectorError {
    return postgresError(error, this.settings, timeoutMs);
  }

  protected async session(): Promise<Session> {
    const client = await this.pool.connect();
    let broken: Error | undefined;
    // A server that ends the session mid-query also emits 'error' on the client; the query's
    // own rejection reports it, so the event must not become an uncaught exception.
    const onError = (error: Error) => (broken = error);
    client.on('error', onError);
    return {
      begin: async (timeoutMs) => {
        await client.query(
          `BEGIN READ ONLY; SET LOCAL statement_timeout = ${Math.max(1, Math.floor(timeoutMs))}`,
        );
      },
      select: async (sql, params) => {
        // The extended protocol runs exactly one statement: text that hid a second one after the
        // SELECT (past any checker) is refused by the server instead of escaping the transaction.
        // (@types/pg does not declare queryMode; pg reads it from the config.)
        const config: pg.QueryArrayConfig<Cell[]> & { queryMode: 'extended' } = {
          text: sql,
          values: params,
          rowMode: 'array',
          queryMode: 'extended',
        };
        const result = await client.query(config);
        return {
          columns: result.fields.map((f) => ({ name: f.name, type: oidType(f.dataTypeID) })),
          rows: result.rows as unknown[][],
        };
      },
      rollback: async () => {
        await client.query('ROLLBACK');
      },
      release: (closing) => {
        client.off('error', onError);
        client.release(closing || broken);
      },
    };
  }
}

/** Result column types from their OIDs, in the tools' words. */
function oidType(oid: number): string {
  switch (oid) {
    case 20:
      return 'BIGINT';
    case 21:
      return 'SMALLINT';
    case 23:
      return 'INTEGER';
    case 700:
      return 'FLOAT';
    case 701:
      return 'DOUBLE';
    case 1700:
      return 'DECIMAL';
    case 1082:
      return 'DATE';
    case 1114:
      return 'TIMESTAMP';
    case 1184:
      return 'TIMESTAMP WITH TIME ZONE';
    case 16:
      return 'BOOLEAN';
    default:
      return 'VARCHAR';
  }
}
