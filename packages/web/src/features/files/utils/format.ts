/** Display formats of the file manager (sizes are in utils/format). */

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
