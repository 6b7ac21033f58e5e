/**
 * The column that names a row when the question names the rows by the table's own noun ("which
 * final had the biggest crowd" over a list of finals, "which season", "which edition"): the
 * column headed by that noun, else a column naming every row once — the name column when it
 * does, else the first column (often the year), else the year column. A column that merely
 * describes the row (its host, its venue) is never its name.
 */
import { wordsOf, type CellMention, type Word } from './mentions';
import type { Ctx } from './target';
import { nameColumn } from './target';
import type { ListColumn } from './table';

/** Headers of numbering columns: a rank or a row number names a place, not the row. */
const NUMBERING = /^(rank|no|number|pos|position|place|id)$/;

/** Nouns of events a list records one per row, named by when or where they took place rather than by a name. */
const EVENT_NOUNS = new Set(
  'final semifinal season edition game match race mission flight launch tournament contest election championship cup event episode tour series ceremony festival olympic'.split(' '),
);

const namesEveryRow = (c: ListColumn) => c.uniqueness >= 0.999 && !c.list && !c.expr && !c.stems.some((s) => NUMBERING.test(s));

/**
 * The index of the noun right after the question word ("which final", "what season") when it is
 * no header word, no cell and no number of the table: the table's own noun for its rows.
 */
function rowNounAsked(ctx: Ctx): number | undefined {
  const q = ctx.text.findIndex((w) => /^(which|what)$/.test(w));
  if (q < 0) return undefined;
  const at = q + 1;
  const word = ctx.text[at];
  if (!word || !/^[a-z]{3,}$/.test(word) || /^(is|was|are|were|one|ones|of|the|did|does|do|had|has|have)$/.test(word)) return undefined;
  if (ctx.cols.some((c) => c.start <= at && at < c.end) || ctx.cells.some((m) => m.start <= at && at < m.end)) return undefined;
  return EVENT_NOUNS.has(ctx.words[at]?.stem ?? '') ? at : undefined;
}

/**
 * The column naming the rows for a question that asks for a row by the table's noun, or undefined
 * when the question asks otherwise or no column names every row once.
 */
export function rowKeyColumn(ctx: Ctx, exclude: Set<number>): number | undefined {
  const at = rowNounAsked(ctx);
  if (at === undefined) return undefined;
  const { table } = ctx;
  const fits = (c: ListColumn, ci: number) => !exclude.has(ci) && namesEveryRow(c);
  const stem = ctx.words[at]?.stem ?? '';
  const headed = table.columns.findIndex((c, ci) => fits(c, ci) && c.stems.includes(stem));
  if (headed >= 0) return headed;
  const name = nameColumn(table, exclude);
  if (name !== undefined && fits(table.columns[name] as ListColumn, name)) return name;
  const first = table.columns[0];
  if (first && fits(first, 0) && (first.yearLike || (!first.numeric && !first.numberInText))) return 0;
  const year = table.columns.findIndex((c, ci) => fits(c, ci) && c.yearLike);
  return year >= 0 ? year : undefined;
}

/**
 * "who was the only american winner": a name qualified by a part of its own cell (a country code
 * "(USA)", a word of it) in the column the question names, or in the table's name column, is
 * asked whole from that same column.
 */
export function qualifiedNameColumn(ctx: Ctx, cells: CellMention[]): number | undefined {
  const partial = cells.filter((m) => m.partial);
  if (partial.length !== 1 || cells.length !== 1) return undefined;
  const column = (partial[0] as CellMention).column;
  const said = ctx.cols.some((c) => c.column === column);
  return said || nameColumn(ctx.table, new Set()) === column ? column : undefined;
}

/**
 * "how many times was the contest held in X": the noun of the events a list records, said after
 * "the", is no piece of a longer cell that happens to hold it ("Contest cancelled").
 */
export function eventNounPiece(words: Word[], m: CellMention): boolean {
  if (m.end - m.start !== 1 || !/^(the|this|that|each|every|a)$/.test(words[m.start - 1]?.text ?? '')) return false;
  if (!EVENT_NOUNS.has(words[m.start]?.stem ?? '')) return false;
  return wordsOf(m.value).length > 1;
}

/**
 * "what was the citation for X": a noun asked of a row ("the N of / for") that no header names is
 * a column the table lacks, never the row's name or another of its cells.
 */
export function asksUnnamedColumn(ctx: Ctx): boolean {
  const m = /^what (?:is|was|are|were) (?:the|his|her|its|their) ([a-z]+) (?:of|for) /.exec(`${ctx.text.join(' ')} `);
  if (!m) return false;
  const at = 3;
  if (ctx.text[at] !== m[1]) return false;
  return !ctx.cols.some((c) => c.start <= at && at < c.end) && !ctx.cells.some((c) => c.start <= at && at < c.end) && !ctx.used.has(at);
}
