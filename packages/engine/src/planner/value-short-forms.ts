/**
 * Short forms of names as questions type them: a word of a name shortened ("mt st helens" for
 * Mount St. Helens) and a name said by its initials ("bw" for Baden-Württemberg, "the us" for
 * United States). Both stages read values through these.
 */
import { ABBREVIATIONS, QUESTION_SHORT_FORMS } from './parse/abbreviations';
import { COMMON_WORDS, EXPANSIONS, FUNCTION_WORDS, lexiconWords } from './lexicon';
import { EVERYDAY_WORDS } from './lexicon-words';

/** Words of names and their usual short forms, each way round ("st" is saint or street). */
export const NAME_SHORT_FORMS: Record<string, string[]> = {
  mt: ['mount'],
  mtn: ['mountain'],
  mts: ['mountains'],
  ft: ['fort'],
  st: ['saint', 'street'],
  ste: ['sainte'],
  pt: ['point', 'port'],
  lk: ['lake'],
  isl: ['island'],
  natl: ['national'],
  univ: ['university'],
  ave: ['avenue'],
  rd: ['road'],
  blvd: ['boulevard'],
  sq: ['square'],
  bros: ['brothers'],
  jr: ['junior'],
  sr: ['senior'],
  corp: ['corporation'],
  assn: ['association'],
};
// looked up with words of questions and cells: no inherited keys ("constructor", "toString")
Object.setPrototypeOf(NAME_SHORT_FORMS, null);

/** Whether a word of a name said in a question and a word of a cell are one word, one the other's short form. */
export function shortFormOf(said: string, cellWord: string): boolean {
  const key = (w: string) => w.replace(/\.$/, '');
  const a = key(said);
  const b = key(cellWord);
  return (NAME_SHORT_FORMS[a] ?? []).includes(b) || (NAME_SHORT_FORMS[b] ?? []).includes(a);
}

/** The forms of a multi-word phrase with its short words written out ("mt st helens" → "mount st helens"). */
export function writtenOut(words: string[]): string[][] {
  let out: string[][] = [[]];
  for (const w of words) {
    const forms = [w, ...(NAME_SHORT_FORMS[w] ?? [])];
    out = out.flatMap((o) => forms.map((f) => [...o, f]));
    if (out.length > 16) return [words];
  }
  return out.slice(1);
}

const SKIPS = new Set(['of', 'and', 'the', 'for', 'de', 'du', 'la', 'le', 'von', 'van']);

/**
 * The initials of a name of two or more words ("Baden-Württemberg" → bw, "North Rhine-Westphalia"
 * → nrw, "United States of America" → usoa and usa): every word's first letter, and those of the
 * words other than "of", "and", "the".
 */
export function initialsOf(text: string): string[] {
  const words = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\([^)]*\)|\[[^\]]*\]/g, ' ')
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== '');
  if (words.length < 2 || words.some((w) => /^\d/.test(w))) return [];
  const all = words.map((w) => w[0]).join('');
  const main = words
    .filter((w) => !SKIPS.has(w))
    .map((w) => w[0])
    .join('');
  return [...new Set([all, main])].filter((x) => x.length >= 2);
}

let known: Set<string> | undefined;
const UNITS = new Set('km m ft mi kg lb lbs mph kph hr hrs min sec ms cm mm pm am st nd rd th'.split(' '));

/**
 * Whether a question word may be a name said by its initials: written in capitals ("GM"), or in
 * lower case a short word no English word could be, having no vowel ("bw", "nrw"), or a short word
 * that is no word of the question's own after a preposition and "the" ("in the us", "from the uk":
 * "us" the pronoun never follows "the"; "did the us generate" is left, the subject of a verb may be
 * another thing). Never a known abbreviation, unit or short form of a word.
 */
export function mayBeInitials(word: string, before: string | undefined, upper: boolean, before2?: string): boolean {
  if (!/^[a-z]{2,5}$/.test(word)) return false;
  if (upper) return true;
  if (word.length > 4) return false;
  known ??= lexiconWords();
  if (ABBREVIATIONS[word] || QUESTION_SHORT_FORMS[word] || EXPANSIONS[word] || NAME_SHORT_FORMS[word] || UNITS.has(word)) return false;
  if (!/[aeiouy]/.test(word)) return !FUNCTION_WORDS.has(word) && !known.has(word);
  if (before !== 'the' || !/^(in|from|of|outside|across|within|to|for|at|on|than|vs|versus|and|with|by|throughout)$/.test(before2 ?? '')) return false;
  if (word === 'us') return true;
  return !FUNCTION_WORDS.has(word) && !COMMON_WORDS.has(word) && !EVERYDAY_WORDS.has(word) && !known.has(word);
}
