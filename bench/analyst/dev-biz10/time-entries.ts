import { table } from '../spec';

/** `01:23:45` to seconds. */
const seconds = (col: string) =>
  `split_part("${col}", ':', 1)::INTEGER * 3600 + split_part("${col}", ':', 2)::INTEGER * 60 + split_part("${col}", ':', 3)::INTEGER`;

export default table({
  name: 'time_entries',
  file: 'time-entries.csv',
  domain:
    "Toggl Track detailed time report of an eleven-person design and web studio (synthetic, seeded), time entries 2 Jan – 31 Mar 2025, one row per entry, sorted by start: user, email, client (blank for internal projects), project, task (Design, Development, Content, QA, Project Management, Strategy; blank on internal projects), description (some blank), billable Yes / No, start date and start time, end date and end time in separate columns (a few late entries end after midnight, on the next date), duration written `01:23:45`, tags as a comma-separated list in one cell (`meeting`, `revisions`, `bug`, `overtime`; mostly blank), amount in USD at the project's hourly rate (blank unless billable)",
  load: `SELECT "User" AS user_name,
      "Email" AS email,
      NULLIF("Client", '') AS client,
      "Project" AS project,
      NULLIF("Task", '') AS task,
      NULLIF("Description", '') AS description,
      ("Billable" = 'Yes') AS billable,
      strptime("Start date" || ' ' || "Start time", '%Y-%m-%d %H:%M:%S') AS start_at,
      strptime("End date" || ' ' || "End time", '%Y-%m-%d %H:%M:%S') AS end_at,
      "Start date"::DATE AS start_date,
      ${seconds('Duration')} AS duration_sec,
      NULLIF("Tags", '') AS tags,
      NULLIF("Amount (USD)", '')::DECIMAL(10, 2) AS amount_usd
    FROM read_csv('{file}', header = true, delim = ',', quote = '"', escape = '"', all_varchar = true)`,
  questions: [
    ['total hours logged in q1', 'aggregate', `SELECT sum(duration_sec) / 3600.0 FROM t`],
    ['how much did we bill in total', 'aggregate', `SELECT sum(amount_usd) FROM t`],
    ['how many time entries are there', 'aggregate', `SELECT count(*) FROM t`],
    [
      'whats our avg effective hourly rate on billable work',
      'aggregate',
      `SELECT sum(amount_usd) / (sum(duration_sec) FILTER (WHERE billable) / 3600.0) FROM t`,
    ],
    ['billable hrs total', 'filtered', `SELECT sum(duration_sec) / 3600.0 FROM t WHERE billable`],
    [
      'hours spent on kestrel bikes',
      'filtered',
      `SELECT sum(duration_sec) / 3600.0 FROM t WHERE client = 'Kestrel Bikes'`,
    ],
    [
      'how much have we billed harbor and vine',
      'filtered',
      `SELECT sum(amount_usd) FROM t WHERE client = 'Harbor & Vine'`,
    ],
    [
      'hours priya logged in march',
      'filtered',
      `SELECT sum(duration_sec) / 3600.0 FROM t WHERE user_name = 'Priya Raman' AND month(start_date) = 3`,
    ],
    [
      'how many entries are tagged overtime',
      'filtered',
      `SELECT count(*) FROM t WHERE tags LIKE '%overtime%'`,
    ],
    [
      'hours per person',
      'group-by',
      `SELECT user_name, sum(duration_sec) / 3600.0 FROM t GROUP BY user_name`,
    ],
    [
      'only billable ones',
      'follow-up',
      `SELECT user_name, sum(duration_sec) / 3600.0 FROM t WHERE billable GROUP BY user_name`,
    ],
    [
      'billed amount by client',
      'group-by',
      `SELECT client, sum(amount_usd) FROM t WHERE client IS NOT NULL GROUP BY client`,
    ],
    [
      'hours by month',
      'calendar',
      `SELECT strftime(start_date, '%Y-%m') AS m, sum(duration_sec) / 3600.0 FROM t GROUP BY m ORDER BY m`,
    ],
    [
      'which month had the most billable hours',
      'calendar',
      `SELECT strftime(start_date, '%Y-%m') AS m FROM t WHERE billable GROUP BY m ORDER BY sum(duration_sec) DESC LIMIT 1`,
    ],
    [
      'how many hours got logged on fridays',
      'calendar',
      `SELECT sum(duration_sec) / 3600.0 FROM t WHERE dayname(start_date) = 'Friday'`,
    ],
    [
      'who logged the most hours',
      'argmax',
      `SELECT user_name FROM t GROUP BY user_name ORDER BY sum(duration_sec) DESC LIMIT 1`,
    ],
    [
      'and how many of those were billable',
      'follow-up',
      `SELECT sum(duration_sec) / 3600.0 FROM t WHERE billable AND user_name = (SELECT user_name FROM t GROUP BY user_name ORDER BY sum(duration_sec) DESC LIMIT 1)`,
    ],
    [
      'which project billed the most',
      'argmax',
      `SELECT project FROM t GROUP BY project ORDER BY sum(amount_usd) DESC NULLS LAST LIMIT 1`,
    ],
    [
      'longest single time entry? who and on what project',
      'argmax',
      // The question asks who and on what project: the length itself is not expected.
      `SELECT user_name, project FROM t ORDER BY duration_sec DESC LIMIT 1`,
    ],
    [
      'top 3 projects by hours',
      'top-n',
      `SELECT project FROM t GROUP BY project ORDER BY sum(duration_sec) DESC LIMIT 3`,
    ],
    [
      'utilization - what % of all hours were billable',
      'share',
      `SELECT 100.0 * sum(duration_sec) FILTER (WHERE billable) / sum(duration_sec) FROM t`,
    ],
    [
      "what share of aiko's time went to internal stuff",
      'share',
      `SELECT 100.0 * sum(duration_sec) FILTER (WHERE client IS NULL) / sum(duration_sec) FROM t WHERE user_name = 'Aiko Tanaka'`,
    ],
    [
      '% of time spent in meetings',
      'share',
      `SELECT 100.0 * sum(duration_sec) FILTER (WHERE tags LIKE '%meeting%') / sum(duration_sec) FROM t`,
    ],
    [
      'bluefin hours jan vs feb',
      'compare',
      `SELECT sum(duration_sec) FILTER (WHERE month(start_date) = 1) / 3600.0, sum(duration_sec) FILTER (WHERE month(start_date) = 2) / 3600.0 FROM t WHERE client = 'Bluefin Analytics'`,
    ],
    [
      'design vs development hours (by task)',
      'compare',
      `SELECT sum(duration_sec) FILTER (WHERE task = 'Design') / 3600.0, sum(duration_sec) FILTER (WHERE task = 'Development') / 3600.0 FROM t`,
    ],
    [
      'what was felix doing after 8pm on mar 24',
      'lookup',
      `SELECT project, description FROM t WHERE user_name = 'Felix Brandt' AND start_at >= TIMESTAMP '2025-03-24 20:00:00' AND start_date = DATE '2025-03-24'`,
    ],
    [
      'how many entries dont have a description',
      'missing',
      `SELECT count(*) FROM t WHERE description IS NULL`,
    ],
    [
      'how many hrs were logged with no client',
      'missing',
      `SELECT sum(duration_sec) / 3600.0 FROM t WHERE client IS NULL`,
    ],
    [
      'corelation between total hours per day and billed amount per day',
      'correlation',
      `SELECT corr(h, a) FROM (SELECT start_date, sum(duration_sec) / 3600.0 AS h, coalesce(sum(amount_usd), 0) AS a FROM t GROUP BY start_date)`,
    ],
    ['whats the hourly cost of each employee', 'clarify', null],
    ['how many hours did the team log last week', 'clarify', null],
  ],
});
