/**
 * Compiles an AnalystQuery to one SELECT through the structural builder (data/sql-builder): the
 * query becomes a tree, and the tree is rendered once in the dialect of where the table lives —
 * DuckDB for files, PostgreSQL or MySQL/MariaDB for a connected database table — so the same
 * question runs inside the database and only its aggregated rows come back. Identifiers and
 * values are quoted by the dialect; columns are checked against the table's schema first.
 * What the query means in words lives in compile/words.ts.
 */
import type { AnalystQuery } from '@ai-analyst/contract';
import {
  binary,
  call,
  col,
  DUCKDB,
  lit,
  renderExpr,
  renderSelect,
  windowed,
  type Expr,
  type OrderItem,
  type SelectItem,
  type SelectQuery,
  type SqlDialect,
} from '../data/sql-builder';
import { ToolInputError } from '../tools/types';
import {
  column,
  filterExpr,
  groupParts,
  measureAlias,
  measureExpr,
  realGroup,
  type CompileTable,
  type GroupParts,
} from './compile/exprs';
import { withDerived } from './compile/derived';
import { compileChange } from './compile/previous-change';
import { freeName, placesTaken, rankItems } from './compile/ranks';
import { withUnpivot } from './compile/unpivot';
import { withinRanked } from './compile/within';

export { measureAlias } from './compile/exprs';
export { derivedName } from './compile/derived';
export type { CompileTable } from './compile/exprs';
export { describeQuery, filterWords, groupWords, measureWords, placeWord } from './compile/words';

export interface Compiled {
  sql: string;
  /** Result columns that label a row (groups, or the row's own columns). */
  labelKeys: string[];
  /** Result columns holding the answer's numbers, first is the main one. */
  valueKeys: string[];
}

/** One filter as SQL text in `dialect` (DuckDB by default). */
export function filterSql(
  info: CompileTable,
  f: AnalystQuery['filters'][number],
  dialect: SqlDialect = DUCKDB,
): string {
  return renderExpr(filterExpr(info, f), dialect);
}

const hundred = lit(100);
const percentOf = (part: Expr, whole: Expr): Expr =>
  binary('/', binary('*', hundred, part), call('nullif', whole, lit(0)));

interface Shape {
  select: SelectItem[];
  where: Expr[];
  groups: GroupParts[];
  /** The result columns shown, in order. */
  visible: string[];
}

/**
 * Orders the groups: by the measure (a ranking) or in their own order (periods, calendar parts).
 * A top N keeps every group tied with the last of them, so a tie for first is shown whole; the
 * rank is computed in an inner query and filtered outside, which every engine understands.
 */
function ordered(
  q: AnalystQuery,
  shape: Shape,
  from: SelectQuery['from'],
  measure: { expr: Expr; alias: string },
  fallback?: 'asc' | 'desc',
): SelectQuery {
  const base: SelectQuery = {
    select: shape.select,
    from,
    where: shape.where,
    ...(shape.groups.length ? { groupBy: shape.groups.map((g) => g.key) } : {}),
  };
  if (!shape.groups.length) return base;
  // Groups of a column read best as a ranking; periods and calendar parts in their own order.
  const periods = q.unpivot?.name.toLowerCase();
  const byTime =
    q.groupBy.some((g) => g.grain || g.part) ||
    q.groupBy.every((g) => /year/i.test(g.column) || g.column.toLowerCase() === periods);
  const dir = q.order?.dir ?? fallback ?? (byTime ? undefined : 'desc');
  const ranked = q.order?.by !== 'group' && !!dir;
  const desc = dir === 'desc';
  if (!ranked) {
    return {
      ...base,
      orderBy: shape.groups.map((g) => ({ expr: g.sort })),
      ...(q.limit ? { limit: q.limit } : {}),
    };
  }
  const byMeasure: OrderItem = { expr: col(measure.alias), desc, nullsLast: true };
  if (!q.limit) return { ...base, orderBy: [byMeasure, ...shape.groups.map((g) => ({ expr: g.sort }))] };
  const taken = new Set(shape.visible);
  const sorts = shape.groups.map((g) => ({ expr: g.sort, as: freeName('sort_key', taken) }));
  const rank = freeName('rank_', taken);
  const inner: SelectQuery = {
    ...base,
    select: [
      ...shape.select,
      ...sorts,
      ...rankItems(rank, { expr: measure.expr, desc, nullsLast: true }, q.offset),
    ],
  };
  return {
    select: shape.visible.map((name) => ({ expr: col(name) })),
    from: { query: inner, as: 'ranked' },
    where: placesTaken(rank, q.limit, q.offset),
    orderBy: [byMeasure, ...sorts.map((s) => ({ expr: col(s.as) }))],
    limit: q.limit + 20,
  };
}

/** The SQL of a query in `dialect` (DuckDB by default) and which result columns are labels and values. */
export function compileQuery(source: CompileTable, q: AnalystQuery, dialect: SqlDialect = DUCKDB): Compiled {
  // a wide table's period columns read as rows, then derived numbers (high − low): columns of
  // sub-queries, named like any other column
  const long = withUnpivot(source, q);
  const derived = withDerived(long.table, q, long.from);
  const info = derived.table;
  // an aggregate over the first rows of a ranking reads only those rows
  const from = withinRanked(info, q, derived.from);
  const render = (query: SelectQuery): string => renderSelect(query, dialect);
  const groups = q.groupBy.map((g) => {
    const parts = groupParts(info, g);
    // a wide table's named periods ("Q1 2020"…) sort in the order of their columns
    const period = long.periodOrder && !g.part && !g.grain && g.column.toLowerCase() === q.unpivot?.name.toLowerCase();
    return period ? { ...parts, sort: call('min', col(long.periodOrder as string)) } : parts;
  });
  const aliases = new Set<string>();
  const uniq = (a: string) => {
    let out = a;
    for (let i = 2; aliases.has(out); i++) out = `${a}_${i}`;
    aliases.add(out);
    return out;
  };
  const groupAliases = groups.map((g) => uniq(g.alias));
  const selectGroups: SelectItem[] = groups.map((g, i) => ({ expr: g.label, as: groupAliases[i] as string }));
  const filters = q.filters.map((f) => filterExpr(info, f));
  const all = (exprs: Expr[]): Expr => ({ kind: 'all', of: 'AND', parts: exprs });
  const shape = (items: SelectItem[], where: Expr[] = filters): Shape => {
    const select = [...selectGroups, ...items];
    return { select, where, groups, visible: select.map((s) => s.as as string) };
  };
  // Grouped rows in the groups' own order.
  const plain = (s: Shape): SelectQuery => ({
    select: s.select,
    from,
    where: s.where,
    ...(groups.length
      ? { groupBy: groups.map((g) => g.key), orderBy: groups.map((g) => ({ expr: g.sort })) }
      : {}),
  });
  switch (q.kind) {
    case 'rows': {
      const shown = info.columns.map((c) => c.name).filter((n) => n !== long.periodOrder);
      const cols = (q.columns?.length ? q.columns : shown).map(
        (n) => column(info, n).name,
      );
      const byCol = q.order ? column(info, q.order.by).name : undefined;
      const limit = q.limit ?? 20;
      const select = cols.map((name) => ({ expr: col(name) }));
      if (!q.order || !byCol) {
        const sql = render({ select, from, where: filters, limit });
        return { sql, labelKeys: cols, valueKeys: [] };
      }
      // The rows with the highest (lowest) value, with every row tied with the last of them.
      const desc = q.order.dir === 'desc';
      const rank = freeName('rank_', new Set(cols));
      const inner: SelectQuery = {
        select: [
          ...select,
          ...(cols.includes(byCol) ? [] : [{ expr: col(byCol) }]),
          ...rankItems(rank, { expr: col(byCol), desc }, q.offset),
        ],
        from,
        where: [...filters, { kind: 'isNull', expr: col(byCol), negated: true }],
      };
      const sql = render({
        select,
        from: { query: inner, as: 'ranked' },
        where: placesTaken(rank, limit, q.offset),
        orderBy: [{ expr: col(byCol), desc }],
        limit: Math.max(limit, 50),
      });
      return { sql, labelKeys: cols.filter((c) => c !== byCol), valueKeys: [byCol] };
    }
    case 'percent': {
      const cond = all((q.condition ?? []).map((f) => filterExpr(info, f)));
      const m = q.measures[0];
      const matched = m?.column ? measureExpr(info, m, cond) : measureExpr(info, { fn: 'count' }, cond);
      const total = m?.column ? measureExpr(info, m) : measureExpr(info, { fn: 'count' });
      const value = percentOf(matched, total);
      const s = shape([
        { expr: value, as: 'percent' },
        { expr: matched, as: 'matching' },
        { expr: total, as: 'total' },
      ]);
      const sql = render(ordered(q, s, from, { expr: value, alias: 'percent' }));
      return { sql, labelKeys: groupAliases, valueKeys: ['percent', 'matching', 'total'] };
    }
    case 'share': {
      const m = q.measures[0] ?? { fn: 'count' as const };
      const alias = measureAlias(m);
      const value = measureExpr(info, m);
      const s = shape([
        { expr: value, as: alias },
        { expr: percentOf(value, windowed(call('sum', value))), as: 'percent' },
      ]);
      const sql = render(ordered(q, s, from, { expr: value, alias }, 'desc'));
      return { sql, labelKeys: groupAliases, valueKeys: ['percent', alias] };
    }
    case 'compare': {
      const m = q.measures[0] ?? { fn: 'count' as const };
      const [a, b] = q.sides ?? [];
      if (!a || !b) throw new ToolInputError('A comparison needs two sides.');
      const va = measureExpr(info, m, all(a.filters.map((f) => filterExpr(info, f))));
      const vb = measureExpr(info, m, all(b.filters.map((f) => filterExpr(info, f))));
      const difference = binary('-', vb, va);
      const pct = percentOf(difference, call('abs', va));
      const s = shape([
        { expr: va, as: 'a' },
        { expr: vb, as: 'b' },
        { expr: difference, as: 'difference' },
        { expr: pct, as: 'change_pct' },
      ]);
      // groups ranked by their change ("which region grew the most"), or by their % change
      // ("… the most in %": order by `change_pct`)
      const byPct = q.order?.by === 'change_pct';
      const sql =
        (q.order?.by === 'measure' || byPct) && groups.length
          ? render(
              ordered(q, s, from, byPct ? { expr: pct, alias: 'change_pct' } : { expr: difference, alias: 'difference' }),
            )
          : render(plain(s));
      return { sql, labelKeys: groupAliases, valueKeys: ['a', 'b', 'difference', 'change_pct'] };
    }
    case 'correlation': {
      const [x, y] = q.pair ?? [];
      if (!x || !y) throw new ToolInputError('A correlation needs two numeric columns.');
      const cx = col(column(info, x).name);
      const cy = col(column(info, y).name);
      const both = all([
        { kind: 'isNull', expr: cx, negated: true },
        { kind: 'isNull', expr: cy, negated: true },
      ]);
      const s = shape([
        { expr: call('corr', cx, cy), as: 'r' },
        { expr: measureExpr(info, { fn: 'count' }, both), as: 'pairs' },
      ]);
      return { sql: render(plain(s)), labelKeys: groupAliases, valueKeys: ['r', 'pairs'] };
    }
    default: {
      // the first measure as its change from the previous period
      if (q.change) return compileChange(q, { info, from, groups, groupAliases }, render);
      const measures = q.measures.length ? q.measures : [{ fn: 'count' as const }];
      const mAliases = measures.map((m) => uniq(measureAlias(m)));
      const items: SelectItem[] = measures.map((m, i) => ({
        expr: measureExpr(info, m),
        as: mAliases[i] as string,
      }));
      if (!groups.length && !measures.some((m) => m.fn === 'count' && !m.column)) {
        items.push({ expr: measureExpr(info, { fn: 'count' }), as: uniq('rows') });
        // one figure of a column: how many of the rows hold a value of it (an average skips the rest)
        const only = measures.length === 1 ? measures[0]! : undefined;
        if (only?.column && !only.per && !only.plus?.length && ['avg', 'median', 'percentile', 'sum', 'min', 'max', 'stddev'].includes(only.fn))
          items.push({ expr: measureExpr(info, { fn: 'count', column: only.column }), as: uniq('valued') });
      }
      // A ranking names real groups: rows without a value in the grouped column are left out.
      const ranking =
        q.limit && q.order && q.order.by !== 'group' ? q.groupBy.map((g) => realGroup(info, g)) : [];
      const s = shape(items, [...filters, ...ranking]);
      const first = { expr: items[0]?.expr as Expr, alias: mAliases[0] as string };
      return { sql: render(ordered(q, s, from, first)), labelKeys: groupAliases, valueKeys: mAliases };
    }
  }
}
