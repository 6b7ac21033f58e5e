/**
 * What the built-in analyst's parser and a profile need to know about a connected table, computed
 * inside the database by aggregate queries: the row count, and per column its type, missing
 * values, distinct values, smallest and largest value (numbers and dates), the mean of numbers
 * and, for text columns with few distinct values, those values with their counts (most frequent
 * first, up to a cap). No row of the table crosses the wire, and the work stays bounded on a
 * large table:
 *
 * - one query over every row reads the counts, missing values, ranges and means;
 * - one query over the first SAMPLE_ROWS rows counts each column's distinct values;
 * - a column with few distinct values there is counted over every row, so its distinct count is
 *   exact: a text column by one GROUP BY listing its values with their counts, the others
 *   together in one query (PostgreSQL: one GROUP BY each, faster than its sorting DISTINCT);
 *   should the database stop one of these (a statement timeout), the sample's count stands;
 * - a column with many (an identifier, an amount) keeps the sample's count, scaled to the table
 *   when nearly every sampled row had its own value — an estimate, as the file index's is.
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
  type SelectItem,
  type SelectQuery,
} from '../data/sql-builder';
import type { ColumnFacts, TableFacts } from '../planner/schema-index';
import { ToolInputError } from '../tools/types';
import type { ConnectedSource } from './source';

/** Most distinct values of a text column whose values are listed (as the file index lists them). */
export const MAX_LISTED_VALUES = 5000;

export interface FactsOptions {
  /** Most values listed per text column. */
  maxValues?: number;
  /** Statement timeout of each query (never above the connection's). */
  timeoutMs?: number;
  /** Rows whose distinct values are counted in one query (default SAMPLE_ROWS). */
  sampleRows?: number;
}

const isText = (type: string) => /CHAR|TEXT|ENUM|BOOL/i.test(type);
const num = (v: unknown): number | undefined =>
  v === null || v === undefined || v === '' || !Number.isFinite(Number(v)) ? undefined : Number(v);
const day = (v: unknown): string | undefined => (typeof v === 'string' && v ? v.slice(0, 10) : undefined);

/** Rows whose distinct values are counted in one query; a table at most this long is counted exactly. */
export const SAMPLE_ROWS = 100_000;

/** Reads the facts of `dataset` (a table of `source`) with a few aggregate queries in its database. */
export async function tableFacts(
  source: ConnectedSource,
  dataset: string,
  options: FactsOptions = {},
): Promise<TableFacts> {
  const maxValues = options.maxValues ?? MAX_LISTED_VALUES;
  const sampleRows = options.sampleRows ?? SAMPLE_ROWS;
  // A column is grouped over every row when it has at most this many distinct values (the index
  // lists the values of a text column with up to 1.2 × the cap, its first cap by count).
  const grouped = Math.ceil(maxValues * 1.2);
  const run = (query: Omit<SelectQuery, 'from'> & { from?: SelectQuery['from'] }, maxRows = 1) =>
    source.query(renderSelect({ from: { table: dataset }, ...query }, source.dialect), {
      maxRows,
      timeoutMs: options.timeoutMs,
    });
  const info = await source.get(dataset);
  // What only sharpens the facts (exact counts, listed values) is left out when the database
  // refuses it (a statement timeout on a huge table): the sample's counts stand.
  const keepEstimate = (error: unknown): undefined => {
    if (error instanceof ToolInputError) return undefined;
    throw error;
  };
  /** Exact distinct counts of the columns `indexes`, as `d{i}`. */
  const exactCounts = async (indexes: number[]): Promise<Record<string, unknown>> => {
    if (source.dialect.name !== 'postgres')
      return (
        (
          await run({
            select: indexes.map((i) => ({
              expr: aggregate('count', col(info.columns[i]!.name), { distinct: true }),
              as: `d${i}`,
            })),
          })
        ).rows[0] ?? {}
      );
    // PostgreSQL counts DISTINCT by sorting; grouping hashes the few values, about twice as fast.
    const counts: Record<string, unknown> = {};
    for (const i of indexes) {
      const x = col(info.columns[i]!.name);
      const groups = await run({
        select: [{ expr: aggregate('count', star), as: 'd' }],
        from: {
          query: { select: [{ expr: x }], from: { table: dataset }, where: [isNotNull(x)], groupBy: [x] },
          as: 'g',
        },
      });
      counts[`d${i}`] = groups.rows[0]?.d;
    }
    return counts;
  };
  const select: SelectItem[] = [{ expr: aggregate('count', star), as: 'n' }];
  info.columns.forEach((c, i) => {
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
  const row = (await run({ select })).rows[0] ?? {};
  const rowCount = num(row.n) ?? 0;
  const sampled =
    (
      await run({
        select: info.columns.map((c, i) => ({
          expr: aggregate('count', col(c.name), { distinct: true }),
          as: `d${i}`,
        })),
        from: {
          query: { select: [{ expr: star }], from: { table: dataset }, limit: sampleRows },
          as: 'sampled',
        },
      })
    ).rows[0] ?? {};
  const inSample = Math.min(rowCount, sampleRows);
  const columns: ColumnFacts[] = [];
  /** Columns other than text with few distinct values in the sample: counted over every row, in one query. */
  const exact: number[] = [];
  for (const [i, c] of info.columns.entries()) {
    const x = col(c.name);
    const present = num(row[`c${i}`]) ?? 0;
    const seen = num(sampled[`d${i}`]) ?? 0;
    // Many distinct values in the sample: kept (the table's own when it is the whole table),
    // scaled to the table when nearly every sampled row had its own value.
    let distinct =
      rowCount <= sampleRows || seen <= 0.5 * inSample ? seen : Math.round((seen / inSample) * present);
    let values: ColumnFacts['values'];
    if (seen > 0 && seen <= grouped && rowCount > 0) {
      if (isText(c.type)) {
        const listed = await run(
          {
            select: [
              { expr: cast(x, 'VARCHAR'), as: 'v' },
              { expr: aggregate('count', star), as: 'n' },
            ],
            where: [isNotNull(x)],
            groupBy: [x],
            orderBy: [{ expr: aggregate('count', star), desc: true }, { expr: x }],
            limit: grouped + 1,
          },
          grouped + 1,
        ).catch(keepEstimate);
        if (listed && listed.rows.length <= grouped) {
          distinct = listed.rows.length;
          values = listed.rows.slice(0, maxValues).map((r) => ({ value: String(r.v), count: num(r.n) ?? 0 }));
        } else if (listed) distinct = Math.max(distinct, grouped + 1);
      } else if (rowCount > sampleRows) exact.push(i);
    }
    const facts: ColumnFacts = { name: c.name, type: c.type, nulls: rowCount - present, distinct };
    if (values) facts.values = values;
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
    }
    columns.push(facts);
  }
  if (exact.length) {
    const counted = await exactCounts(exact).catch(keepEstimate);
    for (const i of exact) {
      const distinct = num(counted?.[`d${i}`]);
      if (distinct !== undefined) columns[i]!.distinct = distinct;
    }
  }
  return { rowCount, columns };
}
