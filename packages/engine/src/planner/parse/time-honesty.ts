/**
 * Questions about time the data cannot answer as asked:
 * - how something changed over the years, over a table with no date or year: one overall figure
 *   would answer another question, so the reply says there is no time to follow;
 * - an amount in a period ("revenue last quarter") read through a date that marks when each row's
 *   account began or ended (a signup, a cancellation), not when the amount was made: the reply
 *   asks whether that date is meant rather than presenting a cohort's total as the period's.
 */
import type { AnalystQuery } from '@ai-analyst/contract';
import { isTemporalType } from '../../data/duck';
import { human } from '../../tools/format';
import type { DatasetIndex } from '../schema-index';
import { exampleQuestions } from './clarify';
import type { Parsed } from './types';

/** Change over time asked of the whole ("how have prices changed over the years", "the trend in sales"). */
const OVER_TIME =
  /\b(?:over|across|through)\s+(?:the\s+)?(?:years|time|decades|months|quarters)\b|\b(?:year\s+(?:by|over|on)\s+year)\b|\btrend(?:s|ed|ing)?\b/;

/** Words of a date that marks when an account, a person or a record began or ended. */
const LIFECYCLE =
  /^(signup|sign|signed|created|creation|joined|join|registered|registration|birth|born|hire|hired|cancel|cancelled|canceled|cancellation|churn|churned|activation|activated|onboarded|onboarding)$/;

const ask = (question: string, choices: string[], firm: boolean): Parsed => ({
  ignored: [],
  confidence: 0.2,
  clarify: { question, choices: [...new Set(choices)].filter((c) => c.trim() !== '').slice(0, 3) },
  ...(firm ? { firm } : {}),
});

const isDated = (index: DatasetIndex) =>
  !!index.timeColumn || index.columns.some((c) => isTemporalType(c.type) || c.yearLike);

/** A clarifying question when the question's time cannot be read from the data as asked; undefined otherwise. */
export function askAboutTime(question: string, index: DatasetIndex, q: AnalystQuery): Parsed | undefined {
  const text = question.toLowerCase().replace(/\s+/g, ' ').trim();
  const name = index.info.name;
  const over = OVER_TIME.exec(text);
  if (over && !isDated(index))
    return ask(
      `${name} has no dates or years, so I cannot tell how anything changed "${over[0]}". Did you mean one of these?`,
      exampleQuestions(index),
      true,
    );
  return askLifecycleDate(text, index, q);
}

/** "revenue last quarter" filtered on a signup date: that date is when accounts began, not when revenue came in. */
function askLifecycleDate(text: string, index: DatasetIndex, q: AnalystQuery): Parsed | undefined {
  if (q.measures.length === 0 || q.measures.every((m) => m.fn === 'count' || m.fn === 'count_distinct')) return undefined;
  const range = q.filters.find((f) => f.kind === 'date_range');
  if (!range || range.kind !== 'date_range') return undefined;
  const column = index.columns.find((c) => c.name === range.column);
  if (!column || !column.words.some((w) => LIFECYCLE.test(w))) return undefined;
  // the question names that date itself ("revenue from accounts that signed up last quarter")
  const own = column.words.filter((w) => w !== 'date' && w !== 'at' && w !== 'on');
  if (own.some((w) => new RegExp(`\\b${w.slice(0, 4)}`).test(text))) return undefined;
  const measure = q.measures.find((m) => m.column)?.column;
  const what = measure ? human(measure) : 'the figure';
  const when = range.label ?? `${range.from} to ${range.to}`;
    return ask(
    `${human(column.name)} is the only date I can apply "${when}" to, and it marks when each account began or ended, not when the ${what} was made. Do you mean the rows whose ${human(column.name)} is in ${when}?`,
    [`total ${what} with ${human(column.name)} in ${when.replace(/\s*\(.*\)$/, '')}`, `total ${what}`],
    true,
  );
}
