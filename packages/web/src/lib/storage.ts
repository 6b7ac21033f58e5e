// Browser storage of what must survive a reload: the auth tokens and the chosen theme.
// Storage can be unavailable (private modes, quotas), so every access is guarded.
import type { AuthTokens } from '@ai-analyst/contract/auth-types';

export const TOKENS_KEY = 'auth_tokens';
export const THEME_KEY = 'theme';

export type Theme = 'light' | 'dark';

/** Reads the stored tokens; anything malformed counts as no tokens. */
export function readTokens(): AuthTokens | null {
  const raw = safeGet(TOKENS_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return null;
    const { access_token, refresh_token, token_type } = parsed as Record<string, unknown>;
    if (typeof access_token !== 'string' || typeof refresh_token !== 'string') return null;
    return {
      access_token,
      refresh_token,
      token_type: typeof token_type === 'string' ? token_type : 'Bearer',
    };
  } catch {
    return null;
  }
}

export function writeTokens(tokens: AuthTokens): void {
  safeSet(TOKENS_KEY, JSON.stringify(tokens));
}

export function clearTokens(): void {
  try {
    localStorage.removeItem(TOKENS_KEY);
  } catch {
    // Storage unavailable: nothing was stored either.
  }
}

/** The theme the user chose, or null when they never chose one (then the system decides). */
export function readStoredTheme(): Theme | null {
  const value = safeGet(THEME_KEY);
  return value === 'light' || value === 'dark' ? value : null;
}

export function writeStoredTheme(theme: Theme): void {
  safeSet(THEME_KEY, theme);
}

function safeGet(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function safeSet(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage full or disabled: the value lives only for this page.
  }
}
