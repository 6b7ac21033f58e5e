/**
 * What the built-in analyst's parser and a profile need to know about a connected table, computed
 * inside the database by aggregate queries: the row count, and per column its type, missing
 * values, distinct values, smallest and largest value (numbers and dates), the mean of numbers
 * and, for text columns with few distinct values, those values with their counts (most frequent
 * first, up to a cap). One query reads every column's counts and ranges; one GROUP BY per
 * low-cardinality text column reads its values. No row of the table crosses the wire.
 */
import { isNumericType, isTemporalType } from '../data/duck';
import {
  aggregate,
  binary,
  call,
  cast,
  col,
  isNotNull,
  lit,
  renderSelect,
  star,
  type Expr,
  type SelectItem,
} from '../data/sql-builder';
import type { ColumnFacts, TableFacts } from '../planner/schema-index';
import type { ConnectedSource } from './source';

/** Most distinct values of a text column whose values are listed (as the file index lists them). */
export const MAX_LISTED_VALUES = 5000;

export interface FactsOptions {
  /** Most values listed per text column. */
  maxValues?: number;
  /** Statement timeout of each query (never above the connection's). */
  timeoutMs?: number;
}

const isText = (type: string) => /CHAR|TEXT|ENUM|BOOL/i.test(type);
const num = (v: unknown): number | undefined =>
  v === null || v === undefined || v === '' || !Number.isFinite(Number(v)) ? undefined : Number(v);
const day = (v: unknown): string | undefined => (typeof v === 'string' && v ? v.slice(0, 10) : undefined);

/** Reads the facts of `dataset` (a table of `source`) with a few aggregate queries in its database. */
export async function tableFacts(
  source: ConnectedSource,
  dataset: string,
  options: FactsOptions = {},
): Promise<TableFacts> {
  const maxValues = options.maxValues ?? MAX_LISTED_VALUES;
  const run = (select: SelectItem[], rest: { where?: Expr[]; groupBy?: Expr[]; limit?: number } = {}) =>
    source.query(renderSelect({ select, from: { table: dataset }, ...rest }, source.dialect), {
      maxRows: rest.limit ?? 1,
      timeoutMs: options.timeoutMs,
    });
  const info = await source.get(dataset);
  const select: SelectItem[] = [{ expr: aggregate('count', star), as: 'n' }];
  info.columns.forEach((c, i) => {
    const x = col(c.name);
    select.push(
      { expr: aggregate('count', x), as: `c${i}` },
      { expr: aggregate('count', x, { distinct: true }), as: `d${i}` },
    );
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
        // Whether the dates are all first days of months (monthly data) or of years.
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
  const totals = await run(select);
  const row = totals.rows[0] ?? {};
  const rowCount = num(row.n) ?? 0;
  const columns: ColumnFacts[] = [];
  for (const [i, c] of info.columns.entries()) {
    const present = num(row[`c${i}`]) ?? 0;
    const facts: ColumnFacts = {
      name: c.name,
      type: c.type,
      nulls: rowCount - present,
      distinct: num(row[`d${i}`]) ?? 0,
    };
    if (isNumericType(c.type)) {
      const [min, max, mean] = [num(row[`mn${i}`]), num(row[`mx${i}`]), num(row[`av${i}`])];
      if (min !== undefined) facts.min = min;
      if (max !== undefined) facts.max = max;
      if (mean !== undefined) facts.mean = mean;
    } else if (isTemporalType(c.type)) {
      const [minDate, maxDate] = [day(row[`mn${i}`]), day(row[`mx${i}`])];
      if (minDate) facts.minDate = minDate;
      if (maxDate) facts.maxDate = maxDate;
      facts.notFirstDay = num(row[`nf${i}`]) ?? 0;
      facts.notJanuary = num(row[`nj${i}`]) ?? 0;
    } else if (isText(c.type) && facts.distinct > 0 && facts.distinct <= maxValues * 1.2) {
      const x = col(c.name);
      const listed = await source.query(
        renderSelect(
          {
            select: [
              { expr: cast(x, 'VARCHAR'), as: 'v' },
              { expr: aggregate('count', star), as: 'n' },
            ],
            from: { table: dataset },
            where: [isNotNull(x)],
            groupBy: [x],
            orderBy: [{ expr: aggregate('count', star), desc: true }, { expr: x }],
            limit: maxValues,
          },
          source.dialect,
        ),
        { maxRows: maxValues, timeoutMs: options.timeoutMs },
      );
      facts.values = listed.rows.map((r) => ({ value: String(r.v), count: num(r.n) ?? 0 }));
    }
    columns.push(facts);
  }
  return { rowCount, columns };
}
