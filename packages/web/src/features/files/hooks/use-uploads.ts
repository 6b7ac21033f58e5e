/**
 * The uploads in progress and just finished, one row per file, for the progress panel. Files go in
 * batches of at most 100 (the server's limit), one batch after the other.
 */
import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { filesKeys } from '../api/files-api';
import { MAX_FILES_PER_REQUEST, progressPerFile } from '../api/upload';
import { operationErrorText } from '../utils/rules';

export type UploadStatus = 'queued' | 'uploading' | 'done' | 'failed';

export interface UploadEntry {
  id: number;
  name: string;
  size: number;
  /** 0–100 */
  progress: number;
  status: UploadStatus;
}

/** Finished rows leave the panel after this long; failed ones stay until dismissed. */
const DONE_LINGER_MS = 4000;

export function useUploads(onError: (message: string) => void) {
  const queryClient = useQueryClient();
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const nextId = useRef(1);

  const patch = useCallback(
    (ids: readonly number[], change: (entry: UploadEntry, index: number) => UploadEntry) => {
      setEntries((current) =>
        current.map((entry) => {
          const index = ids.indexOf(entry.id);
          return index === -1 ? entry : change(entry, index);
        }),
      );
    },
    [],
  );

  const upload = useCallback(
    async (files: readonly File[], path: string) => {
      if (files.length === 0) return;
      const added = files.map<UploadEntry>((file) => ({
        id: nextId.current++,
        name: file.name,
        size: file.size,
        progress: 0,
        status: 'queued',
      }));
      setEntries((current) => [...current, ...added]);
      for (let start = 0; start < files.length; start += MAX_FILES_PER_REQUEST) {
        const batch = files.slice(start, start + MAX_FILES_PER_REQUEST);
        const ids = added.slice(start, start + MAX_FILES_PER_REQUEST).map((entry) => entry.id);
        const sizes = batch.map((file) => file.size);
        patch(ids, (entry) => ({ ...entry, status: 'uploading' }));
        try {
          // The upload client loads with the first upload, not with the page.
          const { uploadFiles } = await import('../../../lib/upload');
          await uploadFiles({
            files: batch,
            path,
            onProgress: (loaded, total) => {
              const progress = progressPerFile(sizes, loaded, total);
              // The last percent waits for the server's answer.
              patch(ids, (entry, i) => ({ ...entry, progress: Math.min(progress[i] ?? 0, 99) }));
            },
          });
          patch(ids, (entry) => ({ ...entry, progress: 100, status: 'done' }));
          setTimeout(
            () => setEntries((current) => current.filter((entry) => !ids.includes(entry.id))),
            DONE_LINGER_MS,
          );
        } catch (error) {
          patch(ids, (entry) => ({ ...entry, status: 'failed' }));
          onError(operationErrorText('upload', error));
        } finally {
          await queryClient.invalidateQueries({ queryKey: filesKeys.all });
        }
      }
    },
    [onError, patch, queryClient],
  );

  const dismiss = useCallback(() => {
    setEntries((current) =>
      current.filter((entry) => entry.status === 'uploading' || entry.status === 'queued'),
    );
  }, []);

  return { entries, upload, dismiss };
}
