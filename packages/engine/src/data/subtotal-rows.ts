/**
 * Subtotal and total rows among a report's rows: business systems export a register with a row
 * adding up each group (`*** PAY DATE TOTAL ***` after every pay date, `Subtotal` after each
 * region) and a `REPORT TOTAL` or `Grand Total` row at the end. Read as rows, every sum over the
 * table counts the money twice or more. At load such rows are left out, with a warning, when all
 * of these hold:
 * - one text column labels at least two rows with a total word (`total`, `subtotal`, `totals`,
 *   decorated or qualified: `Grand Total`, `*** PAY DATE TOTAL ***`), at most a third of the rows;
 * - those rows leave empty a column that every other row fills (the id, the name of the row);
 * - they add up: in some number column their largest value is above every other row's.
 * A single total row (a wiki table's `Total`) is left to the planner (`planner/parse/total-rows.ts`),
 * which answers from it when the question picks it.
 */
import { quoteIdent, quoteLiteral } from './sql';

type Run = (sql: string) => Promise<unknown>;
type Rows = (sql: string) => Promise<Record<string, unknown>[]>;

/** A label saying its row adds up others: a total word with up to a few words around it. */
const TOTAL_LABEL = '(?i)^[^a-z0-9]*(?:[a-z]+ ){0,3}(?:sub-?|grand )?totals?(?: [a-z]+){0,3}[^a-z0-9]*$';
/** Text columns examined at most. */
const MAX_COLUMNS = 200;
/** The share of the rows total rows may take at most (a subtotal under every two rows or more). */
const MAX_SHARE = 1 / 3;
/** The share of the other rows that must fill the column the total rows leave empty. */
const FILLED = 0.98;

const NUMERIC = /^(?:TINYINT|SMALLINT|INTEGER|BIGINT|HUGEINT|FLOAT|REAL|DOUBLE|DECIMAL.*)$/i;

/** Leaves out the subtotal and total rows of `table`; returns the warning, or undefined when none was found. */
export async function dropSubtotalRows(run: Run, rows: Rows, table: string): Promise<string | undefined> {
  const described = (await rows(`DESCRIBE ${table}`)).map((r) => ({ name: String(r.column_name), type: String(r.column_type) }));
  const text = described.filter((c) => c.type === 'VARCHAR').slice(0, MAX_COLUMNS);
  const numbers = described.filter((c) => NUMERIC.test(c.type));
  if (!text.length || !numbers.length) return undefined;
  const marked = (c: string) => `regexp_full_match(trim(${quoteIdent(c)}), ${quoteLiteral(TOTAL_LABEL)})`;
  const [counts] = await rows(
    `SELECT count(*) AS "n", ${text.map((c, j) => `count(*) FILTER (WHERE ${marked(c.name)}) AS "k${j}"`).join(', ')} FROM ${table}`,
  );
  const n = Number(counts?.n ?? 0);
  for (const [j, label] of text.entries()) {
    const k = Number(counts?.[`k${j}`] ?? 0);
    if (k < 2 || k > n * MAX_SHARE) continue;
    const isTotal = `coalesce(${marked(label.name)}, false)`;
    const others = described.filter((c) => c.name !== label.name);
    const checks = [
      ...others.map((c, i) => `count(${quoteIdent(c.name)}) FILTER (WHERE NOT ${isTotal}) AS "f${i}", count(${quoteIdent(c.name)}) FILTER (WHERE ${isTotal}) AS "t${i}"`),
      ...numbers
        .filter((c) => c.name !== label.name)
        .map((c, i) => `max(${quoteIdent(c.name)}) FILTER (WHERE ${isTotal}) > coalesce(max(${quoteIdent(c.name)}) FILTER (WHERE NOT ${isTotal}), 0) AS "s${i}"`),
    ];
    const [stats] = await rows(`SELECT ${checks.join(', ')} FROM ${table}`);
    const emptied = others.some((_, i) => Number(stats?.[`t${i}`] ?? 0) === 0 && Number(stats?.[`f${i}`] ?? 0) >= (n - k) * FILLED);
    const addsUp = numbers.filter((c) => c.name !== label.name).some((_, i) => stats?.[`s${i}`] === true);
    if (!emptied || !addsUp) continue;
    const labels = await rows(`SELECT DISTINCT trim(${quoteIdent(label.name)}) AS "v" FROM ${table} WHERE ${isTotal} ORDER BY 1 LIMIT 3`);
    await run(`DELETE FROM ${table} WHERE ${isTotal}`);
    const shown = labels.map((r) => `"${String(r.v)}"`).join(', ');
    return `${k} rows that add up the rows above them (${shown}) were left out: they are not rows of the table, and sums over it would count their rows twice.`;
  }
  return undefined;
}
