/**
 * PostgreSQL and MySQL/MariaDB spellings of the builder's query trees (see data/sql-builder).
 * Identifiers and literals are quoted here; FROM references come only from the connection's
 * catalog, so a dataset name never becomes SQL text by itself.
 */
import type { CallExpr, Expr, SqlDialect, SqlScalar, SqlType } from '../data/sql-builder';
import { ConnectorError } from './types';

export type TableRefs = ReadonlyMap<string, { schema: string; name: string }>;

function finite(value: number): string {
  if (!Number.isFinite(value)) throw new Error(`Not a finite number: ${value}`);
  return String(value);
}

function tableOf(tables: TableRefs, name: string, ident: (n: string) => string): string {
  const ref = tables.get(name);
  if (!ref)
    throw new ConnectorError('table_missing', `The table "${name}" is not in this connection's catalog.`);
  return `${ident(ref.schema)}.${ident(ref.name)}`;
}

function notSupported(what: string, engine: string): never {
  throw new ConnectorError(
    'not_supported',
    `${what} cannot be computed inside ${engine}; ask for it on a file, or use a supported measure (sum, avg, count, min, max).`,
  );
}

function order(expr: string, desc: boolean, nullsLast: boolean): string {
  return `${expr}${desc ? ' DESC' : ' ASC'}${nullsLast ? ' NULLS LAST' : ''}`;
}

const PG_TYPES: Record<SqlType, string> = { DATE: 'DATE', VARCHAR: 'TEXT', DOUBLE: 'DOUBLE PRECISION' };

/** The bucket of a `date_trunc` call: its first argument must be a literal unit. */
function bucketUnit(e: CallExpr): string {
  const unit = e.args[0];
  if (unit?.kind !== 'literal' || typeof unit.value !== 'string')
    throw new Error('date_trunc needs a literal unit.');
  if (!['day', 'week', 'month', 'quarter', 'year'].includes(unit.value))
    throw new Error(`Unknown bucket ${unit.value}`);
  return unit.value;
}

export function postgresDialect(tables: TableRefs): SqlDialect {
  const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
  const value = (v: SqlScalar): string => {
    if (v === null) return 'NULL';
    if (typeof v === 'number') return finite(v);
    if (typeof v === 'boolean') return v ? 'TRUE' : 'FALSE';
    // standard_conforming_strings is on in every supported PostgreSQL: only quotes are special.
    return `'${v.replace(/'/g, "''")}'`;
  };
  return {
    name: 'postgres',
    ident,
    value,
    table: (name) => tableOf(tables, name, ident),
    castType: (type) => PG_TYPES[type],
    call(e, render) {
      if (e.fn === 'median') {
        const [arg] = e.args;
        if (!arg || e.over) return undefined;
        const filter = e.filter ? ` FILTER (WHERE ${render(e.filter)})` : '';
        return `percentile_cont(0.5) WITHIN GROUP (ORDER BY ${render(arg)})${filter}`;
      }
      if (e.fn === 'date_diff') {
        const [unit, from, to] = e.args as [Expr, Expr, Expr];
        if (unit.kind !== 'literal' || unit.value !== 'day')
          throw new Error('date_diff supports days only here.');
        return `(CAST(${render(to)} AS DATE) - CAST(${render(from)} AS DATE))`;
      }
      return undefined;
    },
    // Integer division would truncate shares and changes; divide as doubles like DuckDB does.
    binary: (op, left, right) => (op === '/' ? `(CAST(${left} AS DOUBLE PRECISION) / ${right})` : undefined),
    order,
    // A bounded sample: the first rows the table yields (fast, not uniform); the reply says so.
    sample: (from, rows) => ({
      from: `(SELECT * FROM ${from} LIMIT ${finite(rows)}) AS sampled`,
      clause: '',
    }),
  };
}

const MYSQL_TYPES: Record<SqlType, string> = { DATE: 'DATE', VARCHAR: 'CHAR', DOUBLE: 'DOUBLE' };

export function mysqlDialect(tables: TableRefs): SqlDialect {
  const ident = (name: string) => `\`${name.replace(/`/g, '``')}\``;
  const value = (v: SqlScalar): string => {
    if (v === null) return 'NULL';
    if (typeof v === 'number') return finite(v);
    if (typeof v === 'boolean') return v ? 'TRUE' : 'FALSE';
    // Backslash is an escape character in MySQL string literals unless NO_BACKSLASH_ESCAPES is set.
    return `'${v.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
  };
  const dialect: SqlDialect = {
    name: 'mysql',
    ident,
    value,
    table: (name) => tableOf(tables, name, ident),
    castType: (type) => MYSQL_TYPES[type],
    call(e, render) {
      if (e.fn === 'median') notSupported('A median', 'MySQL/MariaDB');
      if (e.fn === 'corr' || e.fn === 'regr_slope' || e.fn === 'regr_count')
        notSupported('A correlation', 'MySQL/MariaDB');
      if (e.fn === 'date_trunc') {
        const x = render(e.args[1] as Expr);
        switch (bucketUnit(e)) {
          case 'day':
            return `DATE(${x})`;
          case 'week': // Weeks start on Monday, as in DuckDB and PostgreSQL.
            return `DATE_SUB(DATE(${x}), INTERVAL WEEKDAY(${x}) DAY)`;
          case 'month':
            return `DATE_SUB(DATE(${x}), INTERVAL DAYOFMONTH(${x}) - 1 DAY)`;
          case 'quarter':
            return `MAKEDATE(YEAR(${x}), 1) + INTERVAL (QUARTER(${x}) - 1) * 3 MONTH`;
          default:
            return `MAKEDATE(YEAR(${x}), 1)`;
        }
      }
      if (e.fn === 'date_diff') {
        const [unit, from, to] = e.args as [Expr, Expr, Expr];
        if (unit.kind !== 'literal' || unit.value !== 'day')
          throw new Error('date_diff supports days only here.');
        return `DATEDIFF(${render(to)}, ${render(from)})`;
      }
      if (e.filter) {
        // No FILTER clause: aggregate a CASE that is NULL outside the condition.
        const [arg] = e.args;
        const inner = !arg || arg.kind === 'star' ? '1' : render(arg);
        const over = e.over
          ? ` OVER (${e.over.orderBy?.length ? `ORDER BY ${e.over.orderBy.map((o) => order(render(o.expr), !!o.desc, !!o.nullsLast)).join(', ')}` : ''})`
          : '';
        return `${e.fn}(${e.distinct ? 'DISTINCT ' : ''}CASE WHEN ${render(e.filter)} THEN ${inner} END)${over}`;
      }
      return undefined;
    },
    binary: (op, left, right) => (op === 'ILIKE' ? `(LOWER(${left}) LIKE LOWER(${right}))` : undefined),
    // No NULLS LAST, and MariaDB cannot wrap an aggregate's alias in an expression: NULLs sort
    // lowest, so they come last when descending (top N) and first when ascending (bottom N).
    order: (expr, desc) => `${expr}${desc ? ' DESC' : ' ASC'}`,
    sample: (from, rows) => ({
      from: `(SELECT * FROM ${from} LIMIT ${finite(rows)}) AS sampled`,
      clause: '',
    }),
  };
  return dialect;
}
