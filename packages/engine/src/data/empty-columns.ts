/**
 * An empty column at a table's end: files whose every line ends with a delimiter (`a\tb\t`) read
 * with one more column than they have, unnamed (the reader calls it `column24`) and without a
 * value. It says nothing and would be offered as a column to group or count by, so it is dropped.
 * Only unnamed columns at the end are dropped, and only when every one of their cells is empty.
 */
import { quoteIdent } from './sql';

type Run = (sql: string) => Promise<void>;
type Rows = (sql: string) => Promise<Record<string, unknown>[]>;

/** The name DuckDB's reader gives a column whose header cell is empty. */
const UNNAMED = /^column\d+$/;

/** Drops the empty unnamed columns at the end of `table`; returns how many were dropped. */
export async function dropEmptyTrailingColumns(run: Run, rows: Rows, table: string): Promise<number> {
  const described = await rows(`DESCRIBE ${table}`);
  const names = described.map((r) => String(r.column_name));
  let dropped = 0;
  for (let j = names.length - 1; j > 0; j--) {
    const name = names[j]!;
    if (!UNNAMED.test(name)) break;
    const [filled] = await rows(`SELECT count(${quoteIdent(name)}) AS n FROM ${table}`);
    if (Number(filled?.n ?? 1) > 0) break;
    await run(`ALTER TABLE ${table} DROP COLUMN ${quoteIdent(name)}`);
    dropped++;
  }
  return dropped;
}
