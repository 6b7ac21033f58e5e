import { table } from '../spec';

export default table({
  name: 'prominent_peaks',
  file: 'prominent_peaks.csv',
  domain:
    "the world's most topographically prominent mountains (top 20 by prominence): rank, peak, countries listed in one cell (`Nepal, China`, `France, Italy`), range (`—` for none), elevation and prominence both as `8,848 m (29,029 ft)`, year of first ascent (`1874[a]`, `c. 905`, `—[b]` unknown)",
  load: `SELECT Rank::INTEGER AS rank, Peak AS peak, Country AS countries, NULLIF(Range, '—') AS range,
      replace(regexp_extract(Elevation, '^([0-9,]+) m', 1), ',', '')::INTEGER AS elevation_m,
      replace(regexp_extract(Elevation, '\\(([0-9,]+) ft\\)', 1), ',', '')::INTEGER AS elevation_ft,
      replace(regexp_extract(Prominence, '^([0-9,]+) m', 1), ',', '')::INTEGER AS prominence_m,
      replace(regexp_extract(Prominence, '\\(([0-9,]+) ft\\)', 1), ',', '')::INTEGER AS prominence_ft,
      NULLIF(regexp_extract("First ascent", '(\\d{3,4})', 1), '')::INTEGER AS first_ascent,
      "First ascent" LIKE 'c.%' AS first_ascent_approx
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    [
      'whats the 2nd highest peak by elevation',
      'top-n',
      `SELECT peak FROM t ORDER BY elevation_m DESC LIMIT 1 OFFSET 1`,
    ],
    [
      'how many peaks are in the united states',
      'filtered',
      `SELECT count(*) FROM t WHERE countries LIKE '%United States%'`,
    ],
    ['how many are over 6000 m', 'filtered', `SELECT count(*) FROM t WHERE elevation_m > 6000`],
    ['prominence of mont blanc in feet', 'lookup', `SELECT prominence_ft FROM t WHERE peak = 'Mont Blanc'`],
    ['which one was climbed first', 'argmax', `SELECT peak FROM t ORDER BY first_ascent NULLS LAST LIMIT 1`],
    ['and most recently', 'follow-up', `SELECT peak FROM t ORDER BY first_ascent DESC NULLS LAST LIMIT 1`],
    [
      'how many were first climbed in the 1900s',
      'filtered',
      `SELECT count(*) FROM t WHERE first_ascent BETWEEN 1900 AND 1999`,
    ],
    ['how many have no first ascent listed', 'missing', `SELECT count(*) FROM t WHERE first_ascent IS NULL`],
    [
      'diff between elevation and prominence for denali',
      'lookup',
      `SELECT elevation_m - prominence_m FROM t WHERE peak = 'Denali'`,
    ],
    [
      'which peak has the biggest gap between its height and its prominence',
      'argmax',
      `SELECT peak FROM t ORDER BY elevation_m - prominence_m DESC LIMIT 1`,
    ],
    [
      'how many have the same elevation and prominence',
      'filtered',
      `SELECT count(*) FROM t WHERE elevation_m = prominence_m`,
    ],
    ['avg prominence', 'aggregate', `SELECT avg(prominence_m) FROM t`],
    ['what about in feet', 'follow-up', `SELECT avg(prominence_ft) FROM t`],
    [
      'which countries have the most peaks on this list',
      'argmax',
      `WITH c AS (SELECT unnest(string_split(countries, ', ')) AS c FROM t), n AS (SELECT c, count(*) AS k FROM c GROUP BY c) SELECT c FROM n WHERE k = (SELECT max(k) FROM n) ORDER BY c`,
    ],
    ['peaks in the himalayas', 'filtered', `SELECT peak FROM t WHERE range = 'Himalayas'`],
    ['total prominence of the top 5', 'filtered', `SELECT sum(prominence_m) FROM t WHERE rank <= 5`],
    ['whats the rank of kilimanjaro', 'lookup', `SELECT rank FROM t WHERE peak = 'Kilimanjaro'`],
    ['what range is aconcagua in', 'lookup', `SELECT range FROM t WHERE peak = 'Aconcagua'`],
    [
      'correlation between elevation and prominence',
      'correlation',
      `SELECT corr(elevation_m, prominence_m) FROM t`,
    ],
    ['top 3 by elevation', 'top-n', `SELECT peak FROM t ORDER BY elevation_m DESC LIMIT 3`],
    [
      'how many peaks are shared by 2 countries',
      'filtered',
      `SELECT count(*) FROM t WHERE countries LIKE '%,%'`,
    ],
    ['median elevation in feet', 'aggregate', `SELECT median(elevation_ft) FROM t`],
    [
      'what % of the peaks are over 5000m',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE elevation_m > 5000) / count(*) FROM t`,
    ],
    ['how cold is it on top of denali', 'clarify', null],
    ['who made the first ascent of logan', 'clarify', null],
  ],
});
