/**
 * "difference in attendance between the two X games", "diff between elevation and prominence for
 * X", "how many days between flight 9 and flight 10": a difference of two figures asked, answered
 * with one figure, one row's cell or a count (the reading subtracted nothing). The reply asks
 * back, saying what it could read, instead of stating that one figure as the difference.
 */
import type { AnalystClarify } from '@ai-analyst/contract';
import type { Answer } from './answer';
import type { DatasetIndex } from './schema-index';

/** "difference in X between …", "diff between A and B", "how many days between A and B" (not "between 2010 and 2019"). */
const DIFFERENCE_ASKED = /\b(?:difference|diff)\s+(?:in\s+[\w\s]+?\s+)?between\b|\b(?:difference|diff)\s+in\b[\w\s]*\bbetween\b|\bhow (?:many|much) \w+ between (?!\d|one\b|two\b)/i;

/** What ran computes a difference, a gap or a span, or compares two sides. */
const COMPUTES = /difference|between|−| minus |\bgap\b|compare|\bagainst\b|\bvs\b|\bratio\b|\bfrom\b.+\bto\b|\brange\b|\bchange\b|\byears\b|\bdays\b/i;

export function askDifferenceNotComputed(
  question: string,
  answer: Pick<Answer, 'plan'>,
  index: DatasetIndex,
): AnalystClarify | undefined {
  if (!DIFFERENCE_ASKED.test(question)) return undefined;
  // "difference" that is a word of a column's name ("Goal difference") names that column
  if (index.columns.some((c) => /\bdiff(erence)?\b/i.test(c.name))) return undefined;
  const understood = answer.plan.understood ?? '';
  if (!understood || COMPUTES.test(understood)) return undefined;
  const read = understood.replace(/^You asked\s+(for\s+)?/i, '').replace(/\.$/, '');
  return {
    question: `I could not work out that difference in ${index.info.name}: what I could read is ${read}, which subtracts nothing. Which two figures should be set against each other?`,
    choices: [],
  };
}
