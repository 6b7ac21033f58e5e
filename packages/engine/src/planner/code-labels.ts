/**
 * Groups of a column of number codes (`zone` 1, 2, 3 …) shown with the names a text column gives
 * them: when one text column holds exactly one name per code and each name belongs to one code
 * (`zone` 3 is always "Upper Vale"), "takings by zone" groups by the codes and their names
 * together. The groups are the same; the reply names them instead of showing bare numbers.
 */
import type { AnalystQuery } from '@ai-analyst/contract';
import type { DatasetRegistry } from '../data/registry';
import { quoteIdent } from '../data/sql';
import type { DatasetIndex } from './schema-index';

/** More codes than this are no small set of labelled groups. */
const MAX_CODES = 60;

/** The query with the name column of its one grouped code column added, or the query as it is. */
export async function withCodeLabels(
  registry: DatasetRegistry,
  index: DatasetIndex,
  query: AnalystQuery,
): Promise<AnalystQuery> {
  if (query.unpivot || query.groupBy.length !== 1) return query;
  const group = query.groupBy[0]!;
  if (group.part || group.grain) return query;
  const code = index.columns.find((c) => c.name === group.column);
  if (!code || !/INT/i.test(code.type) || code.yearLike || code.distinct < 2 || code.distinct > MAX_CODES)
    return query;
  const named = new Set([...(query.columns ?? []), ...query.filters.map((f) => f.column)]);
  const names = index.columns.filter(
    (c) => /CHAR/i.test(c.type) && c.distinct === code.distinct && c.name !== code.name && !named.has(c.name),
  );
  if (names.length !== 1) return query;
  const name = names[0]!;
  const [g, n] = [quoteIdent(code.name), quoteIdent(name.name)];
  const table = quoteIdent(index.info.name);
  try {
    const check = await registry.query(
      `SELECT (SELECT count(*) FROM (SELECT DISTINCT ${g}, ${n} FROM ${table})) AS pairs, count(DISTINCT ${g}) AS codes, count(DISTINCT ${n}) AS names, count(*) FILTER (WHERE ${g} IS NULL OR ${n} IS NULL) AS gaps FROM ${table}`,
      { timeoutMs: 10_000, maxRows: 1 },
    );
    const row = check.rows[0];
    const [pairs, codes, labels, gaps] = [row?.pairs, row?.codes, row?.names, row?.gaps].map(Number);
    if (gaps !== 0 || pairs !== codes || codes !== labels) return query;
  } catch {
    return query;
  }
  return { ...query, groupBy: [group, { column: name.name }] };
}
