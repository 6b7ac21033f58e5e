/**
 * Loading one source file into a table file of the workspace. Each load has its own DuckDB
 * instance (the loader), which may read only that one source file and write only the table
 * folder; it runs no SQL from callers. The table is written with the types detected by
 * infer-types.ts, within the load's time limit: past it the running statement is interrupted and
 * the load fails with a DatasetError in plain words. Spreadsheets, and text tables whose fields
 * are separated by spaces, are first converted to CSV.
 */
import { join, basename, sep } from 'node:path';
import { rm } from 'node:fs/promises';
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { DatasetError, loadTimeoutMs, type DatasetInfo, type RegistryOptions } from './dataset-types';
import { execute } from './duck';
import { convertArffToCsv } from './arff-table';
import { commentBlocks, writeBlocksAsCsv, type BlockTable } from './comment-blocks';
import { convertXlsxToCsv, sourceExpression, type DatasetFormat } from './formats';
import { withUnits, writeTypedTable, type TypedLoad } from './infer-types';
import { quoteIdent, quoteLiteral } from './sql';
import { convertFixedWidthToCsv, fixedWidthLayout } from './fixed-width-table';
import { convertSpacesToCsv, isSpaceSeparated } from './whitespace-table';
import { convertSpacedHeader, spacedHeader } from './spaced-header';
import { splitYearWeekCodes } from './year-week-codes';
import { reshapeYearMeasureTable } from './year-measure-table';
import { dropTrailingLines, trailingNoteLines } from './trailing-notes';
import { dropEmptyTrailingColumns } from './empty-columns';
import { tidyTextColumns } from './text-case';
import { dropLine, nameColumnsWithUnits, unitsLine, unitsLineWarning } from './units-line';
import { dropSubtotalRows } from './subtotal-rows';
import { totalLineWarning, trailingTotalLine } from './total-line';
import { convertKeyValueCells, keyValueLayout } from './key-value-cells';
import { decodeIsoCoordinates } from './iso-coordinates';
import { convertPreambleTable, preambleLayout, type PreambleLayout } from './preamble-table';
import { dropRepeatedHeader, repeatedHeader, repeatedHeaderWarning } from './repeated-header';
import { groupLabelColumn } from './group-rows';
import { clearPlaceholderNames } from './placeholder-names';
import { convertDatedLines, datedLinesLayout, type DatedLinesLayout } from './dated-lines';
import { convertUnixTable, unixTableLayout, type UnixTableLayout } from './unix-table';

/** One load: the dataset, its file, and where the table file goes. */
export interface TableLoad {
  name: string;
  /** The path as registered, and the same file once every link is followed. */
  path: string;
  real: string;
  format: DatasetFormat;
  /** The source file's size and modification time when the load began. */
  before: { size: number; mtimeMs: number };
  options: RegistryOptions;
  tablesDir: string;
  /** Folder for spreadsheets converted to CSV. */
  convertedDir: string;
  /** Name of the table file to write inside `tablesDir`. */
  tableFile: string;
}

/**
 * A loader instance for one load: it may read exactly the one source file and write only the
 * table folder (DuckDB's `allowed_paths` also refuses writes to that file), then it is closed.
 */
async function openLoader(options: RegistryOptions, tablesDir: string, source: string): Promise<DuckDBInstance> {
  const instance = await DuckDBInstance.create(':memory:', {
    threads: String(options.threads ?? 2),
    memory_limit: options.memoryLimit ?? '1GB',
    temp_directory: join(options.cacheDir, 'spill'),
  });
  try {
    const tables = tablesDir.endsWith(sep) ? tablesDir : tablesDir + sep;
    await execute(
      instance,
      `SET allowed_paths = [${quoteLiteral(source)}]; SET allowed_directories = [${quoteLiteral(tables)}]; ` +
        'SET enable_external_access = false; SET autoinstall_known_extensions = false; SET lock_configuration = true;',
    );
  } catch (error) {
    instance.closeSync();
    throw error;
  }
  return instance;
}

/**
 * Writes the table file of one load and returns what is known about the dataset. On failure
 * nothing is left behind: the table file is removed and the error says why in plain words.
 */
export async function loadTableFile(load: TableLoad): Promise<DatasetInfo> {
  const { name, path, real, format, before, options, tablesDir, tableFile } = load;
  let readPath = real;
  let blocks: BlockTable | undefined;
  let blocksNote: string | undefined;
  let spaced: ReturnType<typeof spacedHeader>;
  let preamble: PreambleLayout | undefined;
  // the format the table is read in: a text table rewritten as a CSV copy is read as CSV
  let readAs: DatasetFormat = format;
  let dated: DatedLinesLayout | undefined;
  let unix: UnixTableLayout | undefined;
  if ((format === 'csv' || format === 'tsv') && (dated = datedLinesLayout(real))) {
    // a reminder file of `MM/DD<tab>text` lines: month, day and the event's text
    readPath = join(load.convertedDir, `${name}.csv`);
    blocksNote = await convertDatedLines(real, readPath, dated);
    readAs = 'csv';
  } else if ((format === 'csv' || format === 'tsv') && (unix = unixTableLayout(real))) {
    // a Unix system table (`ssh  22/tcp  # comment`): fixed fields, aliases and comments
    readPath = join(load.convertedDir, `${name}.csv`);
    blocksNote = await convertUnixTable(real, readPath, unix);
    readAs = 'csv';
  } else if ((format === 'csv' || format === 'tsv') && (preamble = preambleLayout(real))) {
    // a header in a comment line, below prose or behind a byte-by-byte description: a CSV copy
    readPath = join(load.convertedDir, `${name}.csv`);
    blocksNote = await convertPreambleTable(real, readPath, preamble);
    readAs = 'csv';
  } else if (format === 'xlsx') {
    readPath = join(load.convertedDir, `${name}.csv`);
    await convertXlsxToCsv(real, readPath);
  } else if (format === 'arff') {
    readPath = join(load.convertedDir, `${name}.csv`);
    await convertArffToCsv(real, readPath);
  } else if (format === 'csv' && (blocks = commentBlocks(real))) {
    // several tables one after another, each under its own commented header: one table of them
    readPath = join(load.convertedDir, `${name}.csv`);
    blocksNote = await writeBlocksAsCsv(blocks, readPath);
  } else if (format === 'csv' && isSpaceSeparated(real)) {
    // fields separated by spaces (R's write.table, aligned columns): read through a CSV copy
    readPath = join(load.convertedDir, `${name}.csv`);
    await convertSpacesToCsv(real, readPath);
  } else if (format === 'csv' && (spaced = spacedHeader(real))) {
    // a header spaced out over rows split by a delimiter: read through a CSV copy
    readPath = join(load.convertedDir, `${name}.csv`);
    await convertSpacedHeader(real, readPath, spaced);
  } else if (format === 'csv') {
    // columns aligned by padding, text cells with spaces inside: cut at the aligned positions
    const layout = fixedWidthLayout(real);
    if (layout) {
      readPath = join(load.convertedDir, `${name}.csv`);
      await convertFixedWidthToCsv(real, readPath, layout);
    }
  }
  // a column of labelled facts (`Published: 1990; Publisher: Vale`): one column per label, through a copy
  const facts = readAs === 'csv' ? keyValueLayout(readPath) : undefined;
  if (facts) {
    const copy = join(load.convertedDir, `${name}.facts.csv`);
    await convertKeyValueCells(copy, facts);
    readPath = copy;
  }
  // the header repeated at every page break of a printed report: read through a copy without the repeats
  const repeated = format === 'csv' || format === 'tsv' ? repeatedHeader(readPath) : undefined;
  let repeats = 0;
  if (repeated) {
    const copy = join(load.convertedDir, `${name}.pages.${format}`);
    repeats = await dropRepeatedHeader(readPath, copy, repeated);
    readPath = copy;
  }
  // a line of units under the header ("(pcs)", "(h:mm)"): read through a copy without it
  const units = readAs === 'csv' || readAs === 'tsv' ? unitsLine(readPath) : undefined;
  if (units) {
    const copy = join(load.convertedDir, `${name}.units.${readAs}`);
    await dropLine(readPath, copy, units.line);
    readPath = copy;
  }
  // lines of source text or footnotes below the rows: read through a copy without them
  const below = readAs === 'csv' || readAs === 'tsv' ? trailingNoteLines(readPath) : { drop: 0, notes: 0 };
  const footer = below.notes;
  if (footer > 0) {
    const copy = join(load.convertedDir, `${name}.body.${readAs}`);
    await dropTrailingLines(readPath, copy, below.drop);
    readPath = copy;
  }
  // a total line at the bottom that adds up the rows above it: read through a copy without it
  const total = format === 'csv' || format === 'tsv' ? await trailingTotalLine(readPath) : undefined;
  if (total) {
    const copy = join(load.convertedDir, `${name}.rows.${format}`);
    await dropTrailingLines(readPath, copy, total.drop);
    readPath = copy;
  }
  const loader = await openLoader(options, tablesDir, readPath);
  // Every statement of the load runs on one connection, interrupted when the time is up.
  const limitMs = options.loadTimeoutMs ?? loadTimeoutMs();
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), limitMs);
  let connection: DuckDBConnection;
  try {
    connection = await loader.connect();
  } catch (error) {
    clearTimeout(timer);
    loader.closeSync();
    throw error;
  }
  deadline.signal.addEventListener('abort', () => connection.interrupt(), { once: true });
  const run = async (sql: string) => {
    deadline.signal.throwIfAborted();
    await connection.run(sql);
  };
  const rows = async (sql: string) => {
    deadline.signal.throwIfAborted();
    return (await connection.runAndReadAll(sql)).getRowObjectsJson();
  };
  const tooSlow = () =>
    new DatasetError(
      `Loading ${basename(path)} took longer than ${formatSeconds(limitMs)} and was stopped. ` +
        'Split the file into smaller ones or remove the columns you do not need.',
      'unreadable',
    );
  const target = join(tablesDir, tableFile);
  const alias = quoteIdent(`load_${tableFile.slice(0, -'.duckdb'.length)}`);
  const table = `${alias}.main.data`;
  try {
    let rowCount = 0;
    let typed: TypedLoad = { units: {}, warnings: [] };
    for (const fullScan of [false, true]) {
      // The retry looks at every row: sampled type detection guessed wrong.
      const source = sourceExpression(readAs, readPath, fullScan);
      try {
        await run(`ATTACH ${quoteLiteral(target)} AS ${alias}`);
        // Text columns that hold dates, numbers or flags are written with their real types.
        typed = await writeTypedTable(
          loader,
          source,
          table,
          { path: readPath, format: readAs, sizeBytes: before.size },
          { signal: deadline.signal, clocks: units?.clocks },
        );
        if (units) {
          await nameColumnsWithUnits(run, rows, table, units.units);
          typed = { ...typed, warnings: [unitsLineWarning(units), ...typed.warnings] };
        }
        // one column per year and measure (2001_rain, 2001_sun, …): read as one row per year
        await dropEmptyTrailingColumns(run, rows, table);
        // padded cells trimmed, a category typed in several cases read as one (text-case.ts)
        const drift = await tidyTextColumns(run, rows, table);
        if (drift.length) typed = { ...typed, warnings: [...typed.warnings, ...drift] };
        // subtotal and total rows among a report's rows ("*** PAY DATE TOTAL ***") are no rows
        const subtotals = await dropSubtotalRows(run, rows, table);
        if (subtotals) typed = { ...typed, warnings: [...typed.warnings, subtotals] };
        // a heading row above each group of rows ("Northgate Mall,,,"): a column of the rows under it
        const groups = await groupLabelColumn(run, rows, table);
        if (groups) typed = { ...typed, warnings: [...typed.warnings, groups] };
        // `VACANT` as the tenant of an empty unit among names: missing, not a name
        const placeholders = await clearPlaceholderNames(run, rows, table);
        if (placeholders.length) typed = { ...typed, warnings: [...typed.warnings, ...placeholders] };
        // year-week codes (199001) get a year and a week-of-year column beside them
        const weeks = await splitYearWeekCodes(run, rows, table);
        if (weeks) typed = { ...typed, warnings: [...typed.warnings, weeks] };
        // ISO 6709 coordinates (+4230+00131) get latitude and longitude columns in degrees
        const places = await decodeIsoCoordinates(run, rows, table);
        if (places) typed = { ...typed, warnings: [...typed.warnings, places] };
        const reshaped = await reshapeYearMeasureTable(run, rows, table);
        if (reshaped) typed = { ...typed, warnings: [...typed.warnings, reshaped] };
        if (footer > 0) typed = { ...typed, warnings: [footerWarning(footer), ...typed.warnings] };
        if (repeats > 0) typed = { ...typed, warnings: [repeatedHeaderWarning(repeats), ...typed.warnings] };
        if (total) typed = { ...typed, warnings: [totalLineWarning(total), ...typed.warnings] };
        if (blocksNote) typed = { ...typed, warnings: [blocksNote, ...typed.warnings] };
        rowCount = Number((await rows(`SELECT count(*) AS n FROM ${table}`))[0]?.n ?? 0);
        break;
      } catch (error) {
        await execute(loader, `DETACH DATABASE IF EXISTS ${alias}`).catch(() => undefined);
        await removeTableFile(target);
        if (deadline.signal.aborted) throw tooSlow();
        if (fullScan) {
          throw new DatasetError(
            `Could not read ${basename(path)} as ${format.toUpperCase()}: ${firstLine(error)}`,
            'unreadable',
          );
        }
      }
    }
    const described = await rows(`DESCRIBE ${table}`);
    await run(`DETACH ${alias}`);
    const columns = withUnits(
      described.map((r) => ({ name: String(r.column_name), type: String(r.column_type) })),
      typed.units,
    );
    return {
      name,
      fileName: basename(path),
      path,
      format,
      sizeBytes: before.size,
      modifiedMs: Math.trunc(before.mtimeMs),
      rowCount,
      columns,
      registeredAt: new Date().toISOString(),
      warnings: typed.warnings,
    };
  } catch (error) {
    await execute(loader, `DETACH DATABASE IF EXISTS ${alias}`).catch(() => undefined);
    await removeTableFile(target);
    throw deadline.signal.aborted && !(error instanceof DatasetError) ? tooSlow() : error;
  } finally {
    clearTimeout(timer);
    connection.closeSync();
    loader.closeSync();
  }
}

/** What the reader says about note lines left out below the rows. */
const footerWarning = (lines: number) =>
  `The file ends with ${lines === 1 ? 'a line' : `${lines} lines`} of notes (source text, footnotes) below its rows; ${lines === 1 ? 'it was' : 'they were'} not read as rows.`;

/** Removes a table file and its write-ahead log. */
export async function removeTableFile(path: string): Promise<void> {
  await rm(path, { force: true }).catch(() => undefined);
  await rm(`${path}.wal`, { force: true }).catch(() => undefined);
}

function formatSeconds(ms: number): string {
  const seconds = Math.round(ms / 100) / 10;
  return `${seconds.toLocaleString('en-US')} ${seconds === 1 ? 'second' : 'seconds'}`;
}

export function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
}
