/**
 * Numbers computed row by row from two columns (`high − low`, `end − start`, `goals / games`):
 * the query reads them from a sub-query that adds them to the table's columns (or to those of
 * its long form, see ./unpivot), so a derived number is measured, filtered, grouped, ranked and
 * shown exactly like a column of its own.
 */
import type { AnalystDerived, AnalystQuery } from '@ai-analyst/contract';
import { isTemporalType } from '../../data/duck';
import { binary, call, cast, col, lit, star, type Expr, type SelectQuery } from '../../data/sql-builder';
import { ToolInputError } from '../../tools/types';
import { column, type CompileTable } from './exprs';

const NUMERIC = /INT|DOUBLE|FLOAT|DECIMAL|REAL|NUMERIC/i;
/** An operand written as a number rather than a column's name. */
const CONSTANT = /^-?\d+(?:\.\d+)?$/;

/** A derived number's usual name: the two columns and the operation between them ("high − low"). */
export const derivedName = (op: AnalystDerived['op'], left: string, right: string) =>
  op === 'less%' ? `${left} less ${right}` : `${left} ${op === '-' ? '−' : op === '*' ? '×' : op} ${right}`;

/** A column's value in the sub-query: the column itself, or the expression of an earlier derived number. */
type Operand = { name: string; type: string; expr: Expr };

function derivedExpr(a: Operand, b: Operand, d: AnalystDerived): { expr: Expr; type: string } {
  const dates = isTemporalType(a.type) && isTemporalType(b.type);
  if (dates && d.op === '-') {
    // a span still open (no end date) runs to the date given for it
    const end = d.open ? call('coalesce', a.expr, cast(lit(d.open), 'DATE')) : a.expr;
    // two dates are apart by a number of days (or of hours, minutes: a fraction of them; years of 365.25 days)
    if (!d.unit || d.unit === 'day')
      return { expr: call('date_diff', lit('day'), b.expr, end), type: 'BIGINT' };
    if (d.unit === 'year')
      return {
        expr: binary('/', cast(call('date_diff', lit('day'), b.expr, end), 'DOUBLE'), lit(365.25)),
        type: 'DOUBLE',
      };
    const minutes = call('date_diff', lit('minute'), b.expr, end);
    return d.unit === 'minute'
      ? { expr: minutes, type: 'BIGINT' }
      : { expr: binary('/', cast(minutes, 'DOUBLE'), lit(60)), type: 'DOUBLE' };
  }
  if (!NUMERIC.test(a.type) || !NUMERIC.test(b.type))
    throw new ToolInputError(`"${d.name}" needs two columns of numbers (or two dates to subtract).`);
  if (d.op === '/')
    return {
      expr: binary('/', cast(a.expr, 'DOUBLE'), call('nullif', b.expr, lit(0))),
      type: 'DOUBLE',
    };
  if (d.op === 'less%') {
    // a missing percentage takes nothing off
    const kept = binary('-', lit(1), binary('/', cast(call('coalesce', b.expr, lit(0)), 'DOUBLE'), lit(100)));
    return { expr: binary('*', cast(a.expr, 'DOUBLE'), kept), type: 'DOUBLE' };
  }
  const whole = /INT/i.test(a.type) && /INT/i.test(b.type);
  // a blank side counts as nothing (money in and money out on separate columns)
  const side = (e: Expr) => (d.blank === 'zero' ? call('coalesce', e, lit(0)) : e);
  return { expr: binary(d.op, side(a.expr), side(b.expr)), type: whole ? 'BIGINT' : 'DOUBLE' };
}

/**
 * The table as the rest of the query sees it: with the derived numbers as columns, read from a
 * sub-query that adds them; the table itself when the query derives nothing.
 */
export function withDerived(
  info: CompileTable,
  q: AnalystQuery,
  base: SelectQuery['from'] = { table: info.name },
): { table: CompileTable; from: SelectQuery['from'] } {
  if (!q.derived?.length) return { table: info, from: base };
  const extra: Operand[] = [];
  const operand = (name: string): Operand => {
    const earlier = extra.find((e) => e.name.toLowerCase() === name.toLowerCase());
    if (earlier) return earlier;
    // a number written as the operand is that constant (`-1`: a sign flipped), unless a column has that name
    if (CONSTANT.test(name) && !info.columns.some((c) => c.name === name))
      return { name, type: name.includes('.') ? 'DOUBLE' : 'BIGINT', expr: lit(Number(name)) };
    const c = column(info, name);
    return { ...c, expr: col(c.name) };
  };
  for (const d of q.derived) {
    if (info.columns.some((c) => c.name.toLowerCase() === d.name.toLowerCase()))
      throw new ToolInputError(`${info.name} already has a column named "${d.name}".`);
    extra.push({ name: d.name, ...derivedExpr(operand(d.left), operand(d.right), d) });
  }
  const columns = [...info.columns, ...extra.map((e) => ({ name: e.name, type: e.type }))];
  const query: SelectQuery = {
    select: [{ expr: star }, ...extra.map((e) => ({ expr: e.expr, as: e.name }))],
    from: base,
  };
  return { table: { name: info.name, columns }, from: { query, as: 'derived' } };
}
