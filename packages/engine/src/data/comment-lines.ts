/**
 * Notes above a CSV's header: exports from finance sites, instruments and scientific tools often
 * start with lines such as `# Data source: …` or `// exported 2024-01-01`. DuckDB's sniffer would
 * take the first of them for the header (every real column then reads as `column01`…), so the
 * reader skips them. Only whole lines at the very top that start with `#` or `//` count; a `#`
 * inside the data is left alone, and so is a header whose first column is named `#` (it has as
 * many delimiters as the lines below it).
 *
 * The file's first lines and how a line splits (its delimiter, its cells) are read here too, for
 * the other checks of a file's start (row names, a missing header, fields separated by spaces).
 */
import { closeSync, openSync, readSync } from 'node:fs';

/** How much of the file's start is read to find the notes. */
const HEAD_BYTES = 64 * 1024;
/** A note line: `#` or `//` first, after optional spaces, not a first cell named `#` (`#,Title`). */
const NOTE = /^\s*(#(?![,;\t|])|\/\/)/;

const DELIMITERS = [',', ';', '\t', '|'];

/** How many times each delimiter stands in a line outside quotes. */
const delimiterCounts = (line: string) => {
  const bare = line.replace(/"[^"]*"/g, '""');
  return DELIMITERS.map((d) => bare.split(d).length - 1);
};

/** The delimiters a line holds outside quotes (commas, semicolons, tabs or bars, whichever it has most of). */
export function fields(line: string): number {
  return Math.max(...delimiterCounts(line));
}

/** The delimiter a line splits on most: comma, semicolon, tab or bar (a comma when it holds none). */
export function delimiterOf(line: string): string {
  const counts = delimiterCounts(line);
  return DELIMITERS[counts.indexOf(Math.max(...counts))]!;
}

/**
 * The delimiter every line of a table's start splits on the same number of times (at least once),
 * when that is one delimiter other than a comma; undefined otherwise. DuckDB's sniffer can miss a
 * tab or semicolon that is plain to see (it once read a tab-separated file with quoted names as one
 * column and then failed on it), so such a delimiter is given to the reader rather than guessed.
 */
export function steadyDelimiter(lines: string[]): string | undefined {
  const table = lines.filter((l) => l.trim() !== '').slice(0, 200);
  if (table.length < 2) return undefined;
  const steady = DELIMITERS.filter((d, i) => {
    const count = delimiterCounts(table[0]!)[i]!;
    return count > 0 && table.every((line) => delimiterCounts(line)[i] === count);
  });
  return steady.length === 1 && steady[0] !== ',' ? steady[0] : undefined;
}

/**
 * The whole lines of the file's first 64 KiB, without a byte-order mark; undefined when the file
 * cannot be read or is compressed.
 */
export function headLines(path: string): string[] | undefined {
  if (/\.gz$/i.test(path)) return undefined;
  try {
    const fd = openSync(path, 'r');
    try {
      const buffer = Buffer.alloc(HEAD_BYTES);
      const read = readSync(fd, buffer, 0, HEAD_BYTES, 0);
      const lines = buffer.subarray(0, read).toString('utf8').replace(/^\uFEFF/, '').split(/\r?\n/);
      // a full buffer ends inside a line: that line is cut short
      if (read === HEAD_BYTES && lines.length > 1) lines.pop();
      return lines;
    } finally {
      closeSync(fd);
    }
  } catch {
    return undefined;
  }
}

/** The number of note lines above the header, or 0 (also when the file cannot be read or is compressed). */
export function leadingCommentLines(path: string): number {
  const lines = headLines(path);
  if (!lines) return 0;
  let notes = 0;
  while (notes < lines.length && NOTE.test(lines[notes]!)) notes += 1;
  // "#,Title,Year": a header line that starts with # splits like the line below it
  while (notes > 0 && fields(lines[notes - 1]!) > 0 && fields(lines[notes - 1]!) === fields(lines[notes] ?? '')) notes -= 1;
  notes += countLine(lines.slice(notes));
  notes += titleBlockLines(lines.slice(notes));
  // notes need a header and data after them; a file of notes only is left to the reader
  const rest = lines.slice(notes).filter((l) => l.trim() !== '');
  return rest.length >= 2 ? notes : 0;
}

/**
 * A lone whole number on the first line (a count of the rows or a version, as some tools write
 * before their rows) above lines that all split into the same number of fields: 1, else 0.
 */
export function countLine(lines: string[]): number {
  if (!/^\s*\d+\s*$/.test(lines[0] ?? '')) return 0;
  const below = lines.slice(1).filter((l) => l.trim() !== '').slice(0, 50);
  if (below.length < 2) return 0;
  const width = fields(below[0]!);
  return width > 0 && below.every((l) => fields(l) === width) ? 1 : 0;
}

/** Lines a title block may take above a header. */
const MAX_TITLE_LINES = 8;
/** Lines below the header that must split like it for the block above to be a title. */
const STEADY_LINES = 3;

/**
 * A report's title block above its header, as business systems export reports "the Excel way": a
 * title line, a run line (`Run: 2024/07/01 06:00  Whse: ALL`), perhaps a blank line, then the
 * header. The block is the lines at the top holding at most one filled cell (two when the header
 * names six columns or more), each shorter than the header, before a header line of at least three
 * filled names whose following lines split into as many cells. A header one name short of its rows
 * (row names, as R writes them) is never taken for a title: it has more than one filled cell or
 * too few columns below it.
 */
export function titleBlockLines(lines: string[]): number {
  let top = 0;
  while (top < lines.length && top < MAX_TITLE_LINES) {
    const line = lines[top]!;
    if (line.trim() !== '' && fields(line) > 0 && filledCells(line) === splitLine(line, delimiterOf(line)).length) {
      // a run line with a semicolon in its prose (`Run 07/02 by ops; USD at average rates`) is no
      // header: the header's first row below splits into as many cells as it does
      if (splitLine(line, delimiterOf(line)).length >= 3 || !proseAboveHeader(lines, top)) break;
    }
    top += 1;
  }
  if (top === 0 || top >= lines.length || lines.slice(0, top).every((l) => l.trim() === '')) return 0;
  const header = lines[top]!;
  const delimiter = delimiterOf(header);
  const width = splitLine(header, delimiter).length;
  if (width < 3 || filledCells(header, delimiter) !== width) return 0;
  const allowed = width >= 6 ? 2 : 1;
  const above = lines.slice(0, top);
  if (!above.every((l) => l.trim() === '' || filledCells(l, delimiter) <= allowed)) return 0;
  const below = lines.slice(top + 1, top + 1 + 50).filter((l) => l.trim() !== '');
  if (below.length < Math.min(STEADY_LINES, lines.length - top - 1) || below.length === 0) return 0;
  if (!below.slice(0, STEADY_LINES).every((l) => splitLine(l, delimiter).length === width)) return 0;
  return top;
}

/**
 * Whether the filled line at `top` is prose above a wider header: a line of two cells whose next
 * non-blank line splits, on its own delimiter, into three or more filled cells, as do the lines
 * below that one.
 */
function proseAboveHeader(lines: string[], top: number): boolean {
  const next = lines.slice(top + 1, top + 1 + MAX_TITLE_LINES).findIndex((l) => l.trim() !== '');
  if (next < 0) return false;
  const header = lines[top + 1 + next]!;
  const delimiter = delimiterOf(header);
  const width = splitLine(header, delimiter).length;
  if (width < 3 || filledCells(header, delimiter) !== width) return false;
  const after = lines.slice(top + 2 + next, top + 2 + next + STEADY_LINES).filter((l) => l.trim() !== '');
  return after.length > 0 && after.every((l) => splitLine(l, delimiter).length === width);
}

/** The cells of a line that hold something (the delimiter the line splits on most, unless given). */
function filledCells(line: string, delimiter = delimiterOf(line)): number {
  return splitLine(line, delimiter).filter((c) => c !== '').length;
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
