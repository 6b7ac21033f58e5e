/**
 * Files, datasets and data sources on the wire, as types and constants only (no zod). Paths are
 * relative to the caller's own file root, with `/` between names; '' is the root ("Home"). The
 * schemas that check them are in ./files.
 */

export const FILE_TYPES = ['folder', 'spreadsheet', 'data', 'document', 'image', 'archive', 'code', 'other'] as const;
export type FileType = (typeof FILE_TYPES)[number];

/** One row of the file manager. The parent entry (`is_parent`) is named '..' and points up. */
export interface FileListItem {
  name: string;
  path: string;
  type: 'file' | 'folder';
  /** Bytes; 0 for folders. */
  size: number;
  /** Seconds since the epoch. */
  modified: number;
  file_type: FileType;
  /** Lower-case, without the dot; '' when the name has none. */
  extension: string;
  /** Entries inside a folder; null for files. */
  items_count: number | null;
  is_parent: boolean;
}

/** Storage of the caller: bytes used, the quota in bytes and the share used (0–100, one decimal). */
export interface DirectoryInfo {
  used: number;
  quota: number;
  usage_percentage: number;
}

/** GET /api/files/list/?path= */
export interface FileListResponse {
  success: true;
  /** The listed folder, normalized. */
  path: string;
  items: FileListItem[];
  directory_info: DirectoryInfo;
}

/** POST /api/files/create-folder/ */
export interface CreateFolderRequest {
  name: string;
  path: string;
}

/** DELETE /api/files/delete/ — a file, or a folder with everything in it. */
export interface DeleteFileRequest {
  path: string;
  type: 'file' | 'folder';
}

/** POST /api/files/rename/ — renames in place; the new name is a name, not a path. */
export interface RenameFileRequest {
  old_path: string;
  new_name: string;
}

/** POST /api/files/upload/ answers with the stored files (paths relative to the root). */
export interface UploadResponse {
  success: true;
  files: { name: string; path: string; size: number }[];
}

export const DATASET_FORMATS = ['csv', 'tsv', 'json', 'parquet', 'xlsx', 'arff'] as const;

/** A file of the caller that the engine reads as a table. */
export interface Dataset {
  /** The SQL name the assistant and tools use. */
  name: string;
  /** Path of the file, relative to the caller's root. */
  path: string;
  file_name: string;
  format: (typeof DATASET_FORMATS)[number];
  row_count: number;
  /**
   * `unit` marks numbers read from text that said what they measure: `%` (12.5 means 12.5 %),
   * a currency symbol (`$`, `€`, `£`), or the unit written after every number (`km²`, `m`,
   * `/km²`); such a column's name then says its unit too (`Area (km²)`).
   */
  columns: { name: string; type: string; unit?: string | undefined }[];
  size: number;
  /** Seconds since the epoch (the file's modification time). */
  modified: number;
  /**
   * Problems found when the file was read, in sentences for people: values that could not be
   * converted, columns mixing kinds, a file read as one column, rows with the wrong number of
   * fields. Empty when all is well.
   */
  warnings?: string[] | undefined;
}

/** GET /api/datasets/ — `problems` names files that could not be read as data. */
export interface DatasetListResponse {
  success: true;
  datasets: Dataset[];
  problems: { path: string; error: string }[];
}

export type PreviewCell = string | number | boolean | null;

/** GET /api/datasets/{name}/preview/ — the first 100 rows (of a wide table, its first 200 columns). */
export interface DatasetPreviewResponse {
  success: true;
  dataset: Dataset;
  columns: { name: string; type: string }[];
  rows: Record<string, PreviewCell>[];
  truncated: boolean;
  /** Columns left out of a wide table's preview; absent when every column is shown. */
  omitted_columns?: number | undefined;
}

export const DATA_SOURCE_TYPES = ['file_manager', 'google_sheets'] as const;
export const DATA_SOURCE_STATUSES = ['connected', 'disconnected'] as const;

/** A connector of the Data Loader. */
export interface DataSource {
  id: string;
  name: string;
  type: (typeof DATA_SOURCE_TYPES)[number];
  status: (typeof DATA_SOURCE_STATUSES)[number];
  icon: string;
  description: string;
}

/** One Google Sheet the caller connected: a data source with where it came from and where it is. */
export interface ConnectedSheet extends DataSource {
  type: 'google_sheets';
  url: string;
  /** The CSV in the caller's files, e.g. 'Data Sources/Budget.csv'. */
  path: string;
  /** The dataset name of that CSV, when it could be read. */
  dataset: string | null;
  /** ISO time of the last successful download. */
  last_refreshed_at: string | null;
  /** Why the last refresh failed, in plain words; null when it worked. */
  last_error: string | null;
}

/** GET /api/files/data-sources/ */
export interface DataSourceListResponse {
  success: true;
  data_sources: DataSource[];
  connected_sheets: ConnectedSheet[];
}

/** POST /api/files/data-sources/connect-google-sheets/ */
export interface ConnectGoogleSheetsRequest {
  url: string;
  name?: string | undefined;
}

/** The answer of connect and refresh. */
export interface ConnectGoogleSheetsResponse {
  success: true;
  data_source: ConnectedSheet;
}
