/**
 * A word that names two columns alike, one of them the thing itself and the other a share of it
 * (`pop` and `popFrac`, `sales` and `sales_pct`): said without a word of shares ("total
 * population", "top 5 by pop", a share of other rows), the word means the thing itself.
 */
import type { IndexedColumn } from '../schema-index';
import type { ColumnHit } from './columns';
import type { Tok } from './types';

/** Column words that make a column a share, fraction or rate of what its other words name. */
const SHARE_WORDS = new Set([
  'frac',
  'fraction',
  'share',
  'pct',
  'percent',
  'percentage',
  'prop',
  'proportion',
  'ratio',
  'rate',
]);

/** Question words that ask for a share. */
const SHARE_SAID =
  /^(%|frac|fraction|fractions|share|shares|pct|percent|percentage|percentages|prop|proportion|proportions|ratio|ratios|rate|rates|per)$/;

const isShare = (c: IndexedColumn) => c.words.some((w) => SHARE_WORDS.has(w));

/** Keeps, among the columns one hit could mean, only the plain ones when no share was asked for. */
export function preferPlainOverShare(toks: Tok[], hits: ColumnHit[]): void {
  for (const h of hits) {
    if (!h.alternatives.length) continue;
    // a share said next to the words ("% of people", "pop share"), not of other rows ("share of
    // districts with over 200k people")
    const lo = Math.min(...h.positions) - 2;
    const hi = Math.max(...h.positions) + 2;
    if (toks.some((t) => t.i >= lo && t.i <= hi && (SHARE_SAID.test(t.word) || t.word.includes('%'))))
      continue;
    const options = [h.column, ...h.alternatives];
    const plain = options.filter((c) => !isShare(c));
    if (!plain.length || plain.length === options.length) continue;
    h.column = plain[0]!;
    h.alternatives = plain.slice(1);
  }
}
