/**
 * Amounts that are one row's cell, and rows with none of something:
 * - "how many reactors does X have under construction": the noun after "how many" names one
 *   number column, a phrase later names another in full ("Under construction"): the later,
 *   narrower column is the amount asked;
 * - "how many seconds did X win by" over a table with one column of times ("1′ 51″", "2:09"):
 *   that column's cell in the unit said;
 * - "how many countries have no reactors under construction", "how many winners didn't win a
 *   single stage": rows whose number in that column is zero (a dash counts as zero in a column
 *   that never writes 0).
 */
import { durationSql } from './cell-durations';
import { columnMentions, type ColumnMention, type Word } from './mentions';
import type { TablePlan } from './plan';
import { numberOf, type Cond } from './query';
import type { ListColumn, ListTable } from './table';

const numberish = (c: ListColumn | undefined): c is ListColumn => !!c && (c.numeric || c.numberInText || !!c.duration) && !c.yearLike && !c.yearValues;
const condColumns = (where: Cond[]) => new Set(where.flatMap((c) => ('column' in c ? [c.column] : [])));
const SECONDS: Record<string, number> = Object.setPrototypeOf({ second: 1, seconds: 1, minute: 60, minutes: 60, hour: 3600, hours: 3600 }, null);

/** The plan with its amount read from the column the question names in full, or in the unit of a time column. */
export function namedAmount(words: Word[], table: ListTable, plan: TablePlan): TablePlan {
  const q = plan.query;
  const text = words.map((w) => w.text);
  if (!/^how (many|much)$/.test(text.slice(0, 2).join(' '))) return plan;
  const where = q.kind === 'aggregate' || q.kind === 'cell' || q.kind === 'count' ? q.where : undefined;
  if (!where) return plan;
  const byName = where.some((c) => c.kind === 'eq' || c.kind === 'contains');
  // "how many seconds did X win by", "… did flight 3 last": the one column of times, in that unit
  const unit = SECONDS[text[2] ?? ''];
  const times = table.columns.filter((c) => c.duration && !c.expr);
  const numbered = where.some((c) => c.kind === 'cmp' && c.op === '=');
  if (unit && times.length === 1 && (byName || numbered)) {
    const c = times[0] as ListColumn;
    const name = `${c.name} in ${text[2]?.replace(/s?$/, 's')}`;
    const expr = `(${durationSql(`CAST("${c.name.replace(/"/g, '""')}" AS VARCHAR)`)}) / ${unit}`;
    const virtual: ListColumn = { ...c, name, expr, numeric: true, duration: false, numberInText: false };
    return { ...plan, query: { kind: 'aggregate', fn: 'sum', column: name, where }, virtual: [...(plan.virtual ?? []), virtual] };
  }
  if (!byName || (q.kind !== 'aggregate' && q.kind !== 'cell')) return plan;
  const current = q.kind === 'aggregate' ? q.column : q.target;
  const mentions = columnMentions(words, table);
  const named = (m: ColumnMention) => table.columns[m.column];
  // the counted noun names the column now read
  const counted = mentions.find((m) => m.start === 2 && named(m)?.name === current);
  if (!counted || !numberish(named(counted))) return plan;
  const used = condColumns(where);
  const others = mentions.filter((m) => {
    const c = named(m);
    return m.start >= counted.end && m.end - m.start >= 2 && !m.indirect && !m.modifier && numberish(c) && c.name !== current && !used.has(c.name);
  });
  const other = others.length === 1 ? named(others[0] as ColumnMention) : undefined;
  if (!other) return plan;
  return { ...plan, query: q.kind === 'aggregate' ? { ...q, column: other.name } : { ...q, target: other.name } };
}

/** "no X", "zero X", "didn't win a single X", "not one X": the word right before the column said. */
const NONE_BEFORE = /(\b(no|zero)|\b(didn't|didnt|did not|never|hasn't|hasnt|has not|haven't|havent|have not) \w+ (a single|any|one))$/;

/** "how many countries have no reactors under construction": rows whose number in the column said is zero. */
export function noneCount(words: Word[], table: ListTable): TablePlan | undefined {
  const text = words.map((w) => w.text);
  if (!/^how many$/.test(text.slice(0, 2).join(' '))) return undefined;
  const found = columnMentions(words, table).flatMap((m) => {
    const c = table.columns[m.column];
    if (!numberish(c)) return [];
    // the column right after the negating words, or after one noun of what it counts ("no reactors under construction")
    const before = [text.slice(0, m.start).join(' '), text.slice(0, Math.max(0, m.start - 1)).join(' ')];
    const at = before.findIndex((b) => NONE_BEFORE.test(b));
    return at >= 0 ? [{ m, c, gap: at === 1 }] : [];
  });
  // the last column said is the narrower one ("reactors under construction")
  const hit = found.at(-1);
  if (!hit) return undefined;
  // "no reactors under construction": a noun between "no" and the column is no column of its own
  // (the parser reads "no reactors" as missing reactors); "no grade rank" the parser reads as well
  const { c, gap } = hit;
  const strength = gap ? 'strong' : 'weak';
  const at = table.columns.indexOf(c);
  const zeros = table.rows.some((r) => /^\s*0+(\.0+)?\s*$/.test(r[at] ?? ''));
  if (zeros) return { strength, query: { kind: 'count', where: [{ kind: 'cmp', column: c.name, op: '=', value: 0 }] } };
  // a column that never writes 0 writes its zeros as a dash or leaves them empty
  const name = `${c.name} (none as 0)`;
  const virtual: ListColumn = { ...c, name, expr: `coalesce(${numberOf(c)}, 0)`, numeric: true, numberInText: false, duration: false };
  return { strength, query: { kind: 'count', where: [{ kind: 'cmp', column: name, op: '=', value: 0 }] }, virtual: [virtual] };
}
