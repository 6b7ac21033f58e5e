/**
 * Uploads with progress (POST /files/upload/). XMLHttpRequest, because fetch reports no upload
 * progress. One request carries up to 100 files (the server's limit); the multipart body holds
 * them in order. A 401 refreshes the token once and sends the upload again; when the session
 * cannot be refreshed the user is signed out.
 */
import type { UploadResponse } from '@ai-analyst/contract/files-types';
import { ApiError } from './api-client';
import { authHeaders, recoverFromUnauthorized, serverErrorOf } from './auth-retry';
import { API_BASE } from './config';

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
  if (!(await recoverFromUnauthorized())) throw uploadFailed(401, first.text);
  return settle(await send(request));
}

interface RawResponse {
  status: number;
  text: string;
}

/** The server's error text when it gave one, else a plain 'Failed to upload files'. */
function uploadFailed(status: number, text: string): ApiError {
  const serverError = serverErrorOf(text);
  return new ApiError(status, serverError ?? 'Failed to upload files', serverError);
}

function settle(response: RawResponse): UploadResponse {
  if (response.status < 200 || response.status >= 300) throw uploadFailed(response.status, response.text);
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
