/** What the context menu offers, by what was right-clicked. */
import type { FileListItem } from '@ai-analyst/contract/files-types';

export type MenuAction = 'download' | 'rename' | 'delete' | 'new-folder' | 'upload' | 'refresh' | 'open';

export interface MenuEntry {
  action: MenuAction;
  label: string;
}

/** On a file Download, Rename, Delete; on a folder Rename, Delete; on the blank area New Folder, Upload Files, Refresh. */
export function menuEntriesFor(target: FileListItem | null): MenuEntry[] {
  if (!target) {
    return [
      { action: 'new-folder', label: 'New Folder' },
      { action: 'upload', label: 'Upload Files' },
      { action: 'refresh', label: 'Refresh' },
    ];
  }
  // The parent entry can only be opened; renaming or deleting '..' means nothing.
  if (target.is_parent) return [{ action: 'open', label: 'Open' }];
  if (target.type === 'folder') {
    return [
      { action: 'rename', label: 'Rename' },
      { action: 'delete', label: 'Delete' },
    ];
  }
  return [
    { action: 'download', label: 'Download' },
    { action: 'rename', label: 'Rename' },
    { action: 'delete', label: 'Delete' },
  ];
}
