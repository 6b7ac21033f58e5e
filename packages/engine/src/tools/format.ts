/**
 * Number and text formatting for narratives. Analysts read "1,234.5" and "12.3%", not
 * 1234.5123412; every sentence the tools and the planner write goes through these helpers.
 */
import type { Cell, Row } from '../data/duck';

/** Formats a number for prose: thousands separators, at most 2 decimals (more for tiny values). */
export function fmt(value: Cell | undefined): string {
  if (value === null || value === undefined) return '—';
  if (typeof value !== 'number') return String(value);
  if (!Number.isFinite(value)) return String(value);
  const abs = Math.abs(value);
  const digits = abs !== 0 && abs < 1 ? 3 : abs >= 1000 ? 0 : 2;
  return value.toLocaleString('en-US', { maximumFractionDigits: digits });
}

/**
 * A percentage with sensible precision, the one way numbers are written as percentages: one
 * decimal from 1% up ("12.3%"), two below ("0.42%"), two significant digits below 0.01%
 * ("0.0031%"), so a small change never reads "0.0%". `ratio` is a fraction (0.123 is 12.3%).
 */
export function percentText(ratio: number, o: { signed?: boolean } = {}): string {
  const value = ratio * 100;
  const abs = Math.abs(value);
  const digits = abs === 0 ? '0' : abs >= 1 ? abs.toFixed(1) : abs >= 0.01 ? abs.toFixed(2) : String(Number(abs.toPrecision(2)));
  const sign = value < 0 ? '−' : o.signed && value > 0 ? '+' : '';
  return `${sign}${digits}%`;
}

/** Formats a ratio (0.123) as a percentage ("12.3%"). */
export function pct(ratio: number | null | undefined): string {
  if (ratio === null || ratio === undefined || !Number.isFinite(ratio)) return '—';
  return percentText(ratio);
}

/** Formats a signed change as a percentage ("+4.2%", "−3.0%", "−0.31%"). */
export function signedPct(ratio: number | null | undefined): string {
  if (ratio === null || ratio === undefined || !Number.isFinite(ratio)) return '—';
  return percentText(ratio, { signed: true });
}

/**
 * A date range as prose writes it, the one way to write a period: the end inclusive
 * ("2025-01-22 to 2025-01-28"), one day alone ("2025-01-22"). `toExclusive` is the first day
 * after the range, as the queries use it; anything not a plain date is written as given.
 */
export function periodText(from: string, toExclusive: string): string {
  const day = /^\d{4}-\d{2}-\d{2}$/;
  if (!day.test(from) || !day.test(toExclusive)) return `${from} to ${toExclusive}`;
  const last = new Date(`${toExclusive}T00:00:00Z`);
  last.setUTCDate(last.getUTCDate() - 1);
  const end = last.toISOString().slice(0, 10);
  return end <= from ? from : `${from} to ${end}`;
}

/** Makes a column name readable in prose: `order_date` → "order date". */
export function human(column: string): string {
  return column.replace(/_/g, ' ');
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** How a missing value reads in a group label, a chart axis, a table's key column or a sentence. */
export const MISSING = '(missing)';

/**
 * A time bucket's start date as people name the period: "Mar 2024" for a month, "2024 Q1" for
 * a quarter, "2024" for a year, "week of 2024-03-04" for a week, "2024-03-04" for a day,
 * "2024-03-04 13:00" for an hour; anything else as given, and "(missing)" for no value.
 */
export function periodLabel(value: Cell | undefined, bucket: string | undefined): string {
  if (value === null || value === undefined) return MISSING;
  const text = String(value);
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}))?/.exec(text);
  if (!m || !bucket) return text;
  const [, year, month, , hour] = m;
  switch (bucket) {
    case 'month':
      return `${MONTHS[Number(month) - 1]} ${year}`;
    case 'quarter':
      return `${year} Q${Math.floor((Number(month) - 1) / 3) + 1}`;
    case 'year':
      return String(year);
    case 'week':
      return `week of ${text.slice(0, 10)}`;
    case 'hour':
      return `${text.slice(0, 10)} ${hour ?? '00'}:00`;
    default:
      return text.slice(0, 10);
  }
}

export type PeriodGrain = 'year' | 'month' | 'day';

/**
 * The coarsest period that names every value of a date column exactly: `year` when all fall on
 * 1 January at midnight, `month` when all fall on the 1st, `day` when all are at midnight; none
 * when times of day differ (or a value is not a date). Lets a table show `2012` or `Jan 2012`
 * for dates that DuckDB returns as `2012-01-01`.
 */
export function periodGrain(values: readonly (Cell | undefined)[]): PeriodGrain | undefined {
  let grain: PeriodGrain = 'year';
  let seen = 0;
  for (const value of values) {
    if (value === null || value === undefined) continue;
    const m = /^\d{4}-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/.exec(String(value));
    if (!m) return undefined;
    const [, month, day, hh = '00', mm = '00', ss = '00'] = m;
    if (hh !== '00' || mm !== '00' || ss !== '00') return undefined;
    if (day !== '01') grain = 'day';
    else if (month !== '01' && grain === 'year') grain = 'month';
    seen++;
  }
  return seen ? grain : undefined;
}

/**
 * A group's key as people read it: "(missing)" for NULL (never "null"), numbers as written
 * (years and codes need no thousands separators), and everything else as text.
 */
export function groupLabel(value: Cell | undefined): string {
  if (value === null || value === undefined) return MISSING;
  return String(value);
}

/**
 * Rows as they are shown in a table or chart: `periods` columns (by name, with their bucket,
 * e.g. `{ month: 'month' }`) as period names, and missing keys in `groups` columns as
 * "(missing)". The rows given are left untouched, so the raw values stay in the data.
 */
export function displayRows(
  rows: readonly Row[],
  o: { periods?: Record<string, string>; groups?: readonly string[] },
): Row[] {
  const periods = Object.entries(o.periods ?? {});
  const groups = o.groups ?? [];
  if (!periods.length && !groups.length) return [...rows];
  return rows.map((row) => {
    const shown: Row = { ...row };
    for (const [column, bucket] of periods)
      if (column in row) shown[column] = periodLabel(row[column], bucket);
    for (const column of groups) if (column in row && row[column] === null) shown[column] = MISSING;
    return shown;
  });
}

/** A number with the unit its column was read with: "12.5%", "$1,234.5", "€7"; plain otherwise. */
export function withUnit(value: Cell | undefined, unit: string | undefined): string {
  if (typeof value !== 'number' || !unit) return fmt(value);
  if (unit === '%') return `${fmt(value)}%`;
  return value < 0 ? `−${unit}${fmt(-value)}` : `${unit}${fmt(value)}`;
}

/** The words that open a dataset's warning note; a conversation that shows them has seen it. */
export function warningNoteHeading(dataset: string): string {
  return `Note about the data in **${dataset}**:`;
}

/**
 * The note an answer appends the first time it uses a dataset whose file had problems (values
 * that could not be converted, ragged rows…), so people know what the numbers rest on.
 */
export function warningNote(dataset: string, warnings: readonly string[]): string {
  if (!warnings.length) return '';
  return [warningNoteHeading(dataset), ...warnings.map((w) => `- ${w}`)].join('\n');
}
