/**
 * The semantic parser: a plain-language question → one typed AnalystQuery over one dataset.
 *
 * Stages, each marking the words it uses so nothing is silently dropped:
 *  1. tokens: lower-cased words, numbers in words and units rewritten ("ten" → 10, "5k" → 5000);
 *  2. time: dates and ranges ("in 2008", "in March", "Q1 2020", "before 2010", "last quarter",
 *     "on 1 Jan 2005") and time groupings ("by month", "per weekday", "which year");
 *  3. values: phrases that are values of the data's text columns (with typo tolerance and
 *     adjective forms: "rainy" → weather = rain), and flag words ("cancelled" → is_canceled = 1);
 *  4. columns: words of column names, split, stemmed and canonicalized (temp ↔ temperature,
 *     max ↔ maximum, adr ↔ average daily rate), related words (cost → price) and typos;
 *  5. conditions: comparisons (above / at least / between / under N) on the nearest column,
 *     null checks ("missing X");
 *  6. shape: aggregation words, counting, ranking (top N, which X has the most, the row with the
 *     max), superlatives ("hottest" → max of temperature), percentages and shares, comparisons
 *     of two periods or groups, correlation;
 *  7. the query, what was left unplaced, and a confidence; when the question is ambiguous the
 *     parser returns a clarifying question with choices built from real columns and values.
 */
import type {
  AnalystFilter,
  AnalystGroup,
  AnalystMeasure,
  AnalystQuery,
  DatePart,
  TimeGrain,
} from '@ai-analyst/contract';
import { isNumericType, isTemporalType } from '../data/duck';
import { human } from '../tools/format';
import {
  AMOUNT_WORDS,
  canonical,
  COMMON_WORDS,
  EXPANSIONS,
  FUNCTION_WORDS,
  LEVEL_WORDS,
  monthNumber,
  normalizeNumbers,
  RELATED,
  root,
  sameAs,
  SUPERLATIVES,
  typoOf,
  US_STATES,
  VALUE_ALIASES,
  weekdayNumber,
} from './lexicon';
import { valueKey, type DatasetIndex, type IndexedColumn, type ValueEntry } from './schema-index';
import { splitWords, stem } from './text';
import { addUnits, bucketStart, lastComplete } from './time-phrases';

export interface Tok {
  /** Lower-case surface form. */
  word: string;
  stem: string;
  canon: string;
  i: number;
  /** What placed this word (a stage name), if anything. */
  used?: string;
  /** Written in capitals in the question ("OR", "SEA"): may be a code even if it looks like a word. */
  upper?: boolean;
}

export interface Parsed {
  query?: AnalystQuery;
  /** Words of the question the parser could not place (shown to the user). */
  ignored: string[];
  /** 0–1: 1 when every content word was placed and a measure was found. */
  confidence: number;
  clarify?: { question: string; choices: string[] };
  /** Set when the question is an opening message ("here is my data") rather than an analysis. */
  opening?: boolean;
  /** How many words were matched to this dataset's columns and values (to choose among datasets). */
  placed?: number;
}

const iso = (d: Date) => d.toISOString().slice(0, 10);
const utc = (y: number, m: number, d = 1) => new Date(Date.UTC(y, m, d));

/** Idioms rewritten before parsing: "average order value" is the average revenue of an order. */
const PHRASES: [RegExp, string][] = [
  [/\b(average|avg|mean) order value\b/gi, 'average revenue per order'],
  [/\baov\b/gi, 'average revenue per order'],
  [/\bbox office\b/gi, 'gross'],
  [/\b(ranked|rank|placed|finished|came|was)( in)? (first|1st|number one|no\.? ?1)\b/gi, 'rank = 1'],
  [/\b(ranked|rank|placed|finished|came)( in)? (second|2nd)\b/gi, 'rank = 2'],
  [/\b(ranked|rank|placed|finished|came)( in)? (third|3rd)\b/gi, 'rank = 3'],
  [/\b(ranked|rank|placed|finished|came)( in)? (\d+)(st|nd|rd|th)?( place)?\b/gi, 'rank = $3'],
  [/\b(furthest|farthest|most) (north|northern|south|southern|east|eastern|west|western)\b/gi, '$2ernmost'],
  [/\bnorthernernmost|northernmost\b/gi, 'northernmost'],
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
  [/\b(most|least) (common|frequent|usual|typical)( number of| count of| value of)?\b/gi, '$1 common'],
];

export function tokenizeQuestion(question: string): Tok[] {
  let text = normalizeNumbers(question.replace(/[’`]/g, "'")).slice(0, 2000);
  for (const [phrase, meaning] of PHRASES) text = text.replace(phrase, meaning);
  const re =
    /\d{4}-\d{2}-\d{2}|\d{1,2}\/\d{1,2}\/\d{2,4}|\d+(?:\.\d+)?(?:st|nd|rd|th|s|%)?|[a-z\u00c0-\u024f][a-z0-9\u00c0-\u024f]*(?:'[a-z]+)?|[<>]=?|=|%|[^\s\w]/giu;
  const out: Tok[] = [];
  for (const m of text.matchAll(re)) {
    const upper = m[0].length >= 2 && /^[A-Z0-9]+$/.test(m[0]) && /[A-Z]/.test(m[0]);
    let w = m[0].toLowerCase().replace(/'s$|'$/, '');
    if (/^[^\w%<>=]$/u.test(w)) continue;
    if (w === "n't" || w === 'isnt' || w === "isn't" || w === "wasn't" || w === "don't" || w === "didn't")
      w = 'not';
    const s = /^\d/.test(w) ? w : stem(w);
    out.push({ word: w, stem: s, canon: canonical(s), i: out.length, ...(upper ? { upper } : {}) });
  }
  return out;
}

/** The words questions are built of, for typo correction ("avrage" → average, "mnay" → many). */
const QUESTION_WORDS =
  'average maximum minimum median percentile quartile deviation proportion fraction correlate correlated correlation relationship total percentage percent number highest lowest largest smallest biggest correlation between compare difference which what where when many much distinct unique different count month year weekday monthly yearly daily weekly quarter during before after since until above below under over least most fewest greater less more than each every group per show list'.split(
    ' ',
  );
const SHORT_TYPOS: Record<string, string> = {
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

/** "adr" in a question over a table with a daily_rate column: average daily rate, word by word. */
function expandAbbreviations(toks: Tok[], index: DatasetIndex): Tok[] {
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
function correctTypos(toks: Tok[], index: DatasetIndex): void {
  for (const t of toks) {
    if (FUNCTION_WORDS.has(t.word) || /\d/.test(t.word) || index.valueWords.has(t.stem)) continue;
    if (QUESTION_WORDS.includes(t.word) || SHAPE_WORDS.test(t.word) || SUPERLATIVES[t.word]) continue;
    if (index.columns.some((c) => c.words.includes(t.canon))) continue;
    const fixed =
      SHORT_TYPOS[t.word] ?? (t.word.length >= 5 ? QUESTION_WORDS.find((w) => typoOf(t.word, w)) : undefined);
    if (!fixed || fixed === t.word) continue;
    t.word = fixed;
    t.stem = stem(fixed);
    t.canon = canonical(t.stem);
  }
}

// ───────────────────────────── time ─────────────────────────────

interface TimeSpec {
  ranges: {
    from: string;
    to: string;
    label: string;
    op?: 'before' | 'after' | 'since' | 'until' | 'between';
  }[];
  parts: { part: DatePart; values: number[]; label: string }[];
  years: number[];
}

const num = (t: Tok | undefined) => (t && /^\d+(\.\d+)?$/.test(t.word) ? Number(t.word) : undefined);
const isYear = (t: Tok | undefined) => {
  const n = t && /^\d{4}$/.test(t.word) ? Number(t.word) : undefined;
  return n !== undefined && n >= 1800 && n <= 2100 ? n : undefined;
};

const GRAIN_WORDS: Record<string, TimeGrain> = {
  day: 'day',
  daily: 'day',
  date: 'day',
  week: 'week',
  weekly: 'week',
  month: 'month',
  monthly: 'month',
  quarter: 'quarter',
  quarterly: 'quarter',
  year: 'year',
  yearly: 'year',
  annual: 'year',
  annually: 'year',
};

function dayRange(y: number, m: number, d: number): { from: string; to: string; label: string } {
  const start = utc(y, m - 1, d);
  return { from: iso(start), to: iso(addUnits(start, 'day', 1)), label: iso(start) };
}

/** Finds explicit dates, ranges and calendar parts; marks their words as used. */
function parseTime(toks: Tok[], maxDate: string | undefined): TimeSpec {
  const spec: TimeSpec = { ranges: [], parts: [], years: [] };
  const max = maxDate ? new Date(`${maxDate}T00:00:00Z`) : undefined;
  const mark = (from: number, to: number) => {
    for (let k = from; k <= to; k++) if (toks[k]) toks[k]!.used = 'time';
  };
  const w = (k: number) => toks[k]?.word;
  const opBefore = (k: number): 'before' | 'after' | 'since' | 'until' | undefined => {
    const p = w(k - 1);
    if (p === 'before' || p === 'prior' || (p === 'to' && w(k - 2) === 'prior')) return 'before';
    if (p === 'after') return 'after';
    if (p === 'since' || (p === 'from' && !['to', 'until', 'through', '-'].includes(w(k + 1) ?? '')))
      return 'since';
    if (p === 'until' || p === 'till' || p === 'through') return 'until';
    return undefined;
  };
  for (let k = 0; k < toks.length; k++) {
    const t = toks[k] as Tok;
    if (t.used) continue;
    // ISO date or d/m/y
    let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t.word);
    if (m) {
      const r = dayRange(Number(m[1]), Number(m[2]), Number(m[3]));
      spec.ranges.push({ ...r, op: opBefore(k) });
      mark(k, k);
      if (opBefore(k)) mark(k - 1, k - 1);
      continue;
    }
    m = /^(\d{1,2})\/(\d{1,2})\/(\d{2,4})$/.exec(t.word);
    if (m) {
      let y = Number(m[3]);
      if (y < 100) y += y < 50 ? 2000 : 1900;
      const a = Number(m[1]);
      const b = Number(m[2]);
      const [mo, d] = a > 12 ? [b, a] : [a, b];
      spec.ranges.push(dayRange(y, mo, d));
      mark(k, k);
      continue;
    }
    // "q1 2020" / "2020 q1"
    const qm = /^q([1-4])$/.exec(t.word);
    if (qm) {
      const y =
        isYear(toks[k + 1]) ?? (isYear(toks[k + 2]) && w(k + 1) === 'of' ? isYear(toks[k + 2]) : undefined);
      const qn = Number(qm[1]);
      if (y) {
        const start = utc(y, (qn - 1) * 3);
        spec.ranges.push({ from: iso(start), to: iso(addUnits(start, 'quarter', 1)), label: `Q${qn} ${y}` });
        mark(k, w(k + 1) === 'of' ? k + 2 : k + 1);
      } else {
        spec.parts.push({ part: 'quarter', values: [qn], label: `Q${qn}` });
        mark(k, k);
      }
      continue;
    }
    // month names: "1 jan 2005", "jan 1 2005", "january 2005", "in march"
    const mo =
      t.word.length >= 3 && t.word !== 'mar' && t.word !== 'may'
        ? monthNumber(t.word)
        : t.word === 'may' || t.word === 'mar'
          ? monthNumber(t.word)
          : undefined;
    if (
      mo !== undefined &&
      !(t.word === 'may' && !isYear(toks[k + 1]) && !['in', 'of', 'during'].includes(w(k - 1) ?? ''))
    ) {
      const dayBefore = num(toks[k - 1]);
      const dayAfterTok = toks[k + 1];
      const dayAfter =
        dayAfterTok && /^\d{1,2}(st|nd|rd|th)?$/.test(dayAfterTok.word)
          ? parseInt(dayAfterTok.word, 10)
          : undefined;
      if (
        dayBefore !== undefined &&
        dayBefore >= 1 &&
        dayBefore <= 31 &&
        !toks[k - 1]?.used &&
        isYear(toks[k + 1])
      ) {
        spec.ranges.push({ ...dayRange(isYear(toks[k + 1]) as number, mo, dayBefore), op: opBefore(k - 1) });
        mark(k - 1, k + 1);
        continue;
      }
      if (dayAfter !== undefined && dayAfter <= 31 && isYear(toks[k + 2])) {
        spec.ranges.push({ ...dayRange(isYear(toks[k + 2]) as number, mo, dayAfter), op: opBefore(k) });
        mark(k, k + 2);
        continue;
      }
      const y = isYear(toks[k + 1]) ?? (w(k + 1) === 'of' ? isYear(toks[k + 2]) : undefined);
      if (y) {
        const start = utc(y, mo - 1);
        spec.ranges.push({
          from: iso(start),
          to: iso(addUnits(start, 'month', 1)),
          label: `${human(t.word)[0]?.toUpperCase()}${t.word.slice(1)} ${y}`,
          op: opBefore(k),
        });
        mark(k, w(k + 1) === 'of' ? k + 2 : k + 1);
        continue;
      }
      spec.parts.push({ part: 'month', values: [mo], label: monthLabel(mo) });
      mark(k, k);
      continue;
    }
    const wd = t.word.length >= 6 ? weekdayNumber(t.word) : undefined;
    if (wd !== undefined) {
      spec.parts.push({ part: 'weekday', values: [wd], label: `${weekdayLabel(wd)}s` });
      mark(k, k);
      continue;
    }
    const season = SEASONS[t.stem];
    if (season) {
      spec.parts.push({ part: 'month', values: season, label: t.stem });
      mark(k, /^(month|months|season)$/.test(w(k + 1) ?? '') ? k + 1 : k);
      continue;
    }
    if (t.word === 'weekend' || t.word === 'weekends') {
      spec.parts.push({ part: 'weekday', values: [6, 7], label: 'weekends' });
      mark(k, k);
      continue;
    }
    if (t.word === 'weekday' || t.word === 'weekdays') {
      const prev = w(k - 1);
      if (prev !== 'by' && prev !== 'per' && prev !== 'each' && prev !== 'which') {
        spec.parts.push({ part: 'weekday', values: [1, 2, 3, 4, 5], label: 'weekdays' });
        mark(k, k);
        continue;
      }
    }
    // decades: "1990s", "the 90s"
    const dec = /^(\d{2}|\d{4})s$/.exec(t.word);
    if (dec) {
      let y = Number(dec[1]);
      if (y < 100) y += y < 30 ? 2000 : 1900;
      if (y % 10 === 0 && y >= 1800 && y <= 2100) {
        spec.ranges.push({ from: `${y}-01-01`, to: `${y + 10}-01-01`, label: `the ${y}s` });
        mark(k, k);
        continue;
      }
    }
    // years, and "between 2008 and 2010" / "from 2008 to 2010"
    const y = isYear(t);
    if (y !== undefined) {
      const prev = w(k - 1);
      const comparedYear =
        prev === 'than' &&
        !/^(more|less|greater|fewer|higher|lower|larger|smaller|bigger)$/.test(w(k - 2) ?? '');
      // "top 2000", "more than 2000", "above 1900": a number, not a year ("hotter than 2012" is a year)
      if (
        !comparedYear &&
        [
          'than',
          'above',
          'below',
          'under',
          'over',
          'least',
          'most',
          'top',
          'exceeding',
          'equal',
          'exactly',
        ].includes(prev ?? '')
      )
        continue;
      if (toks[k + 1] && /^(rows|records|times)$/.test(w(k + 1) ?? '')) continue;
      const y2 = ['and', 'to', 'until', 'through', '-', 'till'].includes(w(k + 1) ?? '')
        ? isYear(toks[k + 2])
        : undefined;
      if (y2 !== undefined && (prev === 'between' || prev === 'from') && y2 > y) {
        const isCompare = prev === 'from';
        if (isCompare) {
          spec.years.push(y, y2);
        } else
          spec.ranges.push({
            from: `${y}-01-01`,
            to: `${y2 + 1}-01-01`,
            label: `${y} to ${y2}`,
            op: 'between',
          });
        mark(k - 1, k + 2);
        k += 2;
        continue;
      }
      const op = opBefore(k);
      if (op) {
        spec.ranges.push({ from: `${y}-01-01`, to: `${y + 1}-01-01`, label: String(y), op });
        mark(k - 1, k);
      } else {
        spec.years.push(y);
        mark(k, k);
      }
      continue;
    }
    // relative: "last 30 days", "past 3 months", "last quarter", "this year", "ytd"
    if (max && maxDate && ['last', 'past', 'previous', 'trailing', 'this', 'current'].includes(t.word)) {
      const n = num(toks[k + 1]);
      const unitTok = n !== undefined ? toks[k + 2] : toks[k + 1];
      const unit = unitTok ? GRAIN_WORDS[unitTok.stem] : undefined;
      if (unit && unitTok && /^(day|week|month|quarter|year)s?$/.test(unitTok.word)) {
        if (n !== undefined) {
          const to = addUnits(max, 'day', 1);
          spec.ranges.push({
            from: iso(addUnits(to, unit, -n)),
            to: iso(to),
            label: `the last ${n} ${unit}s of data (to ${maxDate})`,
          });
          mark(k, k + 2);
        } else if (t.word === 'this' || t.word === 'current') {
          const start = bucketStart(max, unit);
          spec.ranges.push({
            from: iso(start),
            to: iso(addUnits(start, unit, 1)),
            label: `this ${unit} (from ${iso(start)})`,
          });
          mark(k, k + 1);
        } else {
          const r = lastComplete(maxDate, unit);
          spec.ranges.push(r);
          mark(k, k + 1);
        }
        continue;
      }
    }
    if (max && (t.word === 'ytd' || (t.word === 'year' && w(k + 1) === 'to' && w(k + 2) === 'date'))) {
      spec.ranges.push({
        from: iso(utc(max.getUTCFullYear(), 0)),
        to: iso(addUnits(max, 'day', 1)),
        label: `year to date ${max.getUTCFullYear()}`,
      });
      mark(k, t.word === 'ytd' ? k : k + 2);
    }
  }
  return spec;
}

/** The first day of the month after an ISO date's month, as YYYY-MM. */
function nextMonthOf(isoDate: string): string {
  const y = Number(isoDate.slice(0, 4));
  const m = Number(isoDate.slice(5, 7));
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/** Seasons of the northern hemisphere as months (meteorological seasons). */
const SEASONS: Record<string, number[]> = {
  winter: [12, 1, 2],
  spring: [3, 4, 5],
  summer: [6, 7, 8],
  autumn: [9, 10, 11],
  fall: [9, 10, 11],
};

export const MONTH_LABELS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
export const WEEKDAY_LABELS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const monthLabel = (m: number) => MONTH_LABELS[m - 1] as string;
const weekdayLabel = (d: number) => WEEKDAY_LABELS[d - 1] as string;

// ───────────────────────────── values ─────────────────────────────

interface ValueHit {
  column: IndexedColumn;
  values: string[];
  positions: number[];
  negate: boolean;
}

/** Adjective forms of value words: rainy → rain, sunny → sun, foggy → fog, snowy → snow. */
function adjectiveBase(word: string): string[] {
  const out: string[] = [];
  if (word.endsWith('y') && word.length > 4) {
    const b = word.slice(0, -1);
    out.push(b);
    if (b.length > 3 && b[b.length - 1] === b[b.length - 2]) out.push(b.slice(0, -1));
  }
  if (word.endsWith('ed') && word.length > 5) out.push(word.slice(0, -2), word.slice(0, -1));
  return out;
}

function findValues(toks: Tok[], index: DatasetIndex, datasetWords: Set<string>): ValueHit[] {
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
      let entries = index.valueIndex.get(key) ?? index.valueIndex.get(span.map((t) => t.word).join(' '));
      // a US state said by name when the data holds its code ("texas" → TX)
      const state = US_STATES[span.map((t) => t.word).join(' ')];
      if (!entries && state) entries = index.valueIndex.get(state);
      if (len === 1) {
        const t = span[0] as Tok;
        const common = FUNCTION_WORDS.has(t.word) || COMMON_WORDS.has(t.word);
        if (common && !t.upper && !(entries ?? []).some((e) => e.column.values.size <= 50))
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
        if (
          !entries &&
          t.word === 'us' &&
          /^(vs|versus|and|or)$/.test(toks[k + 1]?.word ?? toks[k - 1]?.word ?? '')
        )
          for (const alias of ['united state', 'usa', 'us']) {
            entries = index.valueIndex.get(valueKey(alias));
            if (entries) break;
          }
        if (!entries)
          for (const b of adjectiveBase(t.word)) {
            entries = index.valueIndex.get(b);
            if (entries) break;
          }
        if (!entries && t.word.length >= 4 && !common && !index.valueWords.has(t.stem)) {
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
          !common &&
          !namesColumn &&
          !SHAPE_WORDS.test(t.word) &&
          !datasetWords.has(t.stem) &&
          // a verb form ("working") is not the surname of a value ("Metal Working")
          !/(ing|ed)$/.test(t.word) &&
          index.valueWords.has(t.stem)
        ) {
          const found: ValueEntry[] = [];
          for (const [key, list] of index.valueIndex) {
            const words = key.split(' ');
            if (words.length > 1 && words.length <= 3 && words[words.length - 1] === t.stem)
              found.push(...list);
          }
          const columns = new Set(found.map((e) => e.column));
          if (found.length > 0 && [...columns].every((c) => found.filter((e) => e.column === c).length === 1))
            entries = found;
        }
      }
      if (!entries?.length) continue;
      // A word that names a column more than a value ("rating" when a column is named rating) stays a column.
      if (len === 1 && index.columns.some((c) => c.words.length === 1 && c.words[0] === span[0]!.canon))
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
      const negate =
        ['not', 'non', 'except', 'excluding', 'without', 'no', 'outside', 'exclude', 'excluded'].includes(
          before,
        ) ||
        /^(other than|not in|except for|apart from|besides the|excluding the|outside the|except the)$/.test(
          before2,
        ) ||
        ((before === 'the' || before === 'all') &&
          /^(excluding|except|outside|without)$/.test(toks[k - 2]?.word ?? ''));
      for (const p of positions) toks[p]!.used = 'value';
      if (negate) for (let j = Math.max(0, k - 2); j < k; j++) if (!toks[j]!.used) toks[j]!.used = 'value';
      const same = hits.find((h) => h.column === best.column && h.negate === negate);
      if (same) {
        same.values.push(best.value);
        same.positions.push(...positions);
      } else hits.push({ column: best.column, values: [best.value], positions, negate });
    }
  }
  return hits;
}

// ───────────────────────────── columns ─────────────────────────────

interface ColumnHit {
  column: IndexedColumn;
  positions: number[];
  score: number;
  /** Other columns matched by the same words equally well ("temperature" → temp_max, temp_min). */
  alternatives: IndexedColumn[];
  full: boolean;
}

const MODIFIERS = new Set([
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
function initials(c: IndexedColumn): string {
  const words = c.name.split(/[^A-Za-z0-9]+|(?<=[a-z])(?=[A-Z])/).filter(Boolean);
  return words.length >= 2 ? words.map((w) => w[0]!.toLowerCase()).join('') : '';
}

function wordScore(t: Tok, w: string): number {
  if (t.canon === w || t.stem === w || t.word === w) return 1;
  const r = root(t.canon);
  if (r.length >= 4 && r === root(w)) return 0.85;
  if ((RELATED[t.canon] ?? RELATED[t.stem] ?? []).includes(w)) return 0.6;
  if (typoOf(t.word, w) || typoOf(t.canon, w) || sameAs(w).some((m) => typoOf(t.word, m))) return 0.7;
  return 0;
}

/** Words too empty to name a column by themselves ("no" of receipt_no, "is" of is_active). */
const EMPTY_WORDS = /^(no|of|in|the|is|has|a|an|to|by|per|and|or|at|on|for|with|from|id|nr)$/;

const SEPARATORS = /^(and|or|vs|versus|by|per|with|than|from|to|in|for)$/;

function findColumns(toks: Tok[], index: DatasetIndex): ColumnHit[] {
  const candidates: ColumnHit[] = [];
  for (const column of index.columns) {
    const words = column.words.filter((w) => w !== 'of' && w !== 'in' && w !== 'the' && w !== 'per');
    if (words.length === 0) continue;
    let best: ColumnHit | undefined;
    const acronym = initials(column);
    const rawWords = splitWords(column.name);
    for (const anchor of toks) {
      if (anchor.used) continue;
      if (acronym.length >= 2 && anchor.word === acronym) {
        const total = words.length + 1;
        if (!best || total > best.score)
          best = { column, positions: [anchor.i], score: total, alternatives: [], full: true };
        continue;
      }
      const positions: number[] = [];
      let score = 0;
      let matched = 0;
      let core = 0;
      for (const w of words) {
        let bestTok: Tok | undefined;
        let bestScore = 0;
        for (const t of toks) {
          if (t.used || positions.includes(t.i) || Math.abs(t.i - anchor.i) > words.length + 1) continue;
          // one column's words never span "and", "vs", "by"… ("rotten tomatoes and imdb ratings")
          const [a, b] = t.i < anchor.i ? [t.i, anchor.i] : [anchor.i, t.i];
          if (toks.slice(a, b).some((x) => SEPARATORS.test(x.word) && !rawWords.includes(x.word))) continue;
          if (FUNCTION_WORDS.has(t.word) && t.canon !== w && t.word !== w) continue;
          const s = wordScore(t, w);
          // equal scores: the word nearest the anchor ("avg imdb rating by mpaa rating")
          const nearer = bestTok && Math.abs(t.i - anchor.i) < Math.abs(bestTok.i - anchor.i);
          if (s > bestScore || (s === bestScore && s > 0 && nearer)) {
            bestScore = s;
            bestTok = t;
          }
        }
        if (bestTok) {
          positions.push(bestTok.i);
          score += bestScore;
          matched++;
          if (!MODIFIERS.has(w)) core++;
        }
      }
      if (!positions.includes(anchor.i) || (core === 0 && matched < words.length)) continue;
      // the words of one column are said together, not scattered over the question
      if (Math.max(...positions) - Math.min(...positions) > positions.length) continue;
      const lo = Math.min(...positions);
      const hi = Math.max(...positions);
      if (words.length > 1 && positions.every((p) => EMPTY_WORDS.test(toks[p]!.word))) continue;
      // a function word ("no" of receipt_no) only counts right next to the column's other words
      if (hi - lo + 1 !== positions.length && positions.some((p) => FUNCTION_WORDS.has(toks[p]!.word)))
        continue;
      const coverage = matched / words.length;
      const total = score + coverage;
      if (!best || total > best.score)
        best = { column, positions, score: total, alternatives: [], full: matched === words.length };
    }
    if (best) candidates.push(best);
  }
  candidates.sort((a, b) => b.score - a.score || a.column.words.length - b.column.words.length);
  const kept: ColumnHit[] = [];
  for (const c of candidates) {
    const overlap = kept.find((k) => k.positions.some((p) => c.positions.includes(p)));
    if (overlap) {
      if (Math.abs(overlap.score - c.score) < 1e-9 && !overlap.full && !c.full)
        overlap.alternatives.push(c.column);
      continue;
    }
    kept.push(c);
  }
  for (const k of kept) for (const p of k.positions) toks[p]!.used = 'column';
  return kept.sort((a, b) => Math.min(...a.positions) - Math.min(...b.positions));
}

// ───────────────────────────── helpers ─────────────────────────────

const isNumeric = (c: IndexedColumn) => isNumericType(c.type) && !c.yearLike;

/** Words for a quantity that stands at a moment (a level), not one that flows in over time. */
const STOCK_WORDS =
  /^(employment|employed|population|headcount|inventory|stock|balance|level|levels|enrollment|enrolment|workforce|size|capacity)$/;

/** The one column that says how many things each row stands for: "count", "n", "frequency". */
function weightColumn(index: DatasetIndex): IndexedColumn | undefined {
  const found = index.columns.filter(
    (c) =>
      isNumeric(c) &&
      c.flagTrue === undefined &&
      /^(count|counts|n|cnt|freq|frequency|tally|number|num)$/i.test(c.name.trim()),
  );
  return found.length === 1 ? found[0] : undefined;
}
/** A level (averaged): a temperature, price, rate… or any "X per Y" ratio such as miles per gallon. */
const isLevel = (c: IndexedColumn) =>
  c.words.includes('per') ||
  c.words.some((w) => LEVEL_WORDS.has(w) || LEVEL_WORDS.has(root(w))) ||
  // a measurement with a unit that is not money: "Depth (m)", "Oxygen (mg/L)", "Temperature (°C)"
  (/\([^)]*\)|\[[^\]]*\]|°|\//.test(c.name) &&
    !/\$|€|£|\b(usd|eur|gbp|chf|jpy|dollars?|euros?)\b/i.test(c.name));

/**
 * A measurement with fractional values whose name says neither an amount nor a level
 * ("Penicillin", "reading"): summing it may be meaningless.
 */
const unknownRole = (c: IndexedColumn) =>
  isNumeric(c) &&
  c.flagTrue === undefined &&
  /^(DOUBLE|FLOAT|REAL|DECIMAL)/i.test(c.type) &&
  !isLevel(c) &&
  !c.words.some(
    (w) => AMOUNT_WORDS.has(w) || AMOUNT_WORDS.has(root(w)) || /^(amount|total|sum|volume)$/.test(w),
  );

/** Sum for amounts, average for levels (temperatures, prices, rates, ratings, ages…). */
export function defaultAggregation(c: IndexedColumn): AnalystMeasure['fn'] {
  if (c.flagTrue !== undefined) return 'sum';
  return isLevel(c) ? 'avg' : 'sum';
}

/** The column that names a row ("title", "name"), for answers about single rows. */
export function labelColumn(index: DatasetIndex, exclude?: string): IndexedColumn | undefined {
  const text = index.columns.filter((c) => /CHAR/i.test(c.type) && c.name !== exclude);
  return (
    text.find((c) => c.words.some((w) => w === 'name' || w === 'title')) ??
    [...text].sort((a, b) => b.uniqueness - a.uniqueness)[0] ??
    index.columns.find((c) => isTemporalType(c.type))
  );
}

function timeColumn(index: DatasetIndex, hits: ColumnHit[]): IndexedColumn | undefined {
  const mentioned = hits.find((h) => isTemporalType(h.column.type))?.column;
  return (
    mentioned ??
    index.columns.find((c) => c.name === index.timeColumn) ??
    index.columns.find((c) => c.yearLike)
  );
}

function yearsSpanned(index: DatasetIndex): number {
  if (index.minDate && index.maxDate)
    return Number(index.maxDate.slice(0, 4)) - Number(index.minDate.slice(0, 4)) + 1;
  return 1;
}

const AGG_WORDS: [RegExp, AnalystMeasure['fn'], number?][] = [
  [
    /\b(how many|number of|count of|count)\s+(distinct|unique|different)\b|\b(distinct|unique|different)\s+(number|count)\b/,
    'count_distinct',
  ],
  [/\bmedian\b/, 'median'],
  [/\b(standard deviation|std dev|stdev|stddev|variability|spread)\b/, 'stddev'],
  [/\b(average|avg|mean|typical|typically|on average)\b/, 'avg'],
  [/\b(total|sum|overall amount|in total|altogether|combined|cumulative)\b/, 'sum'],
  [/\b(maximum|max|highest|largest|biggest|greatest|peak|record|top value)\b/, 'max'],
  [/\b(minimum|min|lowest|smallest|fewest)\b/, 'min'],
];
/** Extremes said as words of a ranking ("which region has the highest revenue") rather than as an aggregation. */
const WEAK_EXTREME = /\b(highest|largest|biggest|greatest|lowest|smallest|fewest)\b/;
const STRONG_EXTREME = /\b(maximum|max|minimum|min|peak|record)\b/;

function percentileOf(q: string): number | undefined {
  const m = /\b(\d{1,2})(?:st|nd|rd|th)?\s*(?:percentile|pct|%ile)\b|\bp(\d{2})\b/.exec(q);
  if (m) return Number(m[1] ?? m[2]) / 100;
  if (/\b(upper|third) quartile\b/.test(q)) return 0.75;
  if (/\b(lower|first) quartile\b/.test(q)) return 0.25;
  return undefined;
}

const GROUP_BEFORE = new Set(['by', 'per', 'each', 'every', 'across', 'among']);

interface Shape {
  dir?: 'asc' | 'desc';
  limit?: number;
  superlative?: (typeof SUPERLATIVES)[string] & { word: string };
}

function rankingOf(toks: Tok[], q: string): Shape {
  const shape: Shape = {};
  const topN =
    /\b(top|best|highest|largest|biggest|most|greatest)\s+(\d+)\b/.exec(q) ??
    /\b(\d+)\s+(top|best|highest|largest|biggest|most)\b/.exec(q);
  const bottomN =
    /\b(bottom|worst|lowest|smallest|least|fewest)\s+(\d+)\b/.exec(q) ??
    /\b(\d+)\s+(bottom|worst|lowest|smallest|least|fewest)\b/.exec(q);
  if (topN) {
    shape.dir = 'desc';
    shape.limit = Number(/^\d+$/.test(topN[1] as string) ? topN[1] : topN[2]);
  } else if (bottomN) {
    shape.dir = 'asc';
    shape.limit = Number(/^\d+$/.test(bottomN[1] as string) ? bottomN[1] : bottomN[2]);
  } else if (/\b(least|lowest|smallest|fewest|bottom|worst|minimum|min|cheapest|shortest)\b/.test(q))
    shape.dir = 'asc';
  else if (/\b(most|highest|largest|biggest|greatest|top|best|maximum|max|leading|peak)\b/.test(q))
    shape.dir = 'desc';
  const nSuper = /\b(\d+)\s+(?:most\s+|least\s+)?([a-z]+est|[a-z]+ermost|[a-z]+ernmost)\b/.exec(q);
  if (!shape.limit && nSuper && Number(nSuper[1]) <= 1000) shape.limit = Number(nSuper[1]);
  for (const t of toks) {
    const s = SUPERLATIVES[t.word] ?? (t.word.startsWith('most') ? undefined : undefined);
    if (s) {
      shape.superlative = { ...s, word: t.word };
      shape.dir ??= s.dir;
      if (!/\b(most|least)\b/.test(q)) shape.dir = s.dir;
      t.used = 'shape';
      break;
    }
  }
  if (!shape.superlative) {
    const c =
      /\b(highest|lowest|top|best|worst|least|most|poorest|higher|lower)[\s-]+(rated|reviewed|voted|paid|grossing|selling|scoring|ranked|viewed|watched)\b/.exec(
        q,
      );
    if (c) {
      const concept = COMPOUND_CONCEPTS[c[2] as string] as string[];
      const dir = /^(lowest|worst|least|poorest|lower)$/.test(c[1] as string) ? 'asc' : 'desc';
      shape.superlative = { concept, dir, word: c[0] };
      shape.dir = dir;
      for (const t of toks) if (t.word === c[1] || t.word === c[2]) t.used = 'shape';
    }
  }
  if (!shape.superlative) {
    const m = /\b(most|least)\s+(expensive|popular|profitable|powerful|efficient|populous)\b/.exec(q);
    if (m) {
      const s = SUPERLATIVES[m[2] === 'expensive' ? 'priciest' : (m[2] as string)];
      if (s) {
        shape.superlative = {
          ...s,
          word: m[0],
          dir: m[1] === 'least' ? (s.dir === 'asc' ? 'desc' : 'asc') : s.dir,
        };
        shape.dir = shape.superlative.dir;
        for (const t of toks) if (t.word === m[2]) t.used = 'shape';
      }
    }
  }
  return shape;
}

const COMPOUND_CONCEPTS: Record<string, string[]> = {
  rated: ['rating', 'score'],
  reviewed: ['rating', 'review', 'score'],
  voted: ['votes', 'vote'],
  paid: ['salary', 'wage', 'pay', 'price'],
  grossing: ['gross', 'revenue'],
  selling: ['sale', 'unit', 'qty', 'revenue'],
  scoring: ['score', 'point', 'goal'],
  ranked: ['rank', 'rating'],
  viewed: ['view', 'views'],
  watched: ['view', 'views', 'votes'],
};

/** The numeric columns a concept word names; several when the data has e.g. two ratings. */
function conceptColumns(index: DatasetIndex, concept: string[]): IndexedColumn[] {
  const numeric = index.columns.filter((c) => isNumeric(c));
  for (const word of concept) {
    const found = numeric.filter(
      (c) =>
        c.words.includes(word) ||
        initials(c) === word ||
        c.words.some((w) => w.startsWith(word) && word.length >= 4),
    );
    if (found.length) return found;
  }
  return [];
}

function conceptColumn(
  index: DatasetIndex,
  concept: string[],
  prefer?: 'max' | 'min',
): IndexedColumn | undefined {
  const numeric = index.columns.filter(
    (c) =>
      isNumeric(c) ||
      (concept.includes('date') && isTemporalType(c.type)) ||
      (concept.includes('year') && c.yearLike),
  );
  for (const word of concept) {
    const found = numeric.filter(
      (c) =>
        c.words.includes(word) ||
        initials(c) === word ||
        c.words.some((w) => w.startsWith(word) && word.length >= 4),
    );
    if (found.length) {
      if (prefer) return found.find((c) => c.words.includes(prefer)) ?? found[0];
      return found.find((c) => !c.words.includes('min')) ?? found[0];
    }
  }
  return undefined;
}

// ───────────────────────────── the parser ─────────────────────────────

const OPENING =
  /^(hi|hello|hey)?[\s,!.]*(here(?:'s| is| are)|i(?:'ve| have)? (?:just )?(?:attached|uploaded|added|sent|shared)|attached|this is|see attached|please find)\b[^?]*\b(data|file|files|dataset|datasets|csv|table|spreadsheet|sheet|excel)\b[^?]*[.!]?$/i;
const GREETING = /^(hi|hello|hey|hiya|good (morning|afternoon|evening)|greetings|yo)[\s!.,]*$/i;

/**
 * Openings of a question that stands on its own: a question word, an aggregation or a ranking. A short
 * question starting so is answered afresh rather than merged into the conversation's previous query.
 */
const STANDALONE_START =
  /^(which|what(?! about)|how(?! about)|who|whom|whose|when|where|why|is|are|was|were|did|does|do|show|list|give|find|tell|average|avg|mean|total|sum|count|number|median|max|maximum|min|minimum|top|bottom|highest|lowest|most|least)\b/;

/** Parses a question over one dataset's index; `previous` is the conversation's last query. */
export function parseQuestion(question: string, index: DatasetIndex, previous?: AnalystQuery): Parsed {
  const trimmed = question.trim();
  if (trimmed === '' || !/[a-z0-9]/i.test(trimmed)) return clarifyEmpty(index, 'Your message is empty.');
  if (
    OPENING.test(trimmed) ||
    GREETING.test(trimmed) ||
    /^(what('s| is) (in )?(this|the|my) (data|file|dataset))\??$/i.test(trimmed)
  )
    return { ignored: [], confidence: 1, opening: true };
  const toks = expandAbbreviations(tokenizeQuestion(trimmed), index);
  correctTypos(toks, index);
  const q = toks.map((t) => t.word).join(' ');
  const dataset = index.info.name;
  const datasetWords = new Set(
    valueKey(dataset)
      .split(' ')
      .flatMap((w) => [w, canonical(w), root(w)]),
  );
  const markEntities = () => {
    for (const t of toks) {
      if (t.used) continue;
      if (!(datasetWords.has(t.stem) || datasetWords.has(t.canon) || datasetWords.has(root(t.stem))))
        continue;
      // a word of the dataset's name that is also a whole column's name stays a column ("traffic" → sessions)
      if (index.columns.some((c) => c.words.length === 1 && wordScore(t, c.words[0] as string) >= 0.6))
        continue;
      // "by hotel", "which hotel": a column (hotelName) even though the data is named after hotels
      const before = toks[t.i - 1]?.word ?? '';
      if (
        (GROUP_BEFORE.has(before) || /^(which|what|each)$/.test(before)) &&
        index.columns.some((c) => /CHAR/i.test(c.type) && c.words.includes(t.canon))
      )
        continue;
      t.used = 'entity';
    }
  };

  const markedFollowUp =
    /^(and|what about|how about|now|only|just|same|instead|also|but|then|ok|okay|as a|as an|show it|make it|break it|split it)\b/.test(
      q,
    ) || /\binstead\b|\b(same|that|it) (for|in|by|as)\b/.test(q);
  // a short fragment ("2015?", "for MSFT", "by region") leans on the previous question; a short
  // question of its own ("average temperature", "which month had the most rain") does not
  const shortFragment =
    !STANDALONE_START.test(q) && toks.filter((t) => !FUNCTION_WORDS.has(t.word)).length <= 2;
  const followUp =
    previous !== undefined && previous.dataset === dataset && (markedFollowUp || shortFragment);

  // 1. time
  const time = parseTime(toks, index.maxDate);
  // 2. shape words that must not be read as values or columns
  const shape = rankingOf(toks, q);
  // 3. values and flags
  const valueHits = findValues(toks, index, datasetWords);
  const flagHits: { column: IndexedColumn; negate: boolean; positions: number[] }[] = [];
  let flagRate = false;
  for (const c of index.columns) {
    if (c.flagTrue === undefined) continue;
    const core = c.words.filter((w) => !['is', 'has', 'was', 'flag'].includes(w));
    for (const t of toks) {
      if (t.used || core.length !== 1) continue;
      if (
        wordScore(t, core[0] as string) >= 0.7 ||
        (t.word.endsWith('ed') && root(t.canon) === root(core[0] as string))
      ) {
        const negate = ['not', 'non', 'no', 'never', 'un'].includes(toks[t.i - 1]?.word ?? '');
        t.used = 'flag';
        if (negate) toks[t.i - 1]!.used = 'flag';
        flagHits.push({ column: c, negate, positions: [t.i] });
        // "cancellation rate": the share of rows with the flag
        const after = toks[t.i + 1];
        if (after && /^(rate|rates|ratio|percentage|share)$/.test(after.word)) {
          after.used = 'flag';
          flagRate = true;
        }
        break;
      }
    }
  }
  markEntities();
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
  // "fertility rate", "price level": a general word after a column's own words adds nothing
  // 4. columns
  const colHits = findColumns(toks, index);
  // "what percent of workers were women": the share asked for, not a column of percentages
  for (let i = colHits.length - 1; i >= 0; i--) {
    const h = colHits[i]!;
    if (
      h.positions.length === 1 &&
      /^(percent|percentage|proportion|fraction)$/.test(toks[h.positions[0]!]!.word) &&
      toks[h.positions[0]! + 1]?.word === 'of'
    ) {
      toks[h.positions[0]!]!.used = undefined;
      colHits.splice(i, 1);
    }
  }
  // "the total number of bronze medals": "total" is the aggregation even when a column is named Total
  for (let i = colHits.length - 1; i >= 0; i--) {
    const h = colHits[i]!;
    const word = h.positions.length === 1 ? toks[h.positions[0]!]!.word : '';
    if (!/^(total|sum|average|mean|count|number|max|min)$/.test(word)) continue;
    const at = h.positions[0]!;
    if (colHits.some((o) => o !== h && Math.min(...o.positions) > at && Math.min(...o.positions) - at <= 3)) {
      toks[at]!.used = 'shape';
      colHits.splice(i, 1);
    }
  }
  for (const h of colHits) {
    const next = toks[Math.max(...h.positions) + 1];
    if (
      next &&
      !next.used &&
      /^(rate|rates|level|levels|figure|figures|value|values|amount|data|stat|stats|number|numbers|speed|speeds|reading|readings|measurement|measurements|size|sizes)$/.test(
        next.word,
      ) &&
      !(next.word === 'number' && toks[next.i + 1]?.word === 'of')
    )
      next.used = 'column';
  }

  const filters: AnalystFilter[] = [];
  const tcol = timeColumn(index, colHits);
  const notes: string[] = [];

  // values → filters
  for (const v of valueHits)
    filters.push({
      kind: 'values',
      column: v.column.name,
      values: v.values,
      ...(v.negate ? { negate: true } : {}),
    });
  for (const f of flagHits)
    filters.push({
      kind: 'values',
      column: f.column.name,
      values: [f.column.flagTrue as string | number | boolean],
      ...(f.negate ? { negate: true } : {}),
    });

  // 5. comparisons: "wind above 5", "more than 10 mm of rain", "at least 3 stars", "between 10 and 20"
  const numericHits = colHits.filter((h) => isNumeric(h.column) || h.column.yearLike);
  const compareFilters: { filter: AnalystFilter; hit?: ColumnHit; at?: number[] }[] = [];
  const unplacedConditions: string[] = [];
  const OPS: [RegExp, '>' | '>=' | '<' | '<=' | '=' | '!='][] = [
    [/^(at least|no less than|not less than|minimum of|min of|>=)$/, '>='],
    [/^(at most|no more than|not more than|up to|maximum of|max of|<=)$/, '<='],
    [
      /^(more than|greater than|higher than|larger than|bigger than|longer than|older than|taller than|heavier than|above|over|exceeding|exceeds|exceeded|>|warmer than|hotter than|faster than|later than)$/,
      '>',
    ],
    [
      /^(less than|fewer than|lower than|smaller than|shorter than|younger than|cheaper than|lighter than|below|under|beneath|<|colder than|slower than|earlier than)$/,
      '<',
    ],
    [/^(equal to|equals|exactly|=|of exactly)$/, '='],
  ];
  for (let k = 0; k < toks.length; k++) {
    const t = toks[k] as Tok;
    if (t.used) continue;
    let op: (typeof OPS)[number][1] | undefined;
    let width = 0;
    for (const len of [3, 2, 1]) {
      const phrase = toks
        .slice(k, k + len)
        .map((x) => x.word)
        .join(' ');
      const found = OPS.find(([re]) => re.test(phrase));
      if (found && num(toks[k + len]) !== undefined) {
        op = found[1];
        width = len;
        break;
      }
    }
    let from: number | undefined;
    let to: number | undefined;
    if (
      !op &&
      t.word === 'between' &&
      num(toks[k + 1]) !== undefined &&
      toks[k + 2]?.word === 'and' &&
      num(toks[k + 3]) !== undefined
    ) {
      from = num(toks[k + 1]);
      to = num(toks[k + 3]);
      width = 1;
    }
    if (!op && from === undefined) {
      // "5 or more", "10 or less", "3+"
      const n = num(t);
      if (
        n !== undefined &&
        toks[k + 1]?.word === 'or' &&
        /^(more|greater|higher|above|over)$/.test(toks[k + 2]?.word ?? '')
      ) {
        op = '>=';
        toks[k + 1]!.used = 'compare';
        toks[k + 2]!.used = 'compare';
        k -= 0;
      } else if (
        n !== undefined &&
        toks[k + 1]?.word === 'or' &&
        /^(less|fewer|lower|below|under)$/.test(toks[k + 2]?.word ?? '')
      ) {
        op = '<=';
        toks[k + 1]!.used = 'compare';
        toks[k + 2]!.used = 'compare';
      }
      if (!op) continue;
      width = 0;
    }
    const numTok = toks[k + width] as Tok;
    const value = from !== undefined ? from : (num(numTok) as number);
    const percent = numTok.word.endsWith('%');
    // the column: a numeric mention just before, or just after the number, or implied by the comparative
    const before = numericHits
      .filter((h) => Math.max(...h.positions) < k && k - Math.max(...h.positions) <= 4)
      .pop();
    const lastTok = from !== undefined ? k + 3 : k + width;
    const after = numericHits.find(
      (h) => Math.min(...h.positions) > lastTok && Math.min(...h.positions) - lastTok <= 4,
    );
    let hit = before ?? after;
    let column = hit?.column;
    if (!column) {
      const comparative = toks[k]?.word;
      const concept = comparative
        ? (RELATED[comparative] ?? RELATED[stem(comparative.replace(/er$/, ''))])
        : undefined;
      if (concept) column = conceptColumn(index, concept);
      // the data's only measure ("how many months was msft above 30")
      const measuresOfData = index.columns.filter(
        (c) => isNumeric(c) && c.flagTrue === undefined && !c.words.includes('id'),
      );
      if (!column && measuresOfData.length === 1) column = measuresOfData[0];
      if (!column) {
        // a condition without a column ("players under 25"): ask which column it is about
        const words = toks.slice(k, (from !== undefined ? k + 3 : k + width) + 1).map((x) => x.word);
        unplacedConditions.push(words.join(' '));
        continue;
      }
      hit = undefined;
    }
    for (let j = k; j <= lastTok; j++) if (toks[j]) toks[j]!.used = 'compare';
    const scale = percent && (column.max ?? 100) <= 1 ? 0.01 : 1;
    if (from !== undefined && to !== undefined)
      compareFilters.push({
        filter: {
          kind: 'between',
          column: column.name,
          from: Math.min(from, to) * scale,
          to: Math.max(from, to) * scale,
        },
        hit,
        at: [k],
      });
    else
      compareFilters.push({
        filter: { kind: 'compare', column: column.name, op: op as '>', value: value * scale },
        hit,
        at: [k],
      });
  }
  // "bookings with children": more than zero of it
  if (!/\b(correlat\w*|relat\w*|compare|versus|vs)\b/.test(q))
    for (const h of numericHits) {
      const p = Math.min(...h.positions);
      const next = toks[Math.max(...h.positions) + 1];
      if (toks[p - 1]?.word !== 'with' || toks[p - 1]?.used) continue;
      if (next && (num(next) !== undefined || next.used === 'compare')) continue;
      if (compareFilters.some((c) => c.hit === h)) continue;
      toks[p - 1]!.used = 'compare';
      compareFilters.push({
        filter: { kind: 'compare', column: h.column.name, op: '>', value: 0 },
        hit: h,
        at: [p],
      });
    }
  // "months with a negative change", "positive returns": the sign of a column that takes both signs
  for (const h of numericHits) {
    const p = Math.min(...h.positions);
    const sign = toks[p - 1];
    if (!sign || sign.used || !/^(negative|positive)$/.test(sign.word)) continue;
    if (compareFilters.some((c) => c.hit === h)) continue;
    sign.used = 'compare';
    compareFilters.push({
      filter: { kind: 'compare', column: h.column.name, op: sign.word === 'negative' ? '<' : '>', value: 0 },
      hit: h,
      at: [p],
    });
  }
  // "8 cylinders", "with 4 doors": a small whole number right before a numeric column with few values
  for (const h of numericHits) {
    const p = Math.min(...h.positions);
    const n = num(toks[p - 1]);
    if (
      n !== undefined &&
      !toks[p - 1]!.used &&
      Number.isInteger(n) &&
      h.column.distinct <= 60 &&
      !/^(top|first|bottom|last)$/.test(toks[p - 2]?.word ?? '')
    ) {
      toks[p - 1]!.used = 'compare';
      compareFilters.push({ filter: { kind: 'values', column: h.column.name, values: [n] }, hit: h });
    }
  }
  filters.push(...compareFilters.map((c) => c.filter));
  const conditionHits = new Set(compareFilters.flatMap((c) => (c.hit ? [c.hit] : [])));

  // null checks: "missing X", "X is missing", "without X", "no X"
  const missingWords = /\b(missing|null|nulls|empty|blank|na|unknown|not available|not recorded)\b/.test(q);
  let missingMeasure: IndexedColumn | 'all' | undefined;
  if (missingWords) {
    for (const t of toks) if (/^(missing|null|nulls|empty|blank|na)$/.test(t.word)) t.used = 'missing';
    const target = colHits.find((h) => !conditionHits.has(h));
    const counting = /\b(how many|number of|count)\b/.test(q);
    const valuesOf = /\b(values?|cells?|entries|nulls?)\b/.test(q);
    if (target && counting && (valuesOf || /\bmissing (in|from|for)\b/.test(q))) {
      missingMeasure = target.column;
      conditionHits.add(target);
    } else if (
      target &&
      (/\b(with|where|have|has|had)\b.*\b(missing|null|empty|blank|no)\b/.test(q) ||
        /\b(missing|null|empty|blank|without|no)\s+\w*\s*$/.test(q) ||
        counting)
    ) {
      filters.push({ kind: 'null', column: target.column.name, isNull: true });
      conditionHits.add(target);
    } else if (target) {
      missingMeasure = target.column;
      conditionHits.add(target);
    } else missingMeasure = 'all';
  } else {
    // "no director", "without precipitation": a missing text value, or zero of a number
    for (const h of colHits) {
      const p = Math.min(...h.positions);
      const prev = toks[p - 1];
      if (!prev || prev.used || !/^(no|without|zero)$/.test(prev.word) || conditionHits.has(h)) continue;
      prev.used = 'missing';
      conditionHits.add(h);
      if (isNumericType(h.column.type))
        filters.push({ kind: 'compare', column: h.column.name, op: '=', value: 0 });
      else filters.push({ kind: 'null', column: h.column.name, isNull: true });
      for (let j = Math.max(...h.positions) + 1; j < toks.length && /^(at|all)$/.test(toks[j]!.word); j++)
        toks[j]!.used = 'missing';
    }
  }

  // time → filters (or compare sides for "from 2014 to 2015" / two years with a compare word)
  const compareWords =
    /\b(compare|compared|comparison|vs|versus|difference|differ|change|changed|increase|increased|decrease|decreased|grow|grew|growth|drop|dropped|rise|rose|fall|fell|than|against)\b/.test(
      q,
    );
  let sides: { label: string; filters: AnalystFilter[] }[] | undefined;
  const years = [...new Set(time.years)];
  if (tcol) {
    const col = tcol.name;
    const yearFilter = (y: number): AnalystFilter =>
      tcol.yearLike || !isTemporalType(tcol.type)
        ? { kind: 'values', column: col, values: [y] }
        : { kind: 'date_range', column: col, from: `${y}-01-01`, to: `${y + 1}-01-01`, label: String(y) };
    // "how has X changed between 1960 and 2000": the two ends, compared
    const span = compareWords && years.length === 0 ? time.ranges.find((r) => r.op === 'between') : undefined;
    if (span) {
      time.ranges.splice(time.ranges.indexOf(span), 1);
      years.push(Number(span.from.slice(0, 4)), Number(span.to.slice(0, 4)) - 1);
    }
    if (years.length === 2 && (compareWords || (time.years.length === 2 && /\bfrom\b/.test(q)) || span)) {
      sides = years.map((y) => ({ label: String(y), filters: [yearFilter(y)] }));
    } else if (years.length >= 2) {
      filters.push(
        tcol.yearLike || !isTemporalType(tcol.type)
          ? { kind: 'values', column: col, values: years }
          : { kind: 'date_part', column: col, part: 'year', values: years },
      );
    } else if (years.length === 1) filters.push(yearFilter(years[0] as number));
    for (const r of time.ranges) {
      if (tcol.yearLike) {
        const y = Number(r.from.slice(0, 4));
        const yEnd = Number(r.to.slice(0, 4)) + (r.to.slice(5) === '01-01' ? 0 : 1);
        // "July 2016" on a year column: the year here, the month through a text month column below
        const month = Number(r.from.slice(5, 7));
        if (r.to.slice(0, 7) === nextMonthOf(r.from) && !r.op) {
          filters.push({ kind: 'values', column: col, values: [y] });
          time.parts.push({ part: 'month', values: [month], label: MONTH_LABELS[month - 1] as string });
          continue;
        }
        if (r.op === 'before') filters.push({ kind: 'compare', column: col, op: '<', value: y });
        else if (r.op === 'after') filters.push({ kind: 'compare', column: col, op: '>', value: y });
        else if (r.op === 'since') filters.push({ kind: 'compare', column: col, op: '>=', value: y });
        else if (r.op === 'until') filters.push({ kind: 'compare', column: col, op: '<=', value: y });
        else filters.push({ kind: 'between', column: col, from: y, to: yEnd - 1 });
        continue;
      }
      if (!isTemporalType(tcol.type)) continue;
      if (r.op === 'before')
        filters.push({
          kind: 'date_range',
          column: col,
          from: '0001-01-01',
          to: r.from,
          label: `before ${r.label}`,
        });
      else if (r.op === 'after')
        filters.push({
          kind: 'date_range',
          column: col,
          from: r.to,
          to: '9999-12-31',
          label: `after ${r.label}`,
        });
      else if (r.op === 'since')
        filters.push({
          kind: 'date_range',
          column: col,
          from: r.from,
          to: '9999-12-31',
          label: `since ${r.label}`,
        });
      else if (r.op === 'until')
        filters.push({
          kind: 'date_range',
          column: col,
          from: '0001-01-01',
          to: r.to,
          label: `until ${r.label}`,
        });
      else filters.push({ kind: 'date_range', column: col, from: r.from, to: r.to, label: r.label });
    }
    if (isTemporalType(tcol.type))
      for (const p of time.parts)
        filters.push({ kind: 'date_part', column: col, part: p.part, values: p.values });
  } else if (years.length || time.ranges.length) {
    notes.push('the data has no date column, so the dates in the question were not applied');
  }
  // months and weekdays kept as words in a text column ("arrival_month = July")
  if (!tcol || !isTemporalType(tcol.type))
    for (const p of time.parts) {
      const names = p.part === 'month' ? MONTH_LABELS : p.part === 'weekday' ? WEEKDAY_LABELS : undefined;
      const column =
        names &&
        index.columns.find((c) =>
          [...c.values.values()].some((v) =>
            names.some(
              (n) => n.toLowerCase() === v.toLowerCase() || n.slice(0, 3).toLowerCase() === v.toLowerCase(),
            ),
          ),
        );
      if (!column || !names) {
        notes.push(`"${p.label}" (the data has no date column)`);
        continue;
      }
      const stored = [...column.values.values()];
      const values = p.values.flatMap((v) =>
        stored.filter((s) =>
          [names[v - 1]!.toLowerCase(), names[v - 1]!.slice(0, 3).toLowerCase()].includes(s.toLowerCase()),
        ),
      );
      if (values.length) filters.push({ kind: 'values', column: column.name, values });
      else notes.push(`"${p.label}" (no such value in ${human(column.name)})`);
    }
  // two values of one column with a compare word → compare sides
  if (!sides && compareWords) {
    const pairHit = valueHits.find((v) => v.values.length === 2 && !v.negate);
    if (pairHit) {
      sides = pairHit.values.map((v) => ({
        label: v,
        filters: [{ kind: 'values', column: pairHit.column.name, values: [v] }],
      }));
      const i = filters.findIndex((f) => f.kind === 'values' && f.column === pairHit.column.name);
      if (i >= 0) filters.splice(i, 1);
    }
  }

  // 6. grouping
  const groups: AnalystGroup[] = [];
  const groupHits = new Set<ColumnHit>();
  let target: ColumnHit | undefined; // "which X", "who", "top 5 X"
  let byNumberOfGroup = false;
  const multiYear =
    yearsSpanned(index) > 1 &&
    years.length !== 1 &&
    !time.ranges.some((r) => Number(r.to.slice(0, 4)) - Number(r.from.slice(0, 4)) <= 1);
  for (const h of colHits) {
    if (conditionHits.has(h)) continue;
    let p = Math.min(...h.positions);
    if (toks[p - 1]?.used === 'entity' && !GROUP_BEFORE.has(toks[p - 1]!.word)) p -= 1;
    const prev = toks[p - 1]?.word ?? '';
    const prev2 = toks[p - 2]?.word ?? '';
    // "avg weight by number of cylinders": grouped by the column itself
    const byNumberOf =
      prev === 'of' &&
      /^(number|count)$/.test(prev2) &&
      GROUP_BEFORE.has(toks[p - 3]?.word ?? '') &&
      !isTemporalType(h.column.type);
    if (byNumberOf) {
      for (let j = p - 3; j < p; j++) toks[j]!.used = 'group';
      byNumberOfGroup = true;
    }
    const byWord =
      byNumberOf ||
      GROUP_BEFORE.has(prev) ||
      (GROUP_BEFORE.has(prev2) && /^(the|each|every|different|\d+)$/.test(prev)) ||
      (prev === 'each' && prev2 === 'for');
    if (
      byWord &&
      isNumeric(h.column) &&
      (h.column.distinct > 30 || shape.limit || shape.dir) &&
      prev === 'by'
    )
      continue;
    // "revenue per order": the unit of an average, not a grouping by every order
    if (prev === 'per' && h.column.uniqueness >= 0.9) {
      toks[p - 1]!.used = 'group';
      for (const at of h.positions) toks[at]!.used = 'entity';
      conditionHits.add(h);
      continue;
    }
    const andGroup =
      (prev === 'and' || prev === ',') && [...groupHits].some((g) => Math.max(...g.positions) === p - 2);
    if (andGroup) {
      toks[p - 1]!.used = 'group';
      groupHits.add(h);
      continue;
    }
    if (byWord) {
      if (toks[p - 1]) toks[p - 1]!.used = 'group';
      groupHits.add(h);
      continue;
    }
    const which =
      /^(which|what|whose)$/.test(prev) ||
      (/^(which|what)$/.test(prev2) && /^(\d+|the)$/.test(prev)) ||
      /^(top|bottom|best|worst|highest|lowest|biggest|largest|smallest)$/.test(prev) ||
      (/^(top|bottom)$/.test(prev2) && /^\d+$/.test(prev));
    if ((which || toks[p - 1]?.used === 'shape') && !target && !isNumeric(h.column)) {
      target = h;
      continue;
    }
    // "what was the weather on …", "name of airport SEA", "country with the highest …"
    const asked =
      /^(what|whats|which)\b/.test(q) &&
      /^(is|was|are|were|the)$/.test(prev) &&
      /^(what|whats|is|was|are|were)$/.test(prev2 || 'what');
    const next = toks[Math.max(...h.positions) + 1]?.word ?? '';
    const withBest =
      /^(with|having|that|whose)$/.test(next) && (shape.dir !== undefined || shape.superlative !== undefined);
    const ofValue = next === 'of' && p <= 2 && valueHits.length > 0;
    if ((asked || withBest || ofValue) && !target && !isNumeric(h.column) && !isTemporalType(h.column.type))
      target = h;
  }
  // "the most common number of cylinders": the value that occurs most often
  const modeAt = toks.findIndex(
    (t, i) => t.word === 'common' && /^(most|least)$/.test(toks[i - 1]?.word ?? ''),
  );
  if (modeAt > 0) {
    const hit = colHits.find(
      (h) => Math.min(...h.positions) > modeAt && !conditionHits.has(h) && !groupHits.has(h),
    );
    if (hit) {
      target = hit;
      shape.dir = toks[modeAt - 1]!.word === 'most' ? 'desc' : 'asc';
      toks[modeAt]!.used = 'shape';
      toks[modeAt - 1]!.used = 'shape';
    }
  }
  let entityTarget = false;
  const personColumn = colHits.find(
    (h) =>
      !conditionHits.has(h) &&
      !groupHits.has(h) &&
      /CHAR/i.test(h.column.type) &&
      !filters.some((f) => f.column === h.column.name),
  );
  if (!target && /\bwho\b/.test(q) && filters.length && !personColumn) {
    // "who ranked first": the row's name
    const label = labelColumn(index);
    if (label && /CHAR/i.test(label.type)) {
      target = { column: label, positions: [], score: 1, alternatives: [], full: true };
      entityTarget = true;
    }
  }
  if (!target) {
    // "which car has the best mpg", "what movie …": the row, named by its label column
    const ent = toks.find(
      (t) =>
        t.used === 'entity' &&
        (/^(which|what)$/.test(toks[t.i - 1]?.word ?? '') || toks[t.i - 1]?.used === 'shape'),
    );
    const label = ent ? labelColumn(index) : undefined;
    if (ent && label && !isTemporalType(label.type)) {
      target = { column: label, positions: [ent.i], score: 1, alternatives: [], full: true };
      entityTarget = true;
    }
  }
  if (!target && /^who\b|\bwho\b/.test(q)) {
    // "who directed the most movies": the person column named by the verb, or the row's label
    target = colHits.find((h) => !conditionHits.has(h) && !groupHits.has(h) && /CHAR/i.test(h.column.type));
  }
  // time words as groups: "by month", "which year", "per weekday", "monthly"
  let timeGroup: AnalystGroup | undefined;
  let timeTarget = false;
  for (let k = 0; k < toks.length; k++) {
    const t = toks[k] as Tok;
    const prev = toks[k - 1]?.word ?? '';
    let grain = GRAIN_WORDS[t.stem];
    let part: DatePart | undefined;
    if (
      t.word === 'weekday' ||
      t.word === 'weekdays' ||
      (t.word === 'day' && toks[k + 1]?.word === 'of' && toks[k + 2]?.word === 'week')
    ) {
      part = 'weekday';
      grain = undefined;
    }
    if (!grain && !part) continue;
    if (t.used && t.used !== 'column') continue;
    const explicit = /^(monthly|weekly|daily|yearly|annual|annually|quarterly)$/.test(t.word);
    // "average yearly deaths" on yearly data: the average over its rows, not a list of years
    const perRowGrain = tcol?.yearLike ? 'year' : index.timeGrain;
    if (explicit && /^(average|avg|mean|typical)$/.test(prev) && GRAIN_WORDS[t.stem] === perRowGrain) {
      t.used = 'group';
      continue;
    }
    const grouped =
      GROUP_BEFORE.has(prev) ||
      (prev === 'the' && GROUP_BEFORE.has(toks[k - 2]?.word ?? '')) ||
      (prev === 'each' && toks[k - 2]?.word === 'for');
    // "which model year": one unplaced word between which and the time word
    const spaced =
      /^(which|what)$/.test(toks[k - 2]?.word ?? '') &&
      !!toks[k - 1] &&
      !toks[k - 1]!.used &&
      !FUNCTION_WORDS.has(prev);
    const which =
      spaced ||
      /^(which|what)$/.test(prev) ||
      (prev === 'the' && /^(which|what)$/.test(toks[k - 2]?.word ?? '')) ||
      /^(busiest|best|worst|peak|highest|lowest|hottest|coldest|wettest|driest|windiest|quietest|slowest|strongest|weakest)$/.test(
        prev,
      );
    if (!explicit && !grouped && !which && !(t.word === 'weekday')) continue;
    if (!tcol) continue;
    const ofYear = toks[k + 1]?.word === 'of' && toks[k + 2]?.word === 'year';
    const col = tcol.name;
    if (tcol.yearLike) {
      if (grain !== 'year') continue;
      timeGroup = { column: col };
    } else if (!isTemporalType(tcol.type)) continue;
    else if (part) timeGroup = { column: col, part };
    else if (grain === 'year') timeGroup = { column: col, part: 'year' };
    else if (grain === 'month' || grain === 'quarter') {
      const levelish =
        shape.superlative !== undefined ||
        /\b(average|avg|mean|typical|median|percentage|percent|share)\b/.test(q) ||
        colHits.some((h) => isNumeric(h.column) && isLevel(h.column) && !conditionHits.has(h));
      const monthOf = toks[k + 1]?.word === 'of' && toks[k + 2] !== undefined && !isYear(toks[k + 2]);
      // a "month" of monthly data is one of its periods ("in which month was ibm cheapest")
      const periodic = index.timeGrain === grain;
      const calendar =
        ofYear ||
        monthOf ||
        /\bcalendar month\b/.test(q) ||
        (!explicit && multiYear && !periodic && (levelish || which) && !/\bover time\b|\btrend\b/.test(q));
      timeGroup = calendar ? { column: col, part: grain } : { column: col, grain };
    } else if (grain === 'day' && which && tcol.uniqueness < 0.8) timeGroup = { column: col, grain: 'day' };
    else if (grain === 'day' && which) timeGroup = undefined;
    else timeGroup = { column: col, grain };
    t.used = 'group';
    if (prev && (GROUP_BEFORE.has(prev) || /^(which|what)$/.test(prev))) toks[k - 1]!.used = 'group';
    if (ofYear || (toks[k + 1]?.word === 'of' && grain === 'month' && timeGroup?.part === 'month')) {
      toks[k + 1]!.used = 'group';
      if (ofYear || toks[k + 2]?.used === 'column' || /^(release|sale|order)$/.test(toks[k + 2]?.stem ?? ''))
        toks[k + 2]!.used = 'group';
    }
    if (which) timeTarget = true;
    if (spaced) toks[k - 1]!.used = 'group';
    if (grain === 'day' && which && !timeGroup) {
      // "which day was the hottest": the row itself
      timeTarget = true;
      target = { column: tcol, positions: [k], score: 1, alternatives: [], full: true };
    }
    break;
  }
  if (!timeGroup && tcol && /\b(by|per|each|every) decade\b|\bdecades?\b/.test(q)) {
    timeGroup = { column: tcol.name, part: 'decade' };
    for (const t of toks)
      if (/^decades?$/.test(t.word) || (t.word === 'per' && toks[t.i + 1]?.word === 'decade'))
        t.used = 'group';
  }
  if (!timeGroup && !target && tcol && /^when\b|\bwhen (was|did|were|is)\b|\band when\b|\bwhen\s*$/.test(q)) {
    // "when was apple stock at its peak": the date of the extreme
    timeTarget = true;
    if (tcol.uniqueness >= 0.8 || tcol.yearLike)
      target = { column: tcol, positions: [], score: 1, alternatives: [], full: true };
    else timeGroup = isTemporalType(tcol.type) ? { column: tcol.name, grain: 'day' } : { column: tcol.name };
    for (const t of toks) if (t.word === 'when') t.used = 'group';
  }
  if (timeGroup) groups.push(timeGroup);
  for (const h of groupHits) {
    if (isTemporalType(h.column.type)) {
      if (!groups.some((g) => g.column === h.column.name))
        groups.push({ column: h.column.name, grain: 'day' });
    } else if (!groups.some((g) => g.column === h.column.name && !g.part && !g.grain))
      groups.push({ column: h.column.name });
  }

  // 7. measures
  const percentile = percentileOf(q);
  let explicitAgg: AnalystMeasure['fn'] | undefined;
  const aggMatch = AGG_WORDS.find(([re]) => re.test(q));
  if (aggMatch) explicitAgg = aggMatch[1];
  // "max number of seats" is the maximum of seats, not a count
  const extremeOf =
    /\b(max|maximum|highest|largest|min|minimum|lowest|smallest) (number|count|amount) of\b/.exec(q);
  if (extremeOf) explicitAgg = /^(max|maximum|highest|largest)$/.test(extremeOf[1] as string) ? 'max' : 'min';
  // in a ranking of groups, "highest"/"lowest" order the groups; the measure keeps its own aggregation
  const ranking = (target !== undefined || groups.length > 0) && !extremeOf;
  // …but for a level ("which symbol had the lowest price") the extreme is the measure
  const rankingWord =
    ranking &&
    (explicitAgg === 'max' || explicitAgg === 'min') &&
    WEAK_EXTREME.test(q) &&
    !STRONG_EXTREME.test(q);
  const measureHits = colHits.filter(
    (h) =>
      !conditionHits.has(h) &&
      !groupHits.has(h) &&
      h !== target &&
      (isNumeric(h.column) || h.column.flagTrue !== undefined),
  );
  const countWords =
    /\b(how many|number of|count|count of|how often|frequency)\b/.test(
      byNumberOfGroup ? q.replace(/\b(by|per|each|every|across|among) (the )?(number|count) of\b/g, '') : q,
    ) && !extremeOf;
  const measures: AnalystMeasure[] = [];
  const clarifyAlternatives: { hit: ColumnHit; options: IndexedColumn[] }[] = [];
  let superColumn: IndexedColumn | undefined;
  let superAmbiguous: IndexedColumn[] | undefined;
  // a rank or chart position is best when lowest: "the highest chart position" is number 1
  const rankLike = (c: IndexedColumn | undefined) =>
    !!c && c.words.some((w) => /^(rank|ranking|position|place|seed)$/.test(w));
  const flipRank = /\b(highest|best|top|peak|lowest|worst)\b/.test(q);
  if (shape.superlative && shape.superlative.concept.length) {
    const candidates = conceptColumns(index, shape.superlative.concept);
    const named = candidates.find((c) => colHits.some((h) => h.column === c));
    superColumn = named ?? conceptColumn(index, shape.superlative.concept, shape.superlative.prefer);
    if (!named && !shape.superlative.prefer && candidates.length > 1) superAmbiguous = candidates;
    if (!superColumn && !shape.superlative.count)
      notes.push(`"${shape.superlative.word}" (no matching column)`);
  }
  // the column a superlative ranks by is not also a measure ("the lowest-rated movie (by IMDB Rating)")
  const rankedBy = superColumn && measureHits.find((h) => h.column === superColumn);
  if (rankedBy) measureHits.splice(measureHits.indexOf(rankedBy), 1);
  for (const h of measureHits) {
    let column = h.column;
    if (h.alternatives.length) {
      const options = [h.column, ...h.alternatives];
      const prefer =
        shape.superlative?.prefer ??
        (explicitAgg === 'max'
          ? 'max'
          : explicitAgg === 'min'
            ? 'min'
            : explicitAgg === 'avg'
              ? 'avg'
              : undefined);
      const chosen = prefer ? options.find((c) => c.words.includes(prefer)) : undefined;
      if (chosen) column = chosen;
      else clarifyAlternatives.push({ hit: h, options });
    }
    let fn: AnalystMeasure['fn'] = defaultAggregation(column);
    // "max temperature" names the column temp_max; say "highest max temperature" to get its maximum
    const consumed = h.positions.map((p) => toks[p]?.canon);
    const explicitHere =
      explicitAgg &&
      !(
        consumed.includes(explicitAgg) &&
        AGG_WORDS.filter(([re]) => re.test(q)).length === 1 &&
        !/\b(highest|lowest|largest|smallest|biggest|greatest)\b/.test(q)
      )
        ? explicitAgg
        : undefined;
    if (percentile !== undefined) fn = 'percentile';
    else if (explicitHere && rankingWord && !isLevel(column)) fn = defaultAggregation(column);
    else if (explicitHere && explicitHere !== 'count_distinct') fn = explicitHere;
    else if (explicitHere === 'count_distinct') fn = 'count_distinct';
    else if (
      !explicitAgg &&
      h.full &&
      /^(what|whats)\b.*\b(the )?(max|min)\b/.test(q) &&
      consumed.some((c) => c === 'max' || c === 'min') &&
      !groups.length &&
      !target
    )
      fn = consumed.includes('max') ? 'max' : 'min';
    // "retail trade employment", "the population of …": a quantity standing at each date is a level,
    // averaged over a period rather than added up month after month
    const stockWord = [toks[Math.min(...h.positions) - 1], toks[Math.max(...h.positions) + 1]].find(
      (t) => t && (!t.used || t.used === 'entity') && STOCK_WORDS.test(t.word),
    );
    if (stockWord && fn === 'sum' && !explicitHere && column.flagTrue === undefined) {
      fn = 'avg';
      stockWord.used = 'column';
    }
    if (
      column.flagTrue !== undefined &&
      fn === 'sum' &&
      /\b(rate|percentage|percent|share|proportion)\b/.test(q)
    )
      fn = 'avg';
    measures.push({ fn, column: column.name, ...(fn === 'percentile' ? { p: percentile } : {}) });
  }
  if (missingMeasure === 'all') {
    for (const c of index.columns) measures.push({ fn: 'missing', column: c.name });
  } else if (missingMeasure) measures.unshift({ fn: 'missing', column: missingMeasure.name });

  // "how many X": distinct X when X is a column that is not the row itself
  let countDistinct: IndexedColumn | undefined;
  if (countWords && !missingMeasure) {
    // the first column named within three words after "how many" / "number of"
    const at = toks.findIndex(
      (t, i) =>
        (t.word === 'many' && toks[i - 1]?.word === 'how') ||
        (t.word === 'of' && /^(number|count)$/.test(toks[i - 1]?.word ?? '')) ||
        t.word === 'count',
    );
    // "how many distinct car names": skip qualifiers and unplaced words, never a verb ("were released")
    let next = at + 1;
    while (
      toks[next] &&
      next - at <= 3 &&
      (/^(distinct|unique|different|separate|the|of|individual)$/.test(toks[next]!.word) ||
        toks[next]!.used === 'entity' ||
        (!toks[next]!.used && !FUNCTION_WORDS.has(toks[next]!.word)))
    )
      next++;
    const hit = colHits.find((h) => Math.min(...h.positions) === next);
    if (
      hit &&
      !isNumeric(hit.column) &&
      !conditionHits.has(hit) &&
      hit.column.uniqueness < 0.95 &&
      !groupHits.has(hit)
    )
      countDistinct = hit.column;
    else if (hit && explicitAgg === 'count_distinct' && !groupHits.has(hit)) countDistinct = hit.column;
    if (countDistinct && target?.column === countDistinct) target = undefined;
  }
  if (!countDistinct && !missingMeasure && (target || groups.length)) {
    // "which country has the most accounts": distinct accounts, when accounts name an id column
    const m = /\b(?:most|fewest|least|more|fewer)\s+(?:distinct |unique |different )?(\w+)/.exec(q);
    const nounTok = m ? toks.find((t) => t.word === m[1]) : undefined;
    const hit = nounTok ? colHits.find((h) => h.positions.includes(nounTok.i)) : undefined;
    if (hit && hit !== target && !groupHits.has(hit) && !isNumeric(hit.column) && !conditionHits.has(hit))
      countDistinct = hit.column;
  }

  // "when was apple stock at its peak": the data's only measure
  const dataMeasures = index.columns.filter(
    (c) => isNumeric(c) && c.flagTrue === undefined && !c.words.includes('id'),
  );
  if (
    measures.length === 0 &&
    !superColumn &&
    !countWords &&
    dataMeasures.length === 1 &&
    (STRONG_EXTREME.test(q) ||
      /\b(average|avg|mean|median|total|sum|cheapest|priciest|cheaper|dearer)\b/.test(q))
  ) {
    const only = dataMeasures[0] as IndexedColumn;
    const fn =
      STRONG_EXTREME.test(q) && !target && !groups.length
        ? /\b(min|minimum)\b/.test(q)
          ? 'min'
          : 'max'
        : explicitAgg && explicitAgg !== 'count_distinct'
          ? explicitAgg
          : defaultAggregation(only);
    if (timeTarget || target) {
      superColumn = only;
      shape.superlative ??= {
        concept: [],
        dir: /\b(min|minimum|lowest|cheapest)\b/.test(q) ? 'asc' : 'desc',
        word: 'peak',
      };
      shape.dir ??= shape.superlative.dir;
    } else measures.push({ fn, column: only.name });
  }
  // "first date in the data", "most recent date", "date range": the extremes of the time column
  if (measures.length === 0 && !countWords && !target && groups.length === 0 && tcol) {
    const dateWord =
      /\b(date|day|year|time|period|record|entry|observation)s?\b/.test(q) ||
      colHits.some((h) => h.column === tcol);
    const first = /\b(first|earliest|oldest|start|starting|begin\w*)\b/.test(q);
    const last = /\b(last|latest|most recent|newest|end|ending|recent)\b/.test(q);
    const range = /\b(range|span|cover|covers|period)\b/.test(q);
    if (dateWord && (first || last || range)) {
      if (first || range) measures.push({ fn: 'min', column: tcol.name });
      if (last || range) measures.push({ fn: 'max', column: tcol.name });
      for (const t of toks)
        if (
          /^(first|earliest|oldest|last|latest|recent|newest|date|range|span|start|end|period)$/.test(t.word)
        )
          t.used = 'shape';
    }
  }

  // 8. the kind
  let kind: AnalystQuery['kind'] = 'aggregate';
  let order: AnalystQuery['order'];
  let limit: number | undefined;
  let columns: string[] | undefined;
  let condition: AnalystFilter[] | undefined;
  let pair: [string, string] | undefined;

  const wantsPercent =
    flagRate ||
    ((/\b(percentage|percent|proportion|fraction|share|ratio|how often|what part)\b/.test(q) ||
      /(^|\s)%|%\s+of\b/.test(q)) &&
      !measureHits.some((h) => h.column.words.some((w) => w === 'pct' || w === 'rate' || w === 'share')));
  const wantsCorrelation =
    /\b(correlat\w*|relationship|relate|related|relation|associated|association|depend|linked)\b/.test(q);

  if (wantsCorrelation) {
    const nums = colHits.filter((h) => isNumericType(h.column.type)).map((h) => h.column.name);
    if (superColumn && !nums.includes(superColumn.name)) nums.push(superColumn.name);
    if (nums.length >= 2) {
      kind = 'correlation';
      pair = [nums[0] as string, nums[1] as string];
      measures.length = 0;
      groups.length = 0;
    }
  }
  if (kind === 'aggregate' && wantsPercent && !sides) {
    // the condition: filters said after "were/was/had/with/that/are" or all of them
    const split = toks.findIndex(
      (t) =>
        /^(were|was|are|is|had|have|has|with|that|which|where|got|being|came|come|comes|from)$/.test(
          t.word,
        ) && t.i > 1,
    );
    const after = (f: AnalystFilter) => {
      const pos = filterPositions(f, valueHits, flagHits, compareFilters, time, toks);
      // "… were sunny in Oslo": a value after in/for/at/among scopes the rows, it is not the condition
      const scoped =
        pos.length > 0 && /^(in|for|at|among|across|within)$/.test(toks[Math.min(...pos) - 1]?.word ?? '');
      return split >= 0 && pos.length > 0 && Math.min(...pos) > split && !scoped;
    };
    let cond = filters.filter(after);
    if (cond.length === 0)
      cond = filters.filter(
        (f) =>
          f.kind !== 'date_range' &&
          !(f.kind === 'values' && f.column === tcol?.name) &&
          f.kind !== 'date_part',
      );
    if (cond.length === 0 && filters.length) cond = [filters[filters.length - 1] as AnalystFilter];
    // "percent of months where aapl traded over 100": the category is the base, the comparison the condition
    if (cond.some((f) => f.kind === 'values') && cond.some((f) => f.kind !== 'values'))
      cond = cond.filter((f) => f.kind !== 'values');
    if (cond.length) {
      kind = 'percent';
      condition = cond;
      for (const c of cond) filters.splice(filters.indexOf(c), 1);
      const sumMeasure = measures.find((m) => m.fn === 'sum' && /\b(of|from)\b/.test(q));
      measures.length = 0;
      if (sumMeasure) measures.push(sumMeasure);
    } else if (groups.length && measures.length) {
      kind = 'share';
    }
  }

  if (kind === 'aggregate' && sides) {
    kind = 'compare';
    if (measures.length === 0) {
      const only = index.columns.filter(
        (c) => isNumeric(c) && c.flagTrue === undefined && !c.words.includes('id'),
      );
      const pick = superColumn ?? (only.length === 1 && !countWords ? only[0] : undefined);
      if (pick)
        measures.push({
          fn: explicitAgg && explicitAgg !== 'count_distinct' ? explicitAgg : defaultAggregation(pick),
          column: pick.name,
        });
      else measures.push({ fn: 'count' });
    }
  }

  if (kind === 'aggregate') {
    const rowTarget = target && (entityTarget || target.column.uniqueness >= 0.8);
    const rankColumn = measures[0]?.column
      ? index.columns.find((c) => c.name === measures[0]!.column)
      : superColumn;
    const entityAsked = toks.some((t) => t.used === 'entity') || /\b(which|what|who)\b/.test(q);
    if (countDistinct) {
      measures.length = 0;
      measures.push({ fn: 'count_distinct', column: countDistinct.name });
    }
    if (
      rowTarget &&
      rankColumn &&
      (isNumeric(rankColumn) ||
        (shape.superlative && (rankColumn.yearLike || isTemporalType(rankColumn.type)))) &&
      !countWords &&
      measures.every((m) => m.fn !== 'count')
    ) {
      // the row with the max/min: "which day was hottest", "the lowest-rated movie"
      kind = 'rows';
      order = { by: rankColumn.name, dir: shape.dir ?? (explicitAgg === 'min' ? 'asc' : 'desc') };
      limit = shape.limit ?? 1;
      columns = [target!.column.name, rankColumn.name];
      measures.length = 0;
    } else if (target && !rowTarget && (shape.dir || shape.superlative || rankColumn || countWords)) {
      // "which region has the highest revenue", "who directed the most movies"
      groups.unshift({ column: target.column.name });
      if (measures.length === 0) {
        if (superColumn && shape.superlative)
          measures.push({ fn: defaultAggregation(superColumn), column: superColumn.name });
        else if (
          /\b(best|worst|top|bottom|highest|lowest)\b/.test(q) &&
          !/\b(most|fewest|least|many|number|count)\b/.test(q) &&
          // in a table of counts, "top jobs" rank by how many each stands for
          !weightColumn(index)
        )
          return clarifyMeasure(index, question, target.column);
        else measures.push({ fn: 'count' });
      }
      order = { by: 'measure', dir: shape.dir ?? 'desc' };
      // "the cheapest item" is one; "the cheapest items", "top products" a few
      const plural = target.positions.some((p) => toks[p] && toks[p]!.word !== toks[p]!.stem);
      limit =
        shape.limit ??
        ((/\b(which|what|who|whose)\b/.test(q) || !plural) && !/\b(top|bottom)\b/.test(q) ? 1 : 5);
    } else if (
      target &&
      !rankColumn &&
      !countWords &&
      !shape.dir &&
      filters.length &&
      !isNumeric(target.column)
    ) {
      // "who directed Titanic": show the asked column of the matching rows
      kind = 'rows';
      columns = [
        ...new Set([target.column.name, ...filters.flatMap((f) => ('column' in f ? [f.column] : []))]),
      ];
      limit = 20;
    } else if (
      !target &&
      superColumn &&
      shape.superlative &&
      measures.length === 0 &&
      (entityAsked || timeTarget)
    ) {
      const label = timeTarget && tcol ? tcol : labelColumn(index, superColumn.name);
      if (groups.length && !timeTarget) {
        measures.push({
          fn: defaultAggregation(superColumn) === 'sum' ? 'sum' : 'avg',
          column: superColumn.name,
        });
        order = { by: 'measure', dir: shape.dir ?? 'desc' };
        limit = shape.limit ?? 1;
      } else if (groups.length && timeTarget) {
        measures.push({
          fn:
            explicitAgg === 'avg' || explicitAgg === 'median' || explicitAgg === 'sum'
              ? explicitAgg
              : isLevel(superColumn)
                ? 'avg'
                : defaultAggregation(superColumn),
          column: superColumn.name,
        });
        order = { by: 'measure', dir: shape.dir ?? 'desc' };
        limit = shape.limit ?? 1;
      } else if (label) {
        kind = 'rows';
        order = { by: superColumn.name, dir: shape.superlative.dir };
        limit = shape.limit ?? 1;
        columns = [label.name, superColumn.name];
      }
    } else if (!target && superColumn && measures.length === 0) {
      measures.push({ fn: shape.superlative?.dir === 'asc' ? 'min' : 'max', column: superColumn.name });
    } else if (target && rowTarget && measures.length === 0 && !countWords && shape.dir) {
      // "which movie has the most votes" where votes was read as a condition: fall back to label
      const numericCol = colHits.find((h) => isNumeric(h.column))?.column;
      if (numericCol) {
        kind = 'rows';
        order = { by: numericCol.name, dir: shape.dir };
        limit = shape.limit ?? 1;
        columns = [target.column.name, numericCol.name];
      }
    }
    // "list airports in anchorage", "show the movies by Spielberg": the rows themselves
    if (
      kind === 'aggregate' &&
      measures.length === 0 &&
      !countWords &&
      !groups.length &&
      filters.length &&
      /^(list|show|give|display|find)\b/.test(q)
    ) {
      kind = 'rows';
      limit = 50;
    }
    if (kind === 'aggregate' && measures.length === 0) {
      if (countWords || groups.length || filters.length || toks.some((t) => t.used === 'entity'))
        measures.push({ fn: 'count' });
    }
    if (kind === 'aggregate' && groups.length && !order && (shape.dir || shape.limit)) {
      const timeOnly = groups.every((g) => g.grain || g.part);
      if (
        !timeOnly ||
        timeTarget ||
        shape.limit ||
        /\b(busiest|peak|most|least|highest|lowest|best|worst)\b/.test(q)
      ) {
        order = { by: 'measure', dir: shape.dir ?? 'desc' };
        limit = shape.limit ?? (/\b(which|what)\b/.test(q) || timeTarget ? 1 : undefined);
      }
    }
    if (kind === 'aggregate' && !groups.length && shape.limit && measures.length) {
      // "top 5 movies by gross": the rows themselves
      const m = measures[0] as AnalystMeasure;
      const label = labelColumn(index, m.column);
      if (m.column && label) {
        kind = 'rows';
        order = { by: m.column, dir: shape.dir ?? 'desc' };
        limit = shape.limit;
        columns = [label.name, m.column];
        measures.length = 0;
      }
    }
    if (
      kind === 'aggregate' &&
      !groups.length &&
      measures.length &&
      shape.dir &&
      !explicitAgg &&
      !countWords
    ) {
      const m = measures[0] as AnalystMeasure;
      if (
        (m.fn === 'avg' || m.fn === 'sum') &&
        /\b(highest|lowest|largest|smallest|biggest|most|least|max|min|maximum|minimum)\b/.test(q)
      )
        m.fn = shape.dir === 'asc' ? 'min' : 'max';
    }
  }

  // A table whose rows each stand for many things ("count", "n", "frequency" column): counting
  // them means adding that column up, unless rows are asked for or the count column is the condition.
  const weight = weightColumn(index);
  const weighted =
    weight !== undefined &&
    !/\b(rows?|records?|entries|lines)\b/.test(q) &&
    ![...filters, ...(condition ?? [])].some((f) => 'column' in f && f.column === weight.name);
  if (weight && weighted) {
    for (const [i, m] of measures.entries())
      if (m.fn === 'count' && !m.column) measures[i] = { fn: 'sum', column: weight.name };
    if (kind === 'percent' && measures.length === 0) measures.push({ fn: 'sum', column: weight.name });
  }
  const countsUnit = (w: string) =>
    /^(people|persons|person)$/.test(w) ||
    (weighted && /^(workers?|employees?|individuals?|members?|cases|things|units)$/.test(w));

  // 9. what was left unplaced
  const ignored = toks
    .filter(
      (t) =>
        !t.used &&
        !FUNCTION_WORDS.has(t.word) &&
        !FUNCTION_WORDS.has(t.stem) &&
        !/^\d+(\.\d+)?(st|nd|rd|th|%)?$/.test(t.word) &&
        t.word.length > 1,
    )
    .filter((t) => !SHAPE_WORDS.test(t.word) && !FILLER_VERBS.has(t.word))
    // "how many people died": people count the measure itself
    .filter((t) => !(countsUnit(t.word) && measures.some((m) => m.column)))
    // "deaths from disease", "died of wounds": the unit of the column named right after
    .filter(
      (t) =>
        !(
          /^(deaths?|died|dead|killed|fatalities|casualties|victims)$/.test(t.word) &&
          /^(from|of|by|due)$/.test(toks[t.i + 1]?.word ?? '') &&
          toks[t.i + 2]?.used === 'column' &&
          measures.some((m) => m.column)
        ),
    )
    .map((t) => t.word);
  // An unplaced word where a filter value or the measure would stand changes the answer: ask.
  const pivotal = toks.filter(
    (t) =>
      ignored.includes(t.word) &&
      // "texas (TX)": a word glossed by a value right after it
      toks[t.i + 1]?.used !== 'value' &&
      // "closing price": a modifier of a column that was found
      toks[t.i + 1]?.used !== 'column' &&
      !(t.word === 'people' && measures.some((m) => m.column)) &&
      (/^(in|for|from|at|of|on|with|by)$/.test(toks[t.i - 1]?.word ?? '') ||
        /^(the|average|avg|total|mean|median|many|much|whats|what|how)$/.test(toks[t.i - 1]?.word ?? '') ||
        (toks[t.i - 1]?.word === 'of' && /^(number|amount)$/.test(toks[t.i - 2]?.word ?? ''))),
  );

  const chart = /\b(pie|donut)\b/.test(q)
    ? 'pie'
    : /\bbar (chart|graph)|\bbars?\b/.test(q)
      ? 'bar'
      : /\bline (chart|graph)\b/.test(q)
        ? 'line'
        : /\b(as a )?(chart|graph|plot|visuali[sz]e)\b/.test(q)
          ? 'auto'
          : undefined;
  const asTable = /\bas a table\b|\btable\b/.test(q) && !chart;

  // follow-ups: modify the previous query
  // an unmarked short question that names its own measure ("bakery amount by month") stands alone
  const namesOwnMeasure = measures.some((m) => m.column !== undefined);
  if (followUp && previous && (markedFollowUp || !namesOwnMeasure)) {
    const merged = mergeFollowUp(previous, {
      measures,
      filters,
      groups,
      kind,
      order,
      limit,
      sides,
      condition,
      columns,
      chart: asTable ? 'none' : chart,
      instead: /\binstead\b/.test(q),
      countAsked: countWords,
      only: /\b(only|just)\b/.test(q),
    });
    if (merged) return { query: merged, ignored, confidence: ignored.length ? 0.6 : 0.9 };
  }

  if (
    superAmbiguous &&
    superColumn &&
    shape.superlative &&
    !measures.some((m) => m.column && superAmbiguous!.some((c) => c.name === m.column))
  ) {
    const word = shape.superlative.word;
    return {
      ignored,
      confidence: 0.3,
      clarify: {
        question: `"${word}" could be measured by more than one column. Which one did you mean?`,
        choices: superAmbiguous
          .slice(0, 3)
          .map((c) => `${question.trim().replace(/[?.!]+$/, '')} (by ${human(c.name)})`),
      },
    };
  }
  if (unplacedConditions.length) {
    const phrase = unplacedConditions[0] as string;
    const numeric = index.columns.filter(
      (c) => isNumeric(c) && c.flagTrue === undefined && !c.words.some((w) => w === 'id' || w === 'no'),
    );
    const base = normalizeNumbers(question.trim()).replace(/[?.!]+$/, '');
    const at = base.toLowerCase().indexOf(phrase);
    const insert = (c: IndexedColumn) =>
      at >= 0
        ? `${base.slice(0, at)}with ${human(c.name)} ${base.slice(at)}`
        : `${base} (${human(c.name)} ${phrase})`;
    return {
      ignored: [phrase],
      confidence: 0.3,
      clarify: {
        question: `Which column is "${phrase}" about?`,
        choices: numeric.slice(0, 3).map(insert),
      },
    };
  }
  if (clarifyAlternatives.length) {
    const alt = clarifyAlternatives[0] as { hit: ColumnHit; options: IndexedColumn[] };
    const words = alt.hit.positions.map((p) => toks[p]?.word).join(' ');
    return {
      ignored,
      confidence: 0.3,
      clarify: {
        question: `"${words}" could mean more than one column. Which one did you mean?`,
        choices: alt.options.slice(0, 3).map((c) =>
          rewrite(
            question,
            alt.hit.positions.map((p) => toks[p]!.word),
            human(c.name),
          ),
        ),
      },
    };
  }

  const placedSomething =
    colHits.length + valueHits.length + flagHits.length + filters.length + groups.length > 0 ||
    countWords ||
    superColumn;
  if (kind === 'aggregate' && measures.length === 0) {
    return clarifyUnplaced(
      index,
      question,
      ignored,
      placedSomething ? 'I understood part of your question but not what to compute.' : undefined,
    );
  }
  if (!placedSomething) return clarifyUnplaced(index, question, ignored);

  if (flipRank) {
    const col = (name: string | undefined) => index.columns.find((c) => c.name === name);
    const flip = (d: 'asc' | 'desc'): 'asc' | 'desc' => (d === 'asc' ? 'desc' : 'asc');
    if (kind === 'rows' && order && rankLike(col(order.by))) order = { ...order, dir: flip(order.dir) };
    const m0 = measures[0];
    if (kind === 'aggregate' && m0 && rankLike(col(m0.column))) {
      if (order && order.by === 'measure') order = { ...order, dir: flip(order.dir) };
      if (m0.fn === 'max' || m0.fn === 'min') measures[0] = { ...m0, fn: m0.fn === 'max' ? 'min' : 'max' };
    }
  }
  // the same grouping said twice ("which year … by year") is one
  for (let i = groups.length - 1; i > 0; i--)
    if (
      groups
        .slice(0, i)
        .some(
          (g) => g.column === groups[i]!.column && g.grain === groups[i]!.grain && g.part === groups[i]!.part,
        )
    )
      groups.splice(i, 1);
  // Rankings and shares leave out rows that are totals of the others ("All natural disasters", "World")
  const totalsOf = (column: string) =>
    [...(index.columns.find((c) => c.name === column)?.values.values() ?? [])].filter((v) =>
      /^(all\b|total\b|overall\b|grand total\b|world$|everything$)/i.test(v),
    );
  const splitColumns =
    kind === 'aggregate' && order && limit
      ? groups.filter((g) => !g.grain && !g.part).map((g) => g.column)
      : kind === 'share'
        ? groups.map((g) => g.column)
        : kind === 'percent'
          ? (condition ?? []).flatMap((f) => (f.kind === 'values' && !f.negate ? [f.column] : []))
          : [];
  for (const column of new Set(splitColumns)) {
    if (filters.some((f) => f.column === column)) continue;
    const totals = totalsOf(column).filter(
      (v) => !(condition ?? []).some((f) => f.kind === 'values' && f.values.includes(v)),
    );
    if (totals.length) filters.push({ kind: 'values', column, values: totals, negate: true });
  }
  // Two groups or periods of a measurement whose name says neither amount nor level ("penicillin"
  // with fractional values): their totals and their averages differ, so ask which one.
  const vague = measures.find((m) => {
    const c = index.columns.find((x) => x.name === m.column);
    return m.fn === 'sum' && !explicitAgg && c !== undefined && unknownRole(c);
  });
  if (vague?.column && (kind === 'compare' || (kind === 'aggregate' && groups.length > 0))) {
    const base = question.trim().replace(/[?.!]+$/, '');
    const name = human(vague.column);
    return {
      ignored,
      confidence: 0.4,
      clarify: {
        question: `Should I add up ${name} or average it?`,
        choices: ['average', 'total'].map((agg) => {
          const at = base.toLowerCase().indexOf(name.toLowerCase());
          return at >= 0 ? `${base.slice(0, at)}${agg} ${base.slice(at)}` : `${agg} ${name}: ${base}`;
        }),
      },
    };
  }
  const query: AnalystQuery = {
    dataset,
    kind,
    measures,
    filters,
    groupBy: groups,
    ...(order ? { order } : {}),
    ...(limit ? { limit } : {}),
    ...(columns ? { columns } : {}),
    ...(condition ? { condition } : {}),
    ...(sides ? { sides } : {}),
    ...(pair ? { pair } : {}),
    ...(chart ? { chart } : asTable ? { chart: 'none' as const } : {}),
  };
  const contentWords = toks.filter((t) => !FUNCTION_WORDS.has(t.word)).length;
  const placed = toks.filter(
    (t) => t.used === 'column' || t.used === 'value' || t.used === 'flag' || t.used === 'entity',
  ).length;
  const confidence = ignored.length === 0 ? 1 : Math.max(0.2, 1 - ignored.length / Math.max(1, contentWords));
  // Too much left unplaced: rather ask than answer a different question.
  if (ignored.length >= 2 && confidence < 0.5)
    return clarifyUnplaced(index, question, ignored, 'I could not place several words of your question.');
  const onlyRows =
    kind === 'aggregate' &&
    measures.every((m) => m.fn === 'count' && !m.column) &&
    !countWords &&
    !/\b(most|fewest|least|more|fewer)\b/.test(q);
  if (pivotal.length || (onlyRows && ignored.length)) return clarifyUnplaced(index, question, ignored);
  if (notes.length) ignored.push(...notes);
  return { query, ignored, confidence, placed };
}

/** Verbs that only carry the sentence ("how many movies were made", "came out in 2005"). */
const FILLER_VERBS = new Set(
  'win won wins winning earned earn received achieved managed took made make came come out built released release reached reach certified recorded happen happened exist exists listed included contain contains appear appears reported occur occurred took went go goes get gets got there ones overall altogether anyway please thanks ok okay hey hi'.split(
    ' ',
  ),
);

const SHAPE_WORDS =
  /^(forecast\w*|predict\w*|projection|next|coming|upcoming|trends?|outliers?|anomal\w*|unusual|spikes?|seasonal\w*|evolve[sd]?|evolution|patterns?|avg|average|mean|sum|total|max|min|maximum|minimum|count|higher|lower|bigger|smaller|larger|more|less|fewer|greater|better|worse|traded|trade|trades|correlat\w*|relationship|relate[sd]?|relation|associated|association|depend\w*|linked|percentages?|percent|proportion|fraction|share|often|frequency|median|percentile|quartile|deviation|standard|stdev|stddev|variability|spread|typical|typically|combined|altogether|cumulative|overall|greatest|peak|highest|lowest|fewest|smallest|largest|biggest|most|least|top|bottom|first|last|chart|graph|plot|pie|donut|bar|bars|line|visuali[sz]e|table|instead|only|just|same|distinct|unique|different|compare|vs|versus|difference|between|change|missing|null|empty|blank|rows?|records?|entries|values?|much|many|show|list|give|tell|what|which|who|whose|where|when|how|ok|okay|thanks|please)$/;

function filterPositions(
  f: AnalystFilter,
  values: ValueHit[],
  flags: { column: IndexedColumn; positions: number[] }[],
  compares: { filter: AnalystFilter; hit?: ColumnHit; at?: number[] }[],
  _time: TimeSpec,
  toks: Tok[],
): number[] {
  if (f.kind === 'values') {
    const v = values.find((h) => h.column.name === f.column);
    if (v) return v.positions;
    const fl = flags.find((h) => h.column.name === f.column);
    if (fl) return fl.positions;
  }
  const c = compares.find((x) => x.filter === f);
  if (c) return c.hit ? c.hit.positions : (c.at ?? []);
  if (
    f.kind === 'date_range' ||
    f.kind === 'date_part' ||
    (f.kind === 'values' && typeof f.values[0] === 'number')
  )
    return toks.filter((t) => t.used === 'time').map((t) => t.i);
  return [];
}

/** The question with `words` replaced by `by` (for clarifying choices). */
function rewrite(question: string, words: string[], by: string): string {
  let out = question.trim().replace(/[?.!]+$/, '');
  const phrase = words.join(' ');
  const re = new RegExp(`\\b${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i');
  out = re.test(out) ? out.replace(re, by) : `${out} (${by})`;
  return out;
}

interface Delta {
  measures: AnalystMeasure[];
  filters: AnalystFilter[];
  groups: AnalystGroup[];
  kind: AnalystQuery['kind'];
  order?: AnalystQuery['order'];
  limit?: number;
  sides?: AnalystQuery['sides'];
  condition?: AnalystFilter[];
  columns?: string[];
  chart?: AnalystQuery['chart'];
  instead: boolean;
  only: boolean;
  countAsked: boolean;
}

/** Applies a follow-up's pieces to the previous query: new filters replace those on the same column. */
function mergeFollowUp(prev: AnalystQuery, d: Delta): AnalystQuery | undefined {
  const next: AnalystQuery = structuredClone(prev);
  const changed =
    d.measures.length +
    d.filters.length +
    d.groups.length +
    (d.chart ? 1 : 0) +
    (d.sides ? 1 : 0) +
    (d.order ? 1 : 0);
  if (changed === 0) return undefined;
  if (d.kind !== 'aggregate' && d.kind !== prev.kind) return undefined;
  // a count the follow-up did not ask for is only the parser's default ("by year instead")
  const defaultCount =
    d.measures.length === 1 && d.measures[0]!.fn === 'count' && !d.measures[0]!.column && !d.countAsked;
  if (d.measures.length && !defaultCount) next.measures = d.measures;
  const sameColumn = (a: AnalystFilter, b: AnalystFilter) =>
    a.column === b.column || (isTimeFilter(a) && isTimeFilter(b));
  for (const f of d.filters) {
    next.filters = next.filters.filter((g) => !sameColumn(g, f));
    if (next.condition) next.condition = next.condition.filter((g) => !sameColumn(g, f));
    if (next.sides && next.sides.some((s) => s.filters.some((g) => sameColumn(g, f)))) delete next.sides;
    next.filters.push(f);
  }
  if (next.kind === 'compare' && !next.sides) next.kind = 'aggregate';
  if (d.groups.length) {
    next.groupBy =
      d.instead || prev.groupBy.length === 0
        ? d.groups
        : [...prev.groupBy.filter((g) => !d.groups.some((h) => h.column === g.column)), ...d.groups];
    if (d.instead) next.groupBy = d.groups;
  }
  // a filter on the grouped column turns "by symbol" + "only for MSFT" into one group
  if (d.sides) {
    next.sides = d.sides;
    next.kind = 'compare';
  }
  if (d.order) next.order = d.order;
  if (d.limit) next.limit = d.limit;
  if (d.chart) next.chart = d.chart;
  return next;
}

const isTimeFilter = (f: AnalystFilter) =>
  f.kind === 'date_range' ||
  f.kind === 'date_part' ||
  (f.kind === 'values' &&
    typeof f.values[0] === 'number' &&
    Number(f.values[0]) >= 1800 &&
    Number(f.values[0]) <= 2100);

/** Concrete questions built from the data's real columns and values. */
export function exampleQuestions(index: DatasetIndex): string[] {
  const numeric = index.columns.filter(
    (c) =>
      isNumeric(c) &&
      c.flagTrue === undefined &&
      !c.words.some((w) => w === 'id' || w === 'no' || w === 'num'),
  );
  const dims = index.columns
    .filter((c) => /CHAR|BOOL/i.test(c.type) && c.values.size > 1 && c.values.size <= 50)
    .sort((a, b) => a.values.size - b.values.size);
  const out: string[] = [];
  const m = numeric[0];
  const m2 = numeric[1];
  const d = dims[0];
  const agg = (c: IndexedColumn) => (defaultAggregation(c) === 'avg' ? 'average' : 'total');
  if (m && d) out.push(`${agg(m)} ${human(m.name)} by ${human(d.name)}`);
  if (m && index.timeColumn) out.push(`${agg(m)} ${human(m.name)} by year`);
  if (m && d) {
    const v = [...d.values.values()][0];
    if (v) out.push(`how many rows have ${human(d.name)} ${v}?`);
  }
  if (m) out.push(`highest ${human(m.name)}`);
  if (m && m2) out.push(`correlation between ${human(m.name)} and ${human(m2.name)}`);
  if (out.length < 3) out.push(`how many rows are there?`);
  return out.slice(0, 4);
}

/** "which stock is the best": best by what? Choices from the data's measures. */
function clarifyMeasure(index: DatasetIndex, question: string, target: IndexedColumn): Parsed {
  const numeric = index.columns.filter(
    (c) => isNumeric(c) && c.flagTrue === undefined && !c.words.includes('id'),
  );
  const base = question.trim().replace(/[?.!]+$/, '');
  const choices = [
    ...numeric
      .slice(0, 2)
      .map((c) => `${base} by ${defaultAggregation(c) === 'avg' ? 'average' : 'total'} ${human(c.name)}`),
    `which ${human(target.name)} has the most rows`,
  ];
  return { ignored: [], confidence: 0.3, clarify: { question: `Best by which measure?`, choices } };
}

function clarifyEmpty(index: DatasetIndex, why: string): Parsed {
  return {
    ignored: [],
    confidence: 0,
    clarify: {
      question: `${why} What would you like to know about ${index.info.name}?`,
      choices: exampleQuestions(index).slice(0, 3),
    },
  };
}

function clarifyUnplaced(index: DatasetIndex, question: string, ignored: string[], lead?: string): Parsed {
  const shown = ignored
    .slice(0, 4)
    .map((w) => `"${w}"`)
    .join(', ');
  const nonAscii = (question.match(/[^ -~\s]/g) ?? []).length > question.length * 0.15;
  const why = nonAscii
    ? 'I read questions in English and could not place the words of this one.'
    : (lead ??
      (shown
        ? `I could not match ${shown} to the columns or values of ${index.info.name}.`
        : `I could not match your question to ${index.info.name}.`));
  // choices: the columns closest to the unplaced words, else example questions
  const choices: string[] = [];
  for (const w of ignored) {
    const near = index.columns
      .map((c) => ({
        c,
        d: Math.min(
          ...c.words.map((x) => (x.length >= 3 && (x.startsWith(w.slice(0, 3)) || typoOf(w, x)) ? 0 : 9)),
        ),
      }))
      .filter((x) => x.d === 0)
      .slice(0, 3);
    for (const n of near)
      choices.push(
        `${defaultAggregation(n.c) === 'avg' && isNumeric(n.c) ? 'average ' : isNumeric(n.c) ? 'total ' : 'rows by '}${human(n.c.name)}`,
      );
  }
  for (const e of exampleQuestions(index)) if (choices.length < 3) choices.push(e);
  return {
    ignored,
    confidence: 0,
    clarify: { question: `${why} Did you mean one of these?`, choices: [...new Set(choices)].slice(0, 3) },
  };
}
