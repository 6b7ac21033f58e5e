/** Stage 1, tokens: words, numbers in words, idioms, abbreviations and typos of question words. */
import { canonical, EXPANSIONS, FUNCTION_WORDS, normalizeNumbers, SUPERLATIVES, typoOf } from '../lexicon';
import { isNumericType } from '../../data/duck';
import type { DatasetIndex } from '../schema-index';
import { splitWords, stem } from '../text';
import { QUESTION_SHORT_FORMS } from './abbreviations';
import { markedCell, setAsideSignCells } from './sign-cells';
import type { Tok } from './types';

/** Idioms rewritten before parsing: "average order value" is the average revenue of an order. */
export const PHRASES: [RegExp, string][] = [
  // "2000-2014", "1990–95": a span of years
  [/\b((?:18|19|20)\d\d)\s*[-–]\s*((?:18|19|20)\d\d)\b/g, 'between $1 and $2'],
  // "16+", "5+ years": that many or more
  [/\b(\d+(?:\.\d+)?)\+/g, '$1 or more'],
  // chat shorthand: "w/o an odometer", "corr w/ paid", "# of claims"
  [/\bw\/o\b/gi, 'without'],
  [/\bw\/(?=\s)/gi, 'with'],
  [/(^|\s)#\s?of\b/gi, '$1number of'],
  // "sd of strength", "the highest sd": the standard deviation
  [/\bsd of\b/gi, 'stdev of'],
  [/\b(highest|lowest|largest|smallest|biggest|the) sd\b/gi, '$1 stdev'],
  // "mom change in spend aug vs jul, %", "may vs april (%)": a change asked in percent, which a
  // comparison gives beside the difference
  [/^(?=.*\b(?:vs|versus|change|growth|grew|increase|decrease)\b)(.*?)[,\s]*\(?\s*%\s*\)?\s*\??\s*$/i, '$1'],
  // "how many movements are in this report", "checks on the register": the file itself, said by what it is
  [/\b(?:in|on|from) (?:this|the) (?:report|export|spreadsheet|extract|register|ledger)\b/gi, ''],
  // "across the portfolio", "whole portfolio", "on the roll": every row of a landlord's or a
  // lender's list, said by what it is
  [/,?\s*\b(?:(?:across|in|for|over|on) (?:the |our )?(?:whole |entire )?|(?:the )?(?:whole|entire) )(?:portfolio|roll|rent roll|book)\b/gi, ''],
  [/\b(average|avg|mean) order value\b/gi, 'average revenue per order'],
  [/\baov\b/gi, 'average revenue per order'],
  [/\bbox office\b/gi, 'gross'],
  [/\b(ranked|rank|placed|finished|came|was)( in)? (first|1st|number one|no\.? ?1)\b/gi, 'rank = 1'],
  [/\b(ranked|rank|placed|finished|came)( in)? (second|2nd)\b/gi, 'rank = 2'],
  [/\b(ranked|rank|placed|finished|came)( in)? (third|3rd)\b/gi, 'rank = 3'],
  [/\b(ranked|rank|placed|finished|came)( in)? (\d+)(st|nd|rd|th)?( place)?\b/gi, 'rank = $3'],
  [/\b(furthest|farthest|most) (north|northern|south|southern|east|eastern|west|western)\b/gi, '$2ernmost'],
  [/\bnorthernernmost|northernmost\b/gi, 'northernmost'],
  // "year with the shortest avg lod": which year (a period asked for as the row it ranks)
  [/^(?:the )?(year|month|week|day|decade|quarter|season) (?:with|having|that had|that has) the\b/gi, 'which $1 had the'],
  // "south of the equator", "west of 100W", "north of 45°N": a latitude or longitude with its hemisphere
  [/\bnorth of the equator\b/gi, 'latitude above 0'],
  [/\bsouth of the equator\b/gi, 'latitude below 0'],
  [/\bnorth of (\d+(?:\.\d+)?)\s*°?\s*n\b/gi, 'latitude above $1'],
  [/\bnorth of (\d+(?:\.\d+)?)\s*°?\s*s\b/gi, 'latitude above -$1'],
  [/\bsouth of (\d+(?:\.\d+)?)\s*°?\s*n\b/gi, 'latitude below $1'],
  [/\bsouth of (\d+(?:\.\d+)?)\s*°?\s*s\b/gi, 'latitude below -$1'],
  [/\beast of (\d+(?:\.\d+)?)\s*°?\s*e\b/gi, 'longitude above $1'],
  [/\beast of (\d+(?:\.\d+)?)\s*°?\s*w\b/gi, 'longitude above -$1'],
  [/\bwest of (\d+(?:\.\d+)?)\s*°?\s*e\b/gi, 'longitude below $1'],
  [/\bwest of (\d+(?:\.\d+)?)\s*°?\s*w\b/gi, 'longitude below -$1'],
  [/\bnorth of (latitude )?(-?\d)/gi, 'latitude above $2'],
  [/\bsouth of (latitude )?(-?\d)/gi, 'latitude below $2'],
  [/\beast of (longitude )?(-?\d)/gi, 'longitude above $2'],
  [/\bwest of (longitude )?(-?\d)/gi, 'longitude below $2'],
  [/\bchristmas eve\b/gi, 'december 24'],
  [/\bchristmas( day)?\b/gi, 'december 25'],
  [/\bnew year'?s eve\b/gi, 'december 31'],
  [/\bnew year'?s( day)?\b/gi, 'january 1'],
  [/\bhalloween\b/gi, 'october 31'],
  [/\bvalentine'?s( day)?\b/gi, 'february 14'],
  [/\b(independence day|fourth of july|4th of july)\b/gi, 'july 4'],
  [/\b(on|for|at) average\b/gi, 'average'],
  // "which month is usually lowest": the month lowest on average
  [/\b(usually|typically|normally|generally)\b/gi, 'average'],
  [/\bstd\.? ?devs?\b/gi, 'standard deviation'],
  [/\b(most|least) (common|frequent|usual|typical)( number of| count of| value of)?\b/gi, '$1 common'],
];

const MONTHS = 'january february march april may june july august september october november december'.split(
  ' ',
);

/**
 * US holidays that move with the calendar, said with their year: thanksgiving is the fourth
 * Thursday of November, black friday the day after, cyber monday the Monday after ("black friday
 * 2024" → "november 29 2024"). Without a year they are left as said.
 */
function movableHolidays(text: string): string {
  return text.replace(
    /\b(thanksgiving(?: day)?|black friday|cyber monday)\s+(?:of\s+|in\s+)?((?:19|20)\d\d)\b/gi,
    (_all, day: string, year: string) => {
      const first = new Date(Date.UTC(Number(year), 10, 1)).getUTCDay();
      const thanksgiving = 1 + ((4 - first + 7) % 7) + 21;
      const date = new Date(
        Date.UTC(Number(year), 10, thanksgiving + (/^black/i.test(day) ? 1 : /^cyber/i.test(day) ? 4 : 0)),
      );
      return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()} ${year}`;
    },
  );
}

/**
 * The question's words. With the dataset's index, an idiom the data itself names is kept as said
 * ("box office" over a Box office column is that column, not the gross it usually means).
 */
export function tokenizeQuestion(question: string, index?: DatasetIndex): Tok[] {
  // "the 2-3 bin", "6+" over cells written so: the cells, never a range or "6 or more"
  const aside = setAsideSignCells(question.replace(/[’`]/g, "'").slice(0, 2000), index);
  let text = movableHolidays(normalizeNumbers(aside.text));
  for (const [phrase, meaning] of PHRASES)
    text = text.replace(phrase, (said) =>
      index && namedByColumn(said, index)
        ? said
        : said.replace(new RegExp(phrase.source, phrase.flags.replace('g', '')), meaning),
    );
  const re =
    /\ue000\d+\ue000|\d{4}-\d{2}-\d{2}|\d{1,2}\/\d{1,2}\/\d{2,4}|\d+(?:\.\d+)?(?:st|nd|rd|th|s|%)?|[a-z\u00c0-\u024f][a-z0-9\u00c0-\u024f]*(?:'[a-z]+)?|[<>]=?|=|%|[^\s\w]/giu;
  const out: Tok[] = [];
  for (const m of text.matchAll(re)) {
    const cell = markedCell(m[0], aside.cells);
    if (cell) {
      out.push({ word: cell.word, stem: cell.stem, canon: cell.stem, i: out.length });
      continue;
    }
    const upper = m[0].length >= 2 && /^[A-Z0-9]+$/.test(m[0]) && /[A-Z]/.test(m[0]);
    let w = m[0].toLowerCase().replace(/'s$|'$/, '');
    if (/^[^\w%<>=]$/u.test(w)) continue;
    if (w === "n't" || w === 'isnt' || w === "isn't" || w === "wasn't" || w === "don't" || w === "didn't")
      w = 'not';
    const s = /^\d/.test(w) ? w : stem(w);
    const capital = /^[B-HJ-Z]$/.test(m[0]);
    // "-1", "(-0.5": a minus sign opening the number, not the dash of a range ("1990-2000", "50-100")
    const at = m.index ?? 0;
    const negative = /^\d/.test(w) && text[at - 1] === '-' && (at < 2 || /[\s(]/.test(text[at - 2]!));
    out.push({
      word: w,
      stem: s,
      canon: canonical(s),
      i: out.length,
      ...(upper ? { upper } : {}),
      ...(capital ? { capital } : {}),
      ...(negative ? { negative } : {}),
    });
  }
  return out;
}

/**
 * Whether a phrase of two or more words is all words of one numeric column's name (a column of
 * text figures such as "$2.1 million" cannot be added up, and the idiom's reading asks instead).
 */
function namedByColumn(said: string, index: DatasetIndex): boolean {
  const words = splitWords(said.toLowerCase());
  if (words.length < 2 || words.some((w) => /\d/.test(w))) return false;
  return index.columns.some((c) => {
    if (!isNumericType(c.type)) return false;
    const name = new Set(splitWords(c.name.toLowerCase()));
    return words.every((w) => name.has(w));
  });
}

/** The words questions are built of, for typo correction ("avrage" → average, "mnay" → many). */
export const QUESTION_WORDS =
  'average maximum minimum median percentile quartile deviation proportion fraction correlate correlated correlation relationship total percentage percent number highest lowest largest smallest biggest correlation between compare difference which what where when many much distinct unique different count month year weekday monthly yearly daily weekly quarter during before after since until above below under over least most fewest greater less more than each every group per show list'.split(
    ' ',
  );
export const SHORT_TYPOS: Record<string, string> = {
  teh: 'the',
  hte: 'the',
  mnay: 'many',
  amny: 'many',
  hwo: 'how',
  waht: 'what',
  wat: 'what',
  whta: 'what',
  whcih: 'which',
  wich: 'which',
  wihch: 'which',
  adn: 'and',
  nad: 'and',
  fo: 'of',
  ot: 'to',
  ni: 'in',
  hiw: 'how',
  hw: 'how',
};
// looked up with words of questions and headers: no inherited keys ("constructor", "toString")
Object.setPrototypeOf(SHORT_TYPOS, null);

/** "adr" in a question over a table with a daily_rate column: average daily rate, word by word. */
export function expandAbbreviations(toks: Tok[], index: DatasetIndex): Tok[] {
  const out: Tok[] = [];
  for (const t of toks) {
    const words = EXPANSIONS[t.canon];
    const own = index.columns.some((c) => splitWords(c.name).includes(t.word));
    if (!words || own || words.length < 2) out.push(t);
    // the aggregation inside an abbreviation ("a" of adr) is the column's, not the question's
    else
      for (const w of words.filter((x) => x !== 'avg'))
        out.push({ word: w, stem: w, canon: canonical(w), i: 0 });
  }
  out.forEach((t, i) => (t.i = i));
  return out;
}

/** Rewrites misspelt question words, unless the data itself uses the word (a column or a value). */
export function correctTypos(toks: Tok[], index: DatasetIndex): void {
  for (const t of toks) {
    if (FUNCTION_WORDS.has(t.word) || /\d/.test(t.word) || index.valueWords.has(t.stem)) continue;
    if (QUESTION_WORDS.includes(t.word) || SHAPE_WORDS.test(t.word) || SUPERLATIVES[t.word]) continue;
    if (index.columns.some((c) => c.words.includes(t.canon))) continue;
    const fixed =
      SHORT_TYPOS[t.word] ??
      QUESTION_SHORT_FORMS[t.word] ??
      (t.word.length >= 5 ? QUESTION_WORDS.find((w) => typoOf(t.word, w)) : undefined);
    if (!fixed || fixed === t.word) continue;
    t.word = fixed;
    t.stem = stem(fixed);
    t.canon = canonical(t.stem);
  }
}

/** Verbs that only carry the sentence ("how many movies were made", "came out in 2005"). */
export const FILLER_VERBS = new Set(
  'win won winning earned earn received achieved managed took made make came come out built released release produced produce produces generated generate generates reached reach certified recorded happen happened exist exists listed included contain contains appear appears reported occur occurred took went go goes get gets got used use uses placed place came thru through there ones overall altogether anyway please thanks ok okay hey hi'.split(
    ' ',
  ),
);

export const SHAPE_WORDS =
  /^(forecast\w*|predict\w*|projection|next|coming|upcoming|trends?|outliers?|anomal\w*|unusual|spikes?|seasonal\w*|evolve[sd]?|evolution|patterns?|avg|average|mean|sum|total|max|min|maximum|minimum|count|higher|lower|bigger|smaller|larger|more|less|fewer|greater|better|worse|traded|trade|trades|correlat\w*|corr|relationship|relate[sd]?|relation|associated|association|depend\w*|linked|percentages?|percent|proportion|fraction|share|often|frequency|median|percentile|quartile|deviation|standard|stdev|stddev|variability|spread|typical|typically|combined|altogether|cumulative|overall|greatest|peak|highest|lowest|fewest|smallest|largest|biggest|most|least|top|bottom|first|last|chart|graph|plot|pie|donut|bar|bars|line|visuali[sz]e|table|instead|only|just|same|distinct|unique|different|compare|vs|versus|difference|between|change|changed|changes|grew|grow|grows|grown|growth|increase[sd]?|decrease[sd]?|drops?|dropped|rise|rises|rose|fall|falls|fell|decline[sd]?|gain(?:ed|s)?|shr[aiu]nk|missing|null|empty|blank|rows?|records?|entries|values?|much|many|show|list|give|tell|what|which|who|whose|where|when|how|ok|okay|thanks|please)$/;
