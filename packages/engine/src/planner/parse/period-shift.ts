/**
 * Follow-ups that move the previous question's one period along the calendar: "and the year
 * after?", "the year before", "what about the next quarter", "a month later". The previous query
 * must pick exactly one period: one year of a year column ("flow in 1913"), or one year of a
 * date column, with one quarter or month of it when the step is a quarter or a month
 * ("rate in 1983 Q2"), or a date range that is exactly one year, quarter or month. The period is
 * moved by one step (a quarter after Q4 is Q1 of the next year) and everything else of the
 * previous query is kept. "The same period last year" moves a date range of any length a year back
 * (year to date → the same months of the year before). Anything else is left to the other readings.
 */
import type { AnalystFilter, AnalystQuery } from '@ai-analyst/contract';
import type { DatasetIndex } from '../schema-index';
import type { Parsed } from './types';

type Step = 'year' | 'quarter' | 'month';

/** "(and) (what about) the year after / the next quarter / a month later / the previous year". */
const SHIFT =
  /^(?:and|ok|so|then|what about|how about|and what about)?\s*(?:(?:in|for|during)\s+)?(?:the|a|one)?\s*(?:(next|following|previous|prior|preceding)\s+(year|quarter|month)|(year|quarter|month)\s+(after|before|later|earlier|prior))(?:\s+(?:that|then|it))?\s*\??$/;

const MONTHS_OF: Record<Step, number> = { year: 12, quarter: 3, month: 1 };

/** Whether the question only asks for the period after or before the previous one ("and the next quarter?"). */
export function asksPeriodShift(question: string): boolean {
  return shiftAsked(question) !== undefined;
}

/** "and same period last yr?", "the same dates a year earlier": the previous range, one step back, whatever its length. */
const SAME_PERIOD =
  /^(?:and|ok|so|then|what about|how about|and what about|vs\.?|versus|compared (?:to|with))?\s*(?:for\s+|in\s+)?(?:the\s+)?same\s+(?:period|time|time ?frame|window|stretch|range|dates?|days|months|weeks)\s+(?:(?:last|previous|prior)\s+(year|yr|quarter|qtr|month|mo)|(?:a|one)\s+(year|yr|quarter|qtr|month|mo)\s+(?:before|earlier|ago|prior))$/;

/** The step and its direction the question asks for, or undefined. */
function shiftAsked(question: string): { step: Step; by: 1 | -1; anyLength?: true } | undefined {
  const text = question
    .toLowerCase()
    .replace(/[?!.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const same = SAME_PERIOD.exec(text);
  if (same) {
    const unit = (same[1] ?? same[2]) as string;
    const step: Step = /^y/.test(unit) ? 'year' : /^q/.test(unit) ? 'quarter' : 'month';
    return { step, by: -1, anyLength: true };
  }
  const m = SHIFT.exec(text);
  if (!m) return undefined;
  const step = (m[2] ?? m[3]) as Step;
  const word = m[1] ?? m[4] ?? '';
  const by = /^(next|following|after|later)$/.test(word) ? 1 : -1;
  return { step, by };
}

const iso = (d: Date) => d.toISOString().slice(0, 10);

/** The number of whole months from `from` to `to` when both are first days of a month, else undefined. */
function monthsSpanned(from: string, to: string): number | undefined {
  const a = new Date(`${from}T00:00:00Z`);
  const b = new Date(`${to}T00:00:00Z`);
  if (Number.isNaN(a.getTime()) || Number.isNaN(b.getTime()) || a.getUTCDate() !== 1 || b.getUTCDate() !== 1)
    return undefined;
  return (b.getUTCFullYear() - a.getUTCFullYear()) * 12 + (b.getUTCMonth() - a.getUTCMonth());
}

function addMonths(date: string, months: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return iso(d);
}

/** The previous query's filters with its one period moved, or undefined when it picks no single period. */
function shifted(
  filters: AnalystFilter[],
  index: DatasetIndex,
  step: Step,
  by: 1 | -1,
  anyLength = false,
): AnalystFilter[] | undefined {
  const single = (f: AnalystFilter, part: string) =>
    f.kind === 'date_part' && f.part === part && f.values.length === 1;
  // one year of a year column: "in 1951" as a value or as a comparison "= 1951"
  const yearOf = (f: AnalystFilter): number | undefined => {
    if (index.columns.find((c) => c.name === f.column)?.yearLike !== true) return undefined;
    const value =
      f.kind === 'values' && f.values.length === 1 && !f.negate
        ? f.values[0]
        : f.kind === 'compare' && f.op === '='
          ? f.value
          : undefined;
    return typeof value === 'number' && Number.isInteger(value) ? value : undefined;
  };
  const yearOfColumn = filters.filter((f) => yearOf(f) !== undefined);
  const yearParts = filters.filter((f) => single(f, 'year'));
  const ranges = filters.filter((f) => f.kind === 'date_range');
  const timeFilters = yearOfColumn.length + yearParts.length + ranges.length;
  if (timeFilters !== 1) return undefined;
  if (yearOfColumn.length === 1) {
    if (step !== 'year') return undefined;
    const year = yearOfColumn[0]!;
    const next = yearOf(year)! + by;
    return filters.map((f) =>
      f !== year
        ? f
        : f.kind === 'values'
          ? { ...f, values: [next] }
          : ({ ...f, value: next } as AnalystFilter),
    );
  }
  if (ranges.length === 1) {
    const range = ranges[0] as Extract<AnalystFilter, { kind: 'date_range' }>;
    if (!anyLength && monthsSpanned(range.from, range.to) !== MONTHS_OF[step]) return undefined;
    const months = by * MONTHS_OF[step];
    const [from, to] = [addMonths(range.from, months), addMonths(range.to, months)];
    const last = iso(new Date(Date.parse(`${to}T00:00:00Z`) - 86_400_000));
    const moved: AnalystFilter = {
      kind: 'date_range',
      column: range.column,
      from,
      to,
      ...(anyLength ? { label: `${from} to ${last}` } : {}),
    };
    return filters.map((f) => (f === range ? moved : f));
  }
  const year = yearParts[0] as Extract<AnalystFilter, { kind: 'date_part' }>;
  const sub = filters.filter((f) => f.column === year.column && f.kind === 'date_part' && f.part !== 'year');
  if (step === 'year') {
    if (sub.some((f) => f.kind === 'date_part' && f.values.length !== 1)) return undefined;
    return filters.map((f) => (f === year ? { ...year, values: [year.values[0]! + by] } : f));
  }
  const part =
    sub.length === 1 && single(sub[0]!, step)
      ? (sub[0] as Extract<AnalystFilter, { kind: 'date_part' }>)
      : undefined;
  if (!part) return undefined;
  const count = step === 'quarter' ? 4 : 12;
  const position = year.values[0]! * count + (part.values[0]! - 1) + by;
  const nextYear = Math.floor(position / count);
  const nextPart = (position % count) + 1;
  return filters.map((f) =>
    f === year ? { ...year, values: [nextYear] } : f === part ? { ...part, values: [nextPart] } : f,
  );
}

/** The previous query over the period one step later or earlier, or undefined. */
export function parsePeriodShift(
  question: string,
  index: DatasetIndex,
  previous: AnalystQuery | undefined,
): Parsed | undefined {
  if (!previous || previous.dataset !== index.info.name) return undefined;
  const asked = shiftAsked(question);
  if (!asked) return undefined;
  if (previous.kind === 'compare' || previous.kind === 'correlation') return undefined;
  const filters = shifted(previous.filters, index, asked.step, asked.by, asked.anyLength);
  if (!filters) return undefined;
  return {
    query: { ...structuredClone(previous), filters },
    ignored: [],
    confidence: 0.9,
    placed: 1,
    followUp: true,
  };
}
