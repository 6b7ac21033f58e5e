/** The stage that reads the measures: the numeric columns asked about and how each is aggregated. */
import { ranksByAverage } from './level-groups';
import { movementColumn } from './before-after';
import type { AnalystMeasure } from '@ai-analyst/contract';
import type { IndexedColumn } from '../schema-index';
import { firstOrLastOf } from './first-value';
import { identifierLike, namesTheRows, numberedThings, pluralOfName } from './identifiers';
import { seriesMeasure } from './sole-measure';
import {
  AGG_WORDS,
  conceptColumn,
  conceptColumns,
  defaultAggregation,
  isLevel,
  isNumeric,
  percentileOf,
  STOCK_WORDS,
  STRONG_EXTREME,
  WEAK_EXTREME,
} from './shape';
import type { ParseState } from './state';

/**
 * Reads the aggregation said ("average", "total", "max number of", a percentile) into
 * `explicitAgg` and `percentile`, whether rows are counted (`countWords`), the column a
 * superlative ranks by (`superColumn`, or `superAmbiguous` when several fit), and one measure per
 * numeric or flag column named outside conditions and groups, each with its aggregation: the one
 * said, or the column's usual one (levels averaged, amounts added up). Columns named ambiguously
 * go to `clarifyAlternatives`; missing values counted become "missing" measures.
 */
export function readMeasures(s: ParseState): void {
  const { toks, q, index, shape, colHits, conditionHits, groupHits, groups, target, byNumberOfGroup } = s;
  const { missingMeasure, notes } = s;
  const rankedOverall = rankedParticiples(s);
  const percentile = percentileOf(q);
  let explicitAgg: AnalystMeasure['fn'] | undefined;
  // a word of a column's own name ("total" of order_total) is not the aggregation
  const aggText = toks
    .filter((t) => t.used !== 'column')
    .map((t) => t.word)
    .join(' ');
  const aggMatch = AGG_WORDS.find(([re]) => re.test(aggText));
  if (aggMatch) explicitAgg = aggMatch[1];
  else if (rankedOverall) explicitAgg = 'sum';
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
      // "flights per year" over a Flight column numbering a list of flights: the rows are counted
      !(namesTheRows(h.column, index.info.name) && h.positions.some((p) => pluralOfName(toks[p]?.word, h.column.name))) &&
      // "avg meals line" over a Line column numbering an expense report's lines: the average line, not its
      // number ("avg visits", the column right after the average word, is that column's average)
      !(
        explicitAgg === 'avg' &&
        namesTheRows(h.column, index.info.name) &&
        h.positions.length === 1 &&
        toks[h.positions[0]!]?.word === h.column.name.trim().toLowerCase() &&
        !/^(avg|average|mean)$/.test(toks[h.positions[0]! - 1]?.word ?? '')
      ) &&
      !groupHits.has(h) &&
      h !== target &&
      (isNumeric(h.column) ||
        h.column.flagTrue !== undefined ||
        // "the highest refund" over refund method / date / amount: the one of them holding numbers
        // (not when rows are counted: "order count", "how many stations")
        (!/\b(how many|number of|count|how often|frequency)\b/.test(q) &&
          h.alternatives.filter((c) => isNumeric(c) && c.flagTrue === undefined && c.role === 'measure')
            .length === 1)),
  );
  const countWords =
    /\b(how many|number of|count|count of|how often|frequency)\b/.test(
      byNumberOfGroup ? q.replace(/\b(by|per|each|every|across|among) (the )?(number|count) of\b/g, '') : q,
    ) && !extremeOf;
  const { measures, clarifyAlternatives } = s;
  let superColumn: IndexedColumn | undefined;
  let superAmbiguous: IndexedColumn[] | undefined;
  const flipRank = /\b(highest|best|top|peak|lowest|worst)\b/.test(q);
  if (shape.superlative && shape.superlative.concept.length) {
    const candidates = conceptColumns(index, shape.superlative.concept);
    const named = candidates.find((c) => colHits.some((h) => h.column === c));
    superColumn =
      named ??
      conceptColumn(index, shape.superlative.concept, shape.superlative.prefer) ??
      (candidates.length ? undefined : seriesMeasure(index));
    if (!named && !shape.superlative.prefer && candidates.length > 1) superAmbiguous = candidates;
    // "the longest wings": no column of the superlative's own concept, but the one measure named
    // right after it (in "the reach of the heaviest", the measure before it is what is shown)
    const superAt = toks.find((t) => t.used === 'shape' && shape.superlative?.word.includes(t.word))?.i;
    const after = measureHits.filter((h) => superAt !== undefined && Math.min(...h.positions) > superAt);
    if (!superColumn && !shape.superlative.count && measureHits.length === 1 && after.length === 1)
      superColumn = after[0]!.column;
    // "the longest delay": the measure said right after the superlative, not its concept (distance)
    const right = after.find((h) => superAt !== undefined && Math.min(...h.positions) - superAt <= 2);
    // ("the northernmost zip code": a code names the row, it is not what is ranked)
    if (
      right &&
      superColumn !== right.column &&
      !candidates.includes(right.column) &&
      !named &&
      !(superColumn && (identifierLike(right.column) || numberedThings(right.column)))
    ) {
      superColumn = right.column;
      superAmbiguous = undefined;
    }
    // "the northernmost zip code": the code is the row asked for, ranked by the superlative's column
    // (so is a numbered thing: "the heaviest hive" of a Hive column of hive numbers)
    const code =
      right && superColumn !== right.column && (identifierLike(right.column) || numberedThings(right.column))
        ? right
        : undefined;
    if (code && superColumn && !s.target && !groups.length) {
      s.target = code;
      measureHits.splice(measureHits.indexOf(code), 1);
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
      // "total refund" over refund amount / method / date: only one of them holds numbers to measure
      const numbers = options.filter((c) => isNumeric(c) && c.flagTrue === undefined && c.role === 'measure');
      const chosen =
        (prefer ? options.find((c) => c.words.includes(prefer)) : undefined) ??
        (numbers.length === 1 && !countWords ? numbers[0] : undefined) ??
        movementColumn(options, q);
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
    else if (explicitHere && rankingWord && ranksByAverage(index, column, groups, target?.column)) fn = 'avg';
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
    const firstOrLast = explicitHere ? undefined : firstOrLastOf(toks, h.positions, column);
    if (firstOrLast) fn = firstOrLast;
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

  s.percentile = percentile;
  s.explicitAgg = explicitAgg;
  s.extremeOf = extremeOf;
  s.rankingWord = rankingWord;
  s.measureHits = measureHits;
  s.countWords = countWords;
  s.superColumn = superColumn;
  s.superAmbiguous = superAmbiguous;
  s.flipRank = flipRank;
}

/**
 * "which firm invested the most": a participle of a measure's name followed by "the most" or "the
 * least" ranks by that measure; it is not the condition that there was some of it (invest > 0).
 * True when "overall" follows ("invested the most overall": the total).
 */
function rankedParticiples(s: ParseState): boolean {
  const { toks, filters, conditionHits } = s;
  let overall = false;
  for (const c of s.compareFilters) {
    const f = c.filter;
    if (!c.hit || f.kind !== 'compare' || f.op !== '>' || f.value !== 0 || c.hit.positions.length !== 1)
      continue;
    const said = toks[c.hit.positions[0] as number];
    if (!said || !/ed$/.test(said.word)) continue;
    const next = toks[said.i + 1]?.word === 'the' ? toks[said.i + 2] : toks[said.i + 1];
    if (!next || !/^(most|least)$/.test(next.word)) continue;
    const at = filters.indexOf(f);
    if (at >= 0) filters.splice(at, 1);
    conditionHits.delete(c.hit);
    const after = toks[next.i + 1];
    if (after && /^(overall|altogether|combined)$/.test(after.word)) {
      after.used = 'shape';
      overall = true;
    }
  }
  return overall;
}
