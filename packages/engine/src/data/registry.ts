/**
 * The datasets of one workspace (an organization's user), kept apart from every other
 * workspace and from the questions asked about them by two DuckDB instances:
 *
 * - The loader (server-owned, in memory) reads a workspace file and writes it as a table into a
 *   database file of its own under `{cacheDir}/tables/`, then detaches it; the file is never
 *   written again (a changed source becomes a new file). Each load has its own loader, which
 *   may read only that one source file and write only the table folder; it runs no SQL from
 *   callers.
 * - The reader (in memory) attaches those table files READ_ONLY, shows each as a view named
 *   like the dataset, then switches external access off (no file can be read or written, no
 *   database attached, no extension installed, no temporary files) and locks its settings.
 *   Every query from tools, run_sql, the planner and RCA runs here, so even SQL that slipped past
 *   every check could only read this workspace's datasets. When datasets change, a new reader
 *   is built and swapped in; the old one closes when its last query ends.
 *
 * The metadata (`datasets.json`) lives in the cache folder, which neither instance can write.
 * It is still not trusted: every path read from it is resolved again (symbolic links included)
 * and must lie inside the workspace's own folders; an entry that fails is dropped with a log
 * line. Changes of a source file's size or mtime trigger a reload.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, realpath, rm, stat } from 'node:fs/promises';
import { basename, join, resolve, sep } from 'node:path';
import type { DuckDBInstance } from '@duckdb/node-api';
import { DatasetError, type DatasetInfo, type RegistryLogger, type RegistryOptions } from './dataset-types';
import { runQuery, type QueryOptions, type QueryResult } from './duck';
import { type DatasetFormat } from './formats';
import { loadTableFile, removeTableFile } from './load-table';
import { openReader } from './reader';
import { col, renderSelect, star } from './sql-builder';
import { identifierFromFileName } from './sql';
import { readMetadata, writeMetadata } from './table-metadata';
import { formatOfPath } from './text-table-sniff';

export {
  DatasetError,
  loadTimeoutMs,
  type DatasetInfo,
  type RegistryLogger,
  type RegistryOptions,
} from './dataset-types';

const PREVIEW_ROWS = 100;
/** Columns a preview shows at most; a wider dataset's preview shows its first ones. */
export const PREVIEW_MAX_COLUMNS = 200;
const TABLES_DIR = 'tables';
const CONVERTED_DIR = 'converted';
/** The database file of the layout before table files; its datasets are reloaded from source. */
const LEGACY_DATABASE = 'workspace.duckdb';

/** One generation of the query instance and the table files it attached. */
interface Reader {
  instance: DuckDBInstance;
  files: Set<string>;
  active: number;
  retired: boolean;
}

export class DatasetRegistry {
  private readonly datasets = new Map<string, DatasetInfo>();
  /** The table file (a name inside the tables folder) holding each dataset's rows. */
  private readonly tableFiles = new Map<string, string>();
  private readonly previews = new Map<string, QueryResult>();
  private readonly pending = new Map<string, Promise<DatasetInfo>>();
  /** Table files being written right now; the sweep leaves them alone. */
  private readonly writing = new Set<string>();
  private readonly readers = new Set<Reader>();
  private reader: Reader | undefined;
  /** Datasets changed since the reader was built; the next query builds a new one. */
  private stale = true;
  private building: Promise<void> = Promise.resolve();
  private closed = false;
  private saving: Promise<void> = Promise.resolve();
  private readonly tablesDir: string;
  private readonly log: RegistryLogger;

  private constructor(
    private readonly options: RegistryOptions,
  ) {
    this.tablesDir = join(options.cacheDir, TABLES_DIR);
    this.log = options.logger ?? console;
  }

  /** Opens (or creates) the workspace and restores the datasets it knew. */
  static async open(options: RegistryOptions): Promise<DatasetRegistry> {
    const cacheDir = resolve(options.cacheDir);
    await mkdir(join(cacheDir, TABLES_DIR), { recursive: true });
    await mkdir(join(cacheDir, CONVERTED_DIR), { recursive: true });
    const registry = new DatasetRegistry({ ...options, cacheDir });
    await registry.loadMetadata();
    await rm(join(cacheDir, LEGACY_DATABASE), { force: true });
    await rm(join(cacheDir, `${LEGACY_DATABASE}.wal`), { force: true });
    await registry.sweepTables();
    return registry;
  }

  /** Registers a file as a dataset (or refreshes it when the same file is registered again). */
  async register(path: string, options: { name?: string } = {}): Promise<DatasetInfo> {
    const absolute = resolve(path);
    await this.resolveInside(absolute);
    const format = formatOfPath(absolute);
    if (!format) {
      throw new DatasetError(
        `${basename(path)} is not a supported data file (CSV, TSV, XLSX, JSON, NDJSON, Parquet or a text table).`,
        'unsupported',
      );
    }
    const existing = [...this.datasets.values()].find((d) => d.path === absolute);
    const name = existing?.name ?? this.uniqueName(identifierFromFileName(options.name ?? absolute));
    return this.serialize(name, () => this.load(name, absolute, format));
  }

  /** All datasets of the workspace, refreshed when their files changed. */
  async list(): Promise<DatasetInfo[]> {
    const names = [...this.datasets.keys()].sort();
    const result: DatasetInfo[] = [];
    for (const name of names) {
      try {
        result.push(await this.get(name));
      } catch (error) {
        if (!(error instanceof DatasetError && (error.code === 'file_missing' || error.code === 'not_found')))
          throw error;
      }
    }
    return result;
  }

  /** Whether a dataset of this name exists (without touching its file). */
  has(name: string): boolean {
    return this.datasets.has(name);
  }

  /** The names of the datasets, without refreshing; used to validate SQL cheaply. */
  names(): string[] {
    return [...this.datasets.keys()];
  }

  /** One dataset; re-reads the file first if its size or mtime changed since it was loaded. */
  async get(name: string): Promise<DatasetInfo> {
    const info = this.datasets.get(name);
    if (!info) {
      const known = this.names();
      throw new DatasetError(
        `There is no dataset named "${name}".${known.length ? ` Available: ${known.join(', ')}.` : ' No datasets are loaded yet.'}`,
        'not_found',
      );
    }
    const current = await stat(info.path).catch(() => undefined);
    if (!current) {
      throw new DatasetError(`The file behind dataset "${name}" (${info.fileName}) no longer exists.`, 'file_missing');
    }
    // Building the reader first finds a damaged table file, which then reads the source again.
    if (this.stale || !this.reader) await this.refreshReader();
    const unchanged = current.size === info.sizeBytes && Math.trunc(current.mtimeMs) === info.modifiedMs;
    if (unchanged && this.tableFiles.has(name)) return info;
    try {
      return await this.serialize(name, () => this.load(name, info.path, info.format));
    } catch (error) {
      if (!(error instanceof DatasetError && error.code === 'outside_workspace')) throw error;
      // The file now resolves outside the workspace (a link swapped in): the dataset goes.
      this.log.warn(`Dataset ${name} dropped: its file ${info.path} resolves outside the workspace.`);
      await this.unregister(name);
      throw new DatasetError(`There is no dataset named "${name}".`, 'not_found');
    }
  }

  /**
   * The first rows of a dataset (up to 100 are kept in memory after loading), with its first
   * PREVIEW_MAX_COLUMNS columns: reading thousands of columns takes seconds per thousand.
   */
  async preview(name: string, limit = PREVIEW_ROWS): Promise<QueryResult> {
    const info = await this.get(name);
    let cached = this.previews.get(name);
    if (!cached) {
      const select =
        info.columns.length > PREVIEW_MAX_COLUMNS
          ? info.columns.slice(0, PREVIEW_MAX_COLUMNS).map((c) => ({ expr: col(c.name) }))
          : [{ expr: star }];
      cached = await this.query(renderSelect({ select, from: { table: name }, limit: PREVIEW_ROWS }));
      this.previews.set(name, cached);
    }
    return { ...cached, rows: cached.rows.slice(0, limit), truncated: cached.rows.length > limit };
  }

  /** Forgets a dataset and deletes its table file; the source file itself is left alone. */
  async unregister(name: string): Promise<void> {
    await this.pending.get(name)?.catch(() => undefined);
    if (!this.datasets.has(name)) return;
    this.datasets.delete(name);
    this.tableFiles.delete(name);
    this.previews.delete(name);
    this.stale = true;
    await this.saveMetadata();
  }

  /**
   * Runs one query on the sandboxed reader: it sees this workspace's datasets and nothing else,
   * and can neither touch files nor change settings, whatever the SQL says.
   */
  async query(sql: string, options?: QueryOptions): Promise<QueryResult> {
    if (this.stale || !this.reader) await this.refreshReader();
    const reader = this.reader;
    if (!reader) throw new Error('The workspace is closed.');
    reader.active++;
    try {
      return await runQuery(reader.instance, sql, options);
    } finally {
      reader.active--;
      if (reader.retired && reader.active === 0) await this.closeReader(reader);
    }
  }

  /** Resolves when the loads in progress (of `name`, or all of them) have written their tables. */
  async whenMaterialized(name?: string): Promise<void> {
    const works = name ? [this.pending.get(name)] : [...this.pending.values()];
    await Promise.all(works.map((w) => w?.catch(() => undefined)));
  }

  /** Waits for loads in progress, then closes the query instances. */
  async close(): Promise<void> {
    this.closed = true;
    await this.whenMaterialized();
    await this.building;
    for (const reader of [...this.readers]) {
      reader.retired = true;
      reader.instance.closeSync();
      this.readers.delete(reader);
    }
  }

  private uniqueName(base: string): string {
    let name = base;
    for (let i = 2; this.datasets.has(name); i++) name = `${base}_${i}`;
    return name;
  }

  /** Runs one load per dataset name at a time; concurrent callers share the same promise. */
  private serialize(name: string, work: () => Promise<DatasetInfo>): Promise<DatasetInfo> {
    const running = this.pending.get(name);
    if (running) return running;
    const promise = work().finally(() => this.pending.delete(name));
    this.pending.set(name, promise);
    return promise;
  }

  /**
   * The real location of `path`, which must lie inside one of the workspace's folders once
   * every symbolic link is followed; anything else is refused, whoever asked.
   */
  private async resolveInside(path: string): Promise<string> {
    const real = await realpath(path).catch(() => undefined);
    const outside = new DatasetError(`The file ${basename(path)} is outside your workspace.`, 'outside_workspace');
    if (real === undefined) {
      // A file that does not exist yet: its folder must still be inside.
      const lexical = resolve(path);
      const lexicalRoots = this.options.dataDirs.map((d) => resolve(d));
      if (!lexicalRoots.some((root) => lexical.startsWith(root + sep))) throw outside;
      throw new DatasetError(`The file ${basename(path)} does not exist.`, 'file_missing');
    }
    // The roots are resolved on every call: a root created or moved after opening still counts.
    const roots = await Promise.all(this.options.dataDirs.map((d) => realpath(d).catch(() => resolve(d))));
    if (!roots.some((root) => real.startsWith(root + sep))) throw outside;
    return real;
  }

  private async load(name: string, path: string, format: DatasetFormat): Promise<DatasetInfo> {
    const real = await this.resolveInside(path);
    const before = await stat(real).catch(() => undefined);
    if (!before) throw new DatasetError(`The file ${basename(path)} does not exist.`, 'file_missing');
    const tableFile = `${name}-${randomBytes(8).toString('hex')}.duckdb`;
    this.writing.add(tableFile);
    try {
      const info = await loadTableFile({
        name,
        path,
        real,
        format,
        before,
        options: this.options,
        tablesDir: this.tablesDir,
        convertedDir: join(this.options.cacheDir, CONVERTED_DIR),
        tableFile,
      });
      try {
        if (this.closed) throw new DatasetError('The workspace was closed while the file was loading.', 'unreadable');
        this.datasets.set(name, info);
        this.tableFiles.set(name, tableFile);
        this.previews.delete(name);
        this.stale = true;
        await this.saveMetadata();
        return info;
      } catch (error) {
        if (this.tableFiles.get(name) !== tableFile) await removeTableFile(join(this.tablesDir, tableFile));
        throw error;
      }
    } finally {
      this.writing.delete(tableFile);
    }
  }

  /**
   * Builds a reader over the current table files and swaps it in; queries already running
   * finish on the previous one, which closes after them. Builds run one after another, and a
   * query that finds one already built for the current datasets uses it. Loads only mark the
   * reader stale, so registering many files costs one build, at the next query.
   */
  private refreshReader(): Promise<void> {
    const next = this.building.then(async () => {
      if (this.closed || (!this.stale && this.reader)) return;
      const reader = await this.buildReader();
      const previous = this.reader;
      this.reader = reader;
      this.readers.add(reader);
      if (previous) {
        previous.retired = true;
        if (previous.active === 0) await this.closeReader(previous);
      }
    });
    this.building = next.catch(() => undefined);
    return next;
  }

  private async buildReader(): Promise<Reader> {
    const entries = [...this.tableFiles.entries()].sort();
    this.stale = false;
    try {
      const { instance, files, failed } = await openReader(this.options, this.tablesDir, entries, this.log);
      // Reloaded from their sources on next use.
      for (const [name, file] of failed) if (this.tableFiles.get(name) === file) this.tableFiles.delete(name);
      return { instance, files, active: 0, retired: false };
    } catch (error) {
      this.stale = true;
      throw error;
    }
  }

  private async closeReader(reader: Reader): Promise<void> {
    if (!this.readers.delete(reader)) return;
    reader.instance.closeSync();
    await this.sweepTables();
  }

  /** Deletes table files that no dataset, reader or load in progress uses any more. */
  private async sweepTables(): Promise<void> {
    const used = new Set([...this.tableFiles.values(), ...this.writing]);
    for (const reader of this.readers) for (const file of reader.files) used.add(file);
    const present = await readdir(this.tablesDir).catch(() => [] as string[]);
    for (const entry of present) {
      const file = entry.endsWith('.wal') ? entry.slice(0, -'.wal'.length) : entry;
      if (!used.has(file)) await rm(join(this.tablesDir, entry), { force: true }).catch(() => undefined);
    }
  }

  /** Restores the datasets listed in the metadata file (see table-metadata.ts for the checks). */
  private async loadMetadata(): Promise<void> {
    const entries = await readMetadata(this.options.cacheDir, this.tablesDir, this.log, (path) => this.resolveInside(path));
    for (const { info, tableFile } of entries) {
      this.datasets.set(info.name, info);
      // Without its table file (an older layout, a crash mid-load) the source is read again.
      if (tableFile) this.tableFiles.set(info.name, tableFile);
    }
  }

  /**
   * Writes the metadata beside the tables, renamed into place so it is never half-written.
   * Writes are chained: two loads may finish at once.
   */
  private saveMetadata(): Promise<void> {
    const write = () =>
      writeMetadata(
        this.options.cacheDir,
        [...this.datasets.values()].map((info) => ({ ...info, tableFile: this.tableFiles.get(info.name) ?? null })),
      );
    this.saving = this.saving.then(write, write);
    return this.saving;
  }
}
