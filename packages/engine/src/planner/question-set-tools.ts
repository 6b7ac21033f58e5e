/** Question-set cases for the other tools: period comparisons, correlation, forecasts and anomalies, profile, schema and SQL. */
import { E, S, W, type QuestionCase } from './question-set-common';

export const TOOL_QUESTIONS: readonly QuestionCase[] = [
  // Period comparisons
  {
    question: 'compare revenue last quarter vs the previous quarter',
    tool: 'compare_periods',
    sql: `SELECT sum(revenue) AS value FROM ${E} WHERE order_date >= '2024-10-01'`,
  },
  {
    question: 'how did sessions change in Q3 2024 compared to the previous quarter?',
    tool: 'compare_periods',
    sql: `SELECT sum(sessions) AS value FROM ${W} WHERE date >= '2024-07-01' AND date < '2024-10-01'`,
  },
  {
    question: 'revenue growth year over year for 2024',
    tool: 'compare_periods',
    sql: `SELECT sum(revenue) AS value FROM ${E} WHERE year(order_date) = 2024`,
  },
  {
    question: 'compare conversions by source last month vs the previous month',
    tool: 'compare_periods',
    sql: `SELECT source AS label, sum(conversions) AS value FROM ${W} WHERE date >= '2024-12-01' GROUP BY 1`,
  },
  {
    question: 'compare mrr this quarter with the previous quarter',
    tool: 'compare_periods',
    sql: `SELECT sum(mrr) AS value FROM ${S} WHERE month >= '2024-10-01'`,
  },
  // Correlation
  {
    question: 'correlation between price and units',
    tool: 'correlate',
    sql: `SELECT corr(price, units) AS value FROM ${E}`,
  },
  {
    question: 'is there a relationship between sessions and conversions?',
    tool: 'correlate',
    sql: `SELECT corr(sessions, conversions) AS value FROM ${W}`,
  },
  {
    question: 'how do seats correlate with mrr',
    tool: 'correlate',
    sql: `SELECT corr(seats, mrr) AS value FROM ${S}`,
  },
  // Forecasts, anomalies, time series
  { question: 'forecast sales for the next 3 months', tool: 'forecast', sql: 'SELECT 3 AS value' },
  { question: 'predict sessions for the next 14 days', tool: 'forecast', sql: 'SELECT 14 AS value' },
  { question: 'forecast mrr for the next quarter', tool: 'forecast', sql: 'SELECT 1 AS value' },
  { question: 'any anomalies in daily sales?', tool: 'anomalies', expect: { anomalyOn: '2024-07-15' } },
  { question: 'unusual days in sessions', tool: 'anomalies', expect: { anomalyOn: '2024-05-10' } },
  {
    question: 'trend of conversions for paid mobile',
    tool: 'time_series',
    expect: { changeNear: '2024-09-01' },
  },
  { question: 'is there daily seasonality in desktop sessions', tool: 'time_series', expect: { period: 7 } },
  { question: 'how did daily desktop sessions change over time', tool: 'time_series', expect: { period: 7 } },
  // Profile, schema, SQL
  { question: 'profile this data', tool: 'profile', sql: `SELECT count(*) AS value FROM ${E}` },
  { question: 'run an EDA on web traffic', tool: 'profile', sql: `SELECT count(*) AS value FROM ${W}` },
  { question: 'describe web traffic', tool: 'describe_dataset', sql: `SELECT count(*) AS value FROM ${W}` },
  {
    question: 'tell me about the orders data',
    tool: 'describe_dataset',
    sql: `SELECT count(*) AS value FROM ${E}`,
  },
  {
    question: 'what is in saas_subscriptions?',
    tool: 'describe_dataset',
    sql: `SELECT count(*) AS value FROM ${S}`,
  },
  {
    question: 'what columns does saas subscriptions have',
    tool: 'describe_dataset',
    sql: `SELECT count(*) AS value FROM ${S}`,
  },
  { question: 'show me the first 10 rows of saas subscriptions', tool: 'preview', sql: 'SELECT 10 AS value' },
  { question: 'what datasets do I have?', tool: 'list_datasets', sql: 'SELECT 3 AS value' },
  {
    question: "SELECT count(*) FROM web_traffic WHERE device = 'tablet'",
    tool: 'run_sql',
    sql: `SELECT count(*) AS value FROM ${W} WHERE device = 'tablet'`,
  },
  {
    question:
      'WITH t AS (SELECT region, sum(revenue) AS r FROM ecommerce_orders GROUP BY 1) SELECT max(r) FROM t',
    tool: 'run_sql',
    sql: `SELECT max(r) AS value FROM (SELECT sum(revenue) AS r FROM ${E} GROUP BY region)`,
  },
];
