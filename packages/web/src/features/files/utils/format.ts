/** Display formats of the file manager (spec §9: B, KB, MB, GB, TB, base 1024, one decimal). */

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** `1536` → `1.5 KB`; bytes stay whole (`512 B`); anything past TB stays in TB. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 B';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  if (unit === 0) return `${Math.round(value)} B`;
  // Rounding 1023.96 KB to one decimal gives 1024.0 KB; show the next unit instead.
  if (Math.round(value * 10) / 10 >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${UNITS[unit]}`;
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A modification time in seconds since the epoch, in the reader's locale. */
export function formatModified(seconds: number): string {
  return dateFormat.format(new Date(seconds * 1000));
}

const TYPE_LABELS: Record<string, string> = {
  folder: 'Folder',
  spreadsheet: 'Spreadsheet',
  data: 'Data',
  document: 'Document',
  image: 'Image',
  archive: 'Archive',
  code: 'Code',
  other: 'File',
};

/** What the Type column says: the extension in capitals when there is one, else the kind. */
export function typeLabel(item: { type: 'file' | 'folder'; file_type: string; extension: string }): string {
  if (item.type === 'folder') return 'Folder';
  if (item.extension) return `${item.extension.toUpperCase()} ${TYPE_LABELS[item.file_type] ?? 'File'}`;
  return TYPE_LABELS[item.file_type] ?? 'File';
}
