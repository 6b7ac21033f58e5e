/**
 * The profile of a connected table from aggregate queries inside its database (see facts.ts):
 * rows, and per column missing values, distinct values, smallest and largest value, mean and
 * the most frequent values of text columns with few distinct values — computed on every row, or
 * on a large table estimated from a bounded sample (the reply says which), with nothing copied. What needs the rows themselves (quantiles, histograms, outliers,
 * correlations, duplicate rows) is left out, and the reply says so. The result has the profile
 * tool's shape (an overview table, top values, `data.profile`).
 */
import { isNumericType, isTemporalType } from '../data/duck';
import type { ColumnFacts } from '../planner/schema-index';
import type { ColumnKind, ColumnProfile, DatasetProfile } from '../profile/profile';
import { PROFILE_MAX_COLUMNS } from '../profile/profile';
import { overviewRow, profileTables } from '../profile/tool';
import { fmt, pct } from '../tools/format';
import { ToolInputError, type ToolResult } from '../tools/types';
import { tableFacts } from './facts';
import type { ConnectedSource } from './source';

const ENGINE_NAMES = { postgres: 'PostgreSQL', mysql: 'MySQL/MariaDB' } as const;
/** Most frequent values shown per text column. */
const TOP_VALUES = 5;

function kindOf(type: string): ColumnKind {
  if (/BOOL/i.test(type)) return 'boolean';
  if (isNumericType(type)) return 'numeric';
  if (isTemporalType(type)) return 'temporal';
  if (/CHAR|TEXT|ENUM/i.test(type)) return 'text';
  return 'other';
}

/** The first or last value of a text column in byte order, when every value of it was listed. */
function textEnd(c: ColumnFacts, end: 'min' | 'max'): string | null {
  if (!c.values?.length || c.values.length !== c.distinct) return null;
  const sorted = c.values.map((v) => v.value).sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
  return (end === 'min' ? sorted[0] : sorted.at(-1)) ?? null;
}

/** The profile tool's answer for a connected table, from aggregates inside its database. */
export async function connectedProfile(
  source: ConnectedSource,
  dataset: string,
  args: { columns?: string[] | undefined; start?: number | undefined } = {},
): Promise<ToolResult> {
  const info = await source.get(dataset);
  const names = info.columns.map((c) => c.name);
  const unknown = (args.columns ?? []).filter((c) => !names.includes(c));
  if (unknown.length)
    throw new ToolInputError(`Unknown column ${unknown.map((c) => `"${c}"`).join(', ')} of ${dataset}.`);
  const start = args.columns ? 0 : Math.min(args.start ?? 0, Math.max(0, names.length - 1));
  const chosen = args.columns ?? names.slice(start, start + PROFILE_MAX_COLUMNS);
  const facts = await tableFacts(source, dataset);
  const rows = facts.rowCount;
  const columns: ColumnProfile[] = facts.columns
    .filter((c) => chosen.includes(c.name))
    .map((c) => ({
      name: c.name,
      type: c.type,
      kind: kindOf(c.type),
      missing: c.nulls,
      missingRatio: rows > 0 ? c.nulls / rows : 0,
      distinct: c.distinct,
      min: c.min ?? c.minDate ?? textEnd(c, 'min'),
      max: c.max ?? c.maxDate ?? textEnd(c, 'max'),
      mean: c.mean ?? null,
      std: null,
      skewness: null,
      quantiles: null,
      histogram: null,
      outliers: null,
      topValues: (c.values ?? [])
        .slice(0, TOP_VALUES)
        .map((v) => ({ value: v.value, count: v.count, share: rows > 0 ? v.count / rows : 0 })),
    }));
  const omittedNames = names.filter((n) => !chosen.includes(n));
  const profile: DatasetProfile = {
    dataset,
    rowCount: rows,
    columns,
    duplicateRows: 0,
    duplicatesSampled: false,
    correlation: { columns: [], matrix: [] },
    coverage: {
      total: names.length,
      start,
      omitted: omittedNames.length,
      omittedNames: omittedNames.slice(0, 5),
      uncorrelated: 0,
    },
  };
  const items = profileTables(dataset, columns.map(overviewRow), columns);
  const missing = columns.reduce((sum, c) => sum + c.missing, 0) / Math.max(1, rows * columns.length);
  const engine = ENGINE_NAMES[source.connector.engine];
  const lines = [
    `**${dataset}**: ${fmt(rows)} rows, ${fmt(names.length)} columns; overall ${pct(missing)} of cells are missing.`,
    facts.sample
      ? `_Estimated inside ${engine} by aggregate queries over a sample of ${fmt(facts.sample.rows)} rows (${facts.sample.method === 'pages' ? 'random pages of the table' : 'the first rows the table yields'}) of about ${fmt(rows)}: missing values and counts are scaled to the table; ranges, means and the most frequent values are the sample's. Only the figures came back. Quantiles, histograms, outliers, correlations and duplicate rows need the rows themselves and are left out: ask for them on an exported file._`
      : `_Computed inside ${engine} on every row by aggregate queries (missing and distinct values, ranges, means and the most frequent values of columns with few distinct values); only the figures came back. Quantiles, histograms, outliers, correlations and duplicate rows need the rows themselves and are left out: ask for them on an exported file._`,
  ];
  if (omittedNames.length)
    lines.push(
      `${dataset} has ${fmt(names.length)} columns; this profile covers ${fmt(columns.length)} of them. To profile others, call profile again with \`start: ${start + columns.length}\` or with \`columns\` naming up to ${PROFILE_MAX_COLUMNS} of them.`,
    );
  return { text: lines.join('\n\n'), items, data: { profile, insights: [] } };
}
