/**
 * Checks SQL written for a connected database (run_sql on a database table) before it is sent:
 * parsed with node-sql-parser in the database's dialect, it must be exactly one SELECT (no
 * SELECT … INTO), read only tables of the connection's catalog, and call none of the functions
 * that reach outside a query (server files, settings, other sessions). The read-only
 * transaction and the read-only role stay in force behind this check.
 */
import sqlParser from 'node-sql-parser';
import { ToolInputError } from '../tools/types';
import type { CatalogTable, ConnectorEngine } from './types';

const { Parser } = sqlParser;
const parser = new Parser();

const PARSER_DIALECT: Record<ConnectorEngine, string> = { postgres: 'PostgresQL', mysql: 'MariaDB' };

/** Functions with effects outside the query, or that read the server's files. */
const BLOCKED_FUNCTION =
  /^(set_config|pg_read_file|pg_read_binary_file|pg_ls_dir|pg_stat_file|pg_terminate_backend|pg_cancel_backend|pg_reload_conf|pg_rotate_logfile|lo_import|lo_export|lo_from_bytea|lo_put|dblink.*|pg_advisory.*|load_file|get_lock|release_lock|release_all_locks|sys_exec|sys_eval|query_to_xml.*|table_to_xml.*|cursor_to_xml.*|database_to_xml.*|schema_to_xml.*)$/i;

function functionNames(node: unknown, out: string[]): void {
  if (Array.isArray(node)) {
    for (const item of node) functionNames(item, out);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const obj = node as Record<string, unknown>;
  if (obj.type === 'function' || obj.type === 'aggr_func') {
    const name = obj.name as unknown;
    if (typeof name === 'string') out.push(name);
    else if (name && typeof name === 'object' && Array.isArray((name as { name?: unknown }).name))
      out.push(((name as { name: { value: string }[] }).name.map((n) => n.value) ?? []).join('.'));
  }
  for (const value of Object.values(obj)) functionNames(value, out);
}

function cteNames(node: unknown, out: Set<string>): void {
  if (Array.isArray(node)) {
    for (const item of node) cteNames(item, out);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const obj = node as Record<string, unknown>;
  if (Array.isArray(obj.with))
    for (const cte of obj.with as { name?: { value?: string } | string }[]) {
      const name = typeof cte.name === 'string' ? cte.name : cte.name?.value;
      if (name) out.add(name.toLowerCase());
    }
  for (const value of Object.values(obj)) cteNames(value, out);
}

/**
 * Returns the statement (without a trailing semicolon) when it is one SELECT over `tables`;
 * otherwise throws ToolInputError saying why. `defaultSchema` is where unqualified names are
 * looked up (PostgreSQL: public; MySQL: the connection's database).
 */
export function validateConnectorSql(
  sql: string,
  engine: ConnectorEngine,
  tables: CatalogTable[],
  defaultSchema: string,
): string {
  const text = sql.trim().replace(/;\s*$/, '');
  if (text === '') throw new ToolInputError('The SQL query is empty.');
  const database = PARSER_DIALECT[engine];
  let ast: unknown;
  let list: string[];
  try {
    ast = parser.astify(text, { database });
    list = parser.tableList(text, { database });
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new ToolInputError(
      `The SQL could not be parsed as ${engine === 'postgres' ? 'PostgreSQL' : 'MySQL'}: ${message}`,
    );
  }
  const statements = Array.isArray(ast) ? ast : [ast];
  if (statements.length !== 1) throw new ToolInputError('Send exactly one SELECT statement at a time.');
  const statement = statements[0] as { type?: string; into?: { position?: unknown } };
  if (statement.type !== 'select')
    throw new ToolInputError(
      'Only read-only queries are allowed: write one SELECT (or WITH … SELECT) statement.',
    );
  if (statement.into?.position)
    throw new ToolInputError('SELECT … INTO writes a table; only reading is allowed.');
  const functions: string[] = [];
  functionNames(statement, functions);
  const blocked = functions.find((f) => BLOCKED_FUNCTION.test(f.split('.').pop() ?? f));
  if (blocked) throw new ToolInputError(`The function ${blocked}() is not allowed on database connections.`);
  const ctes = new Set<string>();
  cteNames(statement, ctes);
  const known = new Set(tables.map((t) => `${t.schema}.${t.name}`.toLowerCase()));
  for (const entry of list) {
    const [action, schema, name] = entry.split('::') as [string, string, string];
    if (action !== 'select') throw new ToolInputError('Only read-only queries are allowed.');
    if (schema === 'null' && ctes.has(name.toLowerCase())) continue;
    const qualified = `${schema === 'null' ? defaultSchema : schema}.${name}`;
    if (!known.has(qualified.toLowerCase())) {
      const available =
        tables
          .map((t) => `${t.schema}.${t.name}`)
          .sort()
          .slice(0, 30)
          .join(', ') || 'none';
      throw new ToolInputError(
        `Unknown table "${qualified}" on this connection. Tables you may read: ${available}.`,
      );
    }
  }
  return text;
}
