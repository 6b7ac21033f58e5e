/**
 * A change asked over periods the parser read only as periods: "change in revenue by month" is
 * each month's total against the month before (not the monthly totals), and "growth in tickets
 * from jan to feb" sets January against February (not one total of both). Read only when no
 * column or value of the data holds the change word itself (a `Change` column, a `Growth` fund).
 */
import type { AnalystFilter, AnalystQuery } from '@ai-analyst/contract';
import { MONTH_LABELS } from '../calendar-words';
import type { DatasetIndex } from '../schema-index';
import { stem } from '../text';
import type { Parsed } from './types';

const CHANGE =
  /\b(changes?|changed|changing|grow|grew|grown|growth|increase[sd]?|decrease[sd]?|rise|rose|risen|drop(?:ped)?|fall|fell|fallen|decline[sd]?|delta|jump(?:ed)?)\b/i;
/** Words asking for the change as a percentage of the earlier figure. */
const PERCENT = /%|\bpercent|\bpct\b|\bgrowth rate\b|\brate of (?:change|growth)\b/i;
/** Words of a trend in one figure that is no change between periods ("prices that rose above 10"). */
const NOT_BETWEEN_PERIODS = /\b(above|below|over|under|than|to \d|by \d)\b/i;

function sideLabel(part: string, value: number): string {
  if (part === 'month') return MONTH_LABELS[value - 1] ?? String(value);
  if (part === 'quarter') return `Q${value}`;
  return String(value);
}

/** `parsed` with the change its question asks for, when the parse read only the periods. */
export function withChangeSaid(parsed: Parsed, question: string, index: DatasetIndex): Parsed {
  const q = parsed.query;
  // ("% change in revenue by quarter" reads "%" as each quarter's share until the change is seen)
  if (!q || parsed.clarify || (q.kind !== 'aggregate' && q.kind !== 'share') || q.change || q.sides || q.derived?.length)
    return parsed;
  const said = CHANGE.exec(question);
  if (!said || NOT_BETWEEN_PERIODS.test(question.slice(said.index))) return parsed;
  const word = stem(said[1]!.toLowerCase());
  if (index.columns.some((c) => c.stems.includes(word) || c.words.includes(word))) return parsed;
  if (index.valueIndex.has(word)) return parsed;
  if (q.measures.length !== 1) return parsed;
  const as = PERCENT.test(question) ? 'percent' : 'difference';
  // "change in revenue by month": every period against the one before
  const timeGroups = q.groupBy.filter((g) => g.grain || g.part === 'year');
  if (timeGroups.length === 1 && !q.limit) return { ...parsed, query: { ...q, kind: 'aggregate', change: { as } } };
  if (q.kind !== 'aggregate') return parsed;
  // "growth from jan to feb": the two periods set against each other
  const pair = q.filters.find(
    (f): f is Extract<AnalystFilter, { kind: 'date_part' }> =>
      f.kind === 'date_part' && (f.part === 'month' || f.part === 'quarter') && f.values.length === 2,
  );
  if (pair && !q.groupBy.length) {
    const rest = q.filters.filter((f) => f !== pair);
    const compared: AnalystQuery = {
      ...q,
      kind: 'compare',
      filters: rest,
      sides: pair.values.map((v) => ({
        label: sideLabel(pair.part, v),
        filters: [{ ...pair, values: [v] }],
      })),
    };
    return { ...parsed, query: compared };
  }
  return parsed;
}
