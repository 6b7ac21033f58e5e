import { table } from '../spec';

const open = `stage NOT IN ('Closed Won', 'Closed Lost')`;
/** Won deals as a percentage of closed deals. */
const winRate = `100.0 * count(*) FILTER (WHERE won) / count(won)`;

export default table({
  name: 'crm_deals',
  file: 'crm-deals.csv',
  domain:
    'B2B sales pipeline export from a CRM, deals created 2023–2024 (synthetic, seeded): deal id, account, region (sometimes typed in lower case), owner, stage, amount in USD with thousands separators (blank for many early-stage deals), created date, close date (empty while open), won TRUE/FALSE (empty while open), lead source (some blank)',
  load: `SELECT deal_id, account,
      CASE lower(region) WHEN 'emea' THEN 'EMEA' WHEN 'apac' THEN 'APAC' WHEN 'latam' THEN 'LATAM' ELSE region END AS region,
      owner, stage,
      replace(NULLIF(amount_usd, ''), ',', '')::DOUBLE AS amount,
      created_date::DATE AS created_date,
      NULLIF(close_date, '')::DATE AS close_date,
      CASE won WHEN 'TRUE' THEN true WHEN 'FALSE' THEN false END AS won,
      NULLIF(lead_source, '') AS lead_source
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['how many open deals', 'filtered', `SELECT count(*) FROM t WHERE ${open}`],
    ['total value of the open pipeline', 'filtered', `SELECT sum(amount) FROM t WHERE ${open}`],
    ['win rate for deals from referrals', 'share', `SELECT ${winRate} FROM t WHERE lead_source = 'Referral'`],
    ['and outbound?', 'follow-up', `SELECT ${winRate} FROM t WHERE lead_source = 'Outbound'`],
    ['win rate by region', 'share', `SELECT region, ${winRate} FROM t GROUP BY region`],
    [
      'which rep brought in the most won revenue in 2024',
      'argmax',
      `SELECT owner FROM t WHERE won AND year(close_date) = 2024 GROUP BY owner ORDER BY sum(amount) DESC LIMIT 1`,
    ],
    ['avg deal size for won deals', 'filtered', `SELECT avg(amount) FROM t WHERE won`],
    ['deals by stage', 'group-by', `SELECT stage, count(*) FROM t GROUP BY stage`],
    ['avg sales cycle in days for won deals', 'filtered', `SELECT avg(close_date - created_date) FROM t WHERE won`],
    ['what about the lost ones', 'follow-up', `SELECT avg(close_date - created_date) FROM t WHERE NOT won`],
    [
      'top 5 accounts by won amount',
      'top-n',
      `SELECT account FROM t WHERE won GROUP BY account ORDER BY sum(amount) DESC LIMIT 5`,
    ],
    [
      'won revenue per quarter in 2024',
      'group-by',
      `SELECT quarter(close_date) AS q, sum(amount) FROM t WHERE won AND year(close_date) = 2024 GROUP BY q`,
    ],
    [
      'how many deals were created in q1 2024',
      'filtered',
      `SELECT count(*) FROM t WHERE created_date >= '2024-01-01' AND created_date < '2024-04-01'`,
    ],
    [
      'won revenue 2023 vs 2024',
      'compare',
      `SELECT sum(amount) FILTER (WHERE year(close_date) = 2023), sum(amount) FILTER (WHERE year(close_date) = 2024) FROM t WHERE won`,
    ],
    [
      'which lead source has the biggest open pipeline',
      'argmax',
      `SELECT lead_source FROM t WHERE ${open} AND lead_source IS NOT NULL GROUP BY lead_source ORDER BY sum(amount) DESC LIMIT 1`,
    ],
    ['how many deals dont have an amount', 'missing', `SELECT count(*) FROM t WHERE amount IS NULL`],
    ['deals with no lead source', 'missing', `SELECT count(*) FROM t WHERE lead_source IS NULL`],
    [
      'biggest deal we ever won - which account was it',
      'argmax',
      `SELECT account FROM t WHERE won ORDER BY amount DESC LIMIT 1`,
    ],
    [
      'correlation between deal amount and days to close',
      'correlation',
      `SELECT corr(amount, close_date - created_date) FROM t WHERE close_date IS NOT NULL`,
    ],
    ['whats our churn rate', 'clarify', null],
    [
      'win rate in emea for deals over 100k',
      'share',
      `SELECT ${winRate} FROM t WHERE region = 'EMEA' AND amount > 100000`,
    ],
    [
      'which month of the year do we close the most deals',
      'calendar',
      `SELECT monthname(close_date) AS month FROM t WHERE close_date IS NOT NULL GROUP BY month ORDER BY count(*) DESC LIMIT 1`,
    ],
    ['what stage is D-2024-0650 in', 'lookup', `SELECT stage FROM t WHERE deal_id = 'D-2024-0650'`],
    ['avg discount we gave on won deals', 'clarify', null],
  ],
});
