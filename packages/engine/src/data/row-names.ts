/**
 * Files written with row names: R's `write.table` puts a row name first on every line but leaves
 * it out of the header, so the header names one column fewer than every row holds ("Weight",
 * "Feed" over `"1",26.5,4.2`). Read as it stands, every name slides one column to the left:
 * `Weight` holds the row numbers and the last column is lost. R's `write.csv` names that first
 * column with an empty name instead (`"","mpg","cyl"`), and so does pandas' `to_csv` for its
 * index (`,a,b` over `0,1.5,2`); either would read as `column0`.
 *
 * When every line of the file's start holds exactly one field more than its header, or the
 * header's first name is empty, the reader gives the first field a name of its own: `row` when
 * the row names only number the lines (1, 2, 3 … or 0, 1, 2 …: an observation's number, which a
 * question may still name, "respondent 100"), `name` when they say something (car models,
 * countries); `row name` when the header already uses that name. A header with an empty first
 * name that is still one name short leaves a second field unnamed: the header's names go with the
 * last fields (the measures usually close a row), and that field is named `name` (text) or `value`.
 */
import { delimiterOf, fields, headLines, splitLine } from './comment-lines';

/** Data lines looked at after the header. */
const SAMPLE_LINES = 200;

export interface RowNamesLayout {
  /** The column names to read the file with: the row names' column first, then the header's. */
  names: string[];
  /** The name given to the row names' column. */
  rowNameColumn: string;
  /** Whether the row names only number the lines (the column is then named `row`). */
  numbering: boolean;
  /** How the header shows it: one name short of the rows, or an empty name over the first column. */
  header: 'one short' | 'unnamed first';
  /**
   * A header with an empty first name and still one name short (`,b,c` over `1,x,2,3`): the
   * header's names go with the last fields, and the second field gets this name.
   */
  unnamed?: string;
}

/**
 * The layout of a file whose header is one name short of every row, or names its first column
 * with an empty name, or undefined for any other file. `notes` is the number of note lines above
 * the header.
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
  if (width < 1) return undefined;
  const delimiter = delimiterOf(data[0]!);
  const cells = splitLine(header, delimiter);
  if (cells.length !== width + 1) return undefined;
  const oneShort = data.every((line) => fields(line) === width + 1);
  const unnamed = !oneShort && cells[0] === '' && cells.length > 1 && data.every((line) => fields(line) === width);
  if (!oneShort && !unnamed) return undefined;
  // an empty first name and still one short: row names, then a column the header left unnamed
  const twoUnnamed = oneShort && cells[0] === '' && cells.length > 2;
  const names = twoUnnamed ? cells.slice(1) : oneShort ? cells : cells.slice(1);
  if (names.some((n) => n === '')) return undefined;
  const rows = data.map((line) => splitLine(line, delimiter));
  // a delimiter at the end of every row (`1,2,3,`) adds an empty last field, not a row name
  if (rows.every((row) => row[row.length - 1] === '')) return undefined;
  const first = rows.map((row) => row[0] ?? '');
  // R numbers rows from 1, pandas' index from 0
  const numbering = [0, 1].some((start) => first.every((cell, i) => cell === String(i + start)));
  const taken = new Set(names.map((n) => n.toLowerCase()));
  const free = (wanted: string) => (taken.has(wanted) ? (taken.has('row name') ? 'row name (file)' : 'row name') : wanted);
  const rowNameColumn = free(numbering ? 'row' : 'name');
  taken.add(rowNameColumn.toLowerCase());
  if (twoUnnamed) {
    // the header's names belong to the last fields of each row; the second field keeps no name of its own
    const text = rows.some((row) => !/^\s*-?[\d.]+\s*$/.test(row[1] ?? ''));
    let unnamed = text ? 'name' : 'value';
    while (taken.has(unnamed.toLowerCase())) unnamed = `${unnamed}_`;
    return { names: [rowNameColumn, unnamed, ...names], rowNameColumn, numbering, header: 'one short', unnamed };
  }
  return { names: [rowNameColumn, ...names], rowNameColumn, numbering, header: oneShort ? 'one short' : 'unnamed first' };
}
