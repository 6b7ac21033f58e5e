import { table } from '../spec';

/** Revenue of one line: quantity × unit price less the line's discount. */
const revenue = `qty * unit_price * (1 - coalesce(discount_pct, 0) / 100.0)`;

export default table({
  name: 'pos_lines',
  file: 'pos-lines.csv',
  domain:
    'retail point-of-sale line items 2023–2024 (synthetic, seeded): order id repeated over its lines, store, city, sku, product name, category, qty, unit price written with a pound sign (`£1,249.00`), discount as `15%` or blank, returned Yes/No, date day-first (`05/03/2024` is 5 March 2024)',
  load: `SELECT order_id, store, city, sku, product_name, category, qty::INTEGER AS qty,
      replace(replace(unit_price, '£', ''), ',', '')::DECIMAL(10, 2) AS unit_price,
      replace(NULLIF(discount, ''), '%', '')::INTEGER AS discount_pct,
      returned = 'Yes' AS returned,
      strptime("date", '%d/%m/%Y')::DATE AS "date"
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['total revenue 2024', 'filtered', `SELECT sum(${revenue}) FROM t WHERE year("date") = 2024`],
    ['and 2023?', 'follow-up', `SELECT sum(${revenue}) FROM t WHERE year("date") = 2023`],
    ['how many orders', 'aggregate', `SELECT count(DISTINCT order_id) FROM t`],
    ['avg order value', 'aggregate', `SELECT sum(${revenue}) / count(DISTINCT order_id) FROM t`],
    [
      'return rate by category',
      'share',
      `SELECT category, 100.0 * count(*) FILTER (WHERE returned) / count(*) FROM t GROUP BY category`,
    ],
    [
      'top 5 skus by revenue in 2024',
      'top-n',
      `SELECT sku FROM t WHERE year("date") = 2024 GROUP BY sku ORDER BY sum(${revenue}) DESC LIMIT 5`,
    ],
    [
      'which store sold the most units in 2024',
      'argmax',
      `SELECT store FROM t WHERE year("date") = 2024 GROUP BY store ORDER BY sum(qty) DESC LIMIT 1`,
    ],
    ['revenue by city for 2024', 'group-by', `SELECT city, sum(${revenue}) FROM t WHERE year("date") = 2024 GROUP BY city`],
    [
      'what about just Q2',
      'follow-up',
      `SELECT city, sum(${revenue}) FROM t WHERE year("date") = 2024 AND quarter("date") = 2 GROUP BY city`,
    ],
    [
      'monthly revenue 2024',
      'group-by',
      `SELECT strftime("date", '%Y-%m') AS month, sum(${revenue}) FROM t WHERE year("date") = 2024 GROUP BY month`,
    ],
    [
      'which day of the week gets the most orders',
      'calendar',
      `SELECT dayname("date") AS weekday FROM t GROUP BY weekday ORDER BY count(DISTINCT order_id) DESC LIMIT 1`,
    ],
    ['avg discount when there is one', 'filtered', `SELECT avg(discount_pct) FROM t WHERE discount_pct > 0`],
    ['what share of revenue comes from electronics', 'share', `SELECT 100.0 * sum(${revenue}) FILTER (WHERE category = 'Electronics') / sum(${revenue}) FROM t`],
    ['how many units were returned in 2024', 'filtered', `SELECT sum(qty) FROM t WHERE returned AND year("date") = 2024`],
    ['avg lines per order', 'aggregate', `SELECT count(*) / count(DISTINCT order_id) FROM t`],
    [
      'biggest single order by value',
      'argmax',
      `SELECT order_id FROM t GROUP BY order_id ORDER BY sum(${revenue}) DESC LIMIT 1`,
    ],
    [
      'manchester vs leeds revenue in 2024',
      'compare',
      `SELECT sum(${revenue}) FILTER (WHERE city = 'Manchester'), sum(${revenue}) FILTER (WHERE city = 'Leeds') FROM t WHERE year("date") = 2024`,
    ],
    ['corr between unit price and discount', 'correlation', `SELECT corr(unit_price, coalesce(discount_pct, 0)) FROM t`],
    ['whats the price of SKU-3004', 'lookup', `SELECT DISTINCT unit_price FROM t WHERE sku = 'SKU-3004'`],
    ['profit margin by category', 'clarify', null],
    ['how many lines had no discount', 'missing', `SELECT count(*) FROM t WHERE discount_pct IS NULL`],
    [
      'top category by units in london',
      'argmax',
      `SELECT category FROM t WHERE city = 'London' GROUP BY category ORDER BY sum(qty) DESC LIMIT 1`,
    ],
    [
      'which city has the highest return rate',
      'argmax',
      `SELECT city FROM t GROUP BY city ORDER BY count(*) FILTER (WHERE returned) / count(*) DESC LIMIT 1`,
    ],
    ['how many repeat customers did camden have', 'clarify', null],
  ],
});
