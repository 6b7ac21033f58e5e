import { table } from '../spec';

/** A money cell (`103.46`, blank on an order's later lines) to a decimal. */
const usd = (col: string) => `NULLIF("${col}", '')::DECIMAL(10, 2)`;
/** An order-level text cell, written on the order's first line only, carried to its every line. */
const carried = (col: string) => `max(NULLIF("${col}", '')) OVER (PARTITION BY "Name")`;
/** `2025-03-05 14:22:07 -0500` to the shop's local time (the offset dropped). */
const local = (col: string) => `strptime(left(NULLIF("${col}", ''), 19), '%Y-%m-%d %H:%M:%S')`;

export default table({
  name: 'shopify_orders',
  file: 'shopify-orders.csv',
  domain:
    'Shopify order export of a small US candle shop (synthetic, seeded), orders #1001 – #3282 created 1 Jan – 30 Sep 2025, one row per line item, newest order first, as Shopify\'s "Export orders" CSV gives it: the order name (`#1042`), customer email (blank on in-person POS sales) and `Created at` on every line, but the order-level fields — financial status (paid, pending, refunded, partially_refunded, voided), paid at, fulfillment status (fulfilled, unfulfilled, partial), fulfilled at, accepts marketing, currency, subtotal (after discounts), shipping, taxes, total, discount code and amount, shipping method (`Standard Shipping`, renamed `Standard` from 1 May, `Express`, `Free Shipping`, `International`, `Freight`, blank for POS), shipping province and country, payment method, refunded amount, source (web, pos, shopify_draft_order for wholesale) — on the first line of each order only; times written `2025-03-05 14:22:07 -0500` (Eastern, `-0400` in summer); line item quantity, name, price, sku, fulfillment status and vendor',
  load: `SELECT "Name" AS order_name,
      NULLIF("Email", '') AS email,
      ("Financial Status" <> '') AS first_line,
      ${carried('Financial Status')} AS financial_status,
      ${local('Paid at')} AS paid_at,
      ${carried('Fulfillment Status')} AS fulfillment_status,
      ${local('Fulfilled at')} AS fulfilled_at,
      ${carried('Accepts Marketing')} AS accepts_marketing,
      ${usd('Subtotal')} AS subtotal,
      ${usd('Shipping')} AS shipping,
      ${usd('Taxes')} AS taxes,
      ${usd('Total')} AS total,
      ${carried('Discount Code')} AS discount_code,
      ${usd('Discount Amount')} AS discount_amount,
      ${carried('Shipping Method')} AS shipping_method,
      ${local('Created at')} AS created_at,
      "Lineitem quantity"::INTEGER AS qty,
      "Lineitem name" AS item_name,
      "Lineitem price"::DECIMAL(10, 2) AS item_price,
      "Lineitem sku" AS sku,
      "Lineitem fulfillment status" AS item_fulfillment_status,
      "Vendor" AS vendor,
      ${carried('Shipping Province')} AS shipping_province,
      ${carried('Shipping Country')} AS shipping_country,
      ${carried('Payment Method')} AS payment_method,
      ${usd('Refunded Amount')} AS refunded_amount,
      ${carried('Source')} AS source
    FROM read_csv('{file}', header = true, delim = ',', quote = '"', escape = '"', all_varchar = true)`,
  questions: [
    ['total sales jan thru sep', 'aggregate', `SELECT sum(total) FROM t`],
    ['how many orders did we get', 'aggregate', `SELECT count(DISTINCT order_name) FROM t`],
    ['avg order value', 'aggregate', `SELECT avg(total) FROM t`],
    ['total refunded so far', 'aggregate', `SELECT sum(refunded_amount) FROM t`],
    ['net sales after refunds', 'aggregate', `SELECT sum(total) - sum(refunded_amount) FROM t`],
    [
      'how many actual candles did we sell (units, not the accessories or refill kits)',
      'filtered',
      `SELECT sum(qty) FROM t WHERE item_name LIKE '% Candle - % oz'`,
    ],
    [
      'how many orders used a discount code',
      'filtered',
      `SELECT count(*) FROM t WHERE first_line AND discount_code IS NOT NULL`,
    ],
    ['revenue from orders with MOM20', 'filtered', `SELECT sum(total) FROM t WHERE discount_code = 'MOM20'`],
    [
      'how many orders shipped to canada',
      'filtered',
      `SELECT count(*) FROM t WHERE first_line AND shipping_country = 'CA'`,
    ],
    [
      'how many orders are still unfulfilled',
      'filtered',
      `SELECT count(*) FROM t WHERE first_line AND fulfillment_status = 'unfulfilled'`,
    ],
    [
      'shipping revenue from express orders',
      'filtered',
      `SELECT sum(shipping) FROM t WHERE shipping_method = 'Express'`,
    ],
    [
      'sales by month',
      'calendar',
      `SELECT strftime(created_at, '%Y-%m') AS m, sum(total) FROM t GROUP BY m ORDER BY m`,
    ],
    [
      'and just september?',
      'follow-up',
      `SELECT sum(total) FROM t WHERE year(created_at) = 2025 AND month(created_at) = 9`,
    ],
    [
      'which month had the most orders',
      'calendar',
      `SELECT strftime(created_at, '%Y-%m') AS m FROM t WHERE first_line GROUP BY m ORDER BY count(*) DESC LIMIT 1`,
    ],
    [
      'what day of the week do we get the most orders on',
      'calendar',
      `SELECT dayname(created_at) AS d FROM t WHERE first_line GROUP BY d ORDER BY count(*) DESC LIMIT 1`,
    ],
    [
      'orders in april vs may',
      'compare',
      `SELECT count(*) FILTER (WHERE month(created_at) = 4), count(*) FILTER (WHERE month(created_at) = 5) FROM t WHERE first_line`,
    ],
    [
      'avg order value web vs pos',
      'compare',
      `SELECT avg(total) FILTER (WHERE source = 'web'), avg(total) FILTER (WHERE source = 'pos') FROM t`,
    ],
    [
      'top 5 products by units sold',
      'top-n',
      `SELECT item_name FROM t GROUP BY item_name ORDER BY sum(qty) DESC LIMIT 5`,
    ],
    [
      'what about by revenue',
      'follow-up',
      `SELECT item_name FROM t GROUP BY item_name ORDER BY sum(qty * item_price) DESC LIMIT 5`,
    ],
    [
      'top 3 us states by sales',
      'top-n',
      `SELECT shipping_province FROM t WHERE shipping_country = 'US' GROUP BY shipping_province ORDER BY sum(total) DESC LIMIT 3`,
    ],
    [
      'which customer has placed the most orders',
      'argmax',
      // Two customers tie on 22 orders (priya_king@gmail.com, sara_baker@icloud.com): both expected.
      `SELECT email FROM t WHERE email IS NOT NULL GROUP BY email
        QUALIFY rank() OVER (ORDER BY count(DISTINCT order_name) DESC) = 1`,
    ],
    [
      'which vendor besides fernwood sells the most (revenue)',
      'argmax',
      `SELECT vendor FROM t WHERE vendor <> 'Fernwood' GROUP BY vendor ORDER BY sum(qty * item_price) DESC LIMIT 1`,
    ],
    [
      'sales by payment method',
      'group-by',
      `SELECT payment_method, sum(total) FROM t GROUP BY payment_method`,
    ],
    [
      'what % of orders came thru pos',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE source = 'pos') / count(*) FROM t WHERE first_line`,
    ],
    [
      'what share of orders got refunded, fully or partly',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE financial_status IN ('refunded', 'partially_refunded')) / count(*) FROM t WHERE first_line`,
    ],
    [
      'pct of customers who accept marketing',
      'share',
      `SELECT 100.0 * count(DISTINCT email) FILTER (WHERE accepts_marketing = 'yes') / count(DISTINCT email) FROM t WHERE email IS NOT NULL`,
    ],
    [
      'is there a correlation between how many items are in an order and the order total',
      'correlation',
      `SELECT corr(items, total) FROM (SELECT order_name, sum(qty) AS items, max(total) AS total FROM t GROUP BY order_name)`,
    ],
    ['whats in order #2500', 'lookup', `SELECT item_name, qty FROM t WHERE order_name = '#2500'`],
    [
      'what was the total on order 1777',
      'lookup',
      `SELECT total FROM t WHERE order_name = '#1777' AND first_line`,
    ],
    [
      'how many orders have no email on them',
      'missing',
      `SELECT count(DISTINCT order_name) FROM t WHERE email IS NULL`,
    ],
    [
      'how many orders were never paid (no paid at date)',
      'missing',
      `SELECT count(*) FROM t WHERE first_line AND paid_at IS NULL`,
    ],
    ['whats our profit margin on candles', 'clarify', null],
    ['which products are running low on stock', 'clarify', null],
    ['which product is doing best', 'clarify', null],
  ],
});
