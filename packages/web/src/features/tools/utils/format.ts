// Small text helpers of the tool panel.
import { ApiError } from '../../../lib/api-client';
import type { ToolStatistics } from '@ai-analyst/contract/mcp-types';

/** The server's own words when it sent some, else the error's message. */
export function reasonOf(error: unknown): string {
  if (error instanceof ApiError) return error.serverError ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

export function formatDuration(ms: number | null): string {
  if (ms === null) return '—';
  if (ms < 1) return '<1 ms';
  if (ms < 1000) return `${Math.round(ms)} ms`;
  return `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;
}

export function plural(n: number, word: string): string {
  return `${n.toLocaleString()} ${word}${n === 1 ? '' : 's'}`;
}

/** "5 minutes ago", "yesterday": how long ago an ISO time was. */
export function timeAgo(iso: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const format = new Intl.RelativeTimeFormat('en', { numeric: 'auto', style: 'long' });
  const abs = Math.abs(seconds);
  if (abs < 60) return format.format(seconds, 'second');
  if (abs < 3600) return format.format(Math.round(seconds / 60), 'minute');
  if (abs < 86_400) return format.format(Math.round(seconds / 3600), 'hour');
  return format.format(Math.round(seconds / 86_400), 'day');
}

/** "12 calls · 1 error · 35 ms mean · last 5 minutes ago", or that it was never used. */
export function statisticsLine(stats: ToolStatistics, now = Date.now()): string {
  if (stats.calls === 0) return 'Not used yet';
  const last = stats.last_called_at ? ` · last ${timeAgo(stats.last_called_at, now)}` : '';
  return `${plural(stats.calls, 'call')} · ${plural(stats.errors, 'error')} · ${formatDuration(stats.mean_duration_ms)} mean${last}`;
}

/** Totals over every tool: calls, errors and the call-weighted mean duration. */
export function totals(all: ToolStatistics[]): { calls: number; errors: number; meanMs: number | null } {
  let calls = 0;
  let errors = 0;
  let weighted = 0;
  for (const s of all) {
    calls += s.calls;
    errors += s.errors;
    weighted += (s.mean_duration_ms ?? 0) * s.calls;
  }
  return { calls, errors, meanMs: calls > 0 ? weighted / calls : null };
}
