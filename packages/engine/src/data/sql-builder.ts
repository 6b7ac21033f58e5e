/**
 * A small structural SQL builder for the queries the tools generate. A query is a tree of plain
 * objects (columns, literals, function calls, comparisons) and is turned into text exactly once,
 * by `renderSelect`, which quotes every identifier and literal at that moment. Nothing is ever
 * spliced into already-rendered SQL, so a column named `t$3`, `a"b` or `x) FILTER (…` is just a
 * name: it cannot change the shape of the statement. Function names, operators and cast types
 * come from fixed lists, never from callers' strings.
 */
import { quoteIdent, sqlValue } from './sql';

export type SqlScalar = string | number | boolean | null;

/** Functions the builder may call; anything else is a programming error caught by the compiler. */
export type SqlFunction =
  | 'sum'
  | 'avg'
  | 'count'
  | 'min'
  | 'max'
  | 'median'
  | 'corr'
  | 'regr_slope'
  | 'regr_count'
  | 'rank'
  /** `lag(x)`: x on the row before, in the window's order (a window function). */
  | 'lag'
  | 'abs'
  | 'nullif'
  | 'coalesce'
  | 'lower'
  | 'date_trunc'
  | 'date_diff'
  | 'trim'
  | 'stddev_samp'
  /** `quantile_cont(x, p)`: the continuous p-quantile of x. */
  | 'quantile_cont'
  /** `date_part(unit, x)` with unit year, quarter, month, isodow (1 = Monday), day or hour. */
  | 'date_part'
  /** `date_name(unit, x)`: the English name of x's month or weekday (unit month or weekday). */
  | 'date_name'
  /** `period_label(unit, x)`: x's month as `2024-01` or quarter as `2024 Q1` (unit month or quarter). */
  | 'period_label'
  /** `decade(year)`: the year rounded down to its decade (1987 → 1980). */
  | 'decade';

export type SqlOperator = '=' | '!=' | '<' | '<=' | '>' | '>=' | '+' | '-' | '*' | '/' | 'ILIKE';
export type SqlType = 'DATE' | 'VARCHAR' | 'DOUBLE' | 'INTEGER';

/** A function call node, as dialects see it when they spell one differently. */
export type CallExpr = Extract<Expr, { kind: 'call' }>;

/**
 * How one SQL engine spells what the builder produces. DuckDB (the file workspace) is the
 * default; database connectors supply their own (PostgreSQL, MySQL/MariaDB) so the same query
 * tree runs where the data lives. A dialect that cannot express a node throws an error whose
 * message is meant for the user.
 */
export interface SqlDialect {
  readonly name: string;
  ident(name: string): string;
  value(value: SqlScalar): string;
  /** The FROM reference of a dataset by its name. */
  table(name: string): string;
  castType(type: SqlType): string;
  /** A call spelled differently from `fn(args) FILTER (WHERE …) OVER (…)`, or undefined. */
  call?(e: CallExpr, render: (e: Expr) => string): string | undefined;
  /** A binary operation spelled differently from `(left op right)`, or undefined. */
  binary?(op: SqlOperator, left: string, right: string): string | undefined;
  /** One ORDER BY item. */
  order(expr: string, desc: boolean, nullsLast: boolean): string;
  /** A bounded sample of a FROM reference: the new reference and any clause after WHERE. */
  sample(from: string, rows: number): { from: string; clause: string };
  /** The query restructured before it is spelled (an engine computing an aggregate another way). */
  rewrite?(q: SelectQuery): SelectQuery;
}

/** The literal unit a date call names first (`date_part('year', x)`), checked against `allowed`. */
export function unitOf(e: CallExpr, allowed: readonly string[]): string {
  const unit = e.args[0];
  if (unit?.kind !== 'literal' || typeof unit.value !== 'string' || !allowed.includes(unit.value))
    throw new Error(`${e.fn} needs a literal unit among ${allowed.join(', ')}.`);
  return unit.value;
}

export const DATE_PARTS = ['year', 'quarter', 'month', 'isodow', 'day', 'hour'] as const;

/** DuckDB's spelling: the file workspace's engine. */
export const DUCKDB: SqlDialect = {
  name: 'duckdb',
  ident: quoteIdent,
  value: sqlValue,
  table: quoteIdent,
  castType: (type) => type,
  call(e, render) {
    const x = () => render(e.args[1] as Expr);
    switch (e.fn) {
      case 'date_name':
        return `${unitOf(e, ['month', 'weekday']) === 'month' ? 'monthname' : 'dayname'}(${x()})`;
      case 'period_label':
        return unitOf(e, ['month', 'quarter']) === 'month'
          ? `strftime(${x()}, '%Y-%m')`
          : `(year(${x()})::VARCHAR || ' Q' || quarter(${x()})::VARCHAR)`;
      case 'decade':
        return `((${render(e.args[0] as Expr)} // 10) * 10)`;
      case 'date_part':
        unitOf(e, DATE_PARTS);
        return undefined;
      default:
        return undefined;
    }
  },
  order: (expr, desc, nullsLast) => `${expr}${desc ? ' DESC' : ' ASC'}${nullsLast ? ' NULLS LAST' : ''}`,
  // Sampling applies to the rows the FROM clause yields, before WHERE, wherever it is written.
  sample: (from, rows) => ({ from, clause: ` USING SAMPLE ${rows} ROWS` }),
};

export interface OrderItem {
  expr: Expr;
  desc?: boolean;
  nullsLast?: boolean;
}

export type Expr =
  | { kind: 'column'; name: string }
  | { kind: 'literal'; value: SqlScalar }
  | { kind: 'star' }
  | {
      kind: 'call';
      fn: SqlFunction;
      args: Expr[];
      distinct?: boolean;
      filter?: Expr;
      /** A window: `OVER ()` with an empty object, `OVER (PARTITION BY … ORDER BY …)` with these. */
      over?: { orderBy?: OrderItem[]; partitionBy?: Expr[] };
    }
  | { kind: 'binary'; op: SqlOperator; left: Expr; right: Expr }
  | { kind: 'all'; of: 'AND' | 'OR'; parts: Expr[] }
  | { kind: 'in'; expr: Expr; values: Expr[]; negated: boolean }
  | { kind: 'between'; expr: Expr; low: Expr; high: Expr }
  | { kind: 'isNull'; expr: Expr; negated: boolean }
  | { kind: 'cast'; expr: Expr; type: SqlType };

export const col = (name: string): Expr => ({ kind: 'column', name });
export const lit = (value: SqlScalar): Expr => ({ kind: 'literal', value });
export const star: Expr = { kind: 'star' };
export const call = (fn: SqlFunction, ...args: Expr[]): Expr => ({ kind: 'call', fn, args });
export const binary = (op: SqlOperator, left: Expr, right: Expr): Expr => ({ kind: 'binary', op, left, right });
export const cast = (expr: Expr, type: SqlType): Expr => ({ kind: 'cast', expr, type });
export const and = (...parts: Expr[]): Expr => ({ kind: 'all', of: 'AND', parts });
export const or = (...parts: Expr[]): Expr => ({ kind: 'all', of: 'OR', parts });
export const isNotNull = (expr: Expr): Expr => ({ kind: 'isNull', expr, negated: true });

/** An aggregate with an optional `DISTINCT` and `FILTER (WHERE …)`, e.g. a measure in a period. */
export function aggregate(fn: SqlFunction, arg: Expr, options: { distinct?: boolean; filter?: Expr } = {}): Expr {
  return { kind: 'call', fn, args: [arg], ...options };
}

/** A window function over the whole result (`OVER ()`) or ordered rows, within `partitionBy`'s groups when given. */
export function windowed(expr: Expr, orderBy: OrderItem[] = [], partitionBy: Expr[] = []): Expr {
  if (expr.kind !== 'call') throw new Error('Only function calls can be windowed.');
  return { ...expr, over: partitionBy.length ? { orderBy, partitionBy } : { orderBy } };
}

export interface SelectItem {
  expr: Expr;
  as?: string;
}

export interface SelectQuery {
  select: SelectItem[];
  /** A dataset by name, a sub-query with an alias, or sub-queries whose rows are stacked (`UNION ALL`). */
  from: { table: string } | { query: SelectQuery; as: string } | { union: SelectQuery[]; as: string };
  where?: Expr[];
  groupBy?: Expr[];
  orderBy?: OrderItem[];
  limit?: number;
  /** `USING SAMPLE n ROWS`: a uniform sample of at most n rows. */
  sampleRows?: number;
}

function count(n: number, what: string): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`Invalid ${what}: ${n}`);
  return String(n);
}

function renderOrder(items: OrderItem[], d: SqlDialect): string {
  return items.map((o) => d.order(renderExpr(o.expr, d), !!o.desc, !!o.nullsLast)).join(', ');
}

/** Renders one expression; identifiers and literals are quoted here and nowhere else. */
export function renderExpr(e: Expr, d: SqlDialect = DUCKDB): string {
  const renderExpr = (inner: Expr) => renderOne(inner, d);
  switch (e.kind) {
    case 'column':
      return d.ident(e.name);
    case 'literal':
      return d.value(e.value);
    case 'star':
      return '*';
    case 'call': {
      const special = d.call?.(e, renderExpr);
      if (special !== undefined) return special;
      const args = e.args.map(renderExpr).join(', ');
      let text = `${e.fn}(${e.distinct ? 'DISTINCT ' : ''}${args})`;
      if (e.filter) text += ` FILTER (WHERE ${renderExpr(e.filter)})`;
      if (e.over) {
        const parts = e.over.partitionBy?.length ? `PARTITION BY ${e.over.partitionBy.map(renderExpr).join(', ')}` : '';
        const order = e.over.orderBy?.length ? `ORDER BY ${renderOrder(e.over.orderBy, d)}` : '';
        text += ` OVER (${[parts, order].filter(Boolean).join(' ')})`;
      }
      return text;
    }
    case 'binary': {
      const left = renderExpr(e.left);
      const right = renderExpr(e.right);
      return d.binary?.(e.op, left, right) ?? `(${left} ${e.op} ${right})`;
    }
    case 'all':
      if (e.parts.length === 0) return e.of === 'AND' ? 'TRUE' : 'FALSE';
      return `(${e.parts.map(renderExpr).join(` ${e.of} `)})`;
    case 'in':
      if (e.values.length === 0) throw new Error('IN needs at least one value.');
      return `(${renderExpr(e.expr)} ${e.negated ? 'NOT IN' : 'IN'} (${e.values.map(renderExpr).join(', ')}))`;
    case 'between':
      return `(${renderExpr(e.expr)} BETWEEN ${renderExpr(e.low)} AND ${renderExpr(e.high)})`;
    case 'isNull':
      return `(${renderExpr(e.expr)} IS ${e.negated ? 'NOT ' : ''}NULL)`;
    case 'cast':
      return `CAST(${renderExpr(e.expr)} AS ${d.castType(e.type)})`;
  }
}

function renderOne(e: Expr, d: SqlDialect): string {
  return renderExpr(e, d);
}

/** Renders a whole SELECT statement from its structure. */
export function renderSelect(query: SelectQuery, d: SqlDialect = DUCKDB): string {
  const q = d.rewrite ? d.rewrite(query) : query;
  if (q.select.length === 0) throw new Error('A query needs at least one output column.');
  const renderExpr = (e: Expr) => renderOne(e, d);
  const items = q.select.map((s) => (s.as === undefined ? renderExpr(s.expr) : `${renderExpr(s.expr)} AS ${d.ident(s.as)}`));
  let from =
    'table' in q.from
      ? d.table(q.from.table)
      : 'union' in q.from
        ? `(${q.from.union.map((part) => renderSelect(part, d)).join(' UNION ALL ')}) AS ${d.ident(q.from.as)}`
        : `(${renderSelect(q.from.query, d)}) AS ${d.ident(q.from.as)}`;
  let sample = '';
  if (q.sampleRows !== undefined) ({ from, clause: sample } = d.sample(from, Number(count(q.sampleRows, 'sample size'))));
  let sql = `SELECT ${items.join(', ')} FROM ${from}`;
  if (q.where?.length) sql += ` WHERE ${q.where.map(renderExpr).join(' AND ')}`;
  sql += sample;
  if (q.groupBy?.length) sql += ` GROUP BY ${q.groupBy.map(renderExpr).join(', ')}`;
  if (q.orderBy?.length) sql += ` ORDER BY ${renderOrder(q.orderBy, d)}`;
  if (q.limit !== undefined) sql += ` LIMIT ${count(q.limit, 'limit')}`;
  return sql;
}

/** `SUMMARIZE "name"`: per-column statistics of one dataset. */
export function renderSummarize(table: string): string {
  return `SUMMARIZE ${quoteIdent(table)}`;
}
