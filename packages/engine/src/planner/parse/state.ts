/**
 * What one question's parse builds up, stage after stage: the question's words (each marked by the
 * stage that placed it), the hits found in the data, and the query taking shape. `startParse` reads
 * the words, the follow-up cues, the dates and the ranking words; each later stage adds its part.
 */
import type { AnalystFilter, AnalystGroup, AnalystMeasure, AnalystQuery } from '@ai-analyst/contract';
import { canonical, FUNCTION_WORDS, root } from '../lexicon';
import { valueKey, type DatasetIndex, type IndexedColumn } from '../schema-index';
import type { ColumnHit } from './columns';
import type { FlagHit } from './flags';
import { rankingOf, type Shape } from './shape';
import { parseTime, type TimeSpec } from './time';
import { calendarWordsOfNames, rankingWordsOfNames } from './calendar-names';
import { correctTypos, expandAbbreviations, tokenizeQuestion } from './tokens';
import { mendWords } from './typos';
import type { Tok } from './types';
import type { ValueHit } from './values';

/** A condition read from the question, with the column mention and the word positions it came from. */
export interface CompareFilter {
  filter: AnalystFilter;
  hit?: ColumnHit;
  at?: number[];
}

/** Two sides of a comparison (two periods, two values, a flag and its negation). */
export type Sides = { label: string; filters: AnalystFilter[] }[];

export interface ParseState {
  question: string;
  index: DatasetIndex;
  previous: AnalystQuery | undefined;
  toks: Tok[];
  /** The question's words joined by spaces, after abbreviations and typos are mended. */
  q: string;
  dataset: string;
  /** Words of the dataset's name (with their canonical forms and roots). */
  datasetWords: Set<string>;
  /** The question opens as a follow-up ("and for 2015", "what about …", "… instead"). */
  markedFollowUp: boolean;
  /** The question leans on the previous query of the same dataset. */
  followUp: boolean;
  time: TimeSpec;
  shape: Shape;
  valueHits: ValueHit[];
  flagHits: FlagHit[];
  /** "cancellation rate": the share of rows with a flag is asked. */
  flagRate: boolean;
  /** "union vs non union": a flag and its negation, compared. */
  flagPairs: { column: IndexedColumn; word: string }[];
  colHits: ColumnHit[];
  /** The data's time column the question refers to. */
  tcol: IndexedColumn | undefined;
  filters: AnalystFilter[];
  /** Parts of the question the data cannot answer (asked about before answering). */
  notes: string[];
  numericHits: ColumnHit[];
  compareFilters: CompareFilter[];
  /** Conditions said without a column ("players under 25"). */
  unplacedConditions: string[];
  /** Column mentions used by a condition, not as a measure or a group. */
  conditionHits: Set<ColumnHit>;
  missingMeasure: IndexedColumn | 'all' | undefined;
  /** A compare or change word is said ("vs", "grew", "difference"). */
  compareWords: boolean;
  years: number[];
  sides: Sides | undefined;
  groups: AnalystGroup[];
  groupHits: Set<ColumnHit>;
  /** The column asked for: "which X", "who", "top 5 X". */
  target: ColumnHit | undefined;
  byNumberOfGroup: boolean;
  /** The target is the rows themselves, named by their label column. */
  entityTarget: boolean;
  /** The question asks when (which period, which day). */
  timeTarget: boolean;
  percentile: number | undefined;
  explicitAgg: AnalystMeasure['fn'] | undefined;
  /** "max number of seats": the extreme of an amount, not a count. */
  extremeOf: RegExpExecArray | null;
  /** "highest"/"lowest" order groups rather than take the extreme of the measure. */
  rankingWord: boolean;
  measureHits: ColumnHit[];
  countWords: boolean;
  measures: AnalystMeasure[];
  clarifyAlternatives: { hit: ColumnHit; options: IndexedColumn[] }[];
  /** The column a superlative ranks by. */
  superColumn: IndexedColumn | undefined;
  superAmbiguous: IndexedColumn[] | undefined;
  /** A rank-like column is best when lowest: "highest position" means number 1. */
  flipRank: boolean;
  countDistinct: IndexedColumn | undefined;
  /** The data's measures (numeric columns that are neither flags nor ids). */
  dataMeasures: IndexedColumn[];
  kind: AnalystQuery['kind'];
  order: AnalystQuery['order'];
  limit: number | undefined;
  columns: string[] | undefined;
  condition: AnalystFilter[] | undefined;
  pair: [string, string] | undefined;
  /** Rows stand for many things each, and counting them adds up the weight column. */
  weighted: boolean;
  /** Content words no stage placed. */
  ignored: string[];
  /** Unplaced words where a filter value or the measure would stand. */
  pivotal: Tok[];
  chart: 'pie' | 'bar' | 'line' | 'auto' | undefined;
  asTable: boolean;
}

/**
 * Openings of a question that stands on its own: a question word, an aggregation or a ranking. A short
 * question starting so is answered afresh rather than merged into the conversation's previous query.
 */
const STANDALONE_START =
  /^(which|what(?! about)|how(?! about)|who|whom|whose|when|where|why|is|are|was|were|did|does|do|show|list|give|find|tell|average|avg|mean|total|sum|count|number|median|max|maximum|min|minimum|top|bottom|highest|lowest|most|least)\b/;

/**
 * Reads the question's words (abbreviations expanded, typos mended), whether it follows up the
 * previous query, its dates and ranges (marked 'time') and its ranking and superlative words
 * (marked 'shape'); everything else starts empty.
 */
export function startParse(
  question: string,
  trimmed: string,
  index: DatasetIndex,
  previous: AnalystQuery | undefined,
): ParseState {
  const toks = expandAbbreviations(tokenizeQuestion(trimmed, index), index);
  correctTypos(toks, index);
  mendWords(toks, index);
  const q = toks.map((t) => t.word).join(' ');
  const dataset = index.info.name;
  const datasetWords = new Set(
    valueKey(dataset)
      .split(' ')
      .flatMap((w) => [w, canonical(w), root(w)]),
  );
  const markedFollowUp =
    /^(and|what about|how about|now|only|just|same|instead|also|but|then|ok|okay|as a|as an|show it|make it|break it|split it)\b/.test(
      q,
    ) ||
    /\binstead\b|\b(same|that|it) (for|in|by|as)\b/.test(q) ||
    // "total deaths there", "how many of those": the place or rows the previous answer was about
    /(?<!\b(is|are|was|were|be|been) )\bthere$|\b(of|among|for) (those|them|these)\b/.test(q);
  // a short fragment ("2015?", "for MSFT", "by region") leans on the previous question; a short
  // question of its own ("average temperature", "which month had the most rain") does not
  const shortFragment =
    !STANDALONE_START.test(q) && toks.filter((t) => !FUNCTION_WORDS.has(t.word)).length <= 2;
  const followUp =
    previous !== undefined && previous.dataset === dataset && (markedFollowUp || shortFragment);
  // "avg apr" over an APR column: a month's short name that is a column's whole name, with no day
  // or year beside it, is that column (held back from the dates, given back to the columns)
  const held: Tok[] = toks.filter(
    (t) =>
      !t.used &&
      /^(jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)$/.test(t.word) &&
      index.columns.some((c) => c.name.trim().toLowerCase() === t.word) &&
      ![toks[t.i - 1], toks[t.i + 1]].some((n) => n && /^\d/.test(n.word)),
  );
  // "run in summer" over a `Runs in summer` column, "born in may" over `Born in May`: a season or
  // month said inside a column's whole name, its words in order, is that column's word
  held.push(...calendarWordsOfNames(toks, index));
  for (const t of held) t.used = 'column';
  const time = parseTime(toks, index.maxDate, trimmed);
  for (const t of held) t.used = undefined;
  // shape words that must not be read as values or columns ("largest" of a `Largest city` column is none)
  const named = new Set(rankingWordsOfNames(toks, index));
  const shape = named.size
    ? rankingOf(
        toks.filter((t) => !named.has(t)),
        toks.map((t) => (named.has(t) ? '_' : t.word)).join(' '),
      )
    : rankingOf(toks, q);
  return {
    question,
    index,
    previous,
    toks,
    q,
    dataset,
    datasetWords,
    markedFollowUp,
    followUp,
    time,
    shape,
    valueHits: [],
    flagHits: [],
    flagRate: false,
    flagPairs: [],
    colHits: [],
    tcol: undefined,
    filters: [],
    notes: [],
    numericHits: [],
    compareFilters: [],
    unplacedConditions: [],
    conditionHits: new Set(),
    missingMeasure: undefined,
    compareWords: false,
    years: [],
    sides: undefined,
    groups: [],
    groupHits: new Set(),
    target: undefined,
    byNumberOfGroup: false,
    entityTarget: false,
    timeTarget: false,
    percentile: undefined,
    explicitAgg: undefined,
    extremeOf: null,
    rankingWord: false,
    measureHits: [],
    countWords: false,
    measures: [],
    clarifyAlternatives: [],
    superColumn: undefined,
    superAmbiguous: undefined,
    flipRank: false,
    countDistinct: undefined,
    dataMeasures: [],
    kind: 'aggregate',
    order: undefined,
    limit: undefined,
    columns: undefined,
    condition: undefined,
    pair: undefined,
    weighted: false,
    ignored: [],
    pivotal: [],
    chart: undefined,
    asTable: false,
  };
}
