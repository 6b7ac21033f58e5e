/**
 * Revenue over a table of sold lines that holds no money column of its own, only a quantity and
 * a unit price (and perhaps a percentage discount): "total revenue", "sales by store", "top 5
 * products by revenue" read qty × unit price, less the line's discount when there is one (a
 * blank discount takes nothing off). "avg order value" is that revenue over the distinct orders
 * of an order id repeated over its lines; "the biggest single order" ranks the orders by it.
 */
import type { AnalystDerived, AnalystQuery } from '@ai-analyst/contract';
import { isNumericType } from '../../data/duck';
import { derivedName } from '../compile/derived';
import type { DatasetIndex, IndexedColumn } from '../schema-index';
import type { Found } from './derived-spans';
import { moneyColumn } from './money-words';

const QTY = /^(qty|quantity|quantities|units|unit|items|pieces|pcs)$/;
const DISCOUNT = /^(discount|disc|markdown)$/;
const MONEY_WORD = /^(revenue|sales|sale|turnover|takings|gmv|value|amount|total|spend|income)$/;
/** The money words a question says for the lines' revenue. */
const REVENUE = /\b(?:total\s+)?(?:net\s+|gross\s+)?(revenues?|sales|turnover|takings|gmv)\b/i;
/** "avg order value", "aov": the revenue per distinct order. */
const ORDER_VALUE = /\b(?:(?:the\s+)?(?:avg|average|mean|typical)\s+(?:order|basket|transaction)\s+(?:value|size)|aov)\b/i;
/** "the biggest single order by value": the orders ranked by their revenue. */
const TOP_ORDER =
  /\b(?:the\s+)?(biggest|largest|highest|smallest|lowest)\s+(?:single\s+)?(?:order|basket|transaction|sale)(?:\s+by\s+(?:value|revenue|sales|amount|spend))?\b/i;

const numeric = (c: IndexedColumn) =>
  isNumericType(c.type) && c.flagTrue === undefined && !c.yearLike && c.role !== 'identifier';

/** The one column whose words pass `test`, or undefined when none or several do. */
function onlyColumn(index: DatasetIndex, test: (c: IndexedColumn) => boolean): IndexedColumn | undefined {
  const found = index.columns.filter(test);
  return found.length === 1 ? found[0] : undefined;
}

/** The id repeated over an order's lines (order_id, transaction_no): text, fewer values than rows. */
export function orderIdColumn(index: DatasetIndex): IndexedColumn | undefined {
  return onlyColumn(
    index,
    (c) =>
      !isNumericType(c.type) &&
      c.words.some((w) => /^(order|basket|transaction|receipt|invoice|sale)$/.test(w)) &&
      c.words.some((w) => /^(id|no|number|num|ref|code)$/.test(w)) &&
      c.uniqueness < 0.95,
  );
}

/** The derived revenue of a line (qty × price, less the discount), or undefined when the table has another money column. */
export function lineRevenue(index: DatasetIndex): { before: AnalystDerived[]; derived: AnalystDerived; from: string[] } | undefined {
  if (moneyColumn(index)) return undefined;
  if (index.columns.some((c) => numeric(c) && c.words.some((w) => MONEY_WORD.test(w)))) return undefined;
  const qty = onlyColumn(index, (c) => numeric(c) && c.words.some((w) => QTY.test(w)) && !c.words.includes('price'));
  const price = onlyColumn(index, (c) => numeric(c) && c.words.includes('price'));
  if (!qty || !price || qty === price) return undefined;
  const gross: AnalystDerived = { name: derivedName('*', qty.name, price.name), op: '*', left: qty.name, right: price.name };
  const discount = onlyColumn(index, (c) => numeric(c) && c.words.some((w) => DISCOUNT.test(w)));
  if (!discount) return { before: [], derived: gross, from: [qty.name, price.name] };
  // a discount of whole percentages (15 for 15 %) is taken off; a fraction (0.15) is no such column
  const percent = index.info.columns.find((c) => c.name === discount.name)?.unit === '%' || (discount.max ?? 0) > 1;
  if (!percent || (discount.min ?? 0) < 0 || (discount.max ?? 0) > 100) return undefined;
  const net: AnalystDerived = { name: 'revenue', op: 'less%', left: gross.name, right: discount.name };
  return { before: [gross], derived: net, from: [qty.name, price.name, discount.name] };
}

/** A revenue phrase over a table of sold lines, read as the derived line revenue. */
export function findLineRevenue(question: string, index: DatasetIndex): Found | undefined {
  const revenue = lineRevenue(index);
  if (!revenue) return undefined;
  const order = orderIdColumn(index);
  const orderValue = ORDER_VALUE.exec(question);
  if (orderValue && order)
    return {
      start: orderValue.index,
      end: orderValue.index + orderValue[0].length,
      ...revenue,
      say: (d) => `total ${d}`,
      finish: (q: AnalystQuery) => {
        const m = q.measures[0];
        if (q.measures.length !== 1 || m?.fn !== 'sum' || m.per) return false;
        m.per = { column: order.name };
        return true;
      },
    };
  const top = TOP_ORDER.exec(question);
  if (top && order) {
    const low = /^(smallest|lowest)$/i.test(top[1] as string);
    return {
      start: top.index,
      end: top.index + top[0].length,
      ...revenue,
      say: (d) => `${order.words.join(' ')} with the ${low ? 'lowest' : 'highest'} total ${d}`,
    };
  }
  const m = REVENUE.exec(question);
  if (!m) return undefined;
  // revenue adds up unless the question says how to aggregate it ("avg sales per line")
  const said = /\b(avg|average|mean|median|max|maximum|min|minimum|total|sum|highest|lowest)\s+$/i.test(question.slice(0, m.index));
  return { start: m.index, end: m.index + m[0].length, ...revenue, say: (d) => (said ? d : `total ${d}`) };
}
