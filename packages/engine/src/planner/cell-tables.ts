/**
 * Tables of cells: two label columns whose every pair has one row (region × source, country ×
 * year as text) and one column named as the figure itself ("Value", "Amount"). Such a table is a
 * wide table already in its long form: counting its rows says nothing (each pair is one row), so a
 * question that counts nothing ("europe nuclear", "world total per source", "biggest source")
 * totals the figure, as a wide table's long form does. A percentage whose two conditions are on
 * the two label columns takes the one said as the whole ("of the world's nuclear", "of world oil")
 * as its base; "regions with no nuclear" are the rows of that value whose figure is 0; "rank the
 * sources" orders them by the figure.
 */
import type { AnalystQuery } from '@ai-analyst/contract';
import { isNumericType } from '../data/duck';
import { valueKey, type DatasetIndex, type IndexedColumn } from './schema-index';

const FIGURE_NAME = /^(value|values|val|amount|figure|quantity|qty)$/i;
const COUNTING = /\b(how many|number of|count|counts|counting|rows?)\b/i;

/** The one column named as the figure of a table of cells, else undefined. */
export function cellFigure(index: DatasetIndex): IndexedColumn | undefined {
  const figures = index.columns.filter((c) => isNumericType(c.type) && FIGURE_NAME.test(c.name.trim()));
  if (figures.length !== 1 || index.wide) return undefined;
  const labels = index.columns.filter((c) => !isNumericType(c.type) && c.values.size >= 2);
  const rows = index.info.rowCount;
  const paired = labels.some((a, i) =>
    labels.slice(i + 1).some((b) => a.values.size * b.values.size === rows),
  );
  return paired ? figures[0] : undefined;
}

/** A value's words as the question's words are keyed. */
const said = (value: string | number | boolean) =>
  valueKey(String(value)).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The query with the figure totalled where it counted nothing but rows (see the file's note). */
export function withCellFigure(query: AnalystQuery, index: DatasetIndex, question: string): AnalystQuery {
  const figure = cellFigure(index);
  if (!figure) return query;
  const text = valueKey(question);
  if (query.kind === 'rows' && !query.order && /\brank(?:ed|ing)?\b/i.test(question)) {
    const columns = [...(query.columns ?? []).filter((c) => c !== figure.name), figure.name];
    return { ...query, columns, order: { by: figure.name, dir: 'desc' } };
  }
  const bareCount = query.measures.length === 0 || query.measures.every((m) => m.fn === 'count' && !m.column);
  if (!bareCount || query.kind === 'rows' || query.kind === 'correlation' || COUNTING.test(question))
    return query;
  let q: AnalystQuery = { ...query, measures: [{ fn: 'sum', column: figure.name }] };
  // "regions with no nuclear": the rows of that value whose figure is 0, named by the other label
  const none = q.filters.find(
    (f) =>
      f.kind === 'values' &&
      f.negate === true &&
      f.values.length === 1 &&
      new RegExp(`\\b(?:no|without)\\s+(?:any\\s+)?${said(f.values[0]!)}\\b`).test(text),
  );
  if (none?.kind === 'values' && q.kind === 'aggregate' && q.groupBy.length === 0) {
    // (the other label column: the one word the question names it by may be a kind of it, "regions")
    const others = index.columns.filter(
      (c) => c.name !== none.column && !isNumericType(c.type) && c.values.size >= 2,
    );
    const other = others.length === 1 ? others[0] : undefined;
    if (other)
      return {
        ...q,
        kind: 'rows',
        measures: [],
        filters: [
          ...q.filters.filter((f) => f !== none),
          { ...none, negate: false },
          { kind: 'compare', column: figure.name, op: '=', value: 0 },
        ],
        columns: [other.name],
      };
  }
  // "what % of the world's nuclear is in europe": nuclear is the whole, europe the part
  const condition = q.condition ?? [];
  const whole = condition.find(
    (f) =>
      f.kind === 'values' &&
      !f.negate &&
      f.values.length >= 1 &&
      new RegExp(`\\b(?:world s|world|all|total|global)\\s+${said(f.values[0]!)}\\b`).test(text),
  );
  if (q.kind === 'percent' && whole && condition.some((f) => f !== whole && f.column !== whole.column))
    q = { ...q, filters: [...q.filters, whole], condition: condition.filter((f) => f !== whole) };
  return q;
}
