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
  | 'abs'
  | 'nullif'
  | 'lower'
  | 'date_trunc'
  | 'date_diff';

export type SqlOperator = '=' | '!=' | '<' | '<=' | '>' | '>=' | '+' | '-' | '*' | '/' | 'ILIKE';
export type SqlType = 'DATE' | 'VARCHAR' | 'DOUBLE';

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
      /** A window: `OVER ()` with an empty object, `OVER (ORDER BY …)` with orderBy. */
      over?: { orderBy?: OrderItem[] };
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

/** A window function over the whole result (`OVER ()`) or ordered rows. */
export function windowed(expr: Expr, orderBy: OrderItem[] = []): Expr {
  if (expr.kind !== 'call') throw new Error('Only function calls can be windowed.');
  return { ...expr, over: { orderBy } };
}

export interface SelectItem {
  expr: Expr;
  as?: string;
}

export interface SelectQuery {
  select: SelectItem[];
  /** A dataset by name, or a sub-query with an alias. */
  from: { table: string } | { query: SelectQuery; as: string };
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

function renderOrder(items: OrderItem[]): string {
  return items
    .map((o) => `${renderExpr(o.expr)}${o.desc ? ' DESC' : ' ASC'}${o.nullsLast ? ' NULLS LAST' : ''}`)
    .join(', ');
}

/** Renders one expression; identifiers and literals are quoted here and nowhere else. */
export function renderExpr(e: Expr): string {
  switch (e.kind) {
    case 'column':
      return quoteIdent(e.name);
    case 'literal':
      return sqlValue(e.value);
    case 'star':
      return '*';
    case 'call': {
      const args = e.args.map(renderExpr).join(', ');
      let text = `${e.fn}(${e.distinct ? 'DISTINCT ' : ''}${args})`;
      if (e.filter) text += ` FILTER (WHERE ${renderExpr(e.filter)})`;
      if (e.over) text += ` OVER (${e.over.orderBy?.length ? `ORDER BY ${renderOrder(e.over.orderBy)}` : ''})`;
      return text;
    }
    case 'binary':
      return `(${renderExpr(e.left)} ${e.op} ${renderExpr(e.right)})`;
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
      return `CAST(${renderExpr(e.expr)} AS ${e.type})`;
  }
}

/** Renders a whole SELECT statement from its structure. */
export function renderSelect(q: SelectQuery): string {
  if (q.select.length === 0) throw new Error('A query needs at least one output column.');
  const items = q.select.map((s) => (s.as === undefined ? renderExpr(s.expr) : `${renderExpr(s.expr)} AS ${quoteIdent(s.as)}`));
  const from = 'table' in q.from ? quoteIdent(q.from.table) : `(${renderSelect(q.from.query)}) AS ${quoteIdent(q.from.as)}`;
  let sql = `SELECT ${items.join(', ')} FROM ${from}`;
  if (q.where?.length) sql += ` WHERE ${q.where.map(renderExpr).join(' AND ')}`;
  // Sampling applies to the rows the FROM clause yields, before WHERE, wherever it is written.
  if (q.sampleRows !== undefined) sql += ` USING SAMPLE ${count(q.sampleRows, 'sample size')} ROWS`;
  if (q.groupBy?.length) sql += ` GROUP BY ${q.groupBy.map(renderExpr).join(', ')}`;
  if (q.orderBy?.length) sql += ` ORDER BY ${renderOrder(q.orderBy)}`;
  if (q.limit !== undefined) sql += ` LIMIT ${count(q.limit, 'limit')}`;
  return sql;
}

/** `SUMMARIZE "name"`: per-column statistics of one dataset. */
export function renderSummarize(table: string): string {
  return `SUMMARIZE ${quoteIdent(table)}`;
}
