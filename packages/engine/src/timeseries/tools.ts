/**
 * The time-series tools: forecast, anomalies, and time_series (resampling, trend, seasonality,
 * decomposition and change points in one explanation). Each reads its series with loadSeries.
 */
import { z } from 'zod';
import { plotlyChart } from '../charts/builder';
import { tableItem, type RenderItem } from '../charts/render-items';
import { fmt, periodLabel, signedPct } from '../tools/format';
import { defineTool, sourceFor, ToolInputError } from '../tools/types';
import { detectAnomalies, detectChangePoints } from './anomalies';
import { candidatePeriods, decompose, detectSeasonality } from './decompose';
import { forecastSeries } from './forecast';
import { addBuckets, loadSeries, seriesSchema, type Bucket, type Series } from './series';
import { linearFit } from './stats';

const DEFAULT_HORIZON: Record<Bucket, number> = { day: 30, week: 8, month: 3, quarter: 2, year: 1 };
const MODEL_NAMES = {
  ses: 'simple exponential smoothing',
  holt: "Holt's linear trend",
  holt_winters: 'Holt-Winters (trend + season)',
  theta: 'the Theta method',
};
const round = (v: number) => Number(v.toFixed(4));

export const forecastTool = defineTool({
  name: 'forecast',
  description:
    'Forecast a metric over time with prediction intervals. Chooses between exponential smoothing (simple, Holt, Holt-Winters) and Theta by holdout error.',
  schema: seriesSchema.extend({
    horizon: z
      .number()
      .int()
      .min(1)
      .max(365)
      .optional()
      .describe('Periods ahead (default: 30 days, 8 weeks, 3 months…).'),
    level: z.number().min(0.5).max(0.99).default(0.95).describe('Prediction interval level.'),
  }),
  async run(args, ctx) {
    const s = await loadSeries(sourceFor(ctx, args.dataset), args);
    if (s.values.length < 4)
      throw new ToolInputError(
        `A forecast needs at least 4 periods of data; ${args.dataset} has ${s.values.length} ${s.values.length === 1 ? s.bucket : `${s.bucket}s`} of it.`,
      );
    const horizon = args.horizon ?? DEFAULT_HORIZON[s.bucket];
    const result = forecastSeries(s.values, horizon, {
      seasonCandidates: candidatePeriods(s.bucket),
      level: args.level,
    });
    const last = s.labels[s.labels.length - 1] as string;
    const rows = result.points.map((p) => ({
      period: addBuckets(last, s.bucket, p.step),
      forecast: round(p.value),
      lower: round(p.lower),
      upper: round(p.upper),
    }));
    const history = s.labels.slice(-Math.max(3 * horizon, 24));
    const historyValues = s.values.slice(-history.length);
    const figure = {
      data: [
        { type: 'scatter', mode: 'lines', name: 'actual', x: history, y: historyValues },
        {
          type: 'scatter',
          mode: 'lines',
          name: 'upper',
          x: rows.map((r) => r.period),
          y: rows.map((r) => r.upper),
          line: { width: 0 },
          showlegend: false,
        },
        {
          type: 'scatter',
          mode: 'lines',
          name: `${Math.round(result.level * 100)}% interval`,
          x: rows.map((r) => r.period),
          y: rows.map((r) => r.lower),
          fill: 'tonexty',
          line: { width: 0 },
        },
        {
          type: 'scatter',
          mode: 'lines+markers',
          name: 'forecast',
          x: rows.map((r) => r.period),
          y: rows.map((r) => r.forecast),
          line: { dash: 'dash' },
        },
      ],
      layout: { xaxis: { title: { text: s.timeColumn } }, yaxis: { title: { text: s.measureLabel } } },
    };
    const total = rows.reduce((sum, r) => sum + r.forecast, 0);
    const recent = s.values.slice(-horizon).reduce((sum, v) => sum + v, 0);
    const best = result.holdout.errors.find((e) => e.model === result.model);
    const text =
      `Forecast of ${s.measureLabel} for the next ${horizon} ${s.bucket}${horizon === 1 ? '' : 's'}: ` +
      rows
        .slice(0, 6)
        .map(
          (r) =>
            `${periodLabel(r.period, s.bucket)}: **${fmt(r.forecast)}** (${fmt(r.lower)} – ${fmt(r.upper)})`,
        )
        .join('; ') +
      `${rows.length > 6 ? '; …' : ''}. In total ${fmt(total)}, ${signedPct(recent ? (total - recent) / Math.abs(recent) : null)} against the last ${horizon} ${s.bucket}s. ` +
      `Model: ${MODEL_NAMES[result.model]}${result.period ? ` with a season of ${result.period} ${s.bucket}s` : ''}, chosen for the lowest error on the last ${result.holdout.size === 1 ? `known ${s.bucket}` : `${result.holdout.size} known ${s.bucket}s`} (MAE ${fmt(best?.mae ?? null)}).`;
    return {
      text,
      items: [
        tableItem(['period', 'forecast', 'lower', 'upper'], rows, { title: 'Forecast' }),
        plotlyChart(`Forecast of ${s.measureLabel}`, figure),
      ],
      data: { ...result, rows, bucket: s.bucket, timeColumn: s.timeColumn },
    };
  },
});

export const anomaliesTool = defineTool({
  name: 'anomalies',
  description:
    'Find unusual spikes and drops in a metric over time (robust z-score of what trend and season do not explain).',
  schema: seriesSchema.extend({ threshold: z.number().min(2).max(10).default(3.5) }),
  async run(args, ctx) {
    const s = await loadSeries(sourceFor(ctx, args.dataset), args);
    const period = detectSeasonality(s.values, candidatePeriods(s.bucket))?.period ?? null;
    const found = detectAnomalies(s.values, period, args.threshold).slice(0, 50);
    const rows = found
      .map((a) => ({
        period: s.labels[a.index] ?? '',
        value: round(a.value),
        expected: round(a.expected),
        deviation: round(a.value - a.expected),
        kind: a.direction,
        score: Number(a.score.toFixed(1)),
      }))
      .sort((a, b) => a.period.localeCompare(b.period));
    const figure = {
      data: [
        { type: 'scatter', mode: 'lines', name: s.measureLabel, x: s.labels, y: s.values },
        {
          type: 'scatter',
          mode: 'markers',
          name: 'anomaly',
          x: rows.map((r) => r.period),
          y: rows.map((r) => r.value),
          marker: { color: 'red', size: 9 },
        },
      ],
      layout: { xaxis: { title: { text: s.timeColumn } }, yaxis: { title: { text: s.measureLabel } } },
    };
    const strongest = found[0];
    const text = strongest
      ? `Found ${found.length} anomal${found.length === 1 ? 'y' : 'ies'} in ${s.measureLabel} per ${s.bucket}. The strongest is a ${strongest.direction} on **${s.labels[strongest.index]}**: ${fmt(strongest.value)} against about ${fmt(strongest.expected)} expected (${signedPct((strongest.value - strongest.expected) / Math.abs(strongest.expected || 1))}).`
      : `No anomalies in ${s.measureLabel} per ${s.bucket}: every ${s.bucket} is within the usual range${period ? ` of its ${period}-${s.bucket} season` : ''}.`;
    return {
      text,
      // No anomalies, no empty table: the chart alone shows the series within its usual range.
      items: [
        ...(rows.length
          ? [
              tableItem(['period', 'value', 'expected', 'deviation', 'kind', 'score'], rows, {
                title: 'Anomalies',
              }),
            ]
          : []),
        plotlyChart(`Anomalies in ${s.measureLabel}`, figure),
      ],
      data: { anomalies: rows, period, bucket: s.bucket },
    };
  },
});

export const timeSeriesTool = defineTool({
  name: 'time_series',
  description:
    'Explain a metric over time: resample to a bucket, measure the trend, detect seasonality, decompose into trend + season + residual, and find change points.',
  schema: seriesSchema,
  async run(args, ctx) {
    const s = await loadSeries(sourceFor(ctx, args.dataset), args);
    const season = detectSeasonality(s.values, candidatePeriods(s.bucket));
    const { slope } = linearFit(s.values);
    const meanValue = s.values.reduce((a, b) => a + b, 0) / Math.max(1, s.values.length);
    const cps = detectChangePoints(s.values, { period: season?.period ?? null });
    const items: RenderItem[] = [];
    const traces: Record<string, unknown>[] = [
      { type: 'scatter', mode: 'lines', name: 'observed', x: s.labels, y: s.values, xaxis: 'x', yaxis: 'y' },
    ];
    let strength = 0;
    if (season) {
      const d = decompose(s.values, season.period);
      strength = d.seasonalStrength;
      traces.push(
        { type: 'scatter', mode: 'lines', name: 'trend', x: s.labels, y: d.trend, xaxis: 'x', yaxis: 'y' },
        {
          type: 'scatter',
          mode: 'lines',
          name: 'seasonal',
          x: s.labels,
          y: d.seasonal,
          xaxis: 'x',
          yaxis: 'y2',
        },
        {
          type: 'scatter',
          mode: 'markers',
          name: 'residual',
          x: s.labels,
          y: d.residual,
          marker: { size: 3 },
          xaxis: 'x',
          yaxis: 'y3',
        },
      );
    }
    const layout = season
      ? {
          grid: { rows: 3, columns: 1, pattern: 'coupled' },
          height: 600,
          yaxis: { title: { text: s.measureLabel } },
          yaxis2: { title: { text: 'season' } },
          yaxis3: { title: { text: 'residual' } },
        }
      : { yaxis: { title: { text: s.measureLabel } } };
    items.push(plotlyChart(`${s.measureLabel} per ${s.bucket}: decomposition`, { data: traces, layout }));
    const cpRows = cps.map((c) => ({
      period: s.labels[c.index] ?? '',
      before: round(c.before),
      after: round(c.after),
      change_pct: Number(((100 * (c.after - c.before)) / Math.abs(c.before || 1)).toFixed(1)),
    }));
    if (cpRows.length)
      items.push(
        tableItem(['period', 'before', 'after', 'change_pct'], cpRows, {
          title: 'Change points',
          labels: { change_pct: 'change (%)' },
        }),
      );
    const overall = meanValue ? (slope * (s.values.length - 1)) / Math.abs(meanValue) : 0;
    const trendWords =
      Math.abs(overall) < 0.05
        ? 'is flat'
        : `${slope > 0 ? 'grows' : 'declines'} by about ${fmt(Math.abs(slope))} per ${s.bucket} (${signedPct(overall)} of its mean over the whole period)`;
    const seasonWords = season
      ? `It repeats every ${season.period} ${s.bucket}s (autocorrelation ${season.acf.toFixed(2)}, the season explains ${Math.round(strength * 100)}% of the variation around the trend).`
      : 'No clear seasonality.';
    const cpWords = cpRows.length
      ? ` Level shifts: ${cpRows.map((c) => `${c.period} (${fmt(c.before)} → ${fmt(c.after)})`).join(', ')}.`
      : '';
    return {
      text: `Over ${s.values.length} ${s.bucket}s (${s.labels[0]} to ${s.labels[s.labels.length - 1]}), ${s.measureLabel} ${trendWords}. ${seasonWords}${cpWords}${leftOutWords(s)}`,
      items,
      data: {
        labels: s.labels,
        values: s.values,
        bucket: s.bucket,
        period: season?.period ?? null,
        slope,
        changePoints: cpRows,
      },
    };
  },
});

/** The periods a series left out at its ends, said so that the reply does not hide them. */
export function leftOutWords(s: Series): string {
  if (s.leftOut.length === 0) return '';
  const which = s.leftOut.map((l) => `${s.bucket} of ${l}`).join(' and ');
  return ` (The ${which} ${s.leftOut.length === 1 ? 'is' : 'are'} left out: the data covers only part of ${s.leftOut.length === 1 ? 'it' : 'them'}.)`;
}
