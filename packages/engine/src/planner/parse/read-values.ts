/** The stage that reads values of the data's text columns, flag words and the words naming the rows. */
import { markRecordNouns } from '../business-lexicon';
import { canonical, root } from '../lexicon';
import { splitWords } from '../text';
import { runTogether } from './column-codes';
import { readCapitalCodes } from './capital-codes';
import { eventFlags } from './event-status';
import { runTogetherWords } from './run-together';
import { readBinNouns } from './sign-cells';
import type { Tok } from './types';
import type { IndexedColumn } from '../schema-index';
import { readCodeNumbers } from './code-numbers';
import { readPrefixCodes } from './prefix-codes';
import { readCapitalOpenings } from './capital-openings';
import { readSuffixCodes } from './suffix-codes';
import { wordScore } from './columns';
import { flagNamedAsGroup } from './flag-groups';
import { oppositeFlags, releaseFlagWords, reserveFlagWords, saysFlag, sexFlags, twoWordFlags } from './flags';
import { GROUP_BEFORE, isNumeric } from './shape';
import type { ParseState } from './state';
import { findValues } from './values';
import { readListItems } from './list-values';
import { readWholeSet } from './whole-set';

/**
 * Reads values of text columns ("rainy" → weather = rain) into `valueHits`, flag words
 * ("cancelled" → is_canceled) into `flagHits` (with "cancellation rate" setting `flagRate` and
 * "union vs non union" adding `flagPairs`), marks words of the dataset's name and nouns for the
 * rows as 'entity', reads "the first album" as a superlative on the date, and lets "types" or
 * "kinds" name the data's one categorical column.
 */
export function readValues(s: ParseState): void {
  const { toks, index, shape, datasetWords } = s;
  const reservedFlags = reserveFlagWords(toks, index);
  s.valueHits = findValues(toks, index, datasetWords);
  readCapitalCodes(s.valueHits, toks, index);
  readBinNouns(toks, index);
  readListItems(s.valueHits, toks);
  readWholeSet(s);
  readCodeNumbers(s);
  readPrefixCodes(s);
  readCapitalOpenings(s);
  readSuffixCodes(s);
  releaseFlagWords(reservedFlags);
  const flagHits = s.flagHits;
  for (const c of index.columns) {
    if (c.flagTrue === undefined) continue;
    const core = c.words.filter((w) => !['is', 'has', 'was', 'flag'].includes(w));
    for (const t of toks) {
      if (t.used || core.length !== 1) continue;
      if (saysFlag(t, core[0] as string)) {
        if (flagNamedAsGroup(toks, t, index)) break;
        // "label 1", "label = 0": the flag's own value said after it
        const said = /^(=|is|was|equals|of)$/.test(toks[t.i + 1]?.word ?? '') ? toks[t.i + 2] : toks[t.i + 1];
        const valued = !!said && !said.used && /^[01]$/.test(said.word) ? said : undefined;
        const negate =
          ['not', 'non', 'no', 'never', 'un'].includes(toks[t.i - 1]?.word ?? '') !== (valued?.word === '0');
        t.used = 'flag';
        if (valued) for (const w of toks.slice(t.i + 1, valued.i + 1)) w.used = 'flag';
        if (['not', 'non', 'no', 'never', 'un'].includes(toks[t.i - 1]?.word ?? ''))
          toks[t.i - 1]!.used = 'flag';
        flagHits.push({ column: c, negate, positions: [t.i] });
        // "cancellation rate": the share of rows with the flag
        const after = toks[t.i + 1];
        if (after && /^(rate|rates|ratio|percentage|share)$/.test(after.word)) {
          after.used = 'flag';
          s.flagRate = true;
        }
        break;
      }
    }
  }
  flagHits.push(...twoWordFlags(toks, index));
  // "union vs non union": a flag and its negation, the two sides of a comparison
  const flagPairs: { column: IndexedColumn; word: string }[] = s.flagPairs;
  for (const h of flagHits) {
    if (h.negate) continue;
    const at = h.positions[0] as number;
    const word = toks[at]!.word;
    const other = toks.find(
      (t) => !t.used && t.i > at && t.word === word && /^(non|not|no)$/.test(toks[t.i - 1]?.word ?? ''),
    );
    if (!other) continue;
    other.used = 'flag';
    toks[other.i - 1]!.used = 'flag';
    flagPairs.push({ column: h.column, word });
  }
  // "indoor vs outdoor": a flag and its opposite are the two sides too; "outdoor" alone is the flag negated
  // ("women vs men" over a female 0/1 column likewise)
  for (const hit of [...sexFlags(toks, index), ...oppositeFlags(toks, index), ...eventFlags(toks, index)]) {
    if (!hit.negate && !flagHits.some((h) => h.column === hit.column && !h.negate)) {
      flagHits.push(hit);
      continue;
    }
    const plain = flagHits.find((h) => h.column === hit.column && !h.negate);
    if (plain) flagPairs.push({ column: hit.column, word: toks[plain.positions[0] as number]!.word });
    else flagHits.push(hit);
  }
  markEntities(s);
  markRecordNouns(toks, index);
  // "the first album", "the last movie": the earliest or latest row by the data's date or year
  if (!shape.superlative)
    for (const t of toks) {
      const next = toks[t.i + 1];
      if (
        t.used ||
        !/^(first|last|earliest|latest|newest|oldest|most recent)$/.test(t.word) ||
        next?.used !== 'entity'
      )
        continue;
      const dir = /^(first|earliest|oldest)$/.test(t.word) ? 'asc' : 'desc';
      shape.superlative = { concept: ['date', 'year', 'release'], dir, word: t.word };
      shape.dir = dir;
      t.used = 'shape';
    }
  // "disaster types", "kinds of cars": the data's one categorical column
  const textDims = index.columns.filter(
    (c) => /CHAR/i.test(c.type) && c.values.size > 1 && c.values.size <= 200,
  );
  for (const t of toks)
    if (
      !t.used &&
      /^(type|kind|category|sort)$/.test(t.stem) &&
      textDims.length === 1 &&
      (toks[t.i - 1]?.used === 'entity' || /^(per|by|each|which|what)$/.test(toks[t.i - 1]?.word ?? ''))
    ) {
      t.canon = textDims[0]!.words[0] ?? t.canon;
      t.stem = t.canon;
      t.used = undefined;
      t.word = t.canon;
    }
}

/** Marks the unplaced words of the dataset's name as 'entity' (the rows), unless they name a column. */
function markEntities(s: ParseState): void {
  const { toks, index, datasetWords } = s;
  const codes = index.columns.flatMap((c) => {
    const raw = splitWords(c.name);
    return raw.length === 1 && /^[a-z]{3,}$/.test(raw[0] as string) ? [raw[0] as string] : [];
  });
  // a word alone stands for a code only of four letters or more ("low" is no code of low weight)
  const longCodes = codes.filter((code) => code.length >= 4);
  const named = splitWords(index.info.name);
  const said = ` ${toks.map((t) => t.word).join(' ')} `;
  const wholeName = named.length >= 2 && said.includes(` ${named.join(' ')} `);
  for (const t of toks) {
    if (t.used) continue;
    if (!(datasetWords.has(t.stem) || datasetWords.has(t.canon) || datasetWords.has(root(t.stem)))) continue;
    // "doctor visits" over a docvis column of a table named after doctor visits: the column's code
    const pair = (a?: Tok, b?: Tok) =>
      !!a && !!b && !a.used && !b.used && codes.some((code) => runTogether(code, [a.word, b.word]));
    // (not when the question says the dataset's whole name, as a description of its rows)
    if (!wholeName && (pair(t, toks[t.i + 1]) || pair(toks[t.i - 1], t))) continue;
    // …and "visits" alone, the table's other word unsaid
    const coded = longCodes.find((code) =>
      named.some(
        (n) =>
          n !== t.word &&
          n.length >= 3 &&
          !toks.some((o) => o.word === n) &&
          runTogether(code, [n, t.word]) &&
          code.startsWith(n.slice(0, 3)),
      ),
    );
    if (coded && !index.columns.some((c) => c.words.includes(t.canon))) {
      t.word = coded;
      t.stem = coded;
      t.canon = canonical(coded);
      continue;
    }
    // a word of the dataset's name that is also a whole column's name stays a column ("traffic" → sessions)
    if (index.columns.some((c) => c.words.length === 1 && wordScore(t, c.words[0] as string) >= 0.6))
      continue;
    // …and so does a word of a measure's name ("output" of output_mwh in a table named grid_output)
    // (or said inside a run-together name: "copper" of COPPERPRICE in a table named copper_market)
    if (
      index.columns.some(
        (c) =>
          isNumeric(c) &&
          runTogetherWords(
            c.words,
            toks,
            index.columns.filter((o) => o !== c).map((o) => o.words),
          ).includes(t.canon),
      )
    )
      continue;
    // "by hotel", "which hotel": a column (hotelName) even though the data is named after hotels
    const before = toks[t.i - 1]?.word ?? '';
    if (
      (GROUP_BEFORE.has(before) || /^(which|what|each)$/.test(before)) &&
      index.columns.some((c) => /CHAR/i.test(c.type) && c.words.includes(t.canon))
    )
      continue;
    // "orders by sales rep" in a table named rep_orders: a word of a column's name said whole
    if (saidInWholeName(t, toks, index)) continue;
    t.used = 'entity';
  }
}

/** Whether the token is one word of a column's several-word name said whole, in order, around it. */
function saidInWholeName(t: Tok, toks: Tok[], index: ParseState['index']): boolean {
  return index.columns.some((c) => {
    const words = c.words;
    if (words.length < 2) return false;
    return words.some((w, k) => {
      if (wordScore(t, w) < 1) return false;
      return words.every((other, j) => {
        const o = toks[t.i - k + j];
        return !!o && (o === t || (!o.used && wordScore(o, other) >= 1));
      });
    });
  });
}
