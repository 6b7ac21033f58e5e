import { table } from '../spec';

/** `1,234.56` to a decimal, blank to 0. */
const amount = (col: string) => `coalesce(replace(NULLIF("${col}", ''), ',', '')::DECIMAL(12, 2), 0)`;
/** A deduction written `1,234.56-` to the positive amount withheld, blank to 0. */
const deduction = (col: string) =>
  `coalesce(replace(replace(NULLIF("${col}", ''), ',', ''), '-', '')::DECIMAL(12, 2), 0)`;

export default table({
  name: 'payroll_register',
  file: 'payroll-register.csv',
  domain:
    'biweekly payroll register of a small distributor (synthetic, seeded), checks paid 5 Jan – 21 Jun 2024, one row per check: pay date and period end written `19-JAN-24` (period end blank on bonus checks), check number, employee id (`E10463`), employee name (`Garcia, Jamal`), department as code and name (`110-Warehouse`, `120-Drivers`, `210-Sales`, `310-Customer Svc`, `410-Finance & Admin`, `510-IT`, `900-Executive`), pay type Hourly / Salary typed in inconsistent case and form (`HOURLY`, `Salaried`), check type (Regular; Bonus, the annual bonus run of 8 Mar 2024; Manual, final checks of two leavers), hourly rate (blank for salaried), regular, overtime and PTO hours, regular, overtime and other earnings (commissions, bonuses), gross pay, deductions written with a trailing minus (`412.55-`, blank when none): federal and state income tax withheld, social security, Medicare, 401(k), medical premium; net pay; money with thousands commas; a `*** PAY DATE TOTAL ***` row after each pay date and a `*** REPORT TOTAL ***` row at the end',
  load: `SELECT strptime("Pay Date", '%d-%b-%y')::DATE AS pay_date,
      strptime(NULLIF("Period End", ''), '%d-%b-%y')::DATE AS period_end,
      "Check #"::INTEGER AS check_no,
      "Emp ID" AS emp_id,
      "Employee Name" AS employee_name,
      "Dept" AS dept,
      CASE WHEN lower("Pay Type") LIKE 'hour%' THEN 'Hourly' ELSE 'Salary' END AS pay_type,
      "Chk Type" AS chk_type,
      NULLIF("Rate", '')::DECIMAL(8, 2) AS rate,
      ${amount('Reg Hrs')} AS reg_hrs,
      ${amount('OT Hrs')} AS ot_hrs,
      ${amount('PTO Hrs')} AS pto_hrs,
      ${amount('Reg Earn')} AS reg_earn,
      ${amount('OT Earn')} AS ot_earn,
      ${amount('Other Earn')} AS other_earn,
      ${amount('Gross Pay')} AS gross_pay,
      ${deduction('Fed WH')} AS fed_wh,
      ${deduction('State WH')} AS state_wh,
      ${deduction('Soc Sec')} AS soc_sec,
      ${deduction('Medicare')} AS medicare,
      ${deduction('401(k)')} AS k401,
      ${deduction('Medical')} AS medical,
      ${amount('Net Pay')} AS net_pay
    FROM read_csv('{file}', header = true, delim = ',', quote = '"', escape = '"', all_varchar = true)
    WHERE "Emp ID" <> ''`,
  questions: [
    ['total gross pay ytd', 'aggregate', `SELECT sum(gross_pay) FROM t`],
    [
      'total net pay on the 21-JUN-24 payroll',
      'filtered',
      `SELECT sum(net_pay) FROM t WHERE pay_date = DATE '2024-06-21'`,
    ],
    ['how many checks are on the register', 'aggregate', `SELECT count(*) FROM t`],
    ['ot hrs by dept', 'group-by', `SELECT dept, sum(ot_hrs) FROM t GROUP BY dept HAVING sum(ot_hrs) > 0`],
    [
      'which dept spent the most on overtime',
      'argmax',
      `SELECT dept FROM t GROUP BY dept ORDER BY sum(ot_earn) DESC LIMIT 1`,
    ],
    [
      'who worked the most OT hours',
      'argmax',
      `SELECT employee_name FROM t GROUP BY employee_name ORDER BY sum(ot_hrs) DESC LIMIT 1`,
    ],
    [
      'top 5 employees by gross pay',
      'top-n',
      `SELECT employee_name FROM t GROUP BY employee_name ORDER BY sum(gross_pay) DESC LIMIT 5`,
    ],
    [
      'whos got the highest hourly rate',
      'argmax',
      `SELECT employee_name FROM t WHERE rate IS NOT NULL ORDER BY rate DESC LIMIT 1`,
    ],
    [
      'ot as a % of hours worked for hourly staff (reg + ot, not pto)',
      'share',
      `SELECT 100.0 * sum(ot_hrs) / (sum(reg_hrs) + sum(ot_hrs)) FROM t WHERE pay_type = 'Hourly'`,
    ],
    [
      'how much did the march bonus run pay out (gross)',
      'filtered',
      `SELECT sum(gross_pay) FROM t WHERE chk_type = 'Bonus'`,
    ],
    ['total 401k deductions', 'aggregate', `SELECT sum(k401) FROM t`],
    [
      'what % of employees contribute to their 401k',
      'share',
      `SELECT 100.0 * count(DISTINCT emp_id) FILTER (WHERE k401 > 0) / count(DISTINCT emp_id) FROM t`,
    ],
    ['how many employees are on this register', 'aggregate', `SELECT count(DISTINCT emp_id) FROM t`],
    [
      'headcount paid on the 6/7 payroll',
      'filtered',
      `SELECT count(DISTINCT emp_id) FROM t WHERE pay_date = DATE '2024-06-07'`,
    ],
    [
      'gross payroll q1 vs q2',
      'compare',
      `SELECT sum(gross_pay) FILTER (WHERE quarter(pay_date) = 1) AS q1, sum(gross_pay) FILTER (WHERE quarter(pay_date) = 2) AS q2 FROM t`,
    ],
    ['net as % of gross overall', 'share', `SELECT 100.0 * sum(net_pay) / sum(gross_pay) FROM t`],
    ['avg net pay per regular check', 'filtered', `SELECT avg(net_pay) FROM t WHERE chk_type = 'Regular'`],
    [
      'total fed withholding on may paydates',
      'calendar',
      `SELECT sum(fed_wh) FROM t WHERE month(pay_date) = 5`,
    ],
    [
      'which month had the highest gross payroll',
      'calendar',
      `SELECT monthname(pay_date) AS m FROM t GROUP BY m ORDER BY sum(gross_pay) DESC LIMIT 1`,
    ],
    ['how many checks have no medical deduction', 'missing', `SELECT count(*) FROM t WHERE medical = 0`],
    [
      'how many regular checks included pto hours',
      'filtered',
      `SELECT count(*) FROM t WHERE chk_type = 'Regular' AND pto_hrs > 0`,
    ],
    [
      'total pto hours for customer svc',
      'filtered',
      `SELECT sum(pto_hrs) FROM t WHERE dept = '310-Customer Svc'`,
    ],
    [
      'jamal garcia - when was his final check and what was the net',
      'lookup',
      `SELECT pay_date, net_pay FROM t WHERE employee_name = 'Garcia, Jamal' ORDER BY pay_date DESC LIMIT 1`,
    ],
    [
      'what dept is E13515 in and whats the rate',
      'lookup',
      `SELECT DISTINCT dept, rate FROM t WHERE emp_id = 'E13515'`,
    ],
    [
      'across hourly regular checks is ot hours correlated with the hourly rate',
      'correlation',
      `SELECT corr(rate::DOUBLE, ot_hrs::DOUBLE) FROM t WHERE pay_type = 'Hourly' AND chk_type = 'Regular'`,
    ],
    [
      'avg gross per regular check salaried vs hourly',
      'compare',
      `SELECT avg(gross_pay) FILTER (WHERE pay_type = 'Salary') AS salaried, avg(gross_pay) FILTER (WHERE pay_type = 'Hourly') AS hourly
        FROM t WHERE chk_type = 'Regular'`,
    ],
    [
      'who got the biggest bonus',
      'argmax',
      `SELECT employee_name FROM t WHERE chk_type = 'Bonus' ORDER BY gross_pay DESC LIMIT 1`,
    ],
    ['total state tax withheld', 'aggregate', `SELECT sum(state_wh) FROM t`],
    [
      'median net pay on regular checks',
      'aggregate',
      `SELECT median(net_pay) FROM t WHERE chk_type = 'Regular'`,
    ],
    ['how much did the company 401k match cost us', 'clarify', null],
    ['payroll cost by manager', 'clarify', null],
  ],
});
