// Attaching files in the chat (spec §2 Input area): each file is uploaded to 'Uploads/' with its
// own progress; a 401 refreshes the token once and retries. XMLHttpRequest, because fetch reports
// no upload progress.
import { ApiError, refreshTokens } from '../../../lib/api-client';
import { API_BASE } from '../../../lib/config';
import { readTokens } from '../../../lib/storage';

export const UPLOAD_FOLDER = 'Uploads';

function sendOnce(
  file: File,
  onProgress: (percent: number) => void,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append('path', UPLOAD_FOLDER);
    form.append('files', file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}/files/upload/`);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = readTokens()?.access_token;
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.floor((event.loaded / Math.max(1, event.total)) * 100));
    };
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    xhr.onerror = () => reject(new ApiError(0, 'Failed to upload files'));
    xhr.send(form);
  });
}

function errorOf(status: number, text: string): ApiError {
  let serverError: string | undefined;
  try {
    serverError = (JSON.parse(text) as { error?: string }).error;
  } catch {
    // Not JSON: keep the generic text.
  }
  return new ApiError(status, serverError ?? 'Failed to upload files', serverError);
}

/** Uploads one file to Uploads/ and returns its stored name. */
export async function uploadAttachment(file: File, onProgress: (percent: number) => void): Promise<string> {
  let response = await sendOnce(file, onProgress);
  if (response.status === 401) {
    await refreshTokens().catch(() => {
      throw errorOf(401, response.text);
    });
    response = await sendOnce(file, onProgress);
  }
  if (response.status < 200 || response.status >= 300) throw errorOf(response.status, response.text);
  const body = JSON.parse(response.text) as { files?: { name: string }[] };
  onProgress(100);
  return body.files?.[0]?.name ?? file.name;
}
