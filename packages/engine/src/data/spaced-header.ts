/**
 * A header whose names are separated by spaces over rows separated by a delimiter: some tools
 * write the header with `write.table`-like spacing (`week    observed state`) and the rows with
 * tabs (`199001\t1\t  0`). Read as it is, the header holds no delimiter, so it is taken for a row
 * or for one long name. When the rows (at least two) all split on one delimiter (tab, semicolon,
 * bar or comma) into the same number of fields, the header holds no delimiter at all, and the header
 * splits on runs of spaces into exactly that many names (none of them a number), the file is read
 * through a copy whose header is written with the rows' delimiter and whose cells lose the spaces
 * around them.
 */
import { delimiterOf, fields, headLines, leadingCommentLines, splitLine } from './comment-lines';
import { csvCell, rewriteAsCsv } from './text-table-csv';
import { splitOnSpaces } from './whitespace-table';

const DATA_LINES = 200;
const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i;

/** The header's names, its line and the rows' delimiter, when the file has this shape (see above). */
export function spacedHeader(path: string): { names: string[]; line: number; delimiter: string } | undefined {
  const lines = headLines(path);
  if (!lines) return undefined;
  // a spaced header has no delimiter, so the notes' reader may take it for a title above the rows
  const notes = leadingCommentLines(path);
  for (let line = notes; line >= 0 && line >= notes - 1; line--) {
    const found = spacedHeaderAt(lines, line);
    if (found) return { ...found, line };
  }
  return undefined;
}

function spacedHeaderAt(lines: string[], at: number): { names: string[]; delimiter: string } | undefined {
  const head = lines[at];
  const rows = lines.slice(at + 1).filter((l) => l.trim() !== '').slice(0, DATA_LINES);
  if (!head || head.trim() === '' || /^\s*(#|\/\/)/.test(head) || rows.length < 3) return undefined;
  const delimiter = delimiterOf(rows[0]!);
  if (fields(head) > 0 || !rows[0]!.includes(delimiter)) return undefined;
  const cells = rows.map((row) => splitLine(row, delimiter).map((c) => c.trim()));
  const width = cells[0]!.length;
  if (width < 2 || !cells.every((row) => row.length === width)) return undefined;
  // the first row is no header of its own: no word over a column of numbers
  const numeric = (j: number) => cells.slice(1).every((row) => NUMBER.test(row[j]!));
  if (cells[0]!.some((cell, j) => cell !== '' && !NUMBER.test(cell) && numeric(j))) return undefined;
  const names = splitOnSpaces(head)?.cells;
  if (!names || names.length !== width || names.some((n) => n === '' || NUMBER.test(n))) return undefined;
  return { names, delimiter };
}

/** Rewrites such a file as a CSV at `target`: note lines kept, the spaced header split, each row's cells trimmed. */
export async function convertSpacedHeader(source: string, target: string, shape: { line: number; delimiter: string }): Promise<void> {
  let header = true;
  await rewriteAsCsv(
    source,
    target,
    (line) => {
      if (line.trim() === '') return line;
      const cells = header ? (splitOnSpaces(line)?.cells ?? []) : splitLine(line, shape.delimiter).map((c) => c.trim());
      header = false;
      return cells.map((c) => csvCell(c)).join(',');
    },
    shape.line,
  );
}
