/**
 * Rankings the row-by-row readings get wrong over some table shapes:
 * - one row per period with one measure (a monthly series): "top 5 months", "lowest month in
 *   2009" rank the periods by that measure, never by how many rows each has (one);
 * - rows of events naming the same item again and again: "best selling item" ranks items by
 *   their total (units sold, for selling), not the one line with the largest amount;
 * - "avg revenue per pizza ordered": a total per unit of another amount column, not the average
 *   for each value of that column.
 */
import type { AnalystMeasure, AnalystQuery } from '@ai-analyst/contract';
import { isNumericType } from '../../data/duck';
import type { DatasetIndex, IndexedColumn } from '../schema-index';
import { perRecord } from './per-record';
import { defaultAggregation } from './shape';
import { soleMeasure } from './sole-measure';
import type { Parsed } from './types';

const COUNT_SAID = /\b(how many|number of|count|counts|how often|frequency)\b/i;
const SELLING = /\b(best|top|most|worst|least)[\s-]+(selling|sold|seller|sellers)\b/i;
const QUANTITY = /^(units?|quantity|qty|orders?|sold|items|pieces|volume)$/;
const BUSIEST = /\b(busiest|quietest|slowest)\b/i;

const amount = (c: IndexedColumn | undefined): c is IndexedColumn =>
  !!c && isNumericType(c.type) && c.role === 'measure' && !c.yearLike && c.flagTrue === undefined && defaultAggregation(c) === 'sum';

export function rankedTotals(parsed: Parsed, index: DatasetIndex, question: string): Parsed {
  const q = parsed.query;
  if (!q) return parsed;
  const fixed =
    periodsByMeasure(q, index, question) ??
    itemsByTotal(q, index, question) ??
    perUnit(q, index, question) ??
    perRecord(q, index, question) ??
    busiestByQuantity(q, index, question);
  return fixed ? { ...parsed, query: fixed } : parsed;
}

/** "top 5 months" over a series with one row per month: ranked by its one measure. */
function periodsByMeasure(q: AnalystQuery, index: DatasetIndex, question: string): AnalystQuery | undefined {
  const time = index.columns.find((c) => c.name === index.timeColumn);
  const sole = soleMeasure(index);
  if (!time || !sole || q.kind !== 'aggregate' || COUNT_SAID.test(question)) return undefined;
  const counted = q.measures.length === 1 && q.measures[0]!.fn === 'count' && !q.measures[0]!.column;
  const g = q.groupBy[0];
  if (!counted || q.groupBy.length !== 1 || g?.column !== time.name || q.order?.by !== 'measure') return undefined;
  // one row per period of that grain: the series' own spacing, no more rows than periods spanned
  if ((g.grain ?? g.part) !== index.timeGrain || index.info.rowCount > periodsSpanned(index)) return undefined;
  return { ...q, measures: [{ fn: defaultAggregation(sole), column: sole.name }] };
}

/** "best selling item": the item whose rows add up to the most, over rows that repeat items. */
function itemsByTotal(q: AnalystQuery, index: DatasetIndex, question: string): AnalystQuery | undefined {
  if (q.kind !== 'rows' || !q.order || (q.limit ?? 99) > 10 || q.groupBy.length || q.derived?.length) return undefined;
  const by = index.columns.find((c) => c.name === q.order!.by);
  const label = index.columns.find((c) => c.name === q.columns?.[0] && c.name !== by?.name);
  if (!amount(by) || !label || !/CHAR/i.test(label.type) || label.uniqueness > 0.2) return undefined;
  const quantity = SELLING.test(question) ? index.columns.find((c) => amount(c) && c.words.some((w) => QUANTITY.test(w))) : undefined;
  const measure: AnalystMeasure = { fn: 'sum', column: (quantity ?? by).name };
  const { columns: _, ...rest } = q;
  return { ...rest, kind: 'aggregate', measures: [measure], groupBy: [{ column: label.name }], order: { by: 'measure', dir: q.order.dir } };
}

/** "avg revenue per pizza ordered": revenue's total over the total of the amount column grouped by. */
function perUnit(q: AnalystQuery, index: DatasetIndex, question: string): AnalystQuery | undefined {
  if (q.kind !== 'aggregate' || q.groupBy.length !== 1 || q.measures.length !== 1 || !/\bper\b/i.test(question)) return undefined;
  const m = q.measures[0]!;
  const unit = index.columns.find((c) => c.name === q.groupBy[0]!.column);
  const figure = index.columns.find((c) => c.name === m.column);
  if ((m.fn !== 'avg' && m.fn !== 'sum') || !amount(figure) || !amount(unit) || unit.distinct < 20 || q.groupBy[0]!.grain) return undefined;
  const { order: _, limit: __, ...rest } = q;
  return { ...rest, groupBy: [], measures: [{ fn: 'sum', column: figure.name, per: { column: unit.name } }] };
}

/** How many periods of the data's own grain lie between its first and last date. */
function periodsSpanned(index: DatasetIndex): number {
  const [from, to] = [index.minDate, index.maxDate];
  if (!from || !to) return 0;
  const years = Number(to.slice(0, 4)) - Number(from.slice(0, 4));
  if (index.timeGrain === 'year') return years + 1;
  if (index.timeGrain === 'month') return years * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7)) + 1;
  return Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
}

/** "busiest day of the week" over lines that each carry a number of orders or units: their total, not the lines. */
function busiestByQuantity(q: AnalystQuery, index: DatasetIndex, question: string): AnalystQuery | undefined {
  if (q.kind !== 'aggregate' || !q.groupBy.length || q.order?.by !== 'measure' || !BUSIEST.test(question)) return undefined;
  if (q.measures.length !== 1 || q.measures[0]!.fn !== 'count' || q.measures[0]!.column || COUNT_SAID.test(question)) return undefined;
  const quantities = index.columns.filter((c) => amount(c) && c.words.some((w) => QUANTITY.test(w)));
  return quantities.length === 1 ? { ...q, measures: [{ fn: 'sum', column: quantities[0]!.name }] } : undefined;
}
