import { table } from '../spec';

export default table({
  name: 'expense_lines',
  file: 'expense-lines.csv',
  domain:
    'employee expense line detail of an engineering firm (synthetic, seeded) for the reports submitted 1 Jan – 30 Jun 2024, one row per expense line: a four-line header block above the column header (title, report period, run line, a blank line) and the column header repeated every 50 data lines; report number (`ER-24-0137`), line number, employee name, employee number with leading zeros (`000417`), cost centre with leading zeros (`0410`) and department (Sales, Field Services, Engineering, Marketing, Finance, Executive), transaction date and submission date written `2024.03.05`, category (Airfare, Hotel, Meals, Car Rental, Client Entertainment, Conference Fees, Per Diem, Taxi/Rideshare, Mileage, Office Supplies, Phone/Internet), merchant, amount in the claim currency written with the currency code in front (`EUR 1,234.50`; USD, EUR, GBP, CAD), the amount in USD at the monthly average rate, receipt attached Y/N, billable to a client Y/N, client (blank when not billable), status (Paid, Approved, Pending, Rejected), approver (blank while pending)',
  load: `SELECT "Report No" AS report_no,
      "Line"::INTEGER AS line_no,
      "Employee" AS employee,
      "Emp No" AS emp_no,
      "Cost Ctr" AS cost_ctr,
      "Dept" AS dept,
      strptime("Txn Date", '%Y.%m.%d')::DATE AS txn_date,
      strptime("Submitted", '%Y.%m.%d')::DATE AS submitted,
      "Category" AS category,
      "Merchant" AS merchant,
      split_part("Amount", ' ', 1) AS ccy,
      replace(split_part("Amount", ' ', 2), ',', '')::DECIMAL(12, 2) AS amount,
      replace("Amount USD", ',', '')::DECIMAL(12, 2) AS amount_usd,
      "Receipt" AS receipt,
      "Billable" AS billable,
      NULLIF("Client", '') AS client,
      "Status" AS status,
      NULLIF("Approver", '') AS approver
    FROM read_csv('{file}', skip = 4, header = true, delim = ',', quote = '"', escape = '"', all_varchar = true)
    WHERE "Report No" <> 'Report No'`,
  questions: [
    ['total expenses claimed h1 in usd', 'aggregate', `SELECT sum(amount_usd) FROM t`],
    ['how many expense reports got submitted', 'aggregate', `SELECT count(DISTINCT report_no) FROM t`],
    [
      'total paid out so far (status paid), usd',
      'filtered',
      `SELECT sum(amount_usd) FROM t WHERE status = 'Paid'`,
    ],
    ['avg hotel line in usd', 'filtered', `SELECT avg(amount_usd) FROM t WHERE category = 'Hotel'`],
    ['how much have we spent on uber', 'filtered', `SELECT sum(amount_usd) FROM t WHERE merchant = 'Uber'`],
    [
      'total claimed in EUR (original currency, not converted)',
      'filtered',
      `SELECT sum(amount) FROM t WHERE ccy = 'EUR'`,
    ],
    ['$ value of rejected lines', 'filtered', `SELECT sum(amount_usd) FROM t WHERE status = 'Rejected'`],
    ['spend by category usd', 'group-by', `SELECT category, sum(amount_usd) FROM t GROUP BY category`],
    [
      'spend by dept excl rejected',
      'group-by',
      `SELECT dept, sum(amount_usd) FROM t WHERE status <> 'Rejected' GROUP BY dept`,
    ],
    [
      'which cost ctr spent the most',
      'argmax',
      `SELECT cost_ctr FROM t GROUP BY cost_ctr ORDER BY sum(amount_usd) DESC LIMIT 1`,
    ],
    [
      'whos our biggest spender',
      'argmax',
      `SELECT employee FROM t GROUP BY employee ORDER BY sum(amount_usd) DESC LIMIT 1`,
    ],
    [
      'which client did we rebill the most to',
      'argmax',
      `SELECT client FROM t WHERE billable = 'Y' GROUP BY client ORDER BY sum(amount_usd) DESC LIMIT 1`,
    ],
    [
      'largest single expense line - who and how much',
      'argmax',
      `SELECT employee, amount_usd FROM t ORDER BY amount_usd DESC LIMIT 1`,
    ],
    [
      'top 5 employees by airfare $',
      'top-n',
      `SELECT employee FROM t WHERE category = 'Airfare' GROUP BY employee ORDER BY sum(amount_usd) DESC LIMIT 5`,
    ],
    [
      'top 3 hotel chains by spend',
      'top-n',
      `SELECT merchant FROM t WHERE category = 'Hotel' GROUP BY merchant ORDER BY sum(amount_usd) DESC LIMIT 3`,
    ],
    [
      'what % of spend is billable to clients',
      'share',
      `SELECT 100.0 * sum(amount_usd) FILTER (WHERE billable = 'Y') / sum(amount_usd) FROM t`,
    ],
    [
      'what % of expense lines got rejected',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE status = 'Rejected') / count(*) FROM t`,
    ],
    [
      'airfare as a share of total spend',
      'share',
      `SELECT 100.0 * sum(amount_usd) FILTER (WHERE category = 'Airfare') / sum(amount_usd) FROM t`,
    ],
    [
      'spend by month (txn date)',
      'calendar',
      `SELECT monthname(txn_date) AS m, sum(amount_usd) FROM t GROUP BY m, month(txn_date)`,
    ],
    [
      'which month had the highest meals spend',
      'calendar',
      `SELECT monthname(txn_date) AS m FROM t WHERE category = 'Meals' GROUP BY m ORDER BY sum(amount_usd) DESC LIMIT 1`,
    ],
    [
      'field services per diem total for q2',
      'calendar',
      `SELECT sum(amount_usd) FROM t WHERE dept = 'Field Services' AND category = 'Per Diem' AND quarter(txn_date) = 2`,
    ],
    [
      'how much was spent on weekends (sat/sun txns)',
      'calendar',
      `SELECT sum(amount_usd) FROM t WHERE dayofweek(txn_date) IN (0, 6)`,
    ],
    [
      'avg days between the txn and when it was submitted',
      'aggregate',
      `SELECT avg(submitted - txn_date) FROM t`,
    ],
    [
      'avg meals line sales vs engineering',
      'compare',
      `SELECT avg(amount_usd) FILTER (WHERE dept = 'Sales') AS sales,
          avg(amount_usd) FILTER (WHERE dept = 'Engineering') AS engineering
        FROM t WHERE category = 'Meals'`,
    ],
    [
      'jan vs jun spend by txn date',
      'compare',
      `SELECT sum(amount_usd) FILTER (WHERE month(txn_date) = 1) AS jan,
          sum(amount_usd) FILTER (WHERE month(txn_date) = 6) AS jun
        FROM t`,
    ],
    [
      'is the number of lines on a report correlated w/ the report total',
      'correlation',
      `SELECT corr(n::DOUBLE, total::DOUBLE) FROM (SELECT report_no, count(*) AS n, sum(amount_usd) AS total FROM t GROUP BY report_no)`,
    ],
    [
      'what did ER-24-0043 come to in usd',
      'lookup',
      `SELECT sum(amount_usd) FROM t WHERE report_no = 'ER-24-0043'`,
    ],
    ['who is emp no 000437', 'lookup', `SELECT DISTINCT employee FROM t WHERE emp_no = '000437'`],
    [
      'how many lines are still waiting on an approver',
      'missing',
      `SELECT count(*) FROM t WHERE approver IS NULL`,
    ],
    ['how many lines have no client on them', 'missing', `SELECT count(*) FROM t WHERE client IS NULL`],
    ['whats the budget variance by dept', 'clarify', null],
    ['how much vat can we reclaim on the uk and eu spend', 'clarify', null],
  ],
});
