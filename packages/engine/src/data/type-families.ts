/**
 * The kinds of value that text columns are converted into at load, each as SQL that DuckDB
 * runs: flags (yes/no, true/false), numbers written for people (currency symbols, thousands
 * separators, percent signs, accounting parentheses) in the US and the European notation, and
 * dates in their usual textual forms (ISO, named months, day- or month-first with separators,
 * months, quarters). Every conversion yields NULL for a value it cannot read, never an error.
 *
 * Date conversions first check a cheap shape (digits in the right places, a month name) so that
 * values which cannot be dates skip the long lists of strptime formats.
 */
import { quoteLiteral } from './sql';
import { withoutMarksSql } from './type-marks';

export type Kind = 'flag' | 'number' | 'date';

export interface Family {
  id: string;
  kind: Kind;
  /** What the values are, in a sentence: "could not be read as …". */
  noun: string;
  /** SQL converting the cleaned text expression `v` into the family's value, NULL when it fails. */
  convert: (v: string) => string;
  /** For dates: the strptime formats tried, four-digit years apart from two-digit ones. */
  formats?: { long: string[]; short: string[] };
}

/** Cell texts that mean "no value" in exported files; they become missing, not failures. */
export const MISSING_MARKERS = ['na', 'n/a', '#n/a', 'null', 'nan', '-', '--', '—', '–'];

/**
 * The cleaned text of an already trimmed expression: without trailing footnote marks
 * (type-marks.ts), with empty cells and missing markers as NULL. Every marker is at most four
 * bytes long, so longer texts skip the comparison.
 */
export function cleanedTrimmedSql(trimmed: string): string {
  const text = withoutWeekdaySql(withoutApproximationSql(withoutMarksSql(trimmed)));
  return `(CASE WHEN strlen(${text}) <= 4 AND lower(${text}) IN (${MISSING_MARKERS.map(quoteLiteral).join(', ')}) THEN NULL ELSE nullif(${text}, '') END)`;
}

/**
 * A number marked as approximate or tied, as lists copied from web pages write tolls, counts and
 * ranks: `~71,000`, `c. 1815`, `approx. 300`, `=3` (tied third).
 */
const APPROXIMATE = '(?i)^(?:~|≈|=|c\\.|ca\\.|circa|approx\\.?|about|est\\.)\\s*([-+$€£]?\\s*[0-9].*)$';

/**
 * SQL: the text of a number without an approximation or tie mark, and with the typographic minus
 * sign (`−10`, U+2212) written as a hyphen-minus; other texts unchanged.
 */
function withoutApproximationSql(text: string): string {
  return `regexp_replace(replace(${text}, '\u2212', '-'), ${quoteLiteral(APPROXIMATE)}, '\\1')`;
}

/**
 * A date in digits with its weekday in front, as appointment and shift reports print them
 * (`Tue 03/05/2024`, `Mon, 2024-01-08`): the weekday adds nothing the date does not say, so the
 * date is read without it. Only a date in digits follows the weekday (`Sat 3` stays as written).
 */
const WEEKDAY_FIRST =
  '(?i)^(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\\.?,?\\s+(\\d{1,4}[-/.]\\d{1,2}[-/.]\\d{1,4}(?:[ T].*)?)$';

function withoutWeekdaySql(text: string): string {
  return `regexp_replace(${text}, ${quoteLiteral(WEEKDAY_FIRST)}, '\\1')`;
}

/** The cleaned text of an expression: trimmed, with empty cells and missing markers as NULL. */
export function cleanedSql(expression: string): string {
  return cleanedTrimmedSql(`trim(${expression})`);
}

/**
 * Currency codes written before or after an amount by accounting and claims systems (`USD 1,234.50`,
 * `USD (1,200.00)`, `1.234,50 EUR`).
 */
const CURRENCY_CODES = 'USD|EUR|GBP|CAD|AUD|NZD|CHF|JPY|CNY|INR|SEK|NOK|DKK|PLN|CZK|MXN|BRL|ZAR|SGD|HKD';
const CODE_BEFORE = `(?:(?:${CURRENCY_CODES})\\s*)?`;
const CODE_AFTER = `(?:\\s*(?:${CURRENCY_CODES}))?`;

// Numbers: an optional currency code, an optional sign or opening parenthesis, a currency symbol
// before or after, the digits with thousands separators, and an optional percent sign.
// A minus may also follow the digits, as reports print deductions (`412.55-`).
const NUMBER_SHAPE = (digits: string) =>
  `^${CODE_BEFORE}[-+(]?\\s*${CODE_BEFORE}[$€£]?\\s*[-+]?\\s*(?:${digits})-?\\s*[$€£%]?\\s*\\)?${CODE_AFTER}${CREDIT_MARK}$`;
/**
 * A balance marked as a credit or a debit after its digits, as ledgers and rent rolls print them
 * (`850.00 CR`, `1,200.00 DR`): a credit is negative, a debit positive.
 */
const CREDIT_MARK = '(?:\\s*(?:CR|DR))?';
/**
 * Thousands grouped by a space (`33 120`, a no-break or thin space too), as French and other
 * locales write them: groups of exactly three digits after the first.
 */
const SPACED = '\\d{1,3}(?:[ \u00a0\u202f]\\d{3})+';
export const US_DIGITS = `(?:\\d{1,3}(?:,\\d{3})+|${SPACED}|\\d+)(?:\\.\\d+)?|\\.\\d+`;
const US_RE = NUMBER_SHAPE(US_DIGITS);
const EU_RE = NUMBER_SHAPE(`(?:\\d{1,3}(?:\\.\\d{3})+|${SPACED}|\\d+)(?:,\\d+)?|,\\d+`);

/**
 * A number followed by a note in parentheses or a symbol, as tables copied from web pages write
 * them: `12 (5)`, `87*` (a score not out), `1,234 [est.]`. Such cells are text that happens to
 * start with a number; a column holding them stays text so that the note is not lost. (Bare
 * footnote references such as `1,234[a]` are dropped before this is checked: see type-marks.ts.)
 */
export const FOOTNOTED_RE = `^[-+]?\\s*[$€£]?\\s*(?:${US_DIGITS})\\s*[%]?\\s*(?:\\[[^\\]]{1,12}\\]|\\([^)]{1,40}\\)|[*†‡§]+)+$`;

/** Once the shape matched, the value is its digits and decimal mark; a minus or parenthesis negates it. */
function numberSql(v: string, re: string, decimalComma: boolean, type = 'DOUBLE'): string {
  const digits = `regexp_replace(${v}, '[^0-9${decimalComma ? ',' : '.'}]', '', 'g')`;
  const plain = decimalComma ? `replace(${digits}, ',', '.')` : digits;
  const negative = `(contains(${v}, '(') OR contains(${v}, '-') OR suffix(${v}, 'CR'))`;
  return `(CASE WHEN regexp_full_match(${v}, ${quoteLiteral(re)}) THEN (CASE WHEN ${negative} THEN -1 ELSE 1 END) * try_cast(${plain} AS ${type}) END)`;
}
export const usNumber = (v: string, type?: string) => numberSql(v, US_RE, false, type);
export const euNumber = (v: string, type?: string) => numberSql(v, EU_RE, true, type);

// Dates. Lists are tried in order by try_strptime; four-digit and two-digit years are kept in
// separate lists because %Y happily reads "00" as the year 0. Once a column is chosen, only the
// formats that read its sample are kept: trying a hundred formats per value is slow.
const TIMES = ['', ' %H:%M', ' %H:%M:%S', ' %I:%M %p', ' %I:%M:%S %p', ' %I %p', 'T%H:%M', 'T%H:%M:%S'];
const withTimes = (formats: string[]) => formats.flatMap((f) => TIMES.map((t) => f + t));
const formatList = (formats: string[]) => `[${formats.map(quoteLiteral).join(', ')}]`;

/** Shapes a value must have before a family's formats are tried (each format implies its shape). */
const DATE_SHAPES: Record<string, string> = {
  ymd: '^\\d{4}[-/.]\\d{1,2}[-/.]\\d{1,2}',
  named: '(?i)(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)',
  mdy: '^\\d{1,2}[-/.]\\d{1,2}[-/.]\\d{2,4}',
  dmy: '^\\d{1,2}[-/.]\\d{1,2}[-/.]\\d{2,4}',
  // a four-digit year on one side: "1/2" or "3-1" is a fraction or a score, never year 1 or year 3
  month: '^(\\d{4}[-/.]\\d{1,2}|\\d{1,2}[-/.]\\d{4})$',
};

function dateFamily(id: string, noun: string, long: string[], short: string[] = []): Family {
  const formats = { long, short };
  const shape = DATE_SHAPES[id];
  const convert = (v: string) => {
    let parsed: string;
    if (!long.length && !short.length) return 'CAST(NULL AS TIMESTAMP)';
    if (!short.length) parsed = `try_strptime(${v}, ${formatList(long)})`;
    else if (!long.length) parsed = `try_strptime(${v}, ${formatList(short)})`;
    else {
      parsed = `(CASE WHEN regexp_matches(${v}, '\\d{4}') THEN try_strptime(${v}, ${formatList(long)}) ELSE try_strptime(${v}, ${formatList(short)}) END)`;
    }
    return shape ? `(CASE WHEN regexp_matches(${v}, ${quoteLiteral(shape)}) THEN ${parsed} END)` : parsed;
  };
  return { id, kind: 'date', noun, convert, formats };
}

/** The same date family restricted to the formats in `keep` (in their order of success). */
export function narrowed(family: Family, keep: string[]): Family {
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
/** The parts joined by dashes, dots or slashes, in each order (Jan-1-1995, 1.Jan.1995, 1995-Jan-01), seldom with a time. */
const NAMED_JOINED = [
  ...['-', '.', '/'].flatMap((s) => [`%b${s}%d${s}%Y`, `%B${s}%d${s}%Y`, `%d${s}%B${s}%Y`, `%Y${s}%b${s}%d`, `%Y${s}%B${s}%d`]),
  '%d.%b.%Y',
  '%d/%b/%Y',
];
const NAMED_JOINED_SHORT = ['%b-%d-%y', '%d.%b.%y', '%d/%b/%y'];
const separated = (order: string[], year: string) => ['/', '-', '.'].map((s) => [...order, year].join(s));

export const FAMILIES: Family[] = [
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
  dateFamily('named', 'dates', [...withTimes(NAMED), ...NAMED_JOINED], [...withTimes(NAMED_SHORT), ...NAMED_JOINED_SHORT]),
  dateFamily('mdy', 'dates', withTimes(separated(['%m', '%d'], '%Y')), withTimes(separated(['%m', '%d'], '%y'))),
  dateFamily('dmy', 'dates', withTimes(separated(['%d', '%m'], '%Y')), withTimes(separated(['%d', '%m'], '%y'))),
  dateFamily('month', 'months', ['%Y-%m', '%Y/%m', '%m/%Y', '%m-%Y', '%Y.%m']),
  {
    id: 'quarter',
    kind: 'date',
    noun: 'quarters',
    convert: (v) => {
      // One match of the pattern gives both parts, whichever comes first (the lambda reads them
      // from that one match instead of matching again for each part).
      const re = quoteLiteral('^(?:[Qq]([1-4])[\\s/-]*(\\d{4})|(\\d{4})[\\s/-]*[Qq]([1-4]))$');
      const parts = `regexp_extract(${v}, ${re}, ['q1', 'y1', 'y2', 'q2'])`;
      const date = `make_date(CAST(coalesce(nullif(p.y1, ''), p.y2) AS INTEGER), (CAST(coalesce(nullif(p.q1, ''), p.q2) AS INTEGER) - 1) * 3 + 1, 1)`;
      return `(CASE WHEN regexp_full_match(${v}, ${re}) THEN CAST(list_transform([${parts}], lambda p: ${date})[1] AS TIMESTAMP) END)`;
    },
  },
];
