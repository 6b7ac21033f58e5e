/**
 * A column whose name opens with a statistic (`Avg. Session Duration`, `Total Revenue`, `Max Temp`)
 * is said by its own noun, never by the question's aggregation word alone: in "avg daily sessions"
 * over `Sessions` and `Avg. Session Duration`, "avg" is what to do with the sessions, and the column
 * said in full by "sessions" wins over the one that only shares the statistic and a word. Said in
 * full ("avg session duration") the prefixed column keeps every word.
 */
import type { ColumnHit } from './columns';
import type { Tok } from './types';

/** The statistic words a header opens with. */
const STAT_PREFIX = /^(avg|average|mean|total|sum|max|maximum|min|minimum|median)$/;

const says = (t: Tok | undefined, w: string) => !!t && (t.word === w || t.canon === w || t.stem === w);

/**
 * Takes the statistic word back from a column said in part when the rest of what it was said by
 * names another column in full: its score loses that word's share, so the other column wins.
 */
export function dropStatPrefixes(toks: Tok[], candidates: ColumnHit[]): void {
  for (const c of candidates) {
    const first = c.column.words[0];
    if (c.full || !first || !STAT_PREFIX.test(first)) continue;
    const at = c.positions.find((p) => says(toks[p], first));
    if (at === undefined) continue;
    const rest = c.positions.filter((p) => p !== at);
    const other = candidates.some(
      (o) =>
        o !== c &&
        o.full &&
        !o.column.words.some((w) => STAT_PREFIX.test(w)) &&
        o.positions.length > 0 &&
        o.positions.every((p) => rest.includes(p)),
    );
    if (!other) continue;
    const words = c.column.words.filter((w) => !/^(of|in|the|per)$/.test(w)).length || 1;
    c.positions = rest;
    c.score -= 1 + 1 / words;
  }
}
