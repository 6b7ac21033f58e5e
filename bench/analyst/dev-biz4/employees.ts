import { table } from '../spec';

/** On the roster at the export (31 Dec 2024): no termination date. */
const active = `termination_date IS NULL`;
/** On the roster on 1 January 2024. */
const onJan1 = `hire_date < DATE '2024-01-01' AND (termination_date IS NULL OR termination_date >= DATE '2024-01-01')`;

export default table({
  name: 'employees',
  file: 'employees.csv',
  domain:
    "HR employee roster exported on 31 Dec 2024 (synthetic, seeded): one row per person ever employed since 2015, current and former; employee id, full name, department, job title, location, employment type (Full-time, Part-time, Contractor), hire and termination dates written `05-Mar-2019` (termination blank while employed), termination type and rehire eligibility Y / N (blank while employed), manager id (an employee id, repeated over the manager's reports), annual salary in USD (blank for contractors), bonus as `8%` (full-time only), remote Y / N, performance rating 1–5 (blank until a first review)",
  load: `SELECT employee_id, full_name, department, job_title, location, employment_type,
      strptime(hire_date, '%d-%b-%Y')::DATE AS hire_date,
      strptime(NULLIF(termination_date, ''), '%d-%b-%Y')::DATE AS termination_date,
      NULLIF(termination_type, '') AS termination_type,
      NULLIF(rehire_eligible, '') AS rehire_eligible,
      NULLIF(manager_id, '') AS manager_id,
      NULLIF(annual_salary, '')::INTEGER AS annual_salary,
      replace(NULLIF(bonus_pct, ''), '%', '')::INTEGER AS bonus_pct,
      remote,
      NULLIF(performance_rating, '')::INTEGER AS performance_rating
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['current headcount', 'aggregate', `SELECT count(*) FROM t WHERE ${active}`],
    [
      'headcount by dept',
      'group-by',
      `SELECT department, count(*) FROM t WHERE ${active} GROUP BY department`,
    ],
    [
      'only full-time',
      'follow-up',
      `SELECT department, count(*) FROM t WHERE ${active} AND employment_type = 'Full-time' GROUP BY department`,
    ],
    [
      'attrition rate 2024, leavers over headcount on jan 1',
      'share',
      `SELECT 100.0 * (SELECT count(*) FROM t WHERE year(termination_date) = 2024) / (SELECT count(*) FROM t WHERE ${onJan1})`,
    ],
    ['how many ppl left in 2024', 'filtered', `SELECT count(*) FROM t WHERE year(termination_date) = 2024`],
    [
      'only voluntary',
      'follow-up',
      `SELECT count(*) FROM t WHERE year(termination_date) = 2024 AND termination_type = 'Voluntary'`,
    ],
    [
      'avg tenure of current staff in yrs as of 31 dec 2024',
      'aggregate',
      `SELECT avg((DATE '2024-12-31' - hire_date) / 365.25) FROM t WHERE ${active}`,
    ],
    [
      'avg tenrue of the people who left in 2024',
      'filtered',
      `SELECT avg((termination_date - hire_date) / 365.25) FROM t WHERE year(termination_date) = 2024`,
    ],
    [
      'which dept has the lowest avg salary right now',
      'argmax',
      `SELECT department FROM t WHERE ${active} GROUP BY department ORDER BY avg(annual_salary) ASC LIMIT 1`,
    ],
    [
      'who has the most direct reports',
      'argmax',
      `SELECT m.employee_id, m.full_name FROM t AS e JOIN t AS m ON e.manager_id = m.employee_id
        WHERE e.termination_date IS NULL GROUP BY m.employee_id, m.full_name ORDER BY count(*) DESC LIMIT 1`,
    ],
    [
      'how many contractors do we have',
      'filtered',
      `SELECT count(*) FROM t WHERE ${active} AND employment_type = 'Contractor'`,
    ],
    [
      '% of current staff working remote',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE remote = 'Y') / count(*) FROM t WHERE ${active}`,
    ],
    ['hires per year', 'group-by', `SELECT year(hire_date) AS y, count(*) FROM t GROUP BY y`],
    [
      'wich year did we hire the most',
      'argmax',
      `SELECT year(hire_date) AS y FROM t GROUP BY y ORDER BY count(*) DESC LIMIT 1`,
    ],
    [
      'which month of the year do most hires start in',
      'calendar',
      `SELECT monthname(hire_date) AS m FROM t GROUP BY m ORDER BY count(*) DESC LIMIT 1`,
    ],
    [
      'median salary for full time engineers',
      'filtered',
      `SELECT median(annual_salary) FROM t WHERE ${active} AND department = 'Engineering' AND employment_type = 'Full-time'`,
    ],
    ['how many rows have no manager id', 'missing', `SELECT count(*) FROM t WHERE manager_id IS NULL`],
    ['how many salary cells are blank', 'missing', `SELECT count(*) FROM t WHERE annual_salary IS NULL`],
    ['what dept is E1234 in', 'lookup', `SELECT department FROM t WHERE employee_id = 'E1234'`],
    [
      "who is George Ramirez's manager",
      'lookup',
      `SELECT m.full_name FROM t AS e JOIN t AS m ON e.manager_id = m.employee_id WHERE e.full_name = 'George Ramirez'`,
    ],
    [
      'correlation between performance rating and bonus %',
      'correlation',
      `SELECT corr(performance_rating, bonus_pct) FROM t`,
    ],
    ['whats our gender pay gap', 'clarify', null],
    [
      'top 3 highest paid ppl',
      'top-n',
      `SELECT full_name FROM t WHERE ${active} ORDER BY annual_salary DESC NULLS LAST LIMIT 3`,
    ],
    [
      'leavers in 2024 engineering vs sales',
      'compare',
      `SELECT department, count(*) FROM t WHERE year(termination_date) = 2024 AND department IN ('Engineering', 'Sales') GROUP BY department`,
    ],
    [
      'hires in q1 2024',
      'filtered',
      `SELECT count(*) FROM t WHERE year(hire_date) = 2024 AND quarter(hire_date) = 1`,
    ],
    [
      'and q2?',
      'follow-up',
      `SELECT count(*) FROM t WHERE year(hire_date) = 2024 AND quarter(hire_date) = 2`,
    ],
    [
      'avg performance rating by location, current staff only',
      'group-by',
      `SELECT location, avg(performance_rating) FROM t WHERE ${active} GROUP BY location`,
    ],
    [
      'how many involuntary leavers are not eligible for rehire',
      'filtered',
      `SELECT count(*) FROM t WHERE termination_type = 'Involuntary' AND rehire_eligible = 'N'`,
    ],
    ['which team has the best engagement score', 'clarify', null],
  ],
});
