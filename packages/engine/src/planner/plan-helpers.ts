/**
 * Small pieces of plan building shared by the planner's branches: default aggregations, the
 * filters that mentions and time phrases turn into, the words used to say back what was
 * understood, and date arithmetic for comparisons.
 */
import { human } from '../tools/format';
import type { Filter, Measure } from '../tools/query-builder';
import type { ValueMention } from './mentions';
import type { DatasetIndex, IndexedColumn } from './schema-index';
import { addUnits, type TimePhrase } from './time-phrases';

/** Names like rate, price or duration are averaged by default; everything else is summed. */
const AVERAGED =
  /(rate|ratio|pct|percent|price|avg|average|mean|score|age|seconds|duration|temperature|margin|share)/i;

export function defaultFn(column: IndexedColumn): Measure['fn'] {
  return AVERAGED.test(column.name) ? 'avg' : 'sum';
}

export function measureWords(m: Measure): string {
  if (m.fn === 'count' && !m.column) return 'number of rows';
  const fn = {
    sum: 'total',
    avg: 'average',
    count: 'count of',
    count_distinct: 'number of distinct',
    min: 'minimum',
    max: 'maximum',
    median: 'median',
  }[m.fn];
  return `${fn} ${human(m.column ?? '')}`;
}

export function timeFilters(index: DatasetIndex, time: TimePhrase): Filter[] {
  if (!time.range || !index.timeColumn) return [];
  return [
    { column: index.timeColumn, op: '>=', value: time.range.from },
    { column: index.timeColumn, op: '<', value: time.range.to },
  ];
}

export function valueFilters(values: ValueMention[], exclude: Set<string>): Filter[] {
  const byColumn = new Map<string, string[]>();
  for (const v of values) {
    if (exclude.has(v.column.name)) continue;
    byColumn.set(v.column.name, [...(byColumn.get(v.column.name) ?? []), v.value]);
  }
  return [...byColumn.entries()].map(([column, vals]) =>
    vals.length === 1
      ? { column, op: '=' as const, value: vals[0] as string }
      : { column, op: 'in' as const, value: vals },
  );
}

export function describeFilters(filters: Filter[], time: TimePhrase): string {
  const parts = filters
    .filter(
      (f) =>
        !(
          time.range &&
          (f.op === '>=' || f.op === '<') &&
          typeof f.value === 'string' &&
          /^\d{4}-/.test(f.value)
        ),
    )
    .map(
      (f) =>
        `${human(f.column)} ${f.op === 'in' ? 'in' : f.op === '=' ? 'is' : f.op} ${Array.isArray(f.value) ? f.value.join(', ') : String(f.value)}`,
    );
  const when = time.range ? ` in ${time.range.label}` : '';
  return `${parts.length ? ` where ${parts.join(' and ')}` : ''}${when}`;
}

/** The most business-like measure when the question names none ("revenue" beats "price"). */
export function guessMeasure(index: DatasetIndex, countFallback = false): Measure {
  if (countFallback) return { fn: 'count' };
  const measures = index.columns.filter((c) => c.role === 'measure');
  const preferred =
    measures.find((c) => /revenue|sales|amount|mrr|sessions|value/i.test(c.name)) ?? measures[0];
  return preferred ? { fn: defaultFn(preferred), column: preferred.name } : { fn: 'count' };
}

export function lastMonth(maxDate: string): { from: string; to: string; label: string } {
  const max = new Date(`${maxDate}T00:00:00Z`);
  const start = new Date(Date.UTC(max.getUTCFullYear(), max.getUTCMonth(), 1));
  return {
    from: start.toISOString().slice(0, 10),
    to: addUnits(start, 'month', 1).toISOString().slice(0, 10),
    label: 'the latest month',
  };
}

export function shiftYear(r: { from: string; to: string }): { from: string; to: string } {
  const shift = (d: string) =>
    addUnits(new Date(`${d}T00:00:00Z`), 'year', -1)
      .toISOString()
      .slice(0, 10);
  return { from: shift(r.from), to: shift(r.to) };
}
