/**
 * Placeholders in a column of names: a rent roll writes `VACANT` as the tenant of an empty unit,
 * a roster `UNASSIGNED` as the holder of an unfilled seat, a queue `Unassigned` as the agent. Read as a name, the placeholder is the biggest "tenant" (every empty unit adds up under
 * it) and the most frequent "agent". In a column whose other values are nearly all different
 * (names, one per row or close), a placeholder word on at least two rows, and at most half of
 * them, is read as missing, with a warning. A column of repeating categories keeps such a value
 * (`Vacant` as a status is a state, not a missing name).
 */
import { quoteIdent, quoteLiteral } from './sql';

type Run = (sql: string) => Promise<unknown>;
type Rows = (sql: string) => Promise<Record<string, unknown>[]>;

const PLACEHOLDERS = ['vacant', 'unassigned', 'not assigned', 'unoccupied', 'no tenant', 'tbd'];
/** The share of the other rows whose values must be all different for the column to be names. */
const DISTINCT = 0.9;
/** Tables with more text columns than this, or more columns, are not examined (a report has few). */
const MAX_COLUMNS = 100;
const MAX_TABLE_COLUMNS = 200;

/** Reads the placeholders of name columns of `table` as missing; returns the warnings. */
export async function clearPlaceholderNames(run: Run, rows: Rows, table: string): Promise<string[]> {
  const described = (await rows(`DESCRIBE ${table}`)).map((r) => ({ name: String(r.column_name), type: String(r.column_type) }));
  const text = described.filter((c) => c.type === 'VARCHAR');
  if (!text.length || described.length > MAX_TABLE_COLUMNS || text.length > MAX_COLUMNS) return [];
  const list = `[${PLACEHOLDERS.map(quoteLiteral).join(', ')}]`;
  const held = (c: string) => `list_contains(${list}, lower(trim(${quoteIdent(c)})))`;
  const parts = text.map(
    (c, j) =>
      `count(${quoteIdent(c.name)}) AS "n${j}", count(*) FILTER (WHERE ${held(c.name)}) AS "p${j}", ` +
      `count(DISTINCT ${quoteIdent(c.name)}) FILTER (WHERE NOT ${held(c.name)}) AS "d${j}", ` +
      `count(DISTINCT lower(trim(${quoteIdent(c.name)}))) FILTER (WHERE ${held(c.name)}) AS "k${j}", ` +
      `min(${quoteIdent(c.name)}) FILTER (WHERE ${held(c.name)}) AS "v${j}"`,
  );
  const [stats] = await rows(`SELECT ${parts.join(', ')} FROM ${table}`);
  const warnings: string[] = [];
  for (const [j, c] of text.entries()) {
    const n = Number(stats?.[`n${j}`] ?? 0);
    const p = Number(stats?.[`p${j}`] ?? 0);
    const d = Number(stats?.[`d${j}`] ?? 0);
    // one placeholder word, on two rows or more, among names nearly all different
    if (p < 2 || p * 2 > n || Number(stats?.[`k${j}`] ?? 0) !== 1 || d < 5 || d < (n - p) * DISTINCT) continue;
    await run(`UPDATE ${table} SET ${quoteIdent(c.name)} = NULL WHERE ${held(c.name)}`);
    warnings.push(
      `Column "${c.name}" writes "${String(stats?.[`v${j}`])}" on ${p} rows where no name is given; it was read as missing, not as a name.`,
    );
  }
  return warnings;
}
