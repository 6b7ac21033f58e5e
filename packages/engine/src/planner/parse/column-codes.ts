/**
 * Columns named in codes: a column word that is a short form of the question's words
 * ("crim" ← crime, "rm" ← rooms, "inc" ← income) or the first letters of several of them run
 * together ("medv" ← median value, "ptratio" ← pupil-teacher ratio, "lstat" ← lower status).
 * These links are read only for the words no column took by its own words, and each carries its
 * strength: a column's own word > a known abbreviation (`abbreviations.ts`) > a guessed code.
 */
import { FUNCTION_WORDS, MONTH_NAMES, ROW_NOUNS, SUPERLATIVES, WEEKDAY_NAMES } from '../lexicon';
import type { DatasetIndex, IndexedColumn } from '../schema-index';
import { splitWords } from '../text';
import { abbreviates } from './abbreviations';
import { clippedFrom, codeTail } from './clipped-words';
import { FILLER_VERBS, SHAPE_WORDS } from './tokens';
import type { Tok } from './types';

/** How a column was linked to the question's words, strongest first. */
export type LinkStrength = 'exact' | 'words' | 'abbreviation' | 'code';

export const LINK_ORDER: Record<LinkStrength, number> = { exact: 3, words: 2, abbreviation: 1, code: 0 };

const VOWELS = /[aeiou]/;

/**
 * Whether `code` is a short form of `word`: its first three or more letters ("crim" ← crime,
 * "disp" ← displacement), or its first letter followed by some of its later letters in order,
 * ending on the word's last consonant ("rm" ← rooms, "wt" ← weight, "qty" ← quantity).
 */
export function shortFormOf(code: string, word: string): boolean {
  if (code.length < 2 || word.length <= code.length || code[0] !== word[0]) return false;
  if (!/^[a-z]+$/.test(code) || !/^[a-z]+$/.test(word)) return false;
  if (code.length >= 3 && word.startsWith(code)) return true;
  let j = 1;
  for (let i = 1; i < code.length; i++) {
    while (j < word.length && word[j] !== code[i]) j++;
    if (j >= word.length) return false;
    j++;
  }
  const base = word.replace(/s$/, '');
  const lastConsonant = [...base].reverse().find((c) => !VOWELS.test(c)) ?? '';
  const end = code[code.length - 1] as string;
  return end === lastConsonant || end === base[base.length - 1];
}

/**
 * Whether `code` is the first letters of each of `words` run together, in order ("medv" ←
 * median value, "nox" ← nitric oxide, "ptratio" ← pupil teacher ratio, "eggsfreq" ← eggs freq);
 * a word before the last gives at most three letters, all of itself, or all but a doubled last letter.
 */
export function runTogether(code: string, words: string[]): boolean {
  if (words.length < 2 || code.length < words.length) return false;
  const from = (ci: number, wi: number): boolean => {
    if (wi === words.length) return ci === code.length;
    const w = words[wi] as string;
    // the last word said by its known abbreviation ("gwt" ← gross weight: g, then wt for weight)
    if (wi === words.length - 1 && ci < code.length && abbreviates(code.slice(ci), w, w.replace(/s$/, '')))
      return true;
    // a word before the last gives at most three letters ("med" of medv) or all of itself
    // ("eggs" of eggsfreq); the last any prefix
    const most = wi === words.length - 1 ? w.length : Math.min(3, w.length);
    for (let n = 1; n <= most && ci + n <= code.length; n++) {
      if (w[n - 1] !== code[ci + n - 1]) break;
      if (from(ci + n, wi + 1)) return true;
    }
    // …or all of itself but the second of a doubled last letter ("stafcost" ← staff cost)
    const doubled = w.length >= 4 && wi < words.length - 1 && w.at(-1) === w.at(-2);
    const clipped = doubled ? w.slice(0, -1) : undefined;
    if (clipped && code.startsWith(clipped, ci) && from(ci + clipped.length, wi + 1)) return true;
    return w.length > most && code.startsWith(w, ci) && from(ci + w.length, wi + 1);
  };
  return from(0, 0);
}

/** Words that may stand between the words of one column ("number of rooms"). */
const CONNECTORS = /^(of|the|per|to|-)$/;

/** Words that only build a sentence: never part of a code run together from several words. */
const GRAMMAR =
  /^(a|an|the|of|in|on|at|for|to|by|and|or|but|is|are|was|were|be|been|what|which|who|whom|whose|how|many|much|me|show|give|list|tell|i|we|you|my|our|it|its|this|that|these|those|there|their|with|from|as|than|then|vs|versus|per|each|every|all|any|some|no|not|do|does|did|please|when|where|why|has|have|had|between|over|under|about|into|most|least|more|less|top|bottom|highest|lowest)$/;

/**
 * A question word that may be part of a code: a content word (for a code of one word), or any
 * word but grammar (words run together into a code: "median value" → medv, "lower status" → lstat).
 */
function codeWord(t: Tok, run = false): boolean {
  const w = t.word;
  if (run) return !t.used && /^[a-z]{2,}$/.test(w) && !GRAMMAR.test(w) && !SUPERLATIVES[w];
  return (
    !t.used &&
    /^[a-z]{2,}$/.test(w) &&
    !FUNCTION_WORDS.has(w) &&
    !SHAPE_WORDS.test(w) &&
    !FILLER_VERBS.has(w) &&
    !ROW_NOUNS.has(w) &&
    !SUPERLATIVES[w] &&
    !MONTH_NAMES.includes(w) &&
    !WEEKDAY_NAMES.includes(w.replace(/s$/, ''))
  );
}

interface Piece {
  positions: number[];
  score: number;
  strength: LinkStrength;
}

/** The ways column word `raw` (canonical `canon`) can be said starting at token `at`. */
function piecesAt(
  raw: string,
  canon: string,
  toks: Tok[],
  at: number,
  score: (t: Tok, w: string) => number,
): Piece[] {
  const t = toks[at];
  if (!t || t.used) return [];
  const out: Piece[] = [];
  const plain = score(t, canon);
  if (plain < 1 && (abbreviates(raw, t.word, t.stem) || abbreviates(canon, t.word, t.stem)))
    out.push({ positions: [at], score: 0.8, strength: 'abbreviation' });
  else if (plain >= 0.6) out.push({ positions: [at], score: plain, strength: plain >= 1 ? 'exact' : 'words' });
  else if (codeWord(t) && (shortFormOf(raw, t.word) || shortFormOf(raw, t.stem)))
    out.push({ positions: [at], score: 0.5, strength: 'code' });
  // the question's word is the short one ("psych" ← psychology, "pts" ← points)
  else if (codeWord(t) && (clippedFrom(t.word, raw) || codeTail(raw, t.word)))
    out.push({ positions: [at], score: 0.5, strength: 'code' });
  // several words run together into one column word
  if (raw.length >= 2 && raw !== t.word && raw !== t.stem && codeWord(t, true)) {
    const run: number[] = [at];
    for (let k = at + 1; k < toks.length && run.length < 4; k++) {
      const next = toks[k] as Tok;
      if (CONNECTORS.test(next.word) && !next.used) continue;
      if (!codeWord(next, true)) break;
      run.push(k);
      if (runTogether(raw, run.map((p) => toks[p]!.word)))
        out.push({ positions: [...run], score: 0.5 * run.length, strength: 'code' });
    }
  }
  return out;
}

export interface CodedHit {
  column: IndexedColumn;
  positions: number[];
  score: number;
  strength: LinkStrength;
}

/** Every column word of `c` optional for a code link: units and modifiers may go unsaid. */
const OPTIONAL = /^(of|in|the|per|id|no|num|nr|avg|max|min|total|tot|pct|amt|is|has|[a-z])$/;

/**
 * The best link of column `c` to the free words of the question through codes and known
 * abbreviations: its words in order, each said by one or more consecutive question words.
 */
export function codedLink(
  c: IndexedColumn,
  toks: Tok[],
  score: (t: Tok, w: string) => number,
): CodedHit | undefined {
  const raws = splitWords(c.name).filter((w) => /^[a-z]+$/.test(w));
  const canons = raws.map((r, i) => c.words[i] ?? r);
  if (raws.length === 0 || raws.length > 5) return undefined;
  let best: CodedHit | undefined;
  const walk = (wi: number, ti: number, acc: Piece[]) => {
    if (wi === raws.length) {
      const matched = acc.filter((p) => p.positions.length > 0);
      if (!matched.some((p) => p.strength === 'code' || p.strength === 'abbreviation')) return;
      // the words said must be a column's core, not only its modifiers
      const core = acc.some(
        (p, i) => p.positions.length > 0 && !OPTIONAL.test(raws[i] as string) && !OPTIONAL.test(canons[i] as string),
      );
      if (!core) return;
      const positions = matched.flatMap((p) => p.positions);
      const coverage = matched.length / raws.length;
      const total = matched.reduce((s, p) => s + p.score, 0) + coverage;
      const strength = matched
        .map((p) => p.strength)
        .reduce((a, b) => (LINK_ORDER[b] < LINK_ORDER[a] ? b : a));
      if (!best || total > best.score) best = { column: c, positions, score: total, strength };
      return;
    }
    const raw = raws[wi] as string;
    // a column word may go unsaid ("household income" of med_hh_inc): the coverage counts it
    walk(wi + 1, ti, [...acc, { positions: [], score: 0, strength: 'exact' }]);
    if (ti >= toks.length) return;
    const starts = acc.some((p) => p.positions.length > 0) ? [ti] : toks.map((_, i) => i);
    for (const s of starts) {
      // connectors may stand between two words of the column ("number of rooms")
      let at = s;
      while (acc.some((p) => p.positions.length) && toks[at] && CONNECTORS.test(toks[at]!.word) && !toks[at]!.used)
        at++;
      for (const piece of piecesAt(raw, canons[wi] as string, toks, at, score))
        walk(wi + 1, Math.max(...piece.positions) + 1, [...acc, piece]);
    }
  };
  walk(0, 0, []);
  return best;
}

/**
 * Columns linked through codes to the words still free, best first; a phrase two columns code
 * equally well keeps the others as alternatives (the planner asks which one was meant).
 */
export function findCodedColumns(
  toks: Tok[],
  index: DatasetIndex,
  taken: Set<IndexedColumn>,
  score: (t: Tok, w: string) => number,
): (CodedHit & { alternatives: IndexedColumn[] })[] {
  const found = index.columns
    .filter((c) => !taken.has(c))
    .map((c) => codedLink(c, toks, score))
    .filter((h): h is CodedHit => h !== undefined)
    .sort((a, b) => b.score - a.score || a.positions.length - b.positions.length);
  const kept: (CodedHit & { alternatives: IndexedColumn[] })[] = [];
  for (const h of found) {
    const overlap = kept.find((k) => k.positions.some((p) => h.positions.includes(p)));
    if (overlap) {
      if (Math.abs(overlap.score - h.score) < 1e-9 && overlap.positions.join() === h.positions.join())
        overlap.alternatives.push(h.column);
      continue;
    }
    kept.push({ ...h, alternatives: [] });
  }
  return kept;
}
