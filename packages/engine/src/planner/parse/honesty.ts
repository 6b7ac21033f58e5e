/**
 * Honesty: a question is answered only when every word that could change the number was placed.
 * A word left over that names a unit of what was found ("disease deaths", "manufacturing jobs")
 * cannot change it; any other leftover word (a value the data does not hold, a qualifier such as
 * "per capita", a sex or gender said as a word when the data stores codes) makes the parser ask
 * one short question whose choices are built from the data's real columns and values.
 */
import { human } from '../../tools/format';
import { FUNCTION_WORDS } from '../lexicon';
import type { DatasetIndex, IndexedColumn } from '../schema-index';
import { rewrite } from './clarify';
import type { Parsed, Tok } from './types';

/** Words for the two sexes, and the stored values they may stand for. */
export const SEX_WORDS: Record<string, 'female' | 'male'> = {
  female: 'female',
  females: 'female',
  woman: 'female',
  women: 'female',
  girl: 'female',
  girls: 'female',
  ladies: 'female',
  male: 'male',
  males: 'male',
  man: 'male',
  men: 'male',
  boy: 'male',
  boys: 'male',
  gentlemen: 'male',
};
// looked up with words of questions and headers: no inherited keys ("constructor", "toString")
Object.setPrototypeOf(SEX_WORDS, null);
export const SEX_VALUES: Record<'female' | 'male', string[]> = {
  female: ['female', 'f', 'woman', 'women', 'girl', 'girls', 'w'],
  male: ['male', 'm', 'man', 'men', 'boy', 'boys'],
};

/** A column that records sex or gender. */
export const isSexColumn = (c: IndexedColumn) => c.words.some((w) => /^(sex|gender)$/.test(w));

/** Words that only say what kind of thing a category is ("tidal power", "retail sector"). */
const GENERIC_NOUNS =
  /^(power|energy|electricity|generation|production|output|sector|industry|segment|category|type|kind|group|class)$/;

/** Units said after a number. */
const UNIT_WORDS =
  /^(minutes?|mins?|hours?|hrs?|seconds?|secs?|days?|weeks?|months?|years?|yrs?|miles?|mi|km|kilometers?|kilometres?|meters?|metres?|m|cm|mm|kg|kilos?|grams?|g|lbs?|pounds?|tons?|tonnes?|dollars?|usd|eur|euros?|percent|pct|points?|people|persons)$/;

/** Words that only point at where a thing is ("the wind column", "the price field"). */
const POINTER_WORDS = /^(column|columns|field|fields|variable|variables|col|attribute)$/;

/**
 * A leftover word that cannot change the number: a plural noun or an -ing form right after a
 * column, a value or the data's own name ("manufacturing jobs", "disease deaths", "women working").
 */
export function harmless(t: Tok, toks: Tok[], index: DatasetIndex): boolean {
  if (POINTER_WORDS.test(t.word)) return true;
  const prev = toks[t.i - 1];
  // the period of a rate said before its column ("hourly wage", "annual salary")
  if (/^(hourly|daily|weekly|monthly|yearly|annual)$/.test(t.word) && toks[t.i + 1]?.used === 'column')
    return true;
  // the unit of a number in a condition ("more than 60 minutes", "over 500 miles")
  if (prev?.used === 'compare' && UNIT_WORDS.test(t.word)) return true;
  // a verb that links what was placed ("which cashier handled the most receipts", "units sold");
  // a verb that ends the question ("flights delayed") is a condition and is asked about
  const next = toks[t.i + 1];
  // a verb of moving ("moved up", "climbed", "slipped") is a condition on a change, never a link
  if (MOVE_VERBS.test(t.word)) return false;
  if (
    isVerb(t.word) &&
    ((next !== undefined && (next.used !== undefined || FUNCTION_WORDS.has(next.word))) ||
      ((prev?.used === 'column' || prev?.used === 'value') && next === undefined))
  )
    return true;
  // "which team won the most titles": what is won, one a row, is the rows counted
  if (
    /^(most|more|fewest|fewer)$/.test(prev?.word ?? '') &&
    /^(titles|championships|trophies|cups|crowns|pennants|medals|awards|races|series)$/.test(t.word) &&
    toks.slice(Math.max(0, t.i - 3), t.i).some((x) => /^(won|win|wins|winning)$/.test(x.word))
  )
    return true;
  if (!prev || !/^(column|value|entity|flag)$/.test(prev.used ?? '')) return false;
  // an amount no column holds said after a column or value ("the port fees", "ticket prices") is
  // the figure asked, never a unit of what was found
  // (never one a column's name says in another form: "rating" of `rate_marriage`)
  if (AMOUNT_NOUNS.test(t.word) && !index.columns.some((c) => c.words.some((w) => w.slice(0, 4) === t.word.slice(0, 4))))
    return false;
  if (SEX_WORDS[t.word]) return false;
  // "wind power" over Wind Farms / Hydro Power: the category's own generic word
  if (prev.used === 'value' && (index.valueWords.has(t.stem) || GENERIC_NOUNS.test(t.word))) return true;
  // "top 3 hotel chains by spend": a plural after a value where a ranking names what it ranks
  if (prev.used === 'value' && toks.slice(Math.max(0, t.i - 4), t.i - 1).some((x) => /^(top|bottom)$/.test(x.word)))
    return false;
  return (/[^s]s$/.test(t.word) && t.word.length > 3) || /ing$/.test(t.word);
}

/** Past forms of everyday verbs that only carry a sentence ("sold", "bought", "handled"). */
const IRREGULAR_PAST = new Set(
  'sold bought paid spent brought sent took gave got made won lost ran saw held kept left found led grew drove flew rode wrote live lives work works stay stays lie lies sit sits located situated'.split(
    ' ',
  ),
);
/** Nouns of an amount of money or a rate, which a row look-up never answers. */
const AMOUNT_NOUNS = /^(fees|prices|costs|fares|taxes|tariffs|rents|tolls|charges)$/;
/** Verbs of a position or a figure moving ("climbed three places", "slipped in the rankings"). */
const MOVE_VERBS = /^(moved|climbed|climbs|climb|jumped|slipped|slid|sank|dropped|fell|fallen|rose|risen|improved|worsened)$/;
const isVerb = (w: string) => IRREGULAR_PAST.has(w) || (/ed$/.test(w) && w.length > 4);

/** The unplaced words that could change the answer. */
export function unsafeWords(toks: Tok[], ignored: string[], index: DatasetIndex): string[] {
  return ignored.filter((w) => {
    const at = toks.filter((t) => t.word === w && !t.used);
    return at.length === 0 || at.some((t) => !harmless(t, toks, index));
  });
}

/**
 * "how many females in 1980" over a table whose sex column holds codes (1/2): which code means
 * female is not in the data, so ask with one choice per code.
 */
export function clarifyCodedSex(index: DatasetIndex, question: string, toks: Tok[]): Parsed | undefined {
  const word = toks.find((t) => !t.used && SEX_WORDS[t.word]);
  if (!word) return undefined;
  const column = index.columns.find(isSexColumn);
  if (!column) return undefined;
  const codes =
    column.values.size > 0
      ? [...column.values.values()]
      : column.min !== undefined && column.max !== undefined && column.max - column.min <= 4
        ? Array.from({ length: column.max - column.min + 1 }, (_, i) => String(column.min! + i))
        : [];
  if (codes.length < 2 || codes.length > 5) return undefined;
  const name = human(column.name);
  return {
    ignored: [word.word],
    confidence: 0.3,
    firm: true,
    clarify: {
      question: `${name} is stored as codes (${codes.join(', ')}) and the data does not say which one is "${word.word}". Which one did you mean?`,
      choices: codes.slice(0, 3).map((code) => rewrite(question, [word.word], `${name} = ${code}`)),
    },
  };
}

/** A part of the question the data cannot take (a date without a date column, a superlative without its column): ask. */
export function clarifyNotes(
  index: DatasetIndex,
  question: string,
  notes: string[],
  choices: string[],
): Parsed {
  return {
    ignored: notes,
    confidence: 0.2,
    firm: true,
    clarify: {
      question: `I could not apply ${notes.join(' and ')} to ${index.info.name}. Did you mean one of these?`,
      choices: [...new Set(choices)].slice(0, 3),
    },
  };
}

/** "births in 2016" over data that ends in 2014: the years it covers, and the question asked of its ends. */
export function clarifyOutside(
  index: DatasetIndex,
  question: string,
  year: number,
  lo: number,
  hi: number,
): Parsed {
  const near = year < lo ? lo : hi;
  const choices = [rewrite(question, [String(year)], String(near))];
  if (lo !== hi) choices.push(rewrite(question, [String(year)], String(near === lo ? hi : lo)));
  return {
    ignored: [String(year)],
    confidence: 0.2,
    firm: true,
    clarify: {
      question: `${index.info.name} covers ${lo}–${hi}, so it has nothing for ${year}. Did you mean one of these?`,
      choices,
    },
  };
}
