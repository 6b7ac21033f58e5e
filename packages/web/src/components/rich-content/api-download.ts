// Downloads that live behind the API, linked from assistant messages (e.g. the EDA mode's HTML
// report at /api/datasets/{name}/report/). A plain link would carry no Bearer token, so the
// file is fetched with it (refreshing once on a 401) and saved under the server's file name.
import { refreshTokens } from '../../lib/api-client';
import { API_BASE } from '../../lib/config';
import { downloadBlob } from '../../lib/download';
import { readTokens } from '../../lib/storage';

/** Links into our own API (`/api/...`); everything else is an ordinary link. */
export function isApiLink(href: string | undefined): href is string {
  return typeof href === 'string' && /^\/api\/[^/]/.test(href);
}

/** The file name from a Content-Disposition header, else the link's last path segment. */
export function downloadName(disposition: string | null, href: string): string {
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '');
  if (star?.[1]) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition ?? '');
  if (plain?.[1]) return plain[1];
  return href.split('?')[0]?.split('/').filter(Boolean).pop() ?? 'download';
}

async function fetchWithToken(url: string): Promise<Response> {
  const send = () => {
    const token = readTokens()?.access_token;
    return fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  };
  const response = await send();
  if (response.status !== 401) return response;
  await refreshTokens();
  return send();
}

/** Fetches an API link with the session's token and saves the file; throws with a plain message. */
export async function downloadFromApi(href: string): Promise<void> {
  const url = `${API_BASE}${href.slice('/api'.length)}`;
  const response = await fetchWithToken(url).catch(() => {
    throw new Error('Failed to download file');
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: string } | null;
    throw new Error(body?.error ?? 'Failed to download file');
  }
  const blob = await response.blob();
  downloadBlob(blob, downloadName(response.headers.get('content-disposition'), href));
}
