/**
 * What the PostgreSQL and MySQL/MariaDB connectors share: the connection test, the catalog built
 * from `information_schema` rows (filtered by the settings' allowed schemas and tables, with the
 * database's row estimates and a few sample values), and the parts of running one capped
 * read-only SELECT on a pooled connection (the effective timeout, the transaction rolled back,
 * the row cap wrapper, a broken connection closed, cells as plain values). Each engine supplies
 * its pool's sessions, its error messages and its spelling.
 */
import type { Cell, QueryResult } from '../data/duck';
import type { SqlDialect } from '../data/sql-builder';
import type { TableRefs } from './dialects';
import {
  capRows,
  isAllowed,
  type CatalogTable,
  type ConnectorError,
  type ConnectorErrorCode,
  type ConnectionSettings,
  type Connector,
  type ConnectorEngine,
  type ConnectorLimits,
  type RunOptions,
} from './types';

/** One column of the catalog as `information_schema` lists it: schema, table, kind, column, type, nullable. */
export interface CatalogRow {
  s: Cell;
  t: Cell;
  k: Cell;
  c: Cell;
  ty: Cell;
  n: Cell;
}

/** One pooled connection of an engine, as `SqlConnector.run` drives it. */
export interface Session {
  /** Starts a read-only transaction whose statements stop after `timeoutMs`. */
  begin(timeoutMs: number): Promise<void>;
  /** Runs one SELECT: its result columns (in the tools' type words) and rows of values. */
  select(
    sql: string,
    params: Cell[],
    timeoutMs: number,
  ): Promise<{ columns: QueryResult['columns']; rows: unknown[][] }>;
  rollback(): Promise<void>;
  /** Gives the connection back to the pool, or closes it when `broken` (or the driver saw it break). */
  release(broken: boolean): void;
}

export abstract class SqlConnector implements Connector {
  abstract readonly engine: ConnectorEngine;

  constructor(
    protected readonly settings: ConnectionSettings,
    protected readonly limits: ConnectorLimits,
  ) {}

  /** The SELECT answering the server's version as `v`. */
  protected abstract readonly versionSql: string;
  /** The SELECT answering the user schemas (MySQL: databases) as `s`, system ones left out. */
  protected abstract readonly schemasSql: string;
  /** The engine's type name in the tools' words. */
  protected abstract toolType(native: string): string;
  /** A quoted `schema.table` reference. */
  protected abstract tableReference(schema: string, name: string): string;
  /** The catalog's column rows, with the database's row estimate of a `schema.table` (null: none). */
  protected abstract catalogRows(): Promise<{ rows: CatalogRow[]; estimate(key: string): number | null }>;
  /** A pooled connection for one query. */
  protected abstract session(): Promise<Session>;
  /** The driver's error as a message people can act on. */
  protected abstract failure(error: unknown, timeoutMs: number): ConnectorError;
  /** Failures after which the connection is closed rather than given back to the pool. */
  protected abstract readonly breaking: ReadonlySet<ConnectorErrorCode>;
  abstract dialect(tables: TableRefs): SqlDialect;
  abstract close(): Promise<void>;

  async test(): Promise<{ serverVersion: string; schemas: string[] }> {
    const result = await this.run(this.versionSql, {});
    const schemas = await this.run(this.schemasSql, { maxRows: 1000 });
    return { serverVersion: String(result.rows[0]?.v ?? ''), schemas: schemas.rows.map((r) => String(r.s)) };
  }

  async query(sql: string, options: RunOptions = {}): Promise<QueryResult> {
    return this.run(sql, options);
  }

  async catalog(options: { samples?: boolean } = {}): Promise<CatalogTable[]> {
    const { rows, estimate } = await this.catalogRows();
    const tables = new Map<string, CatalogTable>();
    for (const r of rows) {
      const schema = String(r.s);
      const name = String(r.t);
      if (!isAllowed(this.settings, schema, name)) continue;
      const key = `${schema}.${name}`;
      let table = tables.get(key);
      if (!table) {
        table = {
          schema,
          name,
          kind: String(r.k) === 'VIEW' ? 'view' : 'table',
          rowEstimate: estimate(key),
          columns: [],
        };
        tables.set(key, table);
      }
      table.columns.push({
        name: String(r.c),
        type: this.toolType(String(r.ty)),
        nativeType: String(r.ty),
        nullable: r.n === 'YES',
        samples: [],
      });
    }
    const list = [...tables.values()];
    if (options.samples)
      await sampleValues(
        list,
        (t) => this.tableReference(t.schema, t.name),
        (sql) => this.query(sql, { maxRows: 20 }),
      );
    return list;
  }

  /**
   * Runs one SELECT on a pooled connection, in a read-only transaction under the statement
   * timeout, with one row more than allowed (see `cappedSql`), and rolls it back; a connection
   * the failure may have broken is closed, any other given back.
   */
  protected async run(sql: string, options: RunOptions): Promise<QueryResult> {
    const timeoutMs = this.timeoutOf(options);
    const maxRows = options.maxRows ?? this.limits.maxRows;
    let session: Session;
    try {
      session = await this.session();
    } catch (error) {
      throw this.failure(error, timeoutMs);
    }
    let broken = false;
    try {
      await session.begin(timeoutMs);
      const result = await session.select(this.cappedSql(sql, maxRows), options.params ?? [], timeoutMs);
      await session.rollback();
      return this.toRows(result.columns, result.rows, maxRows);
    } catch (error) {
      const mapped = this.failure(error, timeoutMs);
      if (this.breaking.has(mapped.code)) broken = true;
      else await session.rollback().catch(() => (broken = true));
      throw mapped;
    } finally {
      session.release(broken);
    }
  }

  /** The statement timeout of a query: the caller's, never above the connection's limit. */
  protected timeoutOf(options: RunOptions): number {
    return Math.min(options.timeoutMs ?? this.limits.statementTimeoutMs, this.limits.statementTimeoutMs);
  }

  /**
   * The query wrapped so that one row more than allowed comes back (a cut result is known to be
   * cut); a derived table keeps it a single SELECT and its ORDER BY survives.
   */
  protected cappedSql(sql: string, maxRows: number): string {
    return `SELECT * FROM (${sql}) AS answer LIMIT ${maxRows + 1}`;
  }

  /** Rows of arrays as named rows of plain cells, cut at the row and byte caps. */
  protected toRows(columns: QueryResult['columns'], arrays: unknown[][], maxRows: number): QueryResult {
    const rows = arrays.map((values) => {
      const row: Record<string, Cell> = {};
      columns.forEach((c, i) => (row[c.name] = normalize(values[i])));
      return row;
    });
    return capRows(columns, rows, maxRows, this.limits.maxResultBytes);
  }
}

/** A driver's value as a plain cell. */
export function normalize(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'bigint') return Number(value);
  if (value instanceof Date) return value.toISOString();
  if (Buffer.isBuffer(value)) return `(${value.length} bytes)`;
  return JSON.stringify(value);
}

/** Fills each column's `samples` with up to three distinct values from the table's first rows. */
export async function sampleValues(
  tables: CatalogTable[],
  reference: (t: CatalogTable) => string,
  run: (sql: string) => Promise<QueryResult>,
): Promise<void> {
  for (const table of tables.slice(0, 200)) {
    try {
      const result = await run(`SELECT * FROM ${reference(table)} LIMIT 20`);
      for (const column of table.columns) {
        const seen = new Set<Cell>();
        for (const row of result.rows) {
          const v = row[column.name];
          if (v !== null && v !== undefined && (typeof v !== 'string' || v.length <= 80)) seen.add(v);
          if (seen.size >= 3) break;
        }
        column.samples = [...seen];
      }
    } catch {
      // A table the user may not read keeps its columns without samples.
    }
  }
}
