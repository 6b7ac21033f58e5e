/**
 * A row that adds up the others ("Total", "Totals (15 nations)", "World", "All") in a column that
 * names the rows: it is no row of the list, so counts, filters, averages and rankings leave it
 * out unless the question picks it ("the total row", "Country is Total").
 */
import type { AnalystFilter } from '@ai-analyst/contract';
import type { Parsed } from './types';
import type { DatasetIndex, IndexedColumn } from '../schema-index';

/** A label that says its row adds up the others. */
const TOTAL_LABEL = /^\s*((grand\s+)?totals?|world|all|overall|everything|sum)\s*(\(.*\)|\[.*\]|:)?\s*$/i;

/** Text columns that name rows (nearly one value per row) with exactly one total-like value: that value. */
export function totalRowLabels(index: DatasetIndex): { column: IndexedColumn; value: string }[] {
  return index.columns.flatMap((c) => {
    if (!/CHAR/i.test(c.type)) return [];
    const all = new Set([...c.values.values(), ...(c.cells?.values() ?? [])]);
    // (the distinct count is an estimate; the values listed are exact)
    if (Math.max(all.size, c.distinct) < Math.max(4, 0.8 * index.info.rowCount)) return [];
    const values = [...all].filter((v) => TOTAL_LABEL.test(v));
    return values.length === 1 ? [{ column: c, value: values[0] as string }] : [];
  });
}

const picks = (f: AnalystFilter, column: string, value: string): boolean =>
  f.column === column && f.kind === 'values' && f.values.some((v) => String(v).toLowerCase() === value.toLowerCase());

/**
 * The filters leaving out the data's total rows, for a query over `filters`, `condition` and
 * `sides`; none when one of them names the total row itself (then it is what was asked).
 */
export function totalRowExclusions(
  index: DatasetIndex,
  said: { filters: AnalystFilter[]; condition?: AnalystFilter[]; sides?: { filters: AnalystFilter[] }[] },
): AnalystFilter[] {
  const all = [...said.filters, ...(said.condition ?? []), ...(said.sides ?? []).flatMap((s) => s.filters)];
  return totalRowLabels(index)
    .filter(({ column, value }) => !all.some((f) => picks(f, column.name, value)))
    .map(({ column, value }) => ({ kind: 'values', column: column.name, values: [value], negate: true }));
}

/**
 * The parse with the data's total rows left out of its query. Applied after the parser's
 * reading is compared with the table stage's (which leaves total rows out on its own), so the
 * added condition never counts as one the question said.
 */
export function leaveOutTotalRows(index: DatasetIndex, parsed: Parsed): Parsed {
  const read = parsed.query;
  if (!read) return parsed;
  const q = { ...read, filters: withoutTotalRowBesideCategory(index, read.filters) };
  const extra = totalRowExclusions(index, q);
  return extra.length || q.filters.length !== read.filters.length
    ? { ...parsed, query: { ...q, filters: [...q.filters, ...extra] } }
    : parsed;
}

/**
 * "total population of the territories": the word "total" read as the total row, beside a
 * category of another column the total row does not hold (it adds up every category). Together
 * they pick nothing: the word asked for a sum of the category's rows, so the total row is dropped
 * from the conditions (and then left out like any total row).
 */
function withoutTotalRowBesideCategory(index: DatasetIndex, filters: AnalystFilter[]): AnalystFilter[] {
  const labels = totalRowLabels(index);
  const picked = filters.filter(
    (f) => f.kind === 'values' && !f.negate && labels.some(({ column, value }) => picks(f, column.name, value)),
  );
  if (picked.length !== 1) return filters;
  const total = picked[0] as AnalystFilter;
  const category = filters.some(
    (f) => f !== total && f.kind === 'values' && !f.negate && f.column !== total.column && f.values.length > 0,
  );
  return category ? filters.filter((f) => f !== total) : filters;
}
