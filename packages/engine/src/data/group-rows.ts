/**
 * Group label rows: reports list their rows under a heading row per group, the group's name in the
 * first cell and every other cell empty (a property above its units, a region above its stores,
 * a department above its people), as spreadsheets print merged category rows:
 *
 *   Unit,Tenant,Sq Ft,Rent
 *   Northgate Mall (NGM),,,
 *   NGM-101,Shoe Barn,"2,400","4,100.00"
 *   NGM-104,Tea House,"1,150","2,300.00"
 *   Riverside Park (RSP),,,
 *   RSP-A1,…
 *
 * Read as rows, each heading is a row of its own (counted, its cells missing) and the rows under
 * it do not say which group they belong to. At load the headings become a column, `Group`, first
 * in the table, holding on each row the heading above it, and the heading rows are left out, with
 * a warning. It is done when all of these hold: the table has three columns or more; the first row
 * is a heading; there are at least two headings, at most a third of the rows, each naming its
 * group once and each followed by at least one row; and every other row fills some cell besides
 * the first.
 */
import { quoteIdent } from './sql';

type Run = (sql: string) => Promise<unknown>;
type Rows = (sql: string) => Promise<Record<string, unknown>[]>;

/** The share of the rows headings may take at most. */
const MAX_SHARE = 1 / 3;
/** Tables wider than this are not examined (the check reads every column of every row). */
const MAX_COLUMNS = 200;
/** The name of the column made of the headings (a number added when the table has it already). */
const GROUP = 'Group';

/** Turns the heading rows of `table` into a column; returns the warning, or undefined when there are none. */
export async function groupLabelColumn(run: Run, rows: Rows, table: string): Promise<string | undefined> {
  const described = (await rows(`DESCRIBE ${table}`)).map((r) => ({ name: String(r.column_name), type: String(r.column_type) }));
  if (described.length < 3 || described.length > MAX_COLUMNS || described[0]!.type !== 'VARCHAR') return undefined;
  const first = quoteIdent(described[0]!.name);
  const rest = described.slice(1).map((c) => `${quoteIdent(c.name)} IS NULL`).join(' AND ');
  const heading = `(nullif(trim(${first}), '') IS NOT NULL AND ${rest})`;
  const ordered = `SELECT rowid AS "__r", ${heading} AS "__h", lead(${heading}) OVER (ORDER BY rowid) AS "__next", * FROM ${table}`;
  const [stats] = await rows(
    `SELECT count(*) AS "n", count(*) FILTER (WHERE "__h") AS "k", count(DISTINCT ${first}) FILTER (WHERE "__h") AS "names", ` +
      `count(*) FILTER (WHERE "__h" AND coalesce("__next", true)) AS "empty", arg_min("__h", "__r") AS "opens" FROM (${ordered})`,
  );
  const n = Number(stats?.n ?? 0);
  const k = Number(stats?.k ?? 0);
  if (k < 2 || k > n * MAX_SHARE || Number(stats?.names ?? 0) !== k || Number(stats?.empty ?? 0) > 0 || stats?.opens !== true) {
    return undefined;
  }
  // the other rows fill a cell besides the first (a blank row is no row of a group)
  const [blank] = await rows(`SELECT count(*) AS "b" FROM (${ordered}) WHERE NOT "__h" AND ${rest}`);
  if (Number(blank?.b ?? 0) > 0) return undefined;
  const taken = new Set(described.map((c) => c.name.toLowerCase()));
  let name = GROUP;
  for (let i = 2; taken.has(name.toLowerCase()); i++) name = `${GROUP} ${i}`;
  const staged = `${table}_grouped`;
  await run(
    `CREATE TABLE ${staged} AS SELECT * EXCLUDE ("__r", "__h", "__next") FROM (` +
      `SELECT last_value(CASE WHEN "__h" THEN trim(${first}) END IGNORE NULLS) OVER (ORDER BY "__r" ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS ${quoteIdent(name)}, * FROM (${ordered})` +
      `) WHERE NOT "__h" ORDER BY "__r"`,
  );
  await run(`DROP TABLE ${table}`);
  await run(`ALTER TABLE ${staged} RENAME TO ${table.split('.').at(-1)}`);
  const shown = (await rows(`SELECT DISTINCT ${quoteIdent(name)} AS "v" FROM ${table} LIMIT 2`)).map((r) => `"${String(r.v)}"`);
  return `${k} rows name a group of the rows under them (${shown.join(', ')}, …) and hold nothing else; they were read as the column "${name}" of those rows, not as rows.`;
}
