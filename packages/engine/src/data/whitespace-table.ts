/**
 * Text tables whose fields are separated by spaces: R's `write.table` writes `"name" "height"`
 * with a space between fields, and instruments and older tools align their columns with runs of
 * spaces. DuckDB's CSV sniffer never tries a space as the delimiter, so such a file would read as
 * one column. When the file's start holds no comma, semicolon, tab or bar outside quotes and
 * every line splits on runs of spaces (quotes respected) into the same number of fields (the
 * header may hold one fewer: row names), the file is rewritten as a CSV and that CSV is read.
 * Note lines above the header (`# …`) are copied as they are.
 */
import { fields } from './comment-lines';
import { csvCell, rewriteAsCsv, textTableSample } from './text-table-csv';

/** The fields of a line split on runs of spaces, quoted fields kept whole (without their quotes). */
export function splitOnSpaces(line: string): { cells: string[]; quoted: boolean[] } | undefined {
  const cells: string[] = [];
  const quoted: boolean[] = [];
  let i = 0;
  const text = line.trim();
  while (i < text.length) {
    if (text[i] === '"') {
      let cell = '';
      i++;
      for (;;) {
        if (i >= text.length) return undefined; // an unclosed quote
        if (text[i] === '"' && text[i + 1] === '"') {
          cell += '"';
          i += 2;
        } else if (text[i] === '"') {
          i++;
          break;
        } else cell += text[i++];
      }
      // a quote must end its field
      if (i < text.length && !/\s/.test(text[i]!)) return undefined;
      cells.push(cell);
      quoted.push(true);
    } else {
      let cell = '';
      while (i < text.length && !/\s/.test(text[i]!)) cell += text[i++];
      cells.push(cell);
      quoted.push(false);
    }
    while (i < text.length && /\s/.test(text[i]!)) i++;
  }
  return { cells, quoted };
}

/** Whether the file is a table of fields separated by spaces (see above). */
export function isSpaceSeparated(path: string): boolean {
  const table = textTableSample(path);
  if (!table) return false;
  if (table.some((line) => fields(line) > 0)) return false;
  const widths = table.map((line) => splitOnSpaces(line)?.cells.length ?? 0);
  const width = widths[1]!;
  if (width < 2 || !widths.slice(1).every((w) => w === width)) return false;
  // a header one field short is a header over row names, never a lone name over cells with spaces
  return widths[0] === width || (widths[0] === width - 1 && width > 2);
}

/** Rewrites a space-separated table as a CSV at `target` (written aside, then moved into place). */
export async function convertSpacesToCsv(source: string, target: string): Promise<void> {
  await rewriteAsCsv(source, target, (line) => {
    const split = splitOnSpaces(line);
    // a quoted cell, or one with spaces at its ends, stays quoted
    return split?.cells.map((c, i) => csvCell(c, split.quoted[i]! || c.trim() !== c)).join(',');
  });
}
