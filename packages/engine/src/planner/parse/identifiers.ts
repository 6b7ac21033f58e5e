/** Numbers that name a row rather than measure it: ids, codes and running numbers. */
import { AMOUNT_WORDS, LEVEL_WORDS, root } from '../lexicon';
import type { IndexedColumn } from '../schema-index';
import { splitWords, stem } from '../text';
import { isLevel, isNumeric } from './shape';
import type { Tok } from './types';

const SEQUENCE_WORDS =
  /^(reading|seq|sequence|row|rownum|record|obs|observation|sample|entry|line|serial|no|num)$/;

/** A header naming a thing's number: a noun, then `#`, `No.`, `Nr`, `Num` or `Number`. */
const NOUN_NUMBER = /^[a-z][a-z .'-]*[a-z.][\s_]*(?:#|\b(?:no|nr|num|number)\.?)$/i;

/**
 * A number that names a row rather than measures it: an id or code column ("id", "mote_id",
 * "zip"), or a running number 1…n ("reading", "row", "seq") that adding up or averaging makes meaningless.
 */
export function identifierLike(c: IndexedColumn): boolean {
  if (!isNumeric(c) || c.flagTrue !== undefined) return false;
  if (c.words.some((w) => /^(id|ids|code|zip|zipcode|fips|key|uuid|index|idx)$/.test(w))) return true;
  // a thing's number said after its noun ("Check #", "Invoice No.", "Order Number"), nearly one per row
  if (/INT/i.test(c.type) && c.uniqueness >= 0.9 && NOUN_NUMBER.test(c.name.trim())) return true;
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

/** Words of measures and units: a column named so holds amounts, whatever its numbers look like. */
const MEASURE_NAMES =
  /^(time|times|day|week|month|year|hour|minute|second|period|age|size|dose|step|stage|round|level)$/;

/**
 * A one-word column named by a singular noun for things (a hive, a crate, a patient) holding whole
 * numbers from 1 repeated over many rows: the numbers name those things, like ids.
 */
export function numberedThings(c: IndexedColumn): boolean {
  if (!isNumeric(c) || !/INT/i.test(c.type) || c.flagTrue !== undefined || c.yearLike) return false;
  // numbers of things start at 1 and are many ("gold" 0–8 medals counts medals)
  if (c.min === undefined || c.min < 1 || c.uniqueness >= 0.5 || c.distinct < 5) return false;
  const name = splitWords(c.name);
  if (name.length !== 1) return false;
  const word = name[0] as string;
  if (word.length < 3 || word.endsWith('s') || MEASURE_NAMES.test(word) || isLevel(c)) return false;
  return ![word, ...c.words].some(
    (w) => LEVEL_WORDS.has(w) || AMOUNT_WORDS.has(w) || AMOUNT_WORDS.has(root(w)),
  );
}

/**
 * "how many hives" over a column `Hive` of numbered things: the plural said after "how many" counts
 * its distinct numbers; adding the numbers up means nothing.
 */
export function countsNumberedThings(c: IndexedColumn, said: Tok): boolean {
  if (!numberedThings(c)) return false;
  const word = splitWords(c.name)[0] as string;
  // said in the plural ("hives" of Hive): the things, not the column's figure
  return said.word !== word && (said.stem === word || said.canon === word);
}

/** Words of a column giving the year something happened to the row: "Born", "Founded", "Opened". */
const EVENT_YEAR_WORDS = /^(born|birth|died|death|founded|established|built|opened|formed|introduced)$/;

/**
 * A whole-number column that names the rows of a short list rather than measuring them: its
 * numbers run 1…n (a few repeated or missing) and it is headed `No.`, `#`, `Nr`, `Rank` or by the
 * noun the table lists (`Flight` in a list of flights, `Episode` in episodes); or it holds the
 * years of an event of each row (`Born` 1815–1985). Adding such numbers up, or taking the share of
 * their sum, means nothing: it is never the table's one amount.
 */
export function namesTheRows(c: IndexedColumn, tableName: string): boolean {
  if (!isNumeric(c) || !/INT/i.test(c.type) || c.flagTrue !== undefined) return false;
  if (c.min === undefined || c.max === undefined) return false;
  const words = splitWords(c.name).map((w) => w.toLowerCase());
  if (c.min >= 1000 && c.max <= 2100 && words.some((w) => EVENT_YEAR_WORDS.test(w))) return true;
  if (c.min !== 0 && c.min !== 1) return false;
  const span = c.max - c.min + 1;
  if (span < 3 || c.distinct < span * 0.7 || c.distinct > span * 1.25) return false;
  // (the table's noun in the plural: "rally_legs" lists legs)
  const listed = new Set(splitWords(tableName).flatMap((w) => [root(w.toLowerCase()), stem(w.toLowerCase())]));
  return (
    c.name.trim() === '#' ||
    words.some((w) => /^(no|nr|num|number|rank|ranking)$/.test(w)) ||
    (words.length === 1 && listed.has(root(words[0]!)))
  );
}

/**
 * The number columns that may stand for "the table's one amount": none of those naming the rows;
 * and when such columns stand beside others, all of them as before (so that a second number
 * never becomes the one amount only because the row numbers were left out).
 */
export function amountColumns(numeric: IndexedColumn[], tableName: string): IndexedColumn[] {
  const amounts = numeric.filter((c) => !namesTheRows(c, tableName));
  return amounts.length > 0 && amounts.length < numeric.length ? numeric : amounts;
}

/** A word that is the plural of a one-word column name ("flights" of `Flight`). */
export function pluralOfName(word: string | undefined, name: string): boolean {
  const named = splitWords(name);
  return !!word && named.length === 1 && (word === `${named[0]}s` || word === `${named[0]}es`);
}
