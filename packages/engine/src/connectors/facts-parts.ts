/**
 * What the exact and the sampled table facts share (facts.ts, sampled-facts.ts): the aggregates
 * read per column in one query — present values, and the range, mean or date shape — and how a
 * column's facts are read back from that query's row.
 */
import { isNumericType, isTemporalType } from '../data/duck';
import { aggregate, binary, call, cast, col, lit, star, type SelectItem } from '../data/sql-builder';
import type { ColumnFacts, TableFacts } from '../planner/schema-index';
import { ToolInputError } from '../tools/types';

/** Most distinct values of a text column whose values are listed (as the file index lists them). */
export const MAX_LISTED_VALUES = 5000;

/** Where the facts of a large table come from: a bounded sample of its rows. */
export interface FactsSample {
  /** Rows the facts were read from. */
  rows: number;
  /** `pages`: random pages of the table (PostgreSQL TABLESAMPLE SYSTEM); `first rows`: the rows it yields first. */
  method: 'pages' | 'first rows';
}

/** A table's facts; `sample` says when they come from a sample (counts then scaled to `rowCount`, an estimate). */
export interface ConnectedTableFacts extends TableFacts {
  sample?: FactsSample;
}

export const isText = (type: string) => /CHAR|TEXT|ENUM|BOOL/i.test(type);
export const num = (v: unknown): number | undefined =>
  v === null || v === undefined || v === '' || !Number.isFinite(Number(v)) ? undefined : Number(v);
const day = (v: unknown): string | undefined => (typeof v === 'string' && v ? v.slice(0, 10) : undefined);

/**
 * What only sharpens the facts (exact counts, listed values) is left out when the database
 * refuses it (a statement timeout on a huge table): the estimate stands.
 */
export function keepEstimate(error: unknown): undefined {
  if (error instanceof ToolInputError) return undefined;
  throw error;
}

/**
 * The row count as `n` and, per column `i`, its present values `c{i}`, its smallest, largest and
 * mean value (`mn{i}`, `mx{i}`, `av{i}`) for numbers, and for dates the first and last day and the
 * rows on no first day of a month (`nf{i}`) or in no January (`nj{i}`): whether the data is monthly
 * or yearly.
 */
export function rangeAggregates(columns: readonly { name: string; type: string }[]): SelectItem[] {
  const select: SelectItem[] = [{ expr: aggregate('count', star), as: 'n' }];
  columns.forEach((c, i) => {
    const x = col(c.name);
    select.push({ expr: aggregate('count', x), as: `c${i}` });
    if (isNumericType(c.type))
      select.push(
        { expr: aggregate('min', cast(x, 'DOUBLE')), as: `mn${i}` },
        { expr: aggregate('max', cast(x, 'DOUBLE')), as: `mx${i}` },
        { expr: aggregate('avg', cast(x, 'DOUBLE')), as: `av${i}` },
      );
    else if (isTemporalType(c.type))
      select.push(
        { expr: aggregate('min', cast(x, 'DATE')), as: `mn${i}` },
        { expr: aggregate('max', cast(x, 'DATE')), as: `mx${i}` },
        {
          expr: aggregate('count', star, { filter: binary('!=', call('date_part', lit('day'), x), lit(1)) }),
          as: `nf${i}`,
        },
        {
          expr: aggregate('count', star, {
            filter: binary('!=', call('date_part', lit('month'), x), lit(1)),
          }),
          as: `nj${i}`,
        },
      );
  });
  return select;
}

/** Adds column `i`'s range, mean or date shape from the row of `rangeAggregates`, counts times `scale`. */
export function withRanges(
  facts: ColumnFacts,
  row: Record<string, unknown>,
  i: number,
  scale = 1,
): ColumnFacts {
  if (isNumericType(facts.type)) {
    const [min, max, mean] = [num(row[`mn${i}`]), num(row[`mx${i}`]), num(row[`av${i}`])];
    if (min !== undefined) facts.min = min;
    if (max !== undefined) facts.max = max;
    if (mean !== undefined) facts.mean = mean;
  } else if (isTemporalType(facts.type)) {
    const [minDate, maxDate] = [day(row[`mn${i}`]), day(row[`mx${i}`])];
    if (minDate) facts.minDate = minDate;
    if (maxDate) facts.maxDate = maxDate;
    facts.notFirstDay = Math.round((num(row[`nf${i}`]) ?? 0) * scale);
    facts.notJanuary = Math.round((num(row[`nj${i}`]) ?? 0) * scale);
  }
  return facts;
}
