/**
 * A year said in a question that some column's name holds ("ottawa's population in 2016" over
 * `Population (2021)` / `Population (2016)`, "japan's generation in 2022" over
 * `Generation 2022 (TWh)`) picks that column: the question is read without the year, over the
 * columns with the other years of the same measure set aside, and the year is never a date
 * filter. Two years said with a change word ("lost population between 2016 and 2021", "grew the
 * fastest from 1980 to 2015") are read in ./year-change; two years said side by side ("1980 vs
 * 2015") show both columns.
 */
import type { AnalystQuery } from '@ai-analyst/contract';
import type { DatasetIndex } from '../schema-index';
import {
  columnYearsSaid,
  olderSiblings,
  withoutYears,
  yearColumnGroups,
  yearSiblings,
  type YearColumn,
} from '../year-columns';
import { numberedReading } from './numbered-columns';
import { bothYears, readYearChange } from './year-change';
import type { Parsed } from './types';

/** Every column name the query reads. */
export function columnsRead(q: AnalystQuery): Set<string> {
  const names = [
    ...q.measures.flatMap((m) => (m.column ? [m.column] : [])),
    ...q.filters.map((f) => f.column),
    ...(q.condition ?? []).map((f) => f.column),
    ...q.groupBy.map((g) => g.column),
    ...(q.columns ?? []),
    ...(q.pair ?? []),
    ...(q.order ? [q.order.by] : []),
    ...(q.derived ?? []).flatMap((d) => [d.left, d.right]),
  ];
  return new Set(names);
}

/** The index with only the named columns of each year set kept (the others set aside). */
export function keepingYears(index: DatasetIndex, hidden: Set<string>): DatasetIndex {
  return { ...index, columns: index.columns.filter((c) => !hidden.has(c.name)) };
}

/** Columns of the year sets that hold `year`, and the same sets' columns of other years. */
export function pickYear(
  groups: Map<string, YearColumn[]>,
  year: number,
): { picked: YearColumn[]; hidden: Set<string> } {
  const picked: YearColumn[] = [];
  const hidden = new Set<string>();
  for (const g of groups.values()) {
    if (!g.some((c) => c.year === year)) continue;
    for (const c of g) {
      if (c.year === year) picked.push(c);
      else hidden.add(c.name);
    }
  }
  return { picked, hidden };
}

/** The question read over the latest year of each measure held for several years (older ones set aside). */
function latestYear(
  question: string,
  index: DatasetIndex,
  names: readonly string[],
  run: (text: string, idx: DatasetIndex) => Parsed,
): Parsed | undefined {
  const older = olderSiblings(names);
  if (older.size === 0) return undefined;
  const parsed = run(question, keepingYears(index, older));
  if (!parsed.query) return undefined;
  const latest = new Set(
    yearSiblings(names).flatMap((g) => g.filter((c) => !older.has(c.name)).map((c) => c.name)),
  );
  // only a reading of a latest-year column is taken here; any other reading is the parser's own
  return [...columnsRead(parsed.query)].some((n) => latest.has(n)) ? parsed : undefined;
}

/** Set while a question without its years is parsed, so that it is not read so again. */
let reading = false;

export function parseYearColumns(
  question: string,
  index: DatasetIndex,
  parse: (question: string, index: DatasetIndex) => Parsed,
): Parsed | undefined {
  if (reading || index.wide) return undefined;
  const names = index.columns.map((c) => c.name);
  let years = columnYearsSaid(question, names);
  if (years.length > 2) return undefined;
  let groups = yearColumnGroups(names);
  // "bills in the 104th" over BILLS103 / BILLS104: the ordinal picks the column as a year would
  const numbered = years.length === 0 ? numberedReading(question, names) : undefined;
  if (numbered) {
    years = numbered.numbers;
    groups = numbered.groups;
    question = numbered.text;
  }
  // a reading that leaves words out ("what share of 2015 pop lives in …") is not taken for the year's sake
  const run = (text: string, idx: DatasetIndex): Parsed => {
    reading = true;
    try {
      const parsed = parse(text, idx);
      return parsed.query && parsed.ignored.length > 0 ? { ignored: parsed.ignored, confidence: 0 } : parsed;
    } finally {
      reading = false;
    }
  };
  // no year said: a change asked about ("which city grew the fastest") is between a measure's first
  // and last year; anything else reads the latest year's column, and only when it reads one
  if (years.length === 0)
    return readYearChange(question, index, groups, undefined, run) ?? latestYear(question, index, names, run);
  if (years.length === 2) {
    const change = readYearChange(question, index, groups, years as [number, number], run);
    if (change) return change;
    return bothYears(question, index, groups, years as [number, number], run);
  }
  const year = years[0]!;
  const { picked, hidden } = pickYear(groups, year);
  if (picked.length === 0) return undefined;
  const parsed = run(withoutYears(question, [year]), keepingYears(index, hidden));
  // asked back over the year's columns ("which column is 'over 1000000' about?" offers POP 2015 alone)
  if (!parsed.query) return parsed.clarify && !index.timeColumn ? parsed : undefined;
  // the year is consumed only by a column that holds it
  const read = columnsRead(parsed.query);
  return picked.some((c) => read.has(c.name)) ? parsed : undefined;
}
