/**
 * Render items as the web client draws them: tables, charts and markdown. In an
 * assistant message each item travels as a fenced block (```chart / ```table) whose body is the
 * item's JSON, so replies stream, persist and export as plain markdown.
 *
 * These types are the engine's copy of the wire shape; the lead moves them into
 * packages/contract, after which this file re-exports from there.
 */
import type { Cell } from '../data/duck';

/** Rows per table page in the client. */
export const TABLE_PAGE_SIZE = 50;

export interface TableItem {
  type: 'table';
  headers: string[];
  rows: Cell[][];
  metadata: { pageSize: number; title?: string; totalRows?: number; truncated?: boolean };
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

export type ChartType = 'line' | 'bar' | 'pie' | 'scatter' | 'plotly';

export interface PlotlyFigure {
  data: Record<string, unknown>[];
  layout: Record<string, unknown>;
}

export interface ChartItem {
  type: 'chart';
  chartType: ChartType;
  title: string;
  data?: { labels: (string | number)[]; datasets: ChartDataset[] };
  plotly?: PlotlyFigure;
  width?: number;
  height?: number;
}

export interface MarkdownItem {
  type: 'markdown';
  content: string;
}

/** Clickable answers to a short question; a click sends the choice as the next message. */
export interface ChoicesItem {
  type: 'choices';
  question?: string;
  choices: string[];
}

export type RenderItem = TableItem | ChartItem | MarkdownItem | ChoicesItem;

/**
 * A number as a table shows it: floating-point noise removed (1076473.7999999993 → 1076473.8),
 * two decimals from 1 up, four significant digits below. Whole numbers stay as they are.
 */
export function displayNumber(value: number): number {
  if (!Number.isFinite(value) || Number.isInteger(value)) return value;
  if (Math.abs(value) >= 1) return Math.round(value * 100) / 100;
  return Number(value.toPrecision(4));
}

const displayCell = (cell: Cell | undefined): Cell =>
  typeof cell === 'number' ? displayNumber(cell) : (cell ?? null);

/**
 * Builds a table item from column names and row objects, in column order. `labels` renames
 * headers for people (`sum_revenue` → "total revenue"); the rows are read by the original names.
 */
export function tableItem(
  headers: string[],
  rows: Record<string, Cell>[],
  options: {
    title?: string;
    totalRows?: number;
    truncated?: boolean;
    labels?: Record<string, string>;
  } = {},
): TableItem {
  const { labels, ...metadata } = options;
  return {
    type: 'table',
    headers: headers.map((h) => labels?.[h] ?? h),
    rows: rows.map((row) => headers.map((h) => displayCell(row[h]))),
    metadata: { pageSize: TABLE_PAGE_SIZE, ...metadata },
  };
}

/** The fenced markdown block of a render item (markdown items are their own content). */
export function toFence(item: RenderItem): string {
  if (item.type === 'markdown') return item.content;
  const lang = item.type;
  // A literal ``` inside a string would end the fence early; JSON-escape the backticks.
  const body = JSON.stringify(item).replace(/`/g, '\\u0060');
  return `\`\`\`${lang}\n${body}\n\`\`\``;
}

/** Reads the render items back out of an assistant message (the inverse of toFence). */
export function parseFences(markdown: string): RenderItem[] {
  const items: RenderItem[] = [];
  const re = /```(chart|table)\n([\s\S]*?)\n```/g;
  for (let m = re.exec(markdown); m; m = re.exec(markdown)) {
    try {
      items.push(JSON.parse(m[2] ?? '') as RenderItem);
    } catch {
      // A malformed block is left for the client's "Failed to render" fallback.
    }
  }
  return items;
}
