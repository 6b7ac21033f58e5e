/**
 * The shapes shared by the dataset registry and its parts: what is known about a dataset, the
 * registry's options, and the error whose message is meant for people.
 */
import type { DatasetFormat } from './formats';
import type { DatasetColumn } from './infer-types';

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
