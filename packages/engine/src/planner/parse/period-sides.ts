/**
 * Two periods said with a comparison word ("q1 2025 vs q1 2024", "march 2024 compared to march
 * 2023", "the 1800s vs the 1900s"): the two sides of a comparison, never both as filters at once
 * (no row is in both). The earlier period comes first, so the change is from it to the later one.
 * Over a date column each side is a date range; over a column of years, a span of whole years.
 */
import type { AnalystFilter } from '@ai-analyst/contract';
import type { TimeSpec } from './time';

type Range = TimeSpec['ranges'][number];

/** A period of whole years as the years it spans ("the 1990s": 1990–1999), else undefined. */
function wholeYears(r: Range): { from: number; to: number } | undefined {
  if (!r.from.endsWith('-01-01') || !r.to.endsWith('-01-01')) return undefined;
  const from = Number(r.from.slice(0, 4));
  const to = Number(r.to.slice(0, 4)) - 1;
  return Number.isFinite(from) && Number.isFinite(to) && to >= from ? { from, to } : undefined;
}

export function periodSides(
  ranges: TimeSpec['ranges'],
  column: string,
  temporal: boolean,
  yearColumn = false,
): { label: string; filters: AnalystFilter[] }[] | undefined {
  if ((!temporal && !yearColumn) || ranges.length !== 2 || ranges.some((r) => r.op)) return undefined;
  // the earlier period first: the change is read forward in time, whichever was said first
  const sorted = [...ranges].sort((a, b) => a.from.localeCompare(b.from));
  if (temporal)
    return sorted.map((r) => ({
      label: r.label,
      filters: [{ kind: 'date_range', column, from: r.from, to: r.to, label: r.label }],
    }));
  const spans = sorted.map(wholeYears);
  if (spans.some((s) => !s)) return undefined;
  return sorted.map((r, i) => ({
    label: r.label,
    filters: [{ kind: 'between', column, from: spans[i]!.from, to: spans[i]!.to }],
  }));
}
