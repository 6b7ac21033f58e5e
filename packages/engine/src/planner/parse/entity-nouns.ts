/**
 * Links a noun said in a counted or ranked slot ("how many sensors", "number of elements", "the
 * most states", "share of the rulers") that no column takes by name to what the table's rows or
 * columns stand for: a column whose values are of the noun's kind (states, countries), the id or
 * entity column of a table with many rows per thing (count distinct), or the rows themselves.
 */
import { human } from '../../tools/format';
import { AMOUNT_WORDS, FUNCTION_WORDS, root } from '../lexicon';
import type { IndexedColumn } from '../schema-index';
import { rewrite } from './clarify';
import { tableEntities, type ValueKind } from './entity-table';
import type { ParseState } from './state';
import type { Parsed, Tok } from './types';

/** Where the noun stands: counted ("how many", "number of"), ranked ("the most"), or a share's whole. */
export type Slot = 'count' | 'most' | 'share' | 'named';

export type EntityLink =
  | { kind: 'distinct'; column: IndexedColumn; tok: Tok; slot: Slot }
  | { kind: 'rows'; tok: Tok; slot: Slot }
  | { kind: 'ask'; columns: IndexedColumn[]; tok: Tok; slot: Slot };

const NOUN_KINDS: Record<string, ValueKind> = {
  states: 'us_state',
  countries: 'country',
  nations: 'country',
};
// looked up with words of questions and headers: no inherited keys ("constructor", "toString")
Object.setPrototypeOf(NOUN_KINDS, null);
const PERSON_NOUNS =
  /^(people|persons|individuals|workers|employees|earners|respondents|participants|subjects|patients|members|adults|athletes|players|competitors|students|pupils|voters|customers|clients|passengers|residents|citizens)$/;
const QUALIFIERS = /^(distinct|unique|different|separate|the|all|individual|of|these|those)$/;
const questions = new WeakMap<ParseState, Parsed>();

/** The words standing where the thing counted or ranked is named, each with its slot. */
function slotNouns(toks: Tok[]): { tok: Tok; slot: Slot }[] {
  const out: { tok: Tok; slot: Slot }[] = [];
  for (const t of toks) {
    const prev = toks[t.i - 1]?.word ?? '';
    const slot: Slot | undefined =
      (t.word === 'many' && prev === 'how') || (t.word === 'of' && /^(number|count)$/.test(prev))
        ? 'count'
        : /^(most|fewest|more|fewer)$/.test(t.word)
          ? 'most'
          : t.word === 'of' && /^(share|percent|percentage|pct|proportion|fraction)$/.test(prev)
            ? 'share'
            : undefined;
    // "top 5 counties", "the biggest county", "which county": the rows named, when their names say so
    const named =
      (/^(top|bottom)$/.test(t.word) && /^\d+$/.test(toks[t.i + 1]?.word ?? '')) ||
      /^(which|what|across|each|every|all)$/.test(t.word) ||
      (/^[a-z]{3,}est$/.test(t.word) && !/^(interest|forest|rest|test|west|best|least|latest)$/.test(t.word));
    if (!slot && named) {
      let n = toks[t.i + (/^\d+$/.test(toks[t.i + 1]?.word ?? '') ? 2 : 1)];
      if (n?.word === 'the') n = toks[n.i + 1];
      if (n && !n.used) out.push({ tok: n, slot: 'named' });
      continue;
    }
    if (!slot) continue;
    for (let j = t.i + 1; j <= t.i + 3 && toks[j]; j++) {
      const n = toks[j]!;
      if (QUALIFIERS.test(n.word) || n.used === 'value' || n.used === 'flag') continue;
      out.push({ tok: n, slot });
      break;
    }
  }
  return out;
}

/** A word that can name things: not a function word, a number, or a verb form. */
const nounLike = (t: Tok) =>
  t.word.length > 2 && !FUNCTION_WORDS.has(t.word) && !/\d/.test(t.word) && !/(ed|ing)$/.test(t.word);

const sameWord = (t: Tok, words: Set<string>) =>
  words.has(t.word) || words.has(t.stem) || words.has(t.canon) || words.has(root(t.stem));

/** What each noun in a counted, ranked or share slot stands for, when the table tells. */
export function linkCountedNouns(s: ParseState): EntityLink[] {
  const { toks, index, datasetWords, filters, q } = s;
  const table = tableEntities(index);
  const links: EntityLink[] = [];
  for (const { tok, slot } of slotNouns(toks)) {
    if ((tok.used && tok.used !== 'entity') || !nounLike(tok)) continue;
    // (said where rows are named, only the kind of thing every name says it is: "county")
    if (slot === 'named') {
      if (table.label && !tok.used && onlyKindWord(tok, table.label, index))
        links.push({ kind: 'rows', tok, slot });
      continue;
    }
    // "how many income groups": the noun is the column named right after it
    if (toks[tok.i + 1]?.used === 'column') continue;
    // "states" over a column of state names, "countries" over one of countries
    const kind = NOUN_KINDS[tok.word];
    const ofKind = kind ? (table.kinds.get(kind) ?? []) : [];
    if (ofKind.length === 1) {
      const column = ofKind[0]!;
      links.push(
        column.uniqueness >= 0.95 ? { kind: 'rows', tok, slot } : { kind: 'distinct', column, tok, slot },
      );
      continue;
    }
    // several columns of the kind, each with its own value on every row (a name and its code): the rows
    if (ofKind.length > 1 && ofKind.every((c) => c.uniqueness >= 0.95)) {
      links.push({ kind: 'rows', tok, slot });
      continue;
    }
    if (ofKind.length > 1) {
      links.push({ kind: 'ask', columns: ofKind, tok, slot });
      continue;
    }
    const filtered = (c: IndexedColumn | undefined) =>
      c !== undefined && filters.some((f) => 'column' in f && f.column === c.name);
    // "how many sales" of a store_sales table: an amount the rows record, never the stores
    if (tok.used === 'entity' && sameWord(tok, datasetWords) && !sameWord(tok, AMOUNT_WORDS)) {
      // the table's own subject ("sensors" of a sensor network) when its rows are something else:
      // readings numbered per row, or one row per thing and period in a long table
      const keys = table.keys.filter(
        (k) =>
          !filtered(k.column) &&
          (k.how === 'panel' || (table.rowNouns.size > 0 && !sameWord(tok, table.rowNouns))),
      );
      if (keys.length === 1) links.push({ kind: 'distinct', column: keys[0]!.column, tok, slot });
      else if (keys.length > 1) links.push({ kind: 'ask', columns: keys.map((k) => k.column), tok, slot });
      continue;
    }
    if (tok.used) continue;
    // "how many goals did they score", "the total number of goals": a quantity, not the rows;
    // "how many georges": a word of the data's values, not the rows
    if (/^(do|does|did)$/.test(toks[tok.i + 1]?.word ?? '') || /\btotal\b/.test(q)) continue;
    // (a plural said of the kind of thing the names are, "stations" over names like "Mill Station",
    // is the rows: no value was taken for it)
    const kindOfNames =
      table.label !== undefined && tok.stem !== tok.word && onlyNameWord(tok, table.label, index);
    if ((index.valueWords.has(tok.stem) || index.valueWords.has(tok.word)) && !kindOfNames) continue;
    // "how many rulers" over a list with a name on each row, "workers" over rows describing people
    const plural = tok.stem !== tok.word || PERSON_NOUNS.test(tok.word);
    const rowsAreThings =
      table.keys.length === 0 &&
      ((table.label !== undefined && plural && !filtered(table.label)) ||
        (table.people && PERSON_NOUNS.test(tok.word)));
    if (rowsAreThings) links.push({ kind: 'rows', tok, slot });
  }
  // the kind every name says it is ("county" of "Fresno County, California"), said anywhere
  // ("median county employment"), only says the rows are those things
  if (table.label)
    for (const tok of toks)
      if (!tok.used && !links.some((l) => l.tok === tok) && onlyKindWord(tok, table.label, index))
        links.push({ kind: 'rows', tok, slot: 'named' });
  return links;
}

/** Whether the word is a word of values only of the names column (no other column's value has it). */
function onlyNameWord(tok: Tok, label: IndexedColumn, index: ParseState['index']): boolean {
  let seen = false;
  for (const [key, list] of index.valueIndex) {
    if (!key.split(' ').includes(tok.stem)) continue;
    if (list.some((e) => e.column !== label)) return false;
    seen = true;
  }
  return seen;
}

/**
 * Whether the word (or its singular) ends most names of the names column and no other column's
 * value: the kind of thing the rows are ("county" of "Fresno County, California").
 */
function onlyKindWord(tok: Tok, label: IndexedColumn, index: ParseState['index']): boolean {
  if (!onlyNameWord(tok, label, index)) return false;
  const names = [...label.values.values()];
  const ending = names.filter((v) => new RegExp(`\\b${tok.stem}\\b[^\\p{L}]*(?:,[^,]*)?$`, 'iu').test(v));
  return names.length >= 5 && ending.length >= 0.8 * names.length;
}

/** Asks which column a noun counts when several fit; kept for the leftovers stage to return. */
export function askEntity(s: ParseState, link: Extract<EntityLink, { kind: 'ask' }>): void {
  const choices = link.columns
    .slice(0, 3)
    .map((c) => rewrite(s.question, [link.tok.word], `distinct ${human(c.name)}`));
  questions.set(s, {
    ignored: [],
    confidence: 0.3,
    clarify: { question: `Which column names the ${link.tok.word} to count?`, choices },
  });
}

/** The clarifying question `askEntity` kept for this parse, if any. */
export function entityQuestion(s: ParseState): Parsed | undefined {
  return questions.get(s);
}
