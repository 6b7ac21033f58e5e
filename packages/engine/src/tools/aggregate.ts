/**
 * aggregate: group by columns and/or a time bucket, compute measures, filter, and keep the top
 * or bottom N. This is the workhorse behind most plain-language questions ("top 5 products by
 * revenue", "revenue by month in 2024"), so its narrative names the leader, its share and the
 * change over time.
 */
import { z } from 'zod';
import {
  binary,
  call,
  col,
  renderSelect,
  windowed,
  type Expr,
  type SelectItem,
  type SelectQuery,
} from '../data/sql-builder';
import { buildChart } from '../charts/builder';
import { tableItem, type RenderItem } from '../charts/render-items';
import type { Row } from '../data/duck';
import { displayRows, fmt, groupLabel, human, pct, periodLabel, signedPct } from './format';
import {
  bucketExpr,
  filterSchema,
  measureAlias,
  measureExpr,
  measureSchema,
  requireColumn,
  timeBucketSchema,
  whereExprs,
  type Measure,
} from './query-builder';
import { defineTool, sourceFor } from './types';

export const aggregateSchema = z.object({
  dataset: z.string().min(1),
  measures: z
    .array(measureSchema)
    .min(1)
    .default([{ fn: 'count' }]),
  groupBy: z.array(z.string()).default([]),
  timeColumn: z.string().optional().describe('Date column to bucket by (with timeBucket).'),
  timeBucket: timeBucketSchema.optional(),
  filters: z.array(filterSchema).default([]),
  order: z
    .enum(['desc', 'asc'])
    .optional()
    .describe('Sort groups by the first measure; desc = top N, asc = bottom N.'),
  limit: z.number().int().min(1).max(10_000).optional().describe('Keep only the first N groups (top N).'),
  chart: z.enum(['auto', 'bar', 'line', 'pie', 'none']).default('auto'),
});
export type AggregateArgs = z.input<typeof aggregateSchema>;

/** Share of the total is meaningful for additive measures only. */
function additive(m: Measure): boolean {
  return m.fn === 'sum' || m.fn === 'count';
}

function describeMeasure(m: Measure): string {
  const words: Record<Measure['fn'], string> = {
    sum: 'total',
    avg: 'average',
    count: 'count of',
    min: 'minimum',
    max: 'maximum',
    count_distinct: 'distinct',
    median: 'median',
  };
  if (m.fn === 'count' && !m.column) return 'number of rows';
  return `${words[m.fn]} ${human(m.column ?? '')}`;
}

export const aggregateTool = defineTool({
  name: 'aggregate',
  description:
    'Aggregate a dataset: measures (sum, avg, count, min, max, count_distinct, median) grouped by columns and/or a time bucket (day, week, month, quarter, year), with filters and top/bottom N.',
  schema: aggregateSchema,
  async run(args, ctx) {
    const source = sourceFor(ctx, args.dataset);
    const info = await source.get(args.dataset);
    const groups = args.groupBy.map((g) => requireColumn(info, g));
    const select: SelectItem[] = [];
    const keys: Expr[] = [];
    let bucketAlias: string | undefined;
    if (args.timeBucket) {
      const timeColumn = requireColumn(
        info,
        args.timeColumn ?? info.columns.find((c) => /DATE|TIMESTAMP/.test(c.type))?.name ?? '',
      );
      bucketAlias = args.timeBucket;
      // Grouped by the expression itself: a dataset column named like the bucket cannot capture it.
      const bucket = bucketExpr(info, timeColumn, args.timeBucket);
      select.push({ expr: bucket, as: bucketAlias });
      keys.push(bucket);
    }
    for (const g of groups) {
      select.push({ expr: col(g) });
      keys.push(col(g));
    }
    const aliases = args.measures.map(measureAlias);
    args.measures.forEach((m, i) => select.push({ expr: measureExpr(info, m), as: aliases[i] ?? '' }));
    const first = args.measures[0] as Measure;
    const firstAlias = aliases[0] as string;
    const withShare = keys.length > 0 && !bucketAlias && additive(first);
    if (withShare) {
      const total = windowed(call('sum', measureExpr(info, first)));
      select.push({ expr: binary('/', measureExpr(info, first), total), as: 'share' });
    }
    const query: SelectQuery = { select, from: { table: info.name }, where: whereExprs(info, args.filters) };
    if (keys.length) {
      query.groupBy = keys;
      const order = args.order ?? (bucketAlias && args.limit === undefined ? undefined : 'desc');
      const byKeys = keys.map((expr) => ({ expr }));
      query.orderBy = order
        ? [{ expr: col(firstAlias), desc: order === 'desc', nullsLast: true }, ...byKeys]
        : byKeys;
    }
    if (args.limit !== undefined) query.limit = args.limit;
    const sql = renderSelect(query, source.dialect);
    const result = await source.query(sql, {
      timeoutMs: ctx.timeoutMs ?? 30_000,
      maxRows: ctx.maxRows ?? 1000,
    });
    let rows = result.rows;
    if (bucketAlias && args.limit !== undefined)
      rows = [...rows].sort((a, b) =>
        String(a[bucketAlias as string]).localeCompare(String(b[bucketAlias as string])),
      );
    const headers = result.columns.map((c) => c.name);
    // People read headers in words and the share as a percentage; `data` keeps the raw rows.
    const labels: Record<string, string> = { share: 'share of total (%)' };
    args.measures.forEach((m, i) => (labels[aliases[i] as string] = describeMeasure(m)));
    const tableRows = withShare
      ? rows.map((r): Row => ({ ...r, share: typeof r.share === 'number' ? r.share * 100 : null }))
      : rows;
    // Periods read as "Jan 2012" and missing keys as "(missing)"; `data` keeps the raw values.
    const shown = { periods: bucketAlias ? { [bucketAlias]: bucketAlias } : {}, groups };
    const items: RenderItem[] = [
      tableItem(headers, displayRows(tableRows, shown), { truncated: result.truncated, labels }),
    ];
    const xKey = bucketAlias ?? groups[0];
    if (xKey && args.chart !== 'none' && rows.length > 1 && (keys.length === 1 || bucketAlias)) {
      const title = `${describeMeasure(first)} by ${human(xKey)}`;
      if (bucketAlias && groups.length === 1) {
        items.push(pivotLine(rows, bucketAlias, groups[0] as string, firstAlias, title));
      } else {
        const kind = args.chart === 'auto' ? (bucketAlias ? 'line' : 'bar') : args.chart;
        items.push(
          buildChart(
            { kind, title, x: xKey, y: [firstAlias], xIsTime: !!bucketAlias },
            displayRows(rows, shown),
          ),
        );
      }
    }
    return {
      text: narrate(rows, {
        first,
        firstAlias,
        xKey,
        bucketAlias,
        withShare,
        ascending: args.order === 'asc',
      }),
      items,
      data: { sql, rows, columns: result.columns },
    };
  },
});

/** One line per group over time buckets (e.g. revenue by month per region). */
function pivotLine(rows: Row[], bucket: string, group: string, measure: string, title: string) {
  const labels = [...new Set(rows.map((r) => String(r[bucket])))].sort();
  const series = new Map<string, (number | null)[]>();
  for (const r of rows) {
    const key = groupLabel(r[group]);
    if (!series.has(key))
      series.set(
        key,
        labels.map(() => null),
      );
    const v = r[measure];
    (series.get(key) as (number | null)[])[labels.indexOf(String(r[bucket]))] =
      typeof v === 'number' ? v : null;
  }
  return {
    type: 'chart' as const,
    chartType: 'line' as const,
    title,
    data: {
      labels: labels.map((l) => periodLabel(l, bucket)),
      datasets: [...series.entries()].slice(0, 12).map(([label, data]) => ({ label, data })),
    },
  };
}

function narrate(
  rows: Row[],
  o: {
    first: Measure;
    firstAlias: string;
    xKey: string | undefined;
    bucketAlias: string | undefined;
    withShare: boolean;
    ascending: boolean;
  },
): string {
  const what = describeMeasure(o.first);
  if (rows.length === 0) return 'No rows match these conditions.';
  if (!o.xKey) return `The ${what} is **${fmt(rows[0]?.[o.firstAlias])}**.`;
  if (o.bucketAlias) {
    const period = (r: Row) => periodLabel(r[o.bucketAlias as string], o.bucketAlias);
    const values = rows.map((r) => r[o.firstAlias]).filter((v): v is number => typeof v === 'number');
    const firstRow = rows[0] as Row;
    const lastRow = rows[rows.length - 1] as Row;
    const peak = rows.reduce(
      (best, r) => (Number(r[o.firstAlias]) > Number(best[o.firstAlias]) ? r : best),
      firstRow,
    );
    const from = Number(firstRow[o.firstAlias]);
    const to = Number(lastRow[o.firstAlias]);
    const change = from !== 0 ? (to - from) / Math.abs(from) : null;
    return (
      `The ${what} per ${o.bucketAlias} over ${rows.length} periods: from ${fmt(from)} (${period(firstRow)}) to ${fmt(to)} (${period(lastRow)})` +
      `${change !== null ? `, ${signedPct(change)}` : ''}. The peak was **${fmt(peak[o.firstAlias])}** in ${period(peak)}` +
      `; the total over the periods shown is ${fmt(values.reduce((s, v) => s + v, 0))}.`
    );
  }
  const top = rows[0] as Row;
  const share = o.withShare && typeof top.share === 'number' ? ` — ${pct(top.share)} of the total` : '';
  const verb = o.ascending ? 'is lowest' : 'leads';
  const article = /^[aeiou]/i.test(what) ? 'an' : 'a';
  let text = `**${groupLabel(top[o.xKey])}** ${verb} with ${article} ${what} of **${fmt(top[o.firstAlias])}**${share}.`;
  if (rows.length > 1) {
    const last = rows[rows.length - 1] as Row;
    const end = o.ascending ? 'highest' : 'lowest';
    text += ` The ${end} shown is ${groupLabel(last[o.xKey])} with ${fmt(last[o.firstAlias])} (${rows.length} groups).`;
  }
  return text;
}
