/**
 * Two periods said with a comparison word ("q1 2025 vs q1 2024", "march 2024 compared to march
 * 2023"): the two sides of a comparison, never both as filters at once (no row is in both). The
 * earlier period comes first, so the change is from it to the later one.
 */
import type { AnalystFilter } from '@ai-analyst/contract';
import type { TimeSpec } from './time';

export function periodSides(
  ranges: TimeSpec['ranges'],
  column: string,
  temporal: boolean,
): { label: string; filters: AnalystFilter[] }[] | undefined {
  if (!temporal || ranges.length !== 2 || ranges.some((r) => r.op)) return undefined;
  // the earlier period first: the change is read forward in time, whichever was said first
  return [...ranges].sort((a, b) => a.from.localeCompare(b.from)).map((r) => ({
    label: r.label,
    filters: [{ kind: 'date_range', column, from: r.from, to: r.to, label: r.label }],
  }));
}
