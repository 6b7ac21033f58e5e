/**
 * The pieces of an AnalystQuery as expression trees (data/sql-builder): filters, measures and
 * groups. Columns are checked against the table's schema first, so a query naming a column that
 * does not exist is refused in plain words; nothing here is SQL text, so the same pieces render
 * in DuckDB, PostgreSQL or MySQL.
 */
import type { AnalystFilter, AnalystGroup, AnalystMeasure } from '@ai-analyst/contract';
import { isTemporalType } from '../../data/duck';
import {
  aggregate,
  and,
  binary,
  call,
  cast,
  col,
  lit,
  or,
  star,
  type Expr,
  type SqlFunction,
} from '../../data/sql-builder';
import { ToolInputError, type SourceTable } from '../../tools/types';

/** What compiling needs of a table: its name and columns (a file's dataset or a database table). */
export type CompileTable = Pick<SourceTable, 'name' | 'columns'>;

export function column(info: CompileTable, name: string): { name: string; type: string } {
  const found =
    info.columns.find((c) => c.name === name) ??
    info.columns.find((c) => c.name.toLowerCase() === name.toLowerCase());
  if (!found)
    throw new ToolInputError(
      `${info.name} has no column "${name}". Its columns are ${info.columns.map((c) => c.name).join(', ')}.`,
    );
  return found;
}

export const isText = (type: string) => /CHAR|STRING|TEXT|ENUM/i.test(type);

const PART_UNIT: Record<string, string> = {
  year: 'year',
  quarter: 'quarter',
  month: 'month',
  weekday: 'isodow',
  day: 'day',
  hour: 'hour',
};
// looked up with words of questions and headers: no inherited keys ("constructor", "toString")
Object.setPrototypeOf(PART_UNIT, null);

export const datePart = (unit: string, e: Expr): Expr => call('date_part', lit(unit), e);
const isNull = (expr: Expr): Expr => ({ kind: 'isNull', expr, negated: false });
const inList = (expr: Expr, values: Expr[], negated = false): Expr =>
  values.length === 1
    ? binary(negated ? '!=' : '=', expr, values[0] as Expr)
    : { kind: 'in', expr, values, negated };

function requireDates(c: { name: string; type: string }): void {
  if (!isTemporalType(c.type)) throw new ToolInputError(`Column "${c.name}" does not hold dates.`);
}

export function filterExpr(info: CompileTable, f: AnalystFilter): Expr {
  const c = column(info, f.column);
  const ref = col(c.name);
  switch (f.kind) {
    case 'values': {
      const text = isText(c.type);
      const values = f.values.map((v) =>
        lit(
          text
            ? String(v).toLowerCase()
            : typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v))
              ? Number(v)
              : v,
        ),
      );
      const expr = text ? call('lower', ref) : ref;
      // Rows without a value are "not X" too.
      return f.negate ? or(isNull(ref), inList(expr, values, true)) : inList(expr, values);
    }
    case 'compare':
      return binary(f.op, ref, lit(f.value));
    case 'between':
      return { kind: 'between', expr: ref, low: lit(f.from), high: lit(f.to) };
    case 'date_range': {
      requireDates(c);
      const parts: Expr[] = [];
      if (f.from > '0001-01-01') parts.push(binary('>=', ref, cast(lit(f.from), 'DATE')));
      if (f.to < '9999-12-31') parts.push(binary('<', ref, cast(lit(f.to), 'DATE')));
      return and(...parts);
    }
    case 'date_part': {
      if (!(f.part === 'hour' && /^TIME$/i.test(c.type))) requireDates(c);
      const values = f.values.map((v) => lit(v));
      if (f.part === 'decade') return inList(call('decade', datePart('year', ref)), values);
      return inList(datePart(PART_UNIT[f.part] as string, ref), values);
    }
    case 'null':
      return { kind: 'isNull', expr: ref, negated: !f.isNull };
  }
}

export function measureAlias(m: AnalystMeasure): string {
  const { per, ...figure } = m;
  if (per) return `${measureAlias(figure)}_per_${per.grain ?? per.column}`;
  if (m.fn === 'count' && !m.column) return 'rows';
  if (m.fn === 'percentile') return `p${Math.round((m.p ?? 0.5) * 100)}_${m.column}`;
  if (m.plus?.length) return `${m.fn}_${[m.column, ...m.plus].join('_plus_')}`;
  return `${m.fn}_${m.column}`;
}

/** One measure, restricted to the rows of `filter` when given (a side of a comparison, a condition). */
export function measureExpr(info: CompileTable, m: AnalystMeasure, filter?: Expr): Expr {
  const only = filter ? { filter } : {};
  if (m.per) return perExpr(info, m, filter);
  if (m.fn === 'count' && !m.column) return aggregate('count', star, only);
  if (!m.column) throw new ToolInputError(`The ${m.fn} measure needs a column.`);
  const c = column(info, m.column);
  const ref = col(c.name);
  const numeric = /INT|DOUBLE|FLOAT|DECIMAL|REAL|NUMERIC|BOOL/i.test(c.type);
  const needsNumber = ['sum', 'avg', 'median', 'percentile', 'stddev', 'range', 'nps'].includes(m.fn);
  if (needsNumber && !numeric && !isTemporalType(c.type))
    throw new ToolInputError(`Column "${c.name}" does not hold numbers, so its ${m.fn} cannot be computed.`);
  let num = /BOOL/i.test(c.type) ? cast(ref, 'INTEGER') : ref;
  // several columns added row by row (a stay's weekend and week nights); a total adds up each
  // column's total, so that a missing part (no children given) does not drop the row's others
  let total = m.fn === 'sum' ? aggregate('sum', num, only) : undefined;
  for (const name of m.plus ?? []) {
    const other = column(info, name);
    if (!numeric || !/INT|DOUBLE|FLOAT|DECIMAL|REAL|NUMERIC/i.test(other.type))
      throw new ToolInputError(`Columns "${c.name}" and "${other.name}" must both hold numbers to be added together.`);
    num = binary('+', num, col(other.name));
    if (total) total = binary('+', total, aggregate('sum', col(other.name), only));
  }
  if (total && m.plus?.length) return total;
  switch (m.fn) {
    case 'count':
      return aggregate('count', ref, only);
    case 'count_distinct':
      return aggregate('count', ref, { ...only, distinct: true });
    case 'missing':
      return aggregate('count', star, { filter: filter ? and(isNull(ref), filter) : isNull(ref) });
    case 'percentile':
      return { kind: 'call', fn: 'quantile_cont', args: [num, lit(m.p ?? 0.5)], ...only };
    case 'stddev':
      return aggregate('stddev_samp', num, only);
    case 'range':
      return binary('-', aggregate('max', num, only), aggregate('min', num, only));
    case 'nps': {
      // promoters (9–10) minus detractors (0–6), as percentages of the rows that answered
      const share = (test: Expr) =>
        binary('/', cast(aggregate('count', star, { filter: filter ? and(test, filter) : test }), 'DOUBLE'), nonZero(aggregate('count', num, only)));
      return binary('*', lit(100), binary('-', share(binary('>=', num, lit(9))), share(binary('<=', num, lit(6)))));
    }
    default:
      return aggregate(m.fn as SqlFunction, num, only);
  }
}

export interface GroupParts {
  /** What the result shows for the group. */
  label: Expr;
  /** What rows are grouped by. */
  key: Expr;
  /** What groups are sorted by when in their own order (months from January…). */
  sort: Expr;
  alias: string;
}

export function groupParts(info: CompileTable, g: AnalystGroup): GroupParts {
  const c = column(info, g.column);
  const ref = col(c.name);
  const same = (e: Expr, alias: string): GroupParts => ({ label: e, key: e, sort: e, alias });
  if (g.part === 'decade')
    return same(call('decade', isTemporalType(c.type) ? datePart('year', ref) : ref), 'decade');
  // a text column of month names grouped as calendar months: sorted January…December
  if (g.part === 'month' && isText(c.type)) return { label: ref, key: ref, sort: monthNameOrder(ref), alias: c.name };
  // a whole-number month column (1–12) as calendar months: its numbers, named by the reply
  if (g.part === 'month' && !isTemporalType(c.type)) return same(ref, c.name);
  // the hour of a time-of-day column (a TIME kept apart from its date)
  if (g.part === 'hour' && /^TIME$/i.test(c.type)) return same(datePart('hour', ref), 'hour');
  if (g.part || g.grain) requireDates(c);
  if (g.part === 'month') {
    const month = datePart('month', ref);
    return {
      label: call('date_name', lit('month'), call('min', ref)),
      key: month,
      sort: month,
      alias: 'month',
    };
  }
  if (g.part === 'weekday') {
    const day = datePart('isodow', ref);
    return {
      label: call('date_name', lit('weekday'), call('min', ref)),
      key: day,
      sort: day,
      alias: 'weekday',
    };
  }
  if (g.part) return same(datePart(PART_UNIT[g.part] as string, ref), g.part);
  // Periods are labelled so that their text sorts in time order (2024-01, 2024 Q1, 2024-01-08).
  if (g.grain === 'year') return same(datePart('year', ref), 'year');
  if (g.grain === 'month') return same(call('period_label', lit('month'), ref), 'month');
  if (g.grain === 'quarter') return same(call('period_label', lit('quarter'), ref), 'quarter');
  if (g.grain) return same(cast(call('date_trunc', lit(g.grain), ref), 'DATE'), g.grain);
  return same(ref, c.name);
}

const MONTH_NAMES = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** The month number (1–12) of a month name or its first three letters; 0 for anything else. */
function monthNameOrder(ref: Expr): Expr {
  const name = call('lower', call('trim', ref));
  return MONTH_NAMES.map((m, i): Expr => {
    const isMonth: Expr = { kind: 'in', expr: name, values: [lit(m), lit(m.slice(0, 3))], negated: false };
    return binary('*', cast(isMonth, 'INTEGER'), lit(i + 1));
  }).reduce((sum, term) => binary('+', sum, term));
}

/** Rows that name a real group: not empty and not a placeholder such as "n/a". */
export function realGroup(info: CompileTable, g: AnalystGroup): Expr {
  const c = column(info, g.column);
  const ref = col(c.name);
  const notNull: Expr = { kind: 'isNull', expr: ref, negated: true };
  if (!isText(c.type)) return notNull;
  const placeholders = ['', 'na', 'n/a', 'null', 'none', '-', '?'].map((v) => lit(v));
  return and(notNull, {
    kind: 'in',
    expr: call('lower', call('trim', ref)),
    values: placeholders,
    negated: true,
  });
}

/**
 * A figure per period (its total over the number of distinct days, months…), per unit of another
 * column's total, or per distinct value of a text column (revenue per order of an order id).
 */
function perExpr(info: CompileTable, m: AnalystMeasure, filter?: Expr): Expr {
  const per = m.per as NonNullable<AnalystMeasure['per']>;
  const { per: _, ...figure } = m;
  const top = cast(measureExpr(info, figure, filter), 'DOUBLE');
  const c = column(info, per.column);
  const only = filter ? { filter } : {};
  if (per.grain) {
    if (!isTemporalType(c.type)) throw new ToolInputError(`Column "${c.name}" is not a date, so it has no ${per.grain}s.`);
    return binary('/', top, nonZero(aggregate('count', call('date_trunc', lit(per.grain), col(c.name)), { ...only, distinct: true })));
  }
  // per order of an order id repeated over its lines: over the number of distinct ids
  if (isText(c.type)) return binary('/', top, nonZero(aggregate('count', col(c.name), { ...only, distinct: true })));
  if (!/INT|DOUBLE|FLOAT|DECIMAL|REAL|NUMERIC/i.test(c.type))
    throw new ToolInputError(`Column "${c.name}" does not hold numbers, so nothing can be given per ${c.name}.`);
  // a total of zero (an email channel that cost nothing) gives no ratio, never infinity
  return binary('/', top, nonZero(aggregate('sum', col(c.name), only)));
}

/** The divisor, or NULL when it is zero. */
const nonZero = (e: Expr): Expr => call('nullif', e, lit(0));
