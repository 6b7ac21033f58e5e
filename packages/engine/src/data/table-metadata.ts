/**
 * The registry's metadata file (`datasets.json` in the cache folder): the datasets of the
 * workspace and their table files. It is read as if a stranger had written it: the name must be
 * a dataset name, the source path must resolve inside the workspace's folders, the table file
 * must be a file of the table folder. Entries that fail are dropped with a log line; a missing
 * table file only means the source is read again.
 */
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { DatasetError, type DatasetInfo, type RegistryLogger } from './dataset-types';
import { formatOfFile, type DatasetFormat } from './formats';

const META_FILE = 'datasets.json';
/** Dataset names as identifierFromFileName and the registry's unique names make them. */
const NAME_PATTERN = /^[a-z][a-z0-9_]{0,79}$/;
const TABLE_FILE_PATTERN = /^([a-z][a-z0-9_]{0,79})-[a-f0-9]{16}\.duckdb$/;
const FORMATS: readonly DatasetFormat[] = ['csv', 'tsv', 'json', 'parquet', 'xlsx', 'arff'];

/** A stored dataset and its table file, when that file is still there. */
export interface StoredDataset {
  info: DatasetInfo;
  tableFile?: string;
}

/**
 * The datasets the metadata file lists and that pass the checks. `inside` throws unless a path
 * resolves inside the workspace (a DatasetError 'file_missing' when the file is gone).
 */
export async function readMetadata(
  cacheDir: string,
  tablesDir: string,
  log: RegistryLogger,
  inside: (path: string) => Promise<unknown>,
): Promise<StoredDataset[]> {
  const file = join(cacheDir, META_FILE);
  const text = await readFile(file, 'utf8').catch(() => undefined);
  if (!text) return [];
  let saved: unknown;
  try {
    saved = JSON.parse(text);
  } catch {
    log.warn(`Dataset metadata ${file} is not valid JSON; the datasets will be registered again.`);
    return [];
  }
  if (!Array.isArray(saved)) {
    log.warn(`Dataset metadata ${file} is not a list; the datasets will be registered again.`);
    return [];
  }
  const tables = new Set(await readdir(tablesDir).catch(() => [] as string[]));
  const names = new Set<string>();
  const kept: StoredDataset[] = [];
  for (const entry of saved as Partial<DatasetInfo & { tableFile: string }>[]) {
    const reason = await rejectEntry(entry, names, inside);
    if (reason) {
      log.warn(`Dataset metadata entry ${JSON.stringify(entry?.name ?? null)} dropped: ${reason}.`);
      continue;
    }
    const { tableFile, ...info } = entry as DatasetInfo & { tableFile?: string };
    names.add(info.name);
    const fileOk =
      typeof tableFile === 'string' && TABLE_FILE_PATTERN.exec(tableFile)?.[1] === info.name && tables.has(tableFile);
    kept.push(fileOk ? { info, tableFile } : { info });
  }
  return kept;
}

/** Why a stored entry cannot be used, or undefined when it can. */
async function rejectEntry(
  entry: Partial<DatasetInfo> | null | undefined,
  names: Set<string>,
  inside: (path: string) => Promise<unknown>,
): Promise<string | undefined> {
  if (!entry || typeof entry !== 'object') return 'not an object';
  if (typeof entry.name !== 'string' || !NAME_PATTERN.test(entry.name)) return 'invalid name';
  if (names.has(entry.name)) return 'duplicate name';
  if (typeof entry.format !== 'string' || !FORMATS.includes(entry.format)) return 'unknown format';
  if (typeof entry.path !== 'string' || resolve(entry.path) !== entry.path) return 'invalid path';
  // a name that gives no format was read as a text table when it was registered (text-table-sniff.ts)
  if ((formatOfFile(entry.path) ?? 'csv') !== entry.format) return 'the path does not match the format';
  if (!Array.isArray(entry.columns) || typeof entry.sizeBytes !== 'number' || typeof entry.modifiedMs !== 'number')
    return 'incomplete entry';
  try {
    await inside(entry.path);
  } catch (error) {
    if (error instanceof DatasetError && error.code === 'file_missing') return undefined; // Reported on use.
    return 'its file is outside the workspace';
  }
  return undefined;
}

/** Writes the metadata beside the tables, renamed into place so it is never half-written. */
export async function writeMetadata(
  cacheDir: string,
  entries: (DatasetInfo & { tableFile: string | null })[],
): Promise<void> {
  const file = join(cacheDir, META_FILE);
  await writeFile(`${file}.partial`, JSON.stringify(entries, null, 1));
  await rename(`${file}.partial`, file);
}
