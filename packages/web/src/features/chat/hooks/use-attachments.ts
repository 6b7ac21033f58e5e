// Files attached to the next message: uploads to Uploads/
// with a progress per file, or files already in the caller's storage (by path).
import { useCallback, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { uploadAttachment } from '../api/upload';

export interface Attachment {
  id: string;
  /** What the chip shows. */
  label: string;
  /** What the message sends: a file name (in Uploads/) or a path in the caller's files. */
  value: string | null;
  status: 'uploading' | 'ready' | 'failed';
  progress: number;
  error?: string;
}

let counter = 0;
const nextId = () => `att-${Date.now()}-${(counter += 1)}`;

export function useAttachments() {
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const update = (id: string, patch: Partial<Attachment>) =>
    setAttachments((list) => list.map((a) => (a.id === id ? { ...a, ...patch } : a)));

  const addFiles = useCallback((files: File[]) => {
    for (const file of files) {
      const id = nextId();
      setAttachments((list) => [
        ...list,
        { id, label: file.name, value: null, status: 'uploading', progress: 0 },
      ]);
      uploadAttachment(file, (progress) => update(id, { progress })).then(
        (name) => update(id, { value: name, status: 'ready', progress: 100 }),
        (error: unknown) =>
          update(id, {
            status: 'failed',
            error: error instanceof ApiError ? error.message : 'Failed to upload files',
          }),
      );
    }
  }, []);

  const addPath = useCallback((path: string, label?: string) => {
    setAttachments((list) =>
      list.some((a) => a.value === path)
        ? list
        : [
            ...list,
            {
              id: nextId(),
              label: label ?? path.split('/').pop() ?? path,
              value: path,
              status: 'ready',
              progress: 100,
            },
          ],
    );
  }, []);

  const remove = useCallback((id: string) => setAttachments((list) => list.filter((a) => a.id !== id)), []);
  const clear = useCallback(() => setAttachments([]), []);

  const ready = attachments.filter((a) => a.status === 'ready' && a.value).map((a) => a.value!);
  const uploading = attachments.some((a) => a.status === 'uploading');
  return { attachments, ready, uploading, addFiles, addPath, remove, clear };
}
