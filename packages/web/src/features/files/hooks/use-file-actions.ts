/**
 * The file manager's operations, ignoring empty or unchanged names: create a folder,
 * rename, delete (one or several, after confirmation), download. Each failure becomes one alert
 * text: the server's error, else a fixed one such as 'Failed to rename item'.
 */
import { useCallback, useState } from 'react';
import type { FileListItem } from '@ai-analyst/contract/files-types';
import { createFolder, deleteItem, downloadFile, renameItem, useFilesMutation } from '../api/files-api';
import { folderNameOrNull, operationErrorText, renameTarget } from '../utils/rules';

export type FilesDialog =
  { kind: 'new-folder' } | { kind: 'rename'; item: FileListItem } | { kind: 'delete'; items: FileListItem[] };

export function useFileActions(folder: string) {
  const [dialog, setDialog] = useState<FilesDialog | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  // A failure while a dialog is open shows inside it, so the alert belongs to the dialog.
  const closeDialog = useCallback(() => {
    setDialog(null);
    setAlert(null);
  }, []);
  const openDialog = useCallback((next: FilesDialog) => {
    setAlert(null);
    setDialog(next);
  }, []);

  const create = useFilesMutation((name: string) => createFolder(folder, name));
  const rename = useFilesMutation((input: { item: FileListItem; name: string }) =>
    renameItem(input.item.path, input.name),
  );
  const remove = useFilesMutation(async (items: FileListItem[]) => {
    for (const item of items) await deleteItem(item.path, item.type);
  });

  const submitNewFolder = (input: string) => {
    const name = folderNameOrNull(input);
    if (name === null) return closeDialog(); // An empty name is ignored.
    create.mutate(name, {
      onSuccess: closeDialog,
      onError: (error) => setAlert(operationErrorText('create', error)),
    });
  };

  const submitRename = (item: FileListItem, input: string) => {
    const name = renameTarget(item.name, input);
    if (name === null) return closeDialog(); // The same or an empty name is ignored.
    rename.mutate(
      { item, name },
      { onSuccess: closeDialog, onError: (error) => setAlert(operationErrorText('rename', error)) },
    );
  };

  const confirmDelete = (items: FileListItem[]) => {
    remove.mutate(items, {
      onSuccess: closeDialog,
      onError: (error) => {
        closeDialog();
        setAlert(operationErrorText('delete', error));
      },
    });
  };

  const [downloading, setDownloading] = useState(0);
  const download = useCallback(async (items: FileListItem[]) => {
    setDownloading((count) => count + 1);
    try {
      for (const item of items) {
        if (item.type === 'file') await downloadFile(item.path, item.name);
      }
    } catch (error) {
      setAlert(operationErrorText('download', error));
    } finally {
      setDownloading((count) => count - 1);
    }
  }, []);

  return {
    dialog,
    openDialog,
    closeDialog,
    alert,
    setAlert,
    submitNewFolder,
    submitRename,
    confirmDelete,
    download,
    downloading: downloading > 0,
    busy: { create: create.isPending, rename: rename.isPending, remove: remove.isPending },
  };
}
