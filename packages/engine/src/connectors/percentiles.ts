/**
 * Medians and percentiles on MariaDB, which has PERCENTILE_CONT (and MEDIAN) only as window
 * functions (10.3.3 and later): a query aggregating `median(x)` or `quantile_cont(x, p)` is
 * rewritten so that a derived table computes, on every row that passed the WHERE, the percentile
 * of its group (`PERCENTILE_CONT(p) WITHIN GROUP (ORDER BY x) OVER (PARTITION BY the GROUP BY
 * keys)`), and the outer query groups as before and takes that value once per group (MAX of a
 * value every row of the group shares). A FILTER on the call orders by `CASE WHEN … THEN x END`:
 * the percentile ignores NULLs, so only the rows meeting the condition count.
 */
import { aggregate, col, lit, star, type CallExpr, type Expr, type SelectQuery } from '../data/sql-builder';

/** The column of the derived table holding the i-th percentile. */
const alias = (i: number) => `percentile_${i}`;

/** Rebuilds an expression with `swap` applied to every node, children first. */
function mapExpr(e: Expr, swap: (e: Expr) => Expr | undefined): Expr {
  const m = (inner: Expr) => mapExpr(inner, swap);
  const replaced = swap(e);
  if (replaced) return replaced;
  switch (e.kind) {
    case 'call':
      return {
        ...e,
        args: e.args.map(m),
        ...(e.filter ? { filter: m(e.filter) } : {}),
        ...(e.over
          ? {
              over: {
                ...e.over,
                ...(e.over.orderBy
                  ? { orderBy: e.over.orderBy.map((o) => ({ ...o, expr: m(o.expr) })) }
                  : {}),
              },
            }
          : {}),
      };
    case 'binary':
      return { ...e, left: m(e.left), right: m(e.right) };
    case 'all':
      return { ...e, parts: e.parts.map(m) };
    case 'in':
      return { ...e, expr: m(e.expr), values: e.values.map(m) };
    case 'between':
      return { ...e, expr: m(e.expr), low: m(e.low), high: m(e.high) };
    case 'isNull':
    case 'cast':
      return { ...e, expr: m(e.expr) };
    default:
      return e;
  }
}

const isPercentile = (e: Expr): e is CallExpr =>
  e.kind === 'call' && (e.fn === 'median' || e.fn === 'quantile_cont') && !e.over;

/** The query with its aggregated percentiles computed as windows in a derived table (unchanged without any). */
export function windowedPercentiles(q: SelectQuery): SelectQuery {
  const found = new Map<string, { call: CallExpr; as: string }>();
  const swap = (e: Expr): Expr | undefined => {
    if (!isPercentile(e)) return undefined;
    const key = JSON.stringify(e);
    let entry = found.get(key);
    if (!entry) found.set(key, (entry = { call: e, as: alias(found.size) }));
    return aggregate('max', col(entry.as));
  };
  const select = q.select.map((s) => ({ ...s, expr: mapExpr(s.expr, swap) }));
  const orderBy = q.orderBy?.map((o) => ({ ...o, expr: mapExpr(o.expr, swap) }));
  if (found.size === 0) return q;
  const keys = q.groupBy ?? [];
  const windows = [...found.values()].map(({ call, as }) => {
    const [value, p] = call.fn === 'median' ? [call.args[0] as Expr, lit(0.5)] : (call.args as [Expr, Expr]);
    const window: Expr = {
      kind: 'call',
      fn: 'quantile_cont',
      args: [value, p, ...keys],
      ...(call.filter ? { filter: call.filter } : {}),
      over: {},
    };
    return { expr: window, as };
  });
  const rows: SelectQuery = {
    select: [{ expr: star }, ...windows],
    from: q.from,
    ...(q.where?.length ? { where: q.where } : {}),
  };
  const { where: _where, ...rest } = q;
  return { ...rest, select, ...(orderBy ? { orderBy } : {}), from: { query: rows, as: 'percentile_rows' } };
}

/**
 * MariaDB's spelling of a windowed percentile made by `windowedPercentiles`: the value, the
 * fraction, then the partition keys as arguments.
 */
export function percentileWindow(e: CallExpr, render: (e: Expr) => string): string {
  const [value, p, ...keys] = e.args as [Expr, Expr, ...Expr[]];
  const ordered = e.filter ? `CASE WHEN ${render(e.filter)} THEN ${render(value)} END` : render(value);
  const partition = keys.length ? `PARTITION BY ${keys.map(render).join(', ')}` : '';
  return `PERCENTILE_CONT(${render(p)}) WITHIN GROUP (ORDER BY ${ordered}) OVER (${partition})`;
}
