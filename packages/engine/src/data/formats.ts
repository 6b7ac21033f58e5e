/**
 * Which file formats can become datasets and how DuckDB reads each of them. XLSX is the odd
 * one out: DuckDB's excel extension would need a download, so the first sheet is streamed to a
 * CSV beside the cache with exceljs and that CSV is what DuckDB reads.
 */
import { createWriteStream } from 'node:fs';
import { rename, unlink } from 'node:fs/promises';
import { once } from 'node:events';
import ExcelJS from 'exceljs';
import { quoteLiteral } from './sql';

export type DatasetFormat = 'csv' | 'tsv' | 'json' | 'parquet' | 'xlsx';

/** Maps a file name to its dataset format, or undefined when the file cannot be a dataset. */
export function formatOfFile(fileName: string): DatasetFormat | undefined {
  const lower = fileName.toLowerCase().replace(/\.gz$/, '');
  if (lower.endsWith('.csv') || lower.endsWith('.txt')) return 'csv';
  if (lower.endsWith('.tsv') || lower.endsWith('.tab')) return 'tsv';
  if (lower.endsWith('.json') || lower.endsWith('.ndjson') || lower.endsWith('.jsonl')) return 'json';
  if (lower.endsWith('.parquet') || lower.endsWith('.pq')) return 'parquet';
  if (lower.endsWith('.xlsx')) return 'xlsx';
  return undefined;
}

/**
 * The table expression DuckDB reads a file through. `fullScan` makes the CSV sniffer look at
 * every row, the fallback when sampled type inference guessed wrong (a text value late in a
 * column that looked numeric).
 */
export function sourceExpression(format: DatasetFormat, path: string, fullScan = false): string {
  const file = quoteLiteral(path);
  const sample = fullScan ? ', sample_size = -1' : '';
  // Short rows are padded with empty cells rather than failing the file (a warning counts
  // them), and only ISO dates are typed here: other date texts (01/02/2000, Jan 1 2000) stay
  // text so that data/infer-types.ts decides day- or month-first per column, not per file.
  const text = `, null_padding = true, dateformat = '%Y-%m-%d'${sample}`;
  switch (format) {
    case 'csv':
    case 'xlsx':
      return `read_csv(${file}, auto_detect = true, header = true, strict_mode = false${text})`;
    case 'tsv':
      return `read_csv(${file}, auto_detect = true, header = true, delim = '\\t', strict_mode = false${text})`;
    case 'json':
      return `read_json_auto(${file}${fullScan ? ', sample_size = -1' : ''})`;
    case 'parquet':
      return `read_parquet(${file})`;
  }
}

/** Formats a cell of a spreadsheet as CSV text (RFC 4180 quoting, dates as ISO). */
function csvCell(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  let text: string;
  if (value instanceof Date) {
    const iso = value.toISOString();
    text = iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.replace('T', ' ').replace('Z', '');
  } else if (typeof value === 'object') {
    if ('result' in value) return csvCell((value as ExcelJS.CellFormulaValue).result as ExcelJS.CellValue);
    if ('richText' in value) text = value.richText.map((r) => r.text).join('');
    else if ('text' in value) text = String((value as { text: unknown }).text);
    else if ('error' in value) text = '';
    else text = JSON.stringify(value);
  } else text = String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * Streams the first worksheet of an XLSX file into a CSV file at `target`, never holding the
 * workbook in memory. The CSV is written beside the target and renamed into place, so a
 * failed conversion leaves nothing half-written.
 */
export async function convertXlsxToCsv(source: string, target: string): Promise<void> {
  const partial = `${target}.partial`;
  const out = createWriteStream(partial, { encoding: 'utf8' });
  try {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(source, {
      worksheets: 'emit',
      sharedStrings: 'cache',
      hyperlinks: 'ignore',
      styles: 'cache',
      entries: 'ignore',
    });
    let width = 0;
    for await (const worksheet of reader) {
      for await (const row of worksheet as AsyncIterable<ExcelJS.Row>) {
        const values = (row.values as ExcelJS.CellValue[]).slice(1);
        if (width === 0) width = values.length;
        const cells: string[] = [];
        for (let i = 0; i < width; i++) cells.push(csvCell(values[i] ?? null));
        if (!out.write(`${cells.join(',')}\n`)) await once(out, 'drain');
      }
      break; // Only the first sheet becomes the dataset.
    }
    out.end();
    await once(out, 'finish');
    await rename(partial, target);
  } catch (error) {
    out.destroy();
    await unlink(partial).catch(() => undefined);
    throw error;
  }
}
