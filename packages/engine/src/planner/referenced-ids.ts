/**
 * Ids that point at other rows of the same table (a roster's `manager_id` holding employee ids,
 * a `parent_id`): an answer showing them names the row each one points at, "E1113 (Raj Murphy)",
 * so "who is X's manager" and "who has the most direct reports" read as names. Only for an id
 * named as pointing at a row (manager, parent, supervisor…), when every id shown is one row's own
 * id, and a name column names those rows.
 */
import type { Row } from '../data/duck';
import { quoteIdent, sqlValue } from '../data/sql';
import type { SourceTable, TableSource } from '../tools/types';
import { splitWords } from './text';

const ID = /^(id|no|number|num|ref|code)$/;
const isId = (name: string) => ID.test(splitWords(name).at(-1) ?? '');
/** Words of an id column pointing at another row of the same table (numbers of two tables' ids may coincide). */
const POINTS_AT =
  /^(manager|mgr|parent|supervisor|reports|boss|lead|mentor|head|referrer|referred|sponsor|reviewer|approver)$/;
const pointsAt = (name: string) => splitWords(name).some((w) => POINTS_AT.test(w));

/** The shown id columns of `keys` named after what they point at, with the table's own id and name columns. */
function references(table: SourceTable, keys: string[]): { ref: string; own: string; name: string }[] {
  const columns = table.columns.map((c) => c.name);
  const name = columns.find((c) =>
    /^(full[\s_-]?name|name|display[\s_-]?name|employee[\s_-]?name)$/i.test(c),
  );
  if (!name) return [];
  const own = columns.filter((c) => isId(c) && !pointsAt(c) && !keys.includes(c));
  return keys.flatMap((ref) => {
    if (!columns.includes(ref) || !isId(ref) || !pointsAt(ref) || ref === name) return [];
    // the table's own id: an id column named otherwise ("employee_id" beside "manager_id")
    const target = own.filter((c) => c !== ref);
    return target.length >= 1 ? target.map((o) => ({ ref, own: o, name })) : [];
  });
}

/** The rows with each id pointing at another row shown with that row's name. */
export async function nameReferencedIds(
  table: SourceTable,
  keys: string[],
  rows: Row[],
  source: TableSource,
): Promise<void> {
  if (source.dialect || rows.length === 0 || rows.length > 200) return;
  for (const { ref, own, name } of references(table, keys)) {
    const ids = [
      ...new Set(
        rows
          .map((r) => r[ref])
          .filter((v): v is string | number => typeof v === 'string' || typeof v === 'number'),
      ),
    ];
    if (ids.length === 0) continue;
    const found = await source.query(
      `SELECT ${quoteIdent(own)} AS id, min(${quoteIdent(name)}) AS name, count(*) AS n FROM ${quoteIdent(table.name)} WHERE ${quoteIdent(own)} IN (${ids.map((v) => sqlValue(v)).join(', ')}) GROUP BY 1`,
      { maxRows: 500 },
    );
    // every id shown must be one row's own id
    if (found.rows.length !== ids.length || found.rows.some((r) => Number(r.n) !== 1)) continue;
    const names = new Map(found.rows.map((r) => [String(r.id), String(r.name)]));
    for (const r of rows) {
      const v = r[ref];
      if (v !== null && v !== undefined && names.has(String(v)))
        r[ref] = `${String(v)} (${names.get(String(v))})`;
    }
    return;
  }
}
