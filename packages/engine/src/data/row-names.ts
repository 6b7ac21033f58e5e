/**
 * Files written with row names: R's `write.table` (and `write.csv` with some options) puts a row
 * name first on every line but leaves it out of the header, so the header names one column fewer
 * than every row holds ("Weight","Feed" over `"1",26.5,4.2`). Read as it stands, every name slides
 * one column to the left: `Weight` holds the row numbers and the last column is lost.
 *
 * When every line of the file's start holds exactly one field more than its header, the reader
 * gives the first field a name of its own. Row names that only number the lines (1, 2, 3 …) say
 * nothing and are left out; names that say something (car models, countries) are kept, as a
 * column `name` (or `row name` when the header already has a `name`).
 */
import { fields, headLines } from './comment-lines';

/** Data lines looked at after the header. */
const SAMPLE_LINES = 200;

export interface RowNamesLayout {
  /** The column names to read the file with: the row names' column first, then the header's. */
  names: string[];
  /** The name given to the row names' column. */
  rowNameColumn: string;
  /** Whether the row names only number the lines, so the column is dropped after reading. */
  numbering: boolean;
}

/** The delimiter a line splits on most: comma, semicolon, tab or bar. */
export function delimiterOf(line: string): string {
  const bare = line.replace(/"[^"]*"/g, '""');
  const delimiters = [',', ';', '\t', '|'];
  return delimiters.reduce((best, d) => (bare.split(d).length > bare.split(best).length ? d : best), ',');
}

/** Splits one line into its cells, quotes respected (`""` inside quotes is one quote). */
export function splitLine(line: string, delimiter: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === delimiter) {
      cells.push(cell);
      cell = '';
    } else cell += ch;
  }
  cells.push(cell);
  return cells.map((c) => c.trim());
}

/**
 * The layout of a file whose header is one name short of every row, or undefined for any other
 * file. `notes` is the number of note lines above the header.
 */
export function rowNamesLayout(path: string, notes = 0): RowNamesLayout | undefined {
  const lines = headLines(path);
  if (!lines) return undefined;
  const header = lines[notes];
  if (header === undefined || header.trim() === '') return undefined;
  const data = lines
    .slice(notes + 1)
    .filter((l) => l.trim() !== '')
    .slice(0, SAMPLE_LINES);
  if (data.length < 2) return undefined;
  const width = fields(header);
  if (width < 1 || !data.every((line) => fields(line) === width + 1)) return undefined;
  const delimiter = delimiterOf(data[0]!);
  const names = splitLine(header, delimiter);
  if (names.length !== width + 1 || names.some((n) => n === '')) return undefined;
  const taken = new Set(names.map((n) => n.toLowerCase()));
  const rowNameColumn = taken.has('name') ? (taken.has('row name') ? 'row name (file)' : 'row name') : 'name';
  const cells = data.map((line) => splitLine(line, delimiter));
  // a delimiter at the end of every row (`1,2,3,`) adds an empty last field, not a row name
  if (cells.every((row) => row[row.length - 1] === '')) return undefined;
  const first = cells.map((row) => row[0] ?? '');
  const numbering = first.every((cell, i) => cell === String(i + 1));
  return { names: [rowNameColumn, ...names], rowNameColumn, numbering };
}
