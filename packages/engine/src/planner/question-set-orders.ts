/** Question-set cases over the e-commerce orders sample. */
import { E, month, type QuestionCase } from './question-set-common';

export const ORDER_QUESTIONS: readonly QuestionCase[] = [
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
];
