/**
 * Lenient scoring of a reply: every expected value must appear somewhere in the reply's
 * markdown. Numbers are matched with tolerant rounding, dates and months in several written
 * forms, text case-insensitively on word boundaries. See README.md for the rules.
 */

export type Expected =
  | { kind: 'number'; value: number }
  | { kind: 'date'; value: string } // YYYY-MM-DD
  | { kind: 'month'; value: string } // YYYY-MM
  | { kind: 'text'; value: string };

export interface ReplyNumber {
  value: number;
  /** Where the number starts in the reply. */
  index?: number;
  /** Half of the unit of the last digit shown, e.g. 0.05 for "12.3", 5 for "1.23k". */
  halfUnit: number;
  percent: boolean;
}

const MULTIPLIERS: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  mn: 1e6,
  million: 1e6,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
  trillion: 1e12,
};

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/**
 * Markdown emphasis, code and table pipes become spaces, lower case. Every change keeps the
 * length, so that a position in the result is the same position in the reply.
 */
export function normalizeText(text: string): string {
  return text.replace(/[*`|\u00a0]/g, ' ').toLowerCase();
}

const ISO_DATE = /\b(\d{4})-(\d{2})(?:-(\d{2}))?(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?Z?)?\b/g;

/**
 * The numbers written in a reply, with the precision each was written at. Dates in ISO form are
 * (and year-months) are taken out first so that their parts are not read as numbers. A suffix k/M/B (or the words
 * thousand/million/billion) multiplies; a minus sign counts only when it is not a hyphen
 * between words or digits.
 */
export function extractNumbers(markdown: string): ReplyNumber[] {
  const text = markdown.replace(ISO_DATE, (m) => ' '.repeat(m.length)).replace(/\u2212/g, '-');
  const pattern =
    /(^|[^\w.])(-?)\$?((?:\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?|\.(\d+))(?:e([+-]?\d+))?(\s?(?:thousand|million|billion|trillion|bn|mn|[kKMB])\b)?(\s?%)?/g;
  const found: ReplyNumber[] = [];
  for (const m of text.matchAll(pattern)) {
    const [, before, sign, body, decimals, leadingDecimals, exponent, suffix, percent] = m;
    const digits = (body as string).replace(/,/g, '');
    const places = (decimals ?? leadingDecimals ?? '').length;
    const suffixKey = suffix?.trim();
    const multiplier =
      (suffixKey ? (MULTIPLIERS[suffixKey] ?? MULTIPLIERS[suffixKey.toLowerCase()] ?? 1) : 1) *
      (exponent ? 10 ** Number(exponent) : 1);
    const value = Number(`${sign}${digits}`) * multiplier;
    if (!Number.isFinite(value)) continue;
    found.push({
      value,
      index: m.index + (before as string).length,
      halfUnit: 0.5 * 10 ** -places * multiplier,
      percent: Boolean(percent),
    });
  }
  return found;
}

/**
 * Whether a number written in the reply stands for the expected value: the expected value,
 * rounded to the precision the reply shows, gives the reply's number, and the two differ by at
 * most 1 % (or 0.005 for values below 0.5). So 1234.46 matches "1,234.5", "1234" and "1.23k",
 * but not "1.2k" or "1k"; 0.7534 matches "0.75" but not "0.8".
 */
export function numberMatches(expected: number, written: ReplyNumber): boolean {
  const diff = Math.abs(written.value - expected);
  const eps = 1e-9 * Math.max(1, Math.abs(expected));
  return diff <= written.halfUnit + eps && diff <= Math.max(0.01 * Math.abs(expected), 0.005) + eps;
}

/** Where `needle` first stands as whole words in `haystack` (any run of spaces between words), or -1. */
function wordAt(haystack: string, needle: string): number {
  if (!needle) return -1;
  const escaped = needle
    .trim()
    .split(/\s+/)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'))
    .join('\\s+');
  const found = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u').exec(haystack);
  return found ? found.index : -1;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The ways a date is commonly written, normalized as normalizeText leaves them (commas dropped). */
export function dateForms(iso: string): string[] {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const month = MONTHS[m - 1] as string;
  const short = month.slice(0, 3);
  return [
    iso,
    `${month} ${d} ${y}`,
    `${short} ${d} ${y}`,
    `${short} ${pad(d)} ${y}`,
    `${d} ${month} ${y}`,
    `${d} ${short} ${y}`,
    `${m}/${d}/${y}`,
    `${pad(m)}/${pad(d)}/${y}`,
    `${d}/${m}/${y}`,
    `${pad(d)}/${pad(m)}/${y}`,
    `${d}.${m}.${y}`,
    `${pad(d)}.${pad(m)}.${y}`,
  ];
}

export function monthForms(yearMonth: string): string[] {
  const [y, m] = yearMonth.split('-').map(Number) as [number, number];
  const month = MONTHS[m - 1] as string;
  return [yearMonth, `${month} ${y}`, `${month.slice(0, 3)} ${y}`, `${pad(m)}/${y}`, `${m}/${y}`];
}

/** Full month and weekday names also match their three-letter forms ("January" ~ "Jan"). */
function textForms(value: string): string[] {
  const v = normalizeText(value).trim();
  if (MONTHS.includes(v) || DAYS.includes(v)) return [v, v.slice(0, 3)];
  return [v];
}

export interface MatchOptions {
  /** A share: a fraction in the reply also stands for the expected percentage (0.438 for 43.8). */
  percent?: boolean;
  /** A change: its size without the sign also counts ("fell by 93.6" for -93.6). */
  unsigned?: boolean;
}

/** A year shown as the first day of its bucket ("2013-01-01", "2013-01") counts as the year. */
function yearBucketAt(year: number, markdown: string): number {
  return new RegExp(`\\b${year}-01(?:-01)?\\b`).exec(markdown)?.index ?? -1;
}

const firstOf = (positions: number[]) => positions.filter((p) => p >= 0).reduce((a, b) => Math.min(a, b), Infinity);

/** Where one expected value is first written in the reply, or -1. */
export function valueAt(expected: Expected, markdown: string, options: MatchOptions = {}): number {
  let first: number;
  if (expected.kind === 'number') {
    const v = expected.value;
    const bucket = Number.isInteger(v) && v >= 1000 && v <= 2999 ? yearBucketAt(v, markdown) : -1;
    const numbers = extractNumbers(markdown).filter(
      (n) =>
        numberMatches(v, n) ||
        (options.unsigned === true && numberMatches(Math.abs(v), { ...n, value: Math.abs(n.value) })) ||
        (options.percent === true &&
          !n.percent &&
          numberMatches(v, { value: n.value * 100, halfUnit: n.halfUnit * 100, percent: true })),
    );
    first = firstOf([bucket, ...numbers.map((n) => n.index ?? -1)]);
  } else {
    // Short upper-case codes (states, tickers, airports) keep their case: "IN" is not "in".
    const code = expected.kind === 'text' && /^[A-Z][A-Z0-9]{1,3}$/.test(expected.value);
    const plain = normalizeText(markdown);
    const text = (code ? markdown.replace(/[*`|\u00a0]/g, ' ') : plain)
      .replace(/,/g, ' ')
      .replace(/\b(\d{1,2})(st|nd|rd|th)\b/g, (_m, d: string) => `${d}  `)
      .replace(/\b(\d{4}-\d{2}-\d{2})t(?=\d)/g, '$1 ');
    const forms =
      expected.kind === 'date'
        ? dateForms(expected.value)
        : expected.kind === 'month'
          ? monthForms(expected.value)
          : code
            ? [expected.value]
            : textForms(expected.value).map((f) => f.replace(/,/g, ' ').replace(/\b(\d{1,2})(st|nd|rd|th)\b/g, '$1  '));
    first = firstOf(forms.map((f) => wordAt(text, f)));
  }
  return Number.isFinite(first) ? first : -1;
}

/** Whether one expected value appears in the reply. */
export function valueAppears(expected: Expected, markdown: string, options: MatchOptions = {}): boolean {
  return valueAt(expected, markdown, options) >= 0;
}

/**
 * For "which …" and top-N questions: whether the reply names every expected value before any
 * of the runners-up (the other rows of the same ranking). A reply that lists all groups in
 * another order, or leads with a different one, does not pick the right answer even though the
 * expected value appears somewhere in it.
 */
export function namedBeforeRunnersUp(expected: Expected[], runnersUp: Expected[], markdown: string): boolean {
  const same = (a: Expected, b: Expected) => a.kind === b.kind && a.value === b.value;
  const others = runnersUp.filter((r) => !expected.some((e) => same(e, r)));
  const positions = expected.map((e) => valueAt(e, markdown));
  if (positions.some((p) => p < 0)) return false;
  const lastExpected = Math.max(...positions);
  // A runner-up written inside an expected name ("Red" in "Red (Taylor's Version)") is not a
  // runner-up named: blank the expected names out (same length, so positions still compare).
  const blanked = expected.reduce(
    (md, e) =>
      e.kind === 'text' ? md.replace(new RegExp(escapeRegExp(e.value), 'gi'), (m) => ' '.repeat(m.length)) : md,
    markdown,
  );
  return firstOf(others.map((r) => valueAt(r, blanked))) > lastExpected;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The expected values that do not appear in the reply (empty when the reply is right). */
export function missingValues(expected: Expected[], markdown: string, options: MatchOptions = {}): Expected[] {
  return expected.filter((e) => !valueAppears(e, markdown, options));
}
