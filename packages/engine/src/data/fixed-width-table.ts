/**
 * Fixed-width text tables: columns aligned by padding with spaces, where a text cell may itself
 * hold spaces (`New Haven`, `Sea Bream`), so splitting on runs of spaces gives lines of different
 * lengths. The columns are found from the layout instead: a character position that is a space on
 * every line (header and data) separates columns, and each run of positions holding text on some
 * line is one column. The layout is taken only when it matches the header word for word: every
 * header name sits inside one such run, and every run holds exactly one header name. The file is
 * then rewritten as a CSV, each line cut at the same positions (the last column runs to the line's
 * end), and that CSV is read.
 */
import { fields } from './comment-lines';
import { csvCell, rewriteAsCsv, textTableSample } from './text-table-csv';

/** Where each column starts (character positions, the first one 0). */
export type ColumnStarts = number[];

/** The runs of positions that hold text on at least one of the lines, as [start, end) pairs. */
function occupiedRuns(lines: string[]): [number, number][] {
  const width = Math.max(...lines.map((l) => l.length));
  const used = new Array<boolean>(width).fill(false);
  for (const line of lines) for (let i = 0; i < line.length; i++) if (!/\s/.test(line[i]!)) used[i] = true;
  const runs: [number, number][] = [];
  for (let i = 0; i < width; i++) {
    if (!used[i]) continue;
    const start = i;
    while (i < width && used[i]) i++;
    runs.push([start, i]);
  }
  return runs;
}

/** The words of a line with where each starts and ends. */
const wordsOf = (line: string) => [...line.matchAll(/\S+/g)].map((m) => ({ start: m.index, end: m.index + m[0].length }));

/**
 * The column starts of a fixed-width table made of `header` and `rows`, or undefined when the
 * lines are not such a table (see above). Tabs are not fixed-width padding: a line with one
 * refuses the layout.
 */
export function fixedWidthColumns(header: string, rows: string[]): ColumnStarts | undefined {
  const lines = [header, ...rows];
  if (rows.length < 2 || lines.some((l) => l.includes('\t'))) return undefined;
  const names = wordsOf(header);
  if (names.length < 2) return undefined;
  const runs = occupiedRuns(lines);
  if (runs.length !== names.length) return undefined;
  const fits = runs.every(([start, end], i) => names[i]!.start >= start && names[i]!.end <= end);
  if (!fits) return undefined;
  // worth it only when splitting on spaces would not do: some row splits into a different count
  const words = rows.map((r) => wordsOf(r).length);
  if (words.every((n) => n === names.length)) return undefined;
  // the first column takes any padding before it
  return runs.map(([start], i) => (i === 0 ? 0 : start));
}

/** The cells of a line cut at the column starts, trimmed. */
export function cutLine(line: string, starts: ColumnStarts): string[] {
  return starts.map((start, i) => line.slice(start, starts[i + 1] ?? line.length).trim());
}

/** The column starts when the file (a text file without delimiters) is a fixed-width table. */
export function fixedWidthLayout(path: string): ColumnStarts | undefined {
  const table = textTableSample(path);
  if (!table) return undefined;
  if (table.some((line) => fields(line) > 0 || line.includes('"'))) return undefined;
  return fixedWidthColumns(table[0]!, table.slice(1));
}

/** Rewrites a fixed-width table as a CSV at `target` (written aside, then moved into place). */
export async function convertFixedWidthToCsv(source: string, target: string, starts: ColumnStarts): Promise<void> {
  await rewriteAsCsv(source, target, (line) =>
    line.trim() === '' ? undefined : cutLine(line, starts).map((c) => csvCell(c)).join(','),
  );
}
