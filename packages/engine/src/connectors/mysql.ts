/**
 * The MySQL/MariaDB connector (`mysql2`): a small pool per data source; every query runs in
 * `START TRANSACTION READ ONLY` under the server's statement time limit (MariaDB
 * `max_statement_time`, MySQL `max_execution_time`, set on each pooled connection), with a
 * client-side timeout as a backstop, and is rolled back afterwards.
 */
import mysql from 'mysql2/promise';
import type { SqlDialect } from '../data/sql-builder';
import { mysqlDialect, type TableRefs } from './dialects';
import { SqlConnector, type CatalogRow, type Session } from './base';
import { connectorFailures, UNREACHABLE_CODES } from './failures';
import {
  ConnectorError,
  type ConnectionSettings,
  type ConnectorErrorCode,
  type ConnectorLimits,
} from './types';

/** MySQL's column types in the words the tools read. */
export function toolType(native: string): string {
  const t = native.toLowerCase();
  if (t === 'tinyint' || t === 'smallint') return 'SMALLINT';
  if (t === 'mediumint' || t === 'int' || t === 'integer') return 'INTEGER';
  if (t === 'bigint') return 'BIGINT';
  if (t === 'decimal' || t === 'numeric') return 'DECIMAL';
  if (t === 'float') return 'FLOAT';
  if (t === 'double' || t === 'real') return 'DOUBLE';
  if (t === 'date') return 'DATE';
  if (t === 'datetime' || t === 'timestamp') return 'TIMESTAMP';
  if (t.includes('char') || t.includes('text') || t === 'enum' || t === 'set') return 'VARCHAR';
  return native.toUpperCase();
}

export function mysqlError(error: unknown, settings: ConnectionSettings, timeoutMs: number): ConnectorError {
  if (error instanceof ConnectorError) return error;
  const e = error as { code?: string; errno?: number; message?: string };
  const message = e.message ?? String(error);
  const fail = connectorFailures(settings, timeoutMs);
  if (e.code && UNREACHABLE_CODES.has(e.code)) return fail.unreachable(e.code);
  switch (e.code) {
    case 'ER_ACCESS_DENIED_ERROR':
    case 'ER_DBACCESS_DENIED_ERROR':
      return fail.authFailed();
    case 'ER_BAD_DB_ERROR':
      return fail.databaseMissing();
    case 'ER_NO_SUCH_TABLE':
      return fail.tableMissing(message);
    case 'ER_BAD_FIELD_ERROR':
      return fail.columnMissing(message);
    case 'ER_STATEMENT_TIMEOUT':
    case 'ER_QUERY_TIMEOUT':
    case 'PROTOCOL_SEQUENCE_TIMEOUT':
      return fail.timeout();
    case 'ER_CANT_EXECUTE_IN_READ_ONLY_TRANSACTION':
      return fail.readOnly();
    case 'HANDSHAKE_NO_SSL_SUPPORT':
      return fail.noTls();
    case 'PROTOCOL_CONNECTION_LOST':
    case 'ECONNRESET':
    case 'ER_CONNECTION_KILLED':
      return fail.connectionLost();
  }
  if (e.errno === 1969 || e.errno === 3024) return fail.timeout();
  if (e.errno === 3159 || /require_secure_transport|SSL connection is required/i.test(message))
    return fail.tlsRequired();
  if (/certificate|SSL|TLS/i.test(message)) return fail.tlsFailed(message);
  return fail.queryFailed(message);
}

export class MysqlConnector extends SqlConnector {
  readonly engine = 'mysql' as const;
  protected readonly versionSql = 'SELECT VERSION() AS v';
  protected readonly schemasSql = `SELECT SCHEMA_NAME AS s FROM information_schema.SCHEMATA
     WHERE SCHEMA_NAME NOT IN ('mysql', 'information_schema', 'performance_schema', 'sys')
     ORDER BY SCHEMA_NAME`;
  private readonly pool: mysql.Pool;
  private mariadb: boolean | undefined;

  constructor(settings: ConnectionSettings, limits: ConnectorLimits) {
    super(settings, limits);
    this.pool = mysql.createPool({
      host: settings.host,
      port: settings.port,
      database: settings.database,
      user: settings.user,
      password: settings.password ?? '',
      ...(settings.tls.mode === 'disable'
        ? {}
        : {
            ssl: {
              rejectUnauthorized: settings.tls.mode === 'verify',
              ...(settings.tls.ca ? { ca: settings.tls.ca } : {}),
            },
          }),
      connectionLimit: limits.poolSize,
      maxIdle: limits.poolSize,
      idleTimeout: 30_000,
      connectTimeout: limits.connectTimeoutMs,
      dateStrings: true,
      decimalNumbers: true,
      supportBigNumbers: true,
      multipleStatements: false,
    });
  }

  protected toolType(native: string): string {
    return toolType(native);
  }

  protected tableReference(schema: string, name: string): string {
    return `\`${schema.replace(/`/g, '``')}\`.\`${name.replace(/`/g, '``')}\``;
  }

  protected async catalogRows() {
    // Without allowed schemas, the tables of the connection's own database.
    const schemas =
      this.settings.allowedSchemas.length > 0 ? this.settings.allowedSchemas : [this.settings.database];
    const columns = await this.run(
      `SELECT c.TABLE_SCHEMA AS s, c.TABLE_NAME AS t, tb.TABLE_TYPE AS k, tb.TABLE_ROWS AS r, c.COLUMN_NAME AS c,
              c.DATA_TYPE AS ty, c.IS_NULLABLE AS n
         FROM information_schema.COLUMNS c
         JOIN information_schema.TABLES tb ON tb.TABLE_SCHEMA = c.TABLE_SCHEMA AND tb.TABLE_NAME = c.TABLE_NAME
        WHERE c.TABLE_SCHEMA IN (${schemas.map(() => '?').join(', ')})
        ORDER BY c.TABLE_SCHEMA, c.TABLE_NAME, c.ORDINAL_POSITION`,
      { params: schemas, maxRows: 200_000 },
    );
    const estimateOf = new Map(columns.rows.map((r) => [`${String(r.s)}.${String(r.t)}`, r.r]));
    return {
      rows: columns.rows as unknown as CatalogRow[],
      estimate: (key: string) => {
        const estimate = estimateOf.get(key);
        return estimate === null || estimate === undefined ? null : Number(estimate);
      },
    };
  }

  dialect(tables: TableRefs): SqlDialect {
    // Unknown until the first query read the server's version: MariaDB is assumed, and MySQL
    // answers a median with an error naming the function.
    return mysqlDialect(tables, () => this.mariadb !== false);
  }

  async close(): Promise<void> {
    await this.pool.end();
  }

  protected readonly breaking: ReadonlySet<ConnectorErrorCode> = new Set(['connection_lost', 'timeout']);

  protected failure(error: unknown, timeoutMs: number): ConnectorError {
    return mysqlError(error, this.settings, timeoutMs);
  }

  protected async session(): Promise<Session> {
    const connection = await this.pool.getConnection();
    return {
      begin: async (timeoutMs) => {
        if (this.mariadb === undefined) {
          const [rows] = await connection.query<mysql.RowDataPacket[]>('SELECT VERSION() AS v');
          this.mariadb = /mariadb/i.test(String(rows[0]?.v ?? ''));
        }
        await connection.query(
          this.mariadb
            ? `SET SESSION max_statement_time = ${(Math.max(1, timeoutMs) / 1000).toFixed(3)}`
            : `SET SESSION max_execution_time = ${Math.max(1, Math.floor(timeoutMs))}`,
        );
        await connection.query('START TRANSACTION READ ONLY');
      },
      select: async (sql, params, timeoutMs) => {
        const [rows, fields] = await connection.query<mysql.RowDataPacket[]>({
          sql,
          values: params,
          timeout: timeoutMs + 5_000,
          rowsAsArray: true,
        });
        return {
          columns: fields.map((f) => ({ name: f.name, type: fieldType(f.type ?? 0) })),
          rows: rows as unknown as unknown[][],
        };
      },
      rollback: async () => {
        await connection.query('ROLLBACK');
      },
      release: (broken) => (broken ? connection.destroy() : connection.release()),
    };
  }
}

/** Result column types from MySQL's protocol type codes, in the tools' words. */
function fieldType(code: number): string {
  switch (code) {
    case 1:
    case 2:
      return 'SMALLINT';
    case 3:
    case 9:
      return 'INTEGER';
    case 8:
      return 'BIGINT';
    case 4:
      return 'FLOAT';
    case 5:
      return 'DOUBLE';
    case 0:
    case 246:
      return 'DECIMAL';
    case 10:
    case 14:
      return 'DATE';
    case 7:
    case 12:
      return 'TIMESTAMP';
    default:
      return 'VARCHAR';
  }
}
