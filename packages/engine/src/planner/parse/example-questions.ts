/**
 * The example questions the analyst offers: in its overview of a dataset and as the choices of a
 * clarifying question it cannot build from the question itself. Each is sent as the next message
 * when clicked, so each must be a question a person would ask and one the parser answers:
 * a figure of an amount column (never of an id, a rank, a year, a coordinate or a row number),
 * by a category of a few repeating values, over the years of a real date column, a count of the
 * rows holding one value, and a correlation of two amounts. Column names are shown the way people
 * say them (`unit_price` → "unit price", `Income&nbsp;2/` → "Income").
 */
import { human } from '../../tools/format';
import type { DatasetIndex, IndexedColumn } from '../schema-index';
import { defaultAggregation, isNumeric } from './shape';

/** Words of a column that numbers, ranks, places or dates rows rather than measuring them. */
const NOT_AMOUNTS = new Set([
  'id',
  'no',
  'num',
  'nr',
  'key',
  'code',
  'index',
  'rank',
  'ranking',
  'row',
  'pos',
  'position',
  'place',
  'seed',
  'lat',
  'latitude',
  'lon',
  'lng',
  'long',
  'longitude',
  'zip',
  'fips',
  'year',
  'yr',
  'month',
  'quarter',
  'week',
  'day',
  'hour',
  'season',
  'episode',
  'edition',
  'born',
  'founded',
  'established',
  'cluster',
  'group',
  'class',
  'category',
  'type',
  'period',
]);

/** Words of a column of free text (notes, remarks): its values are sentences, not groups. */
const FREE_TEXT = new Set([
  'note',
  'notes',
  'comment',
  'comments',
  'remark',
  'remarks',
  'description',
  'details',
]);

/** The words of a column's name as written ("FIPS code" → fips, code), beside its canonical words. */
const nameWords = (c: IndexedColumn) => [
  ...c.words,
  ...c.name
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean),
];

/** A period as a column name: `1960`, `pcgdp1940`, `2019 Q1`. */
const PERIOD_NAME = /(?:^|[^0-9])(1[89]\d\d|20\d\d)(?:$|[^0-9])/;

/** The name as people say it: underscores as spaces, HTML entities and footnote marks left out. */
export function spokenName(column: string): string {
  const plain = column
    .replace(/&nbsp;|&#160;/gi, ' ')
    .replace(/&amp;/gi, '&')
    .replace(/&[a-z]+;|&#\d+;/gi, '')
    // a footnote mark after the name: "Income 2/", "Area[a]", "Votes*", "Sales (1)"
    .replace(/\s*(?:\d+\/|\[[^\]]{1,3}\]|\*+|\(\d\))\s*$/, '');
  const spoken = human(plain).replace(/\s+/g, ' ').trim();
  return spoken === '' ? human(column) : spoken;
}

/** Whether a people could say the column's name in a question: letters, not a code or a sentence. */
function sayable(c: IndexedColumn): boolean {
  const name = spokenName(c.name);
  if (name.length > 32 || !/[a-z]{2}/i.test(name)) return false;
  // a code of capitals, digits and dots ("STS.M.I7.W", "X_12B")
  if (/\d/.test(name) && /^[A-Z0-9 ._-]+$/.test(name)) return false;
  return c.words.length > 0;
}

/** Numbers that count up the rows (1, 2, 3 … on every row) rather than measure them. */
function rowNumbers(c: IndexedColumn, rows: number): boolean {
  return (
    /INT/i.test(c.type) &&
    c.uniqueness >= 0.9 &&
    c.min !== undefined &&
    c.max !== undefined &&
    c.min >= 0 &&
    c.min <= 1 &&
    c.max <= rows + 1
  );
}

/** The columns an example may add up, average or correlate, in the table's order. */
export function amountColumns(index: DatasetIndex): IndexedColumn[] {
  const rows = index.info.rowCount;
  const periods = new Set(index.wide?.columns ?? []);
  return index.columns.filter(
    (c) =>
      isNumeric(c) &&
      c.flagTrue === undefined &&
      !c.yearLike &&
      !periods.has(c.name) &&
      !PERIOD_NAME.test(c.name) &&
      !nameWords(c).some((w) => NOT_AMOUNTS.has(w)) &&
      !rowNumbers(c, rows) &&
      sayable(c),
  );
}

/** Categories that split the rows into a few named groups (2 to 30 values, each on several rows). */
function categoryColumns(index: DatasetIndex): IndexedColumn[] {
  const rows = Math.max(index.info.rowCount, 1);
  return index.columns
    .filter(
      (c) =>
        /CHAR|BOOL/i.test(c.type) &&
        c.values.size > 1 &&
        c.values.size <= 30 &&
        c.distinct <= rows / 2 &&
        sayable(c) &&
        !nameWords(c).some((w) => FREE_TEXT.has(w)) &&
        // values written as numbers or ranges ("1891-1900", "▲1") read as figures, not names
        [...c.values.values()].some((v) => /^[a-z][a-z .'&-]*$/i.test(v)),
    )
    .sort((a, b) => a.values.size - b.values.size);
}

/** A value of the category that reads as a short name, for "how many rows have …". */
function nameValue(c: IndexedColumn): string | undefined {
  return [...c.values.values()].find(
    (v) => /^[a-z][a-z .'&-]*$/i.test(v) && v.length <= 30 && v.split(' ').length <= 3,
  );
}

/** Whether the table's date column spans more than one year (a "by year" question then has groups). */
function severalYears(index: DatasetIndex): boolean {
  if (!index.timeColumn || !index.minDate || !index.maxDate) return false;
  return index.minDate.slice(0, 4) !== index.maxDate.slice(0, 4);
}

/** Concrete questions built from the data's real columns and values, up to four. */
export function exampleQuestions(index: DatasetIndex): string[] {
  const amounts = amountColumns(index);
  const categories = categoryColumns(index);
  const out: string[] = [];
  const m = amounts[0];
  const m2 = amounts[1];
  const d = categories[0];
  const agg = (c: IndexedColumn) => (defaultAggregation(c) === 'avg' ? 'average' : 'total');
  if (m && d) out.push(`${agg(m)} ${spokenName(m.name)} by ${spokenName(d.name)}`);
  if (m && severalYears(index)) out.push(`${agg(m)} ${spokenName(m.name)} by year`);
  const v = d && nameValue(d);
  if (d && v) out.push(`how many rows have ${spokenName(d.name)} ${v}?`);
  if (m) out.push(`maximum ${spokenName(m.name)}`);
  if (m && m2) out.push(`correlation between ${spokenName(m.name)} and ${spokenName(m2.name)}`);
  if (!m && d) out.push(`number of rows by ${spokenName(d.name)}`);
  if (out.length < 3) out.push('how many rows are there?');
  return out.slice(0, 4);
}
