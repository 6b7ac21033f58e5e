/**
 * A look-up whose cell is empty: "what is the ridership of X" over a row whose ridership was
 * left blank (or a dash) has no answer in the table. The reply says the table holds no figure
 * for that row instead of showing "(missing)" as if it were a value.
 */
import type { AnalystQuery } from '@ai-analyst/contract';
import type { DatasetRegistry } from '../../data/registry';
import type { Answer } from '../answer';
import { compileQuery } from '../compile';
import type { TableQuery } from './query';

/** Look-ups of one row or a few: more rows than this are a list, which may well hold gaps. */
const MAX_ROWS = 3;

const isEmpty = (v: unknown) =>
  v === null || v === undefined || (typeof v === 'string' && /^\s*[-–—]?\s*$/.test(v));

function declined(dataset: string, columns: string[], row: string): Answer {
  const what = columns.join(' or ');
  const markdown = `${dataset} has no ${what} for ${row}: that cell of the table is empty, so I cannot give a figure.`;
  return {
    plan: { tool: null, args: {}, understood: markdown, dataset, intent: 'aggregate' },
    items: [],
    steps: [],
    markdown,
    confidence: 0.9,
  };
}

const rowWords = (values: string[]) => (values.length ? values.join(', ') : 'the rows asked about');

/** The table stage's look-up (a cell of the rows a value picks) when every cell it found is empty. */
export function emptyTableLookUp(
  dataset: string,
  query: TableQuery,
  rows: Record<string, unknown>[],
): Answer | undefined {
  if (query.kind !== 'cell' || rows.length === 0 || rows.length > MAX_ROWS) return undefined;
  if (!rows.every((r) => isEmpty(r[query.target]))) return undefined;
  const named = query.where.flatMap((c) =>
    c.kind === 'eq' || c.kind === 'contains' ? [c.value] : c.kind === 'cmp' ? [`${c.column} ${c.value}`] : [],
  );
  return declined(dataset, [query.target], rowWords(named));
}

/** The parser's look-up (columns of the rows its filters pick) when every cell it asks for is empty. */
export async function emptyParserLookUp(
  registry: DatasetRegistry,
  query: AnalystQuery | undefined,
): Promise<Answer | undefined> {
  if (
    !query ||
    query.kind !== 'rows' ||
    !query.columns?.length ||
    query.groupBy.length ||
    query.order ||
    query.derived?.length
  )
    return undefined;
  const filtered = new Set(query.filters.map((f) => ('column' in f ? f.column : '')));
  const asked = query.columns.filter((c) => !filtered.has(c));
  const named = query.filters.flatMap((f) => (f.kind === 'values' && !f.negate ? f.values.map(String) : []));
  if (asked.length === 0 || named.length === 0) return undefined;
  const compiled = compileQuery(await registry.get(query.dataset), { ...query, limit: MAX_ROWS + 1 });
  const found = await registry.query(compiled.sql, { maxRows: MAX_ROWS + 1 });
  if (found.rows.length === 0 || found.rows.length > MAX_ROWS) return undefined;
  if (!found.rows.every((r) => asked.every((c) => isEmpty(r[c])))) return undefined;
  return declined(query.dataset, asked, rowWords(named));
}
