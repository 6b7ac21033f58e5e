/**
 * Which file formats can become datasets and how DuckDB reads each of them. XLSX and ARFF are
 * the odd ones out: DuckDB's excel extension would need a download, so a spreadsheet's first sheet
 * is streamed to a CSV beside the cache and that CSV is what DuckDB reads; Weka's ARFF files are
 * rewritten as a CSV the same way (arff-table.ts).
 *
 * A spreadsheet is a zip of XML and can expand a thousandfold, so converting one is guarded:
 * first the zip is measured while inflating (zip-inspect.ts: total unpacked size, size of the
 * table of texts), then exceljs converts it in a worker thread with its own heap limit, a cell
 * limit and a time limit, a few conversions at a time. Whatever the file holds, the server's own
 * heap and event loop are not at risk; a file over a limit becomes a DatasetError in plain words.
 */
import { rename, unlink } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';
import { headLines, leadingCommentLines, steadyDelimiter } from './comment-lines';
import { DatasetError } from './dataset-types';
import { headerlessNames } from './header-line';
import { rowNamesLayout } from './row-names';
import { quoteLiteral } from './sql';
import { twoRowHeaderNames } from './two-row-header';
import { ZipLimitError, inspectZip } from './zip-inspect';

export type DatasetFormat = 'csv' | 'tsv' | 'json' | 'parquet' | 'xlsx' | 'arff';

/** Maps a file name to its dataset format, or undefined when the file cannot be a dataset. */
export function formatOfFile(fileName: string): DatasetFormat | undefined {
  const lower = fileName.toLowerCase().replace(/\.gz$/, '');
  // .txt and .dat: text tables whose delimiter (comma, tab, spaces, fixed width) is sniffed
  if (lower.endsWith('.csv') || lower.endsWith('.txt') || lower.endsWith('.dat')) return 'csv';
  if (lower.endsWith('.tsv') || lower.endsWith('.tab')) return 'tsv';
  if (lower.endsWith('.json') || lower.endsWith('.ndjson') || lower.endsWith('.jsonl')) return 'json';
  if (lower.endsWith('.parquet') || lower.endsWith('.pq')) return 'parquet';
  if (lower.endsWith('.xlsx')) return 'xlsx';
  // Weka's attribute-relation files, read through a CSV copy (arff-table.ts)
  if (lower.endsWith('.arff')) return 'arff';
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
    case 'arff':
      return csvSource(file, format, path, `${text}`);
    case 'tsv':
      return csvSource(file, format, path, `, delim = '\\t'${text}`);
    case 'json':
      return `read_json_auto(${file}${fullScan ? ', sample_size = -1' : ''})`;
    case 'parquet':
      return `read_parquet(${file})`;
  }
}

/**
 * A CSV or TSV read by DuckDB: with its header; without one, under generic names, when the first
 * line is a row (header-line.ts); or, when the header is one name short of every row (row names
 * first, as R writes them), with the names given and the header line skipped.
 */
function csvSource(file: string, format: DatasetFormat, path: string, given: string): string {
  // a CSV this app wrote from a spreadsheet or an ARFF file: a header, then rows, nothing else
  const converted = format === 'xlsx' || format === 'arff';
  const notes = converted ? 0 : leadingCommentLines(path);
  const delimiter = format === 'csv' ? delimiterOption(path, notes) : '';
  const quote = format === 'csv' && !delimiter ? quoteOption(path, notes) : '';
  const options = `${delimiter}${quote}${given}`;
  const unnamed = converted ? undefined : headerlessNames(path, notes);
  if (unnamed) {
    const names = unnamed.map(quoteLiteral).join(', ');
    return `read_csv(${file}, auto_detect = true, header = false${notes ? `, skip = ${notes}` : ''}, names = [${names}], strict_mode = false${options})`;
  }
  // a group heading over its columns' own names, on two lines (two-row-header.ts)
  const twoRows = converted ? undefined : twoRowHeaderNames(path, notes);
  if (twoRows) {
    const names = twoRows.map(quoteLiteral).join(', ');
    return `read_csv(${file}, auto_detect = true, header = false, skip = ${notes + 2}, names = [${names}], strict_mode = false${options})`;
  }
  const layout = converted ? undefined : rowNamesLayout(path, notes);
  if (!layout) return `read_csv(${file}, auto_detect = true, header = true, strict_mode = false${options}${skipNotes(format, path)})`;
  const names = layout.names.map(quoteLiteral).join(', ');
  const read = `read_csv(${file}, auto_detect = true, header = false, skip = ${notes + 1}, names = [${names}], strict_mode = false${options})`;
  return read;
}

/** The reader option naming a delimiter every line of the file's start splits on alike (not a comma), or none. */
function delimiterOption(path: string, notes: number): string {
  const delimiter = steadyDelimiter(headLines(path)?.slice(notes) ?? []);
  return delimiter ? `, delim = ${quoteLiteral(delimiter)}` : '';
}

/**
 * The reader options pinning `"` as the quote (doubled inside a cell) when the file's first lines
 * quote a comma-separated cell that way, or none. DuckDB's sniffer can take an apostrophe that
 * opens a cell (`'Tis Done`) for the quote, and then splits `"North, South"` at its comma.
 */
function quoteOption(path: string, notes: number): string {
  const lines = (headLines(path) ?? []).slice(notes, notes + 200);
  return lines.some((line) => QUOTED_CELL.test(line)) ? `, quote = '"', escape = '"'` : '';
}

/** A cell wholly within double quotes, quotes inside it doubled, between commas or line ends. */
const QUOTED_CELL = /(?:^|,)"(?:[^"]|"")*"(?=,|$)/;

/** The reader option skipping note lines above a CSV's header (`# Data source: …`), or none. */
export function skipNotes(format: DatasetFormat, path: string): string {
  if (format !== 'csv' && format !== 'tsv') return '';
  const notes = leadingCommentLines(path);
  return notes > 0 ? `, skip = ${notes}` : '';
}

/** Limits of spreadsheet conversion; each has an environment setting (see spreadsheetLimits). */
export interface SpreadsheetLimits {
  /** XLSX_MAX_INFLATED_MB: what all parts of the file together may expand to (default 200). */
  maxInflatedMb: number;
  /** XLSX_MAX_SHARED_STRINGS: items of the shared table of texts (default 2,000,000). */
  maxSharedStrings: number;
  /** XLSX_MAX_CELLS: cells of the first sheet (default 20,000,000). */
  maxCells: number;
  /** XLSX_WORKER_MEMORY_MB: heap of the worker that converts one file (default 512). */
  workerMemoryMb: number;
  /** XLSX_TIMEOUT_S: time one conversion may take (default 120). */
  timeoutMs: number;
  /** XLSX_CONCURRENCY: conversions running at once in the process; others wait (default 2). */
  concurrency: number;
}

const positive = (value: string | undefined, fallback: number): number => {
  const n = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isFinite(n) && n > 0 ? n : fallback;
};

/** The limits in force: defaults, each overridable by its environment variable. */
export function spreadsheetLimits(env: NodeJS.ProcessEnv = process.env): SpreadsheetLimits {
  return {
    maxInflatedMb: positive(env.XLSX_MAX_INFLATED_MB, 200),
    maxSharedStrings: Math.floor(positive(env.XLSX_MAX_SHARED_STRINGS, 2_000_000)),
    maxCells: Math.floor(positive(env.XLSX_MAX_CELLS, 20_000_000)),
    workerMemoryMb: positive(env.XLSX_WORKER_MEMORY_MB, 512),
    timeoutMs: positive(env.XLSX_TIMEOUT_S, 120) * 1000,
    concurrency: Math.floor(positive(env.XLSX_CONCURRENCY, 2)),
  };
}

/** A small counting semaphore: at most `limits.concurrency` conversions hold a slot. */
let running = 0;
const waiting: (() => void)[] = [];
async function slot(concurrency: number): Promise<() => void> {
  if (running >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  return () => {
    running--;
    waiting.shift()?.();
  };
}

type WorkerAnswer = { ok: true; rows: number; cells: number } | { ok: false; reason: 'cells' | 'unreadable'; message: string };

/** Runs the exceljs conversion in a worker thread with its own heap and time limits. */
function convertInWorker(source: string, target: string, limits: SpreadsheetLimits): Promise<WorkerAnswer> {
  return new Promise((resolve, reject) => {
    // From the sources this resolves beside this file; from the server bundle, beside the bundle
    // (the build copies the worker there).
    const worker = new Worker(new URL('./xlsx-worker.mjs', import.meta.url), {
      workerData: { source, target, maxCells: limits.maxCells },
      resourceLimits: { maxOldGenerationSizeMb: limits.workerMemoryMb, maxYoungGenerationSizeMb: 32 },
    });
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn();
    };
    const timer = setTimeout(() => {
      settle(() =>
        reject(new SpreadsheetLimitError(`reading it took longer than ${Math.round(limits.timeoutMs / 1000)} s`)),
      );
      void worker.terminate();
    }, limits.timeoutMs);
    worker.once('message', (answer: WorkerAnswer) => settle(() => resolve(answer)));
    worker.once('error', (error: Error & { code?: string }) =>
      settle(() =>
        reject(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? new SpreadsheetLimitError(`reading it needs more than ${limits.workerMemoryMb} MB of memory`)
            : error,
        ),
      ),
    );
    worker.once('exit', (code) =>
      settle(() => reject(new Error(`The spreadsheet converter stopped unexpectedly (exit code ${code}).`))),
    );
  });
}

/** A spreadsheet crossed a conversion limit; the message says which, in plain words. */
class SpreadsheetLimitError extends Error {}

/**
 * Converts the first worksheet of the XLSX file `source` into a CSV file at `target`, within
 * the limits above. The CSV is written beside the target and renamed into place, so a failed
 * conversion leaves nothing half-written. A file over a limit, or one that is not a readable
 * spreadsheet, becomes a DatasetError ('unreadable') whose message says why.
 */
export async function convertXlsxToCsv(
  source: string,
  target: string,
  limits: SpreadsheetLimits = spreadsheetLimits(),
): Promise<void> {
  const fileName = source.split(/[\\/]/).pop() ?? source;
  const refuse = (why: string) =>
    new DatasetError(
      `${fileName} cannot be read: ${why}. Save its first sheet as CSV, or split it into smaller files.`,
      'unreadable',
    );
  const partial = `${target}.partial`;
  const release = await slot(limits.concurrency);
  try {
    const deadline = AbortSignal.timeout(limits.timeoutMs);
    await inspectZip(
      source,
      { maxInflatedBytes: limits.maxInflatedMb * 1024 * 1024, maxSharedStrings: limits.maxSharedStrings },
      deadline,
    ).catch((error: unknown) => {
      if (error instanceof ZipLimitError) throw refuse(error.message);
      if ((error as Error).name === 'AbortError' || (error as Error).name === 'TimeoutError')
        throw refuse(`reading it took longer than ${Math.round(limits.timeoutMs / 1000)} s`);
      throw error;
    });
    const answer = await convertInWorker(source, partial, limits).catch((error: unknown) => {
      throw error instanceof SpreadsheetLimitError ? refuse(error.message) : error;
    });
    if (!answer.ok) {
      throw answer.reason === 'cells'
        ? refuse(answer.message)
        : new DatasetError(`Could not read ${fileName} as XLSX: ${answer.message}`, 'unreadable');
    }
    await rename(partial, target);
  } catch (error) {
    await unlink(partial).catch(() => undefined);
    throw error;
  } finally {
    release();
  }
}
