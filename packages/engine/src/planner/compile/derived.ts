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

/** A derived number's usual name: the two columns and the operation between them ("high − low"). */
export const derivedName = (op: AnalystDerived['op'], left: string, right: string) =>
  `${left} ${op === '-' ? '−' : op === '*' ? '×' : op} ${right}`;

function derivedExpr(info: CompileTable, d: AnalystDerived): { expr: Expr; type: string } {
  const a = column(info, d.left);
  const b = column(info, d.right);
  const dates = isTemporalType(a.type) && isTemporalType(b.type);
  if (dates && d.op === '-')
    // two dates are apart by a number of days
    return { expr: call('date_diff', lit('day'), col(b.name), col(a.name)), type: 'BIGINT' };
  if (!NUMERIC.test(a.type) || !NUMERIC.test(b.type))
    throw new ToolInputError(`"${d.name}" needs two columns of numbers (or two dates to subtract).`);
  if (d.op === '/')
    return {
      expr: binary('/', cast(col(a.name), 'DOUBLE'), call('nullif', col(b.name), lit(0))),
      type: 'DOUBLE',
    };
  const whole = /INT/i.test(a.type) && /INT/i.test(b.type);
  return { expr: binary(d.op, col(a.name), col(b.name)), type: whole ? 'BIGINT' : 'DOUBLE' };
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
  const extra = q.derived.map((d) => {
    if (info.columns.some((c) => c.name.toLowerCase() === d.name.toLowerCase()))
      throw new ToolInputError(`${info.name} already has a column named "${d.name}".`);
    return { name: d.name, ...derivedExpr(info, d) };
  });
  const columns = [...info.columns, ...extra.map((e) => ({ name: e.name, type: e.type }))];
  const query: SelectQuery = {
    select: [{ expr: star }, ...extra.map((e) => ({ expr: e.expr, as: e.name }))],
    from: base,
  };
  return { table: { name: info.name, columns }, from: { query, as: 'derived' } };
}
