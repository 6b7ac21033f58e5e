// Reading the render items of assistant messages out of their fenced blocks (```chart, ```table,
// ```image, ```choices). The shapes are the contract's; the body is checked by hand so this code
// never pulls zod into a chunk.

import {
  CHART_TYPES,
  MAX_CHOICES,
  type Cell,
  type ChartItem,
  type ChartType,
  type ChoicesItem,
  type ImageItem,
  type TableItem,
} from '@ai-analyst/contract/render-items';

export type {
  Cell,
  ChartItem,
  ChartPoint,
  ChoicesItem,
  ImageItem,
  RendererOptions,
  TableItem,
} from '@ai-analyst/contract/render-items';

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

/** Reads a ```choices body; throws when it holds no choices. */
export function parseChoices(body: string): ChoicesItem {
  const value: unknown = JSON.parse(body);
  if (!isObject(value) || !Array.isArray(value.choices)) throw new Error('Not a list of choices');
  const choices = value.choices
    .filter((c): c is string => typeof c === 'string' && c.trim() !== '')
    .slice(0, MAX_CHOICES);
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
  if (!chartType || !(CHART_TYPES as readonly string[]).includes(chartType))
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
