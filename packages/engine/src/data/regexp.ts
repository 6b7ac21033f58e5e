/** Text written into a regular expression (JavaScript or DuckDB's) so that it matches itself. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
