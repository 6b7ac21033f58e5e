/**
 * Numbers and dates said otherwise than the cells write them. A day of a month said the other
 * way round from the table's cells: "July 14th" or "the 14th of July" over cells written
 * `14 July` (a race's stages, a tour's dates without a year), or "14 July" over cells written
 * `July 14`. The question is read with the day and month in the cells' order (and without the
 * ordinal suffix), so that the cell is matched as a whole rather than "14" being read as a
 * number of another column. A number glued to its unit ("over 180km") is said apart, as cells
 * write it (`182 km`).
 */
import type { ListTable } from './table';

const MONTH =
  '(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)';
const DAY_FIRST_CELL = new RegExp(`^\\d{1,2}(?:st|nd|rd|th)? ${MONTH}\\b`, 'i');
const MONTH_FIRST_CELL = new RegExp(`^${MONTH}\\.? \\d{1,2}\\b`, 'i');

/** Which order the table's date cells write: 'day' (`14 July`), 'month' (`July 14, 1867`) or undefined. */
export function cellDayOrder(table: ListTable): 'day' | 'month' | undefined {
  let day = 0;
  let month = 0;
  for (const row of table.rows)
    for (const cell of row) {
      if (!cell) continue;
      if (DAY_FIRST_CELL.test(cell.trim())) day++;
      else if (MONTH_FIRST_CELL.test(cell.trim())) month++;
    }
  if (day >= 3 && month === 0) return 'day';
  if (month >= 3 && day === 0) return 'month';
  return undefined;
}

/** The question with its days of months in the order the table's cells write them. */
export function withCellDayOrder(question: string, table: ListTable): string {
  const order = cellDayOrder(table);
  if (!order) return question;
  const monthDay = new RegExp(`\\b${MONTH} (\\d{1,2})(?:st|nd|rd|th)?\\b(?!\\s*[:.]\\d)`, 'gi');
  const dayOfMonth = new RegExp(`\\b(?:the )?(\\d{1,2})(?:st|nd|rd|th)?(?: of)? ${MONTH}\\b`, 'gi');
  const valid = (d: string) => Number(d) >= 1 && Number(d) <= 31;
  if (order === 'day')
    return question
      .replace(monthDay, (all, m: string, d: string) => (valid(d) ? `${d} ${m}` : all))
      .replace(dayOfMonth, (all, d: string, m: string) => (valid(d) ? `${d} ${m}` : all));
  return question
    .replace(dayOfMonth, (all, d: string, m: string) => (valid(d) ? `${m} ${d}` : all))
    .replace(monthDay, (all, m: string, d: string) => (valid(d) ? `${m} ${d}` : all));
}

/** Units a number may be written glued to ("over 180km", "under 2kg"). */
const GLUED_UNIT = /\b(\d+(?:\.\d+)?)(km|mi|m|cm|mm|kg|g|lb|lbs|ft|min|mins|hr|hrs|mph|kph|ha)\b/gi;

/** The question with a number and the unit glued to it said apart ("180km" → "180 km"), as cells write them. */
export function withUnitsApart(question: string): string {
  return question.replace(GLUED_UNIT, '$1 $2');
}
