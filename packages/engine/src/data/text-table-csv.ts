/**
 * What the readers of text tables without delimiters share (fields separated by spaces,
 * fixed-width columns): the lines they judge a file by, and the rewrite of the file as a CSV that
 * DuckDB then reads.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { rename, unlink } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { headLines, leadingCommentLines } from './comment-lines';

/** Lines looked at after the header. */
const SAMPLE_LINES = 200;

/**
 * The header and up to 200 lines after it, note lines above the header and blank lines left out;
 * undefined for a tab-separated file or when fewer than three lines are left.
 */
export function textTableSample(path: string): string[] | undefined {
  if (/\.(tsv|tab)(\.gz)?$/i.test(path)) return undefined;
  const lines = headLines(path);
  if (!lines) return undefined;
  const table = lines
    .slice(leadingCommentLines(path))
    .filter((l) => l.trim() !== '')
    .slice(0, SAMPLE_LINES + 1);
  return table.length < 3 ? undefined : table;
}

/** A cell as CSV writes it: quoted when it holds a quote, comma or line break, or when `quote` says so. */
export const csvCell = (cell: string, quote = false) =>
  quote || /[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;

/**
 * Rewrites a text table as a CSV at `target` (written aside, then moved into place): each line
 * after the notes above the header (`notes` lines, those the notes' reader finds unless given) becomes `toCsv(line)`, or stays as it is when that is undefined, or is left out when it is null.
 */
export async function rewriteAsCsv(
  source: string,
  target: string,
  toCsv: (line: string) => string | undefined | null,
  notes = leadingCommentLines(source),
): Promise<void> {
  const partial = `${target}.partial`;
  const out = createWriteStream(partial, { encoding: 'utf8' });
  const lines = createInterface({ input: createReadStream(source, { encoding: 'utf8' }), crlfDelay: Infinity });
  let n = 0;
  try {
    for await (const raw of lines) {
      const line = n === 0 ? raw.replace(/^\uFEFF/, '') : raw;
      const csv = n < notes ? line : toCsv(line);
      n++;
      if (csv === null) continue; // a line the table leaves out
      const written = csv ?? line;
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
