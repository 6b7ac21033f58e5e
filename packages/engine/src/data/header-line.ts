/**
 * Files without a header: some tools write the rows alone (`alpha,1.5,10`). Read with a header,
 * the first row would become the column names and be lost from the data. The first line is taken
 * for a row when it holds a number that no header would be named (a decimal, a negative number,
 * a whole number that is not a year) and every number it holds sits in a column of numbers; the
 * columns are then named `column1`, `column2`, …. A header of years over numbers (`country,2019,
 * 2020`) stays a header. Columns whose cells say what they are get that name instead (see
 * namesByContent).
 */
import { delimiterOf, fields, headLines, splitLine } from './comment-lines';

/** Data lines looked at after the first line. */
const SAMPLE_LINES = 200;

/** A number, perhaps of degrees (`48.86°`: no header is named so). */
const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?\s*°?$/i;
const isNumber = (cell: string) => NUMBER.test(cell.trim());
/** A number a header could be named: a year. */
const yearLike = (cell: string) => /^\d{4}$/.test(cell.trim()) && Number(cell) >= 1000 && Number(cell) <= 2100;

/** The names to read a headerless file with, or undefined when its first line is a header. */
export function headerlessNames(path: string, notes = 0): string[] | undefined {
  const lines = headLines(path);
  if (!lines) return undefined;
  const first = lines[notes];
  if (first === undefined || first.trim() === '' || fields(first) === 0) return undefined;
  const data = lines
    .slice(notes + 1)
    .filter((l) => l.trim() !== '')
    .slice(0, SAMPLE_LINES);
  if (data.length === 0) return undefined;
  const delimiter = delimiterOf(first);
  const head = splitLine(first, delimiter);
  const rows = data.map((line) => splitLine(line, delimiter));
  if (rows.some((row) => row.length !== head.length)) return undefined;
  const numericColumn = (j: number) =>
    (rows.every((row) => row[j] === '' || isNumber(row[j]!)) && rows.some((row) => isNumber(row[j]!))) ||
    hexColumn(head[j]!, rows.map((row) => row[j]!));
  const numbers = head.map((cell, j) => (isNumber(cell) ? j : -1)).filter((j) => j >= 0);
  if (!numbers.some((j) => !yearLike(head[j]!))) return undefined;
  if (!numbers.every(numericColumn)) return undefined;
  return namesByContent(head, rows);
}

/**
 * A column of hexadecimal codes written at one width or more (`0041`, `00E9`, `1F600`): the first
 * line's `0000` or `0030` is one of them, no header name.
 */
function hexColumn(first: string, cells: string[]): boolean {
  const hex = /^[0-9A-F]{4,8}$|^[0-9a-f]{4,8}$/;
  if (!hex.test(first)) return false;
  const filled = cells.filter((c) => c !== '');
  return filled.length === cells.length && filled.every((c) => hex.test(c)) && filled.some((c) => /[a-f]/i.test(c));
}

/** A coordinate written with a degree sign (`48.86°`, `-4.50 °`): its number, or undefined. */
const degrees = (cell: string) => {
  const m = /^([-+]?(?:\d+\.?\d*|\.\d+))\s*°$/.exec(cell.trim());
  return m ? Number(m[1]) : undefined;
};

/**
 * Names for the columns of a headerless file: `column1`, `column2`, … in their order, except what
 * the cells say plainly. Two neighbouring columns of degrees (`48.86°` then `2.34°`) are a
 * position, latitude first as positions are written (longitude first when only the first column
 * goes past ±90°); a first column of distinct words names the rows (`name`).
 */
function namesByContent(head: string[], data: string[][]): string[] {
  const names = head.map((_, j) => `column${j + 1}`);
  const rows = [head, ...data];
  const column = (j: number) => rows.map((row) => row[j] ?? '');
  const degreeColumn = (j: number) => {
    const values = column(j).map(degrees);
    return values.every((v) => v !== undefined) ? Math.max(...values.map((v) => Math.abs(v!))) : undefined;
  };
  for (let j = 0; j + 1 < head.length; j++) {
    const [a, b] = [degreeColumn(j), degreeColumn(j + 1)];
    if (a === undefined || b === undefined || a > 180 || b > 180 || (a > 90 && b > 90)) continue;
    [names[j], names[j + 1]] = a > 90 ? ['longitude', 'latitude'] : ['latitude', 'longitude'];
    j++;
  }
  const first = column(0);
  const words = first.every((cell) => /\p{L}/u.test(cell) && !isNumber(cell));
  if (words && new Set(first.map((c) => c.toLowerCase())).size === first.length && rows.length > 2) names[0] = 'name';
  return names;
}
