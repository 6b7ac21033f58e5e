/** Two filters that cannot both hold, said as "A vs B": the two sides of a comparison. */
import type { AnalystFilter, AnalystQuery } from '@ai-analyst/contract';
import { human } from '../../tools/format';
import { MONTH_LABELS } from '../calendar-words';
import type { DatasetIndex } from '../schema-index';
import { shortValueList } from '../value-lists';

/** Words that put two things side by side. */
export const VERSUS = /\b(vs\.?|versus|compared (to|with)|against)\b/;

function filterLabel(f: AnalystFilter, index: DatasetIndex): string {
  const column = index.columns.find((c) => c.name === f.column);
  if (f.kind === 'values') {
    if (column?.flagTrue !== undefined && f.values.length === 1 && f.values[0] === column.flagTrue)
      return human(f.column);
    return shortValueList(f.values) ?? f.values.map(String).join(', ');
  }
  if (f.kind === 'date_part' && f.part === 'month')
    return f.values.map((v) => MONTH_LABELS[Number(v) - 1] ?? String(v)).join(', ');
  if (f.kind === 'date_part') return `${f.part} ${f.values.join(', ')}`;
  if (f.kind === 'compare' && f.op === '=') return `${human(f.column)} ${String(f.value)}`;
  return human(f.column);
}

/** A side's label; one number of a column set against another of the same column says the column ("idp = 1"). */
function sideLabel(f: AnalystFilter, other: AnalystFilter, index: DatasetIndex): string {
  const values = picked(f);
  const column = index.columns.find((c) => c.name === f.column);
  const numbered = values?.length === 1 && typeof values[0] === 'number';
  if (f.column === other.column && numbered && picked(other) && column?.flagTrue !== undefined)
    return `${human(f.column)} = ${String(values[0])}`;
  return filterLabel(f, index);
}

/** The values a filter keeps when it keeps rows equal to some values, else undefined. */
function picked(f: AnalystFilter): (string | number | boolean)[] | undefined {
  if (f.kind === 'values') return f.negate ? undefined : f.values;
  if (f.kind === 'compare' && f.op === '=') return [f.value];
  return undefined;
}

/** Two filters that select disjoint rows: the same column with other values, or two different flags. */
function disjointPair(q: AnalystQuery, index: DatasetIndex, versus: boolean): [number, number] | undefined {
  const fs = q.filters;
  for (let i = 0; i < fs.length; i++)
    for (let j = i + 1; j < fs.length; j++) {
      const a = fs[i]!;
      const b = fs[j]!;
      // one column equal to other values on each side ("idp=1 vs idp=0" read as a value and an equality)
      const va = picked(a);
      const vb = picked(b);
      if (va && vb && a.column === b.column && !va.some((v) => vb.some((w) => String(w) === String(v))))
        return [i, j];
      if (a.kind === 'values' && b.kind === 'values' && !a.negate && !b.negate) {
        const flagA = index.columns.find((c) => c.name === a.column)?.flagTrue;
        const flagB = index.columns.find((c) => c.name === b.column)?.flagTrue;
        if (versus && a.column !== b.column && flagA !== undefined && flagB !== undefined) return [i, j];
      }
      if (
        a.kind === 'date_part' &&
        b.kind === 'date_part' &&
        a.column === b.column &&
        a.part === b.part &&
        !a.values.some((v) => b.values.includes(v))
      )
        return [i, j];
    }
  return undefined;
}

/** "avg rate in january vs july" read as both months at once: the two sides of a comparison. */
export function asComparison(q: AnalystQuery, index: DatasetIndex, text: string): AnalystQuery | undefined {
  if (q.kind !== 'aggregate' || q.sides || q.groupBy.length || !q.measures.length) return undefined;
  const pair = disjointPair(q, index, VERSUS.test(text));
  if (!pair || (!VERSUS.test(text) && !/\bor\b/.test(text))) return undefined;
  const [i, j] = pair;
  const a = q.filters[i]!;
  const b = q.filters[j]!;
  return {
    ...q,
    kind: 'compare',
    filters: q.filters.filter((_, k) => k !== i && k !== j),
    sides: [
      { label: sideLabel(a, b, index), filters: [a] },
      { label: sideLabel(b, a, index), filters: [b] },
    ],
  };
}

/**
 * "abandon rate h1 vs h2", "% of calls abandoned in q1 vs q2": a rate read with both sides as
 * filters (no row holds both). When the rate is of a yes/no column it is that column's mean on each
 * side (the share of its rows that say yes); a rate of anything else is asked back ('ask').
 */
export function rateAsComparison(q: AnalystQuery, index: DatasetIndex, text: string): AnalystQuery | 'ask' | undefined {
  if (q.kind !== 'percent' || q.sides || q.groupBy.length || !VERSUS.test(text)) return undefined;
  const pair = disjointPair(q, index, true);
  if (!pair) return undefined;
  const [cond, more] = q.condition ?? [];
  const flag =
    cond?.kind === 'values' && !more && !cond.negate && cond.values.length === 1
      ? index.columns.find((c) => c.name === cond.column && c.flagTrue !== undefined && c.flagTrue === cond.values[0])
      : undefined;
  if (!flag || q.measures.length) return 'ask';
  const [i, j] = pair;
  const a = q.filters[i]!;
  const b = q.filters[j]!;
  const { condition: _dropped, ...rest } = q;
  return {
    ...rest,
    kind: 'compare',
    measures: [{ fn: 'avg', column: flag.name }],
    filters: q.filters.filter((_, k) => k !== i && k !== j),
    sides: [
      { label: sideLabel(a, b, index), filters: [a] },
      { label: sideLabel(b, a, index), filters: [b] },
    ],
  };
}
