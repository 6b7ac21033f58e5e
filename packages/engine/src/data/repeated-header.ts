/**
 * A header repeated among the rows: report exports printed page by page write the column header
 * again at every page break (and sometimes the report's title lines with it). Read as rows, each
 * repeat is a row of the table whose cells are the column names, so every number and date column
 * mixes in text. When a line equal to the header stands again below it within the file's first
 * 64 KiB, the file is read through a copy without the header's repeats and without repeats of the
 * title lines above the header.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { rename, unlink } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { fields, headLines, leadingCommentLines } from './comment-lines';

export interface RepeatedHeader {
  /** The header line's index in the file (0 = the first line). */
  line: number;
  /** The header line, trimmed. */
  header: string;
  /** Title lines above the header (trimmed, non-blank) whose repeats go too. */
  titles: string[];
}

/** The header of a CSV or TSV when a line equal to it stands again below it, or undefined. */
export function repeatedHeader(path: string): RepeatedHeader | undefined {
  const lines = headLines(path);
  if (!lines) return undefined;
  const notes = leadingCommentLines(path);
  const header = lines[notes]?.trim();
  // a header of one or two names could be a row's own values; ask for a real table's header
  if (!header || fields(header) < 2) return undefined;
  if (!lines.slice(notes + 2).some((l) => l.trim() === header)) return undefined;
  const titles = lines
    .slice(0, notes)
    .map((l) => l.trim())
    .filter((l) => l !== '' && fields(l) === 0 && l.length >= 8);
  return { line: notes, header, titles };
}

/**
 * Copies the file to `target` (written aside, then moved into place) without the lines below the
 * header that repeat it or a title line; returns how many header repeats were left out.
 */
export async function dropRepeatedHeader(source: string, target: string, found: RepeatedHeader): Promise<number> {
  const partial = `${target}.partial`;
  const out = createWriteStream(partial, { encoding: 'utf8' });
  const lines = createInterface({ input: createReadStream(source, { encoding: 'utf8' }), crlfDelay: Infinity });
  const titles = new Set(found.titles);
  let at = 0;
  let repeats = 0;
  try {
    for await (const line of lines) {
      const index = at++;
      if (index > found.line) {
        const trimmed = line.trim();
        if (trimmed === found.header) {
          repeats += 1;
          continue;
        }
        if (titles.has(trimmed)) continue;
      }
      if (!out.write(`${line}\n`)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
    }
    await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
    await rename(partial, target);
    return repeats;
  } catch (error) {
    out.destroy();
    await unlink(partial).catch(() => undefined);
    throw error;
  }
}

/** What the reader says about the header's repeats. */
export const repeatedHeaderWarning = (repeats: number) =>
  `The header line stands again ${repeats === 1 ? 'once' : `${repeats.toLocaleString('en-US')} times`} among the rows (page breaks of a report); the repeats were not read as rows.`;
