/**
 * A measure named by a code written as one run of letters ("RAINFALLMM", "SEAICEEXTENT"): nobody
 * says the run whole, they say a word of it ("average rainfall", "the extent"). A word of the
 * question that begins or ends the run, long enough not to match by chance, names the column.
 */
import type { IndexedColumn } from '../schema-index';
import type { Tok } from './types';

/** The fewest letters a word must have to name a part of a run of letters. */
const MIN_PART = 5;
/** The fewest letters a run must have to be read as several words written together. */
const MIN_RUN = 8;

/** The first unplaced word of the question that begins or ends the column's run of letters. */
export function namePartToken(toks: Tok[], column: IndexedColumn): Tok | undefined {
  const run = column.name.toLowerCase();
  if (!/^[a-z]+$/.test(run) || run.length < MIN_RUN) return undefined;
  return toks.find((t) => {
    if (t.used || t.word.length < MIN_PART || t.word.length >= run.length) return false;
    const forms = new Set([t.word, t.stem, t.word.replace(/s$/, '')].filter((w) => w.length >= MIN_PART));
    return [...forms].some((w) => run.startsWith(w) || run.endsWith(w));
  });
}
