import { table } from '../spec';

/** Invoices that count as billed: everything except voided ones. */
const billed = `status <> 'void'`;

export default table({
  name: 'saas_invoices',
  file: 'saas-invoices.csv',
  domain:
    'SaaS billing export, invoices issued 2023–2024, exported 10 Jan 2025 (synthetic, seeded): invoice number, customer (repeated over its monthly or annual invoices), region, plan, billing cycle, seats, issue / due / paid dates ISO (paid blank while unpaid), amount as `$1,250.00`, discount as `10%` or blank, status paid / open / overdue / void, payment method (blank unless paid)',
  load: `SELECT invoice_no, customer, region, plan, billing_cycle,
      seats::INTEGER AS seats,
      issue_date::DATE AS issue_date,
      due_date::DATE AS due_date,
      NULLIF(paid_date, '')::DATE AS paid_date,
      replace(replace(amount, '$', ''), ',', '')::DECIMAL(12, 2) AS amount,
      replace(NULLIF(discount, ''), '%', '')::INTEGER AS discount_pct,
      status,
      NULLIF(payment_method, '') AS payment_method
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    [
      'total invoiced in 2024, not counting voided ones',
      'filtered',
      `SELECT sum(amount) FROM t WHERE year(issue_date) = 2024 AND ${billed}`,
    ],
    ['and 2023', 'follow-up', `SELECT sum(amount) FROM t WHERE year(issue_date) = 2023 AND ${billed}`],
    ['how many customers do we have in here', 'aggregate', `SELECT count(DISTINCT customer) FROM t`],
    ['how many invoices are overdue', 'filtered', `SELECT count(*) FROM t WHERE status = 'overdue'`],
    ['whats the total overdue amount', 'filtered', `SELECT sum(amount) FROM t WHERE status = 'overdue'`],
    [
      'which customer owes us the most (overdue)',
      'argmax',
      `SELECT customer FROM t WHERE status = 'overdue' GROUP BY customer ORDER BY sum(amount) DESC LIMIT 1`,
    ],
    [
      'billing by plan for 2024 excl void',
      'group-by',
      `SELECT plan, sum(amount) FROM t WHERE year(issue_date) = 2024 AND ${billed} GROUP BY plan`,
    ],
    [
      'and for 2023?',
      'follow-up',
      `SELECT plan, sum(amount) FROM t WHERE year(issue_date) = 2023 AND ${billed} GROUP BY plan`,
    ],
    [
      'which region brings in the most money overall (void excluded)',
      'argmax',
      `SELECT region FROM t WHERE ${billed} GROUP BY region ORDER BY sum(amount) DESC LIMIT 1`,
    ],
    ['avg days to pay an invoice', 'aggregate', `SELECT avg(paid_date - issue_date) FROM t WHERE paid_date IS NOT NULL`],
    [
      'just for wire payments',
      'follow-up',
      `SELECT avg(paid_date - issue_date) FROM t WHERE paid_date IS NOT NULL AND payment_method = 'Wire'`,
    ],
    ['how many invoices got paid after the due date', 'filtered', `SELECT count(*) FROM t WHERE paid_date > due_date`],
    [
      'what % of paid invoices were paid by card',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE payment_method = 'Card') / count(*) FROM t WHERE status = 'paid'`,
    ],
    [
      'top 5 customers by total billed (no voids)',
      'top-n',
      `SELECT customer FROM t WHERE ${billed} GROUP BY customer ORDER BY sum(amount) DESC LIMIT 5`,
    ],
    [
      'monthly vs annual billing, total amount in 2024 (excluding void)',
      'compare',
      `SELECT billing_cycle, sum(amount) FROM t WHERE year(issue_date) = 2024 AND ${billed} GROUP BY billing_cycle`,
    ],
    [
      'avg discount on the invoices that have one',
      'filtered',
      `SELECT avg(discount_pct) FROM t WHERE discount_pct IS NOT NULL`,
    ],
    ['invoice count per status', 'group-by', `SELECT status, count(*) FROM t GROUP BY status`],
    ['how many invoices have no payment method', 'missing', `SELECT count(*) FROM t WHERE payment_method IS NULL`],
    ['how many invoices had no discount', 'missing', `SELECT count(*) FROM t WHERE discount_pct IS NULL`],
    ['corr between seats and amount?', 'correlation', `SELECT corr(seats, amount) FROM t`],
    [
      'which month of 2024 had the most invoices issued',
      'calendar',
      `SELECT monthname(issue_date) AS m FROM t WHERE year(issue_date) = 2024 GROUP BY m ORDER BY count(*) DESC LIMIT 1`,
    ],
    [
      'when was Tidewater Logistics first invoiced',
      'lookup',
      `SELECT min(issue_date) FROM t WHERE customer = 'Tidewater Logistics'`,
    ],
    ['whats our churn rate', 'clarify', null],
    ['whats the LTV of a growth customer', 'clarify', null],
    ['largest single invoice', 'argmax', `SELECT invoice_no FROM t ORDER BY amount DESC LIMIT 1`],
    [
      'how many enterprise customers in emea',
      'filtered',
      `SELECT count(DISTINCT customer) FROM t WHERE plan = 'Enterprise' AND region = 'EMEA'`,
    ],
    [
      'q4 2024 invoiced total excluding voids',
      'calendar',
      `SELECT sum(amount) FROM t WHERE year(issue_date) = 2024 AND quarter(issue_date) = 4 AND ${billed}`,
    ],
    [
      'what share of 2024 billing came from enterprise (no voids)',
      'share',
      `SELECT 100.0 * sum(amount) FILTER (WHERE plan = 'Enterprise') / sum(amount) FROM t WHERE year(issue_date) = 2024 AND ${billed}`,
    ],
  ],
});
