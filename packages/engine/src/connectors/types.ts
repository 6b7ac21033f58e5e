/**
 * Database connectors: the one interface a database engine implements so the analytics tools can
 * run where the data lives (PostgreSQL and MySQL/MariaDB today). A connector reads its catalog,
 * runs single read-only SELECTs with a timeout and result caps on a small pool, and spells the
 * builder's query trees in its dialect. The server stores connections; this folder never sees
 * where credentials come from.
 */
import type { Cell, QueryResult } from '../data/duck';
import type { SqlDialect } from '../data/sql-builder';
import { ToolInputError } from '../tools/types';

export type ConnectorEngine = 'postgres' | 'mysql';

/** How to reach a database: plain fields, or a connection URL that fills the ones not given. */
export interface ConnectionSettings {
  engine: ConnectorEngine;
  host: string;
  port: number;
  database: string;
  user: string;
  password?: string | undefined;
  /** `disable`: plain; `require`: encrypted, certificate not checked; `verify`: encrypted and checked. */
  tls: { mode: 'disable' | 'require' | 'verify'; ca?: string | undefined };
  /** Schemas (MySQL: databases) whose tables may be read; empty means the connection's database/all user schemas. */
  allowedSchemas: string[];
  /** `schema.table` names that may be read; empty means every table of the allowed schemas. */
  allowedTables: string[];
}

export interface ConnectorLimits {
  /** Statement timeout, enforced by the database and, as a backstop, by the client. */
  statementTimeoutMs: number;
  /** Most rows a result may hold; more are cut and the result marked truncated. */
  maxRows: number;
  /** Most bytes (as JSON) a result may hold. */
  maxResultBytes: number;
  /** Connections held open per data source. */
  poolSize: number;
  /** How long to wait for a connection to open. */
  connectTimeoutMs: number;
}

export const DEFAULT_CONNECTOR_LIMITS: ConnectorLimits = {
  statementTimeoutMs: 30_000,
  maxRows: 10_000,
  maxResultBytes: 8 * 1024 * 1024,
  poolSize: 3,
  connectTimeoutMs: 10_000,
};

export interface CatalogColumn {
  name: string;
  /** The type in the engine's words, as the tools read types (BIGINT, DOUBLE, DATE, VARCHAR…). */
  type: string;
  /** The type as the database names it. */
  nativeType: string;
  nullable: boolean;
  /** A few distinct values seen in the first rows (empty until sampled). */
  samples: Cell[];
}

export interface CatalogTable {
  schema: string;
  name: string;
  kind: 'table' | 'view';
  /** The database's own estimate (statistics), or null when it has none. */
  rowEstimate: number | null;
  columns: CatalogColumn[];
}

export interface RunOptions {
  timeoutMs?: number | undefined;
  maxRows?: number | undefined;
  params?: Cell[] | undefined;
}

export interface Connector {
  readonly engine: ConnectorEngine;
  /**
   * Opens a connection and reads the server's version and the schemas (MySQL: databases) the
   * user can see, for the admin to pick the allowed ones: the connection test.
   */
  test(): Promise<{ serverVersion: string; schemas: string[] }>;
  /** Tables and views the settings allow, with their columns, estimates and sample values. */
  catalog(options?: { samples?: boolean }): Promise<CatalogTable[]>;
  /**
   * Runs one SELECT in a read-only transaction with a statement timeout; at most `maxRows` rows
   * and `maxResultBytes` come back (the result says when it was cut). Only call it with SQL that
   * was built from the catalog or checked by `validateConnectorSql`.
   */
  query(sql: string, options?: RunOptions): Promise<QueryResult>;
  /** The dialect for query trees, with FROM references taken from `tables` (name → schema, table). */
  dialect(tables: ReadonlyMap<string, { schema: string; name: string }>): SqlDialect;
  close(): Promise<void>;
}

export type ConnectorErrorCode =
  | 'auth_failed'
  | 'unreachable'
  | 'database_missing'
  | 'tls_required'
  | 'tls_failed'
  | 'timeout'
  | 'connection_lost'
  | 'table_missing'
  | 'query_failed'
  | 'result_too_large'
  | 'not_supported';

/** A failure meant for people (the chat and the admin page show the message as it is). */
export class ConnectorError extends ToolInputError {
  constructor(
    readonly code: ConnectorErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ConnectorError';
  }
}

/** Approximate size of a row as JSON, for the byte cap. */
export function rowBytes(row: Record<string, Cell>): number {
  let bytes = 2;
  for (const [key, value] of Object.entries(row)) {
    bytes += key.length + 4;
    bytes += value === null ? 4 : typeof value === 'string' ? value.length + 2 : String(value).length;
  }
  return bytes;
}

/** Cuts rows at the row and byte caps; returns the result with `truncated` and a notice when cut. */
export function capRows(
  columns: QueryResult['columns'],
  rows: Record<string, Cell>[],
  maxRows: number,
  maxBytes: number,
): QueryResult {
  const kept: Record<string, Cell>[] = [];
  let bytes = 0;
  let cutByBytes = false;
  for (const row of rows) {
    if (kept.length >= maxRows) break;
    bytes += rowBytes(row);
    if (bytes > maxBytes) {
      cutByBytes = true;
      break;
    }
    kept.push(row);
  }
  const truncated = kept.length < rows.length;
  const result: QueryResult = { columns, rows: kept, truncated };
  if (cutByBytes)
    result.notice = `The result was cut at ${kept.length} rows because it passed ${Math.round(maxBytes / 1024 / 1024)} MB; aggregate or filter to get a smaller answer.`;
  return result;
}

/** Whether a `schema.table` is allowed by the settings' lists. */
export function isAllowed(settings: ConnectionSettings, schema: string, table: string): boolean {
  if (settings.allowedSchemas.length > 0 && !settings.allowedSchemas.includes(schema)) return false;
  if (settings.allowedTables.length > 0 && !settings.allowedTables.includes(`${schema}.${table}`))
    return false;
  return true;
}
