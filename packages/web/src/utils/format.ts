// How sizes and times read everywhere in the app.

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/**
 * Bytes in units of 1024 (B, KB, MB, GB, TB) with one decimal: `1536` → `1.5 KB`; bytes stay
 * whole (`512 B`); anything past TB stays in TB.
 */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 B';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  if (unit === 0) return `${Math.round(value)} B`;
  // Rounding 1023.96 KB to one decimal gives 1024.0 KB; show the next unit instead.
  if (Math.round(value * 10) / 10 >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${UNITS[unit]}`;
}

/**
 * A timestamp in the reader's locale, e.g. 'Jan 31, 2025, 2:05 PM'; `placeholder` when there is
 * none or it cannot be read.
 */
export function formatDateTime(iso: string | null | undefined, placeholder = ''): string {
  if (!iso) return placeholder;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return placeholder;
  return date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}
