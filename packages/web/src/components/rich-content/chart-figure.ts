import type { ChartItem, ChartPoint } from './types';

export const CHART_WIDTH = 600;
export const CHART_HEIGHT = 400;

/** The page's colours a chart is drawn with, read from the theme's CSS variables. */
export interface ChartTheme {
  /** Titles and hover text. */
  text: string;
  /** Axis labels, tick labels and legends. */
  muted: string;
  grid: string;
  /** The chart's background (also the background of an exported PNG). */
  paper: string;
  hoverBackground: string;
  hoverBorder: string;
}

export const LIGHT_CHART_THEME: ChartTheme = {
  text: '#101828',
  muted: '#475467',
  grid: '#e4e7ec',
  paper: '#ffffff',
  hoverBackground: '#ffffff',
  hoverBorder: '#d0d5dd',
};

/** Reads the chart colours from the CSS variables in effect on an element. */
export function readChartTheme(element: Element): ChartTheme {
  const style = getComputedStyle(element);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    text: read('--text', LIGHT_CHART_THEME.text),
    muted: read('--text-muted', LIGHT_CHART_THEME.muted),
    grid: read('--border', LIGHT_CHART_THEME.grid),
    paper: read('--surface', LIGHT_CHART_THEME.paper),
    hoverBackground: read('--surface-raised', LIGHT_CHART_THEME.hoverBackground),
    hoverBorder: read('--border-strong', LIGHT_CHART_THEME.hoverBorder),
  };
}

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

type Layout = Record<string, unknown>;
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const withFontColor = (value: unknown, color: string): Layout => {
  const object = isObject(value) ? value : {};
  return { ...object, font: { ...(isObject(object.font) ? object.font : {}), color } };
};

/** A title with the theme's text colour, whether the figure gave it as a string or an object. */
function themedTitle(title: unknown, color: string): Layout | undefined {
  if (title === undefined || title === null || title === '') return undefined;
  return withFontColor(isObject(title) ? title : { text: String(title) }, color);
}

/**
 * Puts the theme's colours on a layout: paper, text, every axis (grid, zero line, axis line and
 * its title), legend and hover labels. A figure's own colours for these are replaced, so a chart
 * stays readable in both themes; its width is dropped, so it always takes its container's width.
 */
export function applyChartTheme(layout: Layout, theme: ChartTheme): Layout {
  const { width: _width, ...rest } = layout;
  const themed: Layout = {
    ...rest,
    autosize: true,
    paper_bgcolor: theme.paper,
    plot_bgcolor: theme.paper,
    font: { family: 'system-ui, sans-serif', size: 12, ...(isObject(rest.font) ? rest.font : {}), color: theme.muted },
    legend: { ...withFontColor(rest.legend, theme.muted), bgcolor: 'rgba(0,0,0,0)' },
    hoverlabel: {
      ...(isObject(rest.hoverlabel) ? rest.hoverlabel : {}),
      bgcolor: theme.hoverBackground,
      bordercolor: theme.hoverBorder,
      font: { color: theme.text },
    },
  };
  const title = themedTitle(rest.title, theme.text);
  if (title) themed.title = title;
  const axes = new Set(['xaxis', 'yaxis', ...Object.keys(rest).filter((key) => /^[xy]axis\d+$/.test(key))]);
  for (const key of axes) {
    const axis = isObject(rest[key]) ? rest[key] : {};
    themed[key] = {
      automargin: true,
      ...axis,
      gridcolor: theme.grid,
      zerolinecolor: theme.grid,
      linecolor: theme.grid,
      tickfont: { ...(isObject(axis.tickfont) ? axis.tickfont : {}), color: theme.muted },
      ...(axis.title !== undefined ? { title: themedTitle(axis.title, theme.muted) } : {}),
    };
  }
  return themed;
}

/** Turns a chart render item into Plotly traces and a layout in the theme's colours. */
export function toFigure(item: ChartItem, theme: ChartTheme) {
  const baseLayout: Layout = {
    title: item.title ? { text: plotText(item.title), font: { size: 15 } } : undefined,
    height: item.height ?? CHART_HEIGHT,
    margin: { t: item.title ? 48 : 24, r: 16, b: 48, l: 56 },
    legend: { orientation: 'h', y: -0.2 },
  };
  if (item.chartType === 'plotly') {
    const figure = item.plotly!;
    const layout = { ...baseLayout, ...(figure.layout ?? {}) };
    if (item.height) layout.height = item.height;
    return { data: figure.data, layout: applyChartTheme(layout, theme) };
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
          marker: { line: { color: theme.paper, width: 1 } },
        },
      ],
      layout: applyChartTheme(baseLayout, theme),
    };
  }
  const data = datasets.map((dataset, index) => {
    const points = dataset.data as unknown[];
    const x = points.map((p, i) =>
      isPoint(p) ? (typeof p.x === 'string' ? plotText(p.x) : p.x) : labels[i],
    );
    const y = points.map((p) => (isPoint(p) ? p.y : p));
    const name = plotText(dataset.label);
    if (item.chartType === 'bar') return { type: 'bar', x, y, name };
    if (item.chartType === 'scatter') return { type: 'scatter', mode: 'markers', x, y, name };
    if (item.chartType === 'area')
      return { type: 'scatter', mode: 'lines', x, y, name, fill: index === 0 ? 'tozeroy' : 'tonexty' };
    return { type: 'scatter', mode: 'lines+markers', x, y, name };
  });
  const xaxis = dayAxis(labels);
  return {
    data,
    layout: applyChartTheme({ ...baseLayout, showlegend: datasets.length > 1, ...(xaxis ? { xaxis } : {}) }, theme),
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Ticks a day axis shows at most. */
const DAY_TICKS = 8;

/**
 * The x axis of a chart whose labels are all calendar days (`2024-06-03`): ticks fall on whole
 * days and read as dates. Left to itself, Plotly puts ticks every few hours over a short range of
 * days, labelled `00:00`, `06:00`, … — times the data does not have.
 */
export function dayAxis(labels: string[]): Layout | undefined {
  if (!labels.length || !labels.every((l) => /^\d{4}-\d{2}-\d{2}$/.test(l))) return undefined;
  const times = labels.map((l) => Date.parse(`${l}T00:00:00Z`));
  if (times.some((t) => Number.isNaN(t))) return undefined;
  const spanDays = (Math.max(...times) - Math.min(...times)) / DAY_MS;
  return {
    type: 'date',
    tickformat: '%b %-d, %Y',
    // over a few weeks, one tick every day or every few days; longer ranges keep Plotly's own ticks
    ...(spanDays <= DAY_TICKS * 7 ? { dtick: Math.max(1, Math.ceil(spanDays / DAY_TICKS)) * DAY_MS } : {}),
  };
}

/** The trace types a figure draws (Plotly's default type is scatter). */
export function traceTypes(data: Record<string, unknown>[]): Set<string> {
  return new Set(data.map((trace) => (typeof trace.type === 'string' ? trace.type : 'scatter')));
}
