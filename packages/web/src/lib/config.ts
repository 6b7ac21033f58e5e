// Runtime configuration of the web client, read once from Vite's build-time environment.

/** Default timeout of every API call, in ms (200 minutes). */
export const API_TIMEOUT_MS = 12_000_000;

/** Base path or URL of the REST API, without a trailing slash; `/api` unless VITE_API_BASE is set. */
export const API_BASE = trimTrailingSlash(import.meta.env.VITE_API_BASE || '/api');

/**
 * Base URL of the chat socket. When unset it is the page's own host under `/ws`, so the
 * same build works behind any host name and behind TLS.
 */
export function socketBase(): string {
  const configured = import.meta.env.VITE_WS_BASE;
  if (configured) return trimTrailingSlash(configured);
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}/ws`;
}

function trimTrailingSlash(value: string): string {
  return value.endsWith('/') ? value.slice(0, -1) : value;
}
