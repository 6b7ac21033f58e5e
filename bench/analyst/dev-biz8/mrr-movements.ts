import { table } from '../spec';

/** `1,234.56` to a decimal. */
const num = (col: string) => `replace("${col}", ',', '')::DECIMAL(12, 2)`;

export default table({
  name: 'mrr_movements',
  file: 'mrr-movements.csv',
  domain:
    'subscription MRR movements export of a B2B SaaS company (synthetic, seeded), 1 Jan – 30 Jun 2024, one row per movement, sorted by time, a blank line between months: event time written `05-Mar-2024 14:02`, customer id with leading zeros (`0004187`), customer name, plan after the movement (Starter, Growth, Pro, Enterprise; per-seat prices 15, 29, 49, 79 a month before discount), movement (New, Expansion, Contraction, Churn, Reactivation), seats before and after, MRR before and after, MRR change (negative amounts in parentheses, `(450.00)`), billing (Monthly, Annual), discount as a percent cell (`15%`), region (NA, EMEA, APAC, LATAM), sales rep (`J. Morgan`, blank for self-serve customers), self-serve Y/N; customers that did not move in the half year are not in the export',
  load: `SELECT strptime("Event Time", '%d-%b-%Y %H:%M') AS event_time,
      "Customer ID" AS customer_id,
      "Customer" AS customer,
      "Plan" AS plan,
      "Movement" AS movement,
      "Seats Before"::INTEGER AS seats_before,
      "Seats After"::INTEGER AS seats_after,
      ${num('MRR Before')} AS mrr_before,
      ${num('MRR After')} AS mrr_after,
      CASE WHEN "MRR Change" LIKE '(%' THEN -replace(trim("MRR Change", '()'), ',', '')::DECIMAL(12, 2)
        ELSE ${num('MRR Change')} END AS mrr_change,
      "Billing" AS billing,
      replace("Discount", '%', '')::INTEGER AS discount_pct,
      "Region" AS region,
      NULLIF("Sales Rep", '') AS sales_rep,
      "Self-Serve" AS self_serve
    FROM read_csv('{file}', header = true, delim = ',', quote = '"', escape = '"', all_varchar = true)
    WHERE coalesce("Event Time", '') <> ''`,
  questions: [
    ['net new mrr for h1', 'aggregate', `SELECT sum(mrr_change) FROM t`],
    [
      'how many customers churned',
      'aggregate',
      `SELECT count(DISTINCT customer_id) FROM t WHERE movement = 'Churn'`,
    ],
    [
      'seats added thru expansions',
      'aggregate',
      `SELECT sum(seats_after - seats_before) FROM t WHERE movement = 'Expansion'`,
    ],
    ['how many new logos did we sign', 'filtered', `SELECT count(*) FROM t WHERE movement = 'New'`],
    ['total churned mrr', 'filtered', `SELECT sum(mrr_before) FROM t WHERE movement = 'Churn'`],
    [
      'avg discount on new annual deals',
      'filtered',
      `SELECT avg(discount_pct) FROM t WHERE movement = 'New' AND billing = 'Annual'`,
    ],
    [
      'enterprise expansion mrr',
      'filtered',
      `SELECT sum(mrr_change) FROM t WHERE movement = 'Expansion' AND plan = 'Enterprise'`,
    ],
    [
      'expansion mrr by plan',
      'group-by',
      `SELECT plan, sum(mrr_change) FROM t WHERE movement = 'Expansion' GROUP BY plan`,
    ],
    [
      'avg new deal size (mrr) by plan',
      'group-by',
      `SELECT plan, avg(mrr_after) FROM t WHERE movement = 'New' GROUP BY plan`,
    ],
    ['net mrr change by region', 'group-by', `SELECT region, sum(mrr_change) FROM t GROUP BY region`],
    [
      'which rep brought in the most new mrr',
      'argmax',
      `SELECT sales_rep FROM t WHERE movement = 'New' AND sales_rep IS NOT NULL GROUP BY sales_rep ORDER BY sum(mrr_change) DESC LIMIT 1`,
    ],
    [
      'biggest single contraction - which customer',
      'argmax',
      `SELECT customer FROM t WHERE movement = 'Contraction' ORDER BY mrr_change ASC LIMIT 1`,
    ],
    [
      'which region lost the most mrr to churn',
      'argmax',
      `SELECT region FROM t WHERE movement = 'Churn' GROUP BY region ORDER BY sum(mrr_before) DESC LIMIT 1`,
    ],
    [
      'top 5 customers by expansion mrr',
      'top-n',
      `SELECT customer FROM t WHERE movement = 'Expansion' GROUP BY customer ORDER BY sum(mrr_change) DESC LIMIT 5`,
    ],
    [
      '% of new logos that came in self serve',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE self_serve = 'Y') / count(*) FROM t WHERE movement = 'New'`,
    ],
    [
      'share of new mrr from emea',
      'share',
      `SELECT 100.0 * sum(mrr_change) FILTER (WHERE region = 'EMEA') / sum(mrr_change) FROM t WHERE movement = 'New'`,
    ],
    [
      'what % of churned customers were on starter',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE plan = 'Starter') / count(*) FROM t WHERE movement = 'Churn'`,
    ],
    [
      'net new mrr by month',
      'calendar',
      `SELECT monthname(event_time) AS m, sum(mrr_change) FROM t GROUP BY m, month(event_time)`,
    ],
    [
      'new logo mrr in march',
      'calendar',
      `SELECT sum(mrr_change) FROM t WHERE movement = 'New' AND month(event_time) = 3`,
    ],
    [
      'contraction mrr in q2',
      'calendar',
      `SELECT -sum(mrr_change) FROM t WHERE movement = 'Contraction' AND quarter(event_time) = 2`,
    ],
    [
      'which month had the most new logos',
      'calendar',
      `SELECT monthname(event_time) AS m FROM t WHERE movement = 'New' GROUP BY m ORDER BY count(*) DESC LIMIT 1`,
    ],
    [
      'how many reactivations in may',
      'calendar',
      `SELECT count(*) FROM t WHERE movement = 'Reactivation' AND month(event_time) = 5`,
    ],
    [
      'new mrr q1 vs q2',
      'compare',
      `SELECT sum(mrr_change) FILTER (WHERE quarter(event_time) = 1) AS q1,
          sum(mrr_change) FILTER (WHERE quarter(event_time) = 2) AS q2
        FROM t WHERE movement = 'New'`,
    ],
    [
      'na vs emea net new mrr',
      'compare',
      `SELECT sum(mrr_change) FILTER (WHERE region = 'NA') AS na,
          sum(mrr_change) FILTER (WHERE region = 'EMEA') AS emea
        FROM t`,
    ],
    [
      'correlation between seats and mrr on new deals',
      'correlation',
      `SELECT corr(seats_after::DOUBLE, mrr_after::DOUBLE) FROM t WHERE movement = 'New'`,
    ],
    [
      'do bigger new deals get bigger discounts? (seats vs discount % correlation)',
      'correlation',
      `SELECT corr(seats_after::DOUBLE, discount_pct::DOUBLE) FROM t WHERE movement = 'New'`,
    ],
    [
      'what plan is falcon digital on',
      'lookup',
      `SELECT DISTINCT plan FROM t WHERE customer = 'Falcon Digital'`,
    ],
    [
      'when did customer 0003693 churn',
      'lookup',
      `SELECT event_time::DATE FROM t WHERE customer_id = '0003693' AND movement = 'Churn'`,
    ],
    ['how many movements have no sales rep', 'missing', `SELECT count(*) FROM t WHERE sales_rep IS NULL`],
    ['whats our gross mrr churn rate', 'clarify', null],
    ['total mrr right now', 'clarify', null],
    ['ltv by customer', 'clarify', null],
  ],
});
