/**
 * A wide table's period columns read as rows (an unpivot): one column per year, quarter or month
 * (`2018`, `2019`, … or `Jan`, `Feb`, …) becomes, for each row, one row per column holding the
 * table's other columns, the column's name and its number. The query reads this long form from a
 * sub-query stacking one SELECT per period column (`UNION ALL`, which every engine understands),
 * so "total in 2012", "which year had the most" and "change from 2005 to 2010" are the usual
 * filters, groups and comparisons on the period column.
 */
import type { AnalystFilter, AnalystQuery, AnalystUnpivot } from '@ai-analyst/contract';
import { isNumericType } from '../../data/duck';
import { cast, col, lit, type Expr, type SelectQuery } from '../../data/sql-builder';
import { ToolInputError } from '../../tools/types';
import { column, type CompileTable } from './exprs';

/** A year glued to one short name shared by every period column ("pcgdp1940", "pop_2010"). */
const GLUED_YEAR = /^\s*([a-z][a-z]*(?:[ _.-][a-z]+)*)[ _.-]?(1[89]\d\d|20\d\d)\s*$/i;
const gluedName = (c: string) => GLUED_YEAR.exec(c)?.[1]?.toLowerCase();

/**
 * Whether every period column is named by a whole number (years), or by one name with a year
 * glued on: the period column is then a number.
 */
export const wholePeriods = (u: Pick<AnalystUnpivot, 'columns'>) =>
  u.columns.every((c) => /^\d{1,6}$/.test(c.trim())) ||
  (u.columns.every((c) => gluedName(c)) && new Set(u.columns.map(gluedName)).size === 1);

/** A period column's label as stored in the long form: the year as a number, else the column's name. */
export const periodLabel = (name: string, whole: boolean): string | number =>
  whole ? Number(GLUED_YEAR.exec(name)?.[2] ?? name.trim()) : name;

type Keep = (label: string | number) => boolean;

/** Whether one filter on the period column keeps a label (filters on other columns keep every label). */
function keeps(f: AnalystFilter, name: string): Keep {
  if (f.column.toLowerCase() !== name.toLowerCase()) return () => true;
  const same = (a: string | number, b: unknown) => String(a).toLowerCase() === String(b).toLowerCase();
  switch (f.kind) {
    case 'values':
      return (l) => f.values.some((v) => same(l, v)) !== !!f.negate;
    case 'between':
      return (l) => typeof l === 'number' && l >= Math.min(f.from, f.to) && l <= Math.max(f.from, f.to);
    case 'compare': {
      if (typeof f.value !== 'number') return () => true;
      const v = f.value;
      const ops: Record<string, (l: number) => boolean> = {
        '>': (l) => l > v,
        '>=': (l) => l >= v,
        '<': (l) => l < v,
        '<=': (l) => l <= v,
        '=': (l) => l === v,
        '!=': (l) => l !== v,
      };
      return (l) => typeof l !== 'number' || (ops[f.op]?.(l) ?? true);
    }
    default:
      return () => true;
  }
}

/**
 * The period columns the query can read: those its filters on the period column keep (a question
 * about 2012 reads one column, not sixty); with two sides compared, those either side keeps.
 */
function columnsRead(q: AnalystQuery, u: AnalystUnpivot, whole: boolean): string[] {
  const all = (filters: AnalystFilter[]): Keep => {
    const tests = filters.map((f) => keeps(f, u.name));
    return (l) => tests.every((t) => t(l));
  };
  const top = all(q.filters);
  const sides = q.kind === 'compare' && q.sides?.length ? q.sides.map((s) => all(s.filters)) : undefined;
  const read = u.columns.filter((c) => {
    const l = periodLabel(c, whole);
    return top(l) && (!sides || sides.some((s) => s(l)));
  });
  // no period kept: one column still gives the query its shape (and an empty answer)
  return read.length ? read : u.columns.slice(0, 1);
}

/**
 * The table as the rest of the query sees it: the other columns, the period column and the value
 * column, read from the stacked sub-query; the table itself when the query unpivots nothing.
 */
export function withUnpivot(
  info: CompileTable,
  q: AnalystQuery,
): { table: CompileTable; from: SelectQuery['from']; periodOrder?: string } {
  const u = q.unpivot;
  if (!u) return { table: info, from: { table: info.name } };
  if (u.columns.length < 2) throw new ToolInputError('Reading period columns as rows needs at least two of them.');
  const periods = u.columns.map((c) => column(info, c));
  for (const p of periods)
    if (!isNumericType(p.type)) throw new ToolInputError(`Column "${p.name}" does not hold numbers.`);
  const listed = new Set(periods.map((p) => p.name));
  const kept = info.columns.filter((c) => !listed.has(c.name));
  for (const taken of [u.name, u.value])
    if (kept.some((c) => c.name.toLowerCase() === taken.toLowerCase()))
      throw new ToolInputError(`${info.name} already has a column named "${taken}".`);
  if (u.name.toLowerCase() === u.value.toLowerCase())
    throw new ToolInputError('The period and the value need two different names.');
  const whole = wholePeriods(u);
  const decimal = periods.some((p) => !/INT/i.test(p.type));
  const value = (name: string): Expr => (decimal ? cast(col(name), 'DOUBLE') : col(name));
  // named periods ("Q1 2020", "Jan 2021") keep the columns' order beside them, to sort by
  let periodOrder: string | undefined;
  if (!whole) {
    const taken = new Set([...kept.map((c) => c.name.toLowerCase()), u.name.toLowerCase(), u.value.toLowerCase()]);
    periodOrder = `${u.name} order`;
    while (taken.has(periodOrder.toLowerCase())) periodOrder = `_${periodOrder}`;
  }
  const parts: SelectQuery[] = columnsRead(q, u, whole).map((name) => {
    const real = column(info, name).name;
    return {
      select: [
        ...kept.map((c) => ({ expr: col(c.name) })),
        { expr: lit(periodLabel(real, whole)), as: u.name },
        { expr: value(real), as: u.value },
        ...(periodOrder ? [{ expr: lit(u.columns.indexOf(name) + 1), as: periodOrder }] : []),
      ],
      from: { table: info.name },
    };
  });
  const columns = [
    ...kept,
    { name: u.name, type: whole ? 'INTEGER' : 'VARCHAR' },
    { name: u.value, type: decimal ? 'DOUBLE' : 'BIGINT' },
    ...(periodOrder ? [{ name: periodOrder, type: 'INTEGER' }] : []),
  ];
  return {
    table: { name: info.name, columns },
    from: { union: parts, as: 'periods' },
    ...(periodOrder ? { periodOrder } : {}),
  };
}
