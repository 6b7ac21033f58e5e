/**
 * Number and text formatting for narratives. Analysts read "1,234.5" and "12.3%", not
 * 1234.5123412; every sentence the tools and the planner write goes through these helpers.
 */
import type { Cell } from '../data/duck';

/** Formats a number for prose: thousands separators, at most 2 decimals (more for tiny values). */
export function fmt(value: Cell | undefined): string {
  if (value === null || value === undefined) return '—';
  if (typeof value !== 'number') return String(value);
  if (!Number.isFinite(value)) return String(value);
  const abs = Math.abs(value);
  const digits = abs !== 0 && abs < 1 ? 3 : abs >= 1000 ? 0 : 2;
  return value.toLocaleString('en-US', { maximumFractionDigits: digits });
}

/** Formats a ratio (0.123) as a percentage ("12.3%"). */
export function pct(ratio: number | null | undefined): string {
  if (ratio === null || ratio === undefined || !Number.isFinite(ratio)) return '—';
  return `${(ratio * 100).toFixed(1)}%`;
}

/** Formats a signed change as a percentage ("+4.2%", "−3.0%"). */
export function signedPct(ratio: number | null | undefined): string {
  if (ratio === null || ratio === undefined || !Number.isFinite(ratio)) return '—';
  return `${ratio >= 0 ? '+' : '−'}${Math.abs(ratio * 100).toFixed(1)}%`;
}

/** Makes a column name readable in prose: `order_date` → "order date". */
export function human(column: string): string {
  return column.replace(/_/g, ' ');
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A time bucket's start date as people name the period: "Mar 2024" for a month, "2024 Q1" for
 * a quarter, "2024" for a year, "week of 2024-03-04" for a week; days and anything else as given.
 */
export function periodLabel(value: Cell | undefined, bucket: string | undefined): string {
  const text = String(value ?? '');
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (!m || !bucket) return text;
  const [, year, month] = m;
  switch (bucket) {
    case 'month':
      return `${MONTHS[Number(month) - 1]} ${year}`;
    case 'quarter':
      return `${year} Q${Math.floor((Number(month) - 1) / 3) + 1}`;
    case 'year':
      return String(year);
    case 'week':
      return `week of ${text.slice(0, 10)}`;
    default:
      return text.slice(0, 10);
  }
}
