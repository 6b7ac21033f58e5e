/**
 * A single total line at the bottom of a business export: `Total,,29028,366,` under rows dated in
 * its first column. The label sits in a column of dates, numbers or ids, so that column no longer
 * reads as dates or numbers (one cell in it is a word), and the line then enters every grouped
 * answer and every sum as a row of its own. Such a line is left out before the file is typed, with
 * a warning, when all of these hold:
 * - it is the file's last line of cells, and exactly one of its cells is a total word (`Total`,
 *   `TOTAL:`, `Grand Total`, `** Report Total **`);
 * - nine in ten of the other filled cells of that column hold a digit (a date, a number, an id);
 * - it adds up the rows above: at least one of its numbers, and half of them or more, equal the
 *   sums of their columns over the rows above (to the decimals the line writes).
 * A total line whose label stands in a column of names (a wiki table's `Total` row, which may count
 * rows the table does not list) is left to the planner, which answers from it when a question
 * picks it and leaves it out of the others.
 */
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { delimiterOf, headLines, leadingCommentLines, splitLine } from './comment-lines';
import { tailLines } from './trailing-notes';

/** A total word with up to a few words around it, decorations and a colon allowed. */
const TOTAL_LABEL = /^[^a-z0-9]*(?:[a-z]+ ){0,3}(?:sub-?|grand )?totals?(?: [a-z]+){0,3}[^a-z0-9]*$/i;
/** The share of the label column's other cells that must hold a digit. */
const DIGITS = 0.9;

export interface TotalLine {
  /** The lines to leave out at the end of the file: the total line and any blank lines below it. */
  drop: number;
  /** The label as written. */
  label: string;
}

/**
 * A number as exports write amounts: currency signs or codes, thousands commas or spaces, a
 * percent sign, a sign in front, a minus behind, brackets or `CR` for negatives. Undefined for any
 * other cell (dates, times, words).
 */
export function exportNumber(cell: string): { value: number; decimals: number } | undefined {
  let text = cell.trim();
  if (!text) return undefined;
  let negative = false;
  const bracketed = /^\((.*)\)$/.exec(text);
  if (bracketed) [negative, text] = [true, bracketed[1]!.trim()];
  const credit = /^(.*?)\s*(?:CR|-)$/.exec(text);
  if (credit && /\d/.test(credit[1]!)) [negative, text] = [!negative, credit[1]!];
  text = text.replace(/^[A-Z]{3}\s+|\s+[A-Z]{3}$/g, '').replace(/[$€£¥%\s]/g, '');
  if (text.startsWith('-')) [negative, text] = [!negative, text.slice(1)];
  else if (text.startsWith('+')) text = text.slice(1);
  if (!/^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$|^\.\d+$/.test(text)) return undefined;
  const value = Number(text.replace(/,/g, ''));
  if (!Number.isFinite(value)) return undefined;
  return { value: negative ? -value : value, decimals: /\.(\d+)$/.exec(text)?.[1]?.length ?? 0 };
}

/** The total line the file ends with, when it adds up the rows above it; undefined otherwise. */
export async function trailingTotalLine(path: string): Promise<TotalLine | undefined> {
  const head = headLines(path);
  const tail = tailLines(path);
  if (!head || !tail) return undefined;
  const headerAt = leadingCommentLines(path);
  const header = head[headerAt];
  if (header === undefined) return undefined;
  const delimiter = delimiterOf(header);
  const width = splitLine(header, delimiter).length;
  if (width < 3) return undefined;
  // the file's last line break leaves an empty string after it, not a line
  const end = tail[tail.length - 1] === '' ? tail.length - 1 : tail.length;
  let last = end - 1;
  while (last >= 0 && tail[last]!.trim() === '') last--;
  if (last < 0) return undefined;
  const cells = splitLine(tail[last]!, delimiter);
  if (cells.length < width / 2) return undefined;
  const labels = cells.flatMap((c, i) => (TOTAL_LABEL.test(c) ? [i] : []));
  if (labels.length !== 1) return undefined;
  const at = labels[0]!;
  const totals = cells.flatMap((c, i) => {
    const n = i === at ? undefined : exportNumber(c);
    return n ? [{ column: i, ...n }] : [];
  });
  if (!totals.length) return undefined;

  // the rows above: every line under the header but the total line (repeated headers and short lines aside)
  const sums = new Map(totals.map((t) => [t.column, 0]));
  let rows = 0;
  let filled = 0;
  let digits = 0;
  let lineNo = -1;
  const lastLine = tail[last]!;
  const reader = createInterface({ input: createReadStream(path, { encoding: 'utf8' }), crlfDelay: Infinity });
  const body: string[] = [];
  for await (const line of reader) {
    lineNo++;
    if (lineNo <= headerAt || line.trim() === '' || line.replace(/^\uFEFF/, '') === header) continue;
    body.push(line);
    // the total line itself is the last one held back
    if (body.length < 2) continue;
    const row = splitLine(body.shift()!, delimiter);
    if (row.length < width / 2) continue;
    rows++;
    const label = row[at] ?? '';
    if (label !== '') {
      filled++;
      if (/\d/.test(label)) digits++;
    }
    for (const t of totals) sums.set(t.column, sums.get(t.column)! + (exportNumber(row[t.column] ?? '')?.value ?? 0));
  }
  if (body[0] !== lastLine || rows < 2 || filled === 0 || digits < filled * DIGITS) return undefined;
  const equal = totals.filter((t) => Math.abs(sums.get(t.column)! - t.value) <= 0.5 * 10 ** -t.decimals + 1e-9 * Math.abs(t.value));
  if (!equal.length || equal.length * 2 < totals.length) return undefined;
  return { drop: end - last, label: cells[at]! };
}

/** What the reader says about the total line left out. */
export function totalLineWarning(found: TotalLine): string {
  return `The file's last line ("${found.label}") adds up the rows above it; it was left out, so that sums over the table do not count those rows twice.`;
}
