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
import type { AnalystFilter, AnalystMeasure, AnalystQuery } from '@ai-analyst/contract';
import { isNumericType, isTemporalType } from '../data/duck';
import { human } from '../tools/format';
import { parseBusinessPhrasing } from './business-lexicon';
import { parseCombined } from './parse/combined-columns';
import { parseMoney } from './parse/money-words';
import { parseWithMonthNames } from './parse/month-names';
import { FUNCTION_WORDS, normalizeNumbers } from './lexicon';
import { valueKey, type DatasetIndex, type IndexedColumn } from './schema-index';
import { clarifyAmount, clarifyEmpty, clarifyMeasure, clarifyUnplaced, rewrite } from './parse/clarify';
import { wordScore, type ColumnHit } from './parse/columns';
import { mergeFollowUp } from './parse/follow-up';
import {
  AGG_WORDS,
  conceptColumn,
  conceptColumns,
  defaultAggregation,
  isLevel,
  isNumeric,
  labelColumn,
  percentileOf,
  STOCK_WORDS,
  STRONG_EXTREME,
  unknownRole,
  WEAK_EXTREME,
  weightColumn,
} from './parse/shape';
import { type TimeSpec } from './parse/time';
import { FILLER_VERBS, SHAPE_WORDS } from './parse/tokens';
import { clarifyCodedSex, clarifyNotes, unsafeWords } from './parse/honesty';
import type { Parsed, Tok } from './parse/types';
import { readColumns } from './parse/read-columns';
import { readComparisons } from './parse/read-comparisons';
import { readConditions } from './parse/read-conditions';
import { readGroups } from './parse/read-groups';
import { readTimeFilters } from './parse/read-time-filters';
import { readTimeGroup } from './parse/read-time-group';
import { readValues } from './parse/read-values';
import { startParse } from './parse/state';
import { type ValueHit } from './parse/values';

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
  const trimmed = question.trim();
  if (trimmed === '' || !/[a-z0-9]/i.test(trimmed)) return clarifyEmpty(index, 'Your message is empty.');
  const byMonthName = parseWithMonthNames(trimmed, index, (text) => parseQuestion(text, index, previous));
  if (byMonthName) return byMonthName;
  const combined = parseCombined(trimmed, index, (text) => parseQuestion(text, index, previous));
  if (combined) return combined;
  const money = parseMoney(trimmed, index, (text) => parseQuestion(text, index, previous));
  if (money) return money;
  const phrasing = parseBusinessPhrasing(trimmed, index, (text) => parseQuestion(text, index, previous));
  if (phrasing) return phrasing;
  if (
    OPENING.test(trimmed) ||
    GREETING.test(trimmed) ||
    /^(what('s| is) (in )?(this|the|my) (data|file|dataset))\??$/i.test(trimmed)
  )
    return { ignored: [], confidence: 1, opening: true };
  const s = startParse(question, trimmed, index, previous);
  readValues(s);
  readColumns(s);
  readComparisons(s);
  readConditions(s);
  const { toks, q, dataset, markedFollowUp, followUp, time, shape, valueHits, flagHits } = s;
  const { colHits, tcol, filters, notes, compareFilters, unplacedConditions, conditionHits } = s;
  const { flagRate, missingMeasure } = s;

  const outside = readTimeFilters(s);
  if (outside) return outside;
  readGroups(s);
  readTimeGroup(s);
  const { sides, groups, groupHits, byNumberOfGroup, entityTarget, timeTarget } = s;
  let { target } = s;

  // 7. measures
  const percentile = percentileOf(q);
  let explicitAgg: AnalystMeasure['fn'] | undefined;
  // a word of a column's own name ("total" of order_total) is not the aggregation
  const aggText = toks
    .filter((t) => t.used !== 'column')
    .map((t) => t.word)
    .join(' ');
  const aggMatch = AGG_WORDS.find(([re]) => re.test(aggText));
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
    // "the longest wings": no column of the superlative's own concept, but the one measure named
    // right after it (in "the reach of the heaviest", the measure before it is what is shown)
    const superAt = toks.find((t) => t.used === 'shape' && shape.superlative?.word.includes(t.word))?.i;
    const after = measureHits.filter((h) => superAt !== undefined && Math.min(...h.positions) > superAt);
    if (!superColumn && !shape.superlative.count && measureHits.length === 1 && after.length === 1)
      superColumn = after[0]!.column;
    // "the longest delay": the measure said right after the superlative, not its concept (distance)
    const right = after.find((h) => superAt !== undefined && Math.min(...h.positions) - superAt <= 2);
    if (right && superColumn !== right.column && !candidates.includes(right.column) && !named) {
      superColumn = right.column;
      superAmbiguous = undefined;
    }
    if (!superColumn && !shape.superlative.count)
      notes.push(`"${shape.superlative.word}" (no column it could rank by)`);
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
      // "how many deaths" over a date_of_death column counts the rows, not the distinct dates
      !isTemporalType(hit.column.type) &&
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
    if (
      hit &&
      hit !== target &&
      !groupHits.has(hit) &&
      !isNumeric(hit.column) &&
      !isTemporalType(hit.column.type) &&
      !conditionHits.has(hit)
    )
      countDistinct = hit.column;
  }

  // "when was apple stock at its peak": the data's only measure
  const dataMeasures = index.columns.filter(
    (c) => isNumeric(c) && c.flagTrue === undefined && !c.words.includes('id'),
  );
  // "which fuel produced the most in 2005", "how much wind in 2010": the most of the data's only measure
  const mostOfIt =
    (target !== undefined || groups.length > 0) &&
    /\b(the )?(most|least)\s*(in|for|during|on|at|of|over|$)/.test(q.replace(/[?!.]+$/, ''));
  if (
    measures.length === 0 &&
    !superColumn &&
    !countWords &&
    dataMeasures.length === 1 &&
    (STRONG_EXTREME.test(q) ||
      /\b(average|avg|mean|median|total|sum|cheapest|priciest|cheaper|dearer|how much)\b/.test(q) ||
      mostOfIt)
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
        dir: /\b(min|minimum|lowest|cheapest|least|fewest)\b/.test(q) ? 'asc' : 'desc',
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

  // "the X of the <superlative> …": the measure is named before the superlative word
  const measureOfExtreme = () => {
    const at = toks.find((t) => t.used === 'shape' && shape.superlative?.word.includes(t.word))?.i;
    const hit = measureHits.find((h) => h.column.name === measures[0]?.column);
    return at !== undefined && hit !== undefined && Math.max(...hit.positions) < at;
  };

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
    /\b(correlat\w*|corr|relationship|relate|related|relation|associated|association|depend|linked)\b/.test(
      q,
    );

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
  // the table's one amount (added up, not averaged), when the question counts nothing itself
  const onlyAmount =
    !countWords &&
    !weightColumn(index) &&
    dataMeasures.length === 1 &&
    defaultAggregation(dataMeasures[0]!) === 'sum'
      ? dataMeasures[0]
      : undefined;
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
    // "share of women in management": without a verb, a value after in/for/among scopes the rows
    if (cond.length === 0 && split < 0 && filters.length >= 2) {
      const unscoped = filters.filter((f) => {
        const pos = filterPositions(f, valueHits, flagHits, compareFilters, time, toks);
        return (
          f.kind === 'values' &&
          f.column !== tcol?.name &&
          pos.length > 0 &&
          !/^(in|for|at|among|across|within)$/.test(toks[Math.min(...pos) - 1]?.word ?? '')
        );
      });
      if (unscoped.length > 0 && unscoped.length < filters.length) cond = unscoped;
    }
    if (cond.length === 0)
      cond = filters.filter(
        (f) =>
          f.kind !== 'date_range' &&
          !(f.kind === 'values' && f.column === tcol?.name) &&
          f.kind !== 'date_part',
      );
    // "share of each fuel in 2012": with groups, a lone period scopes the rows (each group's share)
    if (cond.length === 0 && filters.length && !groups.length)
      cond = [filters[filters.length - 1] as AnalystFilter];
    // "percent of months where aapl traded over 100": the category is the base, the comparison the condition
    if (cond.some((f) => f.kind === 'values') && cond.some((f) => f.kind !== 'values'))
      cond = cond.filter((f) => f.kind !== 'values');
    // "cancellation rate for the resort hotel": the flag is the condition, the rest the rows it is a rate of
    if (flagRate) {
      const flagged = filters.filter(
        (f) => f.kind === 'values' && flagHits.some((h) => h.column.name === f.column),
      );
      if (flagged.length) cond = flagged;
    }
    if (cond.length) {
      kind = 'percent';
      condition = cond;
      for (const c of cond) filters.splice(filters.indexOf(c), 1);
      const sumMeasure = measures.find((m) => m.fn === 'sum' && /\b(of|from)\b/.test(q));
      measures.length = 0;
      if (sumMeasure) measures.push(sumMeasure);
      // "share of renewables in 2017" over a table of one amount: the share of that amount
      else if (onlyAmount && cond.every((f) => f.kind === 'values'))
        measures.push({ fn: 'sum', column: onlyAmount.name });
    } else if (groups.length) {
      // "share of each kind": each group's share of the rows (or of the measure named, or of the table's one amount)
      kind = 'share';
      if (!measures.length)
        measures.push(onlyAmount ? { fn: 'sum', column: onlyAmount.name } : { fn: 'count' });
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
          // "the biggest drop" ranks the change; it is not the maximum of the measure
          fn:
            explicitAgg && explicitAgg !== 'count_distinct' && !rankingWord
              ? explicitAgg
              : defaultAggregation(pick),
          column: pick.name,
        });
      else measures.push({ fn: 'count' });
    }
    // "which fuel grew the most from 2001 to 2016": the change per group, ranked
    if (target && !isNumeric(target.column) && !groups.some((g) => g.column === target!.column.name)) {
      groups.unshift({ column: target.column.name });
      const falling =
        /\b(drop|dropped|drops|fall|fell|falls|decrease|decreased|decline|declined|shrank|shrunk|lost|loss|losses)\b/.test(
          q,
        );
      order = { by: 'measure', dir: falling !== (shape.dir === 'asc') ? 'asc' : 'desc' };
      limit = shape.limit ?? (/\b(which|what|who)\b/.test(q) ? 1 : undefined);
    }
  }

  if (kind === 'aggregate') {
    const rowTarget = target && (entityTarget || target.column.uniqueness >= 0.8);
    // "the reach of the heaviest specimen": ranked by the superlative's column, the measure shown
    const shownOfExtreme =
      superColumn && shape.superlative && measures.length === 1 && measures[0]!.column !== superColumn.name
        ? measureOfExtreme()
        : false;
    const rankColumn = shownOfExtreme
      ? superColumn
      : measures[0]?.column
        ? index.columns.find((c) => c.name === measures[0]!.column)
        : superColumn;
    const shownColumn = shownOfExtreme ? measures[0]!.column : undefined;
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
      columns = [...new Set([target!.column.name, ...(shownColumn ? [shownColumn] : []), rankColumn.name])];
      measures.length = 0;
    } else if (target && !rowTarget && (shape.dir || shape.superlative || rankColumn || countWords)) {
      // "which region has the highest revenue", "who directed the most movies"
      groups.unshift({ column: target.column.name });
      if (measures.length === 0) {
        if (superColumn && shape.superlative)
          measures.push({
            // "the longest average delay": the aggregation said wins over the column's usual one
            fn:
              explicitAgg === 'avg' || explicitAgg === 'median' || explicitAgg === 'sum'
                ? explicitAgg
                : defaultAggregation(superColumn),
            column: superColumn.name,
          });
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
    } else if (
      !target &&
      superColumn &&
      shape.superlative &&
      measures.length === 1 &&
      measures[0]!.column !== superColumn.name &&
      !groups.length &&
      !explicitAgg &&
      measureOfExtreme()
    ) {
      // "the wing span of the lightest sparrow": a value of the row with the extreme
      const shown = measures[0]!.column as string;
      const label = labelColumn(index, superColumn.name);
      kind = 'rows';
      order = { by: superColumn.name, dir: shape.superlative.dir };
      limit = shape.limit ?? 1;
      columns = [...new Set([...(label ? [label.name] : []), shown, superColumn.name])];
      measures.length = 0;
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
    // "where did Ann Lee die": the place columns of the matching rows
    if (
      kind === 'aggregate' &&
      measures.length === 0 &&
      !countWords &&
      !groups.length &&
      filters.some((f) => f.kind === 'values') &&
      /^where\b/.test(q)
    ) {
      const places = index.columns.filter(
        (c) =>
          /CHAR/i.test(c.type) &&
          !filters.some((f) => f.column === c.name) &&
          c.words.some((w) =>
            /^(neighborhood|neighbourhood|address|city|location|place|site|country|state|region|district|area|town|venue|street|county)$/.test(
              w,
            ),
          ),
      );
      if (places.length) {
        kind = 'rows';
        limit = 20;
        columns = [
          ...new Set([
            ...places.slice(0, 2).map((c) => c.name),
            ...filters.flatMap((f) => (f.kind === 'values' ? [f.column] : [])),
          ]),
        ];
        for (const t of toks) if (t.word === 'where') t.used = 'shape';
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
    // "the total of order 17" names no amount of several: ask which, rather than count the rows
    const amountAsked = /\b(total|sum|average|avg|mean|median)\s+(of|for|in)\b/.test(q);
    if (
      kind === 'aggregate' &&
      measures.length === 0 &&
      !countWords &&
      amountAsked &&
      dataMeasures.length > 1
    )
      if (explicitAgg === 'sum' || explicitAgg === 'avg' || explicitAgg === 'median')
        return clarifyAmount(index, question, explicitAgg);
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
    if (merged) {
      if (unsafeWords(toks, ignored, index).length)
        return askUnplaced(index, question, toks, unsafeWords(toks, ignored, index));
      return { query: merged, ignored, confidence: ignored.length ? 0.6 : 0.9 };
    }
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
    // the columns whose values reach the number said, the count column of the rows left out
    const said = Number(/(-?\d+(?:\.\d+)?)(?!.*\d)/.exec(phrase)?.[1]);
    const reaches = (c: IndexedColumn) =>
      !Number.isFinite(said) ||
      c.min === undefined ||
      c.max === undefined ||
      (said >= c.min && said <= c.max);
    const all = index.columns.filter(
      (c) =>
        isNumeric(c) &&
        c.flagTrue === undefined &&
        c !== weightColumn(index) &&
        !c.words.some((w) => w === 'id' || w === 'no'),
    );
    const numeric = all.some(reaches) ? all.filter(reaches) : all;
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
    return askUnplaced(
      index,
      question,
      toks,
      ignored,
      placedSomething ? 'I understood part of your question but not what to compute.' : undefined,
    );
  }
  if (!placedSomething) return askUnplaced(index, question, toks, ignored);

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
  // a row named by a first name is shown with its last name too ("who was the youngest": Ann Lee)
  if (kind === 'rows' && columns) columns = withNameCompanions(index, columns);
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
  const notesChoices = () => {
    const dropped = new Set(toks.filter((t) => t.used === 'time').map((t) => t.i));
    if (shape.superlative && !superColumn) for (const t of toks) if (t.used === 'shape') dropped.add(t.i);
    const rest = toks.filter((t) => !dropped.has(t.i)).map((t) => t.word);
    const out = [rest.join(' ')];
    if (shape.superlative && !superColumn)
      for (const c of index.columns.filter((x) => isNumeric(x) && x.flagTrue === undefined).slice(0, 2))
        out.push(
          `${rest.join(' ')} by ${shape.superlative.dir === 'asc' ? 'lowest' : 'highest'} ${human(c.name)}`,
        );
    return out;
  };
  const contentWords = toks.filter((t) => !FUNCTION_WORDS.has(t.word)).length;
  const placed = toks.filter(
    (t) => t.used === 'column' || t.used === 'value' || t.used === 'flag' || t.used === 'entity',
  ).length;
  // Weak links lower the confidence: a column the query uses found only through a related word or
  // a typo ("cost" → price), a value found through one of its words or a typo.
  const used = new Set([
    ...measures.flatMap((m) => (m.column ? [m.column] : [])),
    ...groups.map((g) => g.column),
    ...(columns ?? []),
    ...(order && order.by !== 'measure' && order.by !== 'group' ? [order.by] : []),
  ]);
  const weakColumns = colHits.filter(
    (h) =>
      used.has(h.column.name) &&
      h.positions.every((p) => Math.max(...h.column.words.map((w) => wordScore(toks[p]!, w))) < 0.85),
  ).length;
  const weakValues = valueHits.filter((v) =>
    v.positions.every((p) => !v.values.some((x) => valueKey(x).split(' ').includes(toks[p]!.stem))),
  ).length;
  const confidence =
    (ignored.length === 0 ? 1 : Math.max(0.2, 1 - ignored.length / Math.max(1, contentWords))) *
    0.9 ** (weakColumns + weakValues);
  // Too much left unplaced: rather ask than answer a different question.
  if (ignored.length >= 2 && confidence < 0.5)
    return askUnplaced(index, question, toks, ignored, 'I could not place several words of your question.');
  const onlyRows =
    kind === 'aggregate' &&
    measures.every((m) => m.fn === 'count' && !m.column) &&
    !countWords &&
    !/\b(most|fewest|least|more|fewer)\b/.test(q);
  if (pivotal.length || (onlyRows && ignored.length)) return askUnplaced(index, question, toks, ignored);
  // Any other leftover word that could change the number is asked about, not silently dropped.
  const unsafe = unsafeWords(toks, ignored, index);
  // a number nothing took ("friday the 13th", "in zone 4") could change the answer too
  const strayNumbers = toks.filter(
    (t) =>
      !t.used &&
      /^\d+(\.\d+)?(st|nd|rd|th)?$/.test(t.word) &&
      Number.parseFloat(t.word) !== shape.limit &&
      !(percentile !== undefined && Math.round(percentile * 100) === Number.parseFloat(t.word)) &&
      !/^(top|bottom|first|last|best|worst)$/.test(toks[t.i - 1]?.word ?? ''),
  );
  if (strayNumbers.length && !unsafe.length) unsafe.push(...strayNumbers.map((t) => t.word));
  if (unsafe.length) return askUnplaced(index, question, toks, unsafe);
  if (notes.length) return clarifyNotes(index, question, notes, notesChoices());
  // groups ranked, compared or shared with every word placed: the shape is not a row look-up
  const firm =
    ignored.length === 0 &&
    (kind === 'compare' ||
      (kind === 'rows' && order !== undefined && confidence === 1) ||
      kind === 'share' ||
      kind === 'percent' ||
      (kind === 'aggregate' && groups.some((g) => !g.grain && !g.part) && order?.by === 'measure'));
  return { query, ignored, confidence, placed, ...(firm ? { firm } : {}) };
}

/** The first-name column's last-name partner (first_name / last_name, given_name / surname) after it. */
function withNameCompanions(index: DatasetIndex, columns: string[]): string[] {
  const text = index.columns.filter((c) => /CHAR/i.test(c.type));
  const first = text.find(
    (c) => c.words.includes('name') && c.words.some((w) => /^(first|given|fore)$/.test(w)),
  );
  const last = text.find(
    (c) =>
      (c.words.includes('name') && c.words.some((w) => /^(last|family|sur)$/.test(w))) ||
      c.words.includes('surname'),
  );
  if (!first || !last || !columns.includes(first.name) || columns.includes(last.name)) return columns;
  const at = columns.indexOf(first.name);
  return [...columns.slice(0, at + 1), last.name, ...columns.slice(at + 1)];
}

/** A clarifying question about unplaced words; a sex said as a word over coded values asks which code. */
function askUnplaced(
  index: DatasetIndex,
  question: string,
  toks: Tok[],
  ignored: string[],
  lead?: string,
): Parsed {
  return clarifyCodedSex(index, question, toks) ?? clarifyUnplaced(index, question, ignored, lead);
}

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
