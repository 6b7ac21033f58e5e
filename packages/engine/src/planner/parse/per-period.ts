/**
 * Figures per period over rows of events (sales lines, orders): "avg daily revenue", "average
 * orders per day", "avg monthly sales" are a total per day or month (the total over the number of
 * days or months that have rows), not the average of one row, nor a list of each day's average.
 * "Busiest day of the week" groups by the weekday, not by each date.
 */
import type { AnalystGroup, AnalystMeasure, TimeGrain } from '@ai-analyst/contract';
import { isTemporalType } from '../../data/duck';
import type { DatasetIndex } from '../schema-index';
import { defaultAggregation } from './shape';
import type { Parsed } from './types';

const ADJECTIVE: Record<string, TimeGrain> = Object.assign(Object.create(null) as Record<string, TimeGrain>, {
  daily: 'day',
  weekly: 'week',
  monthly: 'month',
  quarterly: 'quarter',
  yearly: 'year',
  annual: 'year',
});
const AVERAGE_BEFORE = /\b(?:avg|average|mean|typical)\s+(daily|weekly|monthly|quarterly|yearly|annual)\b/i;
const PER_PERIOD = /\b(?:per|a|each|every)\s+(day|week|month|quarter|year)\b/i;
const AVERAGE = /\b(avg|average|mean|on average|typically)\b/i;
const WEEKDAY_SAID = /\b(day of (?:the )?week|weekday|day of week)\b/i;

/** The grain a question asks an average per, or undefined. */
function askedGrain(question: string): TimeGrain | undefined {
  const adjective = AVERAGE_BEFORE.exec(question);
  if (adjective) return ADJECTIVE[(adjective[1] as string).toLowerCase()];
  const per = PER_PERIOD.exec(question);
  return per && AVERAGE.test(question) ? ((per[1] as string).toLowerCase() as TimeGrain) : undefined;
}

/** The parse with an average per period read as a total per period, and the weekday said read as the weekday. */
export function perPeriod(parsed: Parsed, index: DatasetIndex, question: string): Parsed {
  const q = parsed.query;
  const time = index.columns.find((c) => c.name === index.timeColumn && isTemporalType(c.type));
  if (!q || !time || q.kind !== 'aggregate' || q.derived?.length) return parsed;
  // "busiest day of the week": the weekday, never each date
  if (WEEKDAY_SAID.test(question) && q.groupBy.some((g) => g.column === time.name && g.grain === 'day')) {
    const named = index.columns.find((c) => /CHAR/i.test(c.type) && c.values.size === 7 && c.words.includes('week'));
    const weekday: AnalystGroup = named ? { column: named.name } : { column: time.name, part: 'weekday' };
    const groupBy = q.groupBy.map((g) => (g.column === time.name && g.grain === 'day' ? weekday : g));
    return { ...parsed, query: { ...q, groupBy } };
  }
  const grain = askedGrain(question);
  if (!grain || q.measures.length !== 1) return parsed;
  const m = q.measures[0] as AnalystMeasure;
  const column = m.column ? index.columns.find((c) => c.name === m.column) : undefined;
  const countOfRows = m.fn === 'count' && !m.column;
  // a level (a price, a temperature) is averaged over rows as it is; an amount is totalled per period
  const amount = column && (m.fn === 'avg' || m.fn === 'sum') && defaultAggregation(column) === 'sum' && !m.plus;
  if (!countOfRows && !amount) return parsed;
  // "avg annual escalation" over `Annual Esc`, "avg monthly rent" over `Monthly Rent`: the column is
  // the figure per period already, averaged over its rows
  if (column && column.words.some((w) => ADJECTIVE[w] === grain)) return parsed;
  // "orders per month on average": the per-month figure is the answer, not each calendar month's
  // (unless a grouping by the month is said as well: "by month", "month of the year")
  const byPart = new RegExp(`\\bby\\s+(?:calendar\\s+)?${grain}\\b|\\b${grain}\\s+of\\s+(?:the\\s+)?year\\b`, 'i').test(question);
  const groupBy = q.groupBy.filter(
    (g) => !(g.column === time.name && (g.grain === grain || (g.part === grain && !byPart))),
  );
  const measure: AnalystMeasure = countOfRows
    ? { fn: 'count', per: { column: time.name, grain } }
    : { fn: 'sum', column: m.column as string, per: { column: time.name, grain } };
  const query = { ...q, groupBy, measures: [measure] };
  if (q.order?.by === 'group' && !groupBy.length) delete query.order;
  return { ...parsed, query };
}
