/**
 * Load-time types for columns that DuckDB's reader left as text. Real files write dates as
 * `Jan 1 2000`, `1 January 2000` or `01/02/2000`, money as `$1,234.50` or `1.234,50 €`,
 * percentages as `12.5%` and flags as `yes`/`no`; read as VARCHAR, every year/month question
 * and every sum over such a column fails. This module decides, inside DuckDB, which text
 * columns really hold one of those kinds and returns the select list that reads the source
 * with real types (the original column names kept), plus warnings about the file for people:
 * values that failed conversion, columns mixing kinds, a file read as a single column, rows
 * with the wrong number of fields.
 *
 * How it decides: the first rows of every text column are copied into a temporary sample and
 * each kind's conversion is tried on it in one query; the most convincing kind is then checked
 * over the whole column with the same try-conversion (never a JS loop over the cells). A
 * column converts only when at least {@link CONVERT_RATIO} of its non-empty values convert;
 * the rest become missing, and a warning says how many. Day-first versus month-first dates
 * are settled by counting which reading parses more of the column's values.
 *
 * Only the data layer's registry calls this, when a file is loaded.
 */
import type { DuckDBConnection, DuckDBInstance } from '@duckdb/node-api';
import type { ColumnInfo } from './duck';
import type { DatasetFormat } from './formats';
import { quoteIdent, quoteLiteral } from './sql';

/**
 * What a number column measures, when its text said so: `%` for a percentage (12.5 means
 * 12.5 %, not 0.125), or a currency symbol (`$`, `€`, `£`) for money.
 */
export type ColumnUnit = '%' | '$' | '€' | '£';

/** A dataset column: its name, DuckDB type and, for numbers read from text, the unit. */
export interface DatasetColumn extends ColumnInfo {
  unit?: ColumnUnit;
}

/** How to read a source with detected types, and what people should know about the file. */
export interface TypedSource {
  /** Select list over the source: converted columns cast, the others as they are. */
  projection: string;
  /** Unit of each converted column that had one (by column name). */
  units: Record<string, ColumnUnit>;
  /** Sentences for people, in the order the problems were found; empty when all is well. */
  warnings: string[];
}

/** Share of a column's non-empty values that must convert for the column to change type. */
export const CONVERT_RATIO = 0.98;
/** Below this share of convertible values a column is plain text, not worth a warning. */
export const MIXED_RATIO = 0.5;
/** Rows copied into the sample on which the kinds are tried. */
const SAMPLE_ROWS = 1000;
/**
 * Text columns examined at most; on wider files the rest stay as DuckDB read them and a warning
 * says so. Each examined column costs conversions tried on its sample: on a file of 10,000
 * columns, examining 1,000 text columns took most of a 15 s load.
 */
export const MAX_TEXT_COLUMNS = 200;
/**
 * The check for rows with the wrong number of fields reads the whole file again; above either
 * limit it is skipped and a warning says so.
 */
export const RAGGED_CHECK_MAX_COLUMNS = 1000;
export const RAGGED_CHECK_MAX_BYTES = 256 * 1024 * 1024;
/** Columns per sample or verification query, so wide files never build a giant statement. */
const BATCH = 100;
/** Warnings kept per file; the rest are summarized in one sentence. */
const MAX_WARNINGS = 12;

/** Cell texts that mean "no value" in exported files; they become missing, not failures. */
const MISSING_MARKERS = ['na', 'n/a', '#n/a', 'null', 'nan', '-', '--', '—'];

type Kind = 'flag' | 'number' | 'date';

interface Family {
  id: string;
  kind: Kind;
  /** What the values are, in a sentence: "could not be read as …". */
  noun: string;
  /** SQL converting the cleaned text expression `v` into the family's value, NULL when it fails. */
  convert: (v: string) => string;
  /** For dates: the strptime formats tried, four-digit years apart from two-digit ones. */
  formats?: { long: string[]; short: string[] };
}

// Numbers: an optional sign or opening parenthesis, a currency symbol before or after, the digits
// with thousands separators, and an optional percent sign.
const NUMBER_SHAPE = (digits: string) => `^[-+(]?\\s*[$€£]?\\s*[-+]?\\s*(?:${digits})\\s*[$€£%]?\\s*\\)?$`;
const US_RE = NUMBER_SHAPE('(?:\\d{1,3}(?:,\\d{3})+|\\d+)(?:\\.\\d+)?|\\.\\d+');
const EU_RE = NUMBER_SHAPE('(?:\\d{1,3}(?:\\.\\d{3})+|\\d+)(?:,\\d+)?|,\\d+');

/** Once the shape matched, the value is its digits and decimal mark; a minus or parenthesis negates it. */
function numberSql(v: string, re: string, decimalComma: boolean, type = 'DOUBLE'): string {
  const digits = `regexp_replace(${v}, '[^0-9${decimalComma ? ',' : '.'}]', '', 'g')`;
  const plain = decimalComma ? `replace(${digits}, ',', '.')` : digits;
  const negative = `(starts_with(${v}, '(') OR contains(${v}, '-'))`;
  return `(CASE WHEN regexp_full_match(${v}, ${quoteLiteral(re)}) THEN (CASE WHEN ${negative} THEN -1 ELSE 1 END) * try_cast(${plain} AS ${type}) END)`;
}
const usNumber = (v: string, type?: string) => numberSql(v, US_RE, false, type);
const euNumber = (v: string, type?: string) => numberSql(v, EU_RE, true, type);

// Dates. Lists are tried in order by try_strptime; four-digit and two-digit years are kept in
// separate lists because %Y happily reads "00" as the year 0. Once a column is chosen, only the
// formats that read its sample are kept: trying a hundred formats per value is slow.
const TIMES = ['', ' %H:%M', ' %H:%M:%S', ' %I:%M %p', ' %I:%M:%S %p', ' %I %p', 'T%H:%M', 'T%H:%M:%S'];
const withTimes = (formats: string[]) => formats.flatMap((f) => TIMES.map((t) => f + t));
const formatList = (formats: string[]) => `[${formats.map(quoteLiteral).join(', ')}]`;

function dateFamily(id: string, noun: string, long: string[], short: string[] = []): Family {
  const formats = { long, short };
  const convert = (v: string) => {
    if (!long.length && !short.length) return 'CAST(NULL AS TIMESTAMP)';
    if (!short.length) return `try_strptime(${v}, ${formatList(long)})`;
    if (!long.length) return `try_strptime(${v}, ${formatList(short)})`;
    return `(CASE WHEN regexp_matches(${v}, '\\d{4}') THEN try_strptime(${v}, ${formatList(long)}) ELSE try_strptime(${v}, ${formatList(short)}) END)`;
  };
  return { id, kind: 'date', noun, convert, formats };
}

/** The same date family restricted to the formats in `keep` (in their order of success). */
function narrowed(family: Family, keep: string[]): Family {
  if (!family.formats) return family;
  const { long, short } = family.formats;
  return dateFamily(
    family.id,
    family.noun,
    keep.filter((f) => long.includes(f)),
    keep.filter((f) => short.includes(f)),
  );
}

const NAMED = [
  '%b %d %Y', '%b %d, %Y', '%B %d %Y', '%B %d, %Y', '%d %b %Y', '%d %B %Y', '%d-%b-%Y', '%d %b, %Y', '%d %B, %Y',
  '%a %b %d %Y', '%a, %b %d, %Y', '%A, %B %d, %Y', '%a, %d %b %Y', '%b %Y', '%B %Y', '%b-%Y', '%b. %d %Y', '%b. %d, %Y',
];
const NAMED_SHORT = ['%d-%b-%y', '%b-%y', '%d %b %y', '%b %d %y'];
const separated = (order: string[], year: string) => ['/', '-', '.'].map((s) => [...order, year].join(s));

const FAMILIES: Family[] = [
  {
    id: 'flag',
    kind: 'flag',
    noun: 'yes/no values',
    convert: (v) =>
      `(CASE WHEN lower(${v}) IN ('yes', 'y', 'true', 't') THEN TRUE WHEN lower(${v}) IN ('no', 'n', 'false', 'f') THEN FALSE END)`,
  },
  { id: 'us', kind: 'number', noun: 'numbers', convert: (v) => usNumber(v) },
  { id: 'eu', kind: 'number', noun: 'numbers', convert: (v) => euNumber(v) },
  dateFamily('ymd', 'dates', [
    ...withTimes(['%Y-%m-%d', '%Y/%m/%d', '%Y.%m.%d']),
    '%Y-%m-%d %H:%M:%S.%f',
    '%Y-%m-%dT%H:%M:%S.%f',
  ]),
  dateFamily('named', 'dates', withTimes(NAMED), withTimes(NAMED_SHORT)),
  dateFamily('mdy', 'dates', withTimes(separated(['%m', '%d'], '%Y')), withTimes(separated(['%m', '%d'], '%y'))),
  dateFamily('dmy', 'dates', withTimes(separated(['%d', '%m'], '%Y')), withTimes(separated(['%d', '%m'], '%y'))),
  dateFamily('month', 'months', ['%Y-%m', '%Y/%m', '%m/%Y', '%m-%Y', '%Y.%m']),
  {
    id: 'quarter',
    kind: 'date',
    noun: 'quarters',
    convert: (v) => {
      const re = quoteLiteral('^(?:[Qq]([1-4])[\\s/-]*(\\d{4})|(\\d{4})[\\s/-]*[Qq]([1-4]))$');
      const part = (i: number) => `regexp_extract(${v}, ${re}, ${i})`;
      const quarter = `CAST(coalesce(nullif(${part(1)}, ''), ${part(4)}) AS INTEGER)`;
      const year = `CAST(coalesce(nullif(${part(2)}, ''), ${part(3)}) AS INTEGER)`;
      return `(CASE WHEN regexp_full_match(${v}, ${re}) THEN CAST(make_date(${year}, (${quarter} - 1) * 3 + 1, 1) AS TIMESTAMP) END)`;
    },
  },
];

/** The cleaned text of a column: trimmed, with empty cells and missing markers as NULL. */
function cleaned(column: string): string {
  const c = quoteIdent(column);
  return `(CASE WHEN lower(trim(${c})) IN (${MISSING_MARKERS.map(quoteLiteral).join(', ')}) THEN NULL ELSE nullif(trim(${c}), '') END)`;
}

const alias = (i: number, what: string) => quoteIdent(`c${i}_${what}`);

/**
 * Works out the types of the text columns of `source` (a table expression such as
 * `read_csv(...)`) and returns how to read it with them. `file` enables the checks that need
 * the file itself (rows with the wrong number of fields, for CSV and TSV).
 */
export async function inferTypes(
  instance: DuckDBInstance,
  source: string,
  file?: { path: string; format: DatasetFormat; sizeBytes?: number },
  options: { signal?: AbortSignal } = {},
): Promise<TypedSource> {
  const connection = await instance.connect();
  const { signal } = options;
  // Aborting interrupts the statement running now; the next one is not started.
  const interrupt = () => connection.interrupt();
  signal?.addEventListener('abort', interrupt, { once: true });
  const rows = (sql: string) => {
    signal?.throwIfAborted();
    return rowsOf(connection, sql);
  };
  const run = (sql: string) => {
    signal?.throwIfAborted();
    return connection.run(sql);
  };
  try {
    const described = await rows(`DESCRIBE SELECT * FROM ${source}`);
    const columns = described.map((r) => ({ name: String(r.column_name), type: String(r.column_type) }));
    const warnings: string[] = [];
    const misread = singleColumnWarning(columns);
    warnings.push(...misread);
    if (file && (file.format === 'csv' || file.format === 'tsv')) {
      if (columns.length > RAGGED_CHECK_MAX_COLUMNS || (file.sizeBytes ?? 0) > RAGGED_CHECK_MAX_BYTES) {
        const why =
          columns.length > RAGGED_CHECK_MAX_COLUMNS
            ? `more than ${RAGGED_CHECK_MAX_COLUMNS.toLocaleString('en-US')} columns`
            : `more than ${RAGGED_CHECK_MAX_BYTES / 1024 / 1024} MB`;
        warnings.push(
          `The file has ${why}, so rows with a wrong number of fields were not counted; short rows are padded with empty cells.`,
        );
      } else {
        warnings.push(...(await raggedRowWarnings(rows, file.path, file.format, columns.length)));
      }
    }
    // A file read as one column was split wrongly: its cells are whole rows, not values.
    const allText = misread.length ? [] : columns.filter((c) => c.type === 'VARCHAR').map((c) => c.name);
    const text = allText.slice(0, MAX_TEXT_COLUMNS);
    if (allText.length > text.length) {
      warnings.push(
        `Only the first ${text.length} of ${allText.length.toLocaleString('en-US')} text columns were checked for dates, numbers and yes/no values; the others (from "${clip(allText[text.length])}") stay text.`,
      );
    }
    const stamps = columns.filter((c) => c.type === 'TIMESTAMP').slice(0, MAX_TEXT_COLUMNS).map((c) => c.name);
    const decisions = await decide(rows, run, source, text, stamps);
    const units: Record<string, ColumnUnit> = {};
    const select = columns.map((c) => {
      const decision = decisions.get(c.name);
      if (decision?.warning) warnings.push(decision.warning);
      if (!decision?.sql) return quoteIdent(c.name);
      if (decision.unit) units[c.name] = decision.unit;
      return `${decision.sql} AS ${quoteIdent(c.name)}`;
    });
    return { projection: select.join(', ') || '*', units, warnings: capWarnings(warnings) };
  } finally {
    signal?.removeEventListener('abort', interrupt);
    connection.closeSync();
  }
}

/** Adds each converted column's unit to DuckDB's description of the loaded columns. */
export function withUnits(columns: ColumnInfo[], units: Record<string, ColumnUnit>): DatasetColumn[] {
  return columns.map((c) => (units[c.name] ? { ...c, unit: units[c.name] } : c));
}

interface Decision {
  /** The conversion expression, when the column changes type. */
  sql?: string;
  unit?: ColumnUnit;
  warning?: string;
}

interface Candidate {
  column: string;
  index: number;
  /** The kinds to verify over the whole column (two when day- and month-first both fit). */
  families: Family[];
  /** A TIMESTAMP column checked for holding only midnights, i.e. dates. */
  stamp?: boolean;
}

/**
 * Decides the conversion of each text column (and whether a timestamp column holds only
 * dates): a sample pass over the first rows, then one verification pass over the source.
 */
async function decide(
  rows: Rows,
  run: Run,
  source: string,
  text: string[],
  stamps: string[],
): Promise<Map<string, Decision>> {
  const decisions = new Map<string, Decision>();
  const candidates: Candidate[] = stamps.map((column, k) => ({ column, index: text.length + k, families: [], stamp: true }));
  if (text.length) await sample(rows, run, source, text, decisions, candidates);
  for (let start = 0; start < candidates.length; start += BATCH) {
    const batch = candidates.slice(start, start + BATCH);
    const [stats] = await rows(`SELECT ${batch.flatMap(verification).join(', ')} FROM ${source}`);
    for (const candidate of batch) decisions.set(candidate.column, conclude(candidate, stats ?? {}));
  }
  return decisions;
}

/** Tries every kind on the first rows of the text columns; the convincing ones become candidates. */
async function sample(
  rows: Rows,
  run: Run,
  source: string,
  text: string[],
  decisions: Map<string, Decision>,
  candidates: Candidate[],
): Promise<void> {
  const sampleColumns = text.map((name, i) => `${quoteIdent(name)} AS ${quoteIdent(`s${i}`)}`);
  await run(
    `CREATE OR REPLACE TEMP TABLE __type_sample AS SELECT ${sampleColumns.join(', ')} FROM ${source} LIMIT ${SAMPLE_ROWS}`,
  );
  // One grouped query over the sample turned long (a row per column and value): each kind's
  // conversion is written once, however many columns there are. Written per column, a batch of
  // 100 columns made a 1.7 MB statement that took DuckDB half a minute to plan.
  const v = cleaned('value');
  const parts = [
    `count(${v}) AS "n"`,
    ...FAMILIES.map((f) => `count(${f.convert(v)}) AS ${quoteIdent(f.id)}`),
    // Values that read differently with either separator: `1,000` (a thousand, or one) or `1.000`.
    `count(*) FILTER (WHERE ${usNumber(v)} <> ${euNumber(v)} AND NOT contains(${v}, '.')) AS "comma"`,
    `count(*) FILTER (WHERE ${usNumber(v)} <> ${euNumber(v)} AND NOT contains(${v}, ',')) AS "dot"`,
  ];
  const counted = await rows(
    `SELECT "name", ${parts.join(', ')} FROM (UNPIVOT __type_sample ON COLUMNS(*) INTO NAME "name" VALUE "value") GROUP BY "name"`,
  );
  const byColumn = new Map(counted.map((r) => [String(r.name), r]));
  for (const [i, name] of text.entries()) {
    const counts = byColumn.get(`s${i}`);
    if (!counts) continue;
    const count = (what: string) => Number(counts[what] ?? 0);
    const n = count('n');
    if (n === 0) continue;
    const best = Math.max(...FAMILIES.map((f) => count(f.id)));
    if (best < n * MIXED_RATIO) continue;
    let top = FAMILIES.filter((f) => count(f.id) === best);
    if (top.some((f) => f.id === 'us') && top.some((f) => f.id === 'eu')) {
      // Both readings fit every value. A separator followed by groups of three digits is read
      // as a thousands separator (1,000 and 1.000 are a thousand); a column holding both
      // forms cannot be told apart and stays text.
      if (count('comma') > 0 && count('dot') > 0) {
        decisions.set(name, {
          warning: `Column "${name}" has numbers whose separators could mean thousands or decimals (both 1,000 and 1.000 forms), so it stays text.`,
        });
        continue;
      }
      top = top.filter((f) => f.id !== (count('dot') > 0 ? 'us' : 'eu'));
    }
    // Day-first and month-first are both checked over the whole column when the sample cannot tell.
    const dayMonth = top.filter((f) => f.id === 'mdy' || f.id === 'dmy');
    const families = dayMonth.length === 2 ? dayMonth : [top[0] as Family];
    candidates.push({ column: name, index: i, families });
  }
  for (const candidate of candidates) await keepReadingFormats(rows, candidate);
  await run('DROP TABLE IF EXISTS __type_sample');
}

/** Narrows a date candidate to the formats that read some of its sample, most successful first. */
async function keepReadingFormats(rows: Rows, candidate: Candidate): Promise<void> {
  const formats = [
    ...new Set(candidate.families.flatMap((f) => (f.formats ? [...f.formats.long, ...f.formats.short] : []))),
  ];
  if (!formats.length) return;
  const v = cleaned(`s${candidate.index}`);
  const tries = formats.map((f, k) => `count(try_strptime(${v}, ${quoteLiteral(f)})) AS "f${k}"`);
  const [counts] = await rows(`SELECT ${tries.join(', ')} FROM __type_sample`);
  const keep = formats
    .map((format, k) => ({ format, n: Number(counts?.[`f${k}`] ?? 0) }))
    .filter((f) => f.n > 0)
    .sort((a, b) => b.n - a.n)
    .map((f) => f.format);
  candidate.families = candidate.families.map((f) => narrowed(f, keep));
}

/** Aggregates that check a candidate over the whole column in the verification pass. */
function verification({ column, index: i, families, stamp }: Candidate): string[] {
  if (stamp) {
    const c = quoteIdent(column);
    return [`count(${c}) AS ${alias(i, 'n')}`, `bool_and(${c} = date_trunc('day', ${c})) AS ${alias(i, 'day')}`];
  }
  const v = cleaned(column);
  const parts = [`count(${v}) AS ${alias(i, 'n')}`];
  for (const f of families) {
    const converted = f.convert(v);
    parts.push(`count(${converted}) AS ${alias(i, f.id)}`);
    parts.push(`min(${v}) FILTER (WHERE ${converted} IS NULL) AS ${alias(i, `${f.id}_bad`)}`);
    if (f.kind === 'number') parts.push(`bool_and(${converted} = trunc(${converted})) AS ${alias(i, `${f.id}_whole`)}`);
    if (f.kind === 'date') {
      parts.push(`bool_and(${converted} = date_trunc('day', ${converted})) AS ${alias(i, `${f.id}_day`)}`);
    }
  }
  if (families[0]?.kind === 'number') {
    for (const [unit, what] of [['%', 'pct'], ['$', 'usd'], ['€', 'eur'], ['£', 'gbp']] as const) {
      parts.push(`count(*) FILTER (WHERE contains(${v}, ${quoteLiteral(unit)})) AS ${alias(i, what)}`);
    }
  }
  if (families.length === 2) {
    parts.push(`min(${v}) AS ${alias(i, 'example')}`);
    parts.push(`count(DISTINCT regexp_extract(${v}, '^(\\d{1,2})[/.-]', 1)) AS ${alias(i, 'first')}`);
    parts.push(`count(DISTINCT regexp_extract(${v}, '^\\d{1,2}[/.-](\\d{1,2})[/.-]', 1)) AS ${alias(i, 'second')}`);
  }
  return parts;
}

/** Turns the verification counts of one column into its conversion and warning. */
function conclude(candidate: Candidate, stats: Record<string, unknown>): Decision {
  const { column, index: i } = candidate;
  const get = (what: string) => stats[`c${i}_${what}`];
  const n = Number(get('n') ?? 0);
  if (n === 0) return {};
  if (candidate.stamp) return get('day') === true ? { sql: `CAST(${quoteIdent(column)} AS DATE)` } : {};
  let family = candidate.families[0] as Family;
  let orderNote: string | undefined;
  if (candidate.families.length === 2) {
    const mdy = Number(get('mdy') ?? 0);
    const dmy = Number(get('dmy') ?? 0);
    // Whichever reading parses more values wins: any first part above 12 means day-first.
    let dayFirst = dmy > mdy;
    if (dmy === mdy) {
      // Monthly data dated on the 1st (01/03/2020, 01/04/2020…) varies only in its second part.
      dayFirst = Number(get('first')) === 1 && Number(get('second')) > 1;
      orderNote = `Column "${column}" has dates such as "${String(get('example'))}" that could be day/month or month/day; they were read as ${dayFirst ? 'day/month' : 'month/day'}.`;
    }
    family = candidate.families.find((f) => f.id === (dayFirst ? 'dmy' : 'mdy')) ?? family;
  }
  const ok = Number(get(family.id) ?? 0);
  const failed = n - ok;
  const example = clip(get(`${family.id}_bad`));
  if (ok < n * CONVERT_RATIO) {
    if (ok < n * MIXED_RATIO) return {};
    return {
      warning: `Column "${column}" mixes ${family.noun} (${percentOf(ok, n)} of its values) with other text such as "${example}", so it stays text.`,
    };
  }
  const decision: Decision = { sql: typedSql(family, column, get) };
  if (family.kind === 'number') {
    const shares = { '%': get('pct'), $: get('usd'), '€': get('eur'), '£': get('gbp') };
    const unit = (Object.keys(shares) as ColumnUnit[]).find((u) => Number(shares[u]) >= ok * 0.5);
    if (unit) decision.unit = unit;
  }
  const notes = [orderNote];
  if (failed > 0) {
    notes.push(
      `Column "${column}": ${failed.toLocaleString('en-US')} of ${n.toLocaleString('en-US')} values could not be read as ${family.noun} (such as "${example}") and are shown as missing.`,
    );
  }
  const warning = notes.filter(Boolean).join(' ');
  if (warning) decision.warning = warning;
  return decision;
}

/** The final conversion of a column: whole numbers as BIGINT, dates without a time as DATE. */
function typedSql(family: Family, column: string, get: (what: string) => unknown): string {
  const v = cleaned(column);
  if (family.kind === 'flag') return family.convert(v);
  if (family.kind === 'number') {
    const whole = get(`${family.id}_whole`) === true;
    if (!whole) return `CAST(${family.convert(v)} AS DOUBLE)`;
    return family.id === 'eu' ? euNumber(v, 'BIGINT') : usNumber(v, 'BIGINT');
  }
  const dayOnly = get(`${family.id}_day`) === true;
  return `CAST(${family.convert(v)} AS ${dayOnly ? 'DATE' : 'TIMESTAMP'})`;
}

/** A file read as one column whose name holds a delimiter was split wrongly or badly quoted. */
function singleColumnWarning(columns: ColumnInfo[]): string[] {
  const only = columns.length === 1 ? columns[0] : undefined;
  if (!only) return [];
  const delimiter = [',', ';', '\t', '|'].find((d) => only.name.includes(d));
  if (!delimiter) return [];
  const shown = delimiter === '\t' ? 'tab' : `"${delimiter}"`;
  return [
    `The file was read as a single column named "${clip(only.name)}": its header holds the delimiter ${shown}, so the delimiter or the quoting of the file is probably wrong.`,
  ];
}

/**
 * Counts the rows whose number of fields differs from the header's, with DuckDB's own CSV
 * parser recording rejected lines (a second pass over the file, as text).
 */
async function raggedRowWarnings(
  rows: Rows,
  path: string,
  format: 'csv' | 'tsv',
  loadedColumns: number,
): Promise<string[]> {
  const delimiter = format === 'tsv' ? `, delim = '\\t'` : '';
  try {
    const [scan] = await rows(
      `SELECT count(*) AS n FROM read_csv(${quoteLiteral(path)}, auto_detect = true, header = true, all_varchar = true, store_rejects = true${delimiter})`,
    );
    if (!scan) return [];
    const rejects = await rows(
      `SELECT error_type::VARCHAR AS kind, count(*) AS n, min(line) AS first FROM reject_errors WHERE error_type IN ('MISSING COLUMNS', 'TOO MANY COLUMNS') GROUP BY ALL ORDER BY kind`,
    );
    const header = await rows(`SELECT columns FROM reject_scans LIMIT 1`);
    const expected = String(header[0]?.columns ?? '').split("': '").length - 1;
    return rejects.map((r) => {
      const count = Number(r.n);
      const rows = `${count.toLocaleString('en-US')} ${count === 1 ? 'row has' : 'rows have'}`;
      const first = `first at line ${Number(r.first).toLocaleString('en-US')}`;
      if (r.kind === 'MISSING COLUMNS') return `${rows} fewer fields than the header (${first}); their missing fields are empty.`;
      const kept = expected > 0 && loadedColumns > expected;
      return `${rows} more fields than the header (${first}); ${kept ? 'the extra fields are in unnamed columns at the end' : 'the extra fields were not loaded'}.`;
    });
  } catch {
    // The check is advisory: a file DuckDB cannot scan this way still loads as it did.
    return [];
  }
}

function capWarnings(warnings: string[]): string[] {
  if (warnings.length <= MAX_WARNINGS) return warnings;
  const rest = warnings.length - (MAX_WARNINGS - 1);
  return [...warnings.slice(0, MAX_WARNINGS - 1), `${rest} more columns have similar problems.`];
}

function percentOf(part: number, whole: number): string {
  return `${Math.floor((part / whole) * 100)}%`;
}

function clip(value: unknown): string {
  const text = String(value ?? '');
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}

/** Runs a statement and returns its rows (the load's time limit is checked first). */
type Rows = (sql: string) => Promise<Record<string, unknown>[]>;
/** Runs a statement whose result is not needed. */
type Run = (sql: string) => Promise<unknown>;

async function rowsOf(connection: DuckDBConnection, sql: string): Promise<Record<string, unknown>[]> {
  const reader = await connection.runAndReadAll(sql);
  return reader.getRowObjectsJson() as Record<string, unknown>[];
}
