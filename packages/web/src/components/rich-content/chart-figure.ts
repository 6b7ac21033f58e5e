import type { ChartItem, ChartPoint } from './types';

export const CHART_WIDTH = 600;
export const CHART_HEIGHT = 400;

/**
 * Plotly reads a few HTML-like tags in its text (titles, labels, hover text). Escaping the
 * angle brackets makes any markup in data show as the characters it is, never as tags.
 */
export function plotText(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

const isPoint = (value: unknown): value is ChartPoint =>
  typeof value === 'object' && value !== null && 'y' in value;

/** Turns a chart render item into Plotly traces and a layout. */
export function toFigure(item: ChartItem, colors: { text: string; grid: string }) {
  const baseLayout: Record<string, unknown> = {
    title: item.title ? { text: plotText(item.title), font: { size: 15 } } : undefined,
    autosize: true,
    height: item.height ?? CHART_HEIGHT,
    margin: { t: item.title ? 48 : 24, r: 16, b: 48, l: 56 },
    paper_bgcolor: 'rgba(0,0,0,0)',
    plot_bgcolor: 'rgba(0,0,0,0)',
    font: { color: colors.text, family: 'system-ui, sans-serif', size: 12 },
    xaxis: { gridcolor: colors.grid, zerolinecolor: colors.grid, automargin: true },
    yaxis: { gridcolor: colors.grid, zerolinecolor: colors.grid, automargin: true },
    legend: { orientation: 'h', y: -0.2 },
  };
  if (item.chartType === 'plotly') {
    const figure = item.plotly!;
    return { data: figure.data, layout: { ...baseLayout, ...(figure.layout ?? {}) } };
  }
  const labels = (item.data?.labels ?? []).map(plotText);
  const datasets = item.data?.datasets ?? [];
  if (item.chartType === 'pie') {
    const first = datasets[0];
    return {
      data: [
        {
          type: 'pie',
          labels,
          values: (first?.data ?? []).map((v) => (isPoint(v) ? v.y : v)),
          name: plotText(first?.label),
          hole: 0.35,
        },
      ],
      layout: baseLayout,
    };
  }
  const data = datasets.map((dataset) => {
    const points = dataset.data as unknown[];
    const x = points.map((p, i) =>
      isPoint(p) ? (typeof p.x === 'string' ? plotText(p.x) : p.x) : labels[i],
    );
    const y = points.map((p) => (isPoint(p) ? p.y : p));
    const name = plotText(dataset.label);
    if (item.chartType === 'bar') return { type: 'bar', x, y, name };
    if (item.chartType === 'scatter') return { type: 'scatter', mode: 'markers', x, y, name };
    return { type: 'scatter', mode: 'lines+markers', x, y, name };
  });
  return { data, layout: { ...baseLayout, showlegend: datasets.length > 1 } };
}
