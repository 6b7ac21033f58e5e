/** Stage 3, values: phrases that are values of the data's text columns. */
import { isNumericType } from '../../data/duck';
import { COMMON_WORDS, FUNCTION_WORDS, RELATED, root, typoOf, US_STATES, VALUE_ALIASES } from '../lexicon';
import { EVERYDAY_WORDS } from '../lexicon-words';
import { ROW_NOUNS } from '../word-roles';
import { tableEntities } from './entity-table';
import { bareSurnameEntries } from './surnames';
import { shortFirstName } from './short-first-names';
import { countryForms } from './geo-codes';
import { statePlaces } from './state-places';
import { valueKey, type DatasetIndex, type IndexedColumn, type ValueEntry } from '../schema-index';
import { wordScore } from './columns';
import { isSexColumn, SEX_VALUES, SEX_WORDS } from './honesty';
import { labelColumn } from './shape';
import { SHAPE_WORDS } from './tokens';
import type { Tok } from './types';
import { codeWordValues } from './code-words';
import { byInitials, sameSideColumns, writtenOutEntries } from './value-forms';

/** Words for a parent, by sex: read as a value of a column of the parent's sex. */
const PARENT_WORDS: Record<string, 'female' | 'male'> = {
  mother: 'female',
  mothers: 'female',
  mom: 'female',
  moms: 'female',
  mum: 'female',
  mums: 'female',
  father: 'male',
  fathers: 'male',
  dad: 'male',
  dads: 'male',
};
Object.setPrototypeOf(PARENT_WORDS, null);

export interface ValueHit {
  column: IndexedColumn;
  values: string[];
  positions: number[];
  negate: boolean;
}

/** Adjective forms of value words: rainy → rain, sunny → sun, foggy → fog, snowy → snow. */
export function adjectiveBase(word: string): string[] {
  const out: string[] = [];
  if (word.endsWith('y') && word.length > 4) {
    const b = word.slice(0, -1);
    out.push(b);
    if (b.length > 3 && b[b.length - 1] === b[b.length - 2]) out.push(b.slice(0, -1));
  }
  if (word.endsWith('ed') && word.length > 5) out.push(word.slice(0, -2), word.slice(0, -1));
  // "refundable" → refund
  if (word.endsWith('able') && word.length > 7) out.push(word.slice(0, -4));
  return out;
}

/** Whether the words at k..k+len-1 belong to the full name of a multi-word column said around them. */
function namesColumnAt(c: IndexedColumn, toks: Tok[], k: number, len: number): boolean {
  const skip = (w: string) => w === 'of' || w === 'the' || w === 'in';
  const words = c.words.filter((w) => !skip(w));
  if (words.length < 2 || words.length > 4) return false;
  // the question's words with "of", "the", "in" left out ("time of day" of Time_of_day)
  const said = toks.filter((t) => !skip(t.word));
  const at = said.findIndex((t) => t.i === k);
  if (at < 0) return false;
  for (let start = at - words.length + len; start <= at; start++) {
    if (start < 0) continue;
    const span = said.slice(start, start + words.length);
    if (span.length === words.length && span.every((t, i) => wordScore(t, words[i] as string) >= 0.85))
      return true;
  }
  return false;
}

export function findValues(toks: Tok[], index: DatasetIndex, datasetWords: Set<string>): ValueHit[] {
  const hits: ValueHit[] = [];
  const free = (k: number) => toks[k] !== undefined && !toks[k]!.used;
  for (let len = 5; len >= 1; len--) {
    for (let k = 0; k + len <= toks.length; k++) {
      let ok = true;
      for (let j = k; j < k + len; j++) if (!free(j)) ok = false;
      if (!ok) continue;
      const span = toks.slice(k, k + len);
      if (len === 1 && /^\d+(\.\d+)?$/.test(span[0]!.word)) continue;
      if (len === 1 && span[0]!.word.length < 2) {
        // "rated R", "R rated": a one-letter value only next to a word of its column
        const entries1 = index.valueIndex.get(span[0]!.word) ?? [];
        const near = [toks[k - 1], toks[k + 1]].find(
          (n) =>
            n &&
            !n.used &&
            entries1.some((e) => e.column.words.some((w) => root(w) === root(n.canon) || w === n.canon)),
        );
        const hit1 =
          near &&
          entries1.find((e) => e.column.words.some((w) => root(w) === root(near.canon) || w === near.canon));
        if (!hit1 || !near) continue;
        near.used = 'value';
        span[0]!.used = 'value';
        const same1 = hits.find((h) => h.column === hit1.column && !h.negate);
        if (same1) same1.values.push(hit1.value);
        else hits.push({ column: hit1.column, values: [hit1.value], positions: [near.i, k], negate: false });
        continue;
      }
      const key = span.map((t) => t.stem).join(' ');
      // set when the word stands for several values of one column at once ("georges")
      let several = false;
      let entries =
        index.valueIndex.get(key) ??
        index.valueIndex.get(span.map((t) => t.word).join(' ')) ??
        // "o'hare" → O'Hare, stored as the words "o hare"
        (span.some((t) => t.word.includes("'"))
          ? index.valueIndex.get(valueKey(span.map((t) => t.word).join(' ')))
          : undefined) ??
        // "mt st helens" → Mount St. Helens: a word of the name in its short form
        (len >= 2 ? writtenOutEntries(span, index) : undefined);
      // a US state said by name when the data holds its code ("texas" → TX)
      const state = US_STATES[span.map((t) => t.word).join(' ')];
      // …and a column of states wins over another column holding the name ("Texas" county)
      const ofStates = state ? stateColumnEntries(span, state, index) : [];
      if (ofStates.length) entries = ofStates;
      // …or, without one, every place written with the state's code ("ohio" → "Dayton, OH", "Cincinnati, OH-KY")
      const places =
        state && !ofStates.length ? statePlaces(span.map((t) => t.word).join(' '), state, index) : [];
      if (places.length) {
        entries = places;
        several = true;
      }
      if (!entries && state) entries = index.valueIndex.get(state);
      // a country said by name when the data holds its code ("portugal" → PRT, "uk" → GB), or the reverse
      if (!entries)
        for (const form of countryForms(
          span.map((t) => t.word).join(' '),
          span.every((t) => t.upper),
        )) {
          entries = index.valueIndex.get(valueKey(form));
          if (entries) break;
        }
      // "chicago" → a town of a column with too many values for the value index, said whole
      if (!entries) entries = wholeCell(span, index, datasetWords);
      // "non refundable" → "Non Refund": the last word of a phrase in its adjective form
      if (!entries && len >= 2)
        for (const b of adjectiveBase(span[len - 1]!.word)) {
          entries = index.valueIndex.get([...span.slice(0, -1).map((t) => t.stem), valueKey(b)].join(' '));
          if (entries) break;
        }
      if (len === 1) {
        const t = span[0] as Tok;
        // "how many tours", "highest grossing tour" over a Tour title column holding "÷ Tour": its
        // header's noun names the rows, never the one cell that is that noun and a symbol
        if (entries) {
          entries = entries.filter(
            (e) => !(e.column.words.some((w) => w === t.stem || w === t.canon) && e.value.toLowerCase() !== t.word),
          );
          if (entries.length === 0) entries = undefined;
        }
        const common = FUNCTION_WORDS.has(t.word) || COMMON_WORDS.has(t.word);
        if (common && !t.upper && !(entries ?? []).some((e) => e.column.values.size <= 50))
          entries = undefined;
        // "are" in lower case is the verb, not the code ARE
        if (FUNCTION_WORDS.has(t.word) && !t.upper && entries?.every((e) => /^[A-Z]{2,4}$/.test(e.value)))
          entries = undefined;
        // "most rain", "how much rain": the amount (a column), not the category value
        const aggBefore =
          /^(most|least|much|more|less|fewest|amount|total|average|avg|mean|median|sum|max|min|maximum|minimum)$/.test(
            toks[k - 1]?.word ?? '',
          ) ||
          (toks[k - 1]?.word === 'of' &&
            /^(percentile|amount|total|sum|average|median|quartile)$/.test(toks[k - 2]?.word ?? ''));
        if (entries && aggBefore) {
          const related = RELATED[t.canon] ?? [];
          if (
            index.columns.some(
              (c) => isNumericType(c.type) && c.words.some((w) => related.includes(w) || w === t.canon),
            )
          )
            entries = undefined;
        }
        if (!entries)
          for (const alias of VALUE_ALIASES[t.word] ?? []) {
            entries = index.valueIndex.get(valueKey(alias));
            if (entries) break;
          }
        // "the mexican state with …" over a State column holding "Mexico": the adjective says where
        // the rows are, the noun after it is the column itself, so it picks no one value
        const next = toks[k + 1];
        if (entries && VALUE_ALIASES[t.word] && next && !t.upper) {
          entries = entries.filter((e) => !e.column.words.some((w) => w === next.canon || w === next.stem));
          if (entries.length === 0) {
            entries = undefined;
            t.used = 'scope';
          }
        }
        // "women" over a column of Male/Female, "girls" over F/M: a sex said as a word
        const sex = SEX_WORDS[t.word];
        if (!entries && sex)
          for (const v of SEX_VALUES[sex]) {
            const found = (index.valueIndex.get(valueKey(v)) ?? []).filter(
              (e) => isSexColumn(e.column) || v.length > 1,
            );
            if (found.length) {
              entries = found;
              break;
            }
          }
        // "mothers", "the father" over a parent's sex (SexParent: Male/Female): that sex
        const parent = PARENT_WORDS[t.word];
        if (!entries && parent)
          for (const v of SEX_VALUES[parent]) {
            const found = (index.valueIndex.get(valueKey(v)) ?? []).filter((e) =>
              e.column.words.includes('parent'),
            );
            if (found.length) {
              entries = found;
              break;
            }
          }
        // "GM" → General Motors: capitals that are the initials of exactly one value
        if (!entries) entries = byInitials(t, index, toks[k - 1]?.word, toks[k - 2]?.word);
        if (
          !entries &&
          t.word === 'us' &&
          // never the pronoun: beside vs/and/or, after "the" ("the us figure"), opening the question
          (/^(vs|versus|and|or)$/.test(toks[k + 1]?.word ?? toks[k - 1]?.word ?? '') ||
            toks[k - 1]?.word === 'the' ||
            (k === 0 && toks.length > 1) ||
            // an adjective before a noun after a count or a question word ("top 3 us museums",
            // "how many us ports", "which us port"): the pronoun never stands there
            // (the noun a column's name says: "us opens" is a tournament, not the United States)
            (/^(\d+|many|which|what|all|any)$/.test(toks[k - 1]?.word ?? '') &&
              toks[k + 1] !== undefined &&
              index.columns.some((c) => c.words.some((w) => w === toks[k + 1]!.stem || w === toks[k + 1]!.canon))))
        )
          for (const alias of ['united state', 'usa', 'us']) {
            entries = index.valueIndex.get(valueKey(alias));
            if (entries) break;
          }
        // a word of a column's name ("delivery" of delivery_days) is not a value's other form ("delivered")
        const columnWord = index.columns.some((c) => c.words.some((w) => w === t.canon || w === t.stem));
        if (!entries && !columnWord)
          for (const b of adjectiveBase(t.word)) {
            entries = index.valueIndex.get(b);
            if (entries) break;
          }
        if (!entries && t.word.length >= 4 && !common && !columnWord && !index.valueWords.has(t.stem)) {
          for (const vw of index.valueWords) {
            if (typoOf(t.stem, vw)) {
              entries = index.valueIndex.get(vw);
              if (entries) break;
            }
          }
        }
        // "spielberg" → "Steven Spielberg": one word of exactly one value of a column
        const namesColumn = index.columns.some((c) => c.words.some((w) => wordScore(t, w) >= 0.6));
        if (
          !entries &&
          t.word.length >= 4 &&
          // a common word is a value's first word only when compared ("city vs resort")
          (!common ||
            /^(vs|versus)$/.test(toks[k + 1]?.word ?? '') ||
            /^(vs|versus)$/.test(toks[k - 1]?.word ?? '')) &&
          !namesColumn &&
          // "wind power": the word after a value qualifies it, it is not another value ("Hydro Power")
          toks[k - 1]?.used !== 'value' &&
          !SHAPE_WORDS.test(t.word) &&
          !datasetWords.has(t.stem) &&
          index.valueWords.has(t.stem)
        ) {
          const found: ValueEntry[] = [];
          // a verb form ("working") is not the surname of a value ("Metal Working"), though it may
          // be a first word ("mining" → "Mining and Logging")
          if (!/(ing|ed)$/.test(t.word))
            for (const [key, list] of index.valueIndex) {
              const words = key.split(' ');
              if (words.length > 1 && words.length <= 3 && words[words.length - 1] === t.stem)
                found.push(...list);
            }
          // ("the most titles" is no "First title": a plural said is a name's last word only as written, "yankees")
          if (t.word !== t.stem)
            found.splice(
              0,
              found.length,
              ...found.filter((e) => e.value.toLowerCase().split(/[^a-z0-9']+/).filter(Boolean).at(-1) === t.word),
            );
          // "wind" → "Wind Farms": the first word of exactly one value of a short list of categories
          // (a past form, "lasted", is a verb, not "Last crewed landing")
          const byLast = found.length > 0;
          if (found.length === 0 && !/ed$/.test(t.word))
            for (const [key, list] of index.valueIndex) {
              const words = key.split(' ');
              if (words.length > 1 && words.length <= 4 && words[0] === t.stem)
                found.push(...list.filter((e) => e.column.values.size <= 50));
            }
          const columns = new Set(found.map((e) => e.column));
          // "kasparov" → "Garry Kasparov (URS)", "Garry Kasparov (RUS)": one name written with codes
          const coded = found.length === 0 ? bareSurnameEntries(t.stem, index) : [];
          if (coded.length) {
            entries = coded;
            several = coded.length > 1;
          } else if (
            found.length > 0 &&
            [...columns].every((c) => found.filter((e) => e.column === c).length === 1)
          )
            entries = found;
          // "how many georges": a plural of the first word of several names of one column is all of them
          else if (
            !byLast &&
            columns.size === 1 &&
            found.length > 1 &&
            t.word !== t.stem &&
            t.word.endsWith('s') &&
            !EVERYDAY_WORDS.has(t.word) &&
            !ROW_NOUNS.has(t.word)
          ) {
            entries = found;
            several = true;
          }
        }
      }
      // "dev" → `Dev Patel`: a short first name said alone
      if (!entries?.length && len === 1 && !FUNCTION_WORDS.has(span[0]!.word) && !COMMON_WORDS.has(span[0]!.word))
        entries = shortFirstName(span[0]!, index);
      if (!entries?.length) entries = insideOneValue(span, index);
      if (!entries?.length) continue;
      // A word that names a column more than a value ("rating" when a column is named rating) stays a column.
      if (len === 1 && index.columns.some((c) => c.words.length === 1 && c.words[0] === span[0]!.canon))
        continue;
      // …and so does a word said together with the rest of a column's name ("atomic mass" of
      // atomicMass, "boiling pt" of boilingPoint) even when it is also a value ("atomic")
      if (len <= 2 && index.columns.some((c) => namesColumnAt(c, toks, k, len))) continue;
      // "rows with no note": "no" before a column's own name is its absence, not a value "no" elsewhere
      if (
        len === 1 &&
        /^(no|none)$/.test(span[0]!.word) &&
        toks[k + 1] &&
        index.columns.some(
          (c) => !entries!.some((e) => e.column === c) && c.words.some((w) => wordScore(toks[k + 1]!, w) >= 0.85),
        )
      )
        continue;
      // Several columns hold the value: the categorical one, unless all are long lists (then the row's name).
      const sorted = [...entries].sort((a, b) => a.column.values.size - b.column.values.size);
      const label = labelColumn(index);
      // "the city of greenville": the column named just before the value
      let j = k - 1;
      while (j >= 0 && /^(of|the|is|=|named|called|in|a)$/.test(toks[j]!.word)) j--;
      const named = toks[j]
        ? sorted.find((e) => e.column.words.some((w) => wordScore(toks[j]!, w) >= 0.85))
        : undefined;
      const best =
        named ??
        (sorted[0]!.column.values.size > 50 && label && sorted.some((e) => e.column === label)
          ? sorted.find((e) => e.column === label)!
          : sorted[0]!);
      const positions = span.map((t) => t.i);
      const before = toks[k - 1]?.word ?? '';
      const before2 = `${toks[k - 2]?.word ?? ''} ${before}`;
      // the negation's words before the value: two ("other than", "excluding the"), one ("not"), none
      const negWords =
        /^(other than|not in|except for|apart from|besides the|excluding the|outside the|except the|not counting|leaving out|not including)$/.test(
          before2,
        ) ||
        ((before === 'the' || before === 'all') &&
          /^(excluding|except|outside|without)$/.test(toks[k - 2]?.word ?? ''))
          ? 2
          : // "excl void": said short
            [
                'not',
                'non',
                'except',
                'excluding',
                'without',
                'no',
                'outside',
                'exclude',
                'excluded',
                'excl',
                'besides',
              ].includes(before)
            ? 1
            : 0;
      // "(void excluded)": said after the value
      const negAfter = /^(excluded|removed|omitted)$/.test(toks[k + len]?.word ?? '');
      const negate = negWords > 0 || negAfter;
      const chosen = several ? entries.map((e) => e.value) : [best.value];
      for (const p of positions) toks[p]!.used = 'value';
      // only the negation's own words are taken (not a measure said just before: "pageviews excluding mobile")
      for (let j = Math.max(0, k - negWords); j < k; j++) if (!toks[j]!.used) toks[j]!.used = 'value';
      if (negAfter && !toks[k + len]!.used) toks[k + len]!.used = 'value';
      const same = hits.find((h) => h.column === best.column && h.negate === negate);
      if (same) {
        same.values.push(...chosen);
        same.positions.push(...positions);
      } else hits.push({ column: best.column, values: chosen, positions, negate });
    }
  }
  sameSideColumns(hits, toks, index);
  // "adjustments", "receipt" of a column of codes (ADJ, RCPT): the code the word shortens
  hits.push(...codeWordValues(toks, index));
  hits.push(...noneValues(toks, index));
  return hits;
}

/**
 * A phrase that is exactly one value of a text column too long a list for the value index
 * ("chicago" of a town column): names only, never an everyday word or a word of a column's name.
 */
function wholeCell(span: Tok[], index: DatasetIndex, datasetWords: Set<string>): ValueEntry[] | undefined {
  const big = index.columns.filter((c) => c.cells);
  if (!big.length || span.some((t) => /\d/.test(t.word))) return undefined;
  const nameLike = (t: Tok) =>
    t.word.length >= (span.length === 1 ? 4 : 3) &&
    !FUNCTION_WORDS.has(t.word) &&
    !COMMON_WORDS.has(t.word) &&
    !EVERYDAY_WORDS.has(t.word) &&
    !SHAPE_WORDS.test(t.word) &&
    !datasetWords.has(t.stem) &&
    !index.columns.some((c) => c.words.some((w) => wordScore(t, w) >= 0.85));
  if (!nameLike(span[0]!) || !nameLike(span[span.length - 1]!)) return undefined;
  const key = span.map((t) => t.stem).join(' ');
  const found: ValueEntry[] = [];
  for (const column of big) {
    const value = column.cells!.get(key);
    if (value !== undefined) found.push({ column, value });
  }
  return found.length ? found : undefined;
}

/** The entries of a US state said by name in the columns that hold states (by code or by name). */
function stateColumnEntries(span: Tok[], code: string, index: DatasetIndex): ValueEntry[] {
  const columns = tableEntities(index).kinds.get('us_state') ?? [];
  if (!columns.length) return [];
  const name = valueKey(span.map((t) => t.word).join(' '));
  return [...(index.valueIndex.get(code) ?? []), ...(index.valueIndex.get(name) ?? [])].filter((e) =>
    columns.includes(e.column),
  );
}

/**
 * "o'hare" → CHICAGO O'HARE INTL ARPT: a name written with an apostrophe said inside exactly one
 * value of the data.
 */
function insideOneValue(span: Tok[], index: DatasetIndex): ValueEntry[] | undefined {
  const said = span.map((t) => t.word).join(' ');
  const plain = span.every(
    (t) => !FUNCTION_WORDS.has(t.word) && !COMMON_WORDS.has(t.word) && !SHAPE_WORDS.test(t.word),
  );
  if (!plain || /\d/.test(said)) return undefined;
  // an ordinary word inside a long value is too often a word of the question itself ("disaster"
  // of "All natural disasters"): only names written with an apostrophe are looked for inside
  if (!said.includes("'")) return undefined;
  if (index.columns.some((c) => span.some((t) => c.words.some((w) => wordScore(t, w) >= 0.7))))
    return undefined;
  const key = ` ${valueKey(said)} `;
  let found: ValueEntry[] | undefined;
  for (const [k, list] of index.valueIndex) {
    if (!` ${k} `.includes(key) || ` ${k} ` === key) continue;
    if (found || list.length > 1) return undefined;
    found = list;
  }
  return found;
}

/**
 * "did no damage", "with no delay": the column the word names holds "None" (or "No") as a value
 * of its own, so the rows with that value, not the rows where it is missing.
 */
function noneValues(toks: Tok[], index: DatasetIndex): ValueHit[] {
  const out: ValueHit[] = [];
  for (const t of toks) {
    const next = toks[t.i + 1];
    if (t.used || !next || next.used || !/^(no|none|zero)$/.test(t.word)) continue;
    const columns = index.columns.filter(
      (c) =>
        c.values.size > 1 &&
        c.values.size <= 50 &&
        c.words.some((w) => wordScore(next, w) >= 0.85) &&
        (c.values.has('none') || c.values.has('no')),
    );
    if (columns.length !== 1) continue;
    const column = columns[0] as IndexedColumn;
    t.used = 'value';
    next.used = 'value';
    out.push({
      column,
      values: [column.values.get('none') ?? (column.values.get('no') as string)],
      positions: [t.i, next.i],
      negate: false,
    });
  }
  return out;
}
