/** The file manager's validation rules and the texts of its confirmations and alerts. */
import { ApiError } from '../../../lib/api-client';

/** The new name to send for a rename, or null when the rename is to be ignored (same or empty). */
export function renameTarget(currentName: string, input: string): string | null {
  const name = input.trim();
  if (name === '' || name === currentName) return null;
  return name;
}

/** The folder name to create, or null when it is empty and the request is to be ignored. */
export function folderNameOrNull(input: string): string | null {
  const name = input.trim();
  return name === '' ? null : name;
}

/** The delete confirmation: the item's name for one item, a count for several. */
export function deleteConfirmation(names: readonly string[]): string {
  if (names.length === 1) return `Are you sure you want to delete "${names[0]}"?`;
  return `Are you sure you want to delete these ${names.length} items?`;
}

export type FileOperation = 'create' | 'upload' | 'download' | 'delete' | 'rename';

const FALLBACKS: Record<FileOperation, string> = {
  create: 'Failed to create folder',
  upload: 'Failed to upload files',
  download: 'Failed to download file',
  delete: 'Failed to delete item',
  rename: 'Failed to rename item',
};

/** The alert for a failed operation: the server's error text when it sent one, else a fixed one. */
export function operationErrorText(operation: FileOperation, error: unknown): string {
  if (error instanceof ApiError && error.serverError) return error.serverError;
  return FALLBACKS[operation];
}
