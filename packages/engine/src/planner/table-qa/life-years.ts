/**
 * A person's lifetime written in one cell ("1932–2018", "b. 1940", "(1920–2005)", "d. 1870"):
 * read as two year columns of their own, the year of birth and the year of death (empty while
 * the person lives). A question's verb of a life event ("when did X die", "born in 1940") reads
 * the column of that event, never another year of the row (an award's year).
 */
import { quoteIdent, sqlValue } from '../../data/sql';
import { stem } from '../text';
import { numericColumn, type ListColumn, type ListTable } from './table';

/** A lifetime cell: "1932–2018", "(1920–2005)", "b. 1940", "born 1940", "d. 1870", "1940–". */
const LIFE_CELL = /^\s*\(?\s*(?:(?:b|born|d|died)\.?\s*)?\d{4}\s*(?:[–-]\s*(?:\d{4})?)?\s*\)?\s*(\[[^\]]*\])?\s*$/i;
/** A cell that says only the birth ("b. 1940") or only the death ("d. 1870"). */
const BIRTH_ONLY = /^\s*\(?\s*(b|born)\.?\s*\d{4}/i;
/** Header words of a lifetime column. */
const LIFE_HEADER = /^(life|lifetime|lifespan|lived|dates|born|birth|died|death|years)$/;

/** The born and died columns of a lifetime column, with their cells, or none for any other column. */
export function lifeColumns(column: ListColumn, cells: (string | null)[]): { column: ListColumn; cells: (string | null)[] }[] {
  if (column.numeric || column.temporal || column.expr) return [];
  const written = cells.filter((v): v is string => typeof v === 'string' && v.trim() !== '');
  if (written.length < 3 || written.filter((v) => LIFE_CELL.test(v)).length < 0.8 * written.length) return [];
  // a plain span of years ("1915–1923") is a lifetime only under a header saying so, or beside cells saying "b."
  const said = column.stems.some((s) => LIFE_HEADER.test(s)) || written.some((v) => BIRTH_ONLY.test(v));
  if (!said) return [];
  const cell = `CAST(${quoteIdent(column.name)} AS VARCHAR)`;
  const year = (pattern: string) => `TRY_CAST(NULLIF(regexp_extract(${cell}, ${sqlValue(pattern)}, 1), '') AS DOUBLE)`;
  const bornExpr = `CASE WHEN regexp_matches(${cell}, ${sqlValue('^\\s*\\(?\\s*(d|died)\\.?\\s')}) THEN NULL ELSE ${year('([0-9]{4})')} END`;
  const diedExpr = `CASE WHEN regexp_matches(${cell}, ${sqlValue('^\\s*\\(?\\s*(d|died)\\.?\\s')}) THEN ${year('([0-9]{4})')} ELSE ${year('[–-]\\s*([0-9]{4})')} END`;
  const uniqueness = column.uniqueness;
  const born = numericColumn(`Born (${column.name})`, bornExpr, { stems: ['born'], uniqueness, yearValues: true });
  const died = numericColumn(`Died (${column.name})`, diedExpr, { stems: ['died'], uniqueness, yearValues: true });
  const birthYear = (v: string | null) => (v && !/^\s*\(?\s*(d|died)\.?\s/i.test(v) ? (/(\d{4})/.exec(v)?.[1] ?? null) : null);
  const deathYear = (v: string | null) =>
    !v ? null : /^\s*\(?\s*(d|died)\.?\s/i.test(v) ? (/(\d{4})/.exec(v)?.[1] ?? null) : (/[–-]\s*(\d{4})/.exec(v)?.[1] ?? null);
  // 1 while the person lives (no death year), 0 after: "how many are still alive"
  const living = numericColumn(`Alive (${column.name})`, `CASE WHEN (${diedExpr}) IS NULL AND (${bornExpr}) IS NOT NULL THEN 1 ELSE 0 END`, { stems: ['alive'], uniqueness: 2 / Math.max(2, cells.length) });
  return [
    { column: born, cells: cells.map(birthYear) },
    { column: died, cells: cells.map(deathYear) },
    { column: living, cells: cells.map((v) => (v && deathYear(v) === null && birthYear(v) !== null ? '1' : v ? '0' : null)) },
  ];
}

/** "still alive", "living", "dead", "deceased": the rows whose person lives (1) or has died (0). */
export function livingConds(text: string[], table: ListTable): { column: string; op: '='; value: number }[] {
  const said = text.some((w, i) => w === 'alive' || (w === 'living' && /^(still|are|is|currently)$/.test(text[i - 1] ?? '')))
    ? 1
    : text.some((w) => /^(dead|deceased)$/.test(w))
      ? 0
      : undefined;
  if (said === undefined) return [];
  const column = table.columns.find((c) => c.expr !== undefined && c.stems.includes('alive'));
  return column ? [{ column: column.name, op: '=', value: said }] : [];
}

/** Verbs and nouns of a life's two events, by the event. */
const BORN_WORDS = /^(born|birth|birthday|birthdate|birthyear)$/;
const DIED_WORDS = /^(die|died|dies|death|dead|pass|passed|deceased)$/;

/** The life event a question's words name: "when did X die" → died, "when was X born" → born. */
export function lifeEventSaid(text: string[]): 'born' | 'died' | undefined {
  // "passed away" only: "passed" alone is not a death ("passed 100 points")
  if (text.some((w, i) => DIED_WORDS.test(w) && (w !== 'passed' || text[i + 1] === 'away') && w !== 'pass')) return 'died';
  if (text.some((w) => BORN_WORDS.test(w))) return 'born';
  return undefined;
}

/**
 * The column a life event said in a question reads: a year column headed by that event (Born,
 * Birth year, Died, Death, or one read out of a lifetime cell); -1 when the question says the
 * event and the table has no column of it (nothing else may stand for it); undefined when the
 * question says no life event.
 */
export function lifeEventColumn(text: string[], table: ListTable): number | undefined {
  const event = lifeEventSaid(text);
  if (!event) return undefined;
  const words = event === 'born' ? /^(born|birth|b)$/ : /^(died|death|d)$/;
  const yearish = (c: ListColumn) => c.yearValues || c.yearLike || c.temporal;
  const found = table.columns.findIndex((c) => yearish(c) && c.stems.some((s) => words.test(s) || words.test(stem(s))));
  return found;
}

/** Where a question says a life event and the column it reads: "born" at 3 → Born (Lifetime). */
export function lifeWordAt(text: string[], table: ListTable): { at: number; column: number } | undefined {
  const column = lifeEventColumn(text, table);
  if (column === undefined || column < 0) return undefined;
  const event = lifeEventSaid(text);
  const at = text.findIndex((w) => (event === 'born' ? BORN_WORDS : DIED_WORDS).test(w));
  return at >= 0 ? { at, column } : undefined;
}

/**
 * The column a year said right after a life event is compared on ("born in 1940", "died before
 * 2000"): the event's column, when the year comes within three words after it.
 */
export function lifeYearColumn(text: string[], table: ListTable, at: number): number | undefined {
  const life = lifeWordAt(text, table);
  return life && at > life.at && at - life.at <= 3 ? life.column : undefined;
}

/** "born in the 1940s": the decade as two bounds on the life event's column. */
export function lifeDecadeConds(text: string[], table: ListTable): { column: string; op: '>=' | '<='; value: number }[] {
  const life = lifeWordAt(text, table);
  if (!life) return [];
  const at = text.findIndex((w, i) => i > life.at && i - life.at <= 4 && /^(\d{2})?\d0s$/.test(w));
  if (at < 0) return [];
  const said = text[at] as string;
  const name = (table.columns[life.column] as ListColumn).name;
  // "the 80s": the decade of the century the column's years are mostly in
  const years = table.rows.map((r) => Number(r[life.column])).filter((n) => Number.isFinite(n) && n > 1000);
  const century = years.length ? Math.floor(years.sort((a, b) => a - b)[Math.floor(years.length / 2)]! / 100) * 100 : 1900;
  const from = said.length === 5 ? Number(said.slice(0, 4)) : century + Number(said.slice(0, 2));
  return [
    { column: name, op: '>=', value: from },
    { column: name, op: '<=', value: from + 9 },
  ];
}

/** "the oldest when they won", "younger at the time of the award" over a table with a birth year column. */
export function asksAgeAtEvent(text: string[], table: ListTable): boolean {
  if (!text.some((w) => /^(oldest|youngest|older|younger)$/.test(w))) return false;
  if (!text.some((w, i) => w === 'when' || (w === 'at' && text[i + 2] === 'time'))) return false;
  return table.columns.some((c) => (c.yearValues || c.yearLike) && c.stems.some((s) => /^(born|birth)$/.test(s)));
}
