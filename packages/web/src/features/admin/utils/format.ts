// Formatting of the admin panel's values: days, percentages and names as people read them
// (sizes and timestamps are in utils/format).

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
