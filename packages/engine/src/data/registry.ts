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
import { mkdir, readdir, readFile, realpath, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, join, resolve, sep } from 'node:path';
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { execute, runQuery, type QueryOptions, type QueryResult } from './duck';
import { convertXlsxToCsv, formatOfFile, sourceExpression, type DatasetFormat } from './formats';
import { withUnits, writeTypedTable, type DatasetColumn, type TypedLoad } from './infer-types';
import { col, renderSelect, star } from './sql-builder';
import { identifierFromFileName, quoteIdent, quoteLiteral } from './sql';

/** What the engine knows about one dataset; also what list_datasets and the API show. */
export interface DatasetInfo {
  name: string;
  fileName: string;
  path: string;
  format: DatasetFormat;
  sizeBytes: number;
  modifiedMs: number;
  rowCount: number;
  /** Columns with DuckDB's types; numbers read from text such as `12.5%` or `$3` carry a unit. */
  columns: DatasetColumn[];
  registeredAt: string;
  /** Problems people should know about the file (conversions that failed, ragged rows…). */
  warnings?: string[];
}

/** Where log lines about dropped metadata go (console by default). */
export interface RegistryLogger {
  warn(message: string): void;
}

export interface RegistryOptions {
  /** Folder for this workspace's table files, converted spreadsheets and metadata. */
  cacheDir: string;
  /** Folders whose files may become datasets (the workspace's file root). */
  dataDirs: string[];
  memoryLimit?: string;
  threads?: number;
  logger?: RegistryLogger;
  /**
   * Time one load of a file may take in DuckDB (type detection and the table copy); past it the
   * running statement is interrupted and the load fails with a DatasetError. Default: the
   * DATASET_LOAD_TIMEOUT_S environment variable, else 120 s.
   */
  loadTimeoutMs?: number;
}

/** The load time limit from DATASET_LOAD_TIMEOUT_S (seconds), 120 s when unset or not a positive number. */
export function loadTimeoutMs(env: NodeJS.ProcessEnv = process.env): number {
  const seconds = Number(env.DATASET_LOAD_TIMEOUT_S);
  return env.DATASET_LOAD_TIMEOUT_S?.trim() && Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 120_000;
}

/** A request named a dataset that the workspace does not have; the message is for people. */
export class DatasetError extends Error {
  constructor(
    message: string,
    readonly code: 'not_found' | 'unsupported' | 'outside_workspace' | 'file_missing' | 'unreadable',
  ) {
    super(message);
  }
}

const PREVIEW_ROWS = 100;
/** Columns a preview shows at most; a wider dataset's preview shows its first ones. */
export const PREVIEW_MAX_COLUMNS = 200;
const META_FILE = 'datasets.json';
const TABLES_DIR = 'tables';
const CONVERTED_DIR = 'converted';
/** The database file of the layout before table files; its datasets are reloaded from source. */
const LEGACY_DATABASE = 'workspace.duckdb';
/** Dataset names as identifierFromFileName and uniqueName make them. */
const NAME_PATTERN = /^[a-z][a-z0-9_]{0,79}$/;
const TABLE_FILE_PATTERN = /^([a-z][a-z0-9_]{0,79})-[a-f0-9]{16}\.duckdb$/;
const FORMATS: readonly DatasetFormat[] = ['csv', 'tsv', 'json', 'parquet', 'xlsx'];

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
    const format = formatOfFile(absolute);
    if (!format) {
      throw new DatasetError(
        `${basename(path)} is not a supported data file (CSV, TSV, XLSX, JSON, NDJSON or Parquet).`,
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

  /**
   * A loader instance for one load: it may read exactly the one source file and write only the
   * table folder (DuckDB's `allowed_paths` also refuses writes to that file), then it is closed.
   */
  private async openLoader(source: string): Promise<DuckDBInstance> {
    const instance = await DuckDBInstance.create(':memory:', {
      threads: String(this.options.threads ?? 2),
      memory_limit: this.options.memoryLimit ?? '1GB',
      temp_directory: join(this.options.cacheDir, 'spill'),
    });
    try {
      const tables = this.tablesDir.endsWith(sep) ? this.tablesDir : this.tablesDir + sep;
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

  private async load(name: string, path: string, format: DatasetFormat): Promise<DatasetInfo> {
    const real = await this.resolveInside(path);
    const before = await stat(real).catch(() => undefined);
    if (!before) throw new DatasetError(`The file ${basename(path)} does not exist.`, 'file_missing');
    let readPath = real;
    if (format === 'xlsx') {
      readPath = join(this.options.cacheDir, CONVERTED_DIR, `${name}.csv`);
      await convertXlsxToCsv(real, readPath);
    }
    const loader = await this.openLoader(readPath);
    // Every statement of the load runs on one connection, interrupted when the time is up.
    const limitMs = this.options.loadTimeoutMs ?? loadTimeoutMs();
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
    const tableFile = `${name}-${randomBytes(8).toString('hex')}.duckdb`;
    const target = join(this.tablesDir, tableFile);
    const alias = quoteIdent(`load_${tableFile.slice(0, -'.duckdb'.length)}`);
    const table = `${alias}.main.data`;
    this.writing.add(tableFile);
    try {
      let rowCount = 0;
      let typed: TypedLoad = { units: {}, warnings: [] };
      for (const fullScan of [false, true]) {
        // The retry looks at every row: sampled type detection guessed wrong.
        const source = sourceExpression(format, readPath, fullScan);
        try {
          await run(`ATTACH ${quoteLiteral(target)} AS ${alias}`);
          // Text columns that hold dates, numbers or flags are written with their real types.
          typed = await writeTypedTable(
            loader,
            source,
            table,
            { path: readPath, format, sizeBytes: before.size },
            { signal: deadline.signal },
          );
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
      const info: DatasetInfo = {
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
      if (this.closed) throw new DatasetError('The workspace was closed while the file was loading.', 'unreadable');
      this.datasets.set(name, info);
      this.tableFiles.set(name, tableFile);
      this.previews.delete(name);
      this.stale = true;
      await this.saveMetadata();
      return info;
    } catch (error) {
      await execute(loader, `DETACH DATABASE IF EXISTS ${alias}`).catch(() => undefined);
      if (this.tableFiles.get(name) !== tableFile) await removeTableFile(target);
      throw deadline.signal.aborted && !(error instanceof DatasetError) ? tooSlow() : error;
    } finally {
      clearTimeout(timer);
      this.writing.delete(tableFile);
      connection.closeSync();
      loader.closeSync();
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
    const instance = await DuckDBInstance.create(':memory:', {
      threads: String(this.options.threads ?? 2),
      memory_limit: this.options.memoryLimit ?? '1GB',
      // No spilling: a temporary folder would be a place queries could write to.
      temp_directory: '',
    });
    const files = new Set<string>();
    try {
      const connection = await instance.connect();
      try {
        let i = 0;
        for (const [name, file] of entries) {
          const alias = quoteIdent(`d${i++}`);
          try {
            await connection.run(`ATTACH ${quoteLiteral(join(this.tablesDir, file))} AS ${alias} (READ_ONLY)`);
            await connection.run(`CREATE VIEW ${quoteIdent(name)} AS SELECT * FROM ${alias}.main.data`);
            files.add(file);
          } catch (error) {
            // Reloaded from its source on next use.
            this.log.warn(`Dataset ${name}: its table file could not be opened (${firstLine(error)}); it will be reloaded.`);
            if (this.tableFiles.get(name) === file) this.tableFiles.delete(name);
          }
        }
        await connection.run(
          'SET enable_external_access = false; SET autoinstall_known_extensions = false; ' +
            'SET autoload_known_extensions = false; SET lock_configuration = true;',
        );
      } finally {
        connection.closeSync();
      }
    } catch (error) {
      instance.closeSync();
      this.stale = true;
      throw error;
    }
    return { instance, files, active: 0, retired: false };
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

  /**
   * Restores the datasets listed in the metadata file, checking each entry as if a stranger had
   * written it: the name must be a dataset name, the source path must resolve inside the
   * workspace's folders, the table file must be a file of the table folder. Entries that fail
   * are dropped with a log line; a missing table file only means the source is read again.
   */
  private async loadMetadata(): Promise<void> {
    const file = join(this.options.cacheDir, META_FILE);
    const text = await readFile(file, 'utf8').catch(() => undefined);
    if (!text) return;
    let saved: unknown;
    try {
      saved = JSON.parse(text);
    } catch {
      this.log.warn(`Dataset metadata ${file} is not valid JSON; the datasets will be registered again.`);
      return;
    }
    if (!Array.isArray(saved)) {
      this.log.warn(`Dataset metadata ${file} is not a list; the datasets will be registered again.`);
      return;
    }
    const tables = new Set(await readdir(this.tablesDir).catch(() => [] as string[]));
    for (const entry of saved as Partial<DatasetInfo & { tableFile: string }>[]) {
      const reason = await this.rejectEntry(entry);
      if (reason) {
        this.log.warn(`Dataset metadata entry ${JSON.stringify(entry?.name ?? null)} dropped: ${reason}.`);
        continue;
      }
      const { tableFile, ...info } = entry as DatasetInfo & { tableFile?: string };
      const fileOk =
        typeof tableFile === 'string' &&
        TABLE_FILE_PATTERN.exec(tableFile)?.[1] === info.name &&
        tables.has(tableFile);
      this.datasets.set(info.name, info);
      // Without its table file (an older layout, a crash mid-load) the source is read again.
      if (fileOk) this.tableFiles.set(info.name, tableFile);
    }
  }

  /** Why a stored entry cannot be used, or undefined when it can. */
  private async rejectEntry(entry: Partial<DatasetInfo> | null | undefined): Promise<string | undefined> {
    if (!entry || typeof entry !== 'object') return 'not an object';
    if (typeof entry.name !== 'string' || !NAME_PATTERN.test(entry.name)) return 'invalid name';
    if (this.datasets.has(entry.name)) return 'duplicate name';
    if (typeof entry.format !== 'string' || !FORMATS.includes(entry.format)) return 'unknown format';
    if (typeof entry.path !== 'string' || resolve(entry.path) !== entry.path) return 'invalid path';
    if (formatOfFile(entry.path) !== entry.format) return 'the path does not match the format';
    if (!Array.isArray(entry.columns) || typeof entry.sizeBytes !== 'number' || typeof entry.modifiedMs !== 'number')
      return 'incomplete entry';
    try {
      await this.resolveInside(entry.path);
    } catch (error) {
      if (error instanceof DatasetError && error.code === 'file_missing') return undefined; // Reported on use.
      return 'its file is outside the workspace';
    }
    return undefined;
  }

  /**
   * Writes the metadata beside the tables, renamed into place so it is never half-written.
   * Writes are chained: two loads may finish at once.
   */
  private saveMetadata(): Promise<void> {
    const file = join(this.options.cacheDir, META_FILE);
    const write = async () => {
      const entries = [...this.datasets.values()].map((info) => ({
        ...info,
        tableFile: this.tableFiles.get(info.name) ?? null,
      }));
      await writeFile(`${file}.partial`, JSON.stringify(entries, null, 1));
      await rename(`${file}.partial`, file);
    };
    this.saving = this.saving.then(write, write);
    return this.saving;
  }
}

async function removeTableFile(path: string): Promise<void> {
  await rm(path, { force: true }).catch(() => undefined);
  await rm(`${path}.wal`, { force: true }).catch(() => undefined);
}

function formatSeconds(ms: number): string {
  const seconds = Math.round(ms / 100) / 10;
  return `${seconds.toLocaleString('en-US')} ${seconds === 1 ? 'second' : 'seconds'}`;
}

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
}
