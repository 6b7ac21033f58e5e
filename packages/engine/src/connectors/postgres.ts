/**
 * The PostgreSQL connector (`pg`): a small pool per data source; every query runs in
 * `BEGIN READ ONLY` with `SET LOCAL statement_timeout`, and is rolled back afterwards. Values are
 * parsed per pool (bigint and numeric as numbers, dates and timestamps as text), never by
 * changing `pg`'s global parsers, which the server's own database shares.
 */
import pg from 'pg';
import type { Cell, QueryResult } from '../data/duck';
import type { SqlDialect } from '../data/sql-builder';
import { postgresDialect, type TableRefs } from './dialects';
import { SqlConnector, type CatalogRow } from './base';
import { ConnectorError, type ConnectionSettings, type ConnectorLimits, type RunOptions } from './types';

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
  const where = `${settings.host}:${settings.port}`;
  switch (e.code) {
    case '28P01':
    case '28000':
      if (/no encryption|SSL off/i.test(message))
        return new ConnectorError(
          'tls_required',
          `The database at ${where} requires an encrypted (TLS) connection; set TLS to "require".`,
        );
      return new ConnectorError(
        'auth_failed',
        `The database refused the user "${settings.user}": wrong user name or password.`,
      );
    case '3D000':
      return new ConnectorError(
        'database_missing',
        `The database "${settings.database}" does not exist on ${where}.`,
      );
    case '57014':
      return new ConnectorError(
        'timeout',
        `The query took longer than ${Math.round(timeoutMs / 1000)} s and was stopped. Filter or aggregate more.`,
      );
    case '42P01':
      return new ConnectorError(
        'table_missing',
        `A table the question needs no longer exists in the database (was it renamed?). Refresh the catalog. (${message})`,
      );
    case '42703':
      return new ConnectorError(
        'table_missing',
        `A column the question needs no longer exists in the database; refresh the catalog. (${message})`,
      );
    case '25006':
      return new ConnectorError('query_failed', 'Only reading is allowed on database connections.');
    case 'ECONNREFUSED':
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
    case 'ETIMEDOUT':
      return new ConnectorError(
        'unreachable',
        `Could not reach a database at ${where} (${e.code}). Check the host, port and firewall.`,
      );
    case '57P01':
    case 'ECONNRESET':
      return new ConnectorError(
        'connection_lost',
        'The connection to the database was lost during the query. Try again; if it keeps happening, check the database server.',
      );
  }
  if (/timeout expired|Connection terminated due to connection timeout/i.test(message))
    return new ConnectorError(
      'unreachable',
      `Could not reach a database at ${where}: no answer within the connect timeout.`,
    );
  if (/does not support SSL/i.test(message))
    return new ConnectorError(
      'tls_failed',
      `The database at ${where} does not offer encrypted (TLS) connections, but this connection requires TLS: enable TLS on the database server, or set TLS to "disable" if the network to it is trusted.`,
    );
  if (/self[- ]signed|certificate|SSL/i.test(message))
    return new ConnectorError('tls_failed', `The encrypted connection to ${where} failed: ${message}`);
  if (/Connection terminated|terminating connection/i.test(message))
    return new ConnectorError(
      'connection_lost',
      'The connection to the database was lost during the query. Try again; if it keeps happening, check the database server.',
    );
  if (/Query read timeout/i.test(message))
    return new ConnectorError(
      'timeout',
      `The query took longer than ${Math.round(timeoutMs / 1000)} s and was stopped. Filter or aggregate more.`,
    );
  return new ConnectorError(
    'query_failed',
    `The database could not run the query: ${message.split('\n')[0]}`,
  );
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

  protected async run(sql: string, options: RunOptions): Promise<QueryResult> {
    const timeoutMs = this.timeoutOf(options);
    const maxRows = options.maxRows ?? this.limits.maxRows;
    let client: pg.PoolClient;
    try {
      client = await this.pool.connect();
    } catch (error) {
      throw postgresError(error, this.settings, timeoutMs);
    }
    let broken: Error | undefined;
    // A server that ends the session mid-query also emits 'error' on the client; the query's
    // own rejection reports it, so the event must not become an uncaught exception.
    const onError = (error: Error) => (broken = error);
    client.on('error', onError);
    try {
      await client.query(
        `BEGIN READ ONLY; SET LOCAL statement_timeout = ${Math.max(1, Math.floor(timeoutMs))}`,
      );
      // The extended protocol runs exactly one statement: text that hid a second one after the
      // SELECT (past any checker) is refused by the server instead of escaping the transaction.
      // (@types/pg does not declare queryMode; pg reads it from the config.)
      const config: pg.QueryArrayConfig<Cell[]> & { queryMode: 'extended' } = {
        text: this.cappedSql(sql, maxRows),
        values: options.params ?? [],
        rowMode: 'array',
        queryMode: 'extended',
      };
      const result = await client.query(config);
      const columns = result.fields.map((f) => ({ name: f.name, type: oidType(f.dataTypeID) }));
      await client.query('ROLLBACK');
      return this.toRows(columns, result.rows as unknown[][], maxRows);
    } catch (error) {
      const mapped = postgresError(error, this.settings, timeoutMs);
      if (mapped.code === 'connection_lost' || mapped.code === 'timeout' || mapped.code === 'unreachable')
        broken = mapped;
      else await client.query('ROLLBACK').catch((e: Error) => (broken = e));
      throw mapped;
    } finally {
      client.off('error', onError);
      client.release(broken);
    }
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
