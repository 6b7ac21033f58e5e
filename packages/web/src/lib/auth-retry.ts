/**
 * The token handling of the requests that cannot go through `api` (a raw download, an upload with
 * progress): the stored Bearer token, and after a 401 one refresh and one retry. When the
 * session cannot be refreshed the tokens are cleared and 'tokenExpired' signs the user out.
 */
import { ApiError, REQUEST_ID_HEADER, newRequestId, refreshTokens } from './api-client';
import { clearTokens, readTokens } from './storage';

/** The headers every file request carries. */
export function authHeaders(): Record<string, string> {
  const headers: Record<string, string> = { [REQUEST_ID_HEADER]: newRequestId() };
  const tokens = readTokens();
  if (tokens) headers.Authorization = `Bearer ${tokens.access_token}`;
  return headers;
}

/** Refreshes the tokens after a 401; false (after signing out) when the session is over. */
export async function recoverFromUnauthorized(): Promise<boolean> {
  try {
    await refreshTokens();
    return true;
  } catch {
    clearTokens();
    window.dispatchEvent(new Event('tokenExpired'));
    return false;
  }
}

/** The server's `error` text from a failed response body, when there is one. */
export function serverErrorOf(text: string): string | undefined {
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object' && typeof (body as { error?: unknown }).error === 'string')
      return (body as { error: string }).error;
  } catch {
    // Not JSON: no server text.
  }
  return undefined;
}

/** An ApiError for a failed response whose body was read as text. */
export function failedResponse(status: number, text: string): ApiError {
  const serverError = serverErrorOf(text);
  return new ApiError(status, serverError ?? `Request failed with status ${status}`, serverError);
}
