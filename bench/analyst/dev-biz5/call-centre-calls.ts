import { table } from '../spec';

/** The call reached an agent. */
const answered = `abandoned = 'N'`;

export default table({
  name: 'call_centre_calls',
  file: 'call-centre-calls.csv',
  domain:
    'inbound contact-centre call log for 2024 (synthetic, seeded), one row per call offered to the queue, UPPER_SNAKE headers: call id, call date written `20240305`, start time `14:22:07`, queue (Billing, Tech Support, Sales, Cancellations, General), language EN / ES, caller account number (blank when the caller was not identified, repeated over a caller’s calls), site (Tampa, Manila, Remote) and agent login (both blank on abandoned calls), wait in seconds, talk time as `0:04:32`, hold in seconds, abandoned Y / N, transferred Y / N and first-call resolution Y / N (blank on abandoned calls), post-call survey CSAT 1–5 (blank unless the caller took the survey). Closed on Sundays, 1 Jan and 25 Dec',
  load: `SELECT "CALL_ID" AS call_id,
      strptime("CALL_DATE", '%Y%m%d')::DATE AS call_date,
      "START_TIME"::TIME AS start_time,
      "QUEUE" AS queue, "LANG" AS lang,
      NULLIF("ACCOUNT_NO", '') AS account_no,
      NULLIF("SITE", '') AS site, NULLIF("AGENT", '') AS agent,
      "WAIT_SEC"::INTEGER AS wait_sec,
      split_part(NULLIF("TALK_TIME", ''), ':', 1)::INTEGER * 3600
        + split_part(NULLIF("TALK_TIME", ''), ':', 2)::INTEGER * 60
        + split_part(NULLIF("TALK_TIME", ''), ':', 3)::INTEGER AS talk_sec,
      NULLIF("HOLD_SEC", '')::INTEGER AS hold_sec,
      "ABANDONED" AS abandoned,
      NULLIF("TRANSFERRED", '') AS transferred,
      NULLIF("FCR", '') AS fcr,
      NULLIF("CSAT", '')::INTEGER AS csat
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['how many calls did we get in 2024', 'aggregate', `SELECT count(*) FROM t`],
    ['abandon rate?', 'share', `SELECT 100.0 * count(*) FILTER (WHERE abandoned = 'Y') / count(*) FROM t`],
    ['whats our asa in secs', 'aggregate', `SELECT avg(wait_sec) FROM t WHERE ${answered}`],
    [
      'aht (talk + hold) in minutes',
      'aggregate',
      `SELECT avg(talk_sec + hold_sec) / 60.0 FROM t WHERE ${answered}`,
    ],
    ['calls by queue', 'group-by', `SELECT queue, count(*) FROM t GROUP BY queue`],
    [
      'which queue has the worst abandon rate',
      'argmax',
      `SELECT queue FROM t GROUP BY queue ORDER BY avg((abandoned = 'Y')::INTEGER) DESC LIMIT 1`,
    ],
    [
      'and the lowest',
      'follow-up',
      `SELECT queue FROM t GROUP BY queue ORDER BY avg((abandoned = 'Y')::INTEGER) ASC LIMIT 1`,
    ],
    [
      'fcr % for tech suport',
      'filtered',
      `SELECT 100.0 * count(*) FILTER (WHERE fcr = 'Y') / count(*) FROM t WHERE ${answered} AND queue = 'Tech Support'`,
    ],
    [
      'same for billing',
      'follow-up',
      `SELECT 100.0 * count(*) FILTER (WHERE fcr = 'Y') / count(*) FROM t WHERE ${answered} AND queue = 'Billing'`,
    ],
    [
      'busiest day of the week',
      'calendar',
      `SELECT dayname(call_date) AS d FROM t GROUP BY d ORDER BY count(*) DESC LIMIT 1`,
    ],
    [
      'what hour do we get the most calls',
      'calendar',
      `SELECT hour(start_time) AS h FROM t GROUP BY h ORDER BY count(*) DESC LIMIT 1`,
    ],
    ['call volume by month', 'calendar', `SELECT monthname(call_date) AS m, count(*) FROM t GROUP BY m`],
    [
      'how much did volume jump in sep vs aug, in %',
      'compare',
      `SELECT 100.0 * (count(*) FILTER (WHERE month(call_date) = 9) - count(*) FILTER (WHERE month(call_date) = 8))
        / count(*) FILTER (WHERE month(call_date) = 8) FROM t`,
    ],
    [
      'the outage days sep 10-12 were rough, what was the asa on those days',
      'filtered',
      `SELECT avg(wait_sec) FROM t WHERE ${answered} AND call_date BETWEEN DATE '2024-09-10' AND DATE '2024-09-12'`,
    ],
    [
      'top 5 agents by calls handled',
      'top-n',
      `SELECT agent, count(*) AS n FROM t WHERE agent IS NOT NULL GROUP BY agent ORDER BY n DESC LIMIT 5`,
    ],
    [
      'who has the best avg csat? only agents w/ 50+ surveys',
      'argmax',
      `SELECT agent FROM t WHERE csat IS NOT NULL GROUP BY agent HAVING count(*) >= 50 ORDER BY avg(csat) DESC LIMIT 1`,
    ],
    ['avg csat by site', 'group-by', `SELECT site, avg(csat) FROM t WHERE site IS NOT NULL GROUP BY site`],
    [
      'how many answered calls have no csat score',
      'missing',
      `SELECT count(*) FROM t WHERE ${answered} AND csat IS NULL`,
    ],
    [
      'how many calls came in w/o an account number',
      'missing',
      `SELECT count(*) FROM t WHERE account_no IS NULL`,
    ],
    [
      'which acct calls us the most and how many times',
      'argmax',
      `SELECT account_no, count(*) AS n FROM t WHERE account_no IS NOT NULL GROUP BY account_no ORDER BY n DESC LIMIT 1`,
    ],
    [
      'who took call CL243107 and what queue was it',
      'lookup',
      `SELECT agent, queue FROM t WHERE call_id = 'CL243107'`,
    ],
    [
      "kpatel's first call, what date was that",
      'lookup',
      `SELECT min(call_date) FROM t WHERE agent = 'kpatel'`,
    ],
    [
      'transfer rate general vs billing',
      'compare',
      `SELECT 100.0 * count(*) FILTER (WHERE queue = 'General' AND transferred = 'Y') / count(*) FILTER (WHERE queue = 'General') AS general,
        100.0 * count(*) FILTER (WHERE queue = 'Billing' AND transferred = 'Y') / count(*) FILTER (WHERE queue = 'Billing') AS billing
        FROM t WHERE ${answered}`,
    ],
    [
      'abandon rate h1 vs h2',
      'compare',
      `SELECT 100.0 * count(*) FILTER (WHERE abandoned = 'Y' AND month(call_date) <= 6) / count(*) FILTER (WHERE month(call_date) <= 6) AS h1,
        100.0 * count(*) FILTER (WHERE abandoned = 'Y' AND month(call_date) >= 7) / count(*) FILTER (WHERE month(call_date) >= 7) AS h2
        FROM t`,
    ],
    [
      '% of calls in spanish',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE lang = 'ES') / count(*) FROM t`,
    ],
    ['and their asa?', 'follow-up', `SELECT avg(wait_sec) FROM t WHERE ${answered} AND lang = 'ES'`],
    [
      'is there a correlation between wait time and csat',
      'correlation',
      `SELECT corr(wait_sec, csat) FROM t WHERE csat IS NOT NULL`,
    ],
    ['avg wrap up time per agent', 'clarify', null],
    ['yoy change in call volume?', 'clarify', null],
  ],
});
