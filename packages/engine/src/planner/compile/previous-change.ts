/**
 * A query's first measure read as its change from the previous period ("the biggest jump from
 * one year to the next", "month-over-month growth"): the groups are computed as usual (monthly
 * totals, one row per year), then each period's value is set against the one before it with a
 * window `lag()` in time order, within each of the other groups (each symbol's own prices). The
 * first period of each series has no change and is left out; a ranking or a list reads the change.
 */
import type { AnalystQuery } from '@ai-analyst/contract';
import { isTemporalType } from '../../data/duck';
import {
  aggregate,
  binary,
  call,
  col,
  lit,
  star,
  windowed,
  type Expr,
  type OrderItem,
  type SelectItem,
  type SelectQuery,
} from '../../data/sql-builder';
import { ToolInputError } from '../../tools/types';
import {
  column,
  filterExpr,
  measureAlias,
  measureExpr,
  realGroup,
  type CompileTable,
  type GroupParts,
} from './exprs';
import { freeName, placesTaken, rankItems } from './ranks';

/** What the change is computed from: the query's table and its groups as compiled. */
export interface ChangeContext {
  info: CompileTable;
  from: SelectQuery['from'];
  groups: GroupParts[];
  groupAliases: string[];
}

/** The names of a period column: a date, a year, a period of the calendar. */
const PERIOD_NAME =
  /\b(year|yr|date|day|week|month|quarter|qtr|period|season|decade|time|fy)s?\b|^(year|date|month|week|quarter|period|season)/i;
/** Calendar parts that follow one another in time (not weekdays or hours, which repeat). */
const TIME_PARTS = new Set(['decade', 'year', 'quarter', 'month']);

/**
 * The indexes of the groups giving the time order (a year, then a quarter within it): the one
 * `change.along` names, else every date truncated to a grain, calendar part of time, date
 * column and column named like a period. The other groups are series of their own.
 */
export function timeGroupIndexes(q: AnalystQuery, info: CompileTable): number[] {
  const along = q.change?.along?.toLowerCase();
  if (along) {
    const at = q.groupBy.findIndex((g) => g.column.toLowerCase() === along);
    if (at >= 0) return [at];
  }
  const timely = (g: AnalystQuery['groupBy'][number]) =>
    g.grain !== undefined ||
    (g.part !== undefined && TIME_PARTS.has(g.part)) ||
    (!g.part && isTemporalType(column(info, g.column).type)) ||
    (!g.part && (PERIOD_NAME.test(g.column) || g.column.toLowerCase() === q.unpivot?.name.toLowerCase()));
  const found = q.groupBy.flatMap((g, i) => (timely(g) ? [i] : []));
  if (found.length) return found;
  throw new ToolInputError(
    'A change from the previous period needs the rows in time order: group by a date, year or period column.',
  );
}

/**
 * The query's filters, split: those on a column of the time groups apply once each period has
 * its change (so "since 2013" keeps 2013's change from 2012), read on the period's first value
 * of the column (`carried` through the sub-queries under its own name); the others apply to the
 * rows. A filter whose column name is taken by a result column applies to the rows.
 */
function splitFilters(
  q: AnalystQuery,
  info: CompileTable,
  times: number[],
  groupAliases: string[],
  taken: Set<string>,
): { early: Expr[]; late: Expr[]; carried: string[] } {
  const timeColumns = new Set(times.map((i) => column(info, q.groupBy[i]!.column).name));
  const raw = new Set(
    times.filter((i) => !q.groupBy[i]!.grain && !q.groupBy[i]!.part).map((i) => groupAliases[i] as string),
  );
  const early: Expr[] = [];
  const late: Expr[] = [];
  const carried: string[] = [];
  for (const f of q.filters) {
    const name = column(info, f.column).name;
    const asRow = !timeColumns.has(name) || (taken.has(name) && !raw.has(name));
    (asRow ? early : late).push(filterExpr(info, f));
    if (!asRow && !raw.has(name) && !carried.includes(name)) carried.push(name);
  }
  for (const name of carried) taken.add(name);
  return { early, late, carried };
}

/** The result column the change is read from: the difference, or the percentage change. */
export const changeKey = (q: AnalystQuery): string => (q.change?.as === 'percent' ? 'change_pct' : 'change');

/**
 * The SQL of an aggregate read as changes from the previous period, and its label and value
 * columns: the change first, then the period's value and the one before it.
 */
export function compileChange(
  q: AnalystQuery,
  ctx: ChangeContext,
  render: (query: SelectQuery) => string,
): { sql: string; labelKeys: string[]; valueKeys: string[] } {
  const { info, from, groups, groupAliases } = ctx;
  if (!groups.length) throw new ToolInputError('A change from the previous period needs a time grouping.');
  const times = timeGroupIndexes(q, info);
  const m = q.measures[0] ?? { fn: 'count' as const };
  const taken = new Set(groupAliases);
  const { early, late, carried } = splitFilters(q, info, times, groupAliases, taken);
  const value = freeName(measureAlias(m), taken);
  const previous = freeName('previous', taken);
  const change = freeName('change', taken);
  const pct = freeName('change_pct', taken);
  const sorts = groups.map(() => freeName('sort_key', taken));
  // 1. the value of each period (of each series)
  const periods: SelectQuery = {
    select: [
      ...groups.map((g, i) => ({ expr: g.label, as: groupAliases[i] as string })),
      ...groups.map((g, i) => ({ expr: g.sort, as: sorts[i] as string })),
      { expr: measureExpr(info, m), as: value },
      ...carried.map((name) => ({ expr: call('min', col(name)), as: name })),
    ],
    from,
    where: [...early, ...q.groupBy.map((g) => realGroup(info, g))],
    groupBy: groups.map((g) => g.key),
  };
  // 2. the value of the period before, within the same series
  const series = sorts.filter((_, i) => !times.includes(i)).map((s) => col(s));
  const inTime: OrderItem[] = times.map((i) => ({ expr: col(sorts[i] as string) }));
  const before = windowed(call('lag', col(value)), inTime, series);
  const difference = binary('-', col(value), col(previous));
  const lagged: SelectQuery = {
    select: [
      ...[...groupAliases, ...sorts, value, ...carried].map((name): SelectItem => ({ expr: col(name) })),
      { expr: before, as: previous },
    ],
    from: { query: periods, as: 'periods' },
  };
  // 3. the change, where there is a period before
  const changes: SelectItem[] = [
    { expr: difference, as: change },
    {
      expr: binary(
        '/',
        binary('*', lit(100), difference),
        call('nullif', call('abs', col(previous)), lit(0)),
      ),
      as: pct,
    },
  ];
  const visible = [...groupAliases, change, pct, value, previous];
  const withChange: SelectQuery = {
    select: [
      ...[...groupAliases, ...sorts, value, previous].map((name) => ({ expr: col(name) })),
      ...changes,
    ],
    from: { query: lagged, as: 'lagged' },
    where: [{ kind: 'isNull', expr: col(previous), negated: true }, ...late],
  };
  const key = q.change?.as === 'percent' ? pct : change;
  const keys = {
    labelKeys: groupAliases,
    valueKeys: key === pct ? [pct, change, value, previous] : [change, pct, value, previous],
  };
  // "how many years was X lower than the year before": the periods with a fall (a rise) counted
  if (q.change?.count) {
    const periods = freeName('periods', taken);
    const others = groupAliases.filter((_, i) => !times.includes(i));
    return {
      sql: render({
        select: [
          ...others.map((name) => ({ expr: col(name) })),
          { expr: aggregate('count', star), as: periods },
        ],
        from: { query: withChange, as: 'changes' },
        where: [binary(q.change.count === 'fall' ? '<' : '>', col(change), lit(0))],
        ...(others.length
          ? { groupBy: others.map((name) => col(name)), orderBy: others.map((name) => ({ expr: col(name) })) }
          : {}),
      }),
      labelKeys: others,
      valueKeys: [periods],
    };
  }
  const shown = visible.map((name) => ({ expr: col(name) }));
  const inOrder = [...series.map((expr) => ({ expr })), ...inTime];
  const dir = q.order && q.order.by !== 'group' ? q.order.dir : undefined;
  if (!dir) {
    // the changes in time order (each series after the other)
    return {
      sql: render({
        select: shown,
        from: { query: withChange, as: 'changes' },
        orderBy: inOrder,
        ...(q.limit ? { limit: q.limit } : {}),
      }),
      ...keys,
    };
  }
  const byChange: OrderItem = { expr: col(key), desc: dir === 'desc', nullsLast: true };
  if (!q.limit)
    return {
      sql: render({
        select: shown,
        from: { query: withChange, as: 'changes' },
        orderBy: [byChange, ...inOrder],
      }),
      ...keys,
    };
  // the top N changes, with every period tied with the last of them
  const rank = freeName('rank_', taken);
  const ranked: SelectQuery = {
    select: [
      ...[...groupAliases, ...sorts, value, previous, change, pct].map((name) => ({ expr: col(name) })),
      ...rankItems(rank, byChange, q.offset),
    ],
    from: { query: withChange, as: 'changes' },
  };
  return {
    sql: render({
      select: shown,
      from: { query: ranked, as: 'ranked' },
      where: placesTaken(rank, q.limit, q.offset),
      orderBy: [byChange, ...inOrder],
      limit: q.limit + 20,
    }),
    ...keys,
  };
}
