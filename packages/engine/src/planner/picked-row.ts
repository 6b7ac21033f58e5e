/**
 * An answer that picked one row of a table ("which play is the newest" → Glass Orchard) without a
 * typed query of its own (a reading of the list's order, a rank written as text) still names that
 * row: the answer carries the typed query of that row, named by its value in a column whose values
 * name rows, with the columns the answer showed. A follow-up about the row ("which year", "who
 * directed it", "and how many seats did it have") then continues from it as from any look-up.
 */
import type { AnalystQuery, Cell, TableItem } from '@ai-analyst/contract';
import type { DatasetRegistry } from '../data/registry';
import type { Answer } from './answer';
import { quoteIdent, sqlValue } from '../data/sql';
import { indexDataset, type IndexedColumn } from './schema-index';

const isText = (c: IndexedColumn) => /CHAR|TEXT|STRING/i.test(c.type);

/** The one-row table the answer showed, when it showed exactly one. */
function oneRowTable(answer: Answer): TableItem | undefined {
  const tables = answer.items.filter((item): item is TableItem => item.type === 'table');
  if (tables.length !== 1) return undefined;
  const [table] = tables;
  return table && table.rows.length === 1 ? table : undefined;
}

/**
 * The typed query of the one row an answer picked, or undefined when the answer has its own
 * query, asked back, or did not show exactly one row named by a text value that names one row.
 */
export async function pickedRowQuery(
  registry: DatasetRegistry,
  answer: Answer,
  datasets: string[],
): Promise<AnalystQuery | undefined> {
  if (answer.query || answer.clarify || answer.error || datasets.length !== 1) return undefined;
  const table = oneRowTable(answer);
  if (!table) return undefined;
  const [dataset] = datasets;
  if (!dataset || !registry.has(dataset)) return undefined;
  const index = await indexDataset(registry, dataset);
  const byName = new Map(index.columns.map((c) => [c.name, c]));
  // every header must be a column of the table: a computed figure is not a cell of the row
  if (!table.headers.every((h) => byName.has(h))) return undefined;
  const row = table.rows[0] as Cell[];
  const candidates = table.headers
    .map((h, i) => ({ column: byName.get(h)!, value: row[i] }))
    .filter(
      ({ column, value }) =>
        isText(column) && column.uniqueness >= 0.95 && typeof value === 'string' && value !== '',
    )
    .sort((a, b) => b.column.uniqueness - a.column.uniqueness);
  // the row shown must be a row of the table as shown (a shown cell may be cleaned of marks, and
  // then names no row as it is written), and the naming value must be that row's alone
  const shown = table.headers.flatMap((h, i) => {
    const v = row[i];
    return typeof v === 'string' || typeof v === 'number' ? [`${quoteIdent(h)} = ${sqlValue(v)}`] : [];
  });
  const rowsWhere = async (conditions: string[]) => {
    const sql = `SELECT count(*) AS n FROM ${quoteIdent(dataset)} WHERE ${conditions.join(' AND ')}`;
    return Number((await registry.query(sql).catch(() => undefined))?.rows[0]?.n);
  };
  if ((await rowsWhere(shown)) !== 1) return undefined;
  let naming: (typeof candidates)[number] | undefined;
  for (const candidate of candidates) {
    if (
      (await rowsWhere([`${quoteIdent(candidate.column.name)} = ${sqlValue(candidate.value as string)}`])) ===
      1
    ) {
      naming = candidate;
      break;
    }
  }
  if (!naming) return undefined;
  return {
    dataset,
    kind: 'rows',
    measures: [],
    filters: [{ kind: 'values', column: naming.column.name, values: [naming.value as string] }],
    groupBy: [],
    columns: [...table.headers],
  };
}
