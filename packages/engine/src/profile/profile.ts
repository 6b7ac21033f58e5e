/**
 * Exploratory data analysis of one dataset in a handful of scans, so that profiling a
 * 10-million-row table costs about as much as the equivalent hand-written SQL:
 *   1. per-column counts, distincts, moments and quantiles, and the pairwise correlations;
 *   2. histograms and IQR outlier counts (which need the ranges from pass 1), exact distinct
 *      counts of low-cardinality columns and the duplicate rows (distinct row hashes);
 *   3. a grouped count per text column for the top values.
 *
 * All the work happens in DuckDB; Node only assembles a few hundred expressions per query and
 * reads one row back. Wide tables stay bounded: a profile covers at most `maxColumns` columns (the
 * first ones, or the ones asked for) and says which it left out, each pass runs per batch of
 * columns, correlations are computed among the first numeric columns only, and the whole profile
 * has one time budget after which the running query is interrupted.
 */
import { QueryTimeoutError, isNumericType, isTemporalType, type Cell } from '../data/duck';
import type { DatasetRegistry } from '../data/registry';
import { quoteIdent } from '../data/sql';

export type ColumnKind = 'numeric' | 'temporal' | 'text' | 'boolean' | 'other';

export interface ColumnProfile {
  name: string;
  type: string;
  kind: ColumnKind;
  missing: number;
  missingRatio: number;
  distinct: number;
  min: Cell;
  max: Cell;
  mean: number | null;
  std: number | null;
  skewness: number | null;
  quantiles: { p5: number; p25: number; p50: number; p75: number; p95: number } | null;
  histogram: { edges: number[]; counts: number[] } | null;
  outliers: { count: number; low: number; high: number } | null;
  topValues: { value: Cell; count: number; share: number }[];
}

export interface DatasetProfile {
  dataset: string;
  rowCount: number;
  columns: ColumnProfile[];
  duplicateRows: number;
  duplicatesSampled: boolean;
  correlation: { columns: string[]; matrix: (number | null)[][] };
  /** Which columns of the dataset this profile covers; a wide table's profile covers a part. */
  coverage: ProfileCoverage;
}

export interface ProfileCoverage {
  /** Columns of the dataset. */
  total: number;
  /** Index (0-based) of the first profiled column when the profile covers a range of columns. */
  start: number;
  /** Columns left out of the profile, and the first of their names. */
  omitted: number;
  omittedNames: string[];
  /** Numeric columns left out of the correlation matrix (it covers the first ones only). */
  uncorrelated: number;
}

export interface ProfileOptions {
  /** Time budget of the whole profile; the running query is interrupted when it is spent. */
  timeoutMs?: number;
  /** Profile at most this many columns (default PROFILE_MAX_COLUMNS). */
  maxColumns?: number;
  /** Profile these columns (by name) instead of a range. */
  columns?: string[];
  /** Index of the first column of the range to profile (default 0). */
  start?: number;
}

/** Columns one profile covers at most; wider tables are profiled in parts. */
export const PROFILE_MAX_COLUMNS = 200;
/** Default time budget of a profile. */
export const PROFILE_TIMEOUT_MS = 60_000;
/** Columns per query in each pass, which keeps every statement under a thousand expressions. */
const BATCH_COLUMNS = 100;
/** Numeric columns in the correlation matrix (n·(n-1)/2 pairs). */
const MAX_CORRELATED = 40;

const HISTOGRAM_BINS = 20;
const TOP_VALUES = 5;
const EXACT_DISTINCT_UP_TO = 100_000;

function kindOf(type: string): ColumnKind {
  if (isNumericType(type)) return 'numeric';
  if (isTemporalType(type)) return 'temporal';
  if (/^(VARCHAR|ENUM)/i.test(type)) return 'text';
  if (/^BOOL/i.test(type)) return 'boolean';
  return 'other';
}

const num = (v: Cell | undefined): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** The profile ran out of its time budget; the message is for people. */
export class ProfileTimeoutError extends QueryTimeoutError {
  constructor(dataset: string, timeoutMs: number) {
    super(timeoutMs);
    this.message =
      `Profiling ${dataset} took longer than ${timeoutMs >= 1000 ? `${Math.round(timeoutMs / 1000)} s` : `${timeoutMs} ms`} and was stopped. ` +
      'Profile fewer columns, or ask a narrower question about the columns you need.';
  }
}

/** The profile was asked for columns it cannot cover (unknown, or too many); the message is for people. */
export class ProfileInputError extends Error {}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Profiles the columns of a dataset (see the module comment for the passes): all of them when
 * there are at most `maxColumns`, otherwise the range from `start` or the named `columns`.
 */
export async function profileDataset(
  registry: DatasetRegistry,
  name: string,
  options: ProfileOptions = {},
): Promise<DatasetProfile> {
  const info = await registry.get(name);
  const table = quoteIdent(info.name);
  const budget = options.timeoutMs ?? PROFILE_TIMEOUT_MS;
  const deadline = Date.now() + budget;
  const q = async (sql: string) => {
    const remaining = deadline - Date.now();
    if (remaining <= 0) throw new ProfileTimeoutError(info.name, budget);
    try {
      return await registry.query(sql, { timeoutMs: remaining });
    } catch (error) {
      if (error instanceof QueryTimeoutError) throw new ProfileTimeoutError(info.name, budget);
      throw error;
    }
  };
  // A load of this dataset still under way (its file changed) is waited for within the budget,
  // so that every pass below reads the same, finished table.
  let waited: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    registry.whenMaterialized(info.name),
    new Promise<void>((resolve) => (waited = setTimeout(resolve, Math.max(0, deadline - Date.now())))),
  ]);
  clearTimeout(waited);
  const limit = Math.max(1, options.maxColumns ?? PROFILE_MAX_COLUMNS);
  const all = info.columns.map((c, index) => ({ ...c, index }));
  let chosen: typeof all;
  let start = 0;
  if (options.columns?.length) {
    const byName = new Map(all.map((c) => [c.name, c]));
    const unknown = options.columns.filter((n) => !byName.has(n));
    if (unknown.length)
      throw new ProfileInputError(
        `${info.name} has no column${unknown.length > 1 ? 's' : ''} named ${unknown
          .slice(0, 5)
          .map((n) => `"${n}"`)
          .join(', ')}.`,
      );
    if (new Set(options.columns).size > limit)
      throw new ProfileInputError(`A profile covers at most ${limit} columns at a time; ${options.columns.length} were asked for.`);
    const wanted = new Set(options.columns);
    chosen = all.filter((c) => wanted.has(c.name));
  } else {
    start = Math.min(Math.max(0, Math.trunc(options.start ?? 0)), Math.max(0, all.length - 1));
    chosen = all.slice(start, start + limit);
  }
  const chosenSet = new Set(chosen.map((c) => c.index));
  const left = all.filter((c) => !chosenSet.has(c.index));

  const cols = chosen.map((c) => ({ ...c, kind: kindOf(c.type), q: quoteIdent(c.name) }));
  const numericAll = cols.map((c, i) => ({ c, i })).filter(({ c }) => c.kind === 'numeric');
  const correlated = numericAll.slice(0, MAX_CORRELATED);
  const indexed = cols.map((c, i) => ({ c, i }));

  // Pass 1: everything that needs no prior knowledge of the data, per batch of columns.
  const stats: Record<string, Cell> = {};
  const batches = chunks(indexed, BATCH_COLUMNS);
  for (const [b, batch] of batches.entries()) {
    const exprs: string[] = b === 0 ? ['count(*) AS "n"'] : [];
    for (const { c, i } of batch) {
      exprs.push(`count(${c.q}) AS "c${i}"`, `approx_count_distinct(${c.q}) AS "d${i}"`);
      if (c.kind === 'numeric') {
        exprs.push(
          `min(${c.q})::DOUBLE AS "mn${i}"`,
          `max(${c.q})::DOUBLE AS "mx${i}"`,
          `avg(${c.q})::DOUBLE AS "a${i}"`,
          `stddev_samp(${c.q})::DOUBLE AS "s${i}"`,
          `skewness(${c.q})::DOUBLE AS "k${i}"`,
          `approx_quantile(${c.q}, [0.05, 0.25, 0.5, 0.75, 0.95])::DOUBLE[] AS "q${i}"`,
        );
      } else if (c.kind === 'temporal' || c.kind === 'text') {
        exprs.push(`min(${c.q})::VARCHAR AS "mn${i}"`, `max(${c.q})::VARCHAR AS "mx${i}"`);
      }
    }
    if (!exprs.length) continue;
    Object.assign(stats, (await q(`SELECT ${exprs.join(', ')} FROM ${table}`)).rows[0] ?? {});
  }
  if (!batches.length) Object.assign(stats, (await q(`SELECT count(*) AS "n" FROM ${table}`)).rows[0] ?? {});
  const pairs: string[] = [];
  correlated.forEach((a, i) =>
    correlated.slice(i + 1).forEach((b, j) => pairs.push(`corr(${a.c.q}, ${b.c.q}) AS "r${i}_${i + 1 + j}"`)),
  );
  for (const part of chunks(pairs, 1000)) Object.assign(stats, (await q(`SELECT ${part.join(', ')} FROM ${table}`)).rows[0] ?? {});
  const rowCount = Number(stats.n ?? 0);

  const profiles: ColumnProfile[] = cols.map((c, i) => {
    const nonNull = Number(stats[`c${i}`] ?? 0);
    const quantiles =
      c.kind === 'numeric' && typeof stats[`q${i}`] === 'string'
        ? (JSON.parse(String(stats[`q${i}`])) as number[])
        : null;
    return {
      name: c.name,
      type: c.type,
      kind: c.kind,
      missing: rowCount - nonNull,
      missingRatio: rowCount ? (rowCount - nonNull) / rowCount : 0,
      distinct: Math.min(Number(stats[`d${i}`] ?? 0), nonNull),
      min: stats[`mn${i}`] ?? null,
      max: stats[`mx${i}`] ?? null,
      mean: num(stats[`a${i}`]),
      std: num(stats[`s${i}`]),
      skewness: num(stats[`k${i}`]),
      quantiles:
        quantiles && quantiles.length === 5
          ? {
              p5: quantiles[0]!,
              p25: quantiles[1]!,
              p50: quantiles[2]!,
              p75: quantiles[3]!,
              p95: quantiles[4]!,
            }
          : null,
      histogram: null,
      outliers: null,
      topValues: [],
    };
  });

  // Pass 2: histograms and IQR outliers over the ranges found in pass 1, exact distincts, and
  // (with the first batch) the duplicate rows.
  const binsOf = new Map<number, number[]>();
  // Duplicate rows, exactly: rows minus distinct hashes of whole rows (every column of the
  // dataset, profiled or not). A 64-bit hash collision among 10 million rows has a chance of
  // about 3 in a million. The row is referenced by an alias that no column can shadow.
  const names = new Set(all.map((c) => c.name));
  let rowAlias = 'row_';
  while (names.has(rowAlias)) rowAlias += '_';
  const row: Record<string, Cell> = {};
  for (const [b, batch] of batches.entries()) {
    const pass2: string[] = b === 0 ? [`count(DISTINCT hash(${quoteIdent(rowAlias)})) AS "distinct_rows"`] : [];
    for (const { c, i } of batch) {
      const p = profiles[i] as ColumnProfile;
      const lo = num(p.min);
      const hi = num(p.max);
      if (c.kind === 'numeric' && lo !== null && hi !== null && p.quantiles) {
        const width = (hi - lo) / HISTOGRAM_BINS || 1;
        const edges = Array.from({ length: HISTOGRAM_BINS + 1 }, (_, k) => lo + k * width);
        binsOf.set(i, edges);
        pass2.push(
          `histogram(${c.q}::DOUBLE, [${edges
            .slice(1)
            .map((e) => e.toPrecision(17))
            .join(', ')}]::DOUBLE[]) AS "h${i}"`,
        );
        const iqr = p.quantiles.p75 - p.quantiles.p25;
        const low = p.quantiles.p25 - 1.5 * iqr;
        const high = p.quantiles.p75 + 1.5 * iqr;
        p.outliers = { count: 0, low, high };
        pass2.push(`count_if(${c.q} < ${low} OR ${c.q} > ${high}) AS "o${i}"`);
      }
      // DuckDB's HyperLogLog estimate is off by up to ~20% on small sets (11 products for 10),
      // which a reader notices at once; low-cardinality columns are cheap to count exactly.
      if (p.distinct <= EXACT_DISTINCT_UP_TO) pass2.push(`count(DISTINCT ${c.q}) AS "x${i}"`);
    }
    if (!pass2.length) continue;
    Object.assign(row, (await q(`SELECT ${pass2.join(', ')} FROM ${table} AS ${quoteIdent(rowAlias)}`)).rows[0] ?? {});
  }
  const duplicateRows = Math.max(0, rowCount - Number(row.distinct_rows ?? rowCount));
  indexed.forEach(({ i }) => {
    if (row[`x${i}`] !== undefined) (profiles[i] as ColumnProfile).distinct = Number(row[`x${i}`] ?? 0);
  });
  for (const [i, edges] of binsOf) {
    const p = profiles[i] as ColumnProfile;
    const entries = JSON.parse(String(row[`h${i}`] ?? '[]')) as {
      key: number | string;
      value: string | number;
    }[];
    const counts = new Array<number>(HISTOGRAM_BINS).fill(0);
    for (const e of entries) {
      const key = Number(e.key);
      // Keys are upper bin edges; anything above the last edge is rounding at the maximum.
      let k = edges.findIndex((edge, idx) => idx > 0 && Math.abs(edge - key) <= Math.abs(key) * 1e-12 + 1e-12);
      if (k < 1) k = HISTOGRAM_BINS;
      counts[k - 1]! += Number(e.value);
    }
    p.histogram = { edges, counts };
    if (p.outliers) p.outliers.count = Number(row[`o${i}`] ?? 0);
  }

  // Pass 3: top values of text and boolean columns, one grouped count each.
  // Identifier-like columns (nearly one value per row) have no meaningful top values, and
  // grouping millions of distinct keys would dominate the cost of the whole profile.
  const categorical = indexed.filter(
    ({ c, i }) =>
      (c.kind === 'text' || c.kind === 'boolean') &&
      (profiles[i] as ColumnProfile).distinct <= Math.max(1000, 0.5 * rowCount),
  );
  for (const batch of chunks(categorical, BATCH_COLUMNS)) {
    // The table is named once, in a CTE of just these columns: binding a view of a wide table
    // costs about a second, once per reference (40 subqueries on the table itself took 38 s).
    const source = `WITH "src" AS (SELECT ${batch.map(({ c }) => c.q).join(', ')} FROM ${table}) `;
    const union = batch
      .map(
        ({ c, i }) =>
          `(SELECT ${i} AS col, ${c.q}::VARCHAR AS value, count(*) AS n FROM "src" WHERE ${c.q} IS NOT NULL GROUP BY ${c.q} ORDER BY n DESC, value LIMIT ${TOP_VALUES})`,
      )
      .join(' UNION ALL ');
    for (const r of (await q(source + union)).rows) {
      const p = profiles[Number(r.col)] as ColumnProfile;
      const count = Number(r.n);
      p.topValues.push({ value: r.value ?? null, count, share: rowCount ? count / rowCount : 0 });
    }
  }
  for (const p of profiles) p.topValues.sort((a, b) => b.count - a.count);

  const matrix = correlated.map((_, i) =>
    correlated.map((__, j) => (i === j ? 1 : num(stats[`r${Math.min(i, j)}_${Math.max(i, j)}`]))),
  );
  return {
    dataset: info.name,
    rowCount,
    columns: profiles,
    duplicateRows,
    duplicatesSampled: false,
    correlation: { columns: correlated.map(({ c }) => c.name), matrix },
    coverage: {
      total: all.length,
      start: options.columns?.length ? 0 : start,
      omitted: left.length,
      omittedNames: left.slice(0, 10).map((c) => c.name),
      uncorrelated: numericAll.length - correlated.length,
    },
  };
}

/**
 * One sentence about the columns a profile left out (null when it covers them all), ending
 * with how to get the others, which depends on where the profile is read (`how`).
 */
export function coverageNote(profile: DatasetProfile, how: (nextStart: number) => string): string | null {
  const { total, start, omitted, omittedNames, uncorrelated } = profile.coverage;
  const parts: string[] = [];
  if (omitted > 0) {
    const shown = profile.columns.length;
    const range =
      start > 0 || shown + start < total
        ? `columns ${start + 1}–${start + shown}`
        : `${shown} chosen columns`;
    const names = omittedNames.map((n) => `"${n}"`).join(', ');
    parts.push(
      `${profile.dataset} has ${total.toLocaleString('en')} columns; this profile covers ${range} and leaves out ` +
        `${omitted.toLocaleString('en')} (${names}${omitted > omittedNames.length ? ', …' : ''}). ${how(start + shown)}`,
    );
  }
  if (uncorrelated > 0)
    parts.push(
      `Correlations cover the first ${profile.correlation.columns.length} numeric columns; ${uncorrelated.toLocaleString('en')} more are left out of the matrix.`,
    );
  return parts.length ? parts.join(' ') : null;
}
