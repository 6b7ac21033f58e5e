/**
 * The facts of a large connected table from a bounded sample of its rows, so that reading them
 * costs about the same on ten million rows as on one million:
 *
 * - the sample: on a PostgreSQL table, random pages (`TABLESAMPLE SYSTEM` at the share of the
 *   table's row estimate that gives the sample's size, at most twice that many rows, with a fixed
 *   seed so every query sees the same pages); elsewhere (MySQL/MariaDB, views) the first rows the table yields, `LIMIT n`;
 * - one query over the sample reads every column's present and distinct values, ranges, means and
 *   date shape;
 * - one more lists the values of the text columns with few distinct values, with their counts (one
 *   `GROUP BY` per column over the same sample, joined by `UNION ALL`).
 *
 * Counts (missing values, value counts, distinct values of a column where nearly every sampled row
 * had its own value) are scaled to the table's row count, which is the caller's estimate; ranges
 * and listed values are the sample's. The facts say they come from a sample (`sample`).
 */
import {
  aggregate,
  cast,
  col,
  isNotNull,
  lit,
  renderSelect,
  star,
  type SelectItem,
  type SelectQuery,
  type SqlDialect,
} from '../data/sql-builder';
import type { ColumnFacts } from '../planner/schema-index';
import { ToolInputError } from '../tools/types';
import {
  isText,
  num,
  rangeAggregates,
  withRanges,
  type ConnectedTableFacts,
  type FactsSample,
} from './facts-parts';
import type { ConnectedSource } from './source';

/** The seed of PostgreSQL's page sample: the same pages for every query of one reading. */
const SEED = 20_240_601;

export interface SampledFactsOptions {
  /** Rows in the sample (PostgreSQL pages: about this many, at most twice). */
  sampleRows: number;
  /** Most values listed per text column. */
  maxValues: number;
  /** Statement timeout of each query. */
  timeoutMs?: number | undefined;
}

/** The FROM of a sample of `rows` rows of the table `from` (quoted), read by `method`. */
function sampleFrom(from: string, rows: number, method: FactsSample['method'], rowCount: number): string {
  if (method === 'first rows') return `(SELECT * FROM ${from} LIMIT ${rows}) AS sampled`;
  // The share of pages that holds about `rows` rows, spread over the whole table; the LIMIT only
  // guards against an estimate far below the table's size (cutting it would drop the last pages).
  const percent = Math.max(0.000001, Math.min(100, (100 * rows) / Math.max(1, rowCount)));
  return `(SELECT * FROM ${from} TABLESAMPLE SYSTEM (${percent.toFixed(6)}) REPEATABLE (${SEED}) LIMIT ${2 * rows}) AS sampled`;
}

/** Reads the facts of `dataset`, a table of about `rowCount` rows, from a bounded sample. */
export async function sampledFacts(
  source: ConnectedSource,
  dataset: string,
  rowCount: number,
  options: SampledFactsOptions,
): Promise<ConnectedTableFacts> {
  const pages = source.dialect.name === 'postgres' && source.catalogTable(dataset)?.kind === 'table';
  if (pages) {
    // A table the page sample cannot read (or whose sample came back empty): its first rows.
    const read = await readSample(source, dataset, rowCount, 'pages', options).catch((error: unknown) => {
      if (error instanceof ToolInputError) return undefined;
      throw error;
    });
    if (read && read.sample?.rows) return read;
  }
  return readSample(source, dataset, rowCount, 'first rows', options);
}

async function readSample(
  source: ConnectedSource,
  dataset: string,
  rowCount: number,
  method: FactsSample['method'],
  options: SampledFactsOptions,
): Promise<ConnectedTableFacts> {
  const dialect: SqlDialect = {
    ...source.dialect,
    sample: (from, rows) => ({ from: sampleFrom(from, rows, method, rowCount), clause: '' }),
  };
  const render = (query: Omit<SelectQuery, 'from' | 'sampleRows'>) =>
    renderSelect({ ...query, from: { table: dataset }, sampleRows: options.sampleRows }, dialect);
  const info = await source.get(dataset);
  const select: SelectItem[] = [
    ...rangeAggregates(info.columns),
    ...info.columns.map((c, i) => ({
      expr: aggregate('count', col(c.name), { distinct: true }),
      as: `d${i}`,
    })),
  ];
  const row =
    (await source.query(render({ select }), { maxRows: 1, timeoutMs: options.timeoutMs })).rows[0] ?? {};
  const inSample = num(row.n) ?? 0;
  const scale = inSample > 0 ? rowCount / inSample : 0;
  // A text column is listed when it has at most this many values (the index lists the values
  // of a text column with up to 1.2 × the cap, its first cap by count).
  const listable = Math.ceil(options.maxValues * 1.2);
  const listed = info.columns.flatMap((c, i) => {
    const seen = num(row[`d${i}`]) ?? 0;
    return isText(c.type) && seen > 0 && seen <= listable ? [{ i, seen }] : [];
  });
  const values = new Map<number, { value: string; count: number }[]>();
  if (listed.length) {
    const branches = listed.map(({ i }) => {
      const x = col(info.columns[i]!.name);
      return render({
        select: [
          { expr: lit(i), as: 'k' },
          { expr: cast(x, 'VARCHAR'), as: 'v' },
          { expr: aggregate('count', star), as: 'n' },
        ],
        where: [isNotNull(x)],
        groupBy: [x],
      });
    });
    const total = listed.reduce((sum, l) => sum + l.seen, 0);
    const result = await source.query(branches.join(' UNION ALL '), {
      maxRows: total + 1,
      timeoutMs: options.timeoutMs,
    });
    for (const r of result.rows) {
      const i = num(r.k) ?? -1;
      const list = values.get(i) ?? [];
      list.push({ value: String(r.v), count: Math.round((num(r.n) ?? 0) * scale) });
      values.set(i, list);
    }
  }
  const columns: ColumnFacts[] = info.columns.map((c, i) => {
    const present = num(row[`c${i}`]) ?? 0;
    const seen = num(row[`d${i}`]) ?? 0;
    // Nearly every sampled row had its own value (an identifier, an amount): scaled to the table.
    const distinct =
      seen > 0.5 * inSample ? Math.round((seen / Math.max(1, inSample)) * present * scale) : seen;
    const facts: ColumnFacts = {
      name: c.name,
      type: c.type,
      nulls: Math.round((inSample - present) * scale),
      distinct,
    };
    const list = values.get(i);
    if (list) {
      list.sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
      facts.values = list.slice(0, options.maxValues);
    }
    return withRanges(facts, row, i, scale);
  });
  return { rowCount, columns, sample: { rows: inSample, method } };
}
