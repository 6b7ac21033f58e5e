/** Numbers that name a row rather than measure it: ids, codes and running numbers. */
import { AMOUNT_WORDS, root } from '../lexicon';
import type { IndexedColumn } from '../schema-index';
import { isLevel, isNumeric } from './shape';

const SEQUENCE_WORDS =
  /^(reading|seq|sequence|row|rownum|record|obs|observation|sample|entry|line|serial|no|num)$/;

/**
 * A number that names a row rather than measures it: an id or code column ("id", "mote_id",
 * "zip"), or a running number 1…n ("reading", "row", "seq") that adding up or averaging makes meaningless.
 */
export function identifierLike(c: IndexedColumn): boolean {
  if (!isNumeric(c) || c.flagTrue !== undefined) return false;
  if (c.words.some((w) => /^(id|ids|code|zip|zipcode|fips|key|uuid|index|idx)$/.test(w))) return true;
  if (!/INT/i.test(c.type) || c.min === undefined || c.max === undefined || isLevel(c)) return false;
  // named like a counter of rows ("reading", "seq", "row", "obs"), not a quantity ("lead days")
  if (!c.words.some((w) => SEQUENCE_WORDS.test(w))) return false;
  if (c.words.some((w) => AMOUNT_WORDS.has(w) || AMOUNT_WORDS.has(root(w)))) return false;
  const span = c.max - c.min + 1;
  // a running number: starts at 0 or 1 and takes every whole number up to its largest (the
  // distinct count is an estimate, off by up to a fifth on columns of a few hundred values)
  return (c.min === 0 || c.min === 1) && span >= 100 && c.distinct >= span * 0.8 && c.distinct <= span * 1.25;
}

/** An id or code by its name ("mote_id", "zip"), not a running number ("reading"). */
export function namedIdentifier(c: IndexedColumn): boolean {
  return identifierLike(c) && c.words.some((w) => /^(id|ids|code|zip|zipcode|fips|key|uuid)$/.test(w));
}
