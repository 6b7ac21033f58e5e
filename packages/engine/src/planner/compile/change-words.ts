/**
 * A change from the previous period in words: the "You asked for …" sentence ("which year has
 * the largest fall in total revenue from the previous year") and the reply's numbers ("2017:
 * −55, from 175 to 120"), both written from the query that ran.
 */
import type { AnalystGroup, AnalystQuery } from '@ai-analyst/contract';
import { human } from '../../tools/format';
import { changeKey } from './previous-change';
import { measureWords, placeWord } from './words';

type Row = Record<string, unknown>;

/** The period of the time group, as a noun: "year", "month", "season". */
function periodNoun(q: AnalystQuery): string {
  const time: AnalystGroup | undefined =
    q.groupBy.find((g) => g.column === q.change?.along) ??
    q.groupBy.find((g) => g.grain) ??
    q.groupBy.find((g) => g.part === 'decade') ??
    [...q.groupBy].reverse().find((g) => !g.part || g.part === 'month');
  if (!time) return 'period';
  if (time.grain) return time.grain;
  if (time.part === 'decade') return 'decade';
  if (time.part === 'month') return 'month';
  return human(time.column).toLowerCase();
}

/** "the change in total revenue from the previous year" (or "the % change …"). */
export function changeWords(q: AnalystQuery): string {
  const m = q.measures[0];
  const what = m ? measureWords(m) : 'number of rows';
  return `${q.change?.as === 'percent' ? '% change' : 'change'} in ${what} from the previous ${periodNoun(q)}`;
}

/** Whether a ranking puts the largest rise first (desc) or the largest fall (asc). */
const extreme = (q: AnalystQuery) => (q.order?.dir === 'asc' ? 'largest fall' : 'largest rise');

/** "You asked …" for a query read as changes from the previous period; `where` is its filters in words. */
export function describeChange(q: AnalystQuery, where: string): string {
  const change = changeWords(q);
  const groups = q.groupBy
    .map((g) => g.grain ?? (g.part === 'decade' ? 'decade' : g.part === 'month' ? 'month' : human(g.column)))
    .join(' and ');
  if (q.change?.count)
    return `You asked for the number of ${periodNoun(q)}s whose ${measureWords(q.measures[0] ?? { fn: 'count' })} ${q.change.count === 'fall' ? 'fell' : 'rose'} from the previous ${periodNoun(q)}${where}.`;
  if (q.order && q.order.by !== 'group' && q.limit === 1)
    return `You asked which ${groups} has the ${placeWord(q.offset)}${extreme(q)} (the ${change})${where}.`;
  if (q.order && q.order.by !== 'group' && q.limit)
    return `You asked for the ${q.limit} ${extreme(q).replace(/rise$/, 'rises').replace(/fall$/, 'falls')} (the ${change}), by ${groups}${where}.`;
  return `You asked for the ${change}, by ${groups}${where}.`;
}

/** Formatting of labels and numbers, as the reply writes them. */
export interface ChangeFormat {
  cell: (v: unknown) => string;
  exact: (v: unknown) => string;
}

/** The reply's sentence: the period with the largest rise (fall), or the changes in time order. */
export function narrateChange(
  q: AnalystQuery,
  rows: Row[],
  c: { labelKeys: string[]; valueKeys: string[] },
  f: ChangeFormat,
): string {
  if (q.change?.count) {
    const what = `${periodNoun(q)}s with a ${q.change.count === 'fall' ? 'fall' : 'rise'} from the one before`;
    const counted = (r: Row | undefined) => f.exact(r?.[c.valueKeys[0] as string] ?? 0);
    if (!c.labelKeys.length) return `The number of ${what} is **${counted(rows[0])}**.`;
    const label = (r: Row) => c.labelKeys.map((k) => f.cell(r[k])).join(' / ');
    return `The number of ${what}: ${rows.map((r) => `${label(r)}: ${counted(r)}`).join('; ')}.`;
  }
  const key = changeKey(q);
  const [, , value, previous] = c.valueKeys as [string, string, string, string];
  const label = (r: Row) => c.labelKeys.map((k) => f.cell(r[k])).join(' / ');
  const signed = (v: unknown) =>
    typeof v === 'number' ? `${v > 0 ? '+' : ''}${f.exact(v)}${key === 'change_pct' ? '%' : ''}` : f.cell(v);
  const line = (r: Row) => `${signed(r[key])} (from ${f.exact(r[previous])} to ${f.exact(r[value])})`;
  const first = rows[0];
  if (!first)
    return `No ${periodNoun(q)} has one before it to set against (the matching rows hold at most one ${periodNoun(q)}).`;
  if (q.order && q.order.by !== 'group' && q.limit === 1) {
    const tied = rows.filter((r) => r[key] === first[key]);
    const who = tied.map((r) => `**${label(r)}**`).join(', ');
    return `${who} ${tied.length > 1 ? 'share' : 'has'} the ${placeWord(q.offset)}${extreme(q)}: the ${changeWords(q)} is **${signed(first[key])}**${tied.length > 1 ? ' each' : ` (from ${f.exact(first[previous])} to ${f.exact(first[value])})`}.`;
  }
  const shown = rows
    .slice(0, 12)
    .map((r) => `${label(r)}: ${line(r)}`)
    .join('; ');
  const more = rows.length > 12 ? ` … (${rows.length} in all; see the table)` : '';
  return `The ${changeWords(q)}: ${shown}${more}.`;
}
