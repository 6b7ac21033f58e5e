/** Stage 4, columns: words of column names, canonicalized, related words and typos. */
import { FUNCTION_WORDS, RELATED, root, sameAs, typoOf } from '../lexicon';
import type { DatasetIndex, IndexedColumn } from '../schema-index';
import { splitWords } from '../text';
import { doerHeaders } from '../verb-forms';
import { abbreviates } from './abbreviations';
import { gluedFrom } from './clipped-words';
import { findCodedColumns, type LinkStrength } from './column-codes';
import { preferPlainOverShare } from './share-columns';
import { soleMeasureHits } from './sole-measure';
import { tableNounMeasureHits } from './table-noun-measure';
import { periodCountHits } from './period-counts';
import { runTogetherWords } from './run-together';
import { linkUnitWords } from './unit-links';
import { dropStatPrefixes } from './stat-prefix';
import type { Tok } from './types';

export type { LinkStrength } from './column-codes';

export interface ColumnHit {
  column: IndexedColumn;
  positions: number[];
  score: number;
  /** Other columns matched by the same words equally well ("temperature" → temp_max, temp_min). */
  alternatives: IndexedColumn[];
  full: boolean;
  /** How the column was linked: its exact name, its words, a known abbreviation, a guessed code. */
  strength?: LinkStrength;
}

export const MODIFIERS = new Set([
  'max',
  'min',
  'avg',
  'total',
  'num',
  'count',
  'id',
  'is',
  'has',
  'of',
  'per',
  'in',
  'the',
  'usd',
  'amt',
  'pct',
  'value',
  'daily',
  'sum',
]);

/** The initials of a multi-word column name ("Miles_per_Gallon" → mpg). */
export function initials(c: IndexedColumn): string {
  const words = c.name.split(/[^A-Za-z0-9]+|(?<=[a-z])(?=[A-Z])/).filter(Boolean);
  return words.length >= 2 ? words.map((w) => w[0]!.toLowerCase()).join('') : '';
}

/** How well a question word names a column word (1 the same word … 0 none); `next` is the word after it. */
export function wordScore(t: Tok, w: string, next?: string): number {
  if (t.canon === w || t.stem === w || t.word === w) return 1;
  // a negation said without its apostrophe ("arent", "dont") is no slip of a column's word (agent)
  if (/^(?:do|does|did|is|are|was|were|has|have|had)n'?t$/.test(t.word)) return 0;
  const r = root(t.canon);
  if (r.length >= 4 && r === root(w)) return 0.85;
  if (abbreviates(w, t.word, t.stem)) return 0.8;
  if ((RELATED[t.canon] ?? RELATED[t.stem] ?? []).includes(w)) return 0.6;
  // "who built X" → manufacturer, "flows into" → outflow
  if (doerHeaders(t.word, next).includes(w)) return 0.6;
  if (typoOf(t.word, w) || typoOf(t.canon, w) || sameAs(w).some((m) => typoOf(t.word, m))) return 0.7;
  return 0;
}

/** Words too empty to name a column by themselves ("no" of receipt_no, "is" of is_active). */
export const EMPTY_WORDS = /^(no|of|in|the|is|has|a|an|to|by|per|and|or|at|on|for|with|from|id|nr)$/;

export const SEPARATORS = /^(and|or|vs|versus|by|per|with|than|from|to|in|for)$/;

export function findColumns(toks: Tok[], index: DatasetIndex): ColumnHit[] {
  const candidates: ColumnHit[] = [];
  const seconds = new Set<ColumnHit>();
  for (const column of index.columns) {
    // a run-together name ("worldconsumption") is read as the words the question says inside it
    const others = index.columns.filter((c) => c !== column).map((c) => c.words);
    const words = runTogetherWords(column.words, toks, others).filter(
      (w) => w !== 'of' && w !== 'in' && w !== 'the' && w !== 'per',
    );
    if (words.length === 0) continue;
    let best: ColumnHit | undefined;
    // hits of the column at other anchors, for a tie said apart from the best one
    const tied: ColumnHit[] = [];
    const acronym = initials(column);
    const rawWords = [...splitWords(column.name), ...column.words];
    const coreWords = splitWords(column.name).filter((w) => w.length > 1 && !MODIFIERS.has(w));
    for (const anchor of toks) {
      if (anchor.used) continue;
      // the initials of the name ("gm", "gms" of General manager) or its words clipped and run
      // together ("runtime" of Running time)
      const said =
        (acronym.length >= 2 && (anchor.word === acronym || anchor.word === `${acronym}s`)) ||
        gluedFrom(anchor.word, coreWords);
      if (said && !saidInOtherName(anchor, toks, column, index)) {
        const total = words.length + 1;
        if (!best || total > best.score)
          best = {
            column,
            positions: [anchor.i],
            score: total,
            alternatives: [],
            full: true,
            strength: 'abbreviation',
          };
        continue;
      }
      const positions: number[] = [];
      let score = 0;
      let matched = 0;
      let core = 0;
      let strongest = 0;
      for (const w of words) {
        let bestTok: Tok | undefined;
        let bestScore = 0;
        for (const t of toks) {
          if (t.used || positions.includes(t.i) || Math.abs(t.i - anchor.i) > words.length + 1) continue;
          // one column's words never span "and", "vs", "by"… ("rotten tomatoes and imdb ratings")
          const [a, b] = t.i < anchor.i ? [t.i, anchor.i] : [anchor.i, t.i];
          if (toks.slice(a, b).some((x) => SEPARATORS.test(x.word) && !rawWords.includes(x.word))) continue;
          if (FUNCTION_WORDS.has(t.word) && t.canon !== w && t.word !== w) continue;
          const s = wordScore(t, w, toks[t.i + 1]?.word);
          // equal scores: the word nearest the anchor ("avg imdb rating by mpaa rating")
          const nearer = bestTok && Math.abs(t.i - anchor.i) < Math.abs(bestTok.i - anchor.i);
          if (s > bestScore || (s === bestScore && s > 0 && nearer)) {
            bestScore = s;
            bestTok = t;
          }
        }
        if (bestTok) {
          positions.push(bestTok.i);
          strongest = Math.max(strongest, bestScore);
          score += bestScore;
          matched++;
          if (!MODIFIERS.has(w)) core++;
        }
      }
      // a name of modifiers only (amount_usd: amt, usd) is said by any of them
      const allModifiers = words.every((w) => MODIFIERS.has(w));
      if (!positions.includes(anchor.i) || (core === 0 && matched < words.length && !allModifiers)) continue;
      // a long column said mostly unsaid, through related words alone ("people" for
      // group_corn_pops_total_grams), is no link
      if (matched < words.length / 2 && strongest < 0.8) continue;
      // "day" alone is a date, not the day_of_week (nor "month" the month_of_quarter): a part of a
      // period is named with its period
      if (matched < words.length && /^[a-z]+_of_(week|month|year|quarter)$/i.test(column.name.toLowerCase()))
        continue;
      // the words of one column are said together, not scattered over the question
      if (Math.max(...positions) - Math.min(...positions) > positions.length) continue;
      const lo = Math.min(...positions);
      const hi = Math.max(...positions);
      if (words.length > 1 && positions.every((p) => EMPTY_WORDS.test(toks[p]!.word))) continue;
      // "no" before a noun ("terms with no province") says none, never a column headed `No.`
      const after = toks[hi + 1]?.word;
      if (lo === hi && toks[lo]!.word === 'no' && after && after !== 'of' && !/^\d/.test(after)) continue;
      // "no of albums per decade" opening the question is "number of", a count
      if (lo === hi && lo === 0 && toks[lo]!.word === 'no' && after === 'of') continue;
      // a function word ("no" of receipt_no) only counts right next to the column's other words, or
      // with only "of" between ("number of households" of num_households)
      const between = toks.slice(lo, hi + 1).filter((t) => !positions.includes(t.i));
      if (between.some((t) => t.word !== 'of') && positions.some((p) => FUNCTION_WORDS.has(toks[p]!.word)))
        continue;
      if (pluralOfModifier(column, words, positions, toks)) continue;
      const coverage = matched / words.length;
      const total = score + coverage;
      const exact = matched === words.length && score === matched;
      const hit: ColumnHit = {
        column,
        positions,
        score: total,
        alternatives: [],
        full: matched === words.length,
        strength: exact ? 'exact' : 'words',
      };
      if (!best || total > best.score) best = hit;
      else if (Math.abs(total - best.score) < 1e-9) tied.push(hit);
    }
    if (best) candidates.push(best);
    // "claims by status" over `Claim #` and `Claim Status`: the column said in part at two places is
    // kept at the second too, for when the first is taken by a column said in full
    const apart =
      best &&
      words.length === 2 &&
      tied.find(
        (h) =>
          !h.full &&
          Math.abs(h.score - best.score) < 1e-9 &&
          !h.positions.some((p) => best.positions.includes(p)),
      );
    if (apart) {
      candidates.push(apart);
      seconds.add(apart);
    }
  }
  dropStatPrefixes(toks, candidates);
  candidates.sort((a, b) => b.score - a.score || a.column.words.length - b.column.words.length);
  const kept: ColumnHit[] = [];
  for (const c of candidates) {
    if (seconds.has(c) && kept.some((k) => k.column === c.column)) continue;
    const overlap = kept.find((k) => k.positions.some((p) => c.positions.includes(p)));
    if (overlap) {
      if (Math.abs(overlap.score - c.score) < 1e-9 && !overlap.full && !c.full)
        overlap.alternatives.push(c.column);
      continue;
    }
    kept.push(c);
  }
  preferPlainOverShare(toks, kept);
  // then codes and abbreviations ("medv" ← median value) on the words no column took in full; a
  // code also replaces a column said only in part when it covers those words and more ("eggs
  // freq" → eggsfreq rather than the eggs of group_eggs_total_grams)
  for (const k of kept) if (k.full) for (const p of k.positions) toks[p]!.used = 'column';
  // a column said only in part may still be said in full through a code of its other words
  // ("hs graduation" of hs_grad)
  const taken = new Set(kept.filter((k) => k.full).map((k) => k.column));
  for (const h of findCodedColumns(toks, index, taken, wordScore)) {
    // the column said in part is only said again by a code that covers those words too
    const same = kept.find((k) => k.column === h.column);
    if (same && !same.positions.every((p) => h.positions.includes(p))) continue;
    const parts = kept.filter((k) => k.positions.some((p) => h.positions.includes(p)));
    if (
      parts.some(
        (k) => k.positions.length >= h.positions.length || k.positions.some((p) => !h.positions.includes(p)),
      )
    )
      continue;
    for (const k of parts) kept.splice(kept.indexOf(k), 1);
    kept.push({ ...h, full: false });
  }
  linkUnitWords(toks, index, kept);
  // a column named "Other …" (Other_Europe, other income) holds what the rest leave over: it is
  // named only with "other" said, never by its other words alone ("european" is not Other_Europe)
  const otherSaid = toks.some((t) => /^(other|others|rest)$/.test(t.word));
  for (const k of [...kept])
    if (!otherSaid && k.column.words[0] === 'other') {
      kept.splice(kept.indexOf(k), 1);
      for (const p of k.positions) if (toks[p]!.used === 'column') toks[p]!.used = undefined;
    }
  for (const k of kept) for (const p of k.positions) toks[p]!.used = 'column';
  kept.push(...soleMeasureHits(toks, index, kept));
  kept.push(...tableNounMeasureHits(toks, index, kept));
  kept.push(...periodCountHits(toks, index, kept));
  for (const k of kept) {
    sameMeasureAgain(toks, k);
    headNounAfter(toks, k, index);
  }
  return kept.sort((a, b) => Math.min(...a.positions) - Math.min(...b.positions));
}

/**
 * "the most units" over `Unit Price`: a plural said for the first word of a measure's two-word
 * name counts things; it never names the price, cost or rate of one of them (the name's last word,
 * unsaid).
 */
const PER_THING_HEADS = /^(price|cost|rate|value|fee|margin|weight|size|tax|discount)$/;

function pluralOfModifier(column: IndexedColumn, words: string[], positions: number[], toks: Tok[]): boolean {
  if (column.role !== 'measure' || words.length !== 2 || positions.length !== 1) return false;
  const t = toks[positions[0]!]!;
  const first = words[0] as string;
  return (
    t.word !== first &&
    t.word === `${first}s` &&
    PER_THING_HEADS.test(words[1] as string) &&
    wordScore(t, words[1] as string) === 0
  );
}

/**
 * Whether a word read as a column's initials ("sf" of Sq Ft) is a word of another column's name
 * said together with another word of that name ("rent sf" of `Rent/SF/Yr`): that name is meant.
 */
function saidInOtherName(anchor: Tok, toks: Tok[], column: IndexedColumn, index: DatasetIndex): boolean {
  return index.columns.some((c) => {
    if (c === column) return false;
    const words = splitWords(c.name);
    if (words.length < 2 || !words.includes(anchor.word)) return false;
    return [toks[anchor.i - 1], toks[anchor.i + 1]].some((t) => t && t.word !== anchor.word && words.includes(t.word));
  });
}

/**
 * "how many babies were born", "who earns the most wage": a second word near a one-word column's
 * hit that stands for the same column ("born" → births once "babies" took it) is that column said
 * again, not a word left over. Only on the same side of "and", "vs", "by"…
 */
function sameMeasureAgain(toks: Tok[], hit: ColumnHit): void {
  const words = hit.column.words.filter((w) => !MODIFIERS.has(w));
  if (words.length !== 1 || hit.alternatives.length) return;
  const w = words[0] as string;
  const lo = Math.min(...hit.positions);
  const hi = Math.max(...hit.positions);
  for (const t of toks) {
    if (t.used || FUNCTION_WORDS.has(t.word) || t.i < lo - 3 || t.i > hi + 3) continue;
    if (wordScore(t, w) < 0.6) continue;
    const [a, b] = t.i < lo ? [t.i, lo] : [hi, t.i];
    if (toks.slice(a + 1, b).some((x) => SEPARATORS.test(x.word) || x.used)) continue;
    t.used = 'column';
    hit.positions.push(t.i);
  }
}

/** Nouns that name what a measure column holds when said after its name ("closing price", "peak level"). */
const HEAD_NOUNS = /^(price|prices|level|levels|figure|figures|amount|amounts|reading|readings|dose|doses)$/;

/** What columns of counts side by side count ("votes" of one column per candidate). */
const COUNTED_NOUNS = /^(votes|points|goals|seats|medals)$/;

/**
 * "avg closing price" over a table with a `close` column and no price column: the noun after a
 * measure's name says what the measure is, it is no other column. So does the thing a count column
 * counts, said after it or before "for" it ("ramos votes", "votes for ramos").
 */
function headNounAfter(toks: Tok[], hit: ColumnHit, index: DatasetIndex): void {
  if (hit.column.role !== 'measure') return;
  const lo = Math.min(...hit.positions);
  const before = toks[lo - 1]?.word === 'for' ? toks[lo - 2] : undefined;
  if (before && !before.used && COUNTED_NOUNS.test(before.word) && !saidByOther(before, hit, index)) {
    before.used = 'column';
    hit.positions.push(before.i);
  }
  const t = toks[Math.max(...hit.positions) + 1];
  // "qa score": a column said by its initials or a code (Quality Assessment), then what it is
  const shortened = hit.strength === 'abbreviation' || hit.strength === 'code';
  const head = HEAD_NOUNS.test(t?.word ?? '') || COUNTED_NOUNS.test(t?.word ?? '');
  if (!t || t.used || !(head || (shortened && /^(score|scores|rating|ratings)$/.test(t.word)))) return;
  if (saidByOther(t, hit, index)) return;
  t.used = 'column';
  hit.positions.push(t.i);
}

/** Whether another column is named by the word. */
function saidByOther(t: Tok, hit: ColumnHit, index: DatasetIndex): boolean {
  return index.columns.some((c) => c !== hit.column && c.words.some((w) => wordScore(t, w) >= 0.6));
}
