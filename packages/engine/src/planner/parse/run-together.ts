/**
 * Column names written as one run-together word (`WORLDCONSUMPTION`, `COPPERPRICE`,
 * `councildist`, `BILLS104`): a name that splits into no words of its own is read, for one
 * question, as the words that question says inside it. A word said at the start or the end of the
 * run ("consumption", "copper", "price") cuts it in two; the other piece is a word of the question
 * it clips ("alum" ← aluminium, "unemp" ← unemployment) or, when the word said ends the run (its
 * head noun), a piece of at least four letters that goes unsaid ("world" of world consumption). Letters run into a number
 * (`BILLS104`) are always two words, the letters and the number.
 */
import { EVERYDAY_WORDS } from '../lexicon-words';
import { canonical, FUNCTION_WORDS, lexiconWords } from '../lexicon';
import { stem, STOP } from '../text';
import type { Tok } from './types';

/** The shortest run-together word read in pieces, and the shortest piece left unsaid. */
const MIN_RUN = 8;
const MIN_UNSAID = 4;

let known: Set<string> | undefined;

/** Words the planner knows as words: a run-together name equal to one is no run. */
function knownWord(w: string): boolean {
  known ??= new Set([...EVERYDAY_WORDS, ...lexiconWords()]);
  return known.has(w) || known.has(`${w}s`);
}

/** The forms of a question word that may be said inside a run-together name. */
function formsOf(t: Tok): string[] {
  if (!/^[a-z]{3,}$/.test(t.word) || FUNCTION_WORDS.has(t.word) || STOP.has(t.word) || STOP.has(t.stem))
    return [];
  return [...new Set([t.word, t.stem, t.canon])].filter((f) => /^[a-z]{3,}$/.test(f));
}

/** The question word a piece of a name clips ("alum" ← aluminium) or that clips it ("alu" → alum). */
function clipOf(piece: string, toks: Tok[], taken: Tok): string | undefined {
  for (const t of toks) {
    if (t === taken) continue;
    for (const f of formsOf(t)) {
      if (f === piece) return f;
      if (piece.length >= 3 && f.length > piece.length && f.startsWith(piece)) return f;
      if (f.length >= 3 && piece.length > f.length && piece.startsWith(f)) return f;
    }
  }
  return undefined;
}

/** Whether another column's name holds the word `f`, as a word or inside a run-together word. */
function heldElsewhere(f: string, w: string, others: readonly (readonly string[])[]): boolean {
  return others.some((words) =>
    words.some((o) => o !== w && (o === f || (o.length >= MIN_RUN && o.includes(f)))),
  );
}

/**
 * One run-together word split by the question's words, or undefined when it says none inside it.
 * A piece left unsaid ("world" of "consumption") is read only when no other column (`others`,
 * the words of the table's other names) holds the word said.
 */
function splitRun(w: string, toks: Tok[], others: readonly (readonly string[])[]): string[] | undefined {
  if (w.length < MIN_RUN || !/^[a-z]+$/.test(w) || knownWord(w)) return undefined;
  // the name said whole ("linoleic" beside oleic) is no run of the other words said
  if (toks.some((t) => formsOf(t).includes(w))) return undefined;
  let best: string[] | undefined;
  let bestLen = 0;
  for (const t of toks) {
    for (const f of formsOf(t)) {
      if (f.length < 4 || f.length > w.length - 3 || f.length <= bestLen) continue;
      const atStart = w.startsWith(f);
      const atEnd = w.endsWith(f);
      if (!atStart && !atEnd) continue;
      const rest = atStart ? w.slice(f.length) : w.slice(0, w.length - f.length);
      const clip = clipOf(rest, toks, t);
      // a piece left unsaid only before the word said, its head noun ("world" of consumption)
      if (!clip && (rest.length < MIN_UNSAID || atStart || heldElsewhere(f, w, others))) continue;
      const other = clip ?? canonical(stem(rest));
      best = atStart ? [canonical(f), other] : [other, canonical(f)];
      bestLen = f.length;
    }
  }
  return best;
}

/**
 * The words of a column's name as this question may say them: each run-together word the
 * question speaks inside is replaced by its pieces; letters run into a number are split.
 */
export function runTogetherWords(
  words: readonly string[],
  toks: Tok[],
  others: readonly (readonly string[])[] = [],
): string[] {
  const out: string[] = [];
  for (const w of words) {
    const num = /^([a-z]{3,})(\d+)$/.exec(w);
    // the name said as it is written ("bills104") stays one word
    if (num && !toks.some((t) => t.word === w || t.stem === w)) {
      out.push(canonical(stem(num[1]!)), num[2]!);
      continue;
    }
    out.push(...(splitRun(w, toks, others) ?? [w]));
  }
  return [...new Set(out)];
}
