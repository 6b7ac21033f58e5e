/**
 * A connected database's tables as a tool sees them (TableSource): `get` answers from the
 * catalog read earlier, `query` runs the tool's SQL, rendered in the connector's dialect, inside
 * the database. Connector failures become ToolInputError, so the chat shows their plain message.
 */
import type { QueryOptions, QueryResult } from '../data/duck';
import type { SqlDialect } from '../data/sql-builder';
import { ToolInputError, type SourceTable, type TableSource } from '../tools/types';
import { connectedProfile } from './profile';
import { validateConnectorSql } from './sql-guard';
import { ConnectorError, type CatalogTable, type Connector } from './types';

export interface ConnectedTable {
  /** The dataset reference tools use, e.g. `postgres:warehouse/sales.orders`. */
  dataset: string;
  table: CatalogTable;
}

export class ConnectedSource implements TableSource {
  readonly dialect: SqlDialect;
  private readonly byName: Map<string, CatalogTable>;
  /** Queries run so far (so a reply can say whether it was answered inside the database). */
  queries = 0;

  constructor(
    readonly connector: Connector,
    tables: ConnectedTable[],
    /** Every table the connection may read (run_sql may join them), defaulting to `tables`. */
    private readonly catalog: CatalogTable[] = tables.map((t) => t.table),
    private readonly defaultSchema = 'public',
  ) {
    this.byName = new Map(tables.map((t) => [t.dataset, t.table]));
    this.dialect = connector.dialect(
      new Map(tables.map((t) => [t.dataset, { schema: t.table.schema, name: t.table.name }])),
    );
  }

  has(name: string): boolean {
    return this.byName.has(name);
  }

  /**
   * The same database table under another dataset name — a workspace copy's, so tools asked about
   * the copy run inside the database instead.
   */
  renamed(dataset: string, as: string): ConnectedSource {
    const table = this.byName.get(dataset);
    if (!table) throw new ToolInputError(`Unknown table "${dataset}".`);
    return new ConnectedSource(this.connector, [{ dataset: as, table }], this.catalog, this.defaultSchema);
  }

  /** The catalog's entry of a dataset (its kind and the database's row estimate), if known. */
  catalogTable(name: string): CatalogTable | undefined {
    return this.byName.get(name);
  }

  names(): string[] {
    return [...this.byName.keys()];
  }

  async get(name: string): Promise<SourceTable> {
    const table = this.byName.get(name);
    if (!table)
      throw new ToolInputError(`Unknown table "${name}". Connected tables: ${this.names().join(', ')}.`);
    return {
      name,
      columns: table.columns.map((c) => ({ name: c.name, type: c.type })),
      rowCount: table.rowEstimate ?? 0,
    };
  }

  /** The profile from aggregate queries inside the database (see profile.ts). */
  profile(dataset: string, args: { columns?: string[] | undefined; start?: number | undefined }) {
    return connectedProfile(this, dataset, args);
  }

  /** Checks SQL a person or a model wrote for this database (one SELECT over catalog tables). */
  validate(sql: string): string {
    return validateConnectorSql(sql, this.connector.engine, this.catalog, this.defaultSchema);
  }

  async query(sql: string, options: QueryOptions = {}): Promise<QueryResult> {
    this.queries++;
    try {
      return await this.connector.query(sql, {
        timeoutMs: options.timeoutMs,
        maxRows: options.maxRows,
        params: options.params,
      });
    } catch (error) {
      if (error instanceof ConnectorError) throw new ToolInputError(error.message);
      throw error;
    }
  }
}
