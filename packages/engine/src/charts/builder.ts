/**
 * The chart builder: turns query rows into chart render items. It picks a sensible chart when
 * asked for `auto` (a time axis → line, few categories of one measure → bar, two numeric
 * columns → scatter) and can express anything else as a Plotly figure.
 */
import type { Cell, Row } from '../data/duck';
import type { ChartItem, ChartPoint, ChartType, PlotlyFigure } from './render-items';

export type ChartKind = Exclude<ChartType, 'plotly'> | 'auto';

export interface ChartRequest {
  kind: ChartKind;
  title: string;
  /** The column along the x axis (labels), or the x values of a scatter. */
  x: string;
  /** One or more measure columns (one dataset each); a scatter uses the first. */
  y: string[];
  /** Whether x holds dates/times; makes `auto` choose a line. */
  xIsTime?: boolean;
}

const MAX_PIE_SLICES = 8;
const MAX_SCATTER_POINTS = 2000;

function toNumber(value: Cell | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

function toLabel(value: Cell | undefined): string | number {
  if (value === null || value === undefined) return '(missing)';
  return typeof value === 'number' ? value : String(value);
}

/** Chooses the chart type for `auto` from the shape of the data. */
export function chooseChartKind(request: ChartRequest, rows: Row[]): Exclude<ChartKind, 'auto'> {
  if (request.kind !== 'auto') return request.kind;
  if (request.xIsTime) return 'line';
  const xNumeric = rows.length > 0 && rows.every((r) => typeof r[request.x] === 'number');
  if (xNumeric && request.y.length === 1 && rows.length > 20) return 'scatter';
  return 'bar';
}

/** Builds a line, bar, pie or scatter chart item from rows. */
export function buildChart(request: ChartRequest, rows: Row[]): ChartItem {
  const kind = chooseChartKind(request, rows);
  if (kind === 'scatter') {
    const yCol = request.y[0] ?? '';
    const step = Math.max(1, Math.ceil(rows.length / MAX_SCATTER_POINTS));
    const points: ChartPoint[] = [];
    for (let i = 0; i < rows.length; i += step) {
      const row = rows[i];
      const x = toNumber(row?.[request.x]);
      const y = toNumber(row?.[yCol]);
      if (x !== null && y !== null) points.push({ x, y });
    }
    return {
      type: 'chart',
      chartType: 'scatter',
      title: request.title,
      data: { labels: [], datasets: [{ label: `${yCol} vs ${request.x}`, data: points }] },
    };
  }
  let used = rows;
  if (kind === 'pie' && rows.length > MAX_PIE_SLICES) {
    // Fold the tail into "Other" so slices stay readable.
    const head = rows.slice(0, MAX_PIE_SLICES - 1);
    const other: Row = { [request.x]: 'Other' };
    for (const y of request.y)
      other[y] = rows.slice(MAX_PIE_SLICES - 1).reduce((s, r) => s + (toNumber(r[y]) ?? 0), 0);
    used = [...head, other];
  }
  return {
    type: 'chart',
    chartType: kind,
    title: request.title,
    data: {
      labels: used.map((r) => toLabel(r[request.x])),
      datasets: request.y.map((y) => ({ label: y, data: used.map((r) => toNumber(r[y])) })),
    },
  };
}

/** Wraps a Plotly figure as a chart item (the client loads Plotly lazily for these). */
export function plotlyChart(title: string, figure: PlotlyFigure): ChartItem {
  return {
    type: 'chart',
    chartType: 'plotly',
    title,
    plotly: {
      data: figure.data,
      layout: { title: { text: title }, width: 600, height: 400, ...figure.layout },
    },
  };
}

/** A Plotly histogram from precomputed bins (bin edges and counts). */
export function histogramFigure(column: string, edges: number[], counts: number[]): PlotlyFigure {
  const centers = counts.map((_, i) => ((edges[i] ?? 0) + (edges[i + 1] ?? 0)) / 2);
  const widths = counts.map((_, i) => (edges[i + 1] ?? 0) - (edges[i] ?? 0));
  return {
    data: [{ type: 'bar', x: centers, y: counts, width: widths, name: column }],
    layout: { xaxis: { title: { text: column } }, yaxis: { title: { text: 'rows' } }, bargap: 0.02 },
  };
}

/** A Plotly heatmap of a correlation matrix. */
export function heatmapFigure(columns: string[], matrix: (number | null)[][]): PlotlyFigure {
  return {
    data: [
      {
        type: 'heatmap',
        x: columns,
        y: columns,
        z: matrix,
        zmin: -1,
        zmax: 1,
        colorscale: 'RdBu',
        reversescale: true,
        // Each cell shows its coefficient, so the matrix reads without hovering.
        texttemplate: '%{z:.2f}',
        hovertemplate: '%{y} × %{x}: %{z:.3f}<extra></extra>',
      },
    ],
    layout: { margin: { l: 120, b: 120 } },
  };
}
