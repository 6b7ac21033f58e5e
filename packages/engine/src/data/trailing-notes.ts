/**
 * Notes below a CSV's rows: downloads from statistics offices and spreadsheets saved as CSV often
 * end with a few lines of source text, footnotes or a date (`"Source: …"`, `"October 2009"`), each
 * one or two cells long. Read as rows they become rows of the table: a name column gains
 * "Source: …" as a value and the numbers below it are missing. When the file ends with such a
 * block — at most 20 lines, each holding fewer than half of the header's delimiters (or a sentence
 * in the first cell, every other cell empty), below rows that hold at least half of them — the
 * file is read through a copy without those lines.
 */
import { closeSync, createReadStream, createWriteStream, fstatSync, openSync, readSync } from 'node:fs';
import { rename, unlink } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { delimiterOf, fields, headLines, leadingCommentLines, splitLine } from './comment-lines';

/** How much of the file's end is read to find the notes. */
const TAIL_BYTES = 64 * 1024;
/** The most note lines a file may end with. */
const MAX_NOTES = 20;

/** The whole lines of the file's last 64 KiB (the first, perhaps cut, left out). */
export function tailLines(path: string): string[] | undefined {
  if (/\.gz$/i.test(path)) return undefined;
  try {
    const fd = openSync(path, 'r');
    try {
      const size = fstatSync(fd).size;
      const start = Math.max(0, size - TAIL_BYTES);
      const buffer = Buffer.alloc(Math.min(size, TAIL_BYTES));
      const read = readSync(fd, buffer, 0, buffer.length, start);
      const lines = buffer.subarray(0, read).toString('utf8').split(/\r?\n/);
      if (start > 0) lines.shift();
      return lines;
    } finally {
      closeSync(fd);
    }
  } catch {
    return undefined;
  }
}

/**
 * The note lines the file ends with: how many lines to drop (blank lines among them) and how many
 * notes they hold; 0 and 0 when the file ends with rows.
 */
export function trailingNoteLines(path: string): { drop: number; notes: number } {
  const none = { drop: 0, notes: 0 };
  const head = headLines(path);
  const tail = tailLines(path);
  if (!head || !tail) return none;
  const header = head[leadingCommentLines(path)];
  const width = header === undefined ? 0 : fields(header);
  if (width < 3) return none;
  // the file's last line break leaves an empty string after it, not a line
  if (tail[tail.length - 1] === '') tail.pop();
  let end = tail.length;
  let notes = 0;
  while (end > 0) {
    const line = tail[end - 1]!;
    if (line.trim() !== '' && fields(line) >= width / 2 && !sentenceLine(line)) break;
    if (line.trim() !== '') notes++;
    end--;
  }
  if (notes === 0 || notes > MAX_NOTES) return none;
  // the notes sit below rows of the table (at least two of them full enough)
  const above = tail.slice(0, end).filter((l) => l.trim() !== '');
  if (above.length < 2 || !above.slice(-2).every((l) => fields(l) >= width / 2)) return none;
  return { drop: tail.length - end, notes };
}

/**
 * A footnote written into a table's first cell with every other cell left empty, as spreadsheets
 * and wiki tables save it (`"—" denotes a peak never surveyed.,,,`): a sentence of at
 * least five words ending with a full stop, or opening with "Note" or "Source".
 */
function sentenceLine(line: string): boolean {
  const cells = splitLine(line, delimiterOf(line));
  if (cells.length < 2 || cells.slice(1).some((c) => c !== '')) return false;
  const text = cells[0]!;
  return (text.split(/\s+/).length >= 5 && /\.$/.test(text)) || /^(notes?|sources?)\b/i.test(text);
}

/** Copies the file to `target` (written aside, then moved into place) without its last `count` lines. */
export async function dropTrailingLines(source: string, target: string, count: number): Promise<void> {
  const partial = `${target}.partial`;
  const out = createWriteStream(partial, { encoding: 'utf8' });
  const lines = createInterface({ input: createReadStream(source, { encoding: 'utf8' }), crlfDelay: Infinity });
  // the last `count` lines read are held back; whatever is still held at the end is dropped
  const held: string[] = [];
  try {
    for await (const line of lines) {
      held.push(line);
      if (held.length <= count) continue;
      if (!out.write(`${held.shift()!}\n`)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
    }
    await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
    await rename(partial, target);
  } catch (error) {
    out.destroy();
    await unlink(partial).catch(() => undefined);
    throw error;
  }
}
