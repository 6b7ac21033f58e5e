/**
 * Weeks written as year-week codes: a whole-number column whose header names a week (`week`,
 * `yearweek`, `yyyyww`, `wk`) and whose every value is a year of 1000–2999 followed by a week
 * number 01–53 (`199001` … `199552`). Read as plain numbers, "in 1992" or "week 36 of 1993"
 * finds no column. The code stays as written (it names the week in replies) and two columns are
 * added after it: `year` (the code's first four digits) and `week_of_year` (its last two), unless
 * the table already has a column of that name.
 */
import { quoteIdent } from './sql';

type Run = (sql: string) => Promise<void>;
type Rows = (sql: string) => Promise<Record<string, unknown>[]>;

const WHOLE_TYPES = /^(BIGINT|INTEGER|HUGEINT|UBIGINT|UINTEGER|SMALLINT)$/;
const WEEK_HEADER = /^(week|weeks|wk|yearweek|yyyyww|yrwk|isoweek)$/;

const headerWords = (name: string) =>
  name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** Adds `year` and `week_of_year` beside each year-week code column; returns a note for the reader, or undefined. */
export async function splitYearWeekCodes(run: Run, rows: Rows, table: string): Promise<string | undefined> {
  const described = await rows(`DESCRIBE ${table}`);
  const columns = described.map((r) => ({ name: String(r.column_name), type: String(r.column_type) }));
  const taken = new Set(columns.map((c) => c.name.toLowerCase()));
  if (taken.has('year') || taken.has('week_of_year')) return undefined;
  const candidates = columns.filter((c) => WHOLE_TYPES.test(c.type) && headerWords(c.name).some((w) => WEEK_HEADER.test(w)));
  for (const column of candidates) {
    const ref = quoteIdent(column.name);
    const [stats] = await rows(
      `SELECT count(DISTINCT ${ref}) AS n, count(DISTINCT ${ref} // 100) AS years, ` +
        `count(*) FILTER (WHERE ${ref} IS NOT NULL AND (${ref} < 100001 OR ${ref} > 299953 OR ${ref} % 100 = 0 OR ${ref} % 100 > 53)) AS bad ` +
        `FROM ${table}`,
    );
    // several weeks, and the codes are no plain counts (a count would stray outside the weeks)
    if (Number(stats?.n ?? 0) < 3 || Number(stats?.bad ?? 1) > 0) continue;
    await run(`ALTER TABLE ${table} ADD COLUMN year INTEGER`);
    await run(`ALTER TABLE ${table} ADD COLUMN week_of_year INTEGER`);
    await run(`UPDATE ${table} SET year = CAST(${ref} // 100 AS INTEGER), week_of_year = CAST(${ref} % 100 AS INTEGER)`);
    return `Column "${column.name}" holds year-week codes (the first four digits the year, the last two the week): its year and week of the year are in the added columns "year" and "week_of_year".`;
  }
  return undefined;
}
