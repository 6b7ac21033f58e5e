/**
 * The planner's question set over the sample datasets: each question, the tool it should use,
 * and an independent SQL query whose rows (`label`, `value`) are the numbers the answer must
 * show, in order. Relative time phrases are anchored on each dataset's latest date
 * (2024-12-31 for orders and traffic, 2024-12-01 for subscriptions); "last quarter" is the
 * latest complete quarter, Q4 2024. Ranked results break no ties, so the samples have none.
 * Periods are labelled as the analyst shows them: months `2024-03`, quarters `2024 Q1`, years `2024`.
 */

export interface QuestionCase {
  question: string;
  tool: string;
  sql?: string;
  expect?: { anomalyOn?: string; period?: number; changeNear?: string };
}

const E = 'ecommerce_orders';
const S = 'saas_subscriptions';
const W = 'web_traffic';
const month = (col: string) => `strftime(date_trunc('month', ${col}), '%Y-%m')`;

export const QUESTION_SET: readonly QuestionCase[] = [
  // E-commerce orders
  {
    question: 'top 5 products by revenue',
    tool: 'aggregate',
    sql: `SELECT product AS label, sum(revenue) AS value FROM ${E} GROUP BY 1 ORDER BY 2 DESC LIMIT 5`,
  },
  {
    question: 'revenue by month in 2024',
    tool: 'aggregate',
    sql: `SELECT ${month('order_date')} AS label, sum(revenue) AS value FROM ${E} WHERE year(order_date) = 2024 GROUP BY 1 ORDER BY 1`,
  },
  {
    question: 'average order value per region',
    tool: 'aggregate',
    sql: `SELECT region AS label, avg(revenue) AS value FROM ${E} GROUP BY 1 ORDER BY 2 DESC`,
  },
  {
    question: 'how many orders last quarter',
    tool: 'aggregate',
    sql: `SELECT count(*) AS value FROM ${E} WHERE order_date >= '2024-10-01'`,
  },
  { question: 'total revenue', tool: 'aggregate', sql: `SELECT sum(revenue) AS value FROM ${E}` },
  {
    question: 'how many orders in March',
    tool: 'aggregate',
    // A month without a year means that month in every year of the data.
    sql: `SELECT count(*) AS value FROM ${E} WHERE month(order_date) = 3`,
  },
  {
    question: 'total revenue by region',
    tool: 'aggregate',
    sql: `SELECT region AS label, sum(revenue) AS value FROM ${E} GROUP BY 1 ORDER BY 2 DESC`,
  },
  {
    question: 'which region has the highest revenue?',
    tool: 'aggregate',
    sql: `SELECT region AS label, sum(revenue) AS value FROM ${E} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
  },
  {
    question: 'which product sold the fewest units',
    tool: 'aggregate',
    sql: `SELECT product AS label, sum(units) AS value FROM ${E} GROUP BY 1 ORDER BY 2 ASC LIMIT 1`,
  },
  {
    question: 'bottom 3 products by units sold',
    tool: 'aggregate',
    sql: `SELECT product AS label, sum(units) AS value FROM ${E} GROUP BY 1 ORDER BY 2 ASC LIMIT 3`,
  },
  {
    question: 'what is the average price per category',
    tool: 'aggregate',
    sql: `SELECT category AS label, avg(price) AS value FROM ${E} GROUP BY 1 ORDER BY 2 DESC`,
  },
  {
    question: 'total revenue for Laptop in the West',
    tool: 'aggregate',
    sql: `SELECT sum(revenue) AS value FROM ${E} WHERE product = 'Laptop' AND region = 'West'`,
  },
  {
    question: 'how many customers bought a Laptop?',
    tool: 'aggregate',
    sql: `SELECT count(DISTINCT customer_id) AS value FROM ${E} WHERE product = 'Laptop'`,
  },
  {
    question: 'revenue by channel in 2023',
    tool: 'aggregate',
    sql: `SELECT channel AS label, sum(revenue) AS value FROM ${E} WHERE year(order_date) = 2023 GROUP BY 1 ORDER BY 2 DESC`,
  },
  {
    question: 'online revenue by region',
    tool: 'aggregate',
    sql: `SELECT region AS label, sum(revenue) AS value FROM ${E} WHERE channel = 'Online' GROUP BY 1 ORDER BY 2 DESC`,
  },
  {
    question: 'sales by category',
    tool: 'aggregate',
    sql: `SELECT category AS label, sum(revenue) AS value FROM ${E} GROUP BY 1 ORDER BY 2 DESC`,
  },
  {
    question: 'total units by channel and region',
    tool: 'aggregate',
    sql: `SELECT channel || ' / ' || region AS label, sum(units) AS value FROM ${E} GROUP BY channel, region ORDER BY 2 DESC`,
  },
  {
    question: 'number of unique products',
    tool: 'aggregate',
    sql: `SELECT count(DISTINCT product) AS value FROM ${E}`,
  },
  {
    question: 'how many distinct customers per region',
    tool: 'aggregate',
    sql: `SELECT region AS label, count(DISTINCT customer_id) AS value FROM ${E} GROUP BY 1 ORDER BY 2 DESC`,
  },
  { question: 'what is the maximum price', tool: 'aggregate', sql: `SELECT max(price) AS value FROM ${E}` },
  {
    question: 'median revenue per order',
    tool: 'aggregate',
    sql: `SELECT median(revenue) AS value FROM ${E}`,
  },
  {
    question: 'revenue in December 2024 by category',
    tool: 'aggregate',
    sql: `SELECT category AS label, sum(revenue) AS value FROM ${E} WHERE order_date >= '2024-12-01' GROUP BY 1 ORDER BY 2 DESC`,
  },
  {
    question: 'quarterly revenue',
    tool: 'aggregate',
    sql: `SELECT year(order_date)::VARCHAR || ' Q' || quarter(order_date)::VARCHAR AS label, sum(revenue) AS value FROM ${E} GROUP BY 1 ORDER BY 1`,
  },
  {
    question: 'weekly orders in Q4 2024',
    tool: 'aggregate',
    sql: `SELECT date_trunc('week', order_date)::DATE::VARCHAR AS label, count(*) AS value FROM ${E} WHERE order_date >= '2024-10-01' GROUP BY 1 ORDER BY 1`,
  },
  {
    question: 'top 3 categories by revenue in the North',
    tool: 'aggregate',
    sql: `SELECT category AS label, sum(revenue) AS value FROM ${E} WHERE region = 'North' GROUP BY 1 ORDER BY 2 DESC LIMIT 3`,
  },
  {
    question: 'average units per order by channel',
    tool: 'aggregate',
    sql: `SELECT channel AS label, avg(units) AS value FROM ${E} GROUP BY 1 ORDER BY 2 DESC`,
  },
  {
    question: 'which channel brings the most revenue in 2024',
    tool: 'aggregate',
    sql: `SELECT channel AS label, sum(revenue) AS value FROM ${E} WHERE year(order_date) = 2024 GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
  },
  {
    question: 'daily revenue in the last 30 days',
    tool: 'aggregate',
    sql: `SELECT order_date::VARCHAR AS label, sum(revenue) AS value FROM ${E} WHERE order_date >= '2024-12-02' GROUP BY 1 ORDER BY 1`,
  },
  {
    question: 'total revenue this year',
    tool: 'aggregate',
    sql: `SELECT sum(revenue) AS value FROM ${E} WHERE year(order_date) = 2024`,
  },
  {
    question: 'revenue by year',
    tool: 'aggregate',
    sql: `SELECT year(order_date) AS label, sum(revenue) AS value FROM ${E} GROUP BY 1 ORDER BY 1`,
  },
  {
    question: 'How many orders came through the Partner channel?',
    tool: 'aggregate',
    sql: `SELECT count(*) AS value FROM ${E} WHERE channel = 'Partner'`,
  },
  {
    question: 'Headphones revenue by month in 2023',
    tool: 'aggregate',
    sql: `SELECT ${month('order_date')} AS label, sum(revenue) AS value FROM ${E} WHERE product = 'Headphones' AND year(order_date) = 2023 GROUP BY 1 ORDER BY 1`,
  },
  {
    question: 'revenue for Apparel and Home by region',
    tool: 'aggregate',
    sql: `SELECT region AS label, sum(revenue) AS value FROM ${E} WHERE category IN ('Apparel', 'Home') GROUP BY 1 ORDER BY 2 DESC`,
  },
  {
    question: 'Which category generated the least revenue last year?',
    tool: 'aggregate',
    sql: `SELECT category AS label, sum(revenue) AS value FROM ${E} WHERE year(order_date) = 2024 GROUP BY 1 ORDER BY 2 ASC LIMIT 1`,
  },
  {
    question: 'How much revenue did we make from Smartphones?',
    tool: 'aggregate',
    sql: `SELECT sum(revenue) AS value FROM ${E} WHERE product = 'Smartphone'`,
  },
  {
    question: 'list the 3 least popular products',
    tool: 'aggregate',
    sql: `SELECT product AS label, count(*) AS value FROM ${E} GROUP BY 1 ORDER BY 2 ASC LIMIT 3`,
  },
  {
    question: 'give me the revenue split by channel as a pie',
    tool: 'aggregate',
    sql: `SELECT channel AS label, sum(revenue) AS value FROM ${E} GROUP BY 1 ORDER BY 2 DESC`,
  },
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
