/**
 * "how many years above 7000" over a Year column that ends in 2020: a condition no row can meet
 * because its number lies far outside everything the column holds. The count of 0 such a query
 * returns answers nothing: the number was meant for another column (or in another unit). The
 * reply says the column's range and asks which column was meant, offering the numeric columns
 * whose values do reach the number. When no column reaches it, "none" is the true answer and stands.
 * The same holds for a condition every row meets ("what % of years were over 50" when the years
 * start in 1700): the share of all rows answers nothing either.
 */
import type { AnalystQuery } from '@ai-analyst/contract';
import { human } from '../../tools/format';
import type { DatasetIndex, IndexedColumn } from '../schema-index';
import { isNumericType } from '../../data/duck';
import { isNumeric } from './shape';
import type { Parsed } from './types';

/** A number condition on a column, as either answer path writes it. */
export interface NumberCondition {
  column: string;
  op: string;
  value: number;
}

/** How far outside the column's range a number must lie to be read as meant for another column. */
const FAR = 2;

const OP_WORDS: Record<string, string> = { '>': 'above', '>=': 'of at least', '<': 'below', '<=': 'of at most' };

const show = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 2 });
/** A column's smallest or largest value as written: years without a thousands separator. */
const bound = (c: IndexedColumn, n: number) => (c.yearLike ? String(n) : show(n));

/** How far before the column's values a number must lie for "above it" to be read as meant elsewhere. */
const FAR_ALL = 10;

/**
 * Whether no row can meet the condition, or every row meets it ("years over 50" when years start
 * in 1700), the number lying far outside the column's values. Zero is a plain threshold ("over 0")
 * and never read as meant for another column.
 */
export function farOutside(c: IndexedColumn, op: string, value: number): boolean {
  return noneMeet(c, op, value) || allMeet(c, op, value);
}

/** Whether every row meets the condition because its number lies far before (or past) all values. */
function allMeet(c: IndexedColumn, op: string, value: number): boolean {
  if (c.min === undefined || c.max === undefined || c.flagTrue !== undefined || value === 0) return false;
  if (op === '>' || op === '>=') return c.min > 0 ? value > 0 && value <= c.min / FAR_ALL : value <= FAR_ALL * c.min;
  if (op === '<' || op === '<=') return c.max < 0 ? value < 0 && value >= c.max / FAR_ALL : value >= FAR_ALL * c.max;
  return false;
}

/** Whether no row can meet the condition, the number lying far beyond the column's values. */
function noneMeet(c: IndexedColumn, op: string, value: number): boolean {
  if (c.min === undefined || c.max === undefined || c.flagTrue !== undefined) return false;
  if (op === '>' || op === '>=')
    return value > c.max && (c.max <= 0 ? value > 0 : value >= FAR * c.max);
  if (op === '<' || op === '<=')
    return value < c.min && (c.min >= 0 ? c.min > 0 && value <= c.min / FAR : value <= FAR * c.min);
  return false;
}

/** Whether some value of the column meets the condition, and (when every row met it) some value fails it. */
function reaches(c: IndexedColumn, op: string, value: number, all = false): boolean {
  if (c.min === undefined || c.max === undefined) return false;
  const some = op === '>' || op === '>=' ? c.max >= value : c.min <= value;
  return all ? some && c.min <= value && c.max >= value : some;
}

/** The number conditions of a typed query. */
export function numberConditions(q: AnalystQuery): NumberCondition[] {
  return [...q.filters, ...(q.condition ?? [])].flatMap((f) =>
    f.kind === 'compare' && typeof f.value === 'number' ? [{ column: f.column, op: f.op, value: f.value }] : [],
  );
}

/**
 * A question back when a condition can meet no row because its number lies far outside its
 * column's values; undefined when every condition is within reach.
 */
export function askOutOfRange(question: string, index: DatasetIndex, conditions: NumberCondition[]): Parsed | undefined {
  for (const cond of conditions) {
    const column = index.columns.find((c) => c.name === cond.column);
    // a year column too: "years above 7000" is the case this reads
    if (!column || !isNumericType(column.type) || !farOutside(column, cond.op, cond.value)) continue;
    const word = OP_WORDS[cond.op] ?? cond.op;
    const base = question.trim().replace(/[?.!]+$/, '');
    const all = allMeet(column, cond.op, cond.value);
    const others = index.columns.filter(
      (c) => c.name !== column.name && isNumeric(c) && c.flagTrue === undefined && reaches(c, cond.op, cond.value, all),
    );
    // no column reaches the number: "none" is then the true answer
    if (others.length === 0) continue;
    return {
      ignored: [],
      confidence: 0.2,
      firm: true,
      clarify: {
        question:
          `${all ? 'Every' : 'No'} row has a ${human(column.name)} ${word} ${show(cond.value)}: ${human(column.name)} runs from ` +
          `${bound(column, column.min!)} to ${bound(column, column.max!)}. Which figure did you mean?`,
        choices: others.slice(0, 3).map((c) => `${base} (${human(c.name)} ${word} ${show(cond.value)})`),
      },
    };
  }
  return undefined;
}

/**
 * "failure rate over 40 percent" over a column of fractions (every value between 0 and 1): the
 * number said with a percent sign compares as the fraction 0.5. Returns the query with such
 * conditions scaled, or undefined when there is none.
 */
export function percentAsFraction(question: string, index: DatasetIndex, q: AnalystQuery): AnalystQuery | undefined {
  let changed = false;
  const scale = <F extends AnalystQuery['filters'][number]>(f: F): F => {
    if (f.kind !== 'compare' || typeof f.value !== 'number' || !saidAsPercentOfFraction(question, index, f.column, f.value))
      return f;
    changed = true;
    return { ...f, value: f.value / 100 };
  };
  const scaled: AnalystQuery = {
    ...q,
    filters: q.filters.map(scale),
    ...(q.condition ? { condition: q.condition.map(scale) } : {}),
  };
  return changed ? scaled : undefined;
}

/** Whether the number is said in percent ("50%", "50 percent") and the column holds fractions (0–1). */
export function saidAsPercentOfFraction(question: string, index: DatasetIndex, column: string, value: number): boolean {
  if (value <= 1 || value > 100) return false;
  const c = index.columns.find((x) => x.name === column);
  if (!c || c.min === undefined || c.max === undefined || c.min < 0 || c.max > 1) return false;
  return new RegExp(`(^|[^\\d.])${value}\\s*(%|percent\\b|per cent\\b|pct\\b)`, 'i').test(question);
}
