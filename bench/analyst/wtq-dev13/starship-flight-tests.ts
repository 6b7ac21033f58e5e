import { table } from '../spec';

export default table({
  name: 'starship_flight_tests',
  file: 'starship_flight_tests.csv',
  domain:
    "a rocket's integrated flight tests 2023–2025: flight number, launch date `20 April 2023`, booster (`B14-2[c]` for a reflown one) and ship (`S24`), duration `3 min 59 s` / `49 min` / `1 h 6 min`, `Max. altitude` `234 km`, booster outcome (`Lost`, `Splashdown[b]`, `Caught`), ship outcome (`Lost on re-entry`), result (`Failure`, `Partial failure[a]`, `Success`), notes sentence with semicolons",
  load: `SELECT Flight::INTEGER AS flight, strptime(Date, '%d %B %Y')::DATE AS launch_date,
      regexp_replace(Booster, '\\[[a-z]\\]', '', 'g') AS booster, Ship AS ship,
      coalesce(nullif(regexp_extract(Duration, '(\\d+) h', 1), '')::INTEGER, 0) * 3600
        + coalesce(nullif(regexp_extract(Duration, '(\\d+) min', 1), '')::INTEGER, 0) * 60
        + coalesce(nullif(regexp_extract(Duration, '(\\d+) s', 1), '')::INTEGER, 0) AS duration_s,
      replace("Max. altitude", ' km', '')::INTEGER AS max_altitude_km,
      regexp_replace("Booster outcome", '\\[[a-z]\\]', '', 'g') AS booster_outcome,
      "Ship outcome" AS ship_outcome,
      regexp_replace(Result, '\\[[a-z]\\]', '', 'g') AS result, Notes AS notes
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['how many starship flights failed', 'filtered', `SELECT count(*) FROM t WHERE result = 'Failure'`],
    [
      'what share of the flights were a full success',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE result = 'Success') / count(*) FROM t`,
    ],
    [
      'how many times was the booster caught',
      'filtered',
      `SELECT count(*) FROM t WHERE booster_outcome = 'Caught'`,
    ],
    ['which flights were those', 'follow-up', `SELECT flight FROM t WHERE booster_outcome = 'Caught'`],
    [
      'when was the first booster catch',
      'argmax',
      `SELECT launch_date FROM t WHERE booster_outcome = 'Caught' ORDER BY launch_date ASC LIMIT 1`,
    ],
    ['highest altitude reached', 'aggregate', `SELECT max(max_altitude_km) FROM t`],
    ['which flight was that', 'follow-up', `SELECT flight FROM t ORDER BY max_altitude_km DESC LIMIT 1`],
    ['top 3 flights by altitude', 'top-n', `SELECT flight FROM t ORDER BY max_altitude_km DESC LIMIT 3`],
    ['how many seconds did flight 1 last', 'lookup', `SELECT duration_s FROM t WHERE flight = 1`],
    [
      'how many flights lasted more than an hour',
      'filtered',
      `SELECT count(*) FROM t WHERE duration_s > 3600`,
    ],
    ['total flight time across all tests in minutes', 'aggregate', `SELECT sum(duration_s) / 60.0 FROM t`],
    [
      'which ships were lost on reentry',
      'filtered',
      `SELECT ship FROM t WHERE ship_outcome = 'Lost on re-entry'`,
    ],
    [
      'how many flights were there in 2025',
      'filtered',
      `SELECT count(*) FROM t WHERE year(launch_date) = 2025`,
    ],
    [
      'and how many of those failed',
      'follow-up',
      `SELECT count(*) FROM t WHERE year(launch_date) = 2025 AND result = 'Failure'`,
    ],
    ['flights per year', 'group-by', `SELECT year(launch_date) AS yr, count(*) FROM t GROUP BY yr`],
    [
      'how many days between flight 9 and flight 10',
      'compare',
      `SELECT date_diff('day', max(launch_date) FILTER (WHERE flight = 9), max(launch_date) FILTER (WHERE flight = 10)) FROM t`,
    ],
    [
      'longest wait between two flights, in days',
      'argmax',
      `SELECT max(gap) FROM (SELECT date_diff('day', lag(launch_date) OVER (ORDER BY launch_date), launch_date) AS gap FROM t)`,
    ],
    [
      'which boosters flew more than once',
      'filtered',
      `SELECT regexp_replace(booster, '-\\d+$', '') AS b FROM t GROUP BY b HAVING count(*) > 1`,
    ],
    [
      'what flight was the first with a reflown booster',
      'lookup',
      `SELECT min(flight) FROM t WHERE booster LIKE '%-%'`,
    ],
    [
      'correlation between flight duration and max altitude',
      'correlation',
      `SELECT corr(duration_s, max_altitude_km) FROM t`,
    ],
    [
      'how many launches were in october (any yr)',
      'calendar',
      `SELECT count(*) FROM t WHERE month(launch_date) = 10`,
    ],
    [
      'avg altitude failures vs successes',
      'compare',
      `SELECT avg(max_altitude_km) FILTER (WHERE result = 'Failure'), avg(max_altitude_km) FILTER (WHERE result = 'Success') FROM t`,
    ],
    ['what was the result of the b10 flgiht', 'lookup', `SELECT result FROM t WHERE booster = 'B10'`],
    ['how much did flight 5 cost', 'clarify', null],
    ['how heavy was the payload on flight 10', 'clarify', null],
  ],
});
