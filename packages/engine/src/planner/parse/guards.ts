/**
 * Checks on a finished parse before it runs: the typed query must still be the question's shape.
 * When a word that decides the shape (a ranking, "on average", "how many", a correlation, a
 * relative period, arithmetic between columns) left no trace in the query, or the query sums an
 * identifier, or a follow-up has nothing to follow, the reply is one clarifying question instead
 * of a confident answer to another question. Two filters that cannot both hold ("january vs
 * july", "innies vs outies") become the two sides of a comparison.
 */
import type { AnalystMeasure, AnalystQuery } from '@ai-analyst/contract';
import { isTemporalType } from '../../data/duck';
import { human } from '../../tools/format';
import { pointsAtThing, pointsPastEveryRow } from './trailing-pronoun';
import type { DatasetIndex, IndexedColumn } from '../schema-index';
import { exampleQuestions } from './clarify';
import { identifierLike } from './identifiers';
import { readSummedIdentifier } from './identifier-measures';
import { askRankedByItself } from './ranked-by-itself';
import { askSummedPositions } from './summed-positions';
import { isLevel, isNumeric, weightColumn } from './shape';
import { RANKING, ask, checkShape } from './shape-checks';
import { askWhichValue } from './ambiguous-value';
import { asComparison, rateAsComparison } from './two-filters';
import { askAboutTime } from './time-honesty';
import { askOneRowCount, askOneRowShare } from './one-row-count';
import { readOneRowGroups } from './one-row-groups';
import { askOutOfRange, numberConditions, percentAsFraction } from './out-of-range';
import { moveFarNumber } from './far-number';
import { declineUnheldMeasure } from './unheld-measure';
import { chronologicalSides } from './business-guards';
import type { Parsed } from './types';

/** A question that continues an earlier one ("and in 2005?", "what about mining?"). */
const FOLLOW_UP_START = /^(and|what about|how about|same for|same but|now for|then for)\b/;
const COUNT_WORDS = /\b(how many|count|number of|no\. of|#)\b/;
/** A question ending on an earlier answer as its subject: "how many days was that", "which month is it". */
const POINTS_BACK = /\b(was|is) (that|it|this)\s*\??\s*$/;
/** Pronouns standing for the rows an earlier answer was about: "of their", "of them", "those". */
const PRONOUN_BACK = /\b(their|them|those|these|they)\b/;
/** A correlation asked for, typos included ("corelation", "correlaton"). */
const CORRELATION = /\bcorr\b|\bcorr?e?l+at\w*|\brelationship between\b/;
/**
 * Whether the question asks for a correlation (then no reading of cells answers it): the word, or
 * a bare "corr" opening the question or before "between / of / with" (not a place named Corr).
 */
const ASKS_CORRELATION = /\bcorr?e?l+at\w*|\brelationship between\b|^\s*corr\b|\bcorr\s+(?:between|of|with|btw|among)\b/;
export const asksCorrelation = (question: string): boolean => ASKS_CORRELATION.test(question.toLowerCase());
const RELATIVE_PERIOD =
  /\b(last|past|previous|this|next)\s+(\d+\s+)?(days?|weeks?|months?|quarters?|years?)\b|\b(yesterday|today|ytd|recently|lately)\b/;
/** Arithmetic between columns, which a typed query cannot express. */
const ARITHMETIC = /\b(minus|plus|divided by|multiplied by|ratio of|ratio between)\b/;




/** Numeric columns worth averaging in a suggestion: measurements, not flags, ids or years. */
const measureColumns = (index: DatasetIndex): IndexedColumn[] =>
  index.columns.filter((c) => isNumeric(c) && c.flagTrue === undefined && !identifierLike(c));

/** "correlation between X and Y" where X and Y are two numeric columns' exact names. */
function namedPair(text: string, numbers: IndexedColumn[]): [string, string] | undefined {
  const said = /\b(?:between|of)\s+(?:the\s+)?(.+?)\s+(?:and|vs\.?|with)\s+(?:the\s+)?(.+?)\s*[?.!]*$/.exec(
    text,
  );
  if (!said) return undefined;
  const find = (w: string) =>
    numbers.find((c) => c.name.toLowerCase() === w || human(c.name).toLowerCase() === w);
  const a = find(said[1]!.trim());
  const b = find(said[2]!.trim());
  return a && b && a.name !== b.name ? [a.name, b.name] : undefined;
}

const rest = (text: string, lead: RegExp) =>
  text
    .replace(lead, '')
    .replace(/[?.!]+$/, '')
    .trim();

/**
 * The parse checked against the question's words. Returns the parse itself when it holds, a
 * reshaped one when two filters were the sides of a comparison, or a clarifying question.
 */
export function guardParse(
  question: string,
  index: DatasetIndex,
  parsed: Parsed,
  previous?: AnalystQuery,
): Parsed {
  const checked = checkParse(question, index, parsed, previous);
  // "mom change feb vs jan": a change runs from the earlier period to the later
  const q = checked.query && chronologicalSides(question.toLowerCase(), checked.query);
  return q && q !== checked.query ? { ...checked, query: q } : checked;
}

function checkParse(question: string, index: DatasetIndex, parsed: Parsed, previous?: AnalystQuery): Parsed {
  if (parsed.opening) return parsed;
  const text = question.toLowerCase().replace(/\s+/g, ' ').trim();
  const name = index.info.name;
  // arithmetic between columns goes into the typed query only as a derived number the parser
  // read; any other arithmetic word is asked about, whatever else was read
  const arithmetic = ARITHMETIC.exec(text);
  if (
    arithmetic &&
    !parsed.query?.derived?.length &&
    // (a range, "max minus min", is the one column's spread)
    !parsed.query?.measures.some((m) => m.fn === 'range') &&
    !index.columns.some((c) => c.words.includes(arithmetic[1]!.split(' ')[0]!))
  )
    return ask(
      `I cannot compute "${arithmetic[1]}" between columns of ${name}. Did you mean one of these?`,
      [
        ...measureColumns(index)
          .slice(0, 2)
          .map((c) => `highest ${human(c.name)}`),
        ...exampleQuestions(index),
      ],
      [arithmetic[1]!],
      true,
    );
  const q = parsed.query;
  if (!q) return parsed;
  // "what is sku PLB-1320", "id 8111 is which district": the rows shown by the very cell that
  // picks them say nothing; the rows' other columns are the answer
  if (showsOnlyItsCondition(q)) {
    const shown = q.columns ?? [];
    const others = index.columns.map((c) => c.name).filter((c) => !shown.includes(c));
    // (a reading of the list that names the row's other cell, when there is one, is the surer answer)
    const confidence = Math.min(parsed.confidence, 0.6);
    return guardParse(question, index, { ...parsed, confidence, query: { ...q, columns: [...shown, ...others].slice(0, 8) } }, previous);
  }
  // "how fast is X" answered by a count of rows, "how much is a ticket" by a column holding no price
  const unheld = declineUnheldMeasure(question, index, parsed);
  if (unheld) return unheld;
  // a count of one row ("how many people speak hindi"; "most storms" a year over one row a year)
  const oneRow =
    askOneRowCount(question, index, parsed) ??
    askOneRowShare(question, index, parsed) ??
    readOneRowGroups(question, index, parsed, previous);
  if (oneRow) return oneRow;
  // "did long beach or los angeles drop more" with each side one row of a column of names: a count
  // of rows gives 1 on each, so ask which of the rows' figures is meant
  if (
    q.kind === 'compare' &&
    q.sides?.length &&
    q.measures.every((m) => m.fn === 'count' && !m.column) &&
    q.sides.every((side) =>
      side.filters.some(
        (f) =>
          f.kind === 'values' &&
          !f.negate &&
          f.values.length === 1 &&
          oneRowEachValue(index.columns.find((c) => c.name === f.column), index),
      ),
    )
  ) {
    const sides = q.sides.map((side) => side.label).join(' and ');
    return ask(
      `${sides} are one row each, so counting rows gives 1 on each. Which of their figures did you mean?`,
      measureColumns(index)
        .slice(0, 3)
        .map((c) => `compare the ${human(c.name)} of ${sides}`),
    );
  }
  // "how many years above 7000" over years that end in 2020: the number was meant for another column
  if (q.kind === 'aggregate' || q.kind === 'percent') {
    // "over 50 percent" over a column of fractions compares with 0.5
    const fraction = percentAsFraction(question, index, q);
    if (fraction) return guardParse(question, index, { ...parsed, query: fraction }, previous);
    // "years over 50" when the years start in 1700: the number was meant for the one measure
    const moved = moveFarNumber(index, q);
    if (moved) return guardParse(question, index, { ...parsed, query: moved }, previous);
    const outOfRange = askOutOfRange(question, index, numberConditions(q));
    if (outOfRange) return outOfRange;
  }
  // "who won by the biggest margin" over a margin written as text: no count of rows ranks it
  const rankedByItself = askRankedByItself(question, index, parsed);
  if (rankedByItself) return rankedByItself;
  // "in tampa" over a team Tampa Bay … and a city Tampa, Florida: ask which
  const twoCells = askWhichValue(question, index, parsed);
  if (twoCells) return twoCells;
  const numbers = measureColumns(index);
  const averaged = numbers.filter(isLevel).concat(numbers.filter((c) => !isLevel(c)));
  const examples = exampleQuestions(index);
  const onlyRows = q.measures.length === 1 && q.measures[0]!.fn === 'count' && !q.measures[0]!.column;

  // "and during climb?" with no earlier question: the measure it continues is unknown
  const continues = previous !== undefined && previous.dataset === name;
  // (nor the first and last year of the rows, a span the question never asked about)
  const spanOnly =
    q.measures.length === 2 &&
    q.measures.every((m) => (m.fn === 'min' || m.fn === 'max') && m.column === q.measures[0]!.column) &&
    !/\b(first|last|earliest|latest|range|span|when|years?|dates?|period of)\b/.test(text);
  if (!continues && FOLLOW_UP_START.test(text) && (onlyRows || spanOnly) && !COUNT_WORDS.test(text)) {
    const tail = rest(text, FOLLOW_UP_START);
    return ask(
      `"${question.trim()}" reads as a follow-up, but there is no earlier question about ${name} to continue. What would you like to know?`,
      [`how many rows ${tail}`, ...averaged.slice(0, 2).map((c) => `average ${human(c.name)} ${tail}`)],
      [],
      true,
    );
  }

  // "how many days was that", "how tall is it" with no earlier question: what "that" was is
  // unknown, and neither the rows' count nor a measure over every row is it
  const overAll = onlyRows || (q.kind === 'aggregate' && q.groupBy.length === 0);
  // ("whats the ratio in that district", "at which nest was that": nor a ranking of every group)
  const pointing = POINTS_BACK.test(text) || pointsAtThing(text);
  // (a ranking the question itself asks for, "lowest close and when was it", is what "it" is)
  const ranksAll = (q.kind === 'aggregate' || q.kind === 'rows') && q.order !== undefined && pointing && !RANKING.test(text);
  if (!continues && (overAll || ranksAll) && q.filters.length === 0 && pointing) {
    return ask(
      `"${question.trim()}" points back at an earlier answer, but there is no earlier question about ${name} to continue. What would you like to know?`,
      ['how many rows are there', ...averaged.slice(0, 2).map((c) => `average ${human(c.name)}`)],
      [],
      true,
    );
  }

  // "how many did it have", "total passengers at them": the pronoun stands for what an earlier
  // answer picked, and a figure over every row is not it
  if (pointsPastEveryRow(question, q)) {
    return ask(
      `"${question.trim()}" points back at an earlier answer, and I could not tell what it stands for in ${name}. What would you like to know?`,
      ['how many rows are there', ...averaged.slice(0, 2).map((c) => `average ${human(c.name)}`)],
      [],
      true,
    );
  }

  // "and how many of their children …" with no earlier question: who "their" are is unknown
  if (!continues && FOLLOW_UP_START.test(text) && PRONOUN_BACK.test(text)) {
    return ask(
      `"${question.trim()}" points back at an earlier answer, but there is no earlier question about ${name} to continue. What would you like to know?`,
      ['how many rows are there', ...averaged.slice(0, 2).map((c) => `average ${human(c.name)}`)],
      [],
      true,
    );
  }

  // "and in 2005?" after an average: a count said by default (rows added up through a count
  // column) is not what the follow-up asked for; the earlier measure stays
  const weight = weightColumn(index);
  const measure0 = q.measures[0];
  if (
    continues &&
    previous &&
    FOLLOW_UP_START.test(text) &&
    !COUNT_WORDS.test(text) &&
    weight &&
    q.measures.length === 1 &&
    measure0?.fn === 'sum' &&
    measure0.column === weight.name &&
    !weight.words.some((w) => new RegExp(`\\b${w}\\b`).test(text)) &&
    previous.measures.length > 0 &&
    !previous.measures.some((m) => m.fn === 'sum' && m.column === weight.name) &&
    q.kind === previous.kind
  )
    return { ...parsed, query: { ...q, measures: previous.measures } };

  // "just excise taxes" after a total: a narrowing follow-up keeps the measure it narrows
  const bareCount = (m: AnalystMeasure[]) => m.length === 1 && m[0]!.fn === 'count' && !m[0]!.column;
  if (
    continues &&
    previous &&
    /^(just|only)\b/.test(text) &&
    onlyRows &&
    !COUNT_WORDS.test(text) &&
    previous.measures.length > 0 &&
    !bareCount(previous.measures) &&
    q.kind === 'aggregate'
  )
    return { ...parsed, query: { ...q, measures: previous.measures } };

  // a correlation asked for but not computed
  if (CORRELATION.test(text) && q.kind !== 'correlation') {
    // "correlation between count and rate": two columns named exactly
    const named = namedPair(text, numbers);
    if (named)
      return {
        ...parsed,
        query: {
          dataset: q.dataset,
          kind: 'correlation',
          measures: [],
          filters: q.filters,
          groupBy: [],
          pair: named,
        },
      };
    const [a, b] = numbers;
    return ask(
      `I could not tell which two columns of ${name} to correlate. Did you mean one of these?`,
      a && b ? [`correlation between ${human(a.name)} and ${human(b.name)}`, ...examples] : examples,
    );
  }

  // "avg temp last week" over data without dates
  const period = RELATIVE_PERIOD.exec(text);
  const dated = index.columns.some((c) => isTemporalType(c.type) || c.yearLike) || !!index.timeColumn;
  if (period && !dated)
    return ask(
      `${name} has no dates, so I cannot apply "${period[0]}". Did you mean one of these?`,
      [rest(text.replace(period[0], ''), /^$/), ...examples],
      [period[0]],
      true,
    );
  // change over the years without dates; an amount in a period read through a signup date
  const untimed = askAboutTime(question, index, q);
  if (untimed) return untimed;

  // an identifier added up or averaged: "how many readings" counts rows, "the id of X" shows it
  const summedId = readSummedIdentifier(text, index, parsed, examples);
  if (summedId) return summedId;
  // "how many albums didn't chart" read as the total of a chart peak: places add up to nothing
  const summedPlaces = askSummedPositions(index, parsed);
  if (summedPlaces) return summedPlaces;

  // two filters that cannot both hold, said as "A vs B": the two sides of a comparison
  const compared = asComparison(q, index, text);
  if (compared) return { ...parsed, query: compared };
  // …of a rate: a yes/no column's share on each side, else asked side by side
  const rates = rateAsComparison(q, index, text);
  if (rates === 'ask')
    return ask('I can give that percentage for one side at a time. Which one?', examples, []);
  if (rates) return { ...parsed, query: rates };

  // the query's shape against the question's words: rankings, extremes, changes, breakdowns
  const shaped = checkShape(text, index, parsed, examples);
  if (shaped) return shaped;

  return parsed;
}

/** A column of text holding a different value on every row (its values counted exactly, not estimated). */
function oneRowEachValue(c: IndexedColumn | undefined, index: DatasetIndex): boolean {
  return c !== undefined && c.values.size > 0 && c.values.size === index.info.rowCount;
}

/** A look-up of rows that shows only the columns its conditions fix to one value each. */
function showsOnlyItsCondition(q: AnalystQuery): boolean {
  if (q.kind !== 'rows' || !q.columns?.length || q.order) return false;
  const fixed = new Set(
    q.filters.flatMap((f) =>
      (f.kind === 'values' && !f.negate && f.values.length === 1) || (f.kind === 'compare' && f.op === '=')
        ? [f.column]
        : [],
    ),
  );
  return q.columns.every((c) => fixed.has(c));
}
