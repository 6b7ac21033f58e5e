/**
 * What the built-in analyst's parser and a profile need to know about a connected table, computed
 * inside the database by aggregate queries: the row count, and per column its type, missing
 * values, distinct values, smallest and largest value (numbers and dates), the mean of numbers
 * and, for text columns with few distinct values, those values with their counts (most frequent
 * first, up to a cap). No row of the table crosses the wire, and the work stays bounded.
 *
 * A table of more than EXACT_ROWS rows (by the catalog's estimate) is read from a bounded sample
 * in two queries (sampled-facts.ts), and the facts say so. A smaller one — the estimate checked by
 * a count that stops after EXACT_ROWS + 1 rows — is read on every row:
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
import {
  aggregate,
  col,
  isNotNull,
  cast,
  lit,
  renderSelect,
  star,
  type SelectQuery,
} from '../data/sql-builder';
import type { ColumnFacts } from '../planner/schema-index';
import {
  MAX_LISTED_VALUES,
  isText,
  keepEstimate,
  num,
  rangeAggregates,
  withRanges,
  type ConnectedTableFacts,
} from './facts-parts';
import { sampledFacts } from './sampled-facts';
import type { ConnectedSource } from './source';

export { MAX_LISTED_VALUES, type ConnectedTableFacts, type FactsSample } from './facts-parts';

export interface FactsOptions {
  /** Most values listed per text column. */
  maxValues?: number;
  /** Statement timeout of each query (never above the connection's). */
  timeoutMs?: number;
  /** Rows whose distinct values are counted in one query, and rows of a large table's sample (default SAMPLE_ROWS). */
  sampleRows?: number;
  /** Largest table read on every row; a larger one is read from a sample (default EXACT_ROWS). */
  exactRows?: number;
}

/** Rows whose distinct values are counted in one query, and rows of a large table's sample. */
export const SAMPLE_ROWS = 100_000;

/** Largest table whose facts are read on every row; a larger one's come from a sample of SAMPLE_ROWS. */
export const EXACT_ROWS = 1_000_000;

/** Reads the facts of `dataset` (a table of `source`) with a few aggregate queries in its database. */
export async function tableFacts(
  source: ConnectedSource,
  dataset: string,
  options: FactsOptions = {},
): Promise<ConnectedTableFacts> {
  const maxValues = options.maxValues ?? MAX_LISTED_VALUES;
  const sampleRows = options.sampleRows ?? SAMPLE_ROWS;
  const large = await largeTableRows(source, dataset, options.exactRows ?? EXACT_ROWS, options.timeoutMs);
  if (large !== undefined)
    return sampledFacts(source, dataset, large, { sampleRows, maxValues, timeoutMs: options.timeoutMs });
  return exactFacts(source, dataset, { sampleRows, maxValues, timeoutMs: options.timeoutMs });
}

/**
 * The row count of a table of more than `exactRows` rows (the catalog's estimate), or undefined
 * for a smaller one. An estimate saying small, or none, is checked by a count that stops after
 * `exactRows + 1` rows; should that find a larger table, it is counted (or, when the database stops
 * the count, taken as just over `exactRows`).
 */
async function largeTableRows(
  source: ConnectedSource,
  dataset: string,
  exactRows: number,
  timeoutMs: number | undefined,
): Promise<number | undefined> {
  const estimate = source.catalogTable(dataset)?.rowEstimate ?? null;
  if (estimate !== null && estimate > exactRows) return estimate;
  const count = (from: SelectQuery['from']) =>
    source.query(
      renderSelect({ select: [{ expr: aggregate('count', star), as: 'n' }], from }, source.dialect),
      {
        maxRows: 1,
        timeoutMs,
      },
    );
  const capped = await count({
    query: { select: [{ expr: lit(1), as: 'one' }], from: { table: dataset }, limit: exactRows + 1 },
    as: 'capped',
  });
  if ((num(capped.rows[0]?.n) ?? 0) <= exactRows) return undefined;
  const all = await count({ table: dataset }).catch(keepEstimate);
  return num(all?.rows[0]?.n) ?? exactRows + 1;
}

/** The facts of a table read on every row (see the top of this file). */
async function exactFacts(
  source: ConnectedSource,
  dataset: string,
  options: { sampleRows: number; maxValues: number; timeoutMs: number | undefined },
): Promise<ConnectedTableFacts> {
  const { maxValues, sampleRows } = options;
  // A column is grouped over every row when it has at most this many distinct values (the index
  // lists the values of a text column with up to 1.2 × the cap, its first cap by count).
  const grouped = Math.ceil(maxValues * 1.2);
  const run = (query: Omit<SelectQuery, 'from'> & { from?: SelectQuery['from'] }, maxRows = 1) =>
    source.query(renderSelect({ from: { table: dataset }, ...query }, source.dialect), {
      maxRows,
      timeoutMs: options.timeoutMs,
    });
  const info = await source.get(dataset);
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
  const row = (await run({ select: rangeAggregates(info.columns) })).rows[0] ?? {};
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
    columns.push(withRanges(facts, row, i));
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
