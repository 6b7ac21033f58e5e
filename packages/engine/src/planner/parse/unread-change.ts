/**
 * A change asked for and not computed: "which year saw the biggest rise", "top 3 years for growth
 * vs the year before" over a long series. When the reading ranks rows or groups by a plain
 * value (no derived change, no two sides compared), the change word was dropped and the answer
 * would rank levels, not changes: the reply asks instead of answering that other question.
 */
import type { DatasetIndex } from '../schema-index';
import { clarifyUnplaced } from './clarify';
import type { Parsed } from './types';

const CHANGE_WORDS =
  /\b(rise|rises|rose|risen|increase|increases|growth|grew|jump|jumps|drop|drops|dropped|decline|declines|declined|fall|falls|fell|gain|gains|change|changes)\b/i;

const CHANGE = '(increase|increases|growth|rise|rises|change|changes|drop|drops|decline|declines|gain|gains)';
const PER_PERIOD = new RegExp(
  `\\b((average|avg|mean) (yearly |annual |monthly |weekly |daily )?${CHANGE}|(yearly|annual|monthly|weekly|daily) ${CHANGE}|${CHANGE} (per|a|each) (year|month|week|day))\\b`,
  'i',
);

/** The parsed reading, or a clarifying question when it ranks by a level the change word asked to compare. */
export function askUnreadChange(parsed: Parsed, question: string, index: DatasetIndex): Parsed {
  const q = parsed.query;
  if (!q || parsed.clarify || parsed.followUp) return parsed;
  const word = CHANGE_WORDS.exec(question)?.[1]?.toLowerCase();
  if (!word) return parsed;
  // a column that holds the change itself ("Change", "Growth (%)") is what the word names
  const head = word.slice(0, 4);
  if (index.columns.some((c) => c.words.some((w) => w.length >= 4 && w.slice(0, 4) === head))) return parsed;
  const ranks = q.order !== undefined && (q.kind === 'aggregate' || q.kind === 'rows');
  // "the average yearly increase from 2000 to 2014": a change per period, not the two ends' difference
  const perPeriod = q.kind === 'compare' && PER_PERIOD.test(question);
  if (perPeriod) return askChange(question, word, index);
  if (!ranks || q.derived?.length || q.sides?.length || q.unpivot) return parsed;
  return askChange(question, word, index);
}

/** The clarifying question about the change a word asks for. */
function askChange(question: string, word: string, index: DatasetIndex): Parsed {
  return clarifyUnplaced(
    index,
    question,
    [word],
    `I could not tell which change "${word}" measures in ${index.info.name} (from one row to the next, or between two periods).`,
  );
}
