/**
 * Building render items (tables, charts, markdown, choices) and their fenced markdown blocks. In an
 * assistant message each item travels as a fenced block (```chart / ```table) whose body is the
 * item's JSON, so replies stream, persist and export as plain markdown. The shapes are the
 * contract's.
 */
import {
  TABLE_PAGE_SIZE,
  type RenderItem,
  type TableItem,
  type TableMetadata,
} from '@ai-analyst/contract/render-items';
import type { Cell } from '../data/duck';

export { TABLE_PAGE_SIZE };
export type {
  ChartDataset,
  ChartItem,
  ChartPoint,
  ChartType,
  ChoicesItem,
  MarkdownItem,
  PlotlyFigure,
  RenderItem,
  TableItem,
} from '@ai-analyst/contract/render-items';

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
): TableItem & { metadata: TableMetadata & { pageSize: number } } {
  const { labels, ...metadata } = options;
  return {
    type: 'table',
    headers: headers.map((h) => labels?.[h] ?? h),
    rows: rows.map((row) => headers.map((h) => displayCell(row[h]))),
    metadata: { pageSize: TABLE_PAGE_SIZE, ...metadata },
  };
}

/**
 * The markdown of a render item: text and markdown are their own content, code and math their
 * markdown forms, every other item a fenced block whose body is its JSON.
 */
export function toFence(item: RenderItem): string {
  if (item.type === 'markdown' || item.type === 'text') return item.content;
  if (item.type === 'code') return `\`\`\`${item.language ?? ''}\n${item.content}\n\`\`\``;
  if (item.type === 'math') return item.displayMode ? `$$\n${item.content}\n$$` : `$${item.content}$`;
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
