// The local copy of the user's own tool choices (kept under the key
// mcp_tool_preferences, per tool name an enabled flag and updatedAt). The server keeps the
// authoritative copy; this one is written after every change the server confirmed, and
// refreshed from each tool list.
import type { Tool } from '@ai-analyst/contract/mcp-types';

export const TOOL_PREFERENCES_KEY = 'mcp_tool_preferences';

export type ToolPreferences = Record<string, { enabled: boolean; updatedAt: string }>;

export function readToolPreferences(): ToolPreferences {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(TOOL_PREFERENCES_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as ToolPreferences) : {};
  } catch {
    return {};
  }
}

function write(preferences: ToolPreferences): void {
  try {
    localStorage.setItem(TOOL_PREFERENCES_KEY, JSON.stringify(preferences));
  } catch {
    // Storage full or disabled: the server's copy still holds the choice.
  }
}

/** Records one confirmed choice. */
export function rememberToolPreference(name: string, enabled: boolean, now = new Date()): void {
  write({ ...readToolPreferences(), [name]: { enabled, updatedAt: now.toISOString() } });
}

/** Brings the local copy in line with the server's list (choices made on another device). */
export function syncToolPreferences(tools: Tool[], now = new Date()): void {
  const current = readToolPreferences();
  const next: ToolPreferences = {};
  for (const tool of tools) {
    const known = current[tool.name];
    next[tool.name] =
      known && known.enabled === tool.user_enabled
        ? known
        : { enabled: tool.user_enabled, updatedAt: now.toISOString() };
  }
  const changed = JSON.stringify(next) !== JSON.stringify(current);
  if (changed) write(next);
}
