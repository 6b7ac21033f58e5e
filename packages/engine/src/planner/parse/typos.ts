/**
 * Stage 1, typos of content words: a word that is no word the parser knows ("unemplyment",
 * "pirce", "goerge", "happend") is read as the one known word it is a slip of (an edit or two,
 * two letters swapped: `typoOf`). Known words are the data's own (its name, its columns' words,
 * its values' words) and the lexicon's (synonyms, related words, roles, everyday words); a slip is
 * two letters swapped or a letter left out or doubled inside the word (`innerSlip`). A typo
 * is weak evidence: when the nearest known words are two different words ("prise": price or
 * prize), nothing is mended and the word stays unplaced, so the reply asks instead of guessing.
 */
import { COMMON_WORDS, editDistance, FUNCTION_WORDS, lexiconWords, root, typoOf } from '../lexicon';
import { AMOUNT_WORDS, LEVEL_WORDS, ROW_NOUNS, SUPERLATIVES } from '../word-roles';
import { readEventWords } from '../lexicon-verbs';
import { EVERYDAY_WORDS } from '../lexicon-words';
import { valueKey, type DatasetIndex } from '../schema-index';
import { splitWords, stem } from '../text';
import { ABBREVIATIONS } from './abbreviations';
import { FILLER_VERBS, QUESTION_WORDS, SHAPE_WORDS } from './tokens';
import type { Tok } from './types';

interface Vocabulary {
  /** The data's words (its name, columns and values). */
  own: Set<string>;
  /** Roots of the words of the data's columns and values (not its name). */
  dataRoots: Set<string>;
  /** Words a typo may be mended to. */
  words: string[];
  /** Roots of every known word: a word with one of these roots is a form, not a typo. */
  roots: Set<string>;
}

const cache = new WeakMap<DatasetIndex, Vocabulary>();

let general: string[] | undefined;

/** The lexicon's words: the same for every dataset. */
function generalWords(): string[] {
  if (general) return general;
  const out = new Set<string>([
    ...lexiconWords(),
    ...EVERYDAY_WORDS,
    ...LEVEL_WORDS,
    ...AMOUNT_WORDS,
    ...ROW_NOUNS,
    ...FILLER_VERBS,
    ...QUESTION_WORDS,
    ...Object.keys(SUPERLATIVES),
  ]);
  general = [...out].filter((w) => /^[a-z]{4,}$/.test(w));
  return general;
}

/** Words known as they are but never a typo's mending (everyday words, abbreviations' long forms). */
const ONLY_KNOWN = [...COMMON_WORDS, ...Object.values(ABBREVIATIONS).flat()];

/** The words of the data (name, columns, values) and of the lexicon, built once per dataset index. */
export function vocabularyOf(index: DatasetIndex): Vocabulary {
  const hit = cache.get(index);
  if (hit) return hit;
  const own = new Set<string>();
  for (const c of index.columns) for (const w of [...splitWords(c.name), ...c.words]) own.add(w);
  for (const w of index.valueWords) own.add(w);
  const dataRoots = new Set([...own].flatMap((w) => [w, root(stem(w))]));
  for (const w of valueKey(index.info.name).split(' ')) own.add(w);
  const words = [...new Set([...own, ...generalWords()])].filter((w) => /^[a-z]{4,}$/.test(w));
  const roots = new Set<string>();
  for (const w of [...words, ...ONLY_KNOWN]) roots.add(root(stem(w))).add(w);
  const vocabulary = { own, dataRoots, words, roots };
  cache.set(index, vocabulary);
  return vocabulary;
}

/** Whether a word is one the parser knows as it is (a function word, a shape word, a known word's form). */
function known(t: Tok, vocabulary: Vocabulary): boolean {
  return (
    FUNCTION_WORDS.has(t.word) ||
    SHAPE_WORDS.test(t.word) ||
    vocabulary.roots.has(t.word) ||
    vocabulary.roots.has(t.stem) ||
    vocabulary.roots.has(root(t.stem)) ||
    vocabulary.roots.has(t.canon)
  );
}

/**
 * The one known word `t` is a slip of, or undefined when there is none or the nearest are two
 * different words (a tie: a typo alone is too weak to choose between them).
 */
export function typoTarget(t: Tok, vocabulary: Vocabulary): string | undefined {
  if (t.upper || t.word.length < 4 || /[^a-z]/.test(t.word) || known(t, vocabulary)) return undefined;
  let best: { word: string; d: number }[] = [];
  for (const w of vocabulary.words) {
    if (Math.abs(w.length - t.word.length) > 2) continue;
    if (!typoOf(t.word, w) && !(t.stem !== t.word && typoOf(t.stem, w))) continue;
    // only by a slip that seldom makes another real word: two letters swapped, or a letter left
    // out or doubled inside the word ("winter" is no typo of winner, nor "capita" of capital)
    if (!innerSlip(t.word, w) && !(t.stem !== t.word && innerSlip(t.stem, w))) continue;
    // the lexicon's words only tell a real word from a slip: a typo is mended to the data's words
    if (!vocabulary.own.has(w)) continue;
    const d = Math.min(editDistance(t.word, w, 2), editDistance(t.stem, w, 2));
    if (!best.length || d < best[0]!.d) best = [{ word: w, d }];
    else if (d === best[0]!.d) best.push({ word: w, d });
  }
  if (!best.length) return undefined;
  const roots = new Set(best.map((b) => root(stem(b.word))));
  if (roots.size > 1) return undefined;
  // the form nearest the word as written ("happend" → happened rather than happens)
  return best.sort((a, b) => editDistance(t.word, a.word, 3) - editDistance(t.word, b.word, 3))[0]!.word;
}

/** Two neighbouring letters swapped, or one letter added or left out before the last. */
export function innerSlip(a: string, b: string): boolean {
  if (a.length === b.length) {
    const diff = [...a].flatMap((ch, i) => (ch === b[i] ? [] : [i]));
    return diff.length === 2 && diff[1] === diff[0]! + 1 && a[diff[0]!] === b[diff[1]!] && a[diff[1]!] === b[diff[0]!];
  }
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  if (long.length !== short.length + 1) return false;
  let i = 0;
  while (i < short.length && short[i] === long[i]) i++;
  return i < short.length && long.slice(0, i) + long.slice(i + 1) === short;
}

/**
 * Reads verbs for the event the table records as its rows (`readEventWords`). Typos are not mended
 * here: a slip mended to a data word turned a clarifying question into a confident wrong answer on
 * tables never seen, so `typoTarget` only names the word a slip may stand for.
 */
export function mendWords(toks: Tok[], index: DatasetIndex): void {
  const vocabulary = vocabularyOf(index);
  const inData = (w: string) => vocabulary.dataRoots.has(w) || vocabulary.dataRoots.has(root(stem(w)));
  readEventWords(toks, valueKey(index.info.name).split(' '), inData);
}
