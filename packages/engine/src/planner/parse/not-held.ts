/**
 * Questions the rows cannot answer as asked, asked back firmly (the table stage does not read them
 * either):
 *
 * - "when was the ssh port assigned" over a table with no date, time or year column: no row holds
 *   the time asked, and the row's other figures are no answer to it;
 * - "how many services are listed for both tcp and udp": no one row holds two values of one
 *   column, and the rows holding either of them are not those holding both.
 */
import type { AnalystQuery } from '@ai-analyst/contract';
import type { DatasetIndex } from '../schema-index';
import { isTemporalType } from '../../data/duck';
import type { Parsed } from './types';

/** Words of a column's name that say it holds a time, whatever its cells look like. */
const TIME_WORDS =
  /^(date|dates|year|years|time|times|day|days|month|start|started|end|ended|born|birth|died|death|since|until|from|to|when|period|era|founded|opened|closed|built|released|age)$/;

const WHEN = /^when (was|were|did|is|are|does|do)\b/;

/** A firm clarifying question when the question asks what no row holds (see above), else undefined. */
export function askNotHeld(question: string, index: DatasetIndex, parsed: Parsed): Parsed | undefined {
  const text = question.toLowerCase().replace(/\s+/g, ' ').trim();
  const name = index.info.name;
  const dated =
    index.timeColumn !== undefined ||
    index.columns.some(
      (c) =>
        c.yearLike ||
        isTemporalType(c.type) ||
        // years in columns named otherwise (`start`, `end` of reigns)
        (/INT/i.test(c.type) && c.min !== undefined && c.max !== undefined && c.min >= 1000 && c.max <= 2100) ||
        c.words.some((w) => TIME_WORDS.test(w)),
    );
  if (WHEN.test(text) && !dated)
    return firm(`${name} has no dates, times or years, so it cannot say when. What would you like to know about it?`, ['when']);
  const q: AnalystQuery | undefined = parsed.query;
  const both = /\bboth\b/.test(text) && !q?.sides && q?.filters.find((f) => f.kind === 'values' && f.values.length >= 2 && !f.negate);
  if (both && both.kind === 'values')
    return firm(
      `No row of ${name} holds two values of ${both.column} at once, so I cannot count the rows with "both" from the rows' cells. Should I count the rows with either of them, or each of them separately?`,
      ['both'],
      [`how many rows have ${both.column} ${both.values.join(' or ')}`, `number of rows by ${both.column}`],
    );
  return undefined;
}

function firm(question: string, ignored: string[], choices: string[] = []): Parsed {
  return { ignored, confidence: 0.2, clarify: { question, choices: choices.slice(0, 3) }, firm: true };
}
