/**
 * Compiles an AnalystQuery to one DuckDB statement, structurally: every identifier goes through
 * quoteIdent once and every value through sqlValue; columns are checked against the dataset's
 * schema first, so a query naming a column that does not exist is refused in plain words.
 * Also writes back what the query means ("the average temp max by month, where weather is rain")
 * — the sentence the reply starts with is generated from the query that actually ran.
 */
import type { AnalystFilter, AnalystGroup, AnalystMeasure, AnalystQuery } from '@ai-analyst/contract';
import { isTemporalType } from '../data/duck';
import type { DatasetInfo } from '../data/registry';
import { quoteIdent, sqlValue } from '../data/sql';
import { human } from '../tools/format';
import { ToolInputError } from '../tools/types';
import { MONTH_LABELS, WEEKDAY_LABELS } from './parse';

export interface Compiled {
  sql: string;
  /** Result columns that label a row (groups, or the row's own columns). */
  labelKeys: string[];
  /** Result columns holding the answer's numbers, first is the main one. */
  valueKeys: string[];
}

function column(info: DatasetInfo, name: string): { name: string; type: string } {
  const found =
    info.columns.find((c) => c.name === name) ??
    info.columns.find((c) => c.name.toLowerCase() === name.toLowerCase());
  if (!found)
    throw new ToolInputError(
      `${info.name} has no column "${name}". Its columns are ${info.columns.map((c) => c.name).join(', ')}.`,
    );
  return found;
}

const isText = (type: string) => /CHAR|STRING|TEXT|ENUM/i.test(type);

const PART_SQL: Record<string, string> = {
  year: 'year',
  quarter: 'quarter',
  month: 'month',
  weekday: 'isodow',
  day: 'day',
  hour: 'hour',
};

export function filterSql(info: DatasetInfo, f: AnalystFilter): string {
  const c = column(info, f.column);
  const col = quoteIdent(c.name);
  switch (f.kind) {
    case 'values': {
      const text = isText(c.type);
      const list = f.values.map((v) =>
        text
          ? sqlValue(String(v).toLowerCase())
          : typeof v === 'string' && !Number.isNaN(Number(v))
            ? sqlValue(Number(v))
            : sqlValue(v),
      );
      const expr = text ? `lower(${col})` : col;
      const inner = list.length === 1 ? `${expr} = ${list[0]}` : `${expr} IN (${list.join(', ')})`;
      return f.negate ? `(${col} IS NULL OR NOT (${inner}))` : inner;
    }
    case 'compare':
      return `${col} ${f.op} ${sqlValue(f.value)}`;
    case 'between':
      return `${col} BETWEEN ${sqlValue(f.from)} AND ${sqlValue(f.to)}`;
    case 'date_range': {
      if (!isTemporalType(c.type)) throw new ToolInputError(`Column "${c.name}" does not hold dates.`);
      const parts: string[] = [];
      if (f.from > '0001-01-01') parts.push(`${col} >= DATE ${sqlValue(f.from)}`);
      if (f.to < '9999-12-31') parts.push(`${col} < DATE ${sqlValue(f.to)}`);
      return parts.length ? parts.join(' AND ') : 'TRUE';
    }
    case 'date_part': {
      if (!isTemporalType(c.type)) throw new ToolInputError(`Column "${c.name}" does not hold dates.`);
      const fn = PART_SQL[f.part] as string;
      if (f.part === 'decade')
        return `(year(${col}) // 10) * 10 IN (${f.values.map((v) => sqlValue(v)).join(', ')})`;
      return f.values.length === 1
        ? `${fn}(${col}) = ${sqlValue(f.values[0] as number)}`
        : `${fn}(${col}) IN (${f.values.map((v) => sqlValue(v)).join(', ')})`;
    }
    case 'null':
      return `${col} IS ${f.isNull ? '' : 'NOT '}NULL`;
  }
}

const where = (info: DatasetInfo, filters: AnalystFilter[], extra: string[] = []) => {
  const parts = [...filters.map((f) => filterSql(info, f)), ...extra];
  return parts.length ? ` WHERE ${parts.join(' AND ')}` : '';
};

export function measureAlias(m: AnalystMeasure): string {
  if (m.fn === 'count' && !m.column) return 'rows';
  if (m.fn === 'percentile') return `p${Math.round((m.p ?? 0.5) * 100)}_${m.column}`;
  return `${m.fn}_${m.column}`;
}

function measureSql(info: DatasetInfo, m: AnalystMeasure, filter?: string): string {
  const f = filter ? ` FILTER (WHERE ${filter})` : '';
  if (m.fn === 'count' && !m.column) return `count(*)${f}`;
  if (!m.column) throw new ToolInputError(`The ${m.fn} measure needs a column.`);
  const c = column(info, m.column);
  const col = quoteIdent(c.name);
  const numeric = /INT|DOUBLE|FLOAT|DECIMAL|REAL|NUMERIC|BOOL/i.test(c.type);
  const needsNumber = ['sum', 'avg', 'median', 'percentile', 'stddev'].includes(m.fn);
  if (needsNumber && !numeric && !isTemporalType(c.type))
    throw new ToolInputError(`Column "${c.name}" does not hold numbers, so its ${m.fn} cannot be computed.`);
  const num = /BOOL/i.test(c.type) ? `${col}::INTEGER` : col;
  switch (m.fn) {
    case 'count':
      return `count(${col})${f}`;
    case 'count_distinct':
      return `count(DISTINCT ${col})${f}`;
    case 'missing':
      return `count(*) FILTER (WHERE ${col} IS NULL${filter ? ` AND ${filter}` : ''})`;
    case 'percentile':
      return `quantile_cont(${num}, ${sqlValue(m.p ?? 0.5)})${f}`;
    case 'stddev':
      return `stddev_samp(${num})${f}`;
    case 'median':
      return `median(${num})${f}`;
    default:
      return `${m.fn}(${num})${f}`;
  }
}

function groupSql(
  info: DatasetInfo,
  g: AnalystGroup,
): { select: string; key: string; sort: string; alias: string } {
  const c = column(info, g.column);
  const col = quoteIdent(c.name);
  if (g.part === 'decade') {
    const year = isTemporalType(c.type) ? `year(${col})` : col;
    return {
      select: `(${year} // 10) * 10`,
      key: `(${year} // 10) * 10`,
      sort: `(${year} // 10) * 10`,
      alias: 'decade',
    };
  }
  if ((g.part || g.grain) && !isTemporalType(c.type))
    throw new ToolInputError(`Column "${c.name}" does not hold dates.`);
  if (g.part === 'month')
    return { select: `monthname(min(${col}))`, key: `month(${col})`, sort: `month(${col})`, alias: 'month' };
  if (g.part === 'weekday')
    return {
      select: `dayname(min(${col}))`,
      key: `isodow(${col})`,
      sort: `isodow(${col})`,
      alias: 'weekday',
    };
  if (g.part)
    return {
      select: `${PART_SQL[g.part]}(${col})`,
      key: `${PART_SQL[g.part]}(${col})`,
      sort: `${PART_SQL[g.part]}(${col})`,
      alias: g.part,
    };
  if (g.grain === 'year')
    return { select: `year(${col})`, key: `year(${col})`, sort: `year(${col})`, alias: 'year' };
  if (g.grain === 'month')
    return {
      select: `strftime(date_trunc('month', ${col}), '%Y-%m')`,
      key: `date_trunc('month', ${col})`,
      sort: `date_trunc('month', ${col})`,
      alias: 'month',
    };
  if (g.grain === 'quarter')
    return {
      select: `year(date_trunc('quarter', ${col}))::VARCHAR || ' Q' || quarter(date_trunc('quarter', ${col}))::VARCHAR`,
      key: `date_trunc('quarter', ${col})`,
      sort: `date_trunc('quarter', ${col})`,
      alias: 'quarter',
    };
  if (g.grain)
    return {
      select: `date_trunc('${g.grain}', ${col})::DATE`,
      key: `date_trunc('${g.grain}', ${col})`,
      sort: `date_trunc('${g.grain}', ${col})`,
      alias: g.grain,
    };
  return { select: col, key: col, sort: col, alias: c.name };
}

/** The SQL of a query and which result columns are labels and values. */
export function compileQuery(info: DatasetInfo, q: AnalystQuery): Compiled {
  const table = quoteIdent(info.name);
  const groups = q.groupBy.map((g) => groupSql(info, g));
  const aliases = new Set<string>();
  const uniq = (a: string) => {
    let out = a;
    for (let i = 2; aliases.has(out); i++) out = `${a}_${i}`;
    aliases.add(out);
    return out;
  };
  const groupAliases = groups.map((g) => uniq(g.alias));
  const selectGroups = groups.map((g, i) => `${g.select} AS ${quoteIdent(groupAliases[i] as string)}`);
  const groupBy = groups.length ? ` GROUP BY ${groups.map((g) => g.key).join(', ')}` : '';
  const sortGroups = groups.map((g) => g.sort).join(', ');
  switch (q.kind) {
    case 'rows': {
      const cols = (q.columns?.length ? q.columns : info.columns.map((c) => c.name)).map(
        (n) => column(info, n).name,
      );
      const extra: string[] = [];
      if (q.order) extra.push(`${quoteIdent(column(info, q.order.by).name)} IS NOT NULL`);
      const orderBy = q.order
        ? ` ORDER BY ${quoteIdent(column(info, q.order.by).name)} ${q.order.dir.toUpperCase()}`
        : '';
      // Ties for first place are all shown.
      const limit = q.limit ?? 20;
      const sql = q.order
        ? `SELECT ${cols.map(quoteIdent).join(', ')} FROM ${table}${where(info, q.filters, extra)} QUALIFY rank() OVER (${orderBy.trim()}) <= ${limit}${orderBy} LIMIT ${Math.max(limit, 50)}`
        : `SELECT ${cols.map(quoteIdent).join(', ')} FROM ${table}${where(info, q.filters, extra)} LIMIT ${limit}`;
      const byCol = q.order ? column(info, q.order.by).name : undefined;
      return { sql, labelKeys: cols.filter((c) => c !== byCol), valueKeys: byCol ? [byCol] : [] };
    }
    case 'percent': {
      const cond = (q.condition ?? []).map((f) => filterSql(info, f)).join(' AND ') || 'TRUE';
      const m = q.measures[0];
      const value = m?.column
        ? `100.0 * ${measureSql(info, m, cond)} / nullif(${measureSql(info, m)}, 0)`
        : `100.0 * count(*) FILTER (WHERE ${cond}) / nullif(count(*), 0)`;
      const matched = m?.column ? measureSql(info, m, cond) : `count(*) FILTER (WHERE ${cond})`;
      const total = m?.column ? measureSql(info, m) : 'count(*)';
      const sql = `SELECT ${[...selectGroups, `${value} AS "percent"`, `${matched} AS "matching"`, `${total} AS "total"`].join(', ')} FROM ${table}${where(info, q.filters)}${groupBy}${orderSql(q, groups.length ? sortGroups : '', '"percent"')}`;
      return { sql, labelKeys: groupAliases, valueKeys: ['percent', 'matching', 'total'] };
    }
    case 'share': {
      const m = q.measures[0] ?? { fn: 'count' as const };
      const sql = `SELECT ${[...selectGroups, `${measureSql(info, m)} AS ${quoteIdent(measureAlias(m))}`, `100.0 * ${measureSql(info, m)} / nullif(sum(${measureSql(info, m)}) OVER (), 0) AS "percent"`].join(', ')} FROM ${table}${where(info, q.filters)}${groupBy}${orderSql(q, sortGroups, quoteIdent(measureAlias(m)), 'desc')}`;
      return { sql, labelKeys: groupAliases, valueKeys: ['percent', measureAlias(m)] };
    }
    case 'compare': {
      const m = q.measures[0] ?? { fn: 'count' as const };
      const [a, b] = q.sides ?? [];
      if (!a || !b) throw new ToolInputError('A comparison needs two sides.');
      const fa = a.filters.map((f) => filterSql(info, f)).join(' AND ') || 'TRUE';
      const fb = b.filters.map((f) => filterSql(info, f)).join(' AND ') || 'TRUE';
      const va = measureSql(info, m, fa);
      const vb = measureSql(info, m, fb);
      const sql = `SELECT ${[...selectGroups, `${va} AS "a"`, `${vb} AS "b"`, `(${vb}) - (${va}) AS "difference"`, `100.0 * ((${vb}) - (${va})) / nullif(abs(${va}), 0) AS "change_pct"`].join(', ')} FROM ${table}${where(info, q.filters)}${groupBy}${groups.length ? ` ORDER BY ${sortGroups}` : ''}`;
      return { sql, labelKeys: groupAliases, valueKeys: ['a', 'b', 'difference', 'change_pct'] };
    }
    case 'correlation': {
      const [x, y] = q.pair ?? [];
      if (!x || !y) throw new ToolInputError('A correlation needs two numeric columns.');
      const cx = quoteIdent(column(info, x).name);
      const cy = quoteIdent(column(info, y).name);
      const sql = `SELECT ${[...selectGroups, `corr(${cx}, ${cy}) AS "r"`, `count(*) FILTER (WHERE ${cx} IS NOT NULL AND ${cy} IS NOT NULL) AS "pairs"`].join(', ')} FROM ${table}${where(info, q.filters)}${groupBy}${groups.length ? ` ORDER BY ${sortGroups}` : ''}`;
      return { sql, labelKeys: groupAliases, valueKeys: ['r', 'pairs'] };
    }
    default: {
      const measures = q.measures.length ? q.measures : [{ fn: 'count' as const }];
      const mAliases = measures.map((m) => uniq(measureAlias(m)));
      const select = [
        ...selectGroups,
        ...measures.map((m, i) => `${measureSql(info, m)} AS ${quoteIdent(mAliases[i] as string)}`),
      ];
      if (!groups.length && !measures.some((m) => m.fn === 'count' && !m.column))
        select.push(`count(*) AS ${quoteIdent(uniq('rows'))}`);
      // A ranking names real groups: rows without a value in the grouped column are left out.
      const ranked =
        q.limit && q.order && q.order.by !== 'group'
          ? q.groupBy.map((g) => {
              const c = column(info, g.column);
              const col = quoteIdent(c.name);
              return isText(c.type)
                ? `${col} IS NOT NULL AND lower(trim(${col})) NOT IN ('', 'na', 'n/a', 'null', 'none', '-', '?')`
                : `${col} IS NOT NULL`;
            })
          : [];
      const sql = `SELECT ${select.join(', ')} FROM ${table}${where(info, q.filters, ranked)}${groupBy}${orderSql(q, sortGroups, quoteIdent(mAliases[0] as string))}`;
      return { sql, labelKeys: groupAliases, valueKeys: mAliases };
    }
  }
}

function orderSql(q: AnalystQuery, sortGroups: string, measure: string, fallback?: 'asc' | 'desc'): string {
  if (!sortGroups) return '';
  // Groups of a column read best as a ranking; periods and calendar parts in their own order.
  const byTime = q.groupBy.some((g) => g.grain || g.part) || q.groupBy.every((g) => /year/i.test(g.column));
  const dir = q.order?.dir ?? fallback ?? (byTime ? undefined : 'desc');
  const ranked = q.order?.by !== 'group' && !!dir;
  let sql = ranked
    ? ` ORDER BY ${measure} ${dir.toUpperCase()} NULLS LAST, ${sortGroups}`
    : ` ORDER BY ${sortGroups}`;
  // The top N groups, with every group tied with the last of them (a tie for first is shown whole).
  if (q.limit && ranked)
    sql = ` QUALIFY rank() OVER (ORDER BY ${measure} ${dir.toUpperCase()} NULLS LAST) <= ${q.limit}${sql} LIMIT ${q.limit + 20}`;
  else if (q.limit) sql += ` LIMIT ${q.limit}`;
  return sql;
}

// ───────────────────────────── words ─────────────────────────────

const FN_WORDS: Record<AnalystMeasure['fn'], string> = {
  count: 'number of',
  count_distinct: 'number of distinct',
  sum: 'total',
  avg: 'average',
  min: 'lowest',
  max: 'highest',
  median: 'median',
  percentile: 'percentile',
  missing: 'number of missing values in',
  stddev: 'standard deviation of',
};

export function measureWords(m: AnalystMeasure): string {
  if (m.fn === 'count' && !m.column) return 'number of rows';
  if (m.fn === 'percentile')
    return `${Math.round((m.p ?? 0.5) * 100)}th percentile of ${human(m.column ?? '')}`;
  return `${FN_WORDS[m.fn]} ${human(m.column ?? '')}`;
}

function list(values: (string | number | boolean)[]): string {
  const v = values.map(String);
  return v.length <= 1 ? (v[0] ?? '') : `${v.slice(0, -1).join(', ')} or ${v[v.length - 1]}`;
}

export function filterWords(f: AnalystFilter): string {
  const c = human(f.column);
  switch (f.kind) {
    case 'values':
      return `${c} ${f.negate ? 'is not' : 'is'} ${list(f.values)}`;
    case 'compare': {
      const op = {
        '>': 'above',
        '>=': 'at least',
        '<': 'below',
        '<=': 'at most',
        '=': 'equal to',
        '!=': 'not equal to',
      }[f.op];
      return `${c} ${op} ${f.value}`;
    }
    case 'between':
      return `${c} between ${f.from} and ${f.to}`;
    case 'date_range':
      if (f.label && /^(before|after|since|until) /.test(f.label)) return `${c} ${f.label}`;
      return `${c} in ${f.label ?? `${f.from} to ${f.to}`}`;
    case 'date_part': {
      const names = f.values.map((v) =>
        f.part === 'month'
          ? MONTH_LABELS[v - 1]
          : f.part === 'weekday'
            ? WEEKDAY_LABELS[v - 1]
            : f.part === 'quarter'
              ? `Q${v}`
              : String(v),
      );
      return `${c} in ${list(names as string[])}${f.part === 'year' ? '' : ` (any year)`}`;
    }
    case 'null':
      return `${c} is ${f.isNull ? 'missing' : 'not missing'}`;
  }
}

export function groupWords(g: AnalystGroup): string {
  if (g.part === 'month') return 'calendar month (January…December, all years together)';
  if (g.part === 'weekday') return 'day of the week';
  if (g.part === 'decade') return 'decade';
  if (g.part) return g.part;
  if (g.grain) return g.grain === 'day' ? human(g.column) : `${g.grain} (each ${g.grain} separately)`;
  return human(g.column);
}

/** "You asked for …": the query in words. */
export function describeQuery(q: AnalystQuery): string {
  const where = q.filters.length ? `, where ${q.filters.map(filterWords).join(' and ')}` : '';
  const by = q.groupBy.length ? ` by ${q.groupBy.map(groupWords).join(' and ')}` : '';
  const m = q.measures[0];
  switch (q.kind) {
    case 'rows': {
      if (q.order) {
        const n = q.limit ?? 1;
        const dir = q.order.dir === 'desc' ? 'highest' : 'lowest';
        const cols = (q.columns ?? [])
          .filter((c) => c !== q.order?.by)
          .map(human)
          .join(', ');
        return `You asked for the ${n === 1 ? 'row' : `${n} rows`} with the ${dir} ${human(q.order.by)}${cols ? ` (showing ${cols})` : ''}${where}.`;
      }
      if (!q.columns?.length) return `You asked for the rows${where}.`;
      return `You asked for ${q.columns.map(human).join(', ')} of the rows${where}.`;
    }
    case 'percent': {
      const of = m?.column ? `${measureWords(m)}` : 'rows';
      return `You asked for the percentage of ${of} where ${(q.condition ?? []).map(filterWords).join(' and ')}${by}${where ? `, among rows${where.slice(1)}` : ''}.`;
    }
    case 'share':
      return `You asked for each group's share of the ${m ? measureWords(m) : 'rows'}${by}${where}.`;
    case 'compare': {
      const [a, b] = q.sides ?? [];
      return `You asked to compare the ${m ? measureWords(m) : 'number of rows'} for ${a?.label} and ${b?.label}${by}${where}.`;
    }
    case 'correlation':
      return `You asked how ${human(q.pair?.[0] ?? '')} and ${human(q.pair?.[1] ?? '')} relate (Pearson correlation)${by}${where}.`;
    default: {
      const rank =
        q.limit && q.groupBy.length
          ? `${q.order?.dir === 'asc' ? 'bottom' : 'top'} ${q.limit === 1 ? '' : `${q.limit} `}`
          : '';
      const what = q.measures.length ? q.measures.map(measureWords).join(' and ') : 'number of rows';
      if (rank && q.limit === 1) {
        const extreme = q.order?.dir === 'asc' ? 'lowest' : 'highest';
        // "the lowest price", not "the lowest lowest price"
        const first = q.measures[0];
        const said =
          first && first.fn === (extreme === 'lowest' ? 'min' : 'max') ? human(first.column ?? '') : what;
        return `You asked which ${q.groupBy.map(groupWords).join(' and ')} has the ${extreme} ${said}${where}.`;
      }
      return `You asked for the ${rank}${what}${by}${where}.`;
    }
  }
}
