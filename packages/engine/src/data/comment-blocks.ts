/**
 * Files of several tables one after another, each behind its own `#` comment lines (gnuplot's
 * data blocks, instrument logs of several runs): a title line, a commented header naming the
 * block's columns, maybe a line of units or dashes, then the rows, and blank lines before the next
 * block. Read as one CSV would take the first block's first row for the header and lose the other
 * headers, so such a file is rewritten as one table first: a `section` column holding each block's
 * title, the rows' first field (their names) in one column, and every other column by its name in
 * the block's header (a column named in several blocks is one column; a column a block lacks is
 * empty there). A header naming more columns than its rows hold has its leading names joined as
 * the name of the first field (`Num Name` over `(1)Ceres`).
 */
import { writeFile } from 'node:fs/promises';
import { splitLine } from './comment-lines';
import { csvCell } from './text-table-csv';
import { readFileSync, statSync } from 'node:fs';

/** Files larger than this are left to the ordinary reader. */
const MAX_BYTES = 8 * 1024 * 1024;

interface Block {
  title: string;
  names: string[];
  rows: string[][];
}

export interface BlockTable {
  blocks: Block[];
  delimiter: string;
}

const COMMENT = /^\s*#/;
/** A line of dashes, equals signs or underscores (with spaces): a rule under a header. */
const RULE = /^[\s\-=_+|]*$/;
const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

/** The words of a comment line without its `#`, split on the delimiter when it holds one, else on spaces. */
function commentCells(line: string, delimiter: string): string[] {
  const text = line.replace(/^\s*#+/, '');
  const cells = text.includes(delimiter) ? text.split(delimiter) : text.trim().split(/\s+/);
  return cells.map((c) => c.trim()).filter((c) => c !== '');
}

/** A comment line that can name columns: two words or more, mostly not numbers, not a rule. */
function headerLike(cells: string[]): boolean {
  if (cells.length < 2 || cells.every((c) => RULE.test(c))) return false;
  return cells.filter((c) => NUMBER.test(c)).length * 2 < cells.length;
}

/**
 * The header of a block's comment lines for rows of `width` fields: the line naming exactly that
 * many columns, else the one naming the fewest more (its leading names are joined), a line split
 * on the rows' delimiter first, then the first; undefined when no comment line names as many.
 */
function pickHeader(comments: string[], width: number, delimiter: string): { line: number; names: string[] } | undefined {
  let best: { line: number; names: string[]; excess: number; rank: number } | undefined;
  comments.forEach((line, i) => {
    const cells = commentCells(line, delimiter);
    if (!headerLike(cells) || cells.length < width) return;
    const excess = cells.length - width;
    // a line split on the rows' own delimiter is the header before a sentence of as many words
    const rank = excess * 2 + (line.includes(delimiter) ? 0 : 1);
    if (!best || rank < best.rank) best = { line: i, names: cells, excess, rank };
  });
  if (!best) return undefined;
  const { names, excess } = best;
  // more names than fields: the leading names say what the first field holds ("Num Name")
  const joined = excess > 0 ? [names.slice(0, excess + 1).join(' '), ...names.slice(excess + 1)] : names;
  return { line: best.line, names: joined };
}

/**
 * A block's title: its first comment line that is no header and no rule, up to its first comma,
 * without a lead such as "elements of the".
 */
function titleOf(comments: string[], header: number, n: number): string {
  for (let i = 0; i < comments.length; i++) {
    if (i === header) break;
    const text = comments[i]!.replace(/^\s*#+/, '').trim();
    if (text === '' || RULE.test(text)) continue;
    // "Keplerian elements of the major planets": the block is about what follows "of the"
    const title = text.split(/[,;:(]/)[0]!.trim();
    return (/^\S+(?: \S+)? of the (.+)$/i.exec(title)?.[1] ?? title).slice(0, 80);
  }
  return `block ${n}`;
}

/**
 * The blocks of a file of several commented tables, or undefined when it is not one: at least two
 * runs of rows split on one delimiter (tab, comma, semicolon or bar), each run under comment lines
 * whose header names its columns, and rows of one run all of one width.
 */
export function commentBlocks(path: string): BlockTable | undefined {
  let text: string;
  try {
    if (/\.gz$/i.test(path) || statSync(path).size > MAX_BYTES) return undefined;
    text = readFileSync(path, 'utf8').replace(/^\uFEFF/, '');
  } catch {
    return undefined;
  }
  const lines = text.split(/\r\n|\r|\n/);
  if (!lines.some((l) => COMMENT.test(l))) return undefined;
  // runs of data lines, each with the comment lines since the run before
  const runs: { comments: string[]; data: string[] }[] = [];
  let comments: string[] = [];
  let data: string[] = [];
  const close = () => {
    if (data.length) runs.push({ comments, data });
    if (data.length) comments = [];
    data = [];
  };
  for (const line of lines) {
    if (COMMENT.test(line)) {
      close();
      comments.push(line);
    } else if (line.trim() === '') close();
    else data.push(line);
  }
  close();
  if (runs.length < 2 || runs.some((r) => r.comments.length === 0)) return undefined;
  const sample = runs.flatMap((r) => r.data);
  const delimiter = ['\t', ',', ';', '|'].find((d) => sample.every((l) => l.includes(d)));
  if (!delimiter) return undefined;
  const blocks: Block[] = [];
  for (const [n, run] of runs.entries()) {
    const rows = run.data.map((l) => splitLine(l, delimiter));
    const width = rows[0]!.length;
    if (width < 2 || rows.some((r) => r.length !== width)) return undefined;
    const header = pickHeader(run.comments, width, delimiter);
    if (!header) return undefined;
    blocks.push({ title: titleOf(run.comments, header.line, n + 1), names: header.names, rows });
  }
  return { blocks, delimiter };
}

/**
 * The one table's columns: `section`, the first block's first column (every block's first field),
 * then every other name once, in order of first appearance; names that differ only in case are one
 * column, and a name a block repeats in another case gets a number (`W 2`).
 */
function layout(blocks: Block[]): { columns: string[]; maps: number[][] } {
  const columns = ['section', blocks[0]!.names[0]!];
  const keys = columns.map((c) => c.toLowerCase());
  const maps = blocks.map((b) => {
    const seen = new Set<string>();
    return b.names.map((name, i) => {
      if (i === 0) return 1;
      let key = name.toLowerCase();
      let shown = name;
      for (let k = 2; seen.has(key) || key === 'section' || key === keys[1]; k++) {
        shown = `${name} ${k}`;
        key = shown.toLowerCase();
      }
      seen.add(key);
      let at = keys.indexOf(key);
      if (at < 0) {
        at = columns.length;
        columns.push(shown);
        keys.push(key);
      }
      return at;
    });
  });
  return { columns, maps };
}

/** Writes the blocks as one CSV at `target`; returns the note for the dataset's warnings. */
export async function writeBlocksAsCsv(table: BlockTable, target: string): Promise<string> {
  const { columns, maps } = layout(table.blocks);
  const out = [columns.map((c) => csvCell(c, true)).join(',')];
  table.blocks.forEach((b, bi) => {
    for (const row of b.rows) {
      const cells: string[] = new Array(columns.length).fill('');
      cells[0] = b.title;
      row.forEach((cell, i) => (cells[maps[bi]![i]!] = cell));
      out.push(cells.map((c) => csvCell(c)).join(','));
    }
  });
  await writeFile(target, `${out.join('\n')}\n`, 'utf8');
  const titles = table.blocks.map((b) => `"${b.title}"`).join(', ');
  return `The file holds ${table.blocks.length} tables one after another, each under its own commented header; they were read as one table, with each row's table in the column "section" (${titles}).`;
}
