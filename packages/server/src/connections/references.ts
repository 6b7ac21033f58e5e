/**
 * How conversations name connected tables (`postgres:{connection}/{schema}.{table}`) and what a
 * model is told about the ones attached: where each lives, its size and columns, and which tools
 * run inside the database.
 */
import type { CatalogTable } from '@ai-analyst/engine/connectors/types';
import type { databaseConnections } from '../platform/db/schema';

type ConnectionRow = typeof databaseConnections.$inferSelect;

/** The reference a conversation uses for a connected table. */
export function tableReference(
  row: Pick<ConnectionRow, 'engine' | 'name'>,
  table: Pick<CatalogTable, 'schema' | 'name'>,
) {
  return `${row.engine}:${row.name}/${table.schema}.${table.name}`;
}

/** One line per reference for the model: the table's engine, size and columns, or why it cannot be used. */
export function describeTables(rows: ConnectionRow[], references: string[]): string[] {
  return references.map((reference) => {
    const row = rows.find((r) => reference.startsWith(`${r.engine}:${r.name}/`));
    const table = ((row?.catalog ?? []) as CatalogTable[]).find(
      (t) => row && tableReference(row, t) === reference,
    );
    if (!row || !table)
      return `- ${reference}: cannot be used (no such connected table; refresh the connection's catalog)`;
    const engine = row.engine === 'postgres' ? 'PostgreSQL' : 'MySQL/MariaDB';
    const rows_ = table.rowEstimate === null ? 'rows unknown' : `about ${table.rowEstimate} rows`;
    const columns = table.columns.map((c) => `${c.name} ${c.type}`).join(', ');
    return (
      `- ${reference}: ${engine} table (${rows_}; columns ${columns}). Pass \`${reference}\` as the dataset to ` +
      `aggregate, ask_data, compare_periods, time_series, forecast and anomalies (they run inside the database); run_sql takes it as ` +
      `\`source\` with ${engine} SQL naming the table ${table.schema}.${table.name}.`
    );
  });
}
