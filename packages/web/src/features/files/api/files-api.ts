/**
 * Calls of the file manager (/api/files/*) and their TanStack Query hooks. Wire shapes come from
 * the contract; paths are relative to the caller's root ('' is Home).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FileListResponse } from '@ai-analyst/contract/files-types';
import { API_BASE } from '../../../lib/config';
import { api } from '../../../lib/api-client';
import { authHeaders, failedResponse, recoverFromUnauthorized } from '../../../lib/auth-retry';
import { downloadBlob } from '../../../lib/download';

export const filesKeys = {
  all: ['files'] as const,
  list: (path: string) => ['files', 'list', path] as const,
};

export function listFiles(path: string, signal?: AbortSignal): Promise<FileListResponse> {
  return api.get<FileListResponse>(`/files/list/?${new URLSearchParams({ path }).toString()}`, { signal });
}

/** The items of the folder `path`; the previous folder stays on screen while the next one loads. */
export function useFileList(path: string) {
  return useQuery({
    queryKey: filesKeys.list(path),
    queryFn: async ({ signal }) => {
      try {
        return await listFiles(path, signal);
      } catch (error) {
        // A directory load failure is logged, with no alert.
        if (!signal.aborted) console.error('Failed to load the folder', path, error);
        throw error;
      }
    },
    placeholderData: keepPreviousData,
    // The selection is cleared on each load, so a load only when asked for or after a change.
    refetchOnWindowFocus: false,
  });
}

export function createFolder(path: string, name: string) {
  return api.post<{ success: true; path?: string }>('/files/create-folder/', { name, path });
}

export function deleteItem(path: string, type: 'file' | 'folder') {
  return api.delete<{ success: true }>('/files/delete/', { path, type });
}

export function renameItem(oldPath: string, newName: string) {
  return api.post<{ success: true; path?: string }>('/files/rename/', {
    old_path: oldPath,
    new_name: newName,
  });
}

/** A mutation that refreshes every listing when it settles, whether it worked or not. */
export function useFilesMutation<TVariables, TResult>(
  mutationFn: (variables: TVariables) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: filesKeys.all }),
  });
}

/** Fetches a file with the Bearer token (refreshing once on a 401) and returns its bytes. */
export async function fetchFileBlob(path: string): Promise<Blob> {
  const url = `${API_BASE}/files/download/?${new URLSearchParams({ path }).toString()}`;
  let response = await fetch(url, { headers: authHeaders() });
  if (response.status === 401 && (await recoverFromUnauthorized())) {
    response = await fetch(url, { headers: authHeaders() });
  }
  if (!response.ok) throw failedResponse(response.status, await response.text().catch(() => ''));
  return response.blob();
}

/** Downloads a file and saves it under its own name. */
export async function downloadFile(path: string, name: string): Promise<void> {
  const blob = await fetchFileBlob(path);
  downloadBlob(blob, name);
}
