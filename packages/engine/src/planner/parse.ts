/**
 * The semantic parser: a plain-language question → one typed AnalystQuery over one dataset.
 *
 * A question said in a way another reading handles better (month names over a text month column,
 * a combined column, money words, business phrasing) goes there; an opening message or a greeting
 * gets an overview. Otherwise the question runs through the stages under ./parse, in order, each
 * marking the words it uses so that nothing is silently dropped:
 *  1. startParse: words (numbers in words and units rewritten, abbreviations expanded, typos
 *     mended), follow-up cues, dates and ranges, ranking and superlative words;
 *  2. readValues: values of text columns and flag words;
 *  3. readColumns: words of column names, and the filters of the values and flags;
 *  4. readComparisons, readConditions: comparisons with a number, conditions implied by how a
 *     column is said, null checks;
 *  5. readTimeFilters: dates into filters, or into the two sides of a comparison;
 *  6. readGroups, readTimeGroup: grouping, the column asked for, time groupings;
 *  7. readMeasures, readCounts: the measures and their aggregations, what is counted;
 *  8. readDerived, readRanking: correlation, percentage, share, comparison; rows, ranked groups
 *     or one figure;
 *  9. readLeftovers, askAmbiguous, assemble: what was left unplaced, follow-ups, clarifying
 *     questions, the query and its confidence.
 * A stage may end the parse with a clarifying question (a year outside the data, an ambiguous
 * column, a word that could change the answer).
 */
import { withConvertedAmount } from './parse/converted-amount';
import { withNumbersInHeaderUnit } from './asked-units';
import { withPlaceSaid } from './parse/place-said';
import { withBareLookupAsked } from './parse/bare-lookup';
import { parseChartPlaces } from './parse/chart-places';
import type { AnalystQuery } from '@ai-analyst/contract';
import { parseBusinessPhrasing } from './business-lexicon';
import { parseServiceKpi } from './business-kpis';
import { parseUnitPrice } from './business-unit-price';
import { parsePerCount } from './business-count-rates';
import { parseCombined } from './parse/combined-columns';
import { parseDerived } from './parse/derived-columns';
import { parsePreviousChange } from './parse/previous-change';
import { parseMoney } from './parse/money-words';
import { parseMoneySides } from './business-money-sides';
import { parseOverdrawn } from './business-balances';
import { parseValueTails } from './parse/value-tails';
import { parseMultiplierPresence } from './business-multipliers';
import { parsePaidBy } from './business-payment-method';
import { parseRowsNounQualifier } from './parse/rows-noun-qualifier';
import { parseNotDone } from './parse/not-done';
import { parseWithMonthNames } from './parse/month-names';
import type { DatasetIndex } from './schema-index';
import { parseDataSpan, parseSeriesEnd } from './parse/data-span';
import { askBuckets } from './parse/buckets';
import { clarifyEmpty } from './parse/clarify';
import type { Parsed } from './parse/types';
import { askAmbiguous } from './parse/ask-ambiguous';
import { assemble } from './parse/assemble';
import { readColumns } from './parse/read-columns';
import { readComparisons } from './parse/read-comparisons';
import { readConditions } from './parse/read-conditions';
import { readCounts } from './parse/read-counts';
import { readDerived } from './parse/read-derived';
import { readGroups } from './parse/read-groups';
import { readLeftovers } from './parse/read-leftovers';
import { readMeasures } from './parse/read-measures';
import { readRanking } from './parse/read-ranking';
import { readTimeFilters } from './parse/read-time-filters';
import { readTimeGroup } from './parse/read-time-group';
import { readValues } from './parse/read-values';
import { startParse } from './parse/state';
import { parsePronounFollowUp } from './parse/pronoun-follow-up';
import { parseRankFollowUp } from './parse/rank-follow-up';
import { parseColumnSwap } from './parse/column-swap';
import { parseGroupFigureFollowUp } from './parse/group-figure-follow-up';
import { parseRankingEnd } from './parse/ranking-end';
import { parseRowFigureFollowUp } from './parse/row-figure-follow-up';
import { parseRowSetFollowUp } from './parse/row-set-follow-up';
import { parseInUnit, parseUnitFollowUp } from './parse/unit-follow-up';
import { parseCompareFollowUp } from './parse/compare-follow-up';
import { parsePeriodShift } from './parse/period-shift';
import { parseNegatedFollowUp } from './parse/negated-follow-up';
import { parseValueOverColumn } from './parse/value-over-column';
import { countPeriodRows } from './parse/period-rows';
import { parseYearColumns } from './parse/year-siblings';
import { askUnreadChange } from './parse/unread-change';
import { markFirstMeeting } from './parse/first-value';
import { aggregateOfRanked } from './parse/ranked-aggregate';
import { parseMaxMinusMin } from './parse/max-minus-min';
import { dateByEvent } from './parse/event-dates';
import { readUnnamedMeasure } from './parse/unnamed-measure';
import { sumSaidTogether } from './parse/summed-together';
import { withoutPerCapita } from './parse/per-capita';
import { withDensityNamed } from './parse/per-area';
import { spanPerGroup } from './parse/span-per-group';
import { withChangeSaid } from './parse/change-said';
import { withDatedState, withStateNegationSpelled } from './parse/dated-state';
import { withYearShared } from './parse/shared-year';
import { withGenericNounDropped } from './parse/generic-nouns';
import { withFigureSaid } from './parse/has-figure';
import { parseMinAndMax } from './parse/min-and-max';
import { withShareHaving } from './parse/share-having';
import { withoutRepeatedGroups } from './parse/repeated-groups';
import { parseNps } from './parse/nps';

export type { Parsed, Tok } from './parse/types';
export { tokenizeQuestion } from './parse/tokens';
export { MONTH_LABELS, WEEKDAY_LABELS } from './parse/time';
export { defaultAggregation, labelColumn } from './parse/shape';
export { exampleQuestions } from './parse/clarify';

// ───────────────────────────── the parser ─────────────────────────────

const OPENING =
  /^(hi|hello|hey)?[\s,!.]*(here(?:'s| is| are)|i(?:'ve| have)? (?:just )?(?:attached|uploaded|added|sent|shared)|attached|this is|see attached|please find)\b[^?]*\b(data|file|files|dataset|datasets|csv|table|spreadsheet|sheet|excel)\b[^?]*[.!]?$/i;
const GREETING = /^(hi|hello|hey|hiya|good (morning|afternoon|evening)|greetings|yo)[\s!.,]*$/i;

/** Parses a question over one dataset's index; `previous` is the conversation's last query. */
export function parseQuestion(question: string, index: DatasetIndex, previous?: AnalystQuery): Parsed {
  // "whats the #5 tour": the row ranked 5th; "top 3 tours by number of shows": the Shows column
  const placed = withPlaceSaid(question, index);
  if (placed !== question) return parseQuestion(placed, index, previous);
  // "lod above 3 ms" over `LOD (s)`: the number in the header's unit
  const inHeaderUnit = withNumbersInHeaderUnit(question, index.columns.map((c) => c.name));
  if (inHeaderUnit !== question) return parseQuestion(inHeaderUnit, index, previous);
  // "comment on America/Phoenix?": the comment of that row, not a count of its rows
  const lookup = previous ? question : withBareLookupAsked(question, index);
  if (lookup !== question) return parseQuestion(lookup, index, previous);
  // "min and max longitude": both extremes of the one column
  const both = parseMinAndMax(question, (text) => parseQuestion(text, index, previous));
  if (both) return both;
  // a word no column took, over a headerless file's one unnamed number column: read as that column
  // "gdp per capita" over figures that are one per person already: the column
  // "employment density" over `emp/sq km`: the one column of a figure per unit of area
  // "unshipped orders" over a `Shipped` date column: "not shipped orders"
  // "q1 to q3 2023": "q1 2023 to q3 2023"
  // "avg csat score" over `CSAT (1-5)`: "avg csat"
  const asked = withGenericNounDropped(
    withYearShared(withStateNegationSpelled(withDensityNamed(withoutPerCapita(question, index), index), index)),
    index,
  );
  const read = readUnnamedMeasure(parseOnce(asked, index, previous), asked.trim(), index, (text) =>
    parseOnce(text, index, previous),
  );
  // "a+b+c for each decade", "a and b combined": one total of the columns added up
  // "X per year from 1990 to 1995", "avg per decade" over one row per decade
  // "of the countries with an infant mortality figure": the rows that have it
  // "how many resolved tickets" over a `Resolved` date column: the rows whose date is filled in
  // "change in revenue by month", "growth from jan to feb": the change, not the periods' figures
  const parsed = withChangeSaid(
    withDatedState(
      withFigureSaid(spanPerGroup(sumSaidTogether(read, question), question, index), question, index),
      question,
      index,
    ),
    question,
    index,
  );
  // "share of lts releases that have an esm date": the named rows are the whole
  // "spend by dept" over `Amount` (each line's currency) and `Amount USD`: the converted amount
  const having = withConvertedAmount(withShareHaving(parsed, question, index), question, index);
  // "average depth in feet" over `Depth (m)`: read without the unit, converted in the reply
  if (having.query && !having.clarify) return withoutRepeatedGroups(having, index);
  return parseInUnit(question.trim(), index, (text) => parseQuestion(text, index, previous)) ?? parsed;
}

function parseOnce(question: string, index: DatasetIndex, previous?: AnalystQuery): Parsed {
  const trimmed = question.trim();
  if (trimmed === '' || !/[a-z0-9]/i.test(trimmed)) return clarifyEmpty(index, 'Your message is empty.');
  // "and in square miles?": the previous answer again, its figures converted
  const inUnit = parseUnitFollowUp(trimmed, index, previous);
  if (inUnit) return inUnit;
  // "what day was that", "who wrote it?": another column of the row the previous answer was about
  const pointing = parsePronounFollowUp(trimmed, index, previous);
  if (pointing) return pointing;
  // "and the 2nd largest?", "what about the third one?": the previous ranking a place further down
  const placed = parseRankFollowUp(trimmed, index, previous, (text) => parseQuestion(text, index, previous));
  if (placed) return placed;
  // "and the bottom two?" after "top 3 countries by revenue": the ranking's other end
  const otherEnd = parseRankingEnd(trimmed, previous);
  if (otherEnd) return otherEnd;
  // "and the year after?", "the next quarter": the previous question's one period moved along
  const moved = parsePeriodShift(trimmed, index, previous);
  if (moved) return moved;
  // "and without?", "and the ones who didn't": the previous question's one condition turned around
  const otherSide = parseNegatedFollowUp(trimmed, index, previous);
  if (otherSide) return otherSide;
  // "and in the US?" after a question about the UK column: the sibling column instead
  const swapped = parseColumnSwap(trimmed, index, previous);
  if (swapped) return swapped;
  // "how many died" after "the deadliest eruption": a figure of the one row the previous answer named
  const rowFigure = parseRowFigureFollowUp(trimmed, index, previous, (text) => parseQuestion(text, index));
  if (rowFigure) return rowFigure;
  // "how many goals did they score" after "which players play for North FC": over those rows
  const rowSet = parseRowSetFollowUp(trimmed, index, previous, (text) => parseQuestion(text, index));
  if (rowSet) return rowSet;
  // "how many did it have" after "which type had the most accidents": that group's figure
  const groupFigure = parseGroupFigureFollowUp(trimmed, index, previous);
  if (groupFigure) return groupFigure;
  // "% change between those two" after a comparison: the comparison again (it gives both)
  const compared = parseCompareFollowUp(trimmed, index, previous);
  if (compared) return compared;
  // "population in 2016" over Population (2021) / Population (2016): the year picks the column
  const byYear = parseYearColumns(trimmed, index, (text, idx) => parseQuestion(text, idx, previous));
  if (byYear) return byYear;
  // "poverty under 10, 10-15 and over 15": several ranges at once, asked back one by one
  const buckets = askBuckets(trimmed, index);
  if (buckets) return buckets;
  // "when does the data start", "m1 at the end of the data": the span of the data's time
  const span =
    parseDataSpan(trimmed, index) ?? parseSeriesEnd(trimmed, index, (text) => parseQuestion(text, index));
  if (span) return span;
  const byMonthName = parseWithMonthNames(trimmed, index, (text) => parseQuestion(text, index, previous));
  if (byMonthName) return byMonthName;
  // "the biggest jump from one year to the next": the measure's change from the period before
  const change = parsePreviousChange(trimmed, index, (text) => parseQuestion(text, index, previous));
  if (change) return change;
  // "the range of the price, max minus min": the largest value minus the smallest
  const spread = parseMaxMinusMin(trimmed, index, (text) => parseQuestion(text, index, previous));
  if (spread) return spread;
  // "aht (talk + hold)", "asa", "call volume": service-desk figures said plainly (before "+" is read)
  const kpi = parseServiceKpi(trimmed, index, (text) => parseQuestion(text, index, previous));
  if (kpi) return kpi;
  // "€/kwh", "$ per kwh": the money's total over the total of the column headed with that unit
  const unitPrice = parseUnitPrice(trimmed, index, (text) => parseQuestion(text, index, previous));
  if (unitPrice) return unitPrice;
  // "revenue per session" over a `Sessions` column: the total over that column's total
  const perCount = parsePerCount(trimmed, index, (text) => parseQuestion(text, index, previous));
  if (perCount) return perCount;
  // "total paid out", "money in by month", "net cash flow" over Debit / Credit columns
  const sides = parseMoneySides(trimmed, index, (text) => parseQuestion(text, index, previous));
  if (sides) return sides;
  // "how many transactions left us overdrawn": the balance below 0
  const overdrawn = parseOverdrawn(trimmed, index, (text) => parseQuestion(text, index, previous));
  if (overdrawn) return overdrawn;
  // "how many no shows" over a `rider_no_show` status: the whole code
  const tail = parseValueTails(trimmed, index, (text) => parseQuestion(text, index, previous));
  if (tail) return tail;
  // "surge trips", "had surge pricing" over a `Surge (x)` multiplier: the rows above 1
  const multiplied = parseMultiplierPresence(trimmed, index, (text) => parseQuestion(text, index, previous));
  if (multiplied) return multiplied;
  // "% of completed trips paid in cash": a value of the column of how rows were paid
  const paidBy = parsePaidBy(trimmed, index, (text) => parseQuestion(text, index, previous));
  if (paidBy) return paidBy;
  // "avg open rate by campaign type" over email campaigns with a `Type` column: the campaigns' type
  const qualified = parseRowsNounQualifier(trimmed, index, (text) => parseQuestion(text, index, previous));
  if (qualified) return qualified;
  const derived = parseDerived(trimmed, index, (text) => parseQuestion(text, index, previous));
  if (derived) return derived;
  const combined = parseCombined(trimmed, index, (text) => parseQuestion(text, index, previous));
  if (combined) return combined;
  const money = parseMoney(trimmed, index, (text) => parseQuestion(text, index, previous));
  if (money) return money;
  // "how many wards did ambler win" over vote columns and a winner column: the name is the winner
  const asValue = parseValueOverColumn(trimmed, index, (text, idx) => parseQuestion(text, idx, previous));
  if (asValue) return asValue;
  // "went to no 1 in the uk", "made the us top 10": a chart place compared, not rows ranked
  const charted = parseChartPlaces(trimmed, index, (text) => parseQuestion(text, index, previous));
  if (charted) return charted;
  const notDone = parseNotDone(trimmed, index, (text) => parseQuestion(text, index, previous));
  if (notDone) return notDone;
  // "what's our nps", "promoters by plan": the Net Promoter Score of a 0–10 answer column
  const nps = parseNps(trimmed, index, (text) => parseQuestion(text, index, previous));
  if (nps) return nps;
  const phrasing = parseBusinessPhrasing(trimmed, index, (text) => parseQuestion(text, index, previous));
  if (phrasing) return phrasing;
  if (
    OPENING.test(trimmed) ||
    GREETING.test(trimmed) ||
    /^(what('s| is) (in )?(this|the|my) (data|file|dataset))\??$/i.test(trimmed)
  )
    return { ignored: [], confidence: 1, opening: true };
  const s = startParse(question, trimmed, index, previous);
  // what the question filters on
  readValues(s);
  readColumns(s);
  readComparisons(s);
  readConditions(s);
  const outside = readTimeFilters(s);
  if (outside) return outside;
  // what it groups by and measures
  readGroups(s);
  readTimeGroup(s);
  readMeasures(s);
  readCounts(s);
  // the shape of the answer, then what is left and whether to ask
  readDerived(s);
  const read = countPeriodRows(
    readRanking(s) ??
      readLeftovers(s) ??
      askAmbiguous(s, (text) => parseQuestion(text, index, previous)) ??
      assemble(s),
    index,
    trimmed,
  );
  // "the average of the 10 lowest years": the aggregate over the ranked rows
  // "won revenue in 2024": an outcome's period is read on the later date (closed, resolved)
  return dateByEvent(
    markFirstMeeting(
      aggregateOfRanked(askUnreadChange(read, trimmed, index), trimmed, index),
      trimmed,
      index,
    ),
    trimmed,
    index,
  );
}
