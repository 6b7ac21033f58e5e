/**
 * Verbs for the event a table's rows record, and modifiers of the rows' own noun. "which airline
 * got hit the most" over a table named birdstrikes: "hit" is the strike each row records, so it
 * names the rows, as the table's own name does. Nothing here names a dataset: a verb only counts
 * when the table's name (a word of it, or the end of a word run together: bird|strikes) is one of
 * the event nouns it stands for.
 */
import { root } from './lexicon';
import type { Tok } from './parse/types';

/** Verb forms and the event nouns they stand for. */
export const EVENT_VERBS: Record<string, string[]> = {
  hit: ['strike', 'collision', 'impact', 'attack', 'hit'],
  struck: ['strike', 'collision', 'impact', 'attack'],
  crashed: ['crash', 'accident', 'collision'],
  collided: ['collision', 'crash', 'accident'],
  attacked: ['attack', 'incident'],
  erupted: ['eruption'],
  quake: ['earthquake', 'quake'],
  shook: ['earthquake', 'quake'],
  infected: ['case', 'infection'],
  arrested: ['arrest'],
  landed: ['landing'],
  launched: ['launch'],
  fired: ['fire', 'shooting'],
  shot: ['shooting'],
  sighted: ['sighting'],
  spotted: ['sighting'],
};
// looked up with words of questions and headers: no inherited keys ("constructor", "toString")
Object.setPrototypeOf(EVENT_VERBS, null);

/**
 * Words that say which rows are meant when put before the rows' noun, and nothing more, in a
 * table of that kind: "trading days" in a price table are its days.
 */
const ROW_MODIFIERS: Record<string, RegExp> = {
  trading: /^(day|days|session|sessions)$/,
  calendar: /^(day|days)$/,
};
// looked up with words of questions and headers: no inherited keys ("constructor", "toString")
Object.setPrototypeOf(ROW_MODIFIERS, null);

/** The word of the table's name an event noun is (itself, or the end of a word run together). */
function nameWordFor(nouns: string[], datasetWords: string[]): string | undefined {
  for (const w of datasetWords)
    for (const n of nouns) if (w === n || root(w) === root(n) || (w.length > n.length + 2 && w.endsWith(n))) return w;
  return undefined;
}

/**
 * Reads event verbs as the table's own name (their stem and canonical form become that word of
 * the name, so the value stage marks them as the rows) and marks row modifiers before the rows'
 * noun as part of it. `inData` tells a word the data's columns or values use: such a word is
 * left alone.
 */
export function readEventWords(toks: Tok[], datasetWords: string[], inData: (word: string) => boolean): void {
  for (const t of toks) {
    if (t.used || inData(t.word) || inData(t.stem)) continue;
    const nouns = EVENT_VERBS[t.word];
    const word = nouns && nameWordFor(nouns, datasetWords);
    if (word) {
      t.stem = word;
      t.canon = word;
      continue;
    }
    const next = toks[t.i + 1];
    if (ROW_MODIFIERS[t.word]?.test(next?.word ?? '') && !inData(root(t.word))) t.used = 'entity';
  }
}
