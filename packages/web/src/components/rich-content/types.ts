// Render items of assistant messages (spec §3 Render item). They travel inside markdown as fenced
// blocks (```chart, ```table, ```image) whose body is the item's JSON. These are the shapes the
// renderers read; the body is checked by hand so this code never pulls zod into a chunk.

export type Cell = string | number | boolean | null;

export interface TableItem {
  type: 'table';
  headers: string[];
  rows: Cell[][];
  metadata?: { pageSize?: number; title?: string; totalRows?: number; truncated?: boolean };
}

export interface ChartPoint {
  x: number | string;
  y: number;
  label?: string;
}

export interface ChartDataset {
  label: string;
  data: (number | null)[] | ChartPoint[];
}

export type ChartType = 'line' | 'bar' | 'pie' | 'scatter' | 'area' | 'plotly';

export interface PlotlyFigure {
  data: Record<string, unknown>[];
  layout?: Record<string, unknown>;
}

export interface ChartItem {
  type: 'chart';
  chartType: ChartType;
  title?: string;
  data?: { labels: (string | number)[]; datasets: ChartDataset[] };
  plotly?: PlotlyFigure;
  width?: number;
  height?: number;
}

export interface ImageItem {
  type: 'image';
  base64?: string;
  url?: string;
  format?: string;
  filename?: string;
  width?: number;
  height?: number;
  size?: number;
  alt?: string;
}

export interface CodeItem {
  type: 'code';
  code: string;
  language?: string;
  showLineNumbers?: boolean;
  highlightLines?: number[];
}

export interface MathItem {
  type: 'math';
  content: string;
  displayMode?: boolean;
}

/** Renderer options of spec §3. */
export interface RendererOptions {
  /** GitHub-flavoured markdown: tables, task lists, strikethrough, autolinks (default true). */
  enableGFM?: boolean;
  /** Raw HTML inside markdown; off by default, and sanitized when on. */
  allowHTML?: boolean;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads a ```table body; throws when it is not a table. */
export function parseTable(body: string): TableItem {
  const value: unknown = JSON.parse(body);
  if (!isObject(value) || !Array.isArray(value.headers) || !Array.isArray(value.rows))
    throw new Error('Not a table');
  if (!value.rows.every((row) => Array.isArray(row))) throw new Error('Table rows must be lists');
  return {
    type: 'table',
    headers: value.headers.map(String),
    rows: value.rows as Cell[][],
    metadata: isObject(value.metadata) ? (value.metadata as TableItem['metadata']) : undefined,
  };
}

/** Clickable answers to a clarifying question; a click sends the choice as the next message. */
export interface ChoicesItem {
  type: 'choices';
  question?: string;
  choices: string[];
}

/** Reads a ```choices body; throws when it holds no choices. */
export function parseChoices(body: string): ChoicesItem {
  const value: unknown = JSON.parse(body);
  if (!isObject(value) || !Array.isArray(value.choices)) throw new Error('Not a list of choices');
  const choices = value.choices
    .filter((c): c is string => typeof c === 'string' && c.trim() !== '')
    .slice(0, 5);
  if (choices.length === 0) throw new Error('No choices');
  return {
    type: 'choices',
    ...(typeof value.question === 'string' ? { question: value.question } : {}),
    choices,
  };
}

/** Reads a ```chart body; throws when it is not a chart. */
export function parseChart(body: string): ChartItem {
  const value: unknown = JSON.parse(body);
  if (!isObject(value)) throw new Error('Not a chart');
  const chartType = (value.chartType ?? (value.plotly ? 'plotly' : undefined)) as ChartType | undefined;
  if (!chartType || !['line', 'bar', 'pie', 'scatter', 'area', 'plotly'].includes(chartType))
    throw new Error('Unknown chart type');
  if (chartType === 'plotly' && !(isObject(value.plotly) && Array.isArray(value.plotly.data)))
    throw new Error('A plotly chart needs a figure');
  if (chartType !== 'plotly' && !(isObject(value.data) && Array.isArray(value.data.datasets)))
    throw new Error('A chart needs datasets');
  return { ...(value as unknown as ChartItem), chartType };
}

/** Reads an ```image body; throws when it is not an object. */
export function parseImage(body: string): ImageItem {
  const value: unknown = JSON.parse(body);
  if (!isObject(value)) throw new Error('Not an image');
  return { ...(value as unknown as ImageItem), type: 'image' };
}
