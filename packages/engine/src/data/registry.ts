/**
 * The datasets of one workspace (an organization's user). Each workspace has its own DuckDB
 * database file in a cache directory, locked down so that SQL can read files only inside the
 * workspace's own folders: even a crafted `read_csv('/elsewhere')` in user SQL is refused by
 * DuckDB itself, which is what keeps one caller from ever seeing another's data.
 *
 * A new or changed file first becomes a VIEW over the file (one pass to count rows and check
 * types, about what DuckDB's own read_csv costs), so it is queryable at once. Text formats
 * (CSV, TSV, JSON, XLSX) are then materialized into a table of the workspace database in the
 * background: parsing a big CSV on every question costs seconds, a columnar table answers in
 * milliseconds (see bench/analytics). Parquet is already columnar and stays a VIEW. Changes of
 * the file's size or mtime trigger a reload. The data never passes through Node.
 */
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { basename, join, resolve, sep } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { execute, runQuery, type QueryOptions, type QueryResult } from './duck';
import { convertXlsxToCsv, formatOfFile, sourceExpression, type DatasetFormat } from './formats';
import { inferTypes, withUnits, type DatasetColumn, type TypedSource } from './infer-types';
import { identifierFromFileName, quoteIdent, quoteLiteral } from './sql';

export type DatasetStorage = 'view' | 'table';

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
  storage: DatasetStorage;
  registeredAt: string;
  /** Problems people should know about the file (conversions that failed, ragged rows…). */
  warnings?: string[];
}

export interface RegistryOptions {
  /** Folder for this workspace's DuckDB file, converted spreadsheets and metadata. */
  cacheDir: string;
  /** Folders whose files may become datasets (the workspace's file root). */
  dataDirs: string[];
  /** `auto` materializes text formats and keeps Parquet as a view. */
  storage?: 'auto' | DatasetStorage;
  memoryLimit?: string;
  threads?: number;
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
const META_FILE = 'datasets.json';

export class DatasetRegistry {
  private readonly datasets = new Map<string, DatasetInfo>();
  private readonly previews = new Map<string, QueryResult>();
  private readonly pending = new Map<string, Promise<DatasetInfo>>();
  private readonly materializing = new Map<string, Promise<void>>();
  private readonly generations = new Map<string, number>();
  private closed = false;
  private saving: Promise<void> = Promise.resolve();

  private constructor(
    readonly instance: DuckDBInstance,
    private readonly options: RegistryOptions,
  ) {}

  /** Opens (or creates) the workspace's database and restores the datasets it knew. */
  static async open(options: RegistryOptions): Promise<DatasetRegistry> {
    const cacheDir = resolve(options.cacheDir);
    await mkdir(join(cacheDir, 'converted'), { recursive: true });
    const instance = await DuckDBInstance.create(join(cacheDir, 'workspace.duckdb'), {
      threads: String(options.threads ?? 2),
      memory_limit: options.memoryLimit ?? '1GB',
    });
    const allowed = [cacheDir, ...options.dataDirs.map((d) => resolve(d))].map((d) => quoteLiteral(d.endsWith(sep) ? d : d + sep));
    await execute(
      instance,
      `SET allowed_directories = [${allowed.join(', ')}]; SET enable_external_access = false; SET lock_configuration = true;`,
    );
    const registry = new DatasetRegistry(instance, { ...options, cacheDir });
    await registry.loadMetadata();
    return registry;
  }

  /** Registers a file as a dataset (or refreshes it when the same file is registered again). */
  async register(path: string, options: { name?: string } = {}): Promise<DatasetInfo> {
    const absolute = resolve(path);
    if (!this.options.dataDirs.some((dir) => absolute.startsWith(resolve(dir) + sep))) {
      throw new DatasetError(`The file ${basename(path)} is outside your workspace.`, 'outside_workspace');
    }
    const format = formatOfFile(absolute);
    if (!format) {
      throw new DatasetError(`${basename(path)} is not a supported data file (CSV, TSV, XLSX, JSON, NDJSON or Parquet).`, 'unsupported');
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
        if (!(error instanceof DatasetError && error.code === 'file_missing')) throw error;
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
    if (current.size === info.sizeBytes && Math.trunc(current.mtimeMs) === info.modifiedMs) return info;
    return this.serialize(name, () => this.load(name, info.path, info.format));
  }

  /** The first rows of a dataset (up to 100 are kept in memory after loading). */
  async preview(name: string, limit = PREVIEW_ROWS): Promise<QueryResult> {
    await this.get(name);
    let cached = this.previews.get(name);
    if (!cached) {
      cached = await this.query(`SELECT * FROM ${quoteIdent(name)} LIMIT ${PREVIEW_ROWS}`);
      this.previews.set(name, cached);
    }
    return { ...cached, rows: cached.rows.slice(0, limit), truncated: cached.rows.length > limit };
  }

  /** Forgets a dataset and drops its table or view; the file itself is left alone. */
  async unregister(name: string): Promise<void> {
    const info = this.datasets.get(name);
    if (!info) return;
    this.generations.set(name, (this.generations.get(name) ?? 0) + 1);
    await this.whenMaterialized(name);
    const current = await this.query(`SELECT table_type FROM information_schema.tables WHERE table_name = ${quoteLiteral(name)}`);
    if (current.rows.length) {
      await execute(this.instance, `DROP ${current.rows[0]?.table_type === 'VIEW' ? 'VIEW' : 'TABLE'} ${quoteIdent(name)}`);
    }
    this.datasets.delete(name);
    this.previews.delete(name);
    await this.saveMetadata();
  }

  /** Runs SQL written by the engine itself (already validated or generated). */
  query(sql: string, options?: QueryOptions): Promise<QueryResult> {
    return runQuery(this.instance, sql, options);
  }

  /** Waits for background work, then closes the database. */
  async close(): Promise<void> {
    this.closed = true;
    await this.whenMaterialized();
    this.instance.closeSync();
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

  private async load(name: string, path: string, format: DatasetFormat): Promise<DatasetInfo> {
    const before = await stat(path).catch(() => undefined);
    if (!before) throw new DatasetError(`The file ${basename(path)} does not exist.`, 'file_missing');
    let readPath = path;
    if (format === 'xlsx') {
      readPath = join(this.options.cacheDir, 'converted', `${name}.csv`);
      await convertXlsxToCsv(path, readPath);
    }
    const mode = this.options.storage ?? 'auto';
    // In auto mode everything starts as a VIEW, so a file is queryable after one pass over it;
    // text formats are then materialized in the background (see materialize()).
    const storage: DatasetStorage = mode === 'auto' ? 'view' : mode;
    const generation = (this.generations.get(name) ?? 0) + 1;
    this.generations.set(name, generation);
    const staging = quoteIdent(`__staging_${name}`);
    const target = quoteIdent(name);
    const kind = storage === 'view' ? 'VIEW' : 'TABLE';
    let fullScan = false;
    let rowCount = 0;
    let typed: TypedSource = { projection: '*', units: {}, warnings: [] };
    for (const attempt of [false, true]) {
      fullScan = attempt; // The retry looks at every row: sampled type detection guessed wrong.
      const source = sourceExpression(format, readPath, fullScan);
      try {
        // Text columns that hold dates, numbers or flags are read with their real types.
        typed = await inferTypes(this.instance, source, { path: readPath, format });
        await execute(this.instance, `CREATE OR REPLACE ${kind} ${staging} AS SELECT ${typed.projection} FROM ${source}`);
        // Counting reads the whole file once, which also proves every value fits its type.
        rowCount = Number((await this.query(`SELECT count(*) AS n FROM ${staging}`)).rows[0]?.n ?? 0);
        break;
      } catch (error) {
        await execute(this.instance, `DROP ${kind} IF EXISTS ${staging}`).catch(() => undefined);
        if (attempt) {
          throw new DatasetError(`Could not read ${basename(path)} as ${format.toUpperCase()}: ${firstLine(error)}`, 'unreadable');
        }
      }
    }
    const previous = await this.query(`SELECT table_type FROM information_schema.tables WHERE table_name = ${quoteLiteral(name)}`);
    const previousKind = previous.rows[0]?.table_type === 'VIEW' ? 'VIEW' : 'TABLE';
    const dropPrevious = previous.rows.length ? `DROP ${previousKind} ${target}; ` : '';
    // Swap the new relation in within one transaction so readers never see a missing dataset.
    await execute(
      this.instance,
      `BEGIN; ${dropPrevious}` +
        (storage === 'view'
          ? `CREATE VIEW ${target} AS SELECT ${typed.projection} FROM ${sourceExpression(format, readPath, fullScan)}; DROP VIEW ${staging}; `
          : `ALTER TABLE ${staging} RENAME TO ${target}; `) +
        'COMMIT;',
    ).catch(async (error: unknown) => {
      await execute(this.instance, `ROLLBACK; DROP ${kind} IF EXISTS ${staging}`).catch(() => undefined);
      throw error;
    });
    const described = await this.query(`DESCRIBE ${target}`);
    const columns = withUnits(
      described.rows.map((r) => ({ name: String(r.column_name), type: String(r.column_type) })),
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
      storage,
      registeredAt: new Date().toISOString(),
      warnings: typed.warnings,
    };
    this.datasets.set(name, info);
    this.previews.delete(name);
    await this.saveMetadata();
    if (mode === 'auto' && format !== 'parquet') {
      const work = this.materialize(name, generation);
      this.materializing.set(name, work);
      void work.finally(() => {
        if (this.materializing.get(name) === work) this.materializing.delete(name);
      });
    }
    return info;
  }

  /**
   * Copies a text-format dataset from its VIEW into a table of the workspace database, then
   * swaps the table in. Parsing a CSV on every query costs seconds on big files while the table
   * answers in milliseconds (bench/analytics); doing it after registration keeps the file
   * queryable in the meantime. A newer load of the same dataset wins: the copy is discarded.
   */
  private async materialize(name: string, generation: number): Promise<void> {
    const copy = quoteIdent(`__materialize_${name}`);
    const target = quoteIdent(name);
    try {
      await execute(this.instance, `CREATE OR REPLACE TABLE ${copy} AS SELECT * FROM ${target}`);
      if (this.generations.get(name) !== generation || this.closed) {
        await execute(this.instance, `DROP TABLE IF EXISTS ${copy}`);
        return;
      }
      await execute(this.instance, `BEGIN; DROP VIEW ${target}; ALTER TABLE ${copy} RENAME TO ${target}; COMMIT;`);
      const info = this.datasets.get(name);
      if (info) this.datasets.set(name, { ...info, storage: 'table' });
      await this.saveMetadata();
    } catch {
      // The dataset stays a VIEW, which is correct, only slower.
      await execute(this.instance, `ROLLBACK`).catch(() => undefined);
      await execute(this.instance, `DROP TABLE IF EXISTS ${copy}`).catch(() => undefined);
    }
  }

  /** Resolves when a background materialization of `name` (if any) has finished. */
  async whenMaterialized(name?: string): Promise<void> {
    const works = name ? [this.materializing.get(name)] : [...this.materializing.values()];
    await Promise.all(works.map((w) => w?.catch(() => undefined)));
  }

  private async loadMetadata(): Promise<void> {
    const text = await readFile(join(this.options.cacheDir, META_FILE), 'utf8').catch(() => undefined);
    if (!text) return;
    const saved = JSON.parse(text) as DatasetInfo[];
    const relations = await this.query('SELECT table_name FROM information_schema.tables');
    const present = new Set(relations.rows.map((r) => String(r.table_name)));
    for (const info of saved) {
      // A dataset whose table vanished (a crash mid-swap) is marked stale so get() reloads it.
      this.datasets.set(info.name, present.has(info.name) ? info : { ...info, sizeBytes: -1 });
    }
  }

  /**
   * Writes the metadata beside the database, renamed into place so it is never half-written.
   * Writes are chained: a background materialization and a load may both save at once.
   */
  private saveMetadata(): Promise<void> {
    const file = join(this.options.cacheDir, META_FILE);
    const write = async () => {
      await writeFile(`${file}.partial`, JSON.stringify([...this.datasets.values()], null, 1));
      await rename(`${file}.partial`, file);
    };
    this.saving = this.saving.then(write, write);
    return this.saving;
  }

}

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
}
