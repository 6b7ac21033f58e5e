/** Question-set cases over the SaaS subscriptions and web traffic samples. */
import { month, S, W, type QuestionCase } from './question-set-common';

export const SUBSCRIPTION_AND_TRAFFIC_QUESTIONS: readonly QuestionCase[] = [
  // SaaS subscriptions
  {
    question: "what's our average MRR for Enterprise customers in Germany?",
    tool: 'aggregate',
    sql: `SELECT avg(mrr) AS value FROM ${S} WHERE plan = 'Enterprise' AND country = 'Germany'`,
  },
  {
    question: 'total mrr by plan',
    tool: 'aggregate',
    sql: `SELECT plan AS label, sum(mrr) AS value FROM ${S} GROUP BY 1 ORDER BY 2 DESC`,
  },
  {
    question: 'average mrr by country',
    tool: 'aggregate',
    sql: `SELECT country AS label, avg(mrr) AS value FROM ${S} GROUP BY 1 ORDER BY 2 DESC`,
  },
  {
    question: 'how many accounts churned in 2024',
    tool: 'aggregate',
    sql: `SELECT count(DISTINCT account_id) AS value FROM ${S} WHERE status = 'churned' AND year(month) = 2024`,
  },
  {
    question: 'churn by plan',
    tool: 'aggregate',
    sql: `SELECT plan AS label, sum(churned) AS value FROM ${S} GROUP BY 1 ORDER BY 2 DESC`,
  },
  {
    question: 'MRR by month in 2024',
    tool: 'aggregate',
    sql: `SELECT ${month('month')} AS label, sum(mrr) AS value FROM ${S} WHERE year(month) = 2024 GROUP BY 1 ORDER BY 1`,
  },
  {
    question: 'total seats by industry',
    tool: 'aggregate',
    sql: `SELECT industry AS label, sum(seats) AS value FROM ${S} GROUP BY 1 ORDER BY 2 DESC`,
  },
  {
    question: 'how many accounts are on the Enterprise plan',
    tool: 'aggregate',
    sql: `SELECT count(DISTINCT account_id) AS value FROM ${S} WHERE plan = 'Enterprise'`,
  },
  {
    question: 'which country has the most accounts',
    tool: 'aggregate',
    sql: `SELECT country AS label, count(DISTINCT account_id) AS value FROM ${S} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
  },
  {
    question: 'average seats for Pro',
    tool: 'aggregate',
    sql: `SELECT avg(seats) AS value FROM ${S} WHERE plan = 'Pro'`,
  },
  {
    question: 'mrr in March 2024 by plan',
    tool: 'aggregate',
    sql: `SELECT plan AS label, sum(mrr) AS value FROM ${S} WHERE month = '2024-03-01' GROUP BY 1 ORDER BY 2 DESC`,
  },
  {
    question: 'what is the max number of seats',
    tool: 'aggregate',
    sql: `SELECT max(seats) AS value FROM ${S}`,
  },
  {
    question: 'churned accounts by industry in 2024',
    tool: 'aggregate',
    sql: `SELECT industry AS label, count(DISTINCT account_id) AS value FROM ${S} WHERE status = 'churned' AND year(month) = 2024 GROUP BY 1 ORDER BY 2 DESC`,
  },
  // Web traffic
  {
    question: 'sessions by device',
    tool: 'aggregate',
    sql: `SELECT device AS label, sum(sessions) AS value FROM ${W} GROUP BY 1 ORDER BY 2 DESC`,
  },
  {
    question: 'total conversions by source',
    tool: 'aggregate',
    sql: `SELECT source AS label, sum(conversions) AS value FROM ${W} GROUP BY 1 ORDER BY 2 DESC`,
  },
  {
    question: 'bounce rate by device',
    tool: 'aggregate',
    sql: `SELECT device AS label, avg(bounce_rate) AS value FROM ${W} GROUP BY 1 ORDER BY 2 DESC`,
  },
  {
    question: 'average session duration by source',
    tool: 'aggregate',
    sql: `SELECT source AS label, avg(avg_session_seconds) AS value FROM ${W} GROUP BY 1 ORDER BY 2 DESC`,
  },
  {
    question: 'monthly conversions for email',
    tool: 'aggregate',
    sql: `SELECT ${month('date')} AS label, sum(conversions) AS value FROM ${W} WHERE source = 'email' GROUP BY 1 ORDER BY 1`,
  },
  {
    question: 'paid sessions by device in the last 30 days',
    tool: 'aggregate',
    sql: `SELECT device AS label, sum(sessions) AS value FROM ${W} WHERE source = 'paid' AND date >= '2024-12-02' GROUP BY 1 ORDER BY 2 DESC`,
  },
  {
    question: 'sessions per week',
    tool: 'aggregate',
    sql: `SELECT date_trunc('week', date)::DATE::VARCHAR AS label, sum(sessions) AS value FROM ${W} GROUP BY 1 ORDER BY 1`,
  },
  {
    question: 'which source has the highest conversions',
    tool: 'aggregate',
    sql: `SELECT source AS label, sum(conversions) AS value FROM ${W} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
  },
  {
    question: 'total pageviews in 2023',
    tool: 'aggregate',
    sql: `SELECT sum(pageviews) AS value FROM ${W} WHERE year(date) = 2023`,
  },
  {
    question: 'conversions on mobile by month in 2024',
    tool: 'aggregate',
    sql: `SELECT ${month('date')} AS label, sum(conversions) AS value FROM ${W} WHERE device = 'mobile' AND year(date) = 2024 GROUP BY 1 ORDER BY 1`,
  },
  {
    question: 'top 2 sources by sessions on desktop',
    tool: 'aggregate',
    sql: `SELECT source AS label, sum(sessions) AS value FROM ${W} WHERE device = 'desktop' GROUP BY 1 ORDER BY 2 DESC LIMIT 2`,
  },
  {
    question: 'traffic by source',
    tool: 'aggregate',
    sql: `SELECT source AS label, sum(sessions) AS value FROM ${W} GROUP BY 1 ORDER BY 2 DESC`,
  },
  {
    question: 'what was the busiest day for sessions',
    tool: 'aggregate',
    sql: `SELECT date::VARCHAR AS label, sum(sessions) AS value FROM ${W} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
  },
  {
    question: 'how many conversions did organic search bring in November 2024',
    tool: 'aggregate',
    sql: `SELECT sum(conversions) AS value FROM ${W} WHERE source = 'organic' AND date >= '2024-11-01' AND date < '2024-12-01'`,
  },
  {
    question: 'average bounce rate for tablet users',
    tool: 'aggregate',
    sql: `SELECT avg(bounce_rate) AS value FROM ${W} WHERE device = 'tablet'`,
  },
];
