import { table } from '../spec';

/** Standardized mortality ratio: observed over expected working-age deaths. */
const SMR = `db2564 / eb2564`;

export default table({
  name: 'tokyo_mortality',
  file: 'Tokyomortality.csv',
  domain:
    'Working-age (25–64) mortality in the 262 municipalities of the Tokyo metropolitan area (the area within about 70 km of the Imperial Palace) in 1990, from the Vital Statistics and the Population Census of Japan, prepared by Nakaya for the GWR4 sample data and shipped with the Python package libpysal: a CSV with **old Mac line ends (CR only, no LF)** and no newline after the last row, nine coded headers and no municipality names — `IDnum0` (area id 0–261), `X_CENTROID`, `Y_CENTROID` (centroid in metres, UTM zone 54, Tokyo datum), `db2564` (observed deaths aged 25–64), `eb2564` (expected deaths, three decimals), `OCC_TEC` (proportion of professional and technical workers), `OWNH` (proportion of owned houses), `POP65` (proportion aged 65 or over), all three as fractions, and `UNEMP` (unemployment rate in %); the ratio of observed to expected deaths is the standardized mortality ratio (SMR)',
  load: `SELECT CAST(IDnum0 AS INTEGER) AS IDnum0, CAST(X_CENTROID AS DOUBLE) AS X_CENTROID, CAST(Y_CENTROID AS DOUBLE) AS Y_CENTROID,
      CAST(db2564 AS INTEGER) AS db2564, CAST(eb2564 AS DOUBLE) AS eb2564, CAST(OCC_TEC AS DOUBLE) AS OCC_TEC,
      CAST(OWNH AS DOUBLE) AS OWNH, CAST(POP65 AS DOUBLE) AS POP65, CAST(UNEMP AS DOUBLE) AS UNEMP
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['total observed working age deaths', 'aggregate', `SELECT sum(db2564) FROM t`],
    ['and expected?', 'follow-up', `SELECT sum(eb2564) FROM t`],
    [
      'overall observed/expected ratio for the whole area',
      'aggregate',
      `SELECT sum(db2564) / sum(eb2564) FROM t`,
    ],
    ['which area has the most deaths', 'argmax', `SELECT IDnum0 FROM t ORDER BY db2564 DESC LIMIT 1`],
    ['area with the highest smr', 'argmax', `SELECT IDnum0 FROM t ORDER BY ${SMR} DESC LIMIT 1`],
    [
      'how many municipalities had more deaths than expected',
      'filtered',
      `SELECT count(*) FROM t WHERE db2564 > eb2564`,
    ],
    [
      'what share of all areas is that',
      'follow-up',
      `SELECT 100.0 * count(*) FILTER (WHERE db2564 > eb2564) / count(*) FROM t`,
    ],
    ['avg unemployment rate', 'aggregate', `SELECT avg(UNEMP) FROM t`],
    ['correlation between unemployment and smr', 'correlation', `SELECT corr(UNEMP, ${SMR}) FROM t`],
    ['corr between % elderly and home ownership', 'correlation', `SELECT corr(POP65, OWNH) FROM t`],
    ['top 5 areas by unemployment', 'top-n', `SELECT IDnum0, UNEMP FROM t ORDER BY UNEMP DESC LIMIT 5`],
    ['area 113: observed and expected deaths', 'lookup', `SELECT db2564, eb2564 FROM t WHERE IDnum0 = 113`],
    ['medain share of people 65+', 'aggregate', `SELECT median(POP65) FROM t`],
    [
      'any missing values in this file?',
      'missing',
      `SELECT count(*) FILTER (WHERE IDnum0 IS NULL OR X_CENTROID IS NULL OR Y_CENTROID IS NULL OR db2564 IS NULL OR eb2564 IS NULL OR OCC_TEC IS NULL OR OWNH IS NULL OR POP65 IS NULL OR UNEMP IS NULL) FROM t`,
    ],
    ['which area has the lowest home ownership', 'argmax', `SELECT IDnum0 FROM t ORDER BY OWNH ASC LIMIT 1`],
    [
      'avg smr for areas with unemployment above 3% vs 3% or below',
      'group-by',
      `SELECT avg(${SMR}) FILTER (WHERE UNEMP > 3) AS above_3, avg(${SMR}) FILTER (WHERE UNEMP <= 3) AS at_or_below_3 FROM t`,
    ],
    [
      'total deaths in the 10 areas with the highest share of professional workers',
      'top-n',
      `SELECT sum(db2564) FROM (SELECT db2564 FROM t ORDER BY OCC_TEC DESC LIMIT 10)`,
    ],
    [
      'what % of all observed deaths are in the 10 areas with the most deaths',
      'share',
      `SELECT 100.0 * (SELECT sum(db2564) FROM (SELECT db2564 FROM t ORDER BY db2564 DESC LIMIT 10)) / sum(db2564) FROM t`,
    ],
    ['northernmost area id', 'argmax', `SELECT IDnum0 FROM t ORDER BY Y_CENTROID DESC LIMIT 1`],
    ['std dev of the unemployment rate', 'aggregate', `SELECT stddev_samp(UNEMP) FROM t`],
    [
      'how many areas have more than 15% aged 65 or over',
      'filtered',
      `SELECT count(*) FROM t WHERE POP65 > 0.15`,
    ],
    [
      'area 0 vs area 1 smr',
      'compare',
      `SELECT max(${SMR}) FILTER (WHERE IDnum0 = 0), max(${SMR}) FILTER (WHERE IDnum0 = 1) FROM t`,
    ],
    [
      'total excess deaths (observed minus expected) across the areas that were above expected',
      'filtered',
      `SELECT sum(db2564 - eb2564) FROM t WHERE db2564 > eb2564`,
    ],
    [
      'which area had the biggest excess of deaths over expected',
      'argmax',
      `SELECT IDnum0 FROM t ORDER BY db2564 - eb2564 DESC LIMIT 1`,
    ],
    [
      'whats the unemployment there',
      'follow-up',
      `SELECT UNEMP FROM t ORDER BY db2564 - eb2564 DESC LIMIT 1`,
    ],
    [
      'count of areas by unemployment band: under 2, 2-3, 3-4, 4 and up',
      'group-by',
      `SELECT count(*) FILTER (WHERE UNEMP < 2) AS under_2, count(*) FILTER (WHERE UNEMP >= 2 AND UNEMP < 3) AS from_2_to_3, count(*) FILTER (WHERE UNEMP >= 3 AND UNEMP < 4) AS from_3_to_4, count(*) FILTER (WHERE UNEMP >= 4) AS from_4 FROM t`,
    ],
    [
      'avg home ownership in areas with an smr above 1.2',
      'filtered',
      `SELECT avg(OWNH) FROM t WHERE ${SMR} > 1.2`,
    ],
    ['how many deaths in shinjuku', 'clarify', null],
    ['death rate per 100k people in area 5', 'clarify', null],
  ],
});
