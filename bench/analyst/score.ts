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

/** Markdown emphasis, code and table pipes become spaces; whitespace collapses; lower case. */
export function normalizeText(text: string): string {
  return text
    .replace(/[*`|\u00a0]/g, ' ')
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

const ISO_DATE = /\b(\d{4})-(\d{2})(?:-(\d{2}))?(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?Z?)?\b/g;

/**
 * The numbers written in a reply, with the precision each was written at. Dates in ISO form are
 * (and year-months) are taken out first so that their parts are not read as numbers. A suffix k/M/B (or the words
 * thousand/million/billion) multiplies; a minus sign counts only when it is not a hyphen
 * between words or digits.
 */
export function extractNumbers(markdown: string): ReplyNumber[] {
  const text = markdown.replace(ISO_DATE, ' ').replace(/\u2212/g, '-');
  const pattern =
    /(^|[^\w.])(-?)\$?((?:\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?|\.(\d+))(?:e([+-]?\d+))?(\s?(?:thousand|million|billion|trillion|bn|mn|[kKMB])\b)?(\s?%)?/g;
  const found: ReplyNumber[] = [];
  for (const m of text.matchAll(pattern)) {
    const [, , sign, body, decimals, leadingDecimals, exponent, suffix, percent] = m;
    const digits = (body as string).replace(/,/g, '');
    const places = (decimals ?? leadingDecimals ?? '').length;
    const suffixKey = suffix?.trim();
    const multiplier =
      (suffixKey ? (MULTIPLIERS[suffixKey] ?? MULTIPLIERS[suffixKey.toLowerCase()] ?? 1) : 1) *
      (exponent ? 10 ** Number(exponent) : 1);
    const value = Number(`${sign}${digits}`) * multiplier;
    if (!Number.isFinite(value)) continue;
    found.push({ value, halfUnit: 0.5 * 10 ** -places * multiplier, percent: Boolean(percent) });
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

function hasWord(haystack: string, needle: string): boolean {
  if (!needle) return false;
  let from = 0;
  for (;;) {
    const at = haystack.indexOf(needle, from);
    if (at < 0) return false;
    const before = haystack[at - 1];
    const after = haystack[at + needle.length];
    const boundary = (c: string | undefined) => c === undefined || !/[\p{L}\p{N}]/u.test(c);
    if (boundary(before) && boundary(after)) return true;
    from = at + 1;
  }
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
function yearBucketAppears(year: number, markdown: string): boolean {
  return new RegExp(`\\b${year}-01(?:-01)?\\b`).test(markdown);
}

/** Whether one expected value appears in the reply. */
export function valueAppears(expected: Expected, markdown: string, options: MatchOptions = {}): boolean {
  if (expected.kind === 'number') {
    const v = expected.value;
    if (Number.isInteger(v) && v >= 1000 && v <= 2999 && yearBucketAppears(v, markdown)) return true;
    return extractNumbers(markdown).some(
      (n) =>
        numberMatches(v, n) ||
        (options.unsigned === true && numberMatches(Math.abs(v), { ...n, value: Math.abs(n.value) })) ||
        (options.percent === true &&
          !n.percent &&
          numberMatches(v, { value: n.value * 100, halfUnit: n.halfUnit * 100, percent: true })),
    );
  }
  const text = normalizeText(markdown).replace(/,/g, ' ').replace(/\s+/g, ' ');
  const dated = text
    .replace(/\b(\d{1,2})(?:st|nd|rd|th)\b/g, '$1')
    .replace(/\b(\d{4}-\d{2}-\d{2})t(?=\d)/g, '$1 ');
  const forms =
    expected.kind === 'date'
      ? dateForms(expected.value)
      : expected.kind === 'month'
        ? monthForms(expected.value)
        : textForms(expected.value).map((f) => f.replace(/,/g, ' ').replace(/\s+/g, ' '));
  return forms.some((f) => hasWord(dated, f));
}

/** The expected values that do not appear in the reply (empty when the reply is right). */
export function missingValues(expected: Expected[], markdown: string, options: MatchOptions = {}): Expected[] {
  return expected.filter((e) => !valueAppears(e, markdown, options));
}
