import { table } from '../spec';

/** A decision was made (approved, funded or declined). */
const decided = `status IN ('Approved', 'Funded', 'Declined')`;
/** Approved, whether funded yet or not. */
const approved = `status IN ('Approved', 'Funded')`;

export default table({
  name: 'loan_applications',
  file: 'loan-applications.csv',
  domain:
    'consumer personal-loan application pipeline, applications 1 Jan 2023 – 31 Dec 2024, exported 3 Jan 2025 (synthetic, seeded), short Title Case headers: application number (`LA-10001`…), applicant id (repeated when someone re-applies), applied / decision / funded dates written `5 Mar 2024`, channel (Online, Mobile App, Broker, Branch), US state code, purpose, amount requested and approved and annual income as `"$12,500"`, term in months, FICO (blank for thin files), DTI as `32.5%`, status (Funded, Approved, Declined, Withdrawn, Pending), auto decision Y / N and underwriter (blank on auto decisions; both blank with the decision date while pending or withdrawn), amount approved and APR as `11.99%` (blank unless approved), funded date (blank unless funded), 30+ DPD Yes / No (ever 30+ days past due; blank unless funded)',
  load: `SELECT "App #" AS app_no, "Applicant" AS applicant,
      strptime("Applied", '%-d %b %Y')::DATE AS applied,
      "Channel" AS channel, "State" AS state, "Purpose" AS purpose,
      replace(replace("Amt Requested", '$', ''), ',', '')::INTEGER AS amt_requested,
      "Term (mo)"::INTEGER AS term_months,
      NULLIF("FICO", '')::INTEGER AS fico,
      replace(replace("Income", '$', ''), ',', '')::INTEGER AS income,
      replace("DTI", '%', '')::DECIMAL(4, 1) AS dti_pct,
      "Status" AS status,
      strptime(NULLIF("Decision Date", ''), '%-d %b %Y')::DATE AS decision_date,
      NULLIF("Auto Decision", '') AS auto_decision,
      NULLIF("Underwriter", '') AS underwriter,
      replace(replace(NULLIF("Amt Approved", ''), '$', ''), ',', '')::INTEGER AS amt_approved,
      replace(NULLIF("APR", ''), '%', '')::DECIMAL(5, 2) AS apr_pct,
      strptime(NULLIF("Funded Date", ''), '%-d %b %Y')::DATE AS funded_date,
      NULLIF("30+ DPD", '') AS dpd_30
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['how many aplications in 2024', 'filtered', `SELECT count(*) FROM t WHERE year(applied) = 2024`],
    [
      'approval rate on decisioned apps',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE ${approved}) / count(*) FROM t WHERE ${decided}`,
    ],
    [
      'and for h2 2024 only',
      'follow-up',
      `SELECT 100.0 * count(*) FILTER (WHERE ${approved}) / count(*) FROM t WHERE ${decided} AND applied >= DATE '2024-07-01'`,
    ],
    [
      'total funded $ in 2024',
      'filtered',
      `SELECT sum(amt_approved) FROM t WHERE status = 'Funded' AND year(funded_date) = 2024`,
    ],
    [
      'yoy growth vs 2023?',
      'follow-up',
      `SELECT 100.0 * (sum(amt_approved) FILTER (WHERE year(funded_date) = 2024) - sum(amt_approved) FILTER (WHERE year(funded_date) = 2023))
        / sum(amt_approved) FILTER (WHERE year(funded_date) = 2023) FROM t WHERE status = 'Funded'`,
    ],
    ['apps by purpose', 'group-by', `SELECT purpose, count(*) FROM t GROUP BY purpose`],
    [
      'avg apr on funded loans by term',
      'group-by',
      `SELECT term_months, avg(apr_pct) FROM t WHERE status = 'Funded' GROUP BY term_months`,
    ],
    [
      'which state has the lowest approval rate',
      'argmax',
      `SELECT state FROM t WHERE ${decided} GROUP BY state ORDER BY avg((${approved})::INTEGER) ASC LIMIT 1`,
    ],
    [
      'avg fico approved vs declined',
      'compare',
      `SELECT avg(fico) FILTER (WHERE ${approved}) AS approved, avg(fico) FILTER (WHERE status = 'Declined') AS declined FROM t`,
    ],
    [
      'corr between fico and apr on funded loans',
      'correlation',
      `SELECT corr(fico, apr_pct) FROM t WHERE status = 'Funded'`,
    ],
    [
      '30+ dpd rate on funded loans',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE dpd_30 = 'Yes') / count(*) FROM t WHERE status = 'Funded'`,
    ],
    [
      'break that down by fico band: under 660, 660-719, 720+',
      'follow-up',
      `SELECT CASE WHEN fico < 660 THEN 'under 660' WHEN fico < 720 THEN '660-719' ELSE '720+' END AS band,
        100.0 * count(*) FILTER (WHERE dpd_30 = 'Yes') / count(*) FROM t WHERE status = 'Funded' GROUP BY band`,
    ],
    [
      'top 3 underwriters by number of decisions',
      'top-n',
      `SELECT underwriter, count(*) AS n FROM t WHERE underwriter IS NOT NULL GROUP BY underwriter ORDER BY n DESC LIMIT 3`,
    ],
    [
      '% of decisions that were automated',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE auto_decision = 'Y') / count(*) FROM t WHERE ${decided}`,
    ],
    [
      'avg days from application to decision',
      'aggregate',
      `SELECT avg(decision_date - applied) FROM t WHERE decision_date IS NOT NULL`,
    ],
    [
      'broker apps only',
      'follow-up',
      `SELECT avg(decision_date - applied) FROM t WHERE decision_date IS NOT NULL AND channel = 'Broker'`,
    ],
    ['how many apps have no fico', 'missing', `SELECT count(*) FROM t WHERE fico IS NULL`],
    [
      'how many approved offers never got funded',
      'missing',
      `SELECT count(*) FROM t WHERE status = 'Approved'`,
    ],
    [
      'whats the status and approved amt on LA-11465',
      'lookup',
      `SELECT status, amt_approved FROM t WHERE app_no = 'LA-11465'`,
    ],
    ['how many times has C-100354 applied', 'lookup', `SELECT count(*) FROM t WHERE applicant = 'C-100354'`],
    [
      'busiest month for apps in 2024',
      'calendar',
      `SELECT monthname(applied) AS m FROM t WHERE year(applied) = 2024 GROUP BY m ORDER BY count(*) DESC LIMIT 1`,
    ],
    [
      'apps per quarter in 2024',
      'calendar',
      `SELECT quarter(applied) AS q, count(*) FROM t WHERE year(applied) = 2024 GROUP BY q`,
    ],
    ['avg loan size funded', 'aggregate', `SELECT avg(amt_approved) FROM t WHERE status = 'Funded'`],
    [
      'avg apr funded in 2023 vs 2024',
      'compare',
      `SELECT avg(apr_pct) FILTER (WHERE year(funded_date) = 2023) AS y2023, avg(apr_pct) FILTER (WHERE year(funded_date) = 2024) AS y2024
        FROM t WHERE status = 'Funded'`,
    ],
    [
      'decline rate by channel',
      'group-by',
      `SELECT channel, 100.0 * count(*) FILTER (WHERE status = 'Declined') / count(*) FROM t WHERE ${decided} GROUP BY channel`,
    ],
    [
      'how many funded loans got less than they asked for',
      'filtered',
      `SELECT count(*) FROM t WHERE status = 'Funded' AND amt_approved < amt_requested`,
    ],
    [
      'which loan purpose has the biggest avg requested amount',
      'argmax',
      `SELECT purpose FROM t GROUP BY purpose ORDER BY avg(amt_requested) DESC LIMIT 1`,
    ],
    ['whats our charge-off rate', 'clarify', null],
    ['avg age of borrowers?', 'clarify', null],
  ],
});
