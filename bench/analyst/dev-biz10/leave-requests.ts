import { table } from '../spec';

/** `03/05/2025` (month first) or blank to a DATE. */
const mdy = (col: string) => `strptime(NULLIF("${col}", ''), '%m/%d/%Y')::DATE`;

export default table({
  name: 'leave_requests',
  file: 'leave-requests.csv',
  domain:
    'HR time-off request report of a software company (synthetic, seeded; 168 employees with at least one request), every request for leave starting in 2025, exported 5 Jan 2026, sorted by request date: request id (`TO-00042`), employee number with leading zeros (`00974`), employee name written `Last, First`, department (Engineering, Sales, Customer Success, Marketing, Product, Finance, People, Operations), location (Boston, Chicago, Remote), time off type (Vacation, Sick, Personal, Bereavement, Jury Duty, Parental Leave, Unpaid Leave), requested on, start date and end date written `03/05/2025` (month first; sick leave is often logged after it started), hours (8.0 a working day, 4.0 for a half day), status (Approved, Denied, Pending, Canceled), approver written `Last, First` (blank while pending or canceled), decision date (blank while pending or canceled), a free-text note (mostly blank); a blank line and a footer line (`Total Requests: … | Generated …`) under the data',
  load: `SELECT "Request ID" AS request_id,
      "Employee #" AS employee_no,
      "Employee Name" AS employee_name,
      "Department" AS department,
      "Location" AS location,
      "Time Off Type" AS time_off_type,
      ${mdy('Requested On')} AS requested_on,
      ${mdy('Start Date')} AS start_date,
      ${mdy('End Date')} AS end_date,
      "Hours"::DECIMAL(6, 1) AS hours,
      "Status" AS status,
      NULLIF("Approver", '') AS approver,
      ${mdy('Decision Date')} AS decision_date,
      NULLIF("Note", '') AS note
    FROM read_csv('{file}', header = true, delim = ',', quote = '"', escape = '"', all_varchar = true, null_padding = true)
    WHERE "Request ID" LIKE 'TO-%'`,
  questions: [
    ['how many time off requests in total', 'aggregate', `SELECT count(*) FROM t`],
    ['total hours of approved leave', 'aggregate', `SELECT sum(hours) FROM t WHERE status = 'Approved'`],
    [
      'how many sick days did people take in 2025',
      'aggregate',
      `SELECT sum(hours) / 8 FROM t WHERE status = 'Approved' AND time_off_type = 'Sick'`,
    ],
    [
      'avg notice for vacation requests - days between requesting and the start',
      'aggregate',
      `SELECT avg(start_date - requested_on) FROM t WHERE time_off_type = 'Vacation'`,
    ],
    ['how many requests are still pending', 'filtered', `SELECT count(*) FROM t WHERE status = 'Pending'`],
    ['how many got denied', 'filtered', `SELECT count(*) FROM t WHERE status = 'Denied'`],
    [
      'no. of parental leave requests',
      'filtered',
      `SELECT count(*) FROM t WHERE time_off_type = 'Parental Leave'`,
    ],
    [
      'approved vacation hours in engineering',
      'filtered',
      `SELECT sum(hours) FROM t WHERE status = 'Approved' AND time_off_type = 'Vacation' AND department = 'Engineering'`,
    ],
    ['how many requests were half days', 'filtered', `SELECT count(*) FROM t WHERE hours = 4`],
    ['requests by type', 'group-by', `SELECT time_off_type, count(*) FROM t GROUP BY time_off_type`],
    [
      'only the approved ones',
      'follow-up',
      `SELECT time_off_type, count(*) FROM t WHERE status = 'Approved' GROUP BY time_off_type`,
    ],
    [
      'sick hours by dept',
      'group-by',
      `SELECT department, sum(hours) FROM t WHERE status = 'Approved' AND time_off_type = 'Sick' GROUP BY department`,
    ],
    [
      'which month do ppl take the most vacation',
      'calendar',
      `SELECT monthname(start_date) AS m FROM t WHERE status = 'Approved' AND time_off_type = 'Vacation' GROUP BY m ORDER BY sum(hours) DESC LIMIT 1`,
    ],
    [
      'how many requests start in december',
      'calendar',
      `SELECT count(*) FROM t WHERE month(start_date) = 12 AND year(start_date) = 2025`,
    ],
    [
      'sick requests in january vs july',
      'compare',
      `SELECT count(*) FILTER (WHERE month(start_date) = 1), count(*) FILTER (WHERE month(start_date) = 7) FROM t WHERE time_off_type = 'Sick'`,
    ],
    [
      'how many requests were submitted on a monday',
      'calendar',
      `SELECT count(*) FROM t WHERE dayname(requested_on) = 'Monday'`,
    ],
    [
      'who took the most sick time',
      'argmax',
      // Two people tie on 112 approved sick hours (Hayes, Matthew and Ortega, Robert): both expected.
      `SELECT employee_name FROM t WHERE status = 'Approved' AND time_off_type = 'Sick' GROUP BY employee_name
        QUALIFY rank() OVER (ORDER BY sum(hours) DESC) = 1`,
    ],
    [
      'which dept has the highest denial rate',
      'argmax',
      `SELECT department FROM t GROUP BY department ORDER BY count(*) FILTER (WHERE status = 'Denied') / count(*) DESC LIMIT 1`,
    ],
    [
      'and the lowest?',
      'follow-up',
      `SELECT department FROM t GROUP BY department ORDER BY count(*) FILTER (WHERE status = 'Denied') / count(*) ASC LIMIT 1`,
    ],
    [
      'which approver signed off the most requests',
      'argmax',
      `SELECT approver FROM t WHERE status = 'Approved' GROUP BY approver ORDER BY count(*) DESC LIMIT 1`,
    ],
    [
      'top 5 ppl by approved vacation hours',
      'top-n',
      // Fifth place is tied (Foster, Elizabeth and Lowe, Diego, 224 hours each): both expected, six names.
      `SELECT employee_name FROM t WHERE status = 'Approved' AND time_off_type = 'Vacation' GROUP BY employee_name
        QUALIFY rank() OVER (ORDER BY sum(hours) DESC) <= 5`,
    ],
    [
      'what % of requests get approved',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE status = 'Approved') / count(*) FROM t`,
    ],
    [
      'share of requests from remote employees',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE location = 'Remote') / count(*) FROM t`,
    ],
    [
      'what pct of approved hours were vacation',
      'share',
      `SELECT 100.0 * sum(hours) FILTER (WHERE time_off_type = 'Vacation') / sum(hours) FROM t WHERE status = 'Approved'`,
    ],
    [
      'boston vs chicago avg hours per vacation request',
      'compare',
      `SELECT avg(hours) FILTER (WHERE location = 'Boston'), avg(hours) FILTER (WHERE location = 'Chicago') FROM t WHERE time_off_type = 'Vacation'`,
    ],
    [
      'whats TO-00500',
      'lookup',
      `SELECT employee_name, time_off_type, start_date, end_date, status FROM t WHERE request_id = 'TO-00500'`,
    ],
    [
      'how many approved hours off did brian thompson have',
      'lookup',
      `SELECT sum(hours) FROM t WHERE employee_name = 'Thompson, Brian' AND status = 'Approved'`,
    ],
    ['how many requests have no approver', 'missing', `SELECT count(*) FROM t WHERE approver IS NULL`],
    [
      'is there a correlation between how far ahead vacation is requested and how long it is',
      'correlation',
      `SELECT corr(start_date - requested_on, hours) FROM t WHERE time_off_type = 'Vacation'`,
    ],
    ['how many vacation days does kim have left', 'clarify', null],
    ['who is off next week', 'clarify', null],
  ],
});
