/**
 * What a query means, in words ("the average temp max by month, where weather is rain"): the
 * sentence a reply starts with is generated from the query that actually ran.
 */
import { shortValueList } from '../value-lists';
import type { AnalystFilter, AnalystGroup, AnalystMeasure, AnalystQuery } from '@ai-analyst/contract';
import { human } from '../../tools/format';
import { MONTH_LABELS, WEEKDAY_LABELS } from '../parse';
import { describeChange } from './change-words';

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
  range: 'range (highest minus lowest) of',
  nps: 'Net Promoter Score (% of 9–10 minus % of 0–6) of',
};

export function measureWords(m: AnalystMeasure): string {
  const { per, ...rest } = m;
  if (per) {
    const figure = measureWords(rest);
    if (per.grain) return `${figure} per ${per.grain}`;
    // an id column divides by its distinct values (revenue per order)
    if (/(^|[\s_-])(id|no|number|ref|code)$/i.test(per.column)) return `${figure} per distinct ${human(per.column)}`;
    return `${figure} divided by the total ${human(per.column)}`;
  }
  if (m.fn === 'count' && !m.column) return 'number of rows';
  if (m.fn === 'percentile')
    return `${Math.round((m.p ?? 0.5) * 100)}th percentile of ${human(m.column ?? '')}`;
  if (m.plus?.length)
    return `${FN_WORDS[m.fn]} ${[m.column ?? '', ...m.plus].map((c) => human(c)).join(' + ')}`;
  // the smallest of a year or a date is the earliest one, the largest the latest
  if ((m.fn === 'min' || m.fn === 'max') && TIME_NAME.test(human(m.column ?? '')))
    return `${m.fn === 'min' ? 'earliest' : 'latest'} ${human(m.column ?? '')}`;
  return `${FN_WORDS[m.fn]} ${human(m.column ?? '')}`;
}

/** A column named as a time ("year", "order date", "quarter"). */
const TIME_NAME = /^(?:\w+ )?(year|date|day|week|month|quarter|season|period)$/i;

function list(values: (string | number | boolean)[]): string {
  const short = shortValueList(values);
  if (short) return short;
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
      // "on day 3 of the month", "at hour 14"
      if (f.part === 'day' || f.part === 'hour')
        return `${c} on ${f.part} ${list(f.values.map(String))}${f.part === 'day' ? ' of the month' : ''}`;
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
  // a column of month names (arrival_date_month) is named as itself, its months not listed
  if (g.part === 'month' && /month/i.test(g.column)) return `${human(g.column)} (all years together)`;
  if (g.part === 'month') return 'calendar month (January…December, all years together)';
  if (g.part === 'weekday') return 'day of the week';
  if (g.part === 'decade') return 'decade';
  if (g.part) return g.part;
  if (g.grain) return g.grain === 'day' ? human(g.column) : `${g.grain} (each ${g.grain} separately)`;
  return human(g.column);
}

/** What the wording needs to know of the data: whether all its dates fall in one calendar year. */
export interface DescribeData {
  withinOneYear?: boolean;
}

/** "You asked for …": the query in words. */
export function describeQuery(q: AnalystQuery, data: DescribeData = {}): string {
  const text = describeParts(q, data);
  return q.unpivot ? `${text.replace(/\.$/, '')} ${unpivotWords(q)}.` : text;
}

/**
 * Where a wide table's numbers came from: the one period column a filter picks ("the 2012
 * column"), or the period columns read as rows (no period named, so none is read as the answer).
 */
function unpivotWords(q: AnalystQuery): string {
  const u = q.unpivot;
  if (!u) return '';
  const picked = q.filters.find(
    (f) => f.kind === 'values' && !f.negate && f.values.length === 1 && f.column.toLowerCase() === u.name.toLowerCase(),
  );
  const label = picked?.kind === 'values' ? String(picked.values[0]) : undefined;
  const column = label && u.columns.find((c) => c.trim().toLowerCase() === label.toLowerCase());
  if (column && !q.sides?.length) return `(${u.value}: the ${column} column)`;
  return `(${u.value}: the ${u.name} columns read as rows)`;
}

function describeParts(q: AnalystQuery, data: DescribeData): string {
  // an aggregate over the first rows of a ranking says which rows
  const within = q.within
    ? `, over the ${q.within.limit} rows with the ${q.within.dir === 'desc' ? 'highest' : 'lowest'} ${human(q.within.by)}`
    : '';
  const where = `${within}${q.filters.length ? `, where ${q.filters.map(filterWords).join(' and ')}` : ''}`;
  // within one year (a split date's year column, or a year part) the months are that year's
  const oneYear = q.filters.some(
    (f) =>
      (f.kind === 'values' && f.values.length === 1 && /year/i.test(f.column)) ||
      (f.kind === 'date_part' && f.part === 'year' && f.values.length === 1),
  );
  // the months of data that lies within one year are simply its months
  const yearsMonths = (g: AnalystGroup) =>
    data.withinOneYear === true && g.part === 'month' && !/month/i.test(g.column);
  const grouped = (g: AnalystGroup) => {
    if (yearsMonths(g)) return 'month';
    return oneYear && g.part === 'month'
      ? groupWords(g).replace(' (all years together)', '').replace(', all years together)', ')')
      : groupWords(g);
  };
  const by = q.groupBy.length ? ` by ${q.groupBy.map(grouped).join(' and ')}` : '';
  const m = q.measures[0];
  switch (q.kind) {
    case 'rows': {
      if (q.order) {
        const n = q.limit ?? 1;
        const dir = `${placeWord(q.offset)}${q.order.dir === 'desc' ? 'highest' : 'lowest'}`;
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
      const pct = q.order?.by === 'change_pct' ? ', ranked by % change' : '';
      return `You asked to compare the ${m ? measureWords(m) : 'number of rows'} for ${a?.label} and ${b?.label}${by}${pct}${where}.`;
    }
    case 'correlation':
      return `You asked how ${human(q.pair?.[0] ?? '')} and ${human(q.pair?.[1] ?? '')} relate (Pearson correlation)${by}${where}.`;
    default: {
      if (q.change) return describeChange(q, where);
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
        return `You asked which ${q.groupBy.map((g) => (yearsMonths(g) ? 'month' : groupWords(g))).join(' and ')} has the ${placeWord(q.offset)}${extreme} ${said}${where}.`;
      }
      return `You asked for the ${rank}${what}${by}${where}.`;
    }
  }
}

/** The place of a ranked answer after the first ("2nd ", "3rd "), or nothing for the first. */
export function placeWord(offset: number | undefined): string {
  if (!offset) return '';
  const n = offset + 1;
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${suffix} `;
}
