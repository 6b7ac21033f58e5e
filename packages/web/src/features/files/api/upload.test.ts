import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, storeTokens } from '../../../test/fixtures';
import { readTokens } from '../../../lib/storage';
import { uploadFiles } from '../../../lib/upload';
import { progressPerFile } from './upload';

interface Sent {
  url: string;
  headers: Record<string, string>;
  body: FormData;
}

/** A stand-in XMLHttpRequest that reports progress in two steps, then answers with `respond`. */
function fakeXhr(respond: (sent: Sent) => { status: number; body: unknown }) {
  const sent: Sent[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: {
      onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
    } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private url = '';
    private headers: Record<string, string> = {};
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    }
    abort() {
      this.onabort?.();
    }
    send(body: FormData) {
      const record = { url: this.url, headers: this.headers, body };
      sent.push(record);
      queueMicrotask(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
        const answer = respond(record);
        this.status = answer.status;
        this.responseText = JSON.stringify(answer.body);
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const csv = () => new File(['a,b\n1,2\n'], 'q3.csv', { type: 'text/csv' });

describe('upload', () => {
  it('posts the folder and the files as multipart with the Bearer token and reports progress', async () => {
    storeTokens('access-1');
    const sent = fakeXhr(() => ({ status: 201, body: { success: true, files: [] } }));
    const progress: number[] = [];
    await uploadFiles({ files: [csv()], path: 'Uploads', onProgress: (loaded) => progress.push(loaded) });
    expect(sent[0]?.url).toBe('/api/files/upload/');
    expect(sent[0]?.headers.authorization).toBe('Bearer access-1');
    expect(sent[0]?.body.get('path')).toBe('Uploads');
    expect((sent[0]?.body.getAll('files')[0] as File).name).toBe('q3.csv');
    expect(progress).toEqual([50, 100]);
  });

  it('refreshes the token once after a 401 and sends the upload again', async () => {
    storeTokens('old-access', 'old-refresh');
    mockFetch(() =>
      jsonResponse({
        success: true,
        tokens: { access_token: 'new-access', refresh_token: 'new-refresh', token_type: 'Bearer' },
      }),
    );
    const sent = fakeXhr(({ headers }) =>
      headers.authorization === 'Bearer new-access'
        ? { status: 201, body: { success: true, files: [{ name: 'q3.csv', path: 'q3.csv', size: 8 }] } }
        : { status: 401, body: { success: false, error: 'Token expired' } },
    );
    const result = await uploadFiles({ files: [csv()], path: '' });
    expect(result.files[0]?.name).toBe('q3.csv');
    expect(sent).toHaveLength(2);
    expect(readTokens()?.access_token).toBe('new-access');
  });

  it('signs out when the refresh fails, and fails with the server’s error otherwise', async () => {
    storeTokens();
    mockFetch(() => jsonResponse({ success: false, error: 'Invalid refresh token' }, 401));
    const expired = vi.fn();
    window.addEventListener('tokenExpired', expired);
    fakeXhr(() => ({ status: 401, body: { success: false, error: 'Token expired' } }));
    await expect(uploadFiles({ files: [csv()], path: '' })).rejects.toMatchObject({ status: 401 });
    expect(expired).toHaveBeenCalledOnce();
    expect(readTokens()).toBeNull();
    window.removeEventListener('tokenExpired', expired);

    fakeXhr(() => ({
      status: 413,
      body: { success: false, error: '"q3.csv" is larger than the upload limit' },
    }));
    await expect(uploadFiles({ files: [csv()], path: '' })).rejects.toMatchObject({
      status: 413,
      serverError: '"q3.csv" is larger than the upload limit',
    });
  });

  it('splits the bytes sent into a progress per file, in order', () => {
    expect(progressPerFile([100, 300], 0, 400)).toEqual([0, 0]);
    expect(progressPerFile([100, 300], 50, 400)).toEqual([50, 0]);
    expect(progressPerFile([100, 300], 250, 400)).toEqual([100, 50]);
    expect(progressPerFile([100, 300], 400, 400)).toEqual([100, 100]);
    // Multipart overhead is shared out between the files.
    expect(progressPerFile([100, 100], 110, 220)).toEqual([100, 0]);
    expect(progressPerFile([0], 10, 10)).toEqual([100]);
  });
});
