// Query strings of the admin lists: only the filters that are set, in a stable order.

export type QueryValue = string | number | undefined | null;

/** "?a=1&b=x" from the given entries, leaving out empty values; "" when nothing is set. */
export function toQueryString(params: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    const text = String(value).trim();
    if (text) search.set(key, text);
  }
  const query = search.toString();
  return query ? `?${query}` : '';
}
