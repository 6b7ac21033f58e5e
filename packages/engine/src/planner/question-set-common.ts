/** What each question-set case holds, and the sample datasets' names its SQL reads. */

/** A question, the tool it should use, and the SQL whose rows are the numbers the answer must show. */
export interface QuestionCase {
  question: string;
  tool: string;
  sql?: string;
  expect?: { anomalyOn?: string; period?: number; changeNear?: string };
}

export const E = 'ecommerce_orders';
export const S = 'saas_subscriptions';
export const W = 'web_traffic';
/** A date column truncated to its month, labelled `2024-03`. */
export const month = (col: string) => `strftime(date_trunc('month', ${col}), '%Y-%m')`;
