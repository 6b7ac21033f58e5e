/**
 * Timestamps written with a UTC offset (`2024-06-09T07:22:20-05:00`), as card, telematics and
 * point-of-sale exports write each event with the local time of the place it happened. DuckDB's
 * reader types such a column as TIMESTAMP WITH TIME ZONE, which shifts every value to one zone:
 * a fill at 07:22 in Dallas would count as 12:22, and "between midnight and 5am", "by hour" or
 * "on weekends" would read the clock of the server, not of the pump. The column is read instead
 * as the local date and time written (the offset dropped, never applied), and a warning says so.
 */
import { quoteLiteral } from './sql';

const ZONED = 'TIMESTAMP WITH TIME ZONE';

/**
 * The source read with every zoned timestamp column of a CSV (`read_csv(…)`) typed as a plain
 * TIMESTAMP, which keeps the clock time as written; the source unchanged when it has none or is
 * not a CSV read.
 */
export function localClockSource(source: string, columns: { name: string; type: string }[]): string {
  const zoned = columns.filter((c) => c.type === ZONED);
  if (!zoned.length || !source.startsWith('read_csv(') || !source.endsWith(')') || source.includes(' types = ')) return source;
  const types = zoned.map((c) => `${quoteLiteral(c.name)}: 'TIMESTAMP'`).join(', ');
  return `${source.slice(0, -1)}, types = {${types}})`;
}

/** The names of the columns read as local clock times (those DuckDB typed as zoned). */
export function zonedColumns(columns: { name: string; type: string }[]): string[] {
  return columns.filter((c) => c.type === ZONED).map((c) => c.name);
}

/** What the reader says about a column whose times carried an offset. */
export const localClockWarning = (column: string) =>
  `Column "${column}" has times written with a UTC offset; each is read as the local date and time written (the offset is not applied).`;
