/**
 * Render items: the rich parts of an assistant message. In a message they travel as fenced blocks
 * whose body is the item's JSON (```chart, ```table, ```image, ```choices); text, markdown, code
 * and math are plain markdown. These are the shapes every reader accepts: the engine writes them,
 * the web draws them. This module holds types and constants only (no zod), so the web can import
 * it at no cost; the schemas that check an item are in ./chat.
 */

/** One table cell. */
export type Cell = string | number | boolean | null;

/** Rows per table page in the client. */
export const TABLE_PAGE_SIZE = 50;

export interface TextItem {
  type: 'text';
  content: string;
}

export interface MarkdownItem {
  type: 'markdown';
  content: string;
}

export interface CodeItem {
  type: 'code';
  content: string;
  language?: string;
  showLineNumbers?: boolean;
  highlightLines?: number[];
}

export interface MathItem {
  type: 'math';
  content: string;
  displayMode?: boolean;
}

export interface TableMetadata {
  /** Rows per page; the client uses TABLE_PAGE_SIZE when it is left out. */
  pageSize?: number;
  title?: string;
  totalRows?: number;
  truncated?: boolean;
}

export interface TableItem {
  type: 'table';
  headers: string[];
  rows: Cell[][];
  /** The engine always writes it; a block written by hand may leave it out. */
  metadata?: TableMetadata;
}

/** The kinds of chart a client draws; 'plotly' carries a whole Plotly figure. */
export const CHART_TYPES = ['line', 'bar', 'pie', 'scatter', 'area', 'plotly'] as const;
export type ChartType = (typeof CHART_TYPES)[number];

export interface ChartPoint {
  x: number | string;
  y: number;
  label?: string;
}

export interface ChartDataset {
  label: string;
  data: (number | null)[] | ChartPoint[];
}

export interface PlotlyFigure {
  data: Record<string, unknown>[];
  layout?: Record<string, unknown>;
}

export interface ChartItem {
  type: 'chart';
  chartType: ChartType;
  /** The engine always writes one; a block written by hand may leave it out. */
  title?: string;
  /** Labels and datasets, for every chart type but 'plotly'. */
  data?: { labels: (string | number)[]; datasets: ChartDataset[] };
  /** The figure of a 'plotly' chart. */
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

/** A short question with clickable answers (one to five); a click sends the choice as the next message. */
export interface ChoicesItem {
  type: 'choices';
  question?: string;
  choices: string[];
}

/** The most choices a ```choices block offers. */
export const MAX_CHOICES = 5;

export type RenderItem =
  | ChoicesItem
  | TextItem
  | MarkdownItem
  | CodeItem
  | MathItem
  | TableItem
  | ChartItem
  | ImageItem;

/** How markdown is rendered. */
export interface RendererOptions {
  /** GitHub-flavoured markdown: tables, task lists, strikethrough, autolinks (default true). */
  enableGFM?: boolean;
  /** Raw HTML inside markdown; off by default, and sanitized when on. */
  allowHTML?: boolean;
}
