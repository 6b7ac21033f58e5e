/**
 * The profile tool: runs the EDA profile and presents it as a narrative of insights, a column
 * overview table, top values, histograms and a correlation heatmap. `data` holds the whole
 * profile so the server can also render a standalone HTML report from it.
 */
import { z } from 'zod';
import { heatmapFigure, histogramFigure, plotlyChart } from '../charts/builder';
import { tableItem, type RenderItem } from '../charts/render-items';
import type { Cell } from '../data/duck';
import { fmt, pct } from '../tools/format';
import { ToolInputError, defineTool } from '../tools/types';
import { profileInsights } from './insights';
import {
  PROFILE_MAX_COLUMNS,
  ProfileInputError,
  ProfileTimeoutError,
  coverageNote,
  profileDataset,
  type ColumnProfile,
} from './profile';

const round = (v: number | null | undefined, digits = 4) =>
  v === null || v === undefined ? null : Number(v.toFixed(digits));

/** A column's row of the overview table: type, missing and distinct values, range and mean. */
export function overviewRow(c: ColumnProfile) {
  return {
    column: c.name,
    type: c.type,
    missing: c.missing,
    missing_pct: round(c.missingRatio * 100, 2),
    distinct: c.distinct,
    min: typeof c.min === 'number' ? round(c.min) : c.min,
    max: typeof c.max === 'number' ? round(c.max) : c.max,
    mean: round(c.mean),
  };
}

/** The overview table of `dataset` (a row per column) and, when any, the table of top values. */
export function profileTables(
  dataset: string,
  overview: Record<string, Cell>[],
  columns: ColumnProfile[],
): RenderItem[] {
  const items: RenderItem[] = [
    tableItem(Object.keys(overview[0] ?? { column: '' }), overview, {
      title: `Profile of ${dataset}`,
      labels: { missing_pct: 'missing (%)' },
    }),
  ];
  const tops = columns.flatMap((c) =>
    c.topValues.map((t) => ({
      column: c.name,
      value: t.value,
      count: t.count,
      share_pct: round(t.share * 100, 2),
    })),
  );
  if (tops.length)
    items.push(
      tableItem(['column', 'value', 'count', 'share_pct'], tops, {
        title: 'Top values',
        labels: { share_pct: 'share (%)' },
      }),
    );
  return items;
}

export const profileTool = defineTool({
  name: 'profile',
  description: `Exploratory data analysis of a dataset: per-column types, missing values, distinct counts, ranges, mean, std, quantiles, histograms, top values, duplicate rows, correlations, outliers, and plain-words insights. Covers at most ${PROFILE_MAX_COLUMNS} columns at a time: the first ones, the range from \`start\`, or the named \`columns\`.`,
  schema: z.object({
    dataset: z.string().min(1),
    histograms: z.number().int().min(0).max(20).default(6),
    columns: z.array(z.string().min(1)).min(1).max(PROFILE_MAX_COLUMNS).optional(),
    start: z.number().int().min(0).optional(),
  }),
  async run(args, ctx) {
    // A connected database table is profiled by aggregate queries inside its database.
    const connected = ctx.connected?.(args.dataset);
    if (connected?.profile) return connected.profile(args.dataset, args);
    let profile;
    try {
      profile = await profileDataset(ctx.registry, args.dataset, {
        timeoutMs: ctx.timeoutMs,
        columns: args.columns,
        start: args.start,
      });
    } catch (error) {
      if (error instanceof ProfileInputError || error instanceof ProfileTimeoutError)
        throw new ToolInputError(error.message);
      throw error;
    }
    const insights = profileInsights(profile);
    const overview = profile.columns.map((c) => ({
      ...overviewRow(c),
      std: round(c.std),
      p25: round(c.quantiles?.p25),
      median: round(c.quantiles?.p50),
      p75: round(c.quantiles?.p75),
      outliers: c.outliers?.count ?? null,
    }));
    const items = profileTables(profile.dataset, overview, profile.columns);
    for (const c of profile.columns.filter((p) => p.histogram).slice(0, args.histograms)) {
      items.push(
        plotlyChart(
          `Distribution of ${c.name}`,
          histogramFigure(c.name, c.histogram!.edges, c.histogram!.counts),
        ),
      );
    }
    if (profile.correlation.columns.length >= 2) {
      items.push(
        plotlyChart(
          'Correlation matrix',
          heatmapFigure(profile.correlation.columns, profile.correlation.matrix),
        ),
      );
    }
    const header =
      `**${profile.dataset}**: ${fmt(profile.rowCount)} rows, ${fmt(profile.coverage.total)} columns, ` +
      `${fmt(profile.duplicateRows)} duplicate rows${profile.duplicatesSampled ? ' (estimated on a sample)' : ''}; ` +
      `overall ${pct(profile.columns.reduce((s, c) => s + c.missing, 0) / Math.max(1, profile.rowCount * profile.columns.length))} of cells are missing.`;
    const note = coverageNote(
      profile,
      (next) =>
        `To profile others, call profile again with \`start: ${next}\` or with \`columns\` naming up to ${PROFILE_MAX_COLUMNS} of them.`,
    );
    const body = insights.length
      ? `${header}\n\nWhat stands out:\n${insights.map((i) => `- ${i.text}`).join('\n')}`
      : `${header}\n\nNothing unusual stands out.`;
    const text = note ? `${body}\n\n${note}` : body;
    return { text, items, data: { profile, insights } };
  },
});
