import type { Cell } from './types';

/** One CSV field: quoted when it holds a comma, quote or line break; formulas are defused. */
function csvField(value: Cell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  // A leading =, +, - or @ would run as a formula when the file is opened in a spreadsheet.
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(headers: string[], rows: Cell[][]): string {
  return [headers, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n');
}

/** Compares cells: numbers numerically, nulls last, everything else as text. */
export function compareCells(a: Cell, b: Cell): number {
  if (a === b) return 0;
  if (a === null || a === undefined || a === '') return 1;
  if (b === null || b === undefined || b === '') return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), undefined, { numeric: true });
}

/** A safe file name from a title. */
export function fileNameFrom(title: string | undefined, fallback: string, extension: string): string {
  const base = (title ?? '')
    .replace(/[^\w.-]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 80);
  return `${base || fallback}.${extension}`;
}
