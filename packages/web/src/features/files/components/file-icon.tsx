import {
  CornerLeftUp,
  Database,
  File,
  FileArchive,
  FileCode,
  FileImage,
  FileSpreadsheet,
  FileText,
  Folder,
  type LucideIcon,
} from 'lucide-react';
import type { FileListItem } from '@ai-analyst/contract/files-types';

const ICONS: Record<FileListItem['file_type'], LucideIcon> = {
  folder: Folder,
  spreadsheet: FileSpreadsheet,
  data: Database,
  document: FileText,
  image: FileImage,
  archive: FileArchive,
  code: FileCode,
  other: File,
};

/** The icon of an item, tinted by its kind (see .file-icon-* in files.css). */
export function FileIcon({ item, size }: { item: FileListItem; size: number }) {
  const Icon = item.is_parent ? CornerLeftUp : (ICONS[item.file_type] ?? File);
  const kind = item.is_parent ? 'parent' : item.type === 'folder' ? 'folder' : item.file_type;
  return (
    <span className={`file-icon file-icon-${kind}`} aria-hidden>
      <Icon size={size} strokeWidth={1.75} />
    </span>
  );
}
