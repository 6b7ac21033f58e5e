/**
 * Uploads with progress (spec §2 drag and drop, §7 POST /files/upload/). XMLHttpRequest, because
 * fetch reports no upload progress. One request carries up to 100 files (the server's limit), and
 * since the multipart body holds them in order, the bytes sent tell how far each file is.
 */
import type { UploadResponse } from '@ai-analyst/contract/files';
import { API_BASE } from '../../../lib/config';
import { ApiError } from '../../../lib/api-client';
import { authHeaders, failedResponse, recoverFromUnauthorized } from './auth-retry';

export const MAX_FILES_PER_REQUEST = 100;

export interface UploadRequest {
  files: readonly File[];
  /** The destination folder, relative to the caller's root. */
  path: string;
  /** Bytes of the request body sent so far, and its total. */
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
}

/** Sends one multipart upload; after a 401 it refreshes the token and sends it once more. */
export async function uploadFiles(request: UploadRequest): Promise<UploadResponse> {
  const first = await send(request);
  if (first.status !== 401) return settle(first);
  if (!(await recoverFromUnauthorized())) throw failedResponse(401, first.text);
  return settle(await send(request));
}

interface RawResponse {
  status: number;
  text: string;
}

function settle(response: RawResponse): UploadResponse {
  if (response.status < 200 || response.status >= 300) throw failedResponse(response.status, response.text);
  return JSON.parse(response.text) as UploadResponse;
}

function send({ files, path, onProgress, signal }: UploadRequest): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    // The folder first, so the server knows where the files go before they arrive.
    form.append('path', path);
    for (const file of files) form.append('files', file, file.name);

    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}/files/upload/`);
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(authHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded, event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    xhr.onerror = () => reject(new ApiError(0, 'Failed to upload files'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    if (signal) {
      if (signal.aborted) return reject(new DOMException('The upload was cancelled', 'AbortError'));
      signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(form);
  });
}

/**
 * How far each file is, given the bytes of the body sent: files in order, each reaching 100 %
 * once the bytes before its end are sent. Multipart headers are small next to the files, so the
 * error is a few hundred bytes per file.
 */
export function progressPerFile(sizes: readonly number[], loaded: number, total: number): number[] {
  const content = sizes.reduce((sum, size) => sum + size, 0);
  const overhead = Math.max(0, total - content) / Math.max(1, sizes.length);
  let start = 0;
  return sizes.map((size) => {
    const span = size + overhead;
    const done = Math.min(Math.max(loaded - start, 0), span);
    start += span;
    return span === 0 ? 100 : Math.floor((done / span) * 100);
  });
}
