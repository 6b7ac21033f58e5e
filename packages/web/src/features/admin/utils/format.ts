// Formatting of the admin panel's values: dates, sizes and names as people read them.

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

/** Bytes in units of 1024 with one decimal (spec §9: B, KB, MB, GB, TB). */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 B';
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), UNITS.length - 1);
  const value = bytes / 1024 ** exponent;
  return `${exponent === 0 ? value : value.toFixed(1)} ${UNITS[exponent]}`;
}

/** A timestamp in the reader's locale, or a dash when there is none. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/** A short day label ("Mar 4") for chart axes; the input is an ISO date (YYYY-MM-DD). */
export function formatDay(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return date.toLocaleDateString(undefined, { month: 'short', day: 'numeric' });
}

/** "First Last", or the username when the user has no name. */
export function displayName(user: { first_name: string; last_name: string; username: string }): string {
  return [user.first_name, user.last_name].filter(Boolean).join(' ') || user.username;
}

/** A percentage with at most one decimal; accepts a ratio (0..1) or a percentage (0..100). */
export function formatPercent(value: number): string {
  const percent = value <= 1 ? value * 100 : value;
  return `${Math.round(percent * 10) / 10}%`;
}
