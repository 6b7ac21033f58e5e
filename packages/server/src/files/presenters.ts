/**
 * Shapes directory entries into the wire's FileListItem and DirectoryInfo: folders before
 * files, the parent entry first when not at the root, modification times in whole seconds.
 */
import type { DirectoryInfo, FileListItem, FileType } from '@ai-analyst/contract';
import path from 'node:path';
import type { DirectoryEntry } from './storage';
import { joinChild } from './storage';

const FILE_TYPES: Record<string, FileType> = {};
const group = (type: FileType, extensions: string) => {
  for (const extension of extensions.split(' ')) FILE_TYPES[extension] = type;
};
group('spreadsheet', 'csv tsv tab xlsx xls xlsm ods numbers');
group('data', 'json ndjson jsonl parquet pq arff avro arrow feather sqlite db duckdb xml yaml yml');
group('document', 'txt md pdf doc docx rtf odt ppt pptx odp html htm');
group('image', 'png jpg jpeg gif webp svg bmp tiff ico');
group('archive', 'zip gz tgz tar bz2 xz 7z rar');
group('code', 'py js ts sql r ipynb sh java go rs c cpp');

export function extensionOf(name: string): string {
  return path.extname(name).slice(1).toLowerCase();
}

export function fileTypeOf(name: string): FileType {
  return FILE_TYPES[extensionOf(name)] ?? 'other';
}

const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, undefined, { numeric: true, sensitivity: 'base' }) ||
  a.name.localeCompare(b.name);

/** The items of one folder as the file manager shows them. */
export function presentFileList(
  folderWire: string,
  entries: DirectoryEntry[],
  folderModifiedMs: number,
): FileListItem[] {
  const items: FileListItem[] = [];
  if (folderWire !== '') {
    items.push({
      name: '..',
      path: folderWire.split('/').slice(0, -1).join('/'),
      type: 'folder',
      size: 0,
      modified: Math.floor(folderModifiedMs / 1000),
      file_type: 'folder',
      extension: '',
      items_count: null,
      is_parent: true,
    });
  }
  const folders = entries.filter((e) => e.kind === 'folder').sort(byName);
  const files = entries.filter((e) => e.kind === 'file').sort(byName);
  for (const entry of [...folders, ...files]) {
    const isFolder = entry.kind === 'folder';
    items.push({
      name: entry.name,
      path: joinChild(folderWire, entry.name),
      type: isFolder ? 'folder' : 'file',
      size: entry.size,
      modified: Math.floor(entry.modifiedMs / 1000),
      file_type: isFolder ? 'folder' : fileTypeOf(entry.name),
      extension: isFolder ? '' : extensionOf(entry.name),
      items_count: entry.itemsCount,
      is_parent: false,
    });
  }
  return items;
}

export function presentDirectoryInfo(used: number, quota: number): DirectoryInfo {
  return { used, quota, usage_percentage: Math.round((used / quota) * 1000) / 10 };
}
