/**
 * Net Promoter Score over a survey's 0–10 answer column ("how likely are you to recommend us"):
 * "what's our NPS", "nps by country", "which plan has the best nps" are the score itself — the
 * percentage of promoters (9–10) minus the percentage of detractors (0–6) — never the average
 * answer; "promoters", "detractors" and "passives" are the rows in those bands. An average said
 * ("average nps score") stays the average.
 */
import type { DatasetIndex, IndexedColumn } from '../schema-index';
import { rewriteGuard } from './reparse';
import type { Parsed } from './types';

const NPS_SAID = /\b(?:nps|net\s+promoter(?:\s+score)?)\b(?:\s+scores?\b)?/i;
const COUNT_SAID = /\b(how many|number of|count|no|without|missing|blank|null|empty|any)\b/i;
const AVERAGE_SAID = /\b(avg|average|mean|median|typical|total|sum)\b/i;
const BANDS: [RegExp, string][] = [
  [/\bpromoters?\b/i, 'at least 9'],
  [/\bdetractors?\b/i, 'at most 6'],
  [/\bpassives?\b/i, 'between 7 and 8'],
];

/** The one numeric column of whole answers from 0 to 10 named as a recommendation or NPS. */
function npsColumn(index: DatasetIndex): IndexedColumn | undefined {
  const scale = index.columns.filter(
    (c) =>
      /INT|DOUBLE|DECIMAL/i.test(c.type) &&
      c.min !== undefined &&
      c.min >= 0 &&
      c.max !== undefined &&
      c.max <= 10 &&
      c.max >= 9,
  );
  const named = scale.filter((c) =>
    c.words.some((w) => /^(nps|promoter|recommend|recommendation|likely|likelihood)$/.test(w)),
  );
  return named.length === 1 ? named[0] : undefined;
}

const guard = rewriteGuard();

/** The question read with NPS as its score or its bands, or undefined. */
export function parseNps(
  question: string,
  index: DatasetIndex,
  parse: (text: string) => Parsed,
): Parsed | undefined {
  if (guard.busy) return undefined;
  const column = npsColumn(index);
  if (!column) return undefined;
  const name = column.words.filter((w) => !/^\d/.test(w)).join(' ');
  for (const [band, bounds] of BANDS) {
    const m = band.exec(question);
    if (!m) continue;
    const text = `${question.slice(0, m.index)}rows with ${name} ${bounds}${question.slice(m.index + m[0].length)}`;
    const parsed = guard.reparseOnce(parse, text);
    return parsed?.query && !parsed.clarify ? parsed : undefined;
  }
  const said = NPS_SAID.exec(question);
  // "how many accounts have no nps score", "nps missing": the answers themselves, not the score
  if (!said || AVERAGE_SAID.test(question) || COUNT_SAID.test(question)) return undefined;
  const text = `${question.slice(0, said.index)}average ${name}${question.slice(said.index + said[0].length)}`;
  const parsed = guard.reparseOnce(parse, text);
  const q = parsed?.query;
  if (!parsed || !q || parsed.clarify || q.kind !== 'aggregate') return undefined;
  const at = q.measures.findIndex((m) => m.fn === 'avg' && m.column === column.name && !m.per);
  if (at < 0) return undefined;
  const measures = q.measures.map((m, i) => (i === at ? { fn: 'nps' as const, column: column.name } : m));
  return { ...parsed, query: { ...q, measures } };
}
