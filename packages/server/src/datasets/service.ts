/**
 * Datasets of a caller: every CSV, TSV, XLSX, JSON/NDJSON or Parquet file in their files, and text
 * tables under other names (sniffed from their first bytes), read by the engine's registry (one
 * DuckDB workspace per organization and user, cached under `DATA_DIR/cache/{org}/{user}`). Files are registered lazily, when the datasets are listed or a
 * file is used, and the registry itself reloads a file whose size or mtime changed. Deleting or
 * renaming a file tells this service (a FileStorage listener), which forgets the datasets under
 * that path; a renamed file is registered again under its new name on next use.
 *
 * The chat, assistant and RCA code use `forCaller(caller)` to reach the caller's registry and to
 * turn message attachments into dataset names; nothing else hands out registries, so scoping to
 * the caller's organization and user is this one call.
 */
import { opendir, stat } from 'node:fs/promises';
import path from 'node:path';
import { DatasetError, type DatasetInfo, type DatasetRegistry } from '@ai-analyst/engine/data/registry';
import { DatasetWorkspaces } from '@ai-analyst/engine/data/workspaces';
import { formatOfPath } from '@ai-analyst/engine/data/text-table-sniff';
import {
  PROFILE_MAX_COLUMNS,
  ProfileInputError,
  ProfileTimeoutError,
  coverageNote,
  profileDataset,
} from '@ai-analyst/engine/profile/profile';
import { profileInsights } from '@ai-analyst/engine/profile/insights';
import { profileReportHtml } from '@ai-analyst/engine/profile/report';
import { QueryTimeoutError, type QueryResult } from '@ai-analyst/engine/data/duck';
import { quoteIdent } from '@ai-analyst/engine/data/sql';
import type { AuthContext } from '../auth/authenticate';
import { AppError, badRequest, notFound } from '../platform/errors';
import { ownerOf, type FileStorage, type FilesOwner } from '../files/storage';

/** Columns a preview shows at most; a wider table's preview shows the first ones. */
export const PREVIEW_MAX_COLUMNS = 200;
/** Time limit of a preview. */
const PREVIEW_TIMEOUT_MS = 30_000;
/** Time limit of a whole EDA report (every query of the profile together). */
export const REPORT_TIMEOUT_MS = 60_000;

/** Files looked at per listing; a workspace with more data files lists the first ones by path. */
const MAX_DATA_FILES = 2000;
export const UPLOADS_FOLDER = 'Uploads';

export type DatasetProblem = { path: string; error: string };

/** One message attachment, resolved. `dataset` is null for files that are not data (a PDF). */
export type ResolvedAttachment = {
  reference: string;
  /** Path relative to the caller's root. */
  path: string;
  dataset: DatasetInfo | null;
  /** Why the attachment could not be used, in plain words; null when it could. */
  error: string | null;
};

export type DatasetServiceOptions = {
  dataDir: string;
  files: FileStorage;
  /** Where the DuckDB workspaces live (default DATA_DIR/cache); private to one process. */
  cacheRoot?: string;
  /** How many DuckDB workspaces stay open at once. */
  maxOpenWorkspaces?: number;
  memoryLimit?: string;
  threads?: number;
};

export class DatasetService {
  readonly workspaces: DatasetWorkspaces;
  /** Files that failed to load, by path, with the size and mtime they had: not retried until changed. */
  private readonly failures = new Map<string, { stamp: string; error: string }>();
  private readonly syncs = new Map<string, Promise<unknown>>();

  constructor(private readonly options: DatasetServiceOptions) {
    const { files } = options;
    this.workspaces = new DatasetWorkspaces({
      cacheRoot: options.cacheRoot ?? path.join(options.dataDir, 'cache'),
      filesRootOf: (organizationId, userId) => files.rootOf({ organizationId, userId }),
      maxOpen: options.maxOpenWorkspaces ?? 16,
      registry: { memoryLimit: options.memoryLimit ?? '1GB', threads: options.threads ?? 2 },
    });
    files.listeners.push({ removed: (owner, absolute) => this.forOwner(owner).forgetUnder(absolute) });
  }

  /** The datasets of the caller (their organization and user, nobody else's). */
  forCaller(caller: AuthContext): CallerDatasets {
    return this.forOwner(ownerOf(caller));
  }

  forOwner(owner: FilesOwner): CallerDatasets {
    return new CallerDatasets(this, owner, this.options.files);
  }

  /** Runs `work` after any earlier work of the same owner, so two listings never race. */
  serialized<T>(owner: FilesOwner, work: () => Promise<T>): Promise<T> {
    const key = `${owner.organizationId}/${owner.userId}`;
    const previous = this.syncs.get(key) ?? Promise.resolve();
    const next = previous.catch(() => undefined).then(work);
    this.syncs.set(key, next);
    void next
      .catch(() => undefined)
      .finally(() => {
        if (this.syncs.get(key) === next) this.syncs.delete(key);
      });
    return next;
  }

  failureOf(absolute: string, stamp: string): string | undefined {
    const failure = this.failures.get(absolute);
    return failure?.stamp === stamp ? failure.error : undefined;
  }

  recordFailure(absolute: string, stamp: string | undefined, error: string | undefined): void {
    if (stamp && error) this.failures.set(absolute, { stamp, error });
    else this.failures.delete(absolute);
  }

  async close(): Promise<void> {
    await this.workspaces.closeAll();
  }
}

/** The caller-scoped view handed to routes, the assistant and RCA. */
export class CallerDatasets {
  constructor(
    private readonly service: DatasetService,
    readonly owner: FilesOwner,
    private readonly files: FileStorage,
  ) {}

  /** The engine registry of this caller's workspace (for tools and SQL). */
  async registry(): Promise<DatasetRegistry> {
    await this.files.ensureRoot(this.owner);
    return this.service.workspaces.forWorkspace(this.owner.organizationId, this.owner.userId);
  }

  /**
   * Every data file of the caller as a dataset: new files are registered, changed ones reloaded,
   * datasets of vanished files dropped. Files that cannot be read are reported, not thrown.
   */
  async list(): Promise<{ datasets: DatasetInfo[]; problems: DatasetProblem[] }> {
    return this.service.serialized(this.owner, async () => {
      const registry = await this.registry();
      const root = this.files.rootOf(this.owner);
      const problems: DatasetProblem[] = [];
      const dataFiles = await findDataFiles(root);
      const onDisk = new Set(dataFiles.map((f) => f.absolute));
      const byPath = new Map<string, string>();
      for (const name of registry.names()) {
        const known = this.peek(registry, name);
        if (!known || !onDisk.has(known.path))
          await registry.unregister(name); // Gone, or past the scan.
        else byPath.set(known.path, name);
      }
      for (const file of dataFiles) {
        if (byPath.has(file.absolute)) continue;
        const failed = this.service.failureOf(file.absolute, file.stamp);
        if (failed) {
          problems.push({ path: this.wireOf(file.absolute), error: failed });
          continue;
        }
        try {
          await registry.register(file.absolute);
          this.service.recordFailure(file.absolute, undefined, undefined);
        } catch (error) {
          const message =
            error instanceof DatasetError ? error.message : `Could not read ${path.basename(file.absolute)}`;
          this.service.recordFailure(file.absolute, file.stamp, message);
          problems.push({ path: this.wireOf(file.absolute), error: message });
        }
      }
      const datasets: DatasetInfo[] = [];
      for (const name of registry.names().sort()) {
        try {
          datasets.push(await registry.get(name));
        } catch (error) {
          if (error instanceof DatasetError) {
            const info = this.peek(registry, name);
            problems.push({ path: info ? this.wireOf(info.path) : name, error: error.message });
          } else throw error;
        }
      }
      return { datasets, problems };
    });
  }

  /** One dataset by name, refreshed if its file changed; 404 when there is none. */
  async get(name: string): Promise<DatasetInfo> {
    const registry = await this.registry();
    if (!registry.has(name)) await this.list();
    try {
      return await registry.get(name);
    } catch (error) {
      throw toAppError(error);
    }
  }

  /**
   * The first rows (at most 100) of a dataset, and of a wide table its first
   * PREVIEW_MAX_COLUMNS columns only (`omittedColumns` says how many were left out).
   */
  async preview(name: string, limit = 100): Promise<{ info: DatasetInfo; preview: QueryResult; omittedColumns: number }> {
    const info = await this.get(name);
    const registry = await this.registry();
    try {
      if (info.columns.length <= PREVIEW_MAX_COLUMNS)
        return { info, preview: await registry.preview(name, limit), omittedColumns: 0 };
      const columns = info.columns.slice(0, PREVIEW_MAX_COLUMNS).map((c) => quoteIdent(c.name));
      const preview = await registry.query(`SELECT ${columns.join(', ')} FROM ${quoteIdent(name)}`, {
        maxRows: limit,
        timeoutMs: PREVIEW_TIMEOUT_MS,
      });
      return { info, preview, omittedColumns: info.columns.length - PREVIEW_MAX_COLUMNS };
    } catch (error) {
      if (error instanceof QueryTimeoutError)
        throw new AppError(
          422,
          'preview_timeout',
          `The preview of ${name} took longer than ${PREVIEW_TIMEOUT_MS / 1000} s and was stopped.`,
        );
      throw toAppError(error);
    }
  }

  /**
   * The EDA profile of a dataset as a standalone HTML document; 404 when there is none. A wide
   * table's report covers PREVIEW_MAX_COLUMNS columns from `start` (or the named `columns`) and
   * says how to get the others. The whole profile has REPORT_TIMEOUT_MS; past it the running query
   * is interrupted and the answer is a 422 in plain words.
   */
  async profileReport(
    name: string,
    options: { start?: number; columns?: string[]; timeoutMs?: number } = {},
  ): Promise<string> {
    await this.get(name);
    const registry = await this.registry();
    try {
      const profile = await profileDataset(registry, name, {
        start: options.start,
        columns: options.columns,
        timeoutMs: options.timeoutMs ?? REPORT_TIMEOUT_MS,
      });
      const note = coverageNote(
        profile,
        (next) =>
          `Download the next ${PROFILE_MAX_COLUMNS} with ?start=${next} at the end of the report's address, ` +
          'or name the columns you need with ?column=…&column=….',
      );
      return profileReportHtml(profile, profileInsights(profile), new Date(), note);
    } catch (error) {
      if (error instanceof ProfileTimeoutError) throw new AppError(422, 'report_timeout', error.message);
      if (error instanceof ProfileInputError) throw badRequest(error.message, 'report_columns');
      throw toAppError(error);
    }
  }

  /** Registers (or refreshes) one file of the caller, given as a path relative to the root. */
  async registerFile(wirePath: string): Promise<DatasetInfo> {
    const file = await this.files.file(this.owner, wirePath);
    if (!formatOfPath(file.absolute))
      throw badRequest(
        `${path.basename(file.absolute)} is not a data file (CSV, TSV, XLSX, JSON, NDJSON, Parquet or a text table)`,
        'not_a_dataset',
      );
    return this.service.serialized(this.owner, async () => {
      const registry = await this.registry();
      try {
        return await registry.register(file.absolute);
      } catch (error) {
        throw toAppError(error);
      }
    });
  }

  /**
   * Turns message attachments into datasets. A bare file name means that file in 'Uploads/'; a
   * reference with a '/' is a path in the caller's files. Paths are checked like every other
   * path (400 for traversal); a missing or unreadable file is reported per attachment.
   */
  async resolveAttachments(references: string[]): Promise<ResolvedAttachment[]> {
    const resolved: ResolvedAttachment[] = [];
    for (const reference of references) {
      const wire = reference.includes('/') ? reference : `${UPLOADS_FOLDER}/${reference}`;
      const target = await this.files.resolve(this.owner, wire);
      if (target.kind !== 'file') {
        resolved.push({
          reference,
          path: target.wire,
          dataset: null,
          error:
            target.kind === 'missing'
              ? `The file "${target.wire}" does not exist`
              : `"${target.wire}" is a folder`,
        });
        continue;
      }
      if (!formatOfPath(target.absolute)) {
        resolved.push({ reference, path: target.wire, dataset: null, error: null });
        continue;
      }
      try {
        resolved.push({
          reference,
          path: target.wire,
          dataset: await this.registerFile(target.wire),
          error: null,
        });
      } catch (error) {
        resolved.push({ reference, path: target.wire, dataset: null, error: (error as Error).message });
      }
    }
    return resolved;
  }

  /** Drops the datasets whose files are at or below `absolute` (a deleted or renamed entry). */
  async forgetUnder(absolute: string): Promise<void> {
    await this.service.serialized(this.owner, async () => {
      const registry = await this.registry();
      for (const name of registry.names()) {
        const info = this.peek(registry, name);
        if (info && (info.path === absolute || info.path.startsWith(absolute + path.sep)))
          await registry.unregister(name);
      }
    });
  }

  /** A path relative to the caller's root, with '/' between names. */
  wireOf(absolute: string): string {
    return path.relative(this.files.rootOf(this.owner), absolute).split(path.sep).join('/');
  }

  /**
   * The registry's record of a dataset without touching its file. The engine keeps it private;
   * reading it avoids reloading every changed file twice during one listing.
   */
  private peek(registry: DatasetRegistry, name: string): DatasetInfo | undefined {
    return (registry as unknown as { datasets: Map<string, DatasetInfo> }).datasets.get(name);
  }
}

function toAppError(error: unknown): unknown {
  if (!(error instanceof DatasetError)) return error;
  switch (error.code) {
    case 'not_found':
    case 'file_missing':
      return notFound(error.message, 'dataset_not_found');
    default:
      return new AppError(400, `dataset_${error.code}`, error.message);
  }
}

/** Data files below `root`, sorted by path, without following links. */
async function findDataFiles(root: string): Promise<{ absolute: string; stamp: string }[]> {
  const found: { absolute: string; stamp: string }[] = [];
  const pending = [root];
  while (pending.length > 0 && found.length < MAX_DATA_FILES) {
    const folder = pending.pop() as string;
    const dir = await opendir(folder).catch(() => undefined);
    if (!dir) continue;
    for await (const dirent of dir) {
      const absolute = path.join(folder, dirent.name);
      if (dirent.isDirectory()) pending.push(absolute);
      else if (dirent.isFile() && formatOfPath(absolute)) {
        const stats = await stat(absolute).catch(() => undefined);
        if (stats) found.push({ absolute, stamp: `${stats.size}:${Math.trunc(stats.mtimeMs)}` });
      }
    }
  }
  return found.sort((a, b) => a.absolute.localeCompare(b.absolute)).slice(0, MAX_DATA_FILES);
}
