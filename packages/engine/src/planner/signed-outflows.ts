/**
 * Signed quantities and amounts: stock ledgers, bank statements and movement reports write what
 * leaves as a negative number (a pick of 17 units is `-17`, its value `-357.00`). Over the rows of
 * such a kind, "units picked", "the most units scrapped", "value of scrap" mean how much left: the
 * total of 10,964 units, the category with the largest loss first — not a total of −10,964 and
 * not the category that lost the least.
 *
 * When a query measures (sum, average, smallest, largest…) a column that takes both signs in the
 * table, its rows are narrowed by a value of a category (a movement type, a transaction kind), and
 * every row of the table holding those values is zero or below there with some below, the column
 * is measured with its sign flipped: a derived number `column × −1`, named so that the reply says it.
 */
import type { AnalystDerived, AnalystQuery } from '@ai-analyst/contract';
import type { DatasetRegistry } from '../data/registry';
import { compileQuery } from './compile';
import type { DatasetIndex } from './schema-index';
import { LEVEL_WORDS } from './lexicon';

/** Whether a value of the first category column outside those kept holds only positive numbers in `column`. */
async function someKindComesIn(
  registry: DatasetRegistry,
  index: DatasetIndex,
  column: string,
  categories: AnalystQuery['filters'],
): Promise<boolean> {
  const first = categories[0];
  if (!first || first.kind !== 'values') return false;
  const probe: AnalystQuery = {
    dataset: index.info.name,
    kind: 'aggregate',
    measures: [{ fn: 'min', column }],
    filters: [{ ...first, negate: true }],
    groupBy: [{ column: first.column }],
  };
  try {
    const compiled = compileQuery({ name: index.info.name, columns: index.info.columns }, probe);
    const result = await registry.query(compiled.sql, { timeoutMs: 10_000, maxRows: 1000 });
    const key = compiled.valueKeys[0]!;
    return result.rows.some((r) => Number(r[key]) > 0);
  } catch {
    return false;
  }
}

/** Measures whose figure changes meaning with the sign (counts and missing values do not). */
const SIGNED_FNS = new Set(['sum', 'avg', 'min', 'max', 'median', 'percentile']);

/** The name of a column read with its sign flipped. */
export const flippedName = (column: string) => `${column} (sign flipped)`;

/**
 * The query with its one signed measure column read as a positive amount when the rows it keeps
 * all hold negative numbers there; the query as it is otherwise (also when the check fails).
 */
export async function withSignedOutflows(
  registry: DatasetRegistry,
  index: DatasetIndex,
  query: AnalystQuery,
): Promise<AnalystQuery> {
  if (
    (query.kind !== 'aggregate' && query.kind !== 'compare') ||
    query.unpivot ||
    query.change ||
    query.derived
  )
    return query;
  const measured = new Set(
    query.measures.filter((m) => SIGNED_FNS.has(m.fn) && m.column && !m.per && !m.plus).map((m) => m.column!),
  );
  if (measured.size !== 1 || query.measures.some((m) => m.column && !measured.has(m.column))) return query;
  const name = [...measured][0]!;
  const column = index.columns.find((c) => c.name === name);
  if (!column || column.min === undefined || column.max === undefined || !(column.min < 0 && column.max > 0))
    return query;
  const categories = query.filters.filter((f) => {
    if (f.kind !== 'values' || f.negate) return false;
    const by = index.columns.find((c) => c.name === f.column);
    return !!by && /CHAR/i.test(by.type);
  });
  if (!categories.length || index.columns.some((c) => c.name === flippedName(name))) return query;
  // a level or a position (a temperature, a balance, a longitude) is no flow in or out
  if (column.words.some((w) => LEVEL_WORDS.has(w))) return query;
  // …and the sign must part the kinds: some other kind of row holds only positive numbers (receipts)
  if (!(await someKindComesIn(registry, index, name, categories))) return query;
  const probe: AnalystQuery = {
    dataset: query.dataset,
    kind: 'aggregate',
    measures: [
      { fn: 'max', column: name },
      { fn: 'min', column: name },
    ],
    // the sign belongs to the kind of row: checked over every row of those kinds, whatever else the
    // question narrows to (a city's temperature on one frosty day is no outflow)
    filters: categories,
    groupBy: [],
  };
  try {
    const compiled = compileQuery({ name: index.info.name, columns: index.info.columns }, probe);
    const result = await registry.query(compiled.sql, { timeoutMs: 10_000, maxRows: 1 });
    const row = result.rows[0];
    const [hi, lo] = compiled.valueKeys.map((k) => Number(row?.[k]));
    if (
      hi === undefined ||
      lo === undefined ||
      !Number.isFinite(hi) ||
      !Number.isFinite(lo) ||
      hi > 0 ||
      lo >= 0
    )
      return query;
  } catch {
    return query;
  }
  const flipped = flippedName(name);
  const derived: AnalystDerived = { name: flipped, op: '*', left: name, right: '-1' };
  return {
    ...query,
    derived: [derived],
    measures: query.measures.map((m) => (m.column === name ? { ...m, column: flipped } : m)),
  };
}
