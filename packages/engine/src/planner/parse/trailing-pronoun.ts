/**
 * A question that ends on a pronoun standing for something an earlier answer picked ("how many did
 * it have", "how many councils have it", "total passengers at them") is about that thing. Read on
 * its own, it would be answered with a figure over every row: the rows' count or a column's total,
 * which is never what it asked. Such a reading is turned into a question back; in a conversation
 * the analyst then reads the follow-up as the question before, edited (see follow-up-text.ts).
 *
 * Pronouns that stand for the table's own subject ("how many goals did they concede in total",
 * "how many years does it cover", "how many norwegians won it") are left alone, as are questions
 * about the table itself ("how many rows does it have").
 */
import type { AnalystQuery } from '@ai-analyst/contract';

/** The question's last words: a pronoun as the object of having, or after a preposition. */
const ENDS_ON_PRONOUN =
  /\b(?:(?:have|has|had) (?:it|them|that|those|these|that one|this one)|(?:did|does|do) (?:it|that one|this one) have|(?:at|of|for|in|from|on|across) (?:them|those|these|that one|this one))\s*[?.!]*\s*$/;
/** What a question about the table itself counts. */
const TABLE_ITSELF = /\b(rows?|records?|entries|entry|lines?|columns?|fields?|observations?|cases?)\b/;

/** Whether a query gives one figure over every row: no condition, no grouping, no ranking. */
function overEveryRow(q: AnalystQuery): boolean {
  return (
    q.kind === 'aggregate' &&
    q.groupBy.length === 0 &&
    q.filters.length === 0 &&
    !q.within &&
    !q.change &&
    !q.unpivot &&
    q.measures.length > 0
  );
}

/**
 * Words that point at one thing an earlier answer named, wherever they stand: "there" as a place
 * (not "is there", "there are", nor the data's "in there"), "its …" opening the question (not "relative to its budget"), "did it / does it" (not the data's own "does it cover",
 * "when does it end", nor the weather's "did it rain"), and "in that …" ending the question ("the
 * ratio in that district"; "in this report" is the data itself).
 */
const POINTS_AT_THING =
  /^(?:(?:and|so|ok|then|what(?:'s| is|s)?|whats)\s+)?its\b|\b(?:did|does) it\b(?! (?:rain|snow|hail|freeze|storm|pour|drizzle|start|end|begin|stop|finish|cover|span|run|go|last|contain|include|have|hold|show|list))|\b(?:in|at|of|for|from|on) that (?!(?:table|dataset|data|file|list|sheet|spreadsheet|csv|set|report|register|export|log)\b)[a-z]+\s*[?.!]*\s*$/;
const PLACE_THERE = /\bthere\b/;
const EXISTENTIAL_THERE = /\b(?:is|are|was|were|be|been|isn'?t|aren'?t|wasn'?t|weren'?t|in)\s+there\b|\bthere\s*(?:is|are|was|were|be|been|'s|s|will|have|has|had)\b/;

/**
 * Whether the question points at one thing an earlier answer picked ("whats the unemployment
 * there", "and its peak hour", "what did it cost"): with no earlier answer, nothing is picked.
 */
export function pointsAtThing(question: string): boolean {
  const text = question.toLowerCase().replace(/[’']/g, "'").replace(/\s+/g, ' ').trim();
  if (TABLE_ITSELF.test(text)) return false;
  return POINTS_AT_THING.test(text) || (PLACE_THERE.test(text) && !EXISTENTIAL_THERE.test(text));
}

/** Whether the question points back with a trailing pronoun its reading over every row ignores. */
export function pointsPastEveryRow(question: string, q: AnalystQuery): boolean {
  const text = question.toLowerCase().replace(/\s+/g, ' ').trim();
  if (!ENDS_ON_PRONOUN.test(text) || TABLE_ITSELF.test(text)) return false;
  return overEveryRow(q);
}
