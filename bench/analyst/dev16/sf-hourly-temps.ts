import { table } from '../spec';

export default table({
  name: 'sf_hourly_temps',
  file: 'sf-temps.csv',
  domain:
    'Hourly air temperature in San Francisco through 2010, as shipped with the vega-datasets package (`sf-temps.csv`): two columns, the temperature first (`temp`, degrees Fahrenheit with one decimal, no unit in the file) and then the timestamp written as text `2010/01/01 00:00:00` (year/month/day, 24-hour clock, no time zone); one row per hour, 8,759 rows for the 8,760 hours of 2010 (one hour is absent)',
  load: `SELECT strptime("date", '%Y/%m/%d %H:%M:%S') AS "date", CAST(temp AS DOUBLE) AS temp
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['how many readings are there', 'aggregate', `SELECT count(*) FROM t`],
    ['avg temp for the whole year', 'aggregate', `SELECT avg(temp) FROM t`],
    ['hottest temp recorded', 'aggregate', `SELECT max(temp) FROM t`],
    ['when was that', 'follow-up', `SELECT "date" FROM t WHERE temp = (SELECT max(temp) FROM t)`],
    ['and the coldest reading?', 'follow-up', `SELECT min(temp) FROM t`],
    ['avg temp by month', 'group-by', `SELECT month("date") AS m, avg(temp) FROM t GROUP BY m ORDER BY m`],
    [
      'which month was warmest on avg',
      'argmax',
      `SELECT monthname(min("date")) FROM t GROUP BY month("date") ORDER BY avg(temp) DESC LIMIT 1`,
    ],
    [
      'and coldest month?',
      'follow-up',
      `SELECT monthname(min("date")) FROM t GROUP BY month("date") ORDER BY avg(temp) ASC LIMIT 1`,
    ],
    ['avg temp in july 2010', 'calendar', `SELECT avg(temp) FROM t WHERE month("date") = 7`],
    [
      'whats the avg at 3pm vs 3am',
      'compare',
      `SELECT avg(temp) FILTER (WHERE hour("date") = 15), avg(temp) FILTER (WHERE hour("date") = 3) FROM t`,
    ],
    [
      'which hour of the day is warmest on average',
      'argmax',
      `SELECT hour("date") AS h FROM t GROUP BY h ORDER BY avg(temp) DESC LIMIT 1`,
    ],
    ['how many hours were above 70 degrees', 'filtered', `SELECT count(*) FROM t WHERE temp > 70`],
    [
      'what % of hours were below 50',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE temp < 50) / count(*) FROM t`,
    ],
    [
      'avg temp on christmas day',
      'calendar',
      `SELECT avg(temp) FROM t WHERE CAST("date" AS DATE) = DATE '2010-12-25'`,
    ],
    [
      'high on new years day?',
      'calendar',
      `SELECT max(temp) FROM t WHERE CAST("date" AS DATE) = DATE '2010-01-01'`,
    ],
    [
      'which day(s) had the highest daily average',
      'argmax',
      `SELECT d FROM (SELECT CAST("date" AS DATE) AS d, avg(temp) AS a FROM t GROUP BY d) WHERE a = (SELECT max(a) FROM (SELECT avg(temp) AS a FROM t GROUP BY CAST("date" AS DATE))) ORDER BY d`,
    ],
    [
      'top 3 days by daily max temp',
      'top-n',
      `SELECT CAST("date" AS DATE) AS d, max(temp) AS hi FROM t GROUP BY d ORDER BY hi DESC LIMIT 3`,
    ],
    [
      'weekends vs weekdays avg temp',
      'compare',
      `SELECT avg(temp) FILTER (WHERE isodow("date") >= 6), avg(temp) FILTER (WHERE isodow("date") <= 5) FROM t`,
    ],
    ['avg temp in q1', 'calendar', `SELECT avg(temp) FROM t WHERE quarter("date") = 1`],
    [
      'how much warmer is aug than jan on avg',
      'compare',
      `SELECT avg(temp) FILTER (WHERE month("date") = 8) - avg(temp) FILTER (WHERE month("date") = 1) FROM t`,
    ],
    ['medain temp', 'aggregate', `SELECT median(temp) FROM t`],
    ['are any hours missing from the data?', 'missing', `SELECT 8760 - count(DISTINCT "date") FROM t`],
    [
      'which one',
      'follow-up',
      `SELECT h FROM (SELECT unnest(generate_series(TIMESTAMP '2010-01-01 00:00:00', TIMESTAMP '2010-12-31 23:00:00', INTERVAL 1 HOUR)) AS h) WHERE h NOT IN (SELECT "date" FROM t)`,
    ],
    [
      'how many days had a high over 80',
      'filtered',
      `SELECT count(*) FROM (SELECT CAST("date" AS DATE) AS d FROM t GROUP BY d HAVING max(temp) > 80)`,
    ],
    [
      'whats the temp range over the year (max minus min)',
      'aggregate',
      `SELECT max(temp) - min(temp) FROM t`,
    ],
    ['corr between hour of day and temp', 'correlation', `SELECT corr(hour("date"), temp) FROM t`],
    ['std dev of temps in december', 'filtered', `SELECT stddev_samp(temp) FROM t WHERE month("date") = 12`],
    ['what was the humidity on the hottest day', 'clarify', null],
    ['avg temp in 2011?', 'clarify', null],
  ],
});
