/**
 * Order and filter of a folder's items: the parent entry always first, then folders
 * before files, each group by the chosen key and direction, ties broken by name.
 */
import type { FileListItem } from '@ai-analyst/contract/files-types';

export type SortKey = 'name' | 'size' | 'modified' | 'type';
export type SortDirection = 'asc' | 'desc';

export const SORT_KEYS: { key: SortKey; label: string }[] = [
  { key: 'name', label: 'Name' },
  { key: 'size', label: 'Size' },
  { key: 'modified', label: 'Modified' },
  { key: 'type', label: 'Type' },
];

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

const byName = (a: FileListItem, b: FileListItem) => collator.compare(a.name, b.name);

/** Files of one kind group together under 'type': by kind, then by extension. */
const typeKey = (item: FileListItem) => `${item.file_type}.${item.extension}`;

function compareBy(key: SortKey, a: FileListItem, b: FileListItem): number {
  switch (key) {
    case 'size':
      // Folders weigh their number of entries, so that sorting by size still orders them.
      return a.type === 'folder' ? (a.items_count ?? 0) - (b.items_count ?? 0) : a.size - b.size;
    case 'modified':
      return a.modified - b.modified;
    case 'type':
      return collator.compare(typeKey(a), typeKey(b));
    case 'name':
      return byName(a, b);
  }
}

export function sortItems(
  items: readonly FileListItem[],
  key: SortKey,
  direction: SortDirection,
): FileListItem[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...items].sort((a, b) => {
    if (a.is_parent !== b.is_parent) return a.is_parent ? -1 : 1;
    if (a.type !== b.type) return a.type === 'folder' ? -1 : 1;
    return sign * (compareBy(key, a, b) || byName(a, b));
  });
}

/** Items whose name contains the query, case-insensitively; the parent entry always stays. */
export function filterItems(items: readonly FileListItem[], query: string): FileListItem[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...items];
  return items.filter((item) => item.is_parent || item.name.toLocaleLowerCase().includes(needle));
}
