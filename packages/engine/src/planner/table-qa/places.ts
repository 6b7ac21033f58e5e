/**
 * Places in a ranking said in a question: "came 4th on goals" (the 4th row ranked by a column of
 * numbers), and "who came 3rd" over a table that holds no places (a list of winners only), which
 * no row of the table answers.
 */
import type { ListColumn } from './table';
import { isNumberish, type Ctx } from './target';

const ORDINAL_WORDS: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10 };

/** "came 4th on goals": a verb of placing, an ordinal, then on / in / by a column of numbers. */
export function placeInRanking(ctx: Ctx, condCols: Set<number>, placedCol?: string): { place: number; by: number } | undefined {
  const at = ctx.text.findIndex((w) => /^(came|come|comes|finished|finish|finishes|placed|ranked|ranks)$/.test(w));
  if (at < 0) return undefined;
  const word = ctx.text[at + 1] ?? '';
  const place = ORDINAL_WORDS[word] ?? (/^(\d+)(st|nd|rd|th)$/.test(word) ? Number(word.replace(/\D/g, '')) : undefined);
  if (place === undefined || place < 1 || !/^(on|in|by|for)$/.test(ctx.text[at + 2] ?? '')) return undefined;
  // ("4th on goals" may have been read as a number of goals: that column stays the one ranked)
  const placedOn = ctx.table.columns.findIndex((c) => c.name === placedCol);
  const said = ctx.cols.find((c) => {
    const col = ctx.table.columns[c.column] as ListColumn;
    return c.start > at + 2 && c.start <= at + 5 && isNumberish(col) && !col.yearLike && !col.temporal && (!condCols.has(c.column) || c.column === placedOn);
  });
  return said ? { place, by: said.column } : undefined;
}

/** Header words of a column of places or results. */
const PLACE_HEADER = /^(rank|ranking|pos|position|place|placing|finish|result|results|standing|seed|runner|runners|second|third|medal|medals)$/;

/**
 * "who came 3rd in 1998", "who finished third": a place other than the first said after a verb of
 * placing, while no column holds places and no cell or number condition reads the ordinal.
 */
export function placeNotHeld(ctx: Ctx, cellWords: Set<number>): boolean {
  const at = ctx.text.findIndex((w) => /^(came|come|comes|finished|finish|finishes|placed|ended)$/.test(w));
  if (at < 0) return false;
  const word = ctx.text[at + 1] ?? '';
  const place = ORDINAL_WORDS[word] ?? (/^(\d+)(st|nd|rd|th)$/.test(word) ? Number(word.replace(/\D/g, '')) : undefined);
  if (place === undefined || place < 2 || cellWords.has(at + 1) || ctx.used.has(at + 1)) return false;
  return !ctx.table.columns.some((c) => c.stems.some((st) => PLACE_HEADER.test(st)));
}
