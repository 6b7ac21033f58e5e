import { table } from '../spec';

/** `USD 1,234.50` / `USD (1,234.50)` to a signed decimal, blank to NULL. */
const money = (col: string) =>
  `(CASE WHEN "${col}" LIKE '%(%' THEN -1 ELSE 1 END
        * replace(replace(replace(replace(NULLIF("${col}", ''), 'USD ', ''), ',', ''), '(', ''), ')', '')::DECIMAL(12, 2))`;

export default table({
  name: 'claims_export',
  file: 'claims-export.csv',
  domain:
    'property & casualty insurance claim listing (synthetic, seeded), losses 1 Jan 2023 – 28 Nov 2024, exported 2 Dec 2024, one row per claim: claim number (`CLM24-017686`), policy number, line of business (Auto, Homeowners, Commercial Property, General Liability, Inland Marine), loss date, date reported and date closed written `Mar-05-2024` (date closed blank while open), claim status Open / Closed / Denied typed in inconsistent case and sometimes with a trailing space (`OPEN`, `closed`, `Open `), adjuster (blank when not yet assigned), loss state (TX, OK, LA, CO, AR, KS), cause of loss, outstanding reserve (blank when not yet reserved, `USD 0.00` once closed), paid to date, recovery (subrogation / salvage, written as a negative `USD (1,200.00)`, blank when none) in `USD 1,234.50` form, litigated Y / N, SIU (fraud unit) referral Y / N. A hail storm hit the Dallas area on 28 Apr 2024',
  load: `SELECT "Claim #" AS claim_no,
      "Policy #" AS policy_no,
      "Line of Business" AS lob,
      strptime("Loss Date", '%b-%d-%Y')::DATE AS loss_date,
      strptime("Date Reported", '%b-%d-%Y')::DATE AS reported_date,
      strptime(NULLIF("Date Closed", ''), '%b-%d-%Y')::DATE AS closed_date,
      upper(substr(trim("Claim Status"), 1, 1)) || lower(substr(trim("Claim Status"), 2)) AS status,
      NULLIF("Adjuster", '') AS adjuster,
      "Loss State" AS loss_state,
      "Cause of Loss" AS cause,
      ${money('Outstanding Reserve')} AS reserve,
      ${money('Paid to Date')} AS paid,
      ${money('Recovery')} AS recovery,
      "Litigated" AS litigated,
      "SIU Referral" AS siu
    FROM read_csv('{file}', header = true, delim = ',', quote = '"', escape = '"', all_varchar = true)`,
  questions: [
    ['how many claims still open', 'filtered', `SELECT count(*) FROM t WHERE status = 'Open'`],
    ['total paid to date across all claims', 'aggregate', `SELECT sum(paid) FROM t`],
    ['claim count by lob', 'group-by', `SELECT lob, count(*) FROM t GROUP BY lob`],
    ['claims by status', 'group-by', `SELECT status, count(*) FROM t GROUP BY status`],
    [
      'which adjuster has the most open claims',
      'argmax',
      `SELECT adjuster FROM t WHERE status = 'Open' AND adjuster IS NOT NULL GROUP BY adjuster ORDER BY count(*) DESC LIMIT 1`,
    ],
    ['avg days between loss and report', 'aggregate', `SELECT avg(reported_date - loss_date) FROM t`],
    [
      'avg days to close for closed auto claims (reported to closed)',
      'filtered',
      `SELECT avg(closed_date - reported_date) FROM t WHERE lob = 'Auto' AND status = 'Closed'`,
    ],
    ['how much have we recovered in subro/salvage', 'aggregate', `SELECT -sum(recovery) FROM t`],
    [
      'top 3 states by # of claims',
      'top-n',
      `SELECT loss_state FROM t GROUP BY loss_state ORDER BY count(*) DESC LIMIT 3`,
    ],
    [
      'which cause of loss has the highest total paid',
      'argmax',
      `SELECT cause FROM t GROUP BY cause ORDER BY sum(paid) DESC LIMIT 1`,
    ],
    [
      'how many claims were reported in q3 2023',
      'calendar',
      `SELECT count(*) FROM t WHERE reported_date BETWEEN DATE '2023-07-01' AND DATE '2023-09-30'`,
    ],
    [
      'which month in 2024 had the most losses',
      'calendar',
      `SELECT monthname(loss_date) AS m FROM t WHERE year(loss_date) = 2024 GROUP BY m ORDER BY count(*) DESC LIMIT 1`,
    ],
    [
      'what % of claims got denied',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE status = 'Denied') / count(*) FROM t`,
    ],
    ['% litigated', 'share', `SELECT 100.0 * count(*) FILTER (WHERE litigated = 'Y') / count(*) FROM t`],
    [
      'avg paid litigated vs non litigated, closed claims only',
      'compare',
      `SELECT avg(paid) FILTER (WHERE litigated = 'Y') AS litigated, avg(paid) FILTER (WHERE litigated = 'N') AS not_litigated
        FROM t WHERE status = 'Closed'`,
    ],
    [
      'claim count 2023 vs 2024 by loss date',
      'compare',
      `SELECT count(*) FILTER (WHERE year(loss_date) = 2023) AS y2023, count(*) FILTER (WHERE year(loss_date) = 2024) AS y2024 FROM t`,
    ],
    [
      'status and paid amount on CLM24-017686',
      'lookup',
      `SELECT status, paid FROM t WHERE claim_no = 'CLM24-017686'`,
    ],
    ['whos the adjuster', 'follow-up', `SELECT adjuster FROM t WHERE claim_no = 'CLM24-017686'`],
    [
      'how many open claims dont have a reserve set yet',
      'missing',
      `SELECT count(*) FROM t WHERE status = 'Open' AND reserve IS NULL`,
    ],
    ['how many claims have no adjuster assigned', 'missing', `SELECT count(*) FROM t WHERE adjuster IS NULL`],
    [
      'is report lag correlated w/ paid amount on closed claims',
      'correlation',
      `SELECT corr((reported_date - loss_date)::DOUBLE, paid::DOUBLE) FROM t WHERE status = 'Closed'`,
    ],
    [
      'total outstanding reserves on open homeowners claims',
      'filtered',
      `SELECT sum(reserve) FROM t WHERE status = 'Open' AND lob = 'Homeowners'`,
    ],
    ['and auto?', 'follow-up', `SELECT sum(reserve) FROM t WHERE status = 'Open' AND lob = 'Auto'`],
    [
      'total incurred (paid + reserves) on losses from the apr 28 2024 hail storm',
      'filtered',
      `SELECT sum(paid) + sum(coalesce(reserve, 0)) FROM t WHERE loss_date = DATE '2024-04-28'`,
    ],
    [
      'biggest single paid claim, which claim # is it',
      'argmax',
      `SELECT claim_no FROM t ORDER BY paid DESC LIMIT 1`,
    ],
    [
      'how many siu referrals got paid anything',
      'filtered',
      `SELECT count(*) FROM t WHERE siu = 'Y' AND paid > 0`,
    ],
    ['total paid on those', 'follow-up', `SELECT sum(paid) FROM t WHERE siu = 'Y' AND paid > 0`],
    ['whats our loss ratio this year', 'clarify', null],
    ['avg age of claimants', 'clarify', null],
  ],
});
