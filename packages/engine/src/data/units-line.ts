/**
 * A units line under a CSV's header: report exports (an MES, a lab system, a logger) write the
 * unit of each column on the line right below the names, every filled cell in parentheses or
 * brackets and the rest empty:
 *
 *   Prod Date,Shift,Target Qty,Good Qty,Downtime
 *   (yyyy-mm-dd),,(pcs),(pcs),(h:mm)
 *
 * Read as a row, it is a row of the table and its cells keep every number column as text. The
 * reader drops it through a copy of the file and keeps what it says: a unit (`pcs`, `kg`, `$`) is
 * added to the column's name when the name does not say it (`Good Qty (pcs)`), a clock format
 * (`h:mm`, `mm:ss`) reads the column as a duration, a date format (`yyyy-mm-dd`) adds nothing.
 * A line whose cells are numbers in parentheses (`(1,200.00)`, negative amounts) is a row.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { rename, unlink } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { delimiterOf, headLines, leadingCommentLines, splitLine } from './comment-lines';
import { quoteIdent } from './sql';
import { nameWithUnit } from './type-measures';

/** A cell of a units line: a short text in parentheses or brackets. */
const UNIT_CELL = /^(?:\(([^()]{1,24})\)|\[([^[\]]{1,24})\])$/;
/** A number in parentheses is an amount (accounting negatives), not a unit. */
const NUMBER = /^[-+]?[$€£]?\s*[\d.,\s]+%?$/;
/** A clock format: the column holds durations written as readings. */
const CLOCK_FORMAT = /^(h{1,2}):mm(:ss)?$|^(m{1,2}):ss$/i;
/** A date or time format: the values say it already. */
const DATE_FORMAT = /^(?:[ymdhs]+|hh?:mm(?::ss)?(?:\s*[ap]m)?)(?:[-/. :T]+(?:[ymdhs]+|[ap]m))*$/i;

/** How a clock format reads a column: hours and minutes, hours to seconds, or minutes and seconds. */
export type ClockFormat = 'h:mm' | 'h:mm:ss' | 'mm:ss';

export interface UnitsLine {
  /** The line's index in the file (0 = the first line). */
  line: number;
  /** Each header name with the unit its column is written in (clock and date formats left out). */
  units: Record<string, string>;
  /** Each header name whose column holds durations written as clock readings. */
  clocks: Record<string, ClockFormat>;
  /** The line's filled cells, as written, for the warning. */
  cells: string[];
}

/** The units line right under the header of a CSV or TSV, or undefined. */
export function unitsLine(path: string): UnitsLine | undefined {
  const lines = headLines(path);
  if (!lines) return undefined;
  const notes = leadingCommentLines(path);
  const [header, below, next] = [lines[notes], lines[notes + 1], lines[notes + 2]];
  if (header === undefined || below === undefined || next === undefined) return undefined;
  const delimiter = delimiterOf(header);
  const names = splitLine(header, delimiter);
  const cells = splitLine(below, delimiter);
  const row = splitLine(next, delimiter);
  if (names.length < 2 || cells.length !== names.length || row.length !== names.length) return undefined;
  const filled = cells.flatMap((cell, j) => (cell === '' ? [] : [{ cell, j }]));
  if (!filled.length) return undefined;
  const inner: { text: string; j: number }[] = [];
  for (const { cell, j } of filled) {
    const m = UNIT_CELL.exec(cell);
    const text = (m?.[1] ?? m?.[2])?.trim();
    if (!text || NUMBER.test(text)) return undefined;
    inner.push({ text, j });
  }
  if (!inner.some(({ text }) => /\p{L}/u.test(text))) return undefined;
  // the line below is a row: some filled cell of it is not in parentheses
  if (!row.some((cell) => cell !== '' && !UNIT_CELL.test(cell))) return undefined;
  const units: Record<string, string> = {};
  const clocks: Record<string, ClockFormat> = {};
  for (const { text, j } of inner) {
    const name = names[j]!;
    const clock = CLOCK_FORMAT.exec(text);
    if (clock) clocks[name] = clock[3] ? 'mm:ss' : clock[2] ? 'h:mm:ss' : 'h:mm';
    else if (!DATE_FORMAT.test(text)) units[name] = text;
  }
  return { line: notes + 1, units, clocks, cells: filled.map((f) => f.cell) };
}

/** What the reader says about the units line. */
export function unitsLineWarning(found: UnitsLine): string {
  const shown = [...new Set(found.cells)].slice(0, 4).join(', ');
  return `The line under the header gives the columns' units (${shown}); it was read as units, not as a row.`;
}

/** Copies the file to `target` (written aside, then moved into place) without its line `index`. */
export async function dropLine(source: string, target: string, index: number): Promise<void> {
  const partial = `${target}.partial`;
  const out = createWriteStream(partial, { encoding: 'utf8' });
  const lines = createInterface({ input: createReadStream(source, { encoding: 'utf8' }), crlfDelay: Infinity });
  let at = 0;
  try {
    for await (const line of lines) {
      if (at++ === index) continue;
      if (!out.write(`${line}\n`)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
    }
    await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
    await rename(partial, target);
  } catch (error) {
    out.destroy();
    await unlink(partial).catch(() => undefined);
    throw error;
  }
}

/**
 * Adds each unit of a units line to its number column's name when the name does not say it
 * (`Good Qty` → `Good Qty (pcs)`); text columns keep their names.
 */
export async function nameColumnsWithUnits(
  run: (sql: string) => Promise<unknown>,
  rows: (sql: string) => Promise<Record<string, unknown>[]>,
  table: string,
  units: Record<string, string>,
): Promise<void> {
  if (!Object.keys(units).length) return;
  const described = (await rows(`DESCRIBE ${table}`)).map((r) => ({ name: String(r.column_name), type: String(r.column_type) }));
  const taken = new Set(described.map((c) => c.name.toLowerCase()));
  for (const c of described) {
    const unit = units[c.name];
    if (!unit || !NUMERIC_TYPE.test(c.type)) continue;
    const name = nameWithUnit(c.name, unit, taken);
    if (name === c.name) continue;
    taken.add(name.toLowerCase());
    await run(`ALTER TABLE ${table} RENAME COLUMN ${quoteIdent(c.name)} TO ${quoteIdent(name)}`);
  }
}

const NUMERIC_TYPE = /^(?:TINYINT|SMALLINT|INTEGER|BIGINT|HUGEINT|UTINYINT|USMALLINT|UINTEGER|UBIGINT|FLOAT|REAL|DOUBLE|DECIMAL.*)$/i;
