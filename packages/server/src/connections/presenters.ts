/** Shapes connections and their catalogs into the wire format; the password never appears. */
import type { Connection, ConnectionTable, ConnectionTestResult } from '@ai-analyst/contract';
import type { CatalogTable } from '@ai-analyst/engine/connectors/types';
import { tableReference, type ConnectionRow, type TestOutcome } from './service';

export function presentConnection(row: ConnectionRow): Connection {
  return {
    id: row.id,
    name: row.name,
    engine: row.engine,
    host: row.host,
    port: row.port,
    database: row.database,
    user: row.user,
    has_password: row.passwordEncrypted !== null,
    tls: row.tls,
    allowed_schemas: row.allowedSchemas,
    allowed_tables: row.allowedTables,
    status: row.status,
    last_error: row.lastError,
    server_version: row.serverVersion,
    catalog_refreshed_at: row.catalogRefreshedAt?.toISOString() ?? null,
    table_count: Array.isArray(row.catalog) ? row.catalog.length : 0,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function presentTable(row: ConnectionRow, table: CatalogTable): ConnectionTable {
  return {
    reference: tableReference(row, table),
    schema: table.schema,
    name: table.name,
    kind: table.kind,
    row_estimate: table.rowEstimate,
    columns: table.columns.map((c) => ({
      name: c.name,
      type: c.type,
      native_type: c.nativeType,
      nullable: c.nullable,
      samples: c.samples,
    })),
  };
}

export function presentTestOutcome(outcome: TestOutcome): ConnectionTestResult {
  return {
    ok: outcome.ok,
    server_version: outcome.serverVersion,
    schemas: outcome.schemas,
    error: outcome.error,
    code: outcome.code,
    elapsed_ms: outcome.elapsedMs,
  };
}
