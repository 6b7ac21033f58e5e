/**
 * "of the countries with an infant mortality figure", "stations with a no2 value": the rows that
 * have the column filled in. The parser reads the column's words and drops the rest; the rows
 * without the figure would then count in a share's whole or a count. Adds a "not missing" filter
 * on the column those words name (all its words said between "with" and the noun for a figure).
 */
import type { DatasetIndex } from '../schema-index';
import { splitWords, stem } from '../text';
import type { Parsed } from './types';

const HAS_FIGURE =
  /\bwith (?:an? |some |any )?([\p{L}\d .%-]+?) (?:figures?|values?|numbers?|readings?|data|entry|entries)\b/giu;

/** `parsed` with a "not missing" filter for each column said as "with a <column> figure". */
export function withFigureSaid(parsed: Parsed, question: string, index: DatasetIndex): Parsed {
  const q = parsed.query;
  if (!q || parsed.clarify) return parsed;
  const added = [];
  for (const m of question.matchAll(HAS_FIGURE)) {
    const said = new Set(splitWords(m[1]!).map(stem));
    const named = index.columns.filter((c) => c.stems.length > 0 && c.stems.every((s) => said.has(s)));
    if (named.length !== 1) continue;
    const column = named[0]!.name;
    if (q.filters.some((f) => f.column === column && f.kind === 'null')) continue;
    added.push({ kind: 'null' as const, column, isNull: false });
  }
  return added.length ? { ...parsed, query: { ...q, filters: [...q.filters, ...added] } } : parsed;
}
