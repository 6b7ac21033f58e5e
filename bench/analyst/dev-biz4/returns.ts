import { table } from '../spec';

/** Days from the order to the return request. */
const daysToReturn = `(return_date - order_date)`;

export default table({
  name: 'returns',
  file: 'returns.csv',
  domain:
    'e-commerce returns log, one row per returned order line, return requests dated 2024, exported 8 Jan 2025 (synthetic, seeded): return id, order id and customer id (both repeated), order / return / refund dates written `2024/03/05`, SKU, product name, category, quantity, item price and refund amount as `£1,299.00` (refund blank unless refunded), return reason, sales channel, status (Refunded, Exchanged, Rejected, Pending), refund method, restocking fee as `15%` (blank when none was charged), restocked yes / no',
  load: `SELECT "returnId" AS return_id, "orderId" AS order_id, "customerId" AS customer_id,
      strptime("orderDate", '%Y/%m/%d')::DATE AS order_date,
      strptime("returnDate", '%Y/%m/%d')::DATE AS return_date,
      sku, "productName" AS product_name, category,
      qty::INTEGER AS qty,
      replace(replace("itemPrice", '£', ''), ',', '')::DECIMAL(10, 2) AS item_price,
      "returnReason" AS return_reason, "salesChannel" AS sales_channel, status,
      replace(replace(NULLIF("refundAmount", ''), '£', ''), ',', '')::DECIMAL(10, 2) AS refund_amount,
      NULLIF("refundMethod", '') AS refund_method,
      strptime(NULLIF("refundDate", ''), '%Y/%m/%d')::DATE AS refund_date,
      replace(NULLIF("restockingFeePct", ''), '%', '')::INTEGER AS restocking_fee_pct,
      restocked
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['total refunded', 'aggregate', `SELECT sum(refund_amount) FROM t`],
    ['returns by reason', 'group-by', `SELECT return_reason, count(*) FROM t GROUP BY return_reason`],
    [
      'top return reason for footwear',
      'argmax',
      `SELECT return_reason FROM t WHERE category = 'Footwear' GROUP BY return_reason ORDER BY count(*) DESC LIMIT 1`,
    ],
    [
      'and for electronics?',
      'follow-up',
      `SELECT return_reason FROM t WHERE category = 'Electronics' GROUP BY return_reason ORDER BY count(*) DESC LIMIT 1`,
    ],
    ['avg days between order and return', 'aggregate', `SELECT avg(${daysToReturn}) FROM t`],
    [
      'avg days to refund once the return is logged',
      'filtered',
      `SELECT avg(refund_date - return_date) FROM t WHERE refund_date IS NOT NULL`,
    ],
    [
      'marketplace only',
      'follow-up',
      `SELECT avg(refund_date - return_date) FROM t WHERE refund_date IS NOT NULL AND sales_channel = 'Marketplace'`,
    ],
    [
      'which category has the highest refund total',
      'argmax',
      `SELECT category FROM t GROUP BY category ORDER BY sum(refund_amount) DESC LIMIT 1`,
    ],
    [
      'and the lowest?',
      'follow-up',
      `SELECT category FROM t GROUP BY category ORDER BY sum(refund_amount) ASC LIMIT 1`,
    ],
    ['how many returns were rejected', 'filtered', `SELECT count(*) FROM t WHERE status = 'Rejected'`],
    [
      '% of returns bc of wrong size',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE return_reason = 'Wrong size') / count(*) FROM t`,
    ],
    [
      'busiest month for returns',
      'calendar',
      `SELECT monthname(return_date) AS m FROM t GROUP BY m ORDER BY count(*) DESC LIMIT 1`,
    ],
    [
      'mom change in return count feb vs jan',
      'compare',
      `SELECT 100.0 * (count(*) FILTER (WHERE month(return_date) = 2) - count(*) FILTER (WHERE month(return_date) = 1))
        / count(*) FILTER (WHERE month(return_date) = 1) FROM t`,
    ],
    [
      'how many orders had more than one item returned',
      'aggregate',
      `SELECT count(*) FROM (SELECT order_id FROM t GROUP BY order_id HAVING count(*) > 1)`,
    ],
    [
      'which customer sends back the most stuff',
      'argmax',
      `SELECT customer_id FROM t GROUP BY customer_id ORDER BY count(*) DESC LIMIT 1`,
    ],
    ['status of RMA-241234', 'lookup', `SELECT status FROM t WHERE return_id = 'RMA-241234'`],
    [
      'how many returns have no refund amount',
      'missing',
      `SELECT count(*) FROM t WHERE refund_amount IS NULL`,
    ],
    [
      'restock rate by category',
      'share',
      `SELECT category, 100.0 * count(*) FILTER (WHERE restocked = 'yes') / count(*) FROM t GROUP BY category`,
    ],
    [
      'is there a correlation between item price and how long ppl take to return',
      'correlation',
      `SELECT corr(item_price, ${daysToReturn}) FROM t`,
    ],
    ['top 3 most returned skus', 'top-n', `SELECT sku FROM t GROUP BY sku ORDER BY count(*) DESC LIMIT 3`],
    ['whats our return rate', 'clarify', null],
    [
      'app vs website avg refund',
      'compare',
      `SELECT sales_channel, avg(refund_amount) FROM t WHERE sales_channel IN ('App', 'Website') GROUP BY sales_channel`,
    ],
    [
      'total refnded for returns requested in q4',
      'filtered',
      `SELECT sum(refund_amount) FROM t WHERE quarter(return_date) = 4`,
    ],
    ['and q1?', 'follow-up', `SELECT sum(refund_amount) FROM t WHERE quarter(return_date) = 1`],
    [
      'what share of refunded £ went out as store credit',
      'share',
      `SELECT 100.0 * sum(refund_amount) FILTER (WHERE refund_method = 'Store credit') / sum(refund_amount) FROM t`,
    ],
    [
      'which weekday do most return requests come in',
      'calendar',
      `SELECT dayname(return_date) AS d FROM t GROUP BY d ORDER BY count(*) DESC LIMIT 1`,
    ],
    ['total units returned', 'aggregate', `SELECT sum(qty) FROM t`],
    ['only the defective ones', 'follow-up', `SELECT sum(qty) FROM t WHERE return_reason = 'Defective'`],
    ['how much did return shipping labels cost us', 'clarify', null],
  ],
});
