/**
 * Follow-ups asking for the other end of a ranking, or another length of it: "and the bottom two?"
 * after "top 3 countries by revenue", "what about the top 10", "and the lowest 5?". The previous
 * query keeps its measure, groups and conditions; the direction and the number said replace its
 * own (the number kept when none is said: "and the bottom ones?").
 */
import type { AnalystQuery } from '@ai-analyst/contract';
import { NUMBER_WORDS } from '../number-words';
import type { Parsed } from './types';

const END =
  /^(?:and|what about|how about|now|then|ok|okay|so)?[\s,]*(?:the|show|show me|give me|list)?\s*(top|bottom|best|worst|highest|lowest|most|least)\s+(\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|twenty)?\s*(?:ones?|of them|instead)?\s*[?.!]*\s*$/i;
const DOWN = new Set(['bottom', 'worst', 'lowest', 'least']);

/** The previous query when it ranked groups or rows by a figure and kept the first few. */
function ranked(prev: AnalystQuery): boolean {
  if (!prev.order || prev.limit === undefined || prev.offset) return false;
  if (prev.kind === 'aggregate')
    return prev.order.by === 'measure' && prev.groupBy.length > 0 && !prev.change;
  return prev.kind === 'rows' && prev.order.by !== 'group' && prev.order.by !== 'measure';
}

export function parseRankingEnd(question: string, previous: AnalystQuery | undefined): Parsed | undefined {
  if (!previous || !ranked(previous)) return undefined;
  const m = END.exec(question.trim());
  if (!m) return undefined;
  const said = m[2]?.toLowerCase();
  // "the top" alone is not a follow-up of its own; "the bottom ones" keeps the length
  if (
    !said &&
    !/\b(ones?|of them)\b/i.test(question) &&
    !DOWN.has(m[1]!.toLowerCase()) &&
    !/^(and|what about|how about)\b/i.test(question.trim())
  )
    return undefined;
  const limit = said === undefined ? previous.limit! : (NUMBER_WORDS[said] ?? Number(said));
  if (!Number.isInteger(limit) || limit < 1) return undefined;
  const dir = DOWN.has(m[1]!.toLowerCase()) ? 'asc' : 'desc';
  const query: AnalystQuery = { ...structuredClone(previous), order: { ...previous.order!, dir }, limit };
  delete query.chart;
  return { query, ignored: [], confidence: 0.85, placed: 1, followUp: true };
}
