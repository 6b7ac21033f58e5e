/**
 * Whole numbers said with a column of whole numbers: two of its values compared as two sides, and
 * a number naming one thing of a column of many (`port 873`).
 */
import type { IndexedColumn } from '../schema-index';
import type { ParseState } from './state';
import { isYear, num } from './time';
import type { Tok } from './types';

/**
 * Whether a column of whole numbers is said as the name of one thing (`on port 21`, `of bsn 5340`,
 * `for hd 48915`): a preposition or article before it, the whole name said, no amount word after the
 * number (`port 20 or more` is a bound, read elsewhere), and numbers that mostly name one row each.
 */
export function namesOne(toks: Tok[], positions: number[], column: IndexedColumn): boolean {
  if (column.flagTrue !== undefined || column.yearLike || !/INT/i.test(column.type)) return false;
  // a number repeated over many rows (an individual's four choices) picks rows whose figures a
  // total would add up more than once: only a column whose numbers mostly name one row each
  if (column.uniqueness < 0.5) return false;
  const before = toks[Math.min(...positions) - 1]?.word ?? '';
  if (!/^(on|of|for|at|in|uses|use|using|the|is|number|no|#)$/.test(before)) return false;
  const next = toks[Math.max(...positions) + 2]?.word ?? '';
  return !/^(or|and|to|-|percent|%|times|rows|more|less|plus)$/.test(next);
}

/**
 * "affairs occupation 1 vs occupation 6", "rating 2 or 4": two values of a whole-number column of
 * few values, compared as two sides.
 */
export function readNumberPair(s: ParseState): void {
  const { toks, numericHits, conditionHits } = s;
  if (!/\b(vs|versus|against|compared|compare)\b/.test(s.q)) return;
  for (const h of numericHits) {
    const p = Math.min(...h.positions);
    let end = p;
    while (h.positions.includes(end + 1)) end++;
    const column = h.column;
    const fits = (n: number | undefined): n is number =>
      n !== undefined &&
      Number.isInteger(n) &&
      n >= (column.min ?? Infinity) &&
      n <= (column.max ?? -Infinity);
    if (!/INT/i.test(column.type) || column.distinct > 60) continue;
    const first = toks[end + 1];
    const a = num(first);
    if (!first || first.used || !fits(a) || isYear(first) !== undefined) continue;
    let k = end + 2;
    // "2 to 4" is a range; "2 compared to 4" two sides
    const comparedTo = toks[k]?.word === 'compared' && toks[k + 1]?.word === 'to';
    if (comparedTo) k++;
    if (!comparedTo && !/^(vs|versus|against)$/.test(toks[k]?.word ?? '')) continue;
    // "occupation 1 vs occupation 6": the column said again before the second number
    const said = toks.slice(p, end + 1).map((t) => t.word);
    const again = said.every((w, i) => toks[k + 1 + i]?.word === w) ? said.length : 0;
    const second = toks[k + 1 + again];
    const b = num(second);
    if (!second || second.used || !fits(b) || a === b) continue;
    for (const t of toks.slice(end + 1, second.i + 1)) t.used = 'compare';
    const name = said.join(' ');
    s.sides = [a, b].map((v) => ({
      label: `${name} ${v}`,
      filters: [{ kind: 'values' as const, column: column.name, values: [v] }],
    }));
    conditionHits.add(h);
    return;
  }
}
