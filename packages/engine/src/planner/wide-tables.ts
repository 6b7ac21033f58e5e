/**
 * Wide tables: label columns (codes, names, categories) then one numeric column per year or
 * period (`1962` … `2020`, `Q1 2020` …, `Jan` … `Dec`). The analyst reads such a table in its long
 * form: the label columns, one period column (`year`, `quarter`, `month` or `period`) and one value
 * column, one row per label row and period. The parser works on the long form's index, and a
 * query reading the period or the value carries the unpivot that builds the long form when it runs.
 */
import type { AnalystQuery, AnalystUnpivot } from '@ai-analyst/contract';
import { isNumericType } from '../data/duck';
import { escapeRegExp } from '../data/regexp';
import { monthNumber } from './calendar-words';
import {
  columnWords,
  valueKey,
  type DatasetIndex,
  type IndexedColumn,
  type ValueEntry,
} from './schema-index';
import type { Parsed } from './parse/types';
import { splitWords, stem } from './text';
import { isTitleColumn, titleAsValue, titleWords, untitled } from './wide-title';

/** A wide table's period columns, what they are, and the names of the long form's two new columns. */
export interface WideShape extends AnalystUnpivot {
  kind: 'year' | 'quarter' | 'month' | 'period';
}

const YEAR = /^\s*(1[89]\d\d|20\d\d|2100)\s*$/;
/** A year glued to a short name ("pcgdp1940", "pop_2010", "GDP 1990"): the name, then the year. */
const GLUED_YEAR = /^\s*([a-z][a-z]*(?:[ _.-][a-z]+)*)[ _.-]?(1[89]\d\d|20\d\d)\s*$/i;

/** The year a period column stands for: its name as a number, or the year glued to its end. */
export function periodYear(name: string): number {
  const glued = GLUED_YEAR.exec(name);
  return Number(glued ? glued[2] : name.trim());
}

/**
 * Four or more numeric columns named by one name with a year glued on (`pcgdp1940` … `pcgdp2000`),
 * years rising, no other column named so: a series of one measure, read as a wide table whose
 * value column takes the shared name. Fewer columns are year siblings (../year-columns.ts).
 */
function gluedYearShape(columns: { name: string; type: string }[]): WideShape | undefined {
  const glued = columns.filter((c) => GLUED_YEAR.test(c.name));
  if (glued.length < 4 || glued.some((c) => !isNumericType(c.type))) return undefined;
  const prefixes = new Set(glued.map((c) => (GLUED_YEAR.exec(c.name)?.[1] ?? '').toLowerCase()));
  if (prefixes.size !== 1) return undefined;
  const years = glued.map((c) => periodYear(c.name));
  if (years.some((y, i) => i > 0 && y <= (years[i - 1] as number))) return undefined;
  const names = glued.map((c) => c.name);
  const taken = new Set(columns.filter((c) => !names.includes(c.name)).map((c) => c.name.toLowerCase()));
  const prefix = GLUED_YEAR.exec(glued[0]!.name)?.[1] ?? 'value';
  return { kind: 'year', columns: names, name: freeName('year', taken), value: freeName(prefix, taken) };
}
/** A fiscal year or a year with a quarter or month: "2019-20", "FY2019", "Q1 2020", "2020 Q1", "Jan 2020". */
const PERIOD =
  /^\s*(?:fy\s*'?\d{2,4}|(?:19|20)\d\d\s*[-–/]\s*\d{2,4}|q[1-4]\s*[-/ ]?\s*(?:19|20)?\d\d|(?:19|20)\d\d\s*[-/ ]?\s*q[1-4]|[a-z]{3,9}\.?\s*[-/ ]?\s*(?:19|20)\d\d)\s*$/i;
const QUARTER = /^\s*q[1-4]\s*$/i;
const monthOf = (name: string) =>
  /^\s*[a-z]{3,9}\.?\s*$/i.test(name) ? monthNumber(name.trim()) : undefined;

/** Whether a name is a month with a year ("Jan 2020"), not a fiscal or quarter label. */
const monthYear = (name: string) => {
  const word = /^\s*([a-z]{3,9})\.?/i.exec(name)?.[1];
  return !word || /^(fy|q[1-4])$/i.test(word) || monthNumber(word) !== undefined;
};

/** The kind of period a column name is, if any. */
function periodKind(name: string): WideShape['kind'] | undefined {
  if (YEAR.test(name)) return 'year';
  if (QUARTER.test(name)) return 'quarter';
  if (monthOf(name) !== undefined) return 'month';
  if (PERIOD.test(name) && monthYear(name)) return 'period';
  return undefined;
}

/** A name for a new column that no label column has ("year", else "year_", …). */
function freeName(base: string, taken: Set<string>): string {
  let name = base;
  while (taken.has(name.toLowerCase())) name = `${name}_`;
  taken.add(name.toLowerCase());
  return name;
}

/**
 * The wide shape of a table, from its schema: at least three numeric columns named as periods of
 * one kind, in order (years rising, months and quarters in calendar order), and at least one
 * label column beside them. Undefined for any other table. `empty` names the columns that hold no
 * value: a period column among them is no part of the shape.
 */
export function wideShape(
  all: { name: string; type: string }[],
  empty: ReadonlySet<string> = new Set(),
): WideShape | undefined {
  // periods with no value at all yet (the last years of a series, loaded as text) are left out
  const columns = all.filter((c) => !(empty.has(c.name) && periodKind(c.name)));
  const periods = columns.filter((c) => isNumericType(c.type) && periodKind(c.name));
  if (periods.length === 0) return gluedYearShape(columns);
  if (periods.length < 3 || periods.length === columns.length) return undefined;
  const kinds = new Set(periods.map((c) => periodKind(c.name)));
  if (kinds.size !== 1) return undefined;
  const kind = [...kinds][0] as WideShape['kind'];
  const names = periods.map((c) => c.name);
  const order =
    kind === 'year'
      ? names.map(Number)
      : kind === 'month'
        ? names.map((n) => monthOf(n) ?? 0)
        : kind === 'quarter'
          ? names.map((n) => Number(n.trim().slice(1)))
          : undefined;
  if (order && order.some((v, i) => i > 0 && v <= (order[i - 1] as number))) return undefined;
  // a text column named like a period beside them (a year kept as text) is not a wide table's label
  if (columns.some((c) => !isNumericType(c.type) && periodKind(c.name))) return undefined;
  const taken = new Set(columns.filter((c) => !names.includes(c.name)).map((c) => c.name.toLowerCase()));
  return { kind, columns: names, name: freeName(kind, taken), value: freeName('value', taken) };
}

const longForms = new WeakMap<DatasetIndex, DatasetIndex | null>();
/** The words of a long form's title column (wide-title.ts), when it has one. */
const titles = new WeakMap<DatasetIndex, string[]>();

function newColumn(name: string, type: string, extra: Partial<IndexedColumn>): IndexedColumn {
  const stems = splitWords(name).map(stem);
  return {
    name,
    type,
    role: 'measure',
    stems,
    required: stems,
    values: new Map(),
    distinct: 0,
    words: columnWords(name),
    uniqueness: 0,
    ...extra,
  };
}

const CODE_WORDS = new Set(['code', 'id', 'number', 'no', 'nr', 'num']);
const withoutLast = (words: string[], drop: (w: string) => boolean) =>
  words.length > 1 && drop(words.at(-1) as string) ? words.slice(0, -1) : undefined;

/**
 * A label said by a name and a code ("Agency name" beside "Agency code"): the name column is
 * what "agency" means, so its words leave "name" out (the code is still named by "code").
 */
function namedAsTwin(c: IndexedColumn, columns: IndexedColumn[]): Partial<IndexedColumn> {
  if (isNumericType(c.type)) return {};
  const base = withoutLast(c.words, (w) => w === 'name');
  if (!base) return {};
  const twin = columns.some(
    (o) =>
      o !== c &&
      isNumericType(o.type) &&
      withoutLast(o.words, (w) => CODE_WORDS.has(w))?.join(' ') === base.join(' '),
  );
  if (!twin) return {};
  const stems = c.stems.filter((w) => w !== 'name');
  return { words: base, stems, required: c.required.filter((w) => w !== 'name') };
}

/**
 * The long form's index of a wide table (undefined for any other table): the label columns
 * (numeric ones read as codes, not amounts), the period column and the value column.
 */
export function longFormIndex(index: DatasetIndex): DatasetIndex | undefined {
  const known = longForms.get(index);
  if (known !== undefined) return known ?? undefined;
  const shape = index.wide;
  if (!shape) {
    longForms.set(index, null);
    return undefined;
  }
  const listed = new Set(shape.columns);
  const periodCols = index.columns.filter((c) => listed.has(c.name));
  const rowCount = index.info.rowCount * shape.columns.length;
  const kept = index.columns.filter((c) => !listed.has(c.name));
  // a title over a line code: its header's words name the values, not the column
  const title = kept.find((c) => isTitleColumn(c, index.info.rowCount));
  const labels: IndexedColumn[] = kept.map((c) => ({
    ...(c === title ? untitled(c) : c),
    ...(c.role === 'measure' ? { role: 'identifier' as const } : {}),
    ...namedAsTwin(c, kept),
    uniqueness: rowCount > 0 ? Math.min(1, c.distinct / rowCount) : 0,
  }));
  const whole = shape.kind === 'year';
  const years = shape.columns.map(periodYear);
  const period = whole
    ? newColumn(shape.name, 'INTEGER', {
        min: Math.min(...years),
        max: Math.max(...years),
        yearLike: true,
        distinct: years.length,
      })
    : newColumn(shape.name, 'VARCHAR', {
        role: 'dimension',
        values: new Map(shape.columns.map((c) => [c.toLowerCase(), c])),
        distinct: shape.columns.length,
      });
  const mins = periodCols.map((c) => c.min).filter((v): v is number => v !== undefined);
  const maxes = periodCols.map((c) => c.max).filter((v): v is number => v !== undefined);
  const decimal = periodCols.some((c) => !/INT/i.test(c.type));
  const value = newColumn(shape.value, decimal ? 'DOUBLE' : 'BIGINT', {
    distinct: periodCols.reduce((n, c) => n + c.distinct, 0),
    ...(mins.length ? { min: Math.min(...mins) } : {}),
    ...(maxes.length ? { max: Math.max(...maxes) } : {}),
  });
  const columns = [...labels, period, value];
  const valueIndex = new Map<string, ValueEntry[]>();
  const valueWords = new Set<string>();
  for (const column of columns)
    for (const v of column.values.values()) {
      const key = valueKey(v);
      if (!key || key.length > 60) continue;
      valueIndex.set(key, [...(valueIndex.get(key) ?? []), { column, value: v }]);
      for (const w of key.split(' ')) valueWords.add(w);
    }
  const long: DatasetIndex = {
    ...index,
    info: {
      ...index.info,
      rowCount,
      columns: columns.map((c) => ({ name: c.name, type: c.type })),
    },
    columns,
    valueIndex,
    valueWords,
    wide: shape,
  };
  if (title) titles.set(long, titleWords(title.name));
  longForms.set(index, long);
  return long;
}

const QUERY_COLUMN_FIELDS = (q: AnalystQuery): string[] => [
  ...q.measures.flatMap((m) => [m.column ?? '', ...(m.plus ?? [])]),
  ...q.filters.map((f) => f.column),
  ...q.groupBy.map((g) => g.column),
  q.order?.by ?? '',
  ...(q.columns ?? []),
  ...(q.condition ?? []).map((f) => f.column),
  ...(q.sides ?? []).flatMap((s) => s.filters.map((f) => f.column)),
  ...(q.pair ?? []),
  ...(q.derived ?? []).flatMap((d) => [d.left, d.right]),
];

/** Words asking how an amount moved from period to period. */
const TREND =
  /\b(trends?|over time|over the (?:years|months|quarters|periods)|evolution|history|year by year|month by month)\b/i;

/** Whether the question asks for a number of rows rather than an amount. */
const COUNTING = /\b(how many|number of|count|counts|counting)\b/i;

/** "share of states", "% of the countries": a share of the label rows, not of the amount. */
function sharesOfLabels(question: string, long: DatasetIndex): boolean {
  const said = /\b(?:share|percent(?:age)?|%|proportion|fraction)\s+of\s+(?:the\s+|all\s+)?([a-z]+)/i.exec(
    question,
  );
  if (!said) return false;
  const word = stem(said[1]!.toLowerCase());
  return long.columns.some((c) => c.role !== 'measure' && !isNumericType(c.type) && c.stems.includes(word));
}

/** Words for the number a table holds, whatever it counts. */
const AMOUNT_WORDS = new Set(['amount', 'figure', 'number']);

/** The labels of the table's text columns, each as its words (stems). */
function labelWords(index: DatasetIndex): string[][] {
  return index.columns.flatMap((c) => [...c.values.values()].map((v) => valueKey(v).split(' ')));
}

/**
 * Words that end at least three different labels of the table ("… Taxes", "… Receipts") and name
 * no column: kinds of things the table's numbers are, not one label; the words for an amount, and
 * the words of the table's name that name no column.
 */
function kindWords(index: DatasetIndex, labels: string[][]): Set<string> {
  const byLast = new Map<string, number>();
  for (const words of labels) {
    const last = words.at(-1);
    if (last && words.length >= 2) byLast.set(last, (byLast.get(last) ?? 0) + 1);
  }
  const columnWords = new Set(index.columns.flatMap((c) => [...c.stems, ...c.words]));
  const kinds = [...byLast].filter(([w, n]) => n >= 3 && !columnWords.has(w)).map(([w]) => w);
  // the table's own name says what its numbers are ("site visits": visits)
  const named = [...AMOUNT_WORDS, ...index.stems].filter(
    (w) => w.length > 2 && !columnWords.has(w) && !/\d/.test(w),
  );
  return new Set([...kinds, ...named]);
}

/**
 * The question as the long form reads it: a word many labels end with ("receipts"), said outside
 * any whole label ("total receipts in 2015", not "excise taxes"), names what the table's numbers
 * are, so it stands for the value column.
 */
export function longFormQuestion(asked: string, long: DatasetIndex): string {
  const value = long.wide?.value;
  if (!value) return asked;
  const title = titles.get(long);
  const question = title ? titleAsValue(asked, title, value) : asked;
  const labels = labelWords(long);
  const kinds = kindWords(long, labels);
  const words = [...question.matchAll(/[\p{L}\p{N}]+/gu)];
  const stems = words.map((m) => stem(m[0]));
  if (!stems.some((w) => kinds.has(w))) return question;
  // the words inside a whole label said in the question
  const inLabel = new Set<number>();
  for (const label of labels)
    for (let j = 0; j + label.length <= stems.length; j++)
      if (label.every((w, k) => stems[j + k] === w))
        for (let k = 0; k < label.length; k++) inLabel.add(j + k);
  let out = question;
  for (let i = words.length - 1; i >= 0; i--) {
    if (!kinds.has(stems[i] as string) || inLabel.has(i)) continue;
    const m = words[i] as RegExpMatchArray;
    const at = m.index ?? 0;
    out = `${out.slice(0, at)}${value}${out.slice(at + m[0].length)}`;
  }
  // a year said before the amount's word is when it was: "no 2011 figure" is no figure in 2011
  if (long.wide?.kind === 'year')
    out = out.replace(new RegExp(`\\b(\\d{4})\\s+${escapeRegExp(value)}\\b`, 'gi'), `${value} in $1`);
  return out;
}

/**
 * A query parsed on a wide table's long form, made runnable: with the unpivot when it reads the
 * period or the value (or lists whole rows), as it is when it reads only label columns (a count of
 * accounts counts the table's own rows, not one per period). A wide table has one amount: a
 * question that counts nothing ("customs duties in 1990") totals it, and a trend is that total
 * per period.
 */
export function withLongForm(query: AnalystQuery, long: DatasetIndex, question: string): AnalystQuery {
  const shape = long.wide;
  if (!shape) return query;
  const { columns, name, value } = shape;
  let q: AnalystQuery = { ...query };
  const bareCount = q.measures.length === 0 || q.measures.every((m) => m.fn === 'count' && !m.column);
  // a threshold on the value picks label rows: "countries above 6 in 2010" lists them, and "what %
  // were below 2.1" is a share of them, never a total of the values that passed
  const thresholds = (filters: AnalystQuery['filters'] | undefined) =>
    (filters ?? []).some((f) => f.column === value && (f.kind === 'compare' || f.kind === 'between'));
  const label = long.columns.find((c) => c.name !== name && c.name !== value && !isNumericType(c.type));
  if (bareCount && q.kind === 'aggregate' && !q.groupBy.length && !COUNTING.test(question) && thresholds(q.filters) && label)
    q = { ...q, kind: 'rows', measures: [], columns: [label.name, value], limit: 50 };
  else if (
    bareCount &&
    q.kind !== 'rows' &&
    q.kind !== 'correlation' &&
    !COUNTING.test(question) &&
    !(q.kind === 'percent' && (sharesOfLabels(question, long) || thresholds(q.condition)))
  )
    q = { ...q, measures: [{ fn: 'sum', column: value }] };
  // "excise taxes over time": the amount per period
  if (TREND.test(question) && q.kind === 'aggregate' && q.groupBy.length === 0 && !q.limit)
    q = { ...q, groupBy: [{ column: name }] };
  const named = new Set(QUERY_COLUMN_FIELDS(q).map((c) => c.toLowerCase()));
  const reads =
    named.has(name.toLowerCase()) ||
    named.has(value.toLowerCase()) ||
    (q.kind === 'rows' && !q.columns?.length);
  if (!reads) {
    delete q.unpivot;
    return q;
  }
  // a row picked over every period says which period it is ("the highest value": 2000's)
  const onePeriod = q.filters.some(
    (f) => f.column.toLowerCase() === name.toLowerCase() && f.kind === 'values' && f.values.length === 1,
  );
  if (q.kind === 'rows' && q.columns?.length && !onePeriod && !named.has(name.toLowerCase()))
    q = { ...q, columns: [q.columns[0]!, name, ...q.columns.slice(1)] };
  return { ...q, unpivot: { columns, name, value } };
}

/**
 * The question parsed on a wide table's long form. A question the parser asks back about (which
 * measure ranks "top 3 accounts") is read again with the table's one amount named ("… by value"):
 * that reading stands when it places every word.
 */
export function parseLongForm(
  question: string,
  long: DatasetIndex,
  parse: (question: string) => Parsed,
): { read: string; parsed: Parsed } {
  const paired = periodCorrelation(question, long) ?? periodsSetAgainst(question, long);
  if (paired) return { read: question, parsed: paired };
  const read = longFormQuestion(question, long);
  const parsed = parse(read);
  const value = long.wide?.value;
  if (parsed.query || !value || splitWords(read).includes(value.toLowerCase())) return { read, parsed };
  const named = `${read.replace(/[?.!\s]+$/, '')} by ${value}`;
  const again = parse(named);
  return again.query && again.ignored.length === 0 ? { read: named, parsed: again } : { read, parsed };
}

const CORRELATION = /\b(corr|correl+ations?|corel+ations?|correlated?|correlates)\b/i;

/**
 * "correlation between the 1990 and 2000 values", "corr of 1980 vs 1990 by state": over a wide
 * table of years, two years said with a correlation word pair the two period columns across the
 * label rows (the table as it is, no long form).
 */
function periodCorrelation(question: string, long: DatasetIndex): Parsed | undefined {
  const shape = long.wide;
  if (!shape || shape.kind !== 'year' || !CORRELATION.test(question)) return undefined;
  const years = [...question.matchAll(/\b(1[89]\d\d|20\d\d)\b/g)].map((m) => Number(m[1]));
  if (new Set(years).size !== 2) return undefined;
  const pair = [...new Set(years)].map((y) => shape.columns.find((c) => periodYear(c) === y));
  if (pair.some((c) => !c)) return undefined;
  // every other word names the rows or the value ("across the 50 states" picks rows: not this reading)
  const known = new Set([
    ...long.columns.flatMap((c) => [...c.words, ...c.stems]),
    ...'between and vs versus of the across all by for per capita head value values figure figures'.split(' '),
  ]);
  const rest = splitWords(question.replace(CORRELATION, ' ').replace(/\b(1[89]\d\d|20\d\d)\b/g, ' '));
  if (rest.some((w) => !known.has(w) && !known.has(stem(w)))) return undefined;
  return {
    query: {
      dataset: long.info.name,
      kind: 'correlation',
      measures: [],
      filters: [],
      groupBy: [],
      pair: pair as [string, string],
    },
    ignored: [],
    confidence: 1,
  };
}

const LOWER = /^(lower|less|smaller|fewer|worse|poorer|down)$/i;
const SET_AGAINST =
  /\b(which|what)\s+(\w+)\s+(?:had|have|has|were|was|are|is|got)\s+(?:a\s+)?(lower|higher|less|more|smaller|bigger|greater|larger|fewer)\b[^?]*?\b(?:in\s+)?(1[89]\d\d|20\d\d)\s+than\s+(?:in\s+)?(1[89]\d\d|20\d\d)\b/i;

/**
 * "which states had lower gdp in 2000 than in 1990": over a wide table of years, the label rows
 * whose value in one year is below (or above) their value in the other, listed with both values
 * (the two period columns set against each other on each row).
 */
function periodsSetAgainst(question: string, long: DatasetIndex): Parsed | undefined {
  const shape = long.wide;
  const m = SET_AGAINST.exec(question);
  if (!shape || shape.kind !== 'year' || !m) return undefined;
  const [a, b] = [Number(m[4]), Number(m[5])].map((y) => shape.columns.find((c) => periodYear(c) === y));
  // (the values read are an exact count; the index's distinct count may be an estimate)
  const rows = long.info.rowCount / shape.columns.length;
  const label = long.columns.find(
    (c) => !isNumericType(c.type) && (c.values.size > 0 ? c.values.size : c.distinct) >= 0.95 * rows,
  );
  const noun = stem(m[2]!.toLowerCase());
  if (!a || !b || a === b || !label || !(label.stems.includes(noun) || label.words.includes(noun)))
    return undefined;
  const name = `${a} − ${b}`;
  return {
    query: {
      dataset: long.info.name,
      kind: 'rows',
      measures: [],
      filters: [{ kind: 'compare', column: name, op: LOWER.test(m[3]!) ? '<' : '>', value: 0 }],
      groupBy: [],
      columns: [label.name, a, b],
      derived: [{ name, op: '-', left: a, right: b }],
    },
    ignored: [],
    confidence: 1,
  };
}

/**
 * Whether the question names one of a wide table's period columns ("in 2012", "for March"): the
 * long form answers it (the table's own reading would list that column's cells row by row).
 */
export function namesPeriodColumn(question: string, shape: WideShape): boolean {
  const said = new Set(splitWords(question));
  return shape.columns.some((c) => {
    const words = splitWords(c);
    return words.length > 0 && words.every((w) => said.has(w));
  });
}

/** The period column's words for a reply: "the 1962–2020 columns" or "the Jan–Dec columns". */
export function periodSpan(u: Pick<AnalystUnpivot, 'columns'>): string {
  return `${u.columns[0]}–${u.columns.at(-1)}`;
}
