/**
 * PostgreSQL and MySQL/MariaDB spellings of the builder's query trees (see data/sql-builder).
 * Identifiers and literals are quoted here; FROM references come only from the connection's
 * catalog, so a dataset name never becomes SQL text by itself.
 */
import {
  DATE_PARTS,
  lit,
  unitOf,
  type CallExpr,
  type Expr,
  type SqlDialect,
  type SqlScalar,
  type SqlType,
} from '../data/sql-builder';
import { percentileWindow, windowedPercentiles } from './percentiles';
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

const PG_TYPES: Record<SqlType, string> = {
  DATE: 'DATE',
  VARCHAR: 'TEXT',
  DOUBLE: 'DOUBLE PRECISION',
  INTEGER: 'INTEGER',
};

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
      if (e.fn === 'quantile_cont') {
        const [arg, p] = e.args as [Expr, Expr];
        if (e.over) return undefined;
        const filter = e.filter ? ` FILTER (WHERE ${render(e.filter)})` : '';
        return `percentile_cont(${render(p)}) WITHIN GROUP (ORDER BY ${render(arg)})${filter}`;
      }
      const x = () => render(e.args[1] as Expr);
      switch (e.fn) {
        case 'date_part':
          // date_part answers a double precision: whole numbers, read as numbers.
          return `date_part(${render(lit(unitOf(e, DATE_PARTS)))}, ${x()})`;
        case 'date_name':
          return `to_char(${x()}, ${unitOf(e, ['month', 'weekday']) === 'month' ? "'FMMonth'" : "'FMDay'"})`;
        case 'period_label':
          return unitOf(e, ['month', 'quarter']) === 'month'
            ? `to_char(${x()}, 'YYYY-MM')`
            : `(to_char(${x()}, 'YYYY') || ' Q' || to_char(${x()}, 'Q'))`;
        case 'decade':
          return `(CAST(floor(${render(e.args[0] as Expr)} / 10.0) AS INTEGER) * 10)`;
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

const MYSQL_TYPES: Record<SqlType, string> = {
  DATE: 'DATE',
  VARCHAR: 'CHAR',
  DOUBLE: 'DOUBLE',
  INTEGER: 'SIGNED',
};

const MYSQL_PARTS: Record<(typeof DATE_PARTS)[number], string> = {
  year: 'YEAR',
  quarter: 'QUARTER',
  month: 'MONTH',
  isodow: 'WEEKDAY',
  day: 'DAYOFMONTH',
  hour: 'HOUR',
};

/**
 * `corr(y, x)`, `regr_slope(y, x)` and `regr_count(y, x)` from sums, for engines without them:
 * over the rows where both values are present (and the call's FILTER holds), as doubles,
 * r = cov(x, y) / (σx σy) and slope = cov(x, y) / σx², with cov = avg(xy) − avg(x)·avg(y).
 */
function pairStatistic(e: CallExpr, render: (e: Expr) => string): string {
  const [a, b] = e.args as [Expr, Expr];
  const [y, x] = [render(a), render(b)];
  const when = `${y} IS NOT NULL AND ${x} IS NOT NULL${e.filter ? ` AND ${render(e.filter)}` : ''}`;
  if (e.fn === 'regr_count') return `COUNT(CASE WHEN ${when} THEN 1 END)`;
  const py = `(CASE WHEN ${when} THEN CAST(${y} AS DOUBLE) END)`;
  const px = `(CASE WHEN ${when} THEN CAST(${x} AS DOUBLE) END)`;
  const covariance = `(AVG(${px} * ${py}) - AVG(${px}) * AVG(${py}))`;
  // Zero spread leaves the statistic undefined: NULL, as the engines that have it answer.
  return e.fn === 'corr'
    ? `(${covariance} / NULLIF(STDDEV_POP(${px}) * STDDEV_POP(${py}), 0))`
    : `(${covariance} / NULLIF(VAR_POP(${px}), 0))`;
}

/**
 * MySQL/MariaDB. `percentiles` tells whether the server has PERCENTILE_CONT as a window function
 * (MariaDB 10.3.3 and later; not MySQL): medians and percentiles are then computed inside it
 * (see percentiles.ts), else refused as not supported.
 */
export function mysqlDialect(tables: TableRefs, percentiles: () => boolean = () => true): SqlDialect {
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
      if (e.fn === 'median' || e.fn === 'quantile_cont') {
        if (!percentiles())
          notSupported(e.fn === 'median' ? 'A median' : 'A percentile', 'MySQL (it has no PERCENTILE_CONT)');
        if (!e.over || e.over.orderBy?.length) notSupported('A running percentile', 'MariaDB');
        return percentileWindow(e, render);
      }
      if (e.fn === 'date_part') {
        const unit = unitOf(e, DATE_PARTS) as (typeof DATE_PARTS)[number];
        const x = render(e.args[1] as Expr);
        // WEEKDAY counts from 0 = Monday; isodow from 1 = Monday.
        return unit === 'isodow' ? `(WEEKDAY(${x}) + 1)` : `${MYSQL_PARTS[unit]}(${x})`;
      }
      if (e.fn === 'date_name')
        return `${unitOf(e, ['month', 'weekday']) === 'month' ? 'MONTHNAME' : 'DAYNAME'}(${render(e.args[1] as Expr)})`;
      if (e.fn === 'period_label') {
        const x = render(e.args[1] as Expr);
        return unitOf(e, ['month', 'quarter']) === 'month'
          ? `DATE_FORMAT(${x}, '%Y-%m')`
          : `CONCAT(YEAR(${x}), ' Q', QUARTER(${x}))`;
      }
      if (e.fn === 'decade') return `(FLOOR(${render(e.args[0] as Expr)} / 10) * 10)`;
      if (e.fn === 'corr' || e.fn === 'regr_slope' || e.fn === 'regr_count') {
        if (e.over || e.distinct) notSupported('A correlation over a window', 'MySQL/MariaDB');
        return pairStatistic(e, render);
      }
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
    // `/` on exact numbers answers a decimal with 4 digits; divide as doubles like DuckDB does.
    binary: (op, left, right) =>
      op === 'ILIKE'
        ? `(LOWER(${left}) LIKE LOWER(${right}))`
        : op === '/'
          ? `(CAST(${left} AS DOUBLE) / ${right})`
          : undefined,
    // No NULLS LAST, and MariaDB cannot wrap an aggregate's alias in an expression: NULLs sort
    // lowest, so they come last when descending (top N) and first when ascending (bottom N).
    order: (expr, desc) => `${expr}${desc ? ' DESC' : ' ASC'}`,
    sample: (from, rows) => ({
      from: `(SELECT * FROM ${from} LIMIT ${finite(rows)}) AS sampled`,
      clause: '',
    }),
    rewrite: (q) => (percentiles() ? windowedPercentiles(q) : q),
  };
  return dialect;
}
