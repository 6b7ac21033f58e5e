/**
 * A 0/1 column named as the groups of a breakdown or the sides of a comparison ("avg X by vote",
 * "vote 0 vs vote 1", "vote 0 and 1") is a column of two groups there, not the condition that
 * the flag is set.
 */
import type { DatasetIndex } from '../schema-index';
import { wordScore } from './columns';
import type { Tok } from './types';

const GROUPING = /^(by|per|across|each|every)$/;
const BOTH_SIDES = /^(vs|versus|and|or|against|compared)$/;

/** Whether the word names a column of amounts ("amount" of amount_usd), or money in general. */
const namesAmount = (t: Tok | undefined, index: DatasetIndex) =>
  !!t &&
  (/^(revenue|revenues|sales|amount|amounts|value|values)$/.test(t.word) ||
    index.columns.some(
      (c) => c.role === 'measure' && c.flagTrue === undefined && c.words.some((w) => wordScore(t, w) >= 0.85),
    ));

/** Whether the flag word at `t` names groups rather than a condition. */
export function flagNamedAsGroup(toks: Tok[], t: Tok, index?: DatasetIndex): boolean {
  const before = toks[t.i - 1]?.word ?? '';
  // "top accounts by won amount": the flag said before an amount is which rows it adds up
  if (index && namesAmount(toks[t.i + 1], index)) return false;
  if (GROUPING.test(before) || (before === 'each' && toks[t.i - 2]?.word === 'for')) return true;
  // "vote 0 vs vote 1", "vote 0 vs 1": both of its values said, joined by vs / and
  const value = toks[t.i + 1];
  if (!value || !/^[01]$/.test(value.word)) return false;
  const join = toks[t.i + 2];
  if (!join || !BOTH_SIDES.test(join.word)) return false;
  const other = toks[t.i + 3]?.word === t.word ? toks[t.i + 4] : toks[t.i + 3];
  return !!other && /^[01]$/.test(other.word) && other.word !== value.word;
}
