/** The stage that settles an aggregate question: the rows themselves, a ranking of groups, or one figure. */
import type { AnalystFilter, AnalystMeasure } from '@ai-analyst/contract';
import { isTemporalType } from '../../data/duck';
import { clarifyAmount, clarifyMeasure } from './clarify';
import { extremeRow } from './derived-rows';
import { defaultAggregation, isLevel, isNumeric, labelColumn, weightColumn } from './shape';
import type { ParseState } from './state';
import type { Parsed } from './types';
import type { DatasetIndex } from '../schema-index';


/** Superlatives of size, said of a number column itself ("largest qty" is its maximum). */
const SIZE_SUPERLATIVE = /\b(largest|biggest|highest|greatest|smallest|lowest|max|maximum|min|minimum)\b/;
/**
 * For a question still read as an aggregate, decides its final shape: the row with the extreme
 * ("which day was hottest", "the wing span of the lightest sparrow"), groups ranked by a measure
 * ("which region has the highest revenue", "who directed the most movies"), the rows that match
 * ("who directed Titanic", "list airports in anchorage", "where did Ann Lee die"), the top N rows,
 * or one figure (a count when nothing else is measured). Sets `kind`, `order`, `limit` and
 * `columns`. Returns a clarifying question when the ranking or the amount asked is not named.
 */
export function readRanking(s: ParseState): Parsed | undefined {
  const {
    toks,
    q,
    index,
    question,
    shape,
    colHits,
    tcol,
    filters,
    groups,
    target,
    entityTarget,
    timeTarget,
    explicitAgg,
    measureHits,
    countWords,
    measures,
    superColumn,
    countDistinct,
    dataMeasures,
  } = s;
  let { kind, order, limit, columns } = s;
  // "the X of the <superlative> …": the measure is named before the superlative word
  const measureOfExtreme = () => {
    const at = toks.find((t) => t.used === 'shape' && shape.superlative?.word.includes(t.word))?.i;
    const hit = measureHits.find((h) => h.column.name === measures[0]?.column);
    return at !== undefined && hit !== undefined && Math.max(...hit.positions) < at;
  };

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
      order = { by: rankColumn.name, dir: timeDir(shape.superlative?.word, rankColumn) ?? order.dir };
      limit = shape.limit ?? 1;
      columns = [...new Set([target!.column.name, ...(shownColumn ? [shownColumn] : []), rankColumn.name])];
      measures.length = 0;
    } else if (
      target &&
      !rowTarget &&
      measures.length === 0 &&
      !countWords &&
      !superColumn &&
      isNumeric(target.column) &&
      !target.column.yearLike &&
      // the column said by its own words, never read off a slip ("highest prise" is no prize column)
      target.positions.every((p) => target.column.words.includes(toks[p]?.stem ?? '') || target.column.words.includes(toks[p]?.word ?? '')) &&
      shape.dir !== undefined &&
      SIZE_SUPERLATIVE.test(q) &&
      !/\b(which|what|who|most|fewest|least|many|number|count|common|frequent|often|popular)\b/.test(q)
    ) {
      // "largest qty": the number column's own largest value, never the value held by the most rows
      measures.push({ fn: shape.dir === 'asc' ? 'min' : 'max', column: target.column.name });
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
      (!isNumeric(target.column) || namesOneRow(index, filters))
    ) {
      // "who directed Titanic", "what rank is the Lena": show the asked column of the matching rows
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
        order = { by: superColumn.name, dir: timeDir(shape.superlative.word, superColumn) ?? shape.superlative.dir };
        limit = shape.limit ?? 1;
        columns = [label.name, superColumn.name];
      } else {
        // "the oldest respondent" over rows with no name column: the extreme itself
        const dir = timeDir(shape.superlative.word, superColumn) ?? shape.superlative.dir;
        measures.push({ fn: dir === 'asc' ? 'min' : 'max', column: superColumn.name });
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
        // "smallest first week": the ranked column was read as the thing asked for; name its rows
        const named = numericCol.name === target.column.name ? labelColumn(index, numericCol.name)?.name : target.column.name;
        columns = [...new Set([...(named ? [named] : []), numericCol.name])];
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
  s.kind = kind;
  s.order = order;
  s.limit = limit;
  s.columns = columns;
  extremeRow(s);
  return undefined;
}

/**
 * "the oldest competitor", "the oldest eruption" over a date or a year: the earliest (an age column
 * keeps the highest); "the youngest" the latest.
 */
function timeDir(word: string | undefined, column: DatasetIndex['columns'][number]): 'asc' | 'desc' | undefined {
  // (a column headed "Year" holding early years, "79", is still years)
  if (!column.yearLike && !isTemporalType(column.type) && !column.words.includes('year')) return undefined;
  if (word === 'oldest') return 'asc';
  if (word === 'youngest') return 'desc';
  return undefined;
}

/** A filter on a column naming each row ("River is Lena"): the question looks up one row's cells. */
function namesOneRow(index: DatasetIndex, filters: AnalystFilter[]): boolean {
  return filters.some((f) => f.kind === 'values' && f.values.length === 1 && (index.columns.find((c) => c.name === f.column)?.uniqueness ?? 0) >= 0.95);
}
