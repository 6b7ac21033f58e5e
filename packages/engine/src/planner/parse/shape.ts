/** Column roles, aggregation words, rankings and superlatives: what shapes the query. */
import type { AnalystMeasure } from '@ai-analyst/contract';
import { isNumericType, isTemporalType } from '../../data/duck';
import { AMOUNT_WORDS, LEVEL_WORDS, root, SUPERLATIVES } from '../lexicon';
import type { DatasetIndex, IndexedColumn } from '../schema-index';
import { splitCalendarYear } from './calendar-columns';
import { initials, type ColumnHit } from './columns';
import { abbreviates } from './abbreviations';
import type { Tok } from './types';

export const isNumeric = (c: IndexedColumn) => isNumericType(c.type) && !c.yearLike;

/** Words for a quantity that stands at a moment (a level), not one that flows in over time. */
export const STOCK_WORDS =
  /^(employment|employed|population|headcount|inventory|stock|balance|level|levels|enrollment|enrolment|workforce|size|capacity)$/;

/** The one column that says how many things each row stands for: "count", "n", "frequency". */
/** Names of a column that says how many things (or what share of them) a row stands for. */
const WEIGHT_NAME = /^(count|counts|n|cnt|freq|frequency|tally|number|num|headcount|people|persons)$/i;

export function weightColumn(index: DatasetIndex): IndexedColumn | undefined {
  const found = index.columns.filter(
    (c) => isNumeric(c) && c.flagTrue === undefined && WEIGHT_NAME.test(c.name.trim()),
  );
  if (found.length === 1) return found[0];
  // "Frequency" (per thousand, in fractions) beside "Number" (whole): a count is whole
  const whole = found.filter((c) => /INT/i.test(c.type));
  return whole.length === 1 ? whole[0] : undefined;
}
/**
 * A figure per person written as a code ("pcgdp", "gdppc", "pc_income", "income_percap"): the
 * per-capita mark glued to an economic amount, or said as its own word beside one.
 */
const PER_CAPITA_CODE =
  /^(?:pc|percap)(?:gdp|gnp|gni|inc|income|exp|cons|y)$|^(?:gdp|gnp|gni|inc|income|exp|cons)(?:pc|percap)$/;
const perCapitaCode = (words: string[]) =>
  words.some((w) => PER_CAPITA_CODE.test(w) || w === 'capita' || w === 'percap') ||
  (words.includes('pc') && words.some((w) => /^(gdp|gnp|gni|inc|income|exp|cons)$/.test(w)));

/** A level (averaged): a temperature, price, rate… or any "X per Y" ratio such as miles per gallon. */
export const isLevel = (c: IndexedColumn) =>
  c.words.includes('per') ||
  perCapitaCode(c.words) ||
  c.words.some((w) => LEVEL_WORDS.has(w) || LEVEL_WORDS.has(root(w))) ||
  // a measurement with a unit that is not money nor energy delivered (kWh, both added up):
  // "Depth (m)", "Oxygen (mg/L)", "Temperature (°C)"
  (/\([^)]*\)|\[[^\]]*\]|°|\//.test(c.name) &&
    !/\$|€|£|\b(usd|eur|gbp|chf|jpy|dollars?|euros?|[kmgt]?wh)\b/i.test(c.name) &&
    // a count of things ("Good Qty (pcs)", "Picked (units)") and time a machine or line stood
    // still ("Downtime (min)") add up like amounts
    !COUNT_UNIT.test(c.name) &&
    !STANDSTILL.test(c.name));

const COUNT_UNIT =
  /[([]\s*(pcs|pieces?|units?|ea|each|items?|qty|count|#|cases?|boxes|cartons?|pallets?)\s*[)\]]/i;
const STANDSTILL = /\b(downtime|down time|outage|idle|stoppage)\b/i;

/**
 * A measurement with fractional values whose name says neither an amount nor a level
 * ("Penicillin", "reading"): summing it may be meaningless.
 */
export const unknownRole = (c: IndexedColumn) =>
  isNumeric(c) &&
  c.flagTrue === undefined &&
  /^(DOUBLE|FLOAT|REAL|DECIMAL)/i.test(c.type) &&
  !isLevel(c) &&
  // a frequency, even in fractions (% of observations), is added up like a count
  !WEIGHT_NAME.test(c.name.trim()) &&
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
  const text = index.columns.filter((c) => /CHAR/i.test(c.type) && c.name !== exclude && !romanOrdinals(c));
  // (a name most rows share, "Commonwealth Games" on twenty editions, tells no row apart)
  const eachYear = index.columns.some((c) => c.name !== exclude && c.yearLike && c.uniqueness >= 0.95);
  const named = text.filter(
    (c) =>
      c.words.some((w) => w === 'name' || w === 'title') &&
      !(eachYear && c.uniqueness < 0.5 && index.info.rowCount >= 8),
  );
  // of several name columns, the one of words rather than catalogue codes (`041314.1+281910`)
  if (named.length > 1) return [...named].sort((a, b) => codeShare(a) - codeShare(b))[0];
  if (named[0]) return named[0];
  const distinctText = [...text].sort((a, b) => b.uniqueness - a.uniqueness)[0];
  const date = index.columns.find((c) => isTemporalType(c.type) && c.name !== exclude);
  // a category of a few values ("long" / "short") does not tell rows apart; a date on every row does
  if (date && (!distinctText || (distinctText.uniqueness < 0.2 && date.uniqueness > 0.9))) return date;
  // a period code on every row (a week written 199001) names the rows of a table of periods
  const period = index.columns.find(
    (c) =>
      c.name !== exclude &&
      /INT/i.test(c.type) &&
      c.uniqueness >= 0.95 &&
      c.words.some((w) => PERIOD_CODE.test(w)),
  );
  // the year of each edition names the rows better than a text column several rows share
  const years = index.columns.find((c) => c.name !== exclude && c.yearLike && c.uniqueness >= 0.95);
  if (years && (!distinctText || distinctText.uniqueness < 0.95) && !date) return years;
  return distinctText ?? date ?? period ?? (index.columns.some(romanOrdinals) ? years : undefined);
}

/**
 * A text column of Roman numerals, one per row (`I`, `II`, … `XXIII`): the editions' running
 * numbers, which name no row the way its year or its name does.
 */
function romanOrdinals(c: IndexedColumn): boolean {
  const values = [...c.values.values()];
  return (
    c.uniqueness >= 0.95 && values.length >= 3 && values.every((v) => /^[IVXLC]+$/.test(v.trim()))
  );
}

/** The share of a text column's stored values (or cells) that are mostly digits and signs. */
function codeShare(c: IndexedColumn): number {
  const sample = [...(c.values.size ? c.values.values() : (c.cells?.values() ?? []))].slice(0, 200);
  if (!sample.length) return 0;
  return sample.filter((v) => (v.match(/[\d+.:/-]/g)?.length ?? 0) > v.length / 2).length / sample.length;
}

const PERIOD_CODE = /^(week|wk|yearweek|yyyyww|month|yyyymm|period)$/;

export function timeColumn(index: DatasetIndex, hits: ColumnHit[]): IndexedColumn | undefined {
  // a date column said in full ("lease to") before one said in part ("leases" of Lease From)
  const dated = hits.filter((h) => isTemporalType(h.column.type));
  const mentioned = (dated.find((h) => h.full) ?? dated[0])?.column;
  return (
    mentioned ??
    splitCalendarYear(index) ??
    index.columns.find((c) => c.name === index.timeColumn) ??
    index.columns.find((c) => c.yearLike)
  );
}

export function yearsSpanned(index: DatasetIndex): number {
  if (index.minDate && index.maxDate)
    return Number(index.maxDate.slice(0, 4)) - Number(index.minDate.slice(0, 4)) + 1;
  return 1;
}

export const AGG_WORDS: [RegExp, AnalystMeasure['fn'], number?][] = [
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
export const WEAK_EXTREME = /\b(highest|largest|biggest|greatest|lowest|smallest|fewest)\b/;
export const STRONG_EXTREME = /\b(maximum|max|minimum|min|peak|record)\b/;

export function percentileOf(q: string): number | undefined {
  const m = /\b(\d{1,2})(?:st|nd|rd|th)?\s*(?:percentile|pct|%ile)\b|\bp(\d{2})\b/.exec(q);
  if (m) return Number(m[1] ?? m[2]) / 100;
  if (/\b(upper|third) quartile\b/.test(q)) return 0.75;
  if (/\b(lower|first) quartile\b/.test(q)) return 0.25;
  return undefined;
}

export const GROUP_BEFORE = new Set(['by', 'per', 'each', 'every', 'across', 'among']);

export interface Shape {
  dir?: 'asc' | 'desc';
  limit?: number;
  superlative?: (typeof SUPERLATIVES)[string] & { word: string };
}

export function rankingOf(toks: Tok[], said: string): Shape {
  const shape: Shape = {};
  // a cell written with numbers and signs ("6+", "2-3": sign-cells.ts) is no count of a top N
  // "at least 2", "at most one" are bounds of a condition, never a ranking's direction or size
  const q = said
    .replace(/(?<!\S)[<>]?\d+(?:\.\d+)?(?:[-–]\d+(?:\.\d+)?|\+)(?!\S)/g, 'cell')
    .replace(/\bat (?:least|most)\b/g, 'bound');
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
    const m = /\b(most|least)\s+(expensive|popular|profitable|powerful|efficient|populous|recent)\b/.exec(q);
    if (m) {
      const s =
        SUPERLATIVES[m[2] === 'expensive' ? 'priciest' : m[2] === 'recent' ? 'latest' : (m[2] as string)];
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

export const COMPOUND_CONCEPTS: Record<string, string[]> = {
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
// looked up with words of questions and headers: no inherited keys ("constructor", "toString")
Object.setPrototypeOf(COMPOUND_CONCEPTS, null);

/** A one-word column name that is a known abbreviation of the concept's word ("wt" of weight, "dist" of distance). */
function abbreviatedName(c: IndexedColumn, word: string): boolean {
  return c.words.length === 1 && abbreviates(c.words[0] as string, word, word);
}

/** The numeric columns a concept word names; several when the data has e.g. two ratings. */
export function conceptColumns(index: DatasetIndex, concept: string[]): IndexedColumn[] {
  const numeric = index.columns.filter((c) => isNumeric(c));
  for (const word of concept) {
    const found = numeric.filter(
      (c) =>
        c.words.includes(word) ||
        initials(c) === word ||
        c.words.some((w) => w.startsWith(word) && word.length >= 4) ||
        abbreviatedName(c, word),
    );
    if (found.length) return found;
  }
  return [];
}

export function conceptColumn(
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
        c.words.some((w) => w.startsWith(word) && word.length >= 4) ||
        abbreviatedName(c, word),
    );
    if (found.length) {
      if (prefer) return found.find((c) => c.words.includes(prefer)) ?? found[0];
      return found.find((c) => !c.words.includes('min')) ?? found[0];
    }
  }
  return undefined;
}
