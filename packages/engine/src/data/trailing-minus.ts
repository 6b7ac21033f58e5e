/**
 * Amounts written with a trailing minus (`412.55-`, `"1,629.66-"`), as payroll registers, ledgers
 * and mainframe reports print what is taken off. A value so written is negative; but a column in
 * which every amount carries it is a column of deductions (tax withheld, a premium), the minus
 * being how the report marks the column, not a sign that tells its rows apart: "total tax
 * withheld" means the amount withheld. Such a column is read as the amounts deducted, positive,
 * and a warning says so. A column mixing both forms keeps the sign (`56.00-` is −56).
 */
import { quoteIdent, quoteLiteral } from './sql';
import type { Conclusion } from './type-convert';
import type { Candidate, Rows } from './type-sample';

/** A number written with a minus after its digits. */
const TRAILING_MINUS = '^[^-]*[0-9]-$';

/**
 * Turns the conclusions of the number columns whose every non-empty value ends in a minus into
 * positive amounts; returns the warnings to add, by column name.
 */
export async function deductionColumns(
  rows: Rows,
  source: string,
  candidates: Candidate[],
  conclusions: Map<number, Conclusion>,
): Promise<Map<string, string>> {
  const warnings = new Map<string, string>();
  const numbers = candidates.filter((c) => conclusions.get(c.index)?.sql && c.families[0]?.kind === 'number');
  if (!numbers.length) return warnings;
  const checks = numbers.map((c) => {
    const text = `nullif(trim(${quoteIdent(c.column)}), '')`;
    return `count(${text}) AS "n${c.index}", count(*) FILTER (WHERE regexp_full_match(${text}, ${quoteLiteral(TRAILING_MINUS)})) AS "m${c.index}"`;
  });
  const [stats] = await rows(`SELECT ${checks.join(', ')} FROM ${source}`);
  for (const c of numbers) {
    const n = Number(stats?.[`n${c.index}`] ?? 0);
    if (n === 0 || Number(stats?.[`m${c.index}`] ?? 0) !== n) continue;
    const conclusion = conclusions.get(c.index)!;
    conclusion.sql = `(-(${conclusion.sql}))`;
    warnings.set(
      c.column,
      `Column "${c.column}" writes every amount with a trailing minus, as reports print deductions; they are read as the amounts deducted (positive).`,
    );
  }
  return warnings;
}
