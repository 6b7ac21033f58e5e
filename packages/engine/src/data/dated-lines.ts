/**
 * Reminder and anniversary files (the BSD `calendar` format and its kin): one line per event, the
 * day written `MM/DD` (no year), a tab, then the text; a line that starts with a tab goes on with
 * the entry above it. Lines of another kind around them (a C comment block, `#include` or
 * `#define` lines, `LANG=…`) are no events. Read as is, such a file is a ragged table of tabs and
 * prose. When at least half of the file's non-blank lines are dated entries or their
 * continuations (at least five entries), the file is read through a CSV copy with the columns
 * `month` (by name, as people ask for months) and `day` (day first when a first number goes past 12
 * and no second one does),
 * `event` (the text, continuation lines joined on with a space) and, when most events write a year
 * in their text (a four-digit number from 1000 to 2099), `year` (the last year written; empty when
 * the text holds none). No date column is made of them: the year is read from prose.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { rename, unlink } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { headLines } from './comment-lines';
import { csvCell } from './text-table-csv';

export interface DatedLinesLayout {
  dayFirst: boolean;
  /** Whether most events write a year in their text. */
  years: boolean;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const ENTRY = /^(\d{1,2})\/(\d{1,2})\*?\t+(\S.*)$/;
const CONTINUATION = /^\t+(\S.*)$/;
const YEAR = /(?<!\d)(1\d{3}|20\d{2})(?!\d)/g;

/** The last year (1000–2099) written in a text, or undefined. */
export function lastYear(text: string): number | undefined {
  const all = [...text.matchAll(YEAR)];
  return all.length ? Number(all[all.length - 1]![1]) : undefined;
}

/** The layout when the file's start is a file of dated lines (see above), else undefined. */
export function datedLinesLayout(path: string): DatedLinesLayout | undefined {
  const lines = headLines(path);
  if (!lines) return undefined;
  const filled = lines.filter((l) => l.trim() !== '');
  let entries = 0;
  let continued = 0;
  let inEntry = false;
  const firsts: number[] = [];
  const seconds: number[] = [];
  let withYear = 0;
  for (const line of filled) {
    const m = ENTRY.exec(line);
    if (m) {
      entries++;
      firsts.push(Number(m[1]));
      seconds.push(Number(m[2]));
      if (lastYear(m[3]!) !== undefined) withYear++;
      inEntry = true;
    } else if (inEntry && CONTINUATION.test(line)) continued++;
    else inEntry = false;
  }
  if (entries < 5 || (entries + continued) * 2 < filled.length) return undefined;
  if ([...firsts, ...seconds].some((n) => n < 1 || n > 31)) return undefined;
  const dayFirst = firsts.some((n) => n > 12) && seconds.every((n) => n <= 12);
  if (!dayFirst && firsts.some((n) => n > 12)) return undefined;
  return { dayFirst, years: withYear * 2 > entries };
}

/** Writes the CSV copy of a file of dated lines; returns what the reader tells the user. */
export async function convertDatedLines(source: string, target: string, layout: DatedLinesLayout): Promise<string> {
  const partial = `${target}.partial`;
  const out = createWriteStream(partial, { encoding: 'utf8' });
  const write = async (text: string) => {
    if (!out.write(`${text}\n`)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
  };
  let entries = 0;
  let joined = 0;
  let dropped = 0;
  let noYear = 0;
  let pending: { month: number; day: number; text: string } | undefined;
  const flush = async () => {
    if (!pending) return;
    const { month, day, text } = pending;
    const cells = [MONTHS[month - 1] ?? String(month), String(day), csvCell(text, true)];
    if (layout.years) {
      const year = lastYear(text);
      if (year === undefined) noYear++;
      cells.push(year === undefined ? '' : String(year));
    }
    await write(cells.join(','));
    entries++;
    pending = undefined;
  };
  try {
    await write(layout.years ? 'month,day,event,year' : 'month,day,event');
    const lines = createInterface({ input: createReadStream(source, { encoding: 'utf8' }), crlfDelay: Infinity });
    for await (const line of lines) {
      const m = ENTRY.exec(line);
      const c = m ? undefined : CONTINUATION.exec(line);
      if (m) {
        await flush();
        const [a, b] = [Number(m[1]), Number(m[2])];
        pending = { month: layout.dayFirst ? b : a, day: layout.dayFirst ? a : b, text: m[3]!.trim() };
      } else if (c && pending) {
        pending.text = `${pending.text} ${c[1]!.trim()}`;
        joined++;
      } else {
        await flush();
        if (line.trim() !== '') dropped++;
      }
    }
    await flush();
    await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
    await rename(partial, target);
  } catch (error) {
    out.destroy();
    await unlink(partial).catch(() => undefined);
    throw error;
  }
  const parts = [
    `The file lists dated entries, one per line (the day written ${layout.dayFirst ? 'DD/MM' : 'MM/DD'} with no year, then the text): read as ${entries.toLocaleString('en-US')} rows with the columns month, day and event`,
  ];
  if (layout.years)
    parts.push(
      `; "year" is the last year written in each entry's text${noYear ? ` (empty for ${noYear.toLocaleString('en-US')} ${noYear === 1 ? 'entry' : 'entries'} whose text holds no year)` : ''}`,
    );
  if (joined) parts.push(`; ${joined.toLocaleString('en-US')} continuation ${joined === 1 ? 'line was' : 'lines were'} joined onto the entry above`);
  if (dropped) parts.push(`; ${dropped.toLocaleString('en-US')} other ${dropped === 1 ? 'line' : 'lines'} (comments, directives) ${dropped === 1 ? 'was' : 'were'} not read`);
  return `${parts.join('')}.`;
}
