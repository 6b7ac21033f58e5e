/**
 * Flag columns (0/1, yes/no) named by their meaning word: "cancelled" is is_canceled = 1 even
 * when a status column also holds a value spelled alike ("Canceled"), and a flag whose name has
 * two words is found when both are said ("repeat guests" → is_repeated_guest, "first orders" →
 * first_order).
 */
import { root } from '../lexicon';
import type { DatasetIndex, IndexedColumn } from '../schema-index';
import { wordScore } from './columns';
import type { Tok } from './types';
import { SEX_WORDS } from './honesty';

/** A flag column's own words, without is/has/was/flag. */
export const flagCore = (c: IndexedColumn) =>
  c.words.filter((w) => !['is', 'has', 'was', 'flag'].includes(w));

const says = (t: Tok, w: string) =>
  wordScore(t, w) >= 0.7 || root(t.canon) === root(w) || root(t.word) === root(w);

const NEGATIONS = ['not', 'non', 'no', 'never', 'un'];

/** "southern" of a `south` flag: the adjective of a compass point names the point's flag. */
const COMPASS = /^(north|south|east|west)$/;

/**
 * Whether the word names a one-word flag column: its word, the word's past form ("cancelled" of
 * cancel), or a compass point's adjective ("southern states" of a 0/1 `SOUTH`).
 */
export const saysFlag = (t: Tok, core: string) =>
  wordScore(t, core) >= 0.7 ||
  (t.word.endsWith('ed') && root(t.canon) === root(core)) ||
  (COMPASS.test(core) && t.word === `${core}ern`);

/**
 * Holds back the words that name a one-word flag column from the value stage (they would
 * otherwise match a value spelled alike in another column); give them back after it.
 */
export function reserveFlagWords(toks: Tok[], index: DatasetIndex): Tok[] {
  const reserved: Tok[] = [];
  for (const c of index.columns) {
    if (c.flagTrue === undefined) continue;
    const core = flagCore(c);
    if (core.length !== 1) continue;
    for (const t of toks)
      if (!t.used && saysFlag(t, core[0] as string)) {
        t.used = 'flag';
        reserved.push(t);
      }
  }
  return reserved;
}

/** Gives the held-back flag words back to the flag stage. */
export function releaseFlagWords(reserved: Tok[]): void {
  for (const t of reserved) if (t.used === 'flag') t.used = undefined;
}

export interface FlagHit {
  column: IndexedColumn;
  negate: boolean;
  positions: number[];
}

/** Prepositions inside a flag's name ("Runs in summer"), said between its two words. */
const LINKS = /^(in|on|at|during|for|of)$/;

/** Two-word flags said as their two words in order ("repeat guests", "not first orders"). */
export function twoWordFlags(toks: Tok[], index: DatasetIndex): FlagHit[] {
  const hits: FlagHit[] = [];
  for (const c of index.columns) {
    if (c.flagTrue === undefined) continue;
    // ("Runs in summer": the two words around a preposition, said with it)
    const full = flagCore(c);
    const link = full.length === 3 && LINKS.test(full[1] as string) ? full[1] : undefined;
    const core = link ? [full[0], full[2]] : full;
    if (core.length !== 2) continue;
    for (const t of toks) {
      const linked = link !== undefined && toks[t.i + 1]?.word === link ? toks[t.i + 1] : undefined;
      const next = toks[t.i + (linked ? 2 : 1)];
      if (t.used || !next || next.used) continue;
      if (!says(t, core[0] as string) || !says(next, core[1] as string)) continue;
      const before = toks[t.i - 1];
      const negate = !!before && !before.used && NEGATIONS.includes(before.word);
      t.used = 'flag';
      next.used = 'flag';
      if (linked) linked.used = 'flag';
      if (negate) before.used = 'flag';
      hits.push({ column: c, negate, positions: linked ? [t.i, linked.i, next.i] : [t.i, next.i] });
      break;
    }
  }
  return hits;
}

/** Words whose opposite names a 0/1 column: "outdoor" is indoor = 0. */
const OPPOSITES: [string, string][] = [
  ['indoor', 'outdoor'],
  ['indoors', 'outdoors'],
  ['inside', 'outside'],
  ['online', 'offline'],
  ['domestic', 'international'],
  ['domestic', 'foreign'],
  ['public', 'private'],
  ['urban', 'rural'],
  ['open', 'closed'],
  ['active', 'inactive'],
  ['internal', 'external'],
  ['manual', 'automatic'],
  ['present', 'absent'],
  ['alive', 'dead'],
  ['married', 'single'],
  ['pass', 'fail'],
  ['passed', 'failed'],
  // outcomes of calls and requests: an answered call is one not abandoned or missed
  ['answered', 'abandoned'],
  ['answered', 'missed'],
  ['approved', 'declined'],
  ['approved', 'rejected'],
  ['approved', 'denied'],
  ['accepted', 'rejected'],
  ['accepted', 'declined'],
];

/** The opposite of a word (a column's word may be the verb's base: `abandon` of ABANDONED), when it has one in the list. */
const oppositeOf = (w: string): string[] => {
  const is = (x: string) => x === w || x === `${w}ed` || x === `${w}d`;
  return OPPOSITES.flatMap(([a, b]) => (is(a) ? [b] : is(b) ? [a] : []));
};

/**
 * One-word flags said through their opposite ("outdoor sensors" over an `indoor` 0/1 column):
 * the flag, negated.
 */
export function oppositeFlags(toks: Tok[], index: DatasetIndex): FlagHit[] {
  const hits: FlagHit[] = [];
  for (const c of index.columns) {
    if (c.flagTrue === undefined) continue;
    const core = flagCore(c);
    if (core.length !== 1) continue;
    // "uninsured", "nonsmoker": the flag's word with a negating prefix
    const word = core[0] as string;
    const opposite = [...oppositeOf(word), `un${word}`, `non${word}`, `non-${word}`];
    if (!opposite.length) continue;
    for (const t of toks) {
      if (t.used || !(opposite.includes(t.word) || opposite.includes(t.stem))) continue;
      t.used = 'flag';
      hits.push({ column: c, negate: true, positions: [t.i] });
      break;
    }
  }
  return hits;
}

/**
 * A 0/1 column named for one sex ("female", "male") said through a word for either: "women" is
 * female = 1, "men" female = 0. The hits of the flag's own sex first.
 */
export function sexFlags(toks: Tok[], index: DatasetIndex): FlagHit[] {
  const hits: FlagHit[] = [];
  for (const c of index.columns) {
    if (c.flagTrue === undefined) continue;
    const core = flagCore(c);
    const sex = core.length === 1 ? SEX_WORDS[core[0] as string] : undefined;
    if (!sex) continue;
    for (const t of toks) {
      const said = SEX_WORDS[t.word];
      if (t.used || !said || hits.some((h) => h.column === c && h.negate === (said !== sex))) continue;
      t.used = 'flag';
      hits.push({ column: c, negate: said !== sex, positions: [t.i] });
    }
  }
  return hits.sort((a, b) => Number(a.negate) - Number(b.negate));
}
