import { z } from 'zod';
import {
  DATA_SOURCE_STATUSES,
  DATA_SOURCE_TYPES,
  DATASET_FORMATS,
  FILE_TYPES,
  type ConnectedSheet,
  type ConnectGoogleSheetsRequest,
  type ConnectGoogleSheetsResponse,
  type CreateFolderRequest,
  type Dataset,
  type DatasetListResponse,
  type DatasetPreviewResponse,
  type DataSource,
  type DataSourceListResponse,
  type DeleteFileRequest,
  type DirectoryInfo,
  type FileListItem,
  type FileType,
  type FileListResponse,
  type RenameFileRequest,
  type UploadResponse,
} from './files-types';
import type { Checks, ParsesTo } from './schema-checks';

export * from './files-types';

/**
 * Files, datasets and data sources: the schemas of the bodies of /api/files/* and /api/datasets/*;
 * their types are zod-free in ./files-types. Paths on the wire are relative to the caller's own
 * file root, use `/` between names; the empty string (or a leading `/`) is the root ("Home"), so
 * `/reports` is `reports`.
 */

/** A path inside the caller's files; '' is the root. The server checks every name in it. */
export const filePathSchema = z.string().max(4096, 'The path is too long');

/** GET /api/files/list/?path= */
export const fileListQuerySchema = z.object({ path: filePathSchema.default('') });

export const fileTypeSchema = z.enum(FILE_TYPES);

/** One row of the file manager. The parent entry (`is_parent`) is named '..' and points up. */
export const fileListItemSchema = z.object({
  name: z.string(),
  path: z.string(),
  type: z.enum(['file', 'folder']),
  /** Bytes; 0 for folders. */
  size: z.number().int().nonnegative(),
  /** Seconds since the epoch. */
  modified: z.number().int(),
  file_type: fileTypeSchema,
  /** Lower-case, without the dot; '' when the name has none. */
  extension: z.string(),
  /** Entries inside a folder; null for files. */
  items_count: z.number().int().nonnegative().nullable(),
  is_parent: z.boolean(),
});

/** Storage of the caller: bytes used, the quota in bytes and the share used (0–100, one decimal). */
export const directoryInfoSchema = z.object({
  used: z.number().nonnegative(),
  quota: z.number().positive(),
  usage_percentage: z.number().nonnegative(),
});

export const fileListResponseSchema = z.object({
  success: z.literal(true),
  /** The listed folder, normalized. */
  path: z.string(),
  items: z.array(fileListItemSchema),
  directory_info: directoryInfoSchema,
});

/** One file or folder name (not a path). */
export const fileNameSchema = z
  .string()
  .min(1, 'The name is required')
  .max(255, 'The name is too long (at most 255 characters)');

/** POST /api/files/create-folder/ */
export const createFolderRequestSchema = z.object({
  name: fileNameSchema,
  path: filePathSchema.default(''),
});

/** DELETE /api/files/delete/ — a file, or a folder with everything in it. */
export const deleteFileRequestSchema = z.object({
  path: filePathSchema.min(1, 'The path is required'),
  type: z.enum(['file', 'folder']),
});

/** POST /api/files/rename/ — renames in place; the new name is a name, not a path. */
export const renameFileRequestSchema = z.object({
  old_path: filePathSchema.min(1, 'The path is required'),
  new_name: fileNameSchema,
});

/** POST /api/files/upload/ answers with the stored files (paths relative to the root). */
export const uploadResponseSchema = z.object({
  success: z.literal(true),
  files: z.array(z.object({ name: z.string(), path: z.string(), size: z.number().int().nonnegative() })),
});

/** Every success without a body of its own. */
export const fileOperationResponseSchema = z.object({
  success: z.literal(true),
  path: z.string().optional(),
});

// ---------------------------------------------------------------------------------------------
// Datasets

export const datasetFormatSchema = z.enum(DATASET_FORMATS);

/** A file of the caller that the engine reads as a table. */
export const datasetSchema = z.object({
  /** The SQL name the assistant and tools use. */
  name: z.string(),
  /** Path of the file, relative to the caller's root. */
  path: z.string(),
  file_name: z.string(),
  format: datasetFormatSchema,
  row_count: z.number().int().nonnegative(),
  /**
   * `unit` marks numbers read from text that said what they measure: `%` (12.5 means 12.5 %)
   * or a currency symbol (`$`, `€`, `£`).
   */
  columns: z.array(z.object({ name: z.string(), type: z.string(), unit: z.string().optional() })),
  size: z.number().int().nonnegative(),
  /** Seconds since the epoch (the file's modification time). */
  modified: z.number().int(),
  /**
   * Problems found when the file was read, in sentences for people: values that could not be
   * converted, columns mixing kinds, a file read as one column, rows with the wrong number of
   * fields. Empty when all is well.
   */
  warnings: z.array(z.string()).optional(),
});

/** GET /api/datasets/ — `problems` names files that could not be read as data. */
export const datasetListResponseSchema = z.object({
  success: z.literal(true),
  datasets: z.array(datasetSchema),
  problems: z.array(z.object({ path: z.string(), error: z.string() })),
});

/** GET /api/datasets/{name}/preview/ — the first 100 rows (of a wide table, its first 200 columns). */
export const datasetPreviewResponseSchema = z.object({
  success: z.literal(true),
  dataset: datasetSchema,
  columns: z.array(z.object({ name: z.string(), type: z.string() })),
  rows: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))),
  truncated: z.boolean(),
  /** Columns left out of a wide table's preview; absent when every column is shown. */
  omitted_columns: z.number().int().positive().optional(),
});

// ---------------------------------------------------------------------------------------------
// Data sources

export const dataSourceTypeSchema = z.enum(DATA_SOURCE_TYPES);
export const dataSourceStatusSchema = z.enum(DATA_SOURCE_STATUSES);

/** A connector of the Data Loader. */
export const dataSourceSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: dataSourceTypeSchema,
  status: dataSourceStatusSchema,
  icon: z.string(),
  description: z.string(),
});

/** One Google Sheet the caller connected: a data source with where it came from and where it is. */
export const connectedSheetSchema = dataSourceSchema.extend({
  type: z.literal('google_sheets'),
  url: z.string(),
  /** The CSV in the caller's files, e.g. 'Data Sources/Budget.csv'. */
  path: z.string(),
  /** The dataset name of that CSV, when it could be read. */
  dataset: z.string().nullable(),
  /** ISO time of the last successful download. */
  last_refreshed_at: z.string().nullable(),
  /** Why the last refresh failed, in plain words; null when it worked. */
  last_error: z.string().nullable(),
});

/** GET /api/files/data-sources/ */
export const dataSourceListResponseSchema = z.object({
  success: z.literal(true),
  data_sources: z.array(dataSourceSchema),
  connected_sheets: z.array(connectedSheetSchema),
});

/** POST /api/files/data-sources/connect-google-sheets/ */
export const connectGoogleSheetsRequestSchema = z.object({
  url: z.string().trim().min(1, 'The Google Sheets URL is required').max(2000, 'The URL is too long'),
  name: z
    .string()
    .trim()
    .max(200, 'The name is too long (at most 200 characters)')
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
});

/** The answer of connect and refresh. */
export const connectGoogleSheetsResponseSchema = z.object({
  success: z.literal(true),
  data_source: connectedSheetSchema,
});

const schemasMatchTypes: [
  Checks<typeof fileTypeSchema, FileType>,
  Checks<typeof fileListItemSchema, FileListItem>,
  Checks<typeof directoryInfoSchema, DirectoryInfo>,
  Checks<typeof fileListResponseSchema, FileListResponse>,
  ParsesTo<typeof createFolderRequestSchema, CreateFolderRequest>,
  Checks<typeof deleteFileRequestSchema, DeleteFileRequest>,
  Checks<typeof renameFileRequestSchema, RenameFileRequest>,
  Checks<typeof uploadResponseSchema, UploadResponse>,
  Checks<typeof datasetSchema, Dataset>,
  Checks<typeof datasetListResponseSchema, DatasetListResponse>,
  Checks<typeof datasetPreviewResponseSchema, DatasetPreviewResponse>,
  Checks<typeof dataSourceSchema, DataSource>,
  Checks<typeof connectedSheetSchema, ConnectedSheet>,
  Checks<typeof dataSourceListResponseSchema, DataSourceListResponse>,
  Checks<typeof connectGoogleSheetsRequestSchema, ConnectGoogleSheetsRequest>,
  Checks<typeof connectGoogleSheetsResponseSchema, ConnectGoogleSheetsResponse>,
] = [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true];
void schemasMatchTypes;
