/**
 * The planner's question set over the sample datasets: each question, the tool it should use,
 * and an independent SQL query whose rows (`label`, `value`) are the numbers the answer must
 * show, in order. Relative time phrases are anchored on each dataset's latest date
 * (2024-12-31 for orders and traffic, 2024-12-01 for subscriptions); "last quarter" is the
 * latest complete quarter, Q4 2024. Ranked results break no ties, so the samples have none.
 * Periods are labelled as the analyst shows them: months `2024-03`, quarters `2024 Q1`, years `2024`.
 */
import type { QuestionCase } from './question-set-common';
import { ORDER_QUESTIONS } from './question-set-orders';
import { SUBSCRIPTION_AND_TRAFFIC_QUESTIONS } from './question-set-subscriptions';
import { TOOL_QUESTIONS } from './question-set-tools';

export type { QuestionCase } from './question-set-common';

export const QUESTION_SET: readonly QuestionCase[] = [
  ...ORDER_QUESTIONS,
  ...SUBSCRIPTION_AND_TRAFFIC_QUESTIONS,
  ...TOOL_QUESTIONS,
];
