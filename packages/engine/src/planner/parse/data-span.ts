/**
 * Questions about the span of the data itself: "when does the data start", "what years does it
 * cover", "how many years does it cover", and a figure at either end of a time series ("m1 at the
 * end of the data", "the latest reading"). They name no column, so the ordinary stages find
 * nothing to compute; here they read the table's time: its date column, or a year column (with a
 * quarter or month number column beside it when the period is split in two).
 */
import type { AnalystFilter, AnalystQuery } from '@ai-analyst/contract';
import { isNumericType, isTemporalType } from '../../data/duck';
import type { DatasetIndex, IndexedColumn } from '../schema-index';
import { eachSideOneRow } from './one-row-groups';
import { soleMeasure } from './sole-measure';
import { monthNumberColumn, quarterNumberColumn } from './split-date';
import type { Parsed } from './types';

const THE_DATA = String.raw`(?:the\s+)?(?:data(?:set)?|table|series|file|records?|sample|it|this|they|there)`;
const STARTS = new RegExp(String.raw`^(?:when|what\s+(?:date|day|month|year))\s+(?:does|do|did)\s+${THE_DATA}\s+(start|begin)\b`);
const ENDS = new RegExp(String.raw`^(?:when|what\s+(?:date|day|month|year))\s+(?:does|do|did)\s+${THE_DATA}\s+(end|finish|stop)\b`);
const SPAN = new RegExp(
  String.raw`^(?:what|which)\s+(?:years?|dates?|period|time\s+(?:span|period|range)|months?)\s+(?:does|do)\s+${THE_DATA}\s+(?:cover|span|include|run)\b|^(?:what(?:'s|\s+is)\s+)?the\s+(?:date|time|year)\s+(?:range|span)\b`,
);
/** "the earliest date", "what's the latest month in the data": the first or last moment itself. */
const FIRST_OR_LAST = new RegExp(
  String.raw`^(?:(?:whats|what|which)(?:'s|\s+is|\s+was)?\s+)?(?:the\s+)?(earliest|first|oldest|latest|last|most\s+recent|newest)\s+(?:date|day|month|year|period)(?:\s+(?:in|of)\s+${THE_DATA})?$`,
);
const YEARS_COVERED = new RegExp(String.raw`^how\s+many\s+years\s+(?:does|do)\s+${THE_DATA}\s+(?:cover|span|include)\b`);
/** A figure at one end of the series: "m1 at the end of the data", "the latest reading". */
const AT_END = /\b(?:at|in)\s+the\s+(end|start|beginning)\s+of\s+the\s+(?:data(?:set)?|series|sample|period|table)\b/;
const LATEST = /\b(latest|most\s+recent|newest|last\s+recorded)\b/;

/** The columns that order the table in time: a date column, or a year and its quarter or month number. */
interface TimeKey {
  date?: IndexedColumn;
  year?: IndexedColumn;
  part?: IndexedColumn;
}

function timeKey(index: DatasetIndex): TimeKey | undefined {
  const date =
    index.columns.find((c) => c.name === index.timeColumn && isTemporalType(c.type)) ??
    index.columns.find((c) => isTemporalType(c.type));
  if (date) return { date };
  const year = index.columns.find((c) => c.yearLike && isNumericType(c.type));
  if (!year) return undefined;
  const part = quarterNumberColumn(index) ?? monthNumberColumn(index);
  return part ? { year, part } : { year };
}

/** One row per moment: a series, not a panel of many things per period. */
function isSeries(index: DatasetIndex, key: TimeKey): boolean {
  if (key.date) return key.date.uniqueness >= 0.9;
  if (!key.year || !key.part) return false;
  const periods = key.year.distinct * key.part.distinct;
  return index.info.rowCount <= periods * 1.1;
}

const text = (question: string) =>
  question
    .toLowerCase()
    .replace(/[?.!]+\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim();

const query = (index: DatasetIndex, q: Omit<AnalystQuery, 'dataset' | 'filters' | 'groupBy'> & Partial<AnalystQuery>): AnalystQuery => ({
  dataset: index.info.name,
  filters: [],
  groupBy: [],
  ...q,
});

const answer = (q: AnalystQuery): Parsed => ({ query: q, ignored: [], confidence: 0.9 });

/** "when does the data start", "what years does it cover", "how many years does it cover". */
export function parseDataSpan(question: string, index: DatasetIndex): Parsed | undefined {
  const t = text(question);
  const key = timeKey(index);
  if (!key) return undefined;
  const first = key.date ?? key.year!;
  if (YEARS_COVERED.test(t))
    return key.year ? answer(query(index, { kind: 'aggregate', measures: [{ fn: 'count_distinct', column: key.year.name }] })) : undefined;
  if (STARTS.test(t)) return answer(query(index, { kind: 'aggregate', measures: [{ fn: 'min', column: first.name }] }));
  if (ENDS.test(t)) return answer(query(index, { kind: 'aggregate', measures: [{ fn: 'max', column: first.name }] }));
  const said = FIRST_OR_LAST.exec(t);
  if (said) {
    const fn = /^(earliest|first|oldest)$/.test(said[1]!) ? 'min' : 'max';
    return answer(query(index, { kind: 'aggregate', measures: [{ fn, column: first.name }] }));
  }
  if (SPAN.test(t))
    return answer(
      query(index, {
        kind: 'aggregate',
        measures: [
          { fn: 'min', column: first.name },
          { fn: 'max', column: first.name },
        ],
      }),
    );
  return undefined;
}

/**
 * "m1 at the end of the data", "the latest reading", "value at the start of the series": the
 * measure on the series' first or last row in time. The rest of the question, parsed on its own,
 * names the measure (or the table's one measure does). Only over a series with one row per moment.
 */
export function parseSeriesEnd(
  question: string,
  index: DatasetIndex,
  parseRest: (text: string) => Parsed,
): Parsed | undefined {
  const t = text(question);
  const end = AT_END.exec(t);
  const latest = end ? undefined : LATEST.exec(t);
  if (!end && !latest) return undefined;
  const key = timeKey(index);
  if (!key || !isSeries(index, key)) return undefined;
  const phrase = (end ?? latest)![0];
  const rest = t.replace(phrase, ' ').replace(/\b(the|what(?:'s| is| was)?|reading|value|figure|level)\b/g, ' ').trim();
  const measure = rest === '' ? soleMeasure(index) : measureOf(rest, index, parseRest);
  if (!measure) return undefined;
  const last = end ? end[1] === 'end' : true;
  const dir = last ? 'desc' : 'asc';
  const filters: AnalystFilter[] = [];
  let by = key.date?.name;
  if (!by && key.year && key.part) {
    const bound = last ? key.year.max : key.year.min;
    if (bound === undefined) return undefined;
    filters.push({ kind: 'compare', column: key.year.name, op: '=', value: bound });
    by = key.part.name;
  }
  if (!by) return undefined;
  const shown = [key.date?.name, key.year?.name, key.part?.name, measure.name].filter((c): c is string => !!c);
  return answer(query(index, { kind: 'rows', measures: [], filters, columns: [...new Set(shown)], order: { by, dir }, limit: 1 }));
}

/** The one numeric measure column the rest of a question names. */
function measureOf(rest: string, index: DatasetIndex, parseRest: (text: string) => Parsed): IndexedColumn | undefined {
  const parsed = parseRest(rest);
  const q = parsed.query;
  if (!q || parsed.clarify || q.filters.length || q.groupBy.length) return undefined;
  const names = new Set([...q.measures.map((m) => m.column), ...(q.columns ?? [])].filter((c): c is string => !!c));
  if (names.size !== 1) return undefined;
  const column = index.columns.find((c) => names.has(c.name));
  return column && isNumericType(column.type) && !column.yearLike && column.name !== index.timeColumn ? column : undefined;
}

/** The first day of the period after `iso` at a grain ("2016-01-01" by month → "2016-02-01"). */
function nextPeriod(iso: string, grain: 'day' | 'month' | 'year'): string {
  const d = new Date(`${iso}T00:00:00Z`);
  if (grain === 'day') d.setUTCDate(d.getUTCDate() + 1);
  else if (grain === 'month') d.setUTCMonth(d.getUTCMonth() + 1);
  else d.setUTCFullYear(d.getUTCFullYear() + 1);
  return d.toISOString().slice(0, 10);
}

/**
 * Each side of a comparison is one period of a series holding one row per period ("jan 2016 vs
 * jan 2015" over monthly data): each side is one reading, so its total and its average are the same.
 */
export function eachSideOneReading(sides: { filters: AnalystFilter[] }[] | undefined, index: DatasetIndex): boolean {
  const grain = index.timeGrain;
  const key = timeKey(index);
  // "1957 vs 1964" over one row a year
  if (sides?.length && eachSideOneRow(sides, index)) return true;
  if (!sides?.length || !grain || !key?.date || !isSeries(index, key)) return false;
  return sides.every((s) =>
    s.filters.some(
      (f) => f.kind === 'date_range' && f.column === key.date!.name && f.to === nextPeriod(f.from, grain),
    ),
  );
}
