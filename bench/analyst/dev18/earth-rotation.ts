import { table } from '../spec';

const COLUMNS = [
  'x',
  'y',
  'ut1_utc',
  'lod',
  'dx',
  'dy',
  'x_err',
  'y_err',
  'ut1_utc_err',
  'lod_err',
  'dx_err',
  'dy_err',
];
/** The day-to-day jump of UT1−UTC: a leap second shows as a jump of about +1 s. */
const JUMPS = `(SELECT "date", ut1_utc - lag(ut1_utc) OVER (ORDER BY "date") AS jump FROM t)`;

export default table({
  name: 'earth_rotation',
  file: 'eopc04_IAU2000.62-now',
  domain:
    'Daily Earth orientation parameters from 1 January 1962 to 29 November 2022, the IERS EOP 14 C04 series of the Paris Observatory as astropy ships it (a file name with no extension): 14 header lines (title, a Fortran FORMAT line, `#####`, column names `Date MJD x y UT1-UTC LOD dX dY` and their errors, then a units line with `"` for arcseconds and `s` for seconds), then one space-aligned row per day: year, month and day as three integer columns, the Modified Julian Date, the pole coordinates x and y (arcseconds), UT1−UTC (seconds; it jumps by about +1 s on the day a leap second is inserted), LOD the excess length of day over 86,400 s (seconds; typically 0.000–0.004), the celestial pole offsets dX and dY (arcseconds, written 0.000000 before they were measured) and the uncertainties of all six',
  load: `SELECT make_date(CAST(f[1] AS INTEGER), CAST(f[2] AS INTEGER), CAST(f[3] AS INTEGER)) AS "date",
      CAST(f[4] AS INTEGER) AS mjd, ${COLUMNS.map((c, i) => `CAST(f[${i + 5}] AS DOUBLE) AS ${c}`).join(', ')}
    FROM (SELECT string_split_regex(trim(column0), '\\s+') AS f
      FROM read_csv('{file}', header = false, all_varchar = true, delim = '\\t', quote = '', escape = '', skip = 14))`,
  questions: [
    ['how many days of data', 'aggregate', `SELECT count(*) FROM t`],
    ['first and last date in the series', 'aggregate', `SELECT min("date"), max("date") FROM t`],
    ['avg length of day excess in ms', 'aggregate', `SELECT 1000 * avg(lod) FROM t`],
    ['lowest UT1-UTC value ever', 'aggregate', `SELECT min(ut1_utc) FROM t`],
    [
      'avg lod per decade (ms)',
      'group-by',
      `SELECT 10 * (year("date") // 10) AS decade, 1000 * avg(lod) FROM t GROUP BY decade ORDER BY decade`,
    ],
    [
      'which year had the longest days on average',
      'argmax',
      `SELECT year("date") FROM t GROUP BY year("date") ORDER BY avg(lod) DESC LIMIT 1`,
    ],
    [
      'year with the shortest avg lod',
      'argmax',
      `SELECT year("date") FROM t GROUP BY year("date") ORDER BY avg(lod) ASC LIMIT 1`,
    ],
    [
      'top 5 years by mean LOD',
      'top-n',
      `SELECT year("date") FROM t GROUP BY year("date") ORDER BY avg(lod) DESC LIMIT 5`,
    ],
    ['on what date was lod at its max', 'argmax', `SELECT "date" FROM t ORDER BY lod DESC LIMIT 1`],
    ['date of the highest pole y value', 'argmax', `SELECT "date" FROM t ORDER BY y DESC LIMIT 1`],
    [
      'how many leap seconds are in the data (days where ut1-utc jumps up by more than half a second)',
      'aggregate',
      `SELECT count(*) FROM ${JUMPS} WHERE jump > 0.5`,
    ],
    [
      'when was the last leap second',
      'argmax',
      `SELECT "date" FROM ${JUMPS} WHERE jump > 0.5 ORDER BY "date" DESC LIMIT 1`,
    ],
    ['avg ut1-utc during 2000', 'filtered', `SELECT avg(ut1_utc) FROM t WHERE year("date") = 2000`],
    [
      'how many days in 2020 had a negative lod',
      'filtered',
      `SELECT count(*) FROM t WHERE year("date") = 2020 AND lod < 0`,
    ],
    ['how many days had lod above 3 ms', 'filtered', `SELECT count(*) FROM t WHERE lod > 0.003`],
    [
      'what % of days in 2021 had lod below zero',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE lod < 0) / count(*) FROM t WHERE year("date") = 2021`,
    ],
    [
      'which calendar month has the longest avg lod',
      'calendar',
      `SELECT monthname("date") FROM t GROUP BY monthname("date") ORDER BY avg(lod) DESC LIMIT 1`,
    ],
    [
      'avg lod by month of the year, in ms',
      'calendar',
      `SELECT month("date") AS m, 1000 * avg(lod) FROM t GROUP BY m ORDER BY m`,
    ],
    [
      'mean lod in feb 1990',
      'calendar',
      `SELECT avg(lod) FROM t WHERE year("date") = 1990 AND month("date") = 2`,
    ],
    [
      'avg pole x in the 1980s vs the 2010s',
      'compare',
      `SELECT avg(x) FILTER (WHERE year("date") BETWEEN 1980 AND 1989), avg(x) FILTER (WHERE year("date") BETWEEN 2010 AND 2019) FROM t`,
    ],
    [
      'mean lod error 1962 vs 2022',
      'compare',
      `SELECT avg(lod_err) FILTER (WHERE year("date") = 1962), avg(lod_err) FILTER (WHERE year("date") = 2022) FROM t`,
    ],
    ['corr between pole x and y', 'correlation', `SELECT corr(x, y) FROM t`],
    ['correlation of lod and ut1-utc', 'correlation', `SELECT corr(lod, ut1_utc) FROM t`],
    ['ut1-utc on jan 1 2000', 'lookup', `SELECT ut1_utc FROM t WHERE "date" = DATE '2000-01-01'`],
    ['lod on 4 july 1976', 'lookup', `SELECT lod FROM t WHERE "date" = DATE '1976-07-04'`],
    ['mjd of 1 jan 2000', 'lookup', `SELECT mjd FROM t WHERE "date" = DATE '2000-01-01'`],
    ['ut1-utc on the last day of the series', 'lookup', `SELECT ut1_utc FROM t ORDER BY "date" DESC LIMIT 1`],
    ['how many days have no dX value (written as 0)', 'missing', `SELECT count(*) FROM t WHERE dx = 0`],
    ['what was lod on 1 march 2023', 'clarify', null],
    ['lod measured in tokyo vs paris', 'clarify', null],
  ],
});
