/**
 * A period split over a year column and a quarter (1–4) or month (1–12) column: each row is one
 * quarter or month. "How many quarters had X", "what share of months were over 100" count those
 * rows; the numbers of the quarter column are never added up or averaged for them.
 */
import type { AnalystMeasure } from '@ai-analyst/contract';
import type { DatasetIndex } from '../schema-index';
import { perPeriod } from './per-period';
import { rankedTotals } from './ranked-totals';
import { monthNumberColumn, quarterNumberColumn } from './split-date';
import type { Parsed } from './types';

/** The parse with a total or average of a period-part column said in the plural read as a count of rows. */
export function countPeriodRows(parsed: Parsed, index: DatasetIndex, question: string): Parsed {
  return rankedTotals(perPeriod(splitPeriodRows(parsed, index, question), index, question), index, question);
}

function splitPeriodRows(parsed: Parsed, index: DatasetIndex, question: string): Parsed {
  const q = parsed.query;
  if (!q) return parsed;
  const parts = [quarterNumberColumn(index), monthNumberColumn(index)].filter((c) => c !== undefined);
  if (!parts.length) return parsed;
  const plural = (word: string) => new RegExp(`\\b${word}s\\b`, 'i').test(question);
  let changed = false;
  const measures = q.measures.map((m): AnalystMeasure => {
    const part = parts.find((c) => c.name === m.column);
    if (!part || (m.fn !== 'sum' && m.fn !== 'avg') || !part.words.some(plural)) return m;
    changed = true;
    return { fn: 'count' };
  });
  return changed ? { ...parsed, query: { ...q, measures } } : parsed;
}
