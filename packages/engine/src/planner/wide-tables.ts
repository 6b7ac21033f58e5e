/**
 * Wide tables: label columns (codes, names, categories) then one numeric column per year or
 * period (`1962` … `2020`, `Q1 2020` …, `Jan` … `Dec`). The analyst reads such a table in its long
 * form: the label columns, one period column (`year`, `quarter`, `month` or `period`) and one value
 * column, one row per label row and period. The parser works on the long form's index, and a
 * query reading the period or the value carries the unpivot that builds the long form when it runs.
 */
import type { AnalystFilter, AnalystQuery, AnalystUnpivot } from '@ai-analyst/contract';
import { isNumericType } from '../data/duck';
import { monthNumber } from './calendar-words';
import { columnWords, valueKey, type DatasetIndex, type IndexedColumn, type ValueEntry } from './schema-index';
import { splitWords, stem } from './text';

/** A wide table's period columns, what they are, and the names of the long form's two new columns. */
export interface WideShape extends AnalystUnpivot {
  kind: 'year' | 'quarter' | 'month' | 'period';
}

const YEAR = /^\s*(1[89]\d\d|20\d\d|2100)\s*$/;
/** A fiscal year or a year with a quarter or month: "2019-20", "FY2019", "Q1 2020", "2020 Q1", "Jan 2020". */
const PERIOD =
  /^\s*(?:fy\s*'?\d{2,4}|(?:19|20)\d\d\s*[-–/]\s*\d{2,4}|q[1-4]\s*[-/ ]?\s*(?:19|20)?\d\d|(?:19|20)\d\d\s*[-/ ]?\s*q[1-4]|[a-z]{3,9}\.?\s*[-/ ]?\s*(?:19|20)\d\d)\s*$/i;
const QUARTER = /^\s*q[1-4]\s*$/i;
const monthOf = (name: string) => (/^\s*[a-z]{3,9}\.?\s*$/i.test(name) ? monthNumber(name.trim()) : undefined);

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
 * label column beside them. Undefined for any other table.
 */
export function wideShape(columns: { name: string; type: string }[]): WideShape | undefined {
  const periods = columns.filter((c) => isNumericType(c.type) && periodKind(c.name));
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
  const labels: IndexedColumn[] = index.columns
    .filter((c) => !listed.has(c.name))
    .map((c) => ({
      ...c,
      ...(c.role === 'measure' ? { role: 'identifier' as const } : {}),
      uniqueness: rowCount > 0 ? Math.min(1, c.distinct / rowCount) : 0,
    }));
  const whole = shape.kind === 'year';
  const years = shape.columns.map(Number);
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

/** Whether the question asks for a number of rows rather than an amount. */
const COUNTING = /\b(how many|number of|count|counts|counting)\b/i;

/**
 * Words that end at least three different labels of the table ("… Taxes", "… Receipts"): kinds of
 * things the table's numbers are, not one label. Such a word said alone is what the question
 * measures, not a filter on the one label the parser found it in.
 */
function kindWords(index: DatasetIndex): Set<string> {
  const counts = new Map<string, Set<string>>();
  for (const c of index.columns)
    for (const v of c.values.values()) {
      const words = valueKey(v).split(' ');
      const last = words.at(-1);
      if (!last || words.length < 2) continue;
      counts.set(last, (counts.get(last) ?? new Set()).add(v));
    }
  return new Set([...counts].filter(([, vs]) => vs.size >= 3).map(([w]) => w));
}

/**
 * A filter on a label the question names by one word only, that word being a kind of thing many
 * labels end with ("receipts" of "Misc. Governmental Receipts"): the word says what is measured.
 */
function kindOnlyFilter(f: AnalystFilter, question: Set<string>, kinds: Set<string>): boolean {
  if (f.kind !== 'values' || f.negate || f.values.length !== 1) return false;
  const words = valueKey(String(f.values[0])).split(' ');
  const said = words.filter((w) => question.has(w));
  return words.length > 1 && said.length === 1 && kinds.has(said[0] as string) && said[0] === words.at(-1);
}

/**
 * A query parsed on a wide table's long form, made runnable: with the unpivot when it reads the
 * period or the value (or lists whole rows), as it is when it reads only label columns (a count of
 * accounts counts the table's own rows, not one per period). A wide table has one amount: a
 * question that counts nothing ("customs duties in 1990") totals it, and a word many labels end
 * with said alone ("total receipts") names that amount rather than the one label holding it.
 */
export function withLongForm(query: AnalystQuery, long: DatasetIndex, question: string): AnalystQuery {
  const shape = long.wide;
  if (!shape) return query;
  const { columns, name, value } = shape;
  const said = new Set(valueKey(question).split(' '));
  const kinds = kindWords(long);
  const drop = (filters: AnalystFilter[]) => filters.filter((f) => !kindOnlyFilter(f, said, kinds));
  let q: AnalystQuery = { ...query, filters: drop(query.filters) };
  const bareCount = q.measures.length === 0 || q.measures.every((m) => m.fn === 'count' && !m.column);
  if (bareCount && q.kind !== 'rows' && q.kind !== 'correlation' && !COUNTING.test(question))
    q = { ...q, measures: [{ fn: 'sum', column: value }] };
  const named = new Set(QUERY_COLUMN_FIELDS(q).map((c) => c.toLowerCase()));
  const reads =
    named.has(name.toLowerCase()) || named.has(value.toLowerCase()) || (q.kind === 'rows' && !q.columns?.length);
  if (!reads) {
    delete q.unpivot;
    return q;
  }
  return { ...q, unpivot: { columns, name, value } };
}

/** The period column's words for a reply: "the 1962–2020 columns" or "the Jan–Dec columns". */
export function periodSpan(u: Pick<AnalystUnpivot, 'columns'>): string {
  return `${u.columns[0]}–${u.columns.at(-1)}`;
}
