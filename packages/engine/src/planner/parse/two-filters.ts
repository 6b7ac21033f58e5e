/** Two filters that cannot both hold, said as "A vs B": the two sides of a comparison. */
import type { AnalystFilter, AnalystQuery } from '@ai-analyst/contract';
import { human } from '../../tools/format';
import { MONTH_LABELS } from '../calendar-words';
import type { DatasetIndex } from '../schema-index';

/** Words that put two things side by side. */
export const VERSUS = /\b(vs\.?|versus|compared (to|with)|against)\b/;

function filterLabel(f: AnalystFilter, index: DatasetIndex): string {
  const column = index.columns.find((c) => c.name === f.column);
  if (f.kind === 'values') {
    if (column?.flagTrue !== undefined && f.values.length === 1 && f.values[0] === column.flagTrue)
      return human(f.column);
    return f.values.map(String).join(', ');
  }
  if (f.kind === 'date_part' && f.part === 'month')
    return f.values.map((v) => MONTH_LABELS[Number(v) - 1] ?? String(v)).join(', ');
  if (f.kind === 'date_part') return `${f.part} ${f.values.join(', ')}`;
  return human(f.column);
}

/** Two filters that select disjoint rows: the same column with other values, or two different flags. */
function disjointPair(q: AnalystQuery, index: DatasetIndex, versus: boolean): [number, number] | undefined {
  const fs = q.filters;
  for (let i = 0; i < fs.length; i++)
    for (let j = i + 1; j < fs.length; j++) {
      const a = fs[i]!;
      const b = fs[j]!;
      if (a.kind === 'values' && b.kind === 'values' && !a.negate && !b.negate) {
        if (a.column === b.column && !a.values.some((v) => b.values.includes(v))) return [i, j];
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
      { label: filterLabel(a, index), filters: [a] },
      { label: filterLabel(b, index), filters: [b] },
    ],
  };
}
