/**
 * Cells that hold several labelled facts, as wiki discographies and catalogue exports write them:
 * `Published: 4 May 1990; Publisher: Vale; Format: hardback`. Read as one text column, none of
 * the facts can be asked about: the date is no date, the label no value of its own. When a column
 * of a small CSV holds such cells on (nearly) every row, the file is read through a copy where the
 * column is split into one column per label (`Published`, `Publisher`, `Format`), each then typed
 * as any other column (the publication dates become dates).
 *
 * A cell counts when it splits at `;` into at least two parts, each `Label: value` with a short
 * label that starts with a capital letter; the labels kept are those of at least half of the
 * column's filled cells (at most eight), in the order they first appear. A column whose labels
 * would repeat a name of the header keeps the column's name before them. A header over two lines
 * (two-row-header.ts) gets the labels in its first line and nothing under them.
 */
import { readFileSync, statSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { delimiterOf, leadingCommentLines } from './comment-lines';
import { csvCell } from './text-table-csv';
import { twoRowHeaderNames } from './two-row-header';

/** Files larger than this are not rewritten (the rewrite reads the whole file). */
const MAX_BYTES = 2 * 1024 * 1024;
/** Share of a column's filled cells that must hold labelled facts. */
const MIN_SHARE = 0.9;
/** The most labels one column is split into. */
const MAX_LABELS = 8;
const PART = /^([A-Z][A-Za-z]*(?: [A-Za-z]+){0,2}):\s+(\S.*)$/;

export interface KeyValueLayout {
  /** The records of the file (header lines first). */
  records: string[][];
  /** Header lines at the top (1, or 2 for a header over two lines). */
  headerLines: number;
  /** Each split column's index, its labels and the names of the columns they become. */
  columns: { index: number; labels: string[]; names: string[] }[];
  delimiter: string;
}

/** The facts of one cell by label, or undefined when the cell is not a list of labelled facts. */
function labelledFacts(cell: string): Map<string, string> | undefined {
  const parts = cell.split(/;\s*/).filter((p) => p.trim() !== '');
  if (parts.length < 2) return undefined;
  const facts = new Map<string, string>();
  for (const part of parts) {
    const m = PART.exec(part.trim());
    if (!m || facts.has(m[1]!)) return undefined;
    facts.set(m[1]!, m[2]!.trim());
  }
  return facts;
}

/** Parses CSV text into records (quoted cells may hold delimiters, quotes doubled and line breaks). */
export function parseCsv(text: string, delimiter: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === delimiter) {
      record.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || record.length) {
    record.push(cell);
    records.push(record);
  }
  return records;
}

/** The layout of a small CSV with a column of labelled facts, or undefined for any other file. */
export function keyValueLayout(path: string): KeyValueLayout | undefined {
  if (/\.gz$/i.test(path)) return undefined;
  let text: string;
  try {
    if (statSync(path).size > MAX_BYTES) return undefined;
    text = readFileSync(path, 'utf8').replace(/^\uFEFF/, '');
  } catch {
    return undefined;
  }
  if (!text.includes(': ') || !text.includes(';') || leadingCommentLines(path) > 0) return undefined;
  const delimiter = delimiterOf(text.slice(0, text.indexOf('\n') >= 0 ? text.indexOf('\n') : text.length));
  if (delimiter === ';') return undefined;
  const records = parseCsv(text, delimiter);
  const header = records[0];
  if (!header || header.length < 2) return undefined;
  const headerLines = twoRowHeaderNames(path) ? 2 : 1;
  const data = records.slice(headerLines).filter((r) => r.length === header.length);
  if (data.length < 3) return undefined;
  const taken = new Set(header.map((h) => h.trim().toLowerCase()));
  const columns: KeyValueLayout['columns'] = [];
  header.forEach((name, index) => {
    const filled = data.map((r) => r[index]!.trim()).filter((c) => c !== '');
    if (filled.length < 3) return;
    const facts = filled.map(labelledFacts);
    const read = facts.filter((f): f is Map<string, string> => f !== undefined);
    if (read.length < filled.length * MIN_SHARE) return;
    const counts = new Map<string, number>();
    for (const f of read) for (const label of f.keys()) counts.set(label, (counts.get(label) ?? 0) + 1);
    const labels = [...counts].filter(([, n]) => n >= read.length / 2).map(([label]) => label);
    if (labels.length < 2 || labels.length > MAX_LABELS) return;
    const clash = labels.some((l) => taken.has(l.toLowerCase()));
    columns.push({ index, labels, names: clash ? labels.map((l) => `${name.trim()} ${l}`) : labels });
  });
  return columns.length ? { records, headerLines, columns, delimiter } : undefined;
}

/** Writes the file as a CSV at `target` with each column of labelled facts split into its labels' columns. */
export async function convertKeyValueCells(target: string, layout: KeyValueLayout): Promise<void> {
  const { records, headerLines, columns } = layout;
  const split = new Map(columns.map((c) => [c.index, c]));
  const out = records.map((record, r) =>
    record.flatMap((cell, i) => {
      const column = split.get(i);
      if (!column) return [cell];
      if (r === 0) return column.names;
      if (r < headerLines) return column.labels.map(() => '');
      const facts = labelledFacts(cell.trim());
      return column.labels.map((label) => facts?.get(label) ?? '');
    }),
  );
  const partial = `${target}.partial`;
  await writeFile(partial, out.map((record) => record.map((c) => csvCell(c)).join(',')).join('\n') + '\n', 'utf8');
  await rename(partial, target);
}
