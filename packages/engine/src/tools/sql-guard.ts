/**
 * Validation of SQL typed by users or models. DuckDB's own parser (json_serialize_sql) reads the
 * text, so the check sees exactly what DuckDB would run: there must be one statement, it must be
 * a SELECT (WITH … SELECT included), and it may read only the workspace's datasets, its own
 * CTEs and a few harmless generators. The workspace's DuckDB sandbox is the second wall behind
 * this one.
 */
import type { DatasetRegistry } from '../data/registry';
import { ToolInputError } from './types';

const ALLOWED_TABLE_FUNCTIONS = new Set(['range', 'generate_series', 'unnest']);

interface Refs {
  tables: { name: string; schema: string; catalog: string }[];
  functions: string[];
  ctes: Set<string>;
}

function walk(node: unknown, refs: Refs): void {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, refs);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const obj = node as Record<string, unknown>;
  if (obj.type === 'BASE_TABLE' && typeof obj.table_name === 'string') {
    refs.tables.push({
      name: obj.table_name,
      schema: String(obj.schema_name ?? ''),
      catalog: String(obj.catalog_name ?? ''),
    });
  }
  if (obj.type === 'TABLE_FUNCTION') {
    const fn = obj.function as Record<string, unknown> | undefined;
    refs.functions.push(String(fn?.function_name ?? 'unknown'));
  }
  const cteMap = obj.cte_map as { map?: { key?: string }[] } | undefined;
  for (const entry of cteMap?.map ?? []) if (entry.key) refs.ctes.add(entry.key.toLowerCase());
  for (const value of Object.values(obj)) walk(value, refs);
}

/**
 * Throws ToolInputError with a plain-words reason unless `sql` is a single read-only query over
 * the registry's datasets. Returns the statement without a trailing semicolon.
 */
export async function validateReadOnlySql(sql: string, registry: DatasetRegistry): Promise<string> {
  const text = sql.trim().replace(/;\s*$/, '');
  if (text === '') throw new ToolInputError('The SQL query is empty.');
  const parsed = await registry.query('SELECT json_serialize_sql($1::VARCHAR) AS ast', { params: [text] });
  const ast = JSON.parse(String(parsed.rows[0]?.ast ?? '{}')) as {
    error?: boolean;
    error_message?: string;
    statements?: unknown[];
  };
  if (ast.error) {
    const message = ast.error_message ?? 'it could not be parsed';
    if (/Only SELECT statements/i.test(message)) {
      throw new ToolInputError(
        'Only read-only queries are allowed: write one SELECT (or WITH … SELECT) statement.',
      );
    }
    throw new ToolInputError(`The SQL could not be parsed: ${message.split('\n')[0]}`);
  }
  if ((ast.statements?.length ?? 0) !== 1) {
    throw new ToolInputError('Send exactly one SELECT statement at a time.');
  }
  const refs: Refs = { tables: [], functions: [], ctes: new Set() };
  walk(ast.statements, refs);
  const forbiddenFunctions = refs.functions.filter((f) => !ALLOWED_TABLE_FUNCTIONS.has(f.toLowerCase()));
  if (forbiddenFunctions.length) {
    throw new ToolInputError(
      `Queries may read only your datasets; the table function ${forbiddenFunctions[0]}() is not allowed.`,
    );
  }
  const datasets = new Set(registry.names().map((n) => n.toLowerCase()));
  for (const table of refs.tables) {
    const qualified =
      (table.catalog !== '' && table.catalog !== 'workspace') ||
      (table.schema !== '' && table.schema !== 'main');
    const name = table.name.toLowerCase();
    if (qualified || (!datasets.has(name) && !refs.ctes.has(name))) {
      const available = registry.names().sort().join(', ') || 'none yet';
      throw new ToolInputError(`Unknown dataset "${table.name}". Your datasets: ${available}.`);
    }
  }
  return text;
}
