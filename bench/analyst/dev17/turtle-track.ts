import { table } from '../spec';

export default table({
  name: 'turtle_track',
  file: 'seamap105_mod.csv',
  domain:
    'The satellite track of one sea turtle crossing the North Pacific from Baja California (August 1996) to the coast of Japan (August 1997), shipped with the R package sp as its turtle example (OBIS-SEAMAP data set 105): one row per location fix, `"id"` the fix number (1–394, the rows are not in id or time order), `lat` and `lon` in decimal degrees (`lon` negative, degrees west, until the turtle crosses the 180° meridian in February 1997, positive, degrees east, after), and `obs_date` a month-first timestamp `08/13/1997 05:37:29` (no time zone), quoted on some rows and not on others',
  load: `SELECT CAST(id AS INTEGER) AS id, CAST(lat AS DOUBLE) AS lat, CAST(lon AS DOUBLE) AS lon,
      strptime(obs_date, '%m/%d/%Y %H:%M:%S') AS obs_time
    FROM read_csv('{file}', header = true, all_varchar = true, quote = '"')`,
  questions: [
    ['how many locations are in the file', 'aggregate', `SELECT count(*) FROM t`],
    ['when does the track start', 'aggregate', `SELECT CAST(min(obs_time) AS DATE) FROM t`],
    ['date of the last observation', 'aggregate', `SELECT CAST(max(obs_time) AS DATE) FROM t`],
    [
      'how many days does the track span',
      'aggregate',
      `SELECT date_diff('day', min(obs_time), max(obs_time)) FROM t`,
    ],
    [
      'on how many different days was there at least one fix',
      'aggregate',
      `SELECT count(DISTINCT CAST(obs_time AS DATE)) FROM t`,
    ],
    [
      'fixes per month',
      'group-by',
      `SELECT strftime(obs_time, '%Y-%m') AS m, count(*) FROM t GROUP BY m ORDER BY m`,
    ],
    [
      'which month had the most fixes',
      'argmax',
      `SELECT strftime(obs_time, '%Y-%m') AS m FROM t GROUP BY m ORDER BY count(*) DESC LIMIT 1`,
    ],
    [
      'top 3 months by number of fixes',
      'top-n',
      `SELECT strftime(obs_time, '%Y-%m') AS m FROM t GROUP BY m ORDER BY count(*) DESC LIMIT 3`,
    ],
    ['how many fixes in 1997', 'filtered', `SELECT count(*) FROM t WHERE year(obs_time) = 1997`],
    [
      'fixes in 1996 vs 1997',
      'compare',
      `SELECT count(*) FILTER (WHERE year(obs_time) = 1996), count(*) FILTER (WHERE year(obs_time) = 1997) FROM t`,
    ],
    [
      '# of fixes in aug 1997',
      'filtered',
      `SELECT count(*) FROM t WHERE strftime(obs_time, '%Y-%m') = '1997-08'`,
    ],
    ['furthest north it got? (max lat)', 'aggregate', `SELECT max(lat) FROM t`],
    [
      'on what date was it furthest south',
      'argmax',
      `SELECT CAST(obs_time AS DATE) FROM t ORDER BY lat ASC LIMIT 1`,
    ],
    ['avg latitude', 'aggregate', `SELECT avg(lat) FROM t`],
    ['min and max longitude', 'aggregate', `SELECT min(lon), max(lon) FROM t`],
    ['how many fixes have a negative longitude', 'filtered', `SELECT count(*) FROM t WHERE lon < 0`],
    [
      'what % of fixes have a positive lon',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE lon > 0) / count(*) FROM t`,
    ],
    [
      'when did it cross the date line? (first fix with lon > 0)',
      'filtered',
      `SELECT CAST(min(obs_time) AS DATE) FROM t WHERE lon > 0`,
    ],
    [
      'avg lat in dec 1996',
      'filtered',
      `SELECT avg(lat) FROM t WHERE obs_time >= TIMESTAMP '1996-12-01' AND obs_time < TIMESTAMP '1997-01-01'`,
    ],
    [
      'how many fixes were taken between midnight and 6am',
      'filtered',
      `SELECT count(*) FROM t WHERE hour(obs_time) < 6`,
    ],
    [
      'which hour of the day has the most fixes',
      'calendar',
      `SELECT hour(obs_time) AS h FROM t GROUP BY h ORDER BY count(*) DESC LIMIT 1`,
    ],
    [
      'which weekday has the fewest fixes',
      'calendar',
      `SELECT dayname(obs_time) AS d FROM t GROUP BY d ORDER BY count(*) ASC LIMIT 1`,
    ],
    [
      'where was the turtle on may 13 1997 (lat/lon)',
      'lookup',
      `SELECT lat, lon FROM t WHERE CAST(obs_time AS DATE) = DATE '1997-05-13'`,
    ],
    ['position of fix id 200', 'lookup', `SELECT lat, lon FROM t WHERE id = 200`],
    ['when was fix #394 taken', 'lookup', `SELECT obs_time FROM t WHERE id = 394`],
    [
      'longest gap between two consecutive fixes, in days',
      'aggregate',
      `SELECT max(date_diff('second', prev, obs_time)) / 86400.0 FROM (SELECT obs_time, lag(obs_time) OVER (ORDER BY obs_time) AS prev FROM t)`,
    ],
    [
      'between which two dates was the longest gap without a fix',
      'argmax',
      `SELECT CAST(prev AS DATE), CAST(obs_time AS DATE) FROM (SELECT obs_time, lag(obs_time) OVER (ORDER BY obs_time) AS prev FROM t) WHERE prev IS NOT NULL ORDER BY obs_time - prev DESC LIMIT 1`,
    ],
    ['correlation between lat and lon', 'correlation', `SELECT corr(lat, lon) FROM t`],
    ['what species is this turtle', 'clarify', null],
    ['how deep did it dive', 'clarify', null],
  ],
});
