/**
 * Weka's ARFF files as datasets. An ARFF file names its columns in `@attribute` lines above an
 * `@data` line, then holds comma-separated rows whose text may be quoted with ' or " and whose
 * missing values are written `?`; lines starting with `%` are comments anywhere. DuckDB cannot
 * read that, so the file is rewritten as a CSV (the column names from the attribute lines, `?` as
 * an empty cell) and the CSV is what DuckDB reads, as for spreadsheets. Sparse rows
 * (`{0 5.1, 3 yes}`, the columns not listed being 0) are read too.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { rename, unlink } from 'node:fs/promises';
import { basename } from 'node:path';
import { createInterface } from 'node:readline';
import { DatasetError } from './dataset-types';
import { csvCell } from './text-table-csv';

/** One `@attribute` line: the column's name and its declared type (`numeric`, `{a,b}`, `date "yyyy-MM-dd"` …). */
export interface ArffAttribute {
  name: string;
  type: string;
}

/**
 * The comma-separated values of one line, quotes removed (a backslash escapes the next character
 * inside quotes), spaces around values trimmed. A value written `?` outside quotes is missing
 * (undefined).
 */
export function splitArffValues(line: string): (string | undefined)[] {
  const values: (string | undefined)[] = [];
  let i = 0;
  const n = line.length;
  for (;;) {
    while (i < n && (line[i] === ' ' || line[i] === '\t')) i++;
    let value: string | undefined;
    const quote = line[i];
    if (quote === "'" || quote === '"') {
      let text = '';
      i++;
      while (i < n && line[i] !== quote) {
        if (line[i] === '\\' && i + 1 < n) i++;
        text += line[i];
        i++;
      }
      i++; // the closing quote
      value = text;
      while (i < n && line[i] !== ',') i++;
    } else {
      const start = i;
      while (i < n && line[i] !== ',') i++;
      const text = line.slice(start, i).trim();
      value = text === '?' ? undefined : text;
    }
    values.push(value);
    if (i >= n) return values;
    i++; // the comma
  }
}

/** The attribute declared by an `@attribute` line (its name may be quoted), or undefined when the line is not one. */
export function parseAttributeLine(line: string): ArffAttribute | undefined {
  const match = /^@attribute\s+/i.exec(line.trim());
  if (!match) return undefined;
  const rest = line.trim().slice(match[0].length);
  const quote = rest[0];
  if (quote === "'" || quote === '"') {
    const end = rest.indexOf(quote, 1);
    if (end < 0) return undefined;
    return { name: rest.slice(1, end), type: rest.slice(end + 1).trim() };
  }
  const space = rest.search(/\s/);
  if (space < 0) return { name: rest, type: '' };
  return { name: rest.slice(0, space), type: rest.slice(space).trim() };
}

/** The cells of a sparse row `{0 5.1, 3 yes}`: unlisted columns are 0, as the format defines. */
function sparseRow(line: string, width: number): (string | undefined)[] {
  const cells: (string | undefined)[] = Array.from({ length: width }, () => '0');
  const inner = line.trim().replace(/^\{/, '').replace(/\}\s*(\{[^}]*\})?$/, '');
  if (inner.trim() === '') return cells;
  for (const pair of splitArffValues(inner)) {
    const m = /^(\d+)\s+(.*)$/s.exec(pair ?? '');
    if (!m) continue;
    const index = Number(m[1]);
    if (index >= width) continue;
    const raw = m[2]!.trim();
    cells[index] = raw === '?' ? undefined : raw.replace(/^(['"])(.*)\1$/s, '$2');
  }
  return cells;
}

/** A dense row, without a trailing instance weight (`…, yes, {0.5}`). */
function denseRow(line: string): (string | undefined)[] {
  return splitArffValues(line.replace(/,\s*\{[^}]*\}\s*$/, ''));
}

const unreadable = (path: string, why: string) =>
  new DatasetError(`${basename(path)} cannot be read as an ARFF file: ${why}.`, 'unreadable');

/**
 * Rewrites the ARFF file `source` as a CSV at `target` (written aside, then moved into place).
 * Fails in plain words when the file declares no columns, has no `@data` line, or holds a row
 * with more values than columns.
 */
export async function convertArffToCsv(source: string, target: string): Promise<void> {
  const partial = `${target}.partial`;
  const out = createWriteStream(partial, { encoding: 'utf8' });
  const write = async (text: string) => {
    if (!out.write(text)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
  };
  const lines = createInterface({ input: createReadStream(source, { encoding: 'utf8' }), crlfDelay: Infinity });
  const attributes: ArffAttribute[] = [];
  let inData = false;
  let lineNumber = 0;
  try {
    for await (const raw of lines) {
      lineNumber++;
      const line = (lineNumber === 1 ? raw.replace(/^\uFEFF/, '') : raw).trim();
      if (line === '' || line.startsWith('%')) continue;
      if (!inData) {
        const attribute = parseAttributeLine(line);
        if (attribute) attributes.push(attribute);
        else if (/^@data\b/i.test(line)) {
          if (attributes.length === 0) throw unreadable(source, 'it declares no @attribute columns');
          inData = true;
          await write(`${attributes.map((a) => csvCell(a.name, true)).join(',')}\n`);
        }
        continue;
      }
      const cells = line.startsWith('{') ? sparseRow(line, attributes.length) : denseRow(line);
      if (cells.length > attributes.length)
        throw unreadable(
          source,
          `line ${lineNumber} holds ${cells.length} values for ${attributes.length} columns`,
        );
      await write(`${cells.map((cell) => (cell === undefined ? '' : csvCell(cell))).join(',')}\n`);
    }
    if (!inData) throw unreadable(source, 'it has no @data line');
    await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
    await rename(partial, target);
  } catch (error) {
    lines.close();
    // let pending writes finish before the partial file goes (destroying would fail them)
    await new Promise<void>((resolve) => out.end(() => resolve()));
    await unlink(partial).catch(() => undefined);
    throw error;
  }
}
