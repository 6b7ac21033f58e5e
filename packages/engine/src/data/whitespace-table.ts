/**
 * Text tables whose fields are separated by spaces: R's `write.table` writes `"name" "height"`
 * with a space between fields, and instruments and older tools align their columns with runs of
 * spaces. DuckDB's CSV sniffer never tries a space as the delimiter, so such a file would read as
 * one column. When the file's start holds no comma, semicolon, tab or bar outside quotes and
 * every line splits on runs of spaces (quotes respected) into the same number of fields (the
 * header may hold one fewer: row names), the file is rewritten as a CSV and that CSV is read.
 * Note lines above the header (`# …`) are copied as they are.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { rename, unlink } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { fields, headLines, leadingCommentLines } from './comment-lines';

/** Lines looked at after the header. */
const SAMPLE_LINES = 200;

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
  if (/\.(tsv|tab)(\.gz)?$/i.test(path)) return false;
  const lines = headLines(path);
  if (!lines) return false;
  const notes = leadingCommentLines(path);
  const table = lines
    .slice(notes)
    .filter((l) => l.trim() !== '')
    .slice(0, SAMPLE_LINES + 1);
  if (table.length < 3) return false;
  if (table.some((line) => fields(line) > 0)) return false;
  const widths = table.map((line) => splitOnSpaces(line)?.cells.length ?? 0);
  const width = widths[1]!;
  if (width < 2 || !widths.slice(1).every((w) => w === width)) return false;
  // a header one field short is a header over row names, never a lone name over cells with spaces
  return widths[0] === width || (widths[0] === width - 1 && width > 2);
}

const csvCell = (cell: string, quoted: boolean) =>
  quoted || /[",\r\n]/.test(cell) || cell.trim() !== cell ? `"${cell.replace(/"/g, '""')}"` : cell;

/** Rewrites a space-separated table as a CSV at `target` (written aside, then moved into place). */
export async function convertSpacesToCsv(source: string, target: string): Promise<void> {
  const notes = leadingCommentLines(source);
  const partial = `${target}.partial`;
  const out = createWriteStream(partial, { encoding: 'utf8' });
  const lines = createInterface({ input: createReadStream(source, { encoding: 'utf8' }), crlfDelay: Infinity });
  let n = 0;
  try {
    for await (const raw of lines) {
      const line = n === 0 ? raw.replace(/^\uFEFF/, '') : raw;
      const split = n < notes ? undefined : splitOnSpaces(line);
      const written = split ? split.cells.map((c, i) => csvCell(c, split.quoted[i]!)).join(',') : line;
      n++;
      if (!out.write(`${written}\n`)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
    }
    await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
    await rename(partial, target);
  } catch (error) {
    out.destroy();
    await unlink(partial).catch(() => undefined);
    throw error;
  }
}
