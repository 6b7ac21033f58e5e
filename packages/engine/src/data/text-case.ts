/**
 * Text cells typed by hand into business systems drift: a status written `Closed`, `CLOSED`,
 * `closed` and `Closed ` (a trailing space) is one status. Read as written, "claims by status"
 * lists four closed groups and "how many are open" misses the padded ones. At load:
 * - text cells lose the spaces around them (no category is told apart by a trailing space);
 * - in a column of repeating category values, spellings that differ only in letter case are
 *   written as the most common of them, and a warning names the column and the spellings.
 * Spellings that differ in a space, hyphen, underscore or dot (`No Show`, `No-Show`, `NoShow`) or
 * in the British doubled l before -ed / -ing (`Canceled`, `Cancelled`), or that are a word and its
 * participle (`Salary` / `Salaried`, `Complete` / `Completed`) are the same value too.
 * Case is left alone where it can carry meaning: values with fewer than three letters (codes
 * such as `Co` / `CO`, `mL` / `ML`) and columns of mostly distinct values (names, free text).
 */
import { quoteIdent, quoteLiteral } from './sql';

type Run = (sql: string) => Promise<unknown>;
type Rows = (sql: string) => Promise<Record<string, unknown>[]>;

/** Text columns examined at most (as type detection does). */
const MAX_COLUMNS = 200;
/** A column of categories holds at most this many distinct values once case is ignored… */
const MAX_CATEGORIES = 100;
/** …and each of them on this many rows on average. */
const MIN_ROWS_PER_VALUE = 3;
/** Letters a value needs before its case is taken as drift. */
const MIN_LETTERS = 3;
/** Spellings named in a warning. */
const SHOWN = 4;

/**
 * SQL: the key under which spellings of one value meet: lower case, a British doubled l before
 * -ed / -ing single, a participle's -ied / -ed / -e ending off (after a stem of four letters or
 * more), spaces, hyphens, underscores and dots left out.
 */
export function driftKeySql(expression: string): string {
  const lower = `lower(trim(${expression}))`;
  const single = `regexp_replace(${lower}, '([a-z])ll(ed|ing)\\b', '\\1l\\2', 'g')`;
  // a word and its participle: "Salary" / "Salaried", "Complete" / "Completed", "Close" / "Closed"
  const y = `regexp_replace(${single}, '([a-z]{4,})ied\\b', '\\1y', 'g')`;
  const participle = `regexp_replace(${y}, '([a-z]{4,}?)(?:ed|e)\\b', '\\1', 'g')`;
  return `regexp_replace(${participle}, '[\\s._-]+', '', 'g')`;
}

/** Trims the text columns of `table` and unifies case drift in its category columns; returns warnings. */
export async function tidyTextColumns(run: Run, rows: Rows, table: string): Promise<string[]> {
  const described = await rows(`DESCRIBE ${table}`);
  const text = described
    .filter((r) => String(r.column_type) === 'VARCHAR')
    .map((r) => String(r.column_name))
    .slice(0, MAX_COLUMNS);
  if (!text.length) return [];
  // One grouped query over the columns turned long (a row per column and cell): each check is
  // written once, however many columns there are (per column, a wide file's statement took
  // seconds to plan).
  const columns = text.map((name, j) => `${quoteIdent(name)} AS ${quoteIdent(`t${j}`)}`).join(', ');
  const counted = await rows(
    `SELECT "name", count(*) FILTER (WHERE "value" <> trim("value")) AS "pad", count(DISTINCT trim("value")) AS "spelled", ` +
      `count(DISTINCT ${driftKeySql('"value"')}) AS "folded", count("value") AS "filled" ` +
      `FROM (UNPIVOT (SELECT ${columns} FROM ${table}) ON COLUMNS(*) INTO NAME "name" VALUE "value") GROUP BY "name"`,
  );
  const byColumn = new Map(counted.map((r) => [String(r.name), r]));
  const stat = (what: string, j: number) => Number(byColumn.get(`t${j}`)?.[what] ?? 0);
  const sets: string[] = [];
  const warnings: string[] = [];
  for (const [j, name] of text.entries()) {
    const c = quoteIdent(name);
    const folded = stat('folded', j);
    const drifting =
      stat('spelled', j) > folded && folded <= MAX_CATEGORIES && stat('filled', j) >= folded * MIN_ROWS_PER_VALUE;
    const unified = drifting ? await caseDrift(rows, table, name) : undefined;
    if (unified) {
      sets.push(`${c} = ${unified.sql}`);
      warnings.push(unified.warning);
    } else if (stat('pad', j) > 0) sets.push(`${c} = trim(${c})`);
  }
  if (sets.length) await run(`UPDATE ${table} SET ${sets.join(', ')}`);
  return warnings;
}

/** The spelling of each value that drifts in case, as a SQL expression over the column, and its warning. */
async function caseDrift(rows: Rows, table: string, name: string): Promise<{ sql: string; warning: string } | undefined> {
  const c = quoteIdent(name);
  const spellings = await rows(
    `SELECT trim(${c}) AS "v", ${driftKeySql(c)} AS "k", count(*) AS "n" FROM ${table} WHERE ${c} IS NOT NULL GROUP BY ALL ORDER BY "k", "n" DESC, "v"`,
  );
  const groups = new Map<string, { v: string; n: number }[]>();
  for (const r of spellings) {
    const key = String(r.k);
    groups.set(key, [...(groups.get(key) ?? []), { v: String(r.v), n: Number(r.n) }]);
  }
  const cases: string[] = [];
  const shown: string[] = [];
  for (const [key, group] of groups) {
    if (group.length < 2 || (key.match(/\p{L}/gu)?.length ?? 0) < MIN_LETTERS) continue;
    const main = group[0]!.v;
    cases.push(`WHEN ${quoteLiteral(key)} THEN ${quoteLiteral(main)}`);
    if (shown.length < SHOWN) shown.push(`${group.map((g) => `"${g.v}"`).join(', ')} as "${main}"`);
  }
  if (!cases.length) return undefined;
  const sql = `CASE ${driftKeySql(c)} ${cases.join(' ')} ELSE trim(${c}) END`;
  const more = cases.length > shown.length ? `, and ${cases.length - shown.length} more` : '';
  return {
    sql,
    warning: `Column "${name}" writes the same values in different letter case or spelling; they are read as one: ${shown.join('; ')}${more}.`,
  };
}
