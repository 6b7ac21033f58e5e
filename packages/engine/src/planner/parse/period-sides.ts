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

/** Where a period starts, for putting the earlier first: "before 1900" before "since 1900". */
const startOf = (r: Range): string => (r.op === 'before' || r.op === 'until' ? '0000' : r.from);

/** The words of a period said with an edge ("before 1900", "since 1900"). */
const labelOf = (r: Range): string =>
  r.op && r.op !== 'between' && !r.label.startsWith(r.op) ? `${r.op} ${r.label}` : r.label;

/** A side of a period over a date column: its dates; an edge runs from or to the data's ends. */
function dateSide(column: string, r: Range): AnalystFilter {
  const label = labelOf(r);
  if (r.op === 'before') return { kind: 'date_range', column, from: '0001-01-01', to: r.from, label };
  if (r.op === 'after') return { kind: 'date_range', column, from: r.to, to: '9999-12-31', label };
  if (r.op === 'since') return { kind: 'date_range', column, from: r.from, to: '9999-12-31', label };
  if (r.op === 'until') return { kind: 'date_range', column, from: '0001-01-01', to: r.to, label };
  return { kind: 'date_range', column, from: r.from, to: r.to, label };
}

/** A side of a period over a column of years: a span of whole years, or the years on one side of an edge. */
function yearSide(column: string, r: Range): AnalystFilter | undefined {
  const year = Number(r.from.slice(0, 4));
  if (r.op === 'before') return { kind: 'compare', column, op: '<', value: year };
  if (r.op === 'since') return { kind: 'compare', column, op: '>=', value: year };
  const last = Number(r.to.slice(0, 4)) - 1;
  if (r.op === 'after') return { kind: 'compare', column, op: '>', value: last };
  if (r.op === 'until') return { kind: 'compare', column, op: '<=', value: last };
  const span = wholeYears(r);
  return span ? { kind: 'between', column, from: span.from, to: span.to } : undefined;
}

/**
 * The two sides of the comparison, each a period ("1990-1999 vs 2000-2009") or the years on one
 * side of an edge ("before 1900 vs from 1900 on"), the earlier first; undefined unless there are
 * exactly two periods over a date or year column.
 */
export function periodSides(
  ranges: TimeSpec['ranges'],
  column: string,
  temporal: boolean,
  yearColumn = false,
): { label: string; filters: AnalystFilter[] }[] | undefined {
  if ((!temporal && !yearColumn) || ranges.length !== 2) return undefined;
  // "after 1990 and before 2000" is one window between two edges, not two sides
  const upTo = ranges.find((r) => r.op === 'before' || r.op === 'until');
  const onFrom = ranges.find((r) => r.op === 'after' || r.op === 'since');
  if (upTo && onFrom) {
    const end = upTo.op === 'before' ? upTo.from : upTo.to;
    const start = onFrom.op === 'after' ? onFrom.to : onFrom.from;
    if (start < end) return undefined;
  }
  // the earlier period first: the change is read forward in time, whichever was said first
  const sorted = [...ranges].sort((a, b) => startOf(a).localeCompare(startOf(b)));
  if (temporal) return sorted.map((r) => ({ label: labelOf(r), filters: [dateSide(column, r)] }));
  const sides = sorted.map((r) => yearSide(column, r));
  if (sides.some((f) => !f)) return undefined;
  return sorted.map((r, i) => ({ label: labelOf(r), filters: [sides[i]!] }));
}
