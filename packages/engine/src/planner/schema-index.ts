/**
 * What the planner knows about each dataset: its columns as words, the values of its
 * categorical columns (so "North" or "online" in a question becomes a filter) and its date
 * range (to anchor "last quarter"). Built with a few cheap queries and cached until the
 * dataset's file changes.
 */
import { isNumericType, isTemporalType } from '../data/duck';
import type { DatasetInfo, DatasetRegistry } from '../data/registry';
import { quoteIdent } from '../data/sql';
import { copiedColumns, withoutCopies } from './copied-columns';
import { canonical, EXPANSIONS } from './lexicon';
import { recordDate } from './record-date';
import { rowNumbers } from './row-numbers';
import { splitWords, stem } from './text';
import { wideShape, type WideShape } from './wide-tables';
import { namePeriodRanges } from './period-ranges';

export type ColumnRole = 'measure' | 'dimension' | 'time' | 'identifier' | 'other';


/** Names of a column of years that each row holds once: a list of seasons, censuses, editions. */
const YEAR_EDITION_WORDS = /^(seasons?|census(es)?|editions?|vintages?|cohorts?|intakes?|fy|fiscal)$/i;

export interface IndexedColumn {
  name: string;
  type: string;
  role: ColumnRole;
  /** Stems of the words of the name; "id"-like words are optional when matching. */
  stems: string[];
  required: string[];
  /** For dimensions: lower-case value → the value as stored. */
  values: Map<string, string>;
  distinct: number;
  /** Canonical words of the name (abbreviations expanded: temp, max, precip…). */
  words: string[];
  /** Numeric columns: smallest and largest value. */
  min?: number;
  max?: number;
  /** Two-valued columns (boolean, 0/1, yes/no): the value that means "true". */
  flagTrue?: string | number | boolean;
  /**
   * Whole numbers up to 2100 in a column named like a year (from 1000: a long historical series
   * starts in the 1700s): filtered by "in 2008".
   */
  yearLike?: boolean;
  /** Distinct values per row (1 = every row has its own value). */
  uniqueness: number;
  /**
   * Text columns with too many values for `values` (a town on each of many rows): value key →
   * the value as stored, matched only as a whole phrase of the question.
   */
  cells?: Map<string, string>;
}

export interface ValueEntry {
  column: IndexedColumn;
  value: string;
}

export interface DatasetIndex {
  info: DatasetInfo;
  stems: string[];
  columns: IndexedColumn[];
  timeColumn?: string;
  minDate?: string;
  maxDate?: string;
  /** The spacing of the time column's dates: monthly data has only first days of months. */
  timeGrain?: 'day' | 'month' | 'year';
  /** Normalized words of a categorical value ("new york") → the columns and stored values. */
  valueIndex: Map<string, ValueEntry[]>;
  /** Every single word of the indexed values, for typo matching. */
  valueWords: Set<string>;
  /** A wide table's period columns (one numeric column per year, quarter or month); see wide-tables. */
  wide?: WideShape;
}

/** Words of a column of place codes (FIPS, ZIP, postcodes): an identifier, never an amount. */
const GEO_CODES = /^(fips|fipsno|zip|zipcode|postcode)$/;

const OPTIONAL_WORDS = new Set([
  'id',
  'key',
  'code',
  'no',
  'num',
  'nr',
  'pct',
  'amt',
  'is',
  'has',
  'avg',
  'total',
]);
const MAX_VALUES = 5000;
/** The most values of one text column kept for whole-phrase matching (`cells`). */
const MAX_CELLS = 60_000;

/** The canonical words of a column name, with abbreviations like `adr` or `tmax` expanded. */
/** Short prefixes that names glue to a word ("nbikes", "totsales", "avgprice"), and what they say. */
const GLUED_PREFIXES: [RegExp, string][] = [
  // a lone "n" only before a consonant: "nbikes", never "nationality" or "notes"
  [/^(?:n|num)([b-df-hj-np-tv-z][a-z]{3,})$/, 'number'],
  [/^tot([a-z]{4,})$/, 'total'],
  [/^avg([a-z]{4,})$/, 'average'],
  [/^pct([a-z]{4,})$/, 'percent'],
  [/^(?:max|min)([a-z]{4,})$/, ''],
  // a figure per person: "pcgdp", "gdppc", "percapinc"
  [/^(?:pc|percap)(gdp|gnp|gni|inc|income)$/, ''],
  [/^(gdp|gnp|gni|inc|income)(?:pc|percap)$/, ''],
];

/** The words of a name glued to a short prefix: "nbikes" → number, bike; "avgprice" → average, price. */
function gluedWords(word: string): string[] {
  for (const [re, says] of GLUED_PREFIXES) {
    const m = re.exec(word);
    if (!m) continue;
    const piece = canonical(stem(m[1]!));
    return [...(says ? [says] : []), piece, ...(EXPANSIONS[piece] ?? [])];
  }
  return [];
}

/** A figure per unit of area ("emp/sq km", "pop per km²", "Persons per acre"): a density. */
const PER_AREA =
  /(?:\/|\bper\s+)(?:sq\.?\s*(?:km|mi|m|ft|mile|metre|meter)s?|square\s+\w+|km2|km²|mi2|mi²|acres?|hectares?|ha)\b/i;

/** A column named by a unit of area alone or in brackets ("sq. km", "Size (km²)"): an area. */
const AREA_UNIT =
  /^\s*(?:sq\.?\s*(?:km|mi|m|ft)|square\s+(?:km|kilomet(?:er|re)s|miles|met(?:er|re)s|feet)|km2|km²|mi2|mi²|acres|hectares|ha)\s*$|[([]\s*(?:sq\.?\s*(?:km|mi|m|ft)|km2|km²|mi2|mi²|acres|hectares|ha)\s*[)\]]/i;

/** A word with a whole date glued after it: day.month.year, year-month-day or month/day/year. */
const DATED_WORD = /^([a-z]{2,})[._-]?(\d{1,2}[./-]\d{1,2}[./-]\d{4}|\d{4}[./-]\d{1,2}[./-]\d{1,2})$/;

export function columnWords(name: string): string[] {
  const out: string[] = [];
  if (PER_AREA.test(name)) out.push('density');
  else if (AREA_UNIT.test(name)) out.push('area');
  for (const said of splitWords(name)) {
    // a date glued to a word ("pop31.12.2001", "sales2024-06-30"): the word, then the date
    const dated = DATED_WORD.exec(said);
    const w = dated ? dated[1]! : said;
    const s = canonical(stem(w));
    if (EXPANSIONS[s]) out.push(s, ...(EXPANSIONS[s] as string[]));
    else if (/^t(max|min)$/.test(s)) out.push('temp', s.slice(1));
    else out.push(s, ...gluedWords(s));
    if (dated) out.push(dated[2]!);
  }
  return [...new Set(out)];
}

/** A value as words ("New York" → "new york"), the key of the value index. */
export function valueKey(text: string): string {
  return splitWords(text.normalize('NFKD').replace(/[\u0300-\u036f]/g, ''))
    .map((w) => stem(w))
    .join(' ');
}

const cache = new WeakMap<DatasetRegistry, Map<string, { modifiedMs: number; index: DatasetIndex }>>();

/** One column of a table whose rows live elsewhere (a connected database), as aggregates there read it. */
export interface ColumnFacts {
  name: string;
  type: string;
  nulls: number;
  distinct: number;
  /** Numbers: smallest, largest and mean value. */
  min?: number;
  max?: number;
  mean?: number;
  /** Dates: the first and last day, and how many rows fall on no first day of a month / no January. */
  minDate?: string;
  maxDate?: string;
  notFirstDay?: number;
  notJanuary?: number;
  /** Text with few distinct values: each value with its count, most frequent first. */
  values?: { value: string; count: number }[];
}

export interface TableFacts {
  rowCount: number;
  columns: ColumnFacts[];
}

/** Facts given for the dataset files standing for tables whose rows are not in the file, by file path. */
const givenFacts = new Map<string, TableFacts>();

/**
 * Gives the index the facts of the table a dataset file stands for (the file may hold none of
 * its rows): the dataset's values, ranges and row count are then read from them, not the file.
 */
export function provideTableFacts(path: string, facts: TableFacts | undefined): void {
  if (facts) givenFacts.set(path, facts);
  else givenFacts.delete(path);
}

/** Builds (or returns the cached) planner index of one dataset. */
export async function indexDataset(registry: DatasetRegistry, name: string): Promise<DatasetIndex> {
  const stored = await registry.get(name);
  const given = givenFacts.get(stored.path);
  const info = given ? { ...stored, rowCount: given.rowCount } : stored;
  const factOf = (column: string) => given?.columns.find((c) => c.name === column);
  let byName = cache.get(registry);
  if (!byName) cache.set(registry, (byName = new Map()));
  const hit = byName.get(name);
  if (hit && hit.modifiedMs === info.modifiedMs && hit.index.info.rowCount === info.rowCount && !given)
    return hit.index;
  const table = quoteIdent(info.name);
  const distinctSql = info.columns
    .map((c, i) => `approx_count_distinct(${quoteIdent(c.name)}) AS "d${i}"`)
    .join(', ');
  const numericSql = info.columns
    .flatMap((c, i) =>
      isNumericType(c.type)
        ? [`min(${quoteIdent(c.name)})::DOUBLE AS "mn${i}"`, `max(${quoteIdent(c.name)})::DOUBLE AS "mx${i}"`]
        : [],
    )
    .join(', ');
  const distinct = given
    ? Object.fromEntries(
        info.columns.flatMap((c, i) => {
          const f = factOf(c.name);
          return [
            [`d${i}`, f?.distinct ?? 0],
            [`mn${i}`, f?.min ?? null],
            [`mx${i}`, f?.max ?? null],
          ];
        }),
      )
    : ((await registry.query(`SELECT ${distinctSql}${numericSql ? `, ${numericSql}` : ''} FROM ${table}`))
        .rows[0] ?? {});
  const columns: IndexedColumn[] = [];
  for (const [i, c] of info.columns.entries()) {
    const words = splitWords(c.name);
    const stems = words.map(stem);
    const nDistinct = Number(distinct[`d${i}`] ?? 0);
    const idLike =
      words.some((w) => w === 'id' || w === 'uuid' || w === 'key' || GEO_CODES.test(w)) ||
      (!isNumericType(c.type) &&
        !isTemporalType(c.type) &&
        nDistinct > 0.5 * info.rowCount &&
        info.rowCount > 50);
    const numbered = rowNumbers(
      c.type,
      words,
      nDistinct,
      distinct[`mn${i}`],
      distinct[`mx${i}`],
      info.rowCount,
    );
    let role: ColumnRole;
    if (isTemporalType(c.type)) role = 'time';
    else if (idLike || numbered) role = 'identifier';
    else if (isNumericType(c.type)) role = 'measure';
    else if (/CHAR|ENUM|BOOL/i.test(c.type)) role = 'dimension';
    else role = 'other';
    const values = new Map<string, string>();
    if (
      (role === 'dimension' || role === 'identifier') &&
      /CHAR|ENUM|BOOL/i.test(c.type) &&
      nDistinct <= MAX_VALUES * 1.2
    ) {
      const rows = given
        ? (factOf(c.name)?.values ?? []).map((v) => ({ v: v.value }))
        : (
            await registry.query(
              `SELECT DISTINCT ${quoteIdent(c.name)}::VARCHAR AS v FROM ${table} WHERE ${quoteIdent(c.name)} IS NOT NULL LIMIT ${MAX_VALUES}`,
            )
          ).rows;
      for (const r of rows)
        if (typeof r.v === 'string' && r.v.trim() !== '') values.set(r.v.toLowerCase(), r.v);
    }
    const cells =
      !given && (role === 'dimension' || role === 'identifier') && /CHAR/i.test(c.type) && values.size === 0
        ? await cellsOf(registry, table, c.name, nDistinct)
        : undefined;
    const required = stems.filter((s) => !OPTIONAL_WORDS.has(s));
    const mn = distinct[`mn${i}`];
    const mx = distinct[`mx${i}`];
    const numeric = isNumericType(c.type);
    // row numbers and place codes are an identifier wherever identifiers are left out
    const placeCode = isNumericType(c.type) && words.some((w) => GEO_CODES.test(w));
    const cwords = numbered || placeCode ? [...columnWords(c.name), 'id'] : columnWords(c.name);
    let flagTrue: string | number | boolean | undefined;
    if (/BOOL/i.test(c.type)) flagTrue = true;
    else if (numeric && mn === 0 && mx === 1 && nDistinct <= 3) flagTrue = 1;
    else if (values.size === 2) {
      const yes = [...values.values()].find((v) => /^(yes|y|true|t|1)$/i.test(v));
      if (yes && [...values.values()].some((v) => /^(no|n|false|f|0)$/i.test(v))) flagTrue = yes;
    }
    const yearLike =
      numeric &&
      typeof mn === 'number' &&
      typeof mx === 'number' &&
      mn >= 1000 &&
      mx <= 2100 &&
      Number.isInteger(mn) &&
      cwords.includes('year');
    columns.push({
      name: c.name,
      type: c.type,
      role,
      stems,
      required: required.length ? required : stems,
      values,
      distinct: nDistinct,
      words: cwords,
      ...(typeof mn === 'number' ? { min: mn } : {}),
      ...(typeof mx === 'number' ? { max: mx } : {}),
      ...(flagTrue !== undefined ? { flagTrue } : {}),
      ...(yearLike ? { yearLike } : {}),
      uniqueness: info.rowCount > 0 ? Math.min(1, nDistinct / info.rowCount) : 0,
      ...(cells ? { cells } : {}),
    });
  }
  // a header the file repeats, numbered by the loader ("Geographic Area_1"): its number is no word of it
  for (const c of columns) {
    const base = /^(.*)_(\d+)$/.exec(c.name);
    if (!base || !columns.some((o) => o.name === base[1])) continue;
    const n = base[2]!;
    c.words = c.words.filter((w) => w !== n);
    c.stems = c.stems.filter((w) => w !== n);
    c.required = c.required.filter((w) => w !== n);
  }
  // each of the repeated headers belongs to the column before it ("Winning team", Manager; "Losing
  // team", Manager_1): that column's first word, when it qualifies (winning, losing, home, away),
  // names it too, never needed ("losing manager" is Manager_1, "manager" alone the first)
  for (const [i, c] of columns.entries()) {
    const baseOf = (name: string) => {
      const b = /^(.*)_\d{1,2}$/.exec(name)?.[1];
      return b !== undefined && columns.some((o) => o.name === b) ? b : name;
    };
    const base = baseOf(c.name);
    if (!columns.some((o) => o !== c && baseOf(o.name) === base)) continue;
    const before = columns[i - 1];
    const q = before && before.words.length > 1 ? before.words[0]! : undefined;
    if (!q || c.words.includes(q) || !/^(winning|losing|home|away|visiting|host|first|second|previous|new|old|outgoing|incoming)$/.test(q))
      continue;
    c.words = [...c.words, q];
    c.stems = [...c.stems, stem(q)];
  }
  // a column repeated under a second name is left out of the index (./copied-columns.ts)
  if (!given) {
    const copies = await copiedColumns(columns, table, (sql) => registry.query(sql));
    if (copies.size) columns.splice(0, columns.length, ...withoutCopies(columns, copies));
  }
  // A whole-number column of years named otherwise ("census", "season"): with no date or year
  // column in the table, the one column whose repeated values all lie between 1800 and 2100, or
  // whose name is a word for a year's edition (a list of seasons holds each season once).
  if (!columns.some((c) => c.role === 'time' || c.yearLike)) {
    const years = columns.filter(
      (c) =>
        /INT/i.test(c.type) &&
        c.min !== undefined &&
        c.max !== undefined &&
        c.min >= 1800 &&
        c.max <= 2100 &&
        c.distinct <= 250 &&
        (c.distinct < info.rowCount || c.words.some((w) => YEAR_EDITION_WORDS.test(w))),
    );
    if (years.length === 1) years[0]!.yearLike = true;
  }
  // a column of year ranges (1891-1900) is also "the decade", "the period"
  namePeriodRanges(columns);
  const time = recordDate(columns, info.name) ?? columns.find((c) => c.role === 'time');
  let minDate: string | undefined;
  let maxDate: string | undefined;
  let timeGrain: DatasetIndex['timeGrain'];
  if (time) {
    const f = factOf(time.name);
    const r = f
      ? {
          mn: f.minDate ?? null,
          mx: f.maxDate ?? null,
          notFirst: f.notFirstDay ?? 1,
          notJan: f.notJanuary ?? 1,
        }
      : (
          await registry.query(
            `SELECT min(${quoteIdent(time.name)})::DATE::VARCHAR AS mn, max(${quoteIdent(time.name)})::DATE::VARCHAR AS mx, count(*) FILTER (WHERE day(${quoteIdent(time.name)}) <> 1) AS "notFirst", count(*) FILTER (WHERE month(${quoteIdent(time.name)}) <> 1) AS "notJan" FROM ${table}`,
          )
        ).rows[0];
    minDate = typeof r?.mn === 'string' ? r.mn : undefined;
    maxDate = typeof r?.mx === 'string' ? r.mx : undefined;
    timeGrain = Number(r?.notFirst ?? 1) > 0 ? 'day' : Number(r?.notJan ?? 1) > 0 ? 'month' : 'year';
  }
  const valueIndex = new Map<string, ValueEntry[]>();
  const valueWords = new Set<string>();
  for (const column of columns) {
    const values = [...column.values.values()];
    const heads = sharedTails(values);
    for (const value of values) {
      // a name with capitals inside ("LinkedIn", "TikTok") is said as one word too, unless it heads
      // a family of values ("PlayStation" beside "PlayStation 2": said alone it may mean them all)
      const family = values.some((v) => v !== value && v.startsWith(`${value} `));
      const glued = /[a-z][A-Z]/.test(value) && !family ? valueKey(value.toLowerCase()) : undefined;
      // a number run into letters ("30d Visitors", "4K TV") is said as it is read, number and letters apart
      const plain = valueKey(value);
      const spaced = /\d[a-z]|[a-z]\d/.test(plain)
        ? plain.replace(/(\d)([a-z])/g, '$1 $2').replace(/([a-z])(\d)/g, '$1 $2')
        : undefined;
      // a name after a code ("310-Customer Svc", "4410 - Freight"): said by its name alone
      const coded = /^\d{1,6}\s*[-:–]\s*(\p{L}.{2,})$/u.exec(value.trim());
      for (const key of [
        plain,
        ...(coded ? [valueKey(coded[1] as string)] : []),
        ...(glued ? [glued] : []),
        ...(spaced ? [spaced] : []),
        ...(heads.get(value) ?? []),
      ]) {
        if (!key || key.length > 60) continue;
        const list = valueIndex.get(key) ?? [];
        list.push({ column, value });
        valueIndex.set(key, list);
        for (const w of key.split(' ')) valueWords.add(w);
      }
    }
  }
  const index: DatasetIndex = {
    valueIndex,
    valueWords,
    info,
    stems: splitWords(info.name).map(stem),
    columns,
    timeColumn: time?.name,
    minDate,
    maxDate,
    ...(timeGrain ? { timeGrain } : {}),
  };
  const wide = wideShape(info.columns, new Set(columns.filter((c) => c.distinct === 0).map((c) => c.name)));
  if (wide) index.wide = wide;
  byName.set(name, { modifiedMs: info.modifiedMs, index });
  return index;
}

/**
 * Names written with what every one of them shares ("Fresno County, California", "Kern County,
 * California"): each is also found by its own part, the name before the shared ", California"
 * and, when most of those end in one word ("County"), the name before it ("fresno").
 */
export function sharedTails(values: string[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  if (values.length < 5) return out;
  const tailOf = (v: string) => /,\s*[^,]+$/.exec(v)?.[0];
  const counts = new Map<string, number>();
  for (const v of values) {
    const t = tailOf(v);
    if (t) counts.set(t, (counts.get(t) ?? 0) + 1);
  }
  const [tail, n] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  if (n < 0.9 * values.length) return out;
  const heads = values.map((v) => (v.endsWith(tail) ? v.slice(0, -tail.length).trim() : v));
  const lastOf = (h: string) => /\s(\p{L}+)$/u.exec(h)?.[1]?.toLowerCase();
  const lasts = new Map<string, number>();
  for (const h of heads) {
    const w = lastOf(h);
    if (w) lasts.set(w, (lasts.get(w) ?? 0) + 1);
  }
  const [kind, m] = [...lasts].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  const common = m >= 0.8 * heads.length ? kind : undefined;
  values.forEach((v, i) => {
    const head = heads[i]!;
    if (head === v) return;
    const keys = [valueKey(head)];
    if (common && lastOf(head) === common) keys.push(valueKey(head.slice(0, -common.length)));
    out.set(
      v,
      keys.filter((k) => k.length > 0),
    );
  });
  return out;
}

/** The values of a text column too long a list for the value index, by key, when not too many. */
async function cellsOf(
  registry: DatasetRegistry,
  table: string,
  column: string,
  distinct: number,
): Promise<Map<string, string> | undefined> {
  if (distinct <= MAX_VALUES || distinct > MAX_CELLS) return undefined;
  const { rows } = await registry.query(
    `SELECT DISTINCT ${quoteIdent(column)}::VARCHAR AS v FROM ${table} WHERE ${quoteIdent(column)} IS NOT NULL LIMIT ${MAX_CELLS}`,
  );
  const cells = new Map<string, string>();
  for (const r of rows) {
    if (typeof r.v !== 'string') continue;
    const key = valueKey(r.v);
    if (key && key.length <= 60 && !cells.has(key)) cells.set(key, r.v);
  }
  return cells;
}
