/** The stage that reads derived results: a correlation, a percentage or share, a comparison of two sides. */
import { movementColumn } from './before-after';
import type { AnalystFilter, AnalystQuery } from '@ai-analyst/contract';
import { isNumericType } from '../../data/duck';
import { ROW_NOUNS } from '../lexicon';
import type { IndexedColumn } from '../schema-index';
import type { ColumnHit } from './columns';
import { defaultAggregation, isNumeric, labelColumn, weightColumn } from './shape';
import { amountColumns, namesTheRows, pluralOfName } from './identifiers';
import type { ParseState } from './state';
import type { TimeSpec } from './time';
import type { Tok } from './types';
import type { ValueHit } from './values';

/**
 * Reads what the answer is derived from the measures: a correlation of two numeric columns
 * ("is wind related to rain"), the percentage of rows meeting a condition ("what % of flights
 * were delayed", moving those filters to `condition`), each group's share ("share of each
 * fuel"), or a comparison of the two `sides` ("2014 vs 2015", ranked per group for "which fuel
 * grew the most"). Sets `kind` ('aggregate' unless one of these), `order`, `limit`, `condition`
 * and `pair`.
 */
export function readDerived(s: ParseState): void {
  const {
    toks,
    q,
    index,
    time,
    shape,
    valueHits,
    flagHits,
    flagRate,
    colHits,
    tcol,
    filters,
    compareFilters,
    sides,
    groups,
    target,
    explicitAgg,
    rankingWord,
    measureHits,
    countWords,
    measures,
    superColumn,
    dataMeasures,
  } = s;
  // 8. the kind
  let kind: AnalystQuery['kind'] = 'aggregate';
  let order: AnalystQuery['order'];
  let limit: number | undefined;
  let condition: AnalystFilter[] | undefined;
  let pair: [string, string] | undefined;

  const wantsPercent =
    flagRate ||
    ((/\b(percentage|percent|proportion|fraction|share|ratio|how often|what part)\b/.test(q) ||
      /(^|\s)%|%\s+of\b/.test(q)) &&
      !measureHits.some((h) => h.column.words.some((w) => w === 'pct' || w === 'rate' || w === 'share')) &&
      !percentWordNamesColumn(q, colHits));
  const wantsCorrelation =
    /\b(correlat\w*|corr|relationship|relate|related|relation|associated|association|depend|linked)\b/.test(
      q,
    );

  if (wantsCorrelation) {
    // a quantity said alone over its before / after / change columns: the one it reads
    const nums = colHits
      .filter((h) => isNumericType(h.column.type))
      .map((h) => (h.alternatives.length ? (movementColumn([h.column, ...h.alternatives], q) ?? h.column) : h.column).name);
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
      // ("… that came in self serve": in right after the verb belongs to the verb)
      const lo = Math.min(...pos);
      const scoped =
        pos.length > 0 &&
        /^(in|for|at|among|across|within)$/.test(toks[lo - 1]?.word ?? '') &&
        !/^(came|come|comes|went|signed|got|are|were|was|is)$/.test(toks[lo - 2]?.word ?? '');
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
      // "what % of the ones with data were below 2.1": the rows holding a value are the base
      const withData =
        /\b(with|having|have|has|had)\s+(?:any\s+)?(data|a value|values|a figure|figures|a reading|readings)\b/.exec(
          q,
        );
      if (withData) {
        const said = withData[0].split(' ');
        const at = toks.findIndex((t, i) => said.every((w, j) => toks[i + j]?.word === w));
        for (let j = at; at >= 0 && j < at + said.length; j++) toks[j]!.used = 'missing';
        for (const column of new Set(
          cond.flatMap((f) => (f.kind === 'compare' || f.kind === 'between' ? [f.column] : [])),
        ))
          filters.push({ kind: 'null', column, isNull: false });
      }
      // "what share of all emissions …": a share of an amount is of its total, even when the
      // amount is one read as an average elsewhere
      const ofAll =
        !explicitAgg && /\b(share|percent|percentage|proportion|%) of (all|the total|total)\b/.test(q);
      const sumMeasure = measures.find(
        (m) =>
          (m.fn === 'sum' || ((ofAll || sharedAmount(q, m.column, index.columns, index.info.name)) && m.fn === 'avg')) &&
          !numbersSharedRows(q, m.column, index.columns, index.info.name) &&
          /\b(of|from)\b/.test(q),
      );
      if (sumMeasure?.fn === 'avg') sumMeasure.fn = 'sum';
      measures.length = 0;
      if (sumMeasure) measures.push(sumMeasure);
      // "share of renewables in 2017" over a table of one amount: the share of that amount
      // (not a share of rows said as such, "what % of patients", nor of rows with a 0/1 flag: a rate of rows)
      else if (
        onlyAmount &&
        cond.every((f) => f.kind === 'values' && !flagHits.some((h) => h.column.name === f.column)) &&
        !rowsAsked(q) &&
        !numbersSharedRows(q, onlyAmount.name, index.columns, index.info.name)
      )
        measures.push({ fn: 'sum', column: onlyAmount.name });
      // "what percent of the presidents were X" over a list of terms: of the people, once each
      else if (s.countDistinct) measures.push({ fn: 'count_distinct', column: s.countDistinct.name });
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
      const only = amountColumns(
        index.columns.filter((c) => isNumeric(c) && c.flagTrue === undefined && !c.words.includes('id')),
        index.info.name,
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
      // ("how many presidents each" over a list of terms: people, once each)
      else measures.push(s.countDistinct ? { fn: 'count_distinct', column: s.countDistinct.name } : { fn: 'count' });
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
  // "states with violent over 600 and poverty under 12": the rows a question opens by naming, with
  // several conditions and nothing to count or measure, are listed by their label ("players with a
  // wage over 30k", one condition, still counts them)
  const opening = toks[0];
  const rowsNamed = colHits.find(
    (h) => h.positions.includes(0) && /CHAR/i.test(h.column.type) && h.column.uniqueness >= 0.8,
  );
  const listed =
    kind === 'aggregate' &&
    (opening?.used === 'entity' || rowsNamed !== undefined) &&
    /^(with|where|that|which|having|whose|when)$/.test(toks[1]?.word ?? '') &&
    measures.length === 0 &&
    !countWords &&
    !groups.length &&
    (!target || target === rowsNamed) &&
    !superColumn &&
    !shape.dir &&
    filters.filter((f) => f.kind === 'compare' || f.kind === 'between').length >= 2;
  const label = listed ? (rowsNamed?.column ?? labelColumn(index)) : undefined;
  if (listed && label) {
    kind = 'rows';
    limit = 50;
    s.columns = [...new Set([label.name, ...filters.flatMap((f) => ('column' in f ? [f.column] : []))])];
  }
  s.kind = kind;
  s.order = order;
  s.limit = limit;
  s.condition = condition;
  s.pair = pair;
}

/** The word positions a filter was read from. */
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

/**
 * "how many regions have a share of power over 20": the share word is a word of a column the
 * question names (`Share of power`), not a request for a percentage, unless "what %" or
 * "% of" asks for one as well.
 */
/**
 * "what % of journeys are on line A": the word right after "% of" is a word of the measure's own
 * column, so the share is of that amount's total (never of an average, nor of the rows).
 */
function sharedAmount(q: string, column: string | undefined, columns: readonly IndexedColumn[], table: string): boolean {
  const m = /(?:\b(?:percentage|percent|proportion|fraction|share)|%)\s+of\s+(?:the\s+|all\s+)?([a-z]+)/.exec(q);
  const c = columns.find((x) => x.name === column);
  // ("% of the legs" over a Leg column numbering the rows: a share of the rows)
  // (nor "% of stations" over `station altitude` in a table of stations: the rows themselves)
  const listed = table.toLowerCase().split(/[^a-z0-9]+/);
  if (!m || !c || ROW_NOUNS.has(m[1]!) || namesTheRows(c, table) || listed.includes(m[1]!) || listed.includes(`${m[1]!}s`))
    return false;
  const word = m[1]!.replace(/s$/, '');
  return c.words.some((w) => w === word || w === m[1]);
}

/** "what % of the legs were flat" over a Leg column numbering the rows: a share of the rows, never of the numbers' sum. */
function numbersSharedRows(q: string, column: string | undefined, columns: readonly IndexedColumn[], table: string): boolean {
  const m = /(?:\b(?:percentage|percent|proportion|fraction|share)|%)\s+of\s+(?:the\s+|all\s+)?([a-z]+)/.exec(q);
  const c = columns.find((x) => x.name === column);
  return !!m && !!c && namesTheRows(c, table) && pluralOfName(m[1], c.name);
}

/** "what % of patients", "share of the rows": a share asked of the rows themselves. */
function rowsAsked(q: string): boolean {
  const m = /(?:\b(?:percentage|percent|proportion|fraction|share)|%)\s+of\s+(?:the\s+|all\s+)?(\w+)/.exec(q);
  return !!m && (/^(rows|records|entries|lines)$/.test(m[1]!) || ROW_NOUNS.has(m[1]!));
}

function percentWordNamesColumn(
  q: string,
  hits: readonly { column: { words: readonly string[] } }[],
): boolean {
  const word = /\b(percentage|percent|proportion|fraction|share|ratio)\b/.exec(q)?.[1];
  if (
    !word ||
    /(^|\s)%|%\s+of\b/.test(q) ||
    /\b(what|which)\s+(percentage|percent|proportion|fraction|share|ratio)\b/.test(q)
  )
    return false;
  return hits.some((h) => h.column.words.includes(word));
}
