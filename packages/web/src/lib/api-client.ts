// The one HTTP client of the web app: JSON to and from the API base, a Bearer
// token when signed in, a fresh x-request-id on every call, and a silent token refresh on 401.
import type { AuthTokens } from '@ai-analyst/contract/auth-types';
import { API_BASE, API_TIMEOUT_MS } from './config';
import { clearTokens, readTokens, writeTokens } from './storage';

/** An API call that failed. `serverError` is the server's own `error` text when it sent one. */
export class ApiError extends Error {
  readonly status: number;
  readonly serverError: string | undefined;
  readonly body: unknown;

  constructor(status: number, message: string, serverError?: string, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.serverError = serverError;
    this.body = body;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Serialized as JSON, unless it is FormData (sent as is). */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Calls that must never trigger the refresh flow (login, refresh itself). */
  skipAuthRefresh?: boolean;
  /** When false, a failed refresh clears the tokens but does not leave the current page. */
  redirectOnAuthFailure?: boolean;
}

/** What happens when the session cannot be refreshed; replaceable for tests and the app. */
/**
 * The contract's REQUEST_ID_HEADER. It is repeated here because importing it from
 * `@ai-analyst/contract/common` pulls zod (about 40 KB gzip) into the first chunk of every page.
 */
export const REQUEST_ID_HEADER = 'x-request-id';

let onAuthFailure: () => void = () => {
  if (window.location.pathname !== '/login') window.location.assign('/login');
};

export function setAuthFailureHandler(handler: () => void): void {
  onAuthFailure = handler;
}

let refreshInFlight: Promise<AuthTokens> | null = null;

/**
 * Exchanges the stored refresh token for new tokens. Concurrent callers share one request,
 * so a burst of 401s rotates the refresh token once instead of revoking its family.
 */
export function refreshTokens(): Promise<AuthTokens> {
  if (!refreshInFlight) {
    refreshInFlight = doRefresh().finally(() => {
      refreshInFlight = null;
    });
  }
  return refreshInFlight;
}

async function doRefresh(): Promise<AuthTokens> {
  const refreshToken = readTokens()?.refresh_token;
  if (!refreshToken) throw new ApiError(401, 'No refresh token available');
  const response = await send('/auth/refresh/', {
    method: 'POST',
    body: { refresh_token: refreshToken },
    skipAuthRefresh: true,
  });
  const data = (await parseBody(response)) as { success?: boolean; tokens?: AuthTokens } | null;
  if (!response.ok || !data?.success || !data.tokens)
    throw new ApiError(response.status, 'Token refresh failed');
  writeTokens({ ...data.tokens, token_type: data.tokens.token_type || 'Bearer' });
  return data.tokens;
}

/** Performs an API call and returns the parsed JSON body; throws ApiError when it fails. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  let response = await send(path, options);
  if (response.status === 401 && !options.skipAuthRefresh) {
    try {
      await refreshTokens();
    } catch {
      clearTokens();
      if (options.redirectOnAuthFailure !== false) onAuthFailure();
      throw await toApiError(response);
    }
    response = await send(path, options);
  }
  if (!response.ok) throw await toApiError(response);
  return (await parseBody(response)) as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE', body }),
};

/** A random request id; crypto.randomUUID exists only in secure contexts, so fall back. */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    [REQUEST_ID_HEADER]: newRequestId(),
    ...options.headers,
  };
  const tokens = readTokens();
  if (tokens) headers.Authorization = `Bearer ${tokens.access_token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['Content-Type'] = 'application/json';
  }

  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('Request timed out', 'TimeoutError')),
    options.timeoutMs ?? API_TIMEOUT_MS,
  );
  const onAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', onAbort, { once: true });
  try {
    return await fetch(`${API_BASE}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: controller.signal,
    });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }
}

async function parseBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function toApiError(response: Response): Promise<ApiError> {
  const body = await parseBody(response).catch(() => null);
  const serverError =
    body && typeof body === 'object' && typeof (body as { error?: unknown }).error === 'string'
      ? (body as { error: string }).error
      : undefined;
  const fallback =
    response.status >= 500
      ? `The server is unavailable right now (status ${response.status}). Please try again.`
      : `Request failed with status ${response.status}`;
  return new ApiError(response.status, serverError ?? fallback, serverError, body);
}
