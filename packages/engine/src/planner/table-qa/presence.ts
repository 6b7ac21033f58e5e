/**
 * Two readings of a row's facts that headers alone do not give: a verb naming a column whose
 * cells are sometimes empty ("landed" → a Landing site other than "—": the rows that did), and
 * "which X was built first" read as the earliest year of the row rather than its place in the list.
 */
import type { Cond } from './query';
import type { ListColumn, ListTable } from './table';
import { nameColumn, nameOf, type Ctx } from './target';

/** Cells that say "nothing here" in a wiki table. */
export const EMPTY_CELLS = ['', '—', '–', '-', 'n/a', 'none', 'tba', '?'];
const isEmpty = (v: string | null | undefined) => v === null || v === undefined || EMPTY_CELLS.includes(v.trim().toLowerCase());

/** A column with both empty and filled cells: whether a row has it says something. */
export function presenceOf(table: ListTable, column: number): boolean {
  const cells = table.rows.map((r) => r[column]);
  return cells.some(isEmpty) && cells.some((v) => !isEmpty(v));
}

/** The root of a verb said in a question: "landed" / "landing" / "lands" → "land". */
const rootOf = (w: string) => w.replace(/(ing|ed|es|s)$/, '').replace(/(.)\1$/, '$1');

/**
 * "how many missions landed", "the first mission to land": the rows whose column named by the
 * verb (a header word starting with its root) holds something. Only a text column with both
 * empty and filled cells counts, and only when one column fits.
 */
export function presenceConds(ctx: Ctx, skip: Set<number>): { conds: Cond[]; words: number[] } {
  const conds: Cond[] = [];
  const words: number[] = [];
  ctx.words.forEach((w, i) => {
    if (skip.has(i) || ctx.cols.some((c) => c.start === i) || w.text.length < 4) return;
    const root = rootOf(w.text);
    // ("how many finals did X play in": every game has players, a Player of the match column is no condition)
    if (root.length < 4 || root === 'play') return;
    const fits = ctx.table.columns.flatMap((c, ci) => {
      if (c.numeric || c.temporal || !c.stems.some((s) => s !== root && s.startsWith(root) && /^(ing|er|ers|ed)$/.test(s.slice(root.length)))) return [];
      return presenceOf(ctx.table, ci) ? [ci] : [];
    });
    if (fits.length !== 1) return;
    conds.push({ kind: 'present', column: nameOf(ctx.table, fits[0] as number) });
    words.push(i);
  });
  return { conds, words };
}

const yearish = (c: ListColumn) => c.yearValues || c.yearLike || c.temporal;

/**
 * "which building was completed first", "which mountain was climbed first": a participle before
 * first / last ranks the rows by their year — the year column it names, else the table's only one.
 */
export function firstByYear(ctx: Ctx, at: number, where: Cond[]): { target: string; by: string; dir: 'asc' | 'desc' } | 'unsure' | undefined {
  const verb = ctx.text[at - 1] ?? '';
  if (!/ed$/.test(verb) || verb.length < 4) return undefined;
  // "listed last", "finished first": the place in the list
  if (/^(listed|mentioned|shown|named|placed|ranked|finished|positioned|seeded|ordered|sorted|numbered)$/.test(verb)) return undefined;
  const { table } = ctx;
  const named = ctx.cols.find((c) => c.start === at - 1 && yearish(table.columns[c.column] as ListColumn))?.column;
  const years = table.columns.flatMap((c, ci) => (yearish(c) ? [ci] : []));
  const year = named ?? (years.length === 1 ? years[0] : undefined);
  // "which governor died last" with no single year column to rank by: not the last row either
  if (year === undefined) return 'unsure';
  const condCols = new Set(where.flatMap((c) => (c.kind === 'row' ? [] : [table.columns.findIndex((col) => col.name === c.column)])));
  const target = nameColumn(table, new Set([...condCols, year]));
  if (target === undefined) return undefined;
  return { target: nameOf(table, target), by: nameOf(table, year), dir: /^(first|earliest)$/.test(ctx.text[at] ?? '') ? 'asc' : 'desc' };
}
