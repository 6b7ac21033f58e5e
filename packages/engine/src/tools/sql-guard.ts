/**
 * Validation of SQL typed by users or models. DuckDB's own parser (json_serialize_sql) reads the
 * text, so the check sees exactly what DuckDB would run: there must be one statement, it must be
 * a SELECT (WITH … SELECT included), and it may read only the workspace's datasets, the CTEs in
 * scope and a few harmless generators, without settings, catalog or file functions. The
 * workspace's sandboxed reader (data/registry) is the second wall behind this one: it has no
 * file access and locked settings whatever the SQL says.
 */
import type { DatasetRegistry } from '../data/registry';
import { ToolInputError } from './types';

const ALLOWED_TABLE_FUNCTIONS = new Set(['range', 'generate_series', 'unnest']);

/**
 * Scalar functions that read settings, the catalog, the environment or files, or run SQL held
 * in a string. The sandboxed reader would answer them harmlessly or refuse them; refusing here
 * says why in plain words.
 */
const BLOCKED_FUNCTION =
  /^(current_setting|getenv|getvariable|set_variable|glob|sniff_csv|query|query_table|json_execute_serialized_sql|json_deserialize_sql|(duckdb|pragma|read|parquet|iceberg|delta|icu)_.*)$/;

interface Refs {
  tables: { name: string; schema: string; catalog: string; visibleCtes: ReadonlySet<string> }[];
  tableFunctions: string[];
  functions: { name: string; qualified: boolean }[];
}

/**
 * Collects every table and function reference. CTE names are scoped: a name defined by a WITH
 * is visible only inside the query that defines it (and its own definitions), so an outer
 * `FROM "X"` never matches an inner `WITH "X"`.
 */
function walk(node: unknown, refs: Refs, ctes: ReadonlySet<string>): void {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, refs, ctes);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const obj = node as Record<string, unknown>;
  const cteMap = obj.cte_map as { map?: { key?: string }[] } | undefined;
  const defined = (cteMap?.map ?? []).map((e) => e.key?.toLowerCase()).filter((k): k is string => !!k);
  const scope = defined.length ? new Set([...ctes, ...defined]) : ctes;
  if (obj.type === 'BASE_TABLE' && typeof obj.table_name === 'string') {
    refs.tables.push({
      name: obj.table_name,
      schema: String(obj.schema_name ?? ''),
      catalog: String(obj.catalog_name ?? ''),
      visibleCtes: scope,
    });
  }
  if (obj.type === 'TABLE_FUNCTION') {
    const fn = obj.function as Record<string, unknown> | undefined;
    refs.tableFunctions.push(String(fn?.function_name ?? 'unknown'));
  }
  if ((obj.class === 'FUNCTION' || obj.class === 'WINDOW') && typeof obj.function_name === 'string') {
    refs.functions.push({
      name: obj.function_name,
      qualified: String(obj.schema ?? '') !== '' || String(obj.catalog ?? '') !== '',
    });
  }
  for (const value of Object.values(obj)) walk(value, refs, scope);
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
  const refs: Refs = { tables: [], tableFunctions: [], functions: [] };
  walk(ast.statements, refs, new Set());
  const forbiddenTableFunction = refs.tableFunctions.find(
    (f) => !ALLOWED_TABLE_FUNCTIONS.has(f.toLowerCase()),
  );
  if (forbiddenTableFunction) {
    throw new ToolInputError(
      `Queries may read only your datasets; the table function ${forbiddenTableFunction}() is not allowed.`,
    );
  }
  const forbiddenFunction = refs.functions.find(
    (f) => f.qualified || BLOCKED_FUNCTION.test(f.name.toLowerCase()),
  );
  if (forbiddenFunction) {
    throw new ToolInputError(
      `Queries may read only your datasets; the function ${forbiddenFunction.name}() is not allowed.`,
    );
  }
  const datasets = new Set(registry.names().map((n) => n.toLowerCase()));
  for (const table of refs.tables) {
    const qualified =
      (table.catalog !== '' && table.catalog !== 'workspace') ||
      (table.schema !== '' && table.schema !== 'main');
    const name = table.name.toLowerCase();
    if (qualified || (!datasets.has(name) && !table.visibleCtes.has(name))) {
      const available = registry.names().sort().join(', ') || 'none yet';
      throw new ToolInputError(`Unknown dataset "${table.name}". Your datasets: ${available}.`);
    }
  }
  return text;
}
