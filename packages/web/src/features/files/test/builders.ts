// Builders of the file manager's unit tests: list items and a folder listing as the server sends them.
import type { FileListItem, FileListResponse } from '@ai-analyst/contract/files-types';

export function makeItem(overrides: Partial<FileListItem> & { name: string }): FileListItem {
  const type = overrides.type ?? 'file';
  const extension = type === 'folder' ? '' : (overrides.name.split('.').pop() ?? '');
  return {
    path: overrides.name,
    type,
    size: 0,
    modified: 1_700_000_000,
    file_type: type === 'folder' ? 'folder' : 'other',
    extension,
    items_count: type === 'folder' ? 0 : null,
    is_parent: false,
    ...overrides,
  };
}

export function listing(
  path: string,
  items: FileListItem[],
  used = 1536,
  quota = 5 * 1024 ** 3,
): FileListResponse {
  return {
    success: true,
    path,
    items,
    directory_info: { used, quota, usage_percentage: Math.round((used / quota) * 1000) / 10 },
  };
}
