import { table } from '../spec';

export default table({
  name: 'alpine_passes',
  file: 'alpine_passes.csv',
  domain:
    'the highest paved road passes of the Alps: rank by elevation, pass, elevation in metres and in feet as `2,764` / `9,068`, country (`France / Italy` on a border), mountain range, the places it connects (`Davos – Susch`), whether the road stays open in winter (`Yes`, `No`, `Yes[c]`), notes (`—` for none)',
  load: `SELECT Rank::INTEGER AS rank, Pass AS pass,
      replace("Elevation (m)", ',', '')::INTEGER AS elevation_m,
      replace("Elevation (ft)", ',', '')::INTEGER AS elevation_ft,
      Country AS country,
      "Range" AS mountain_range,
      Connects AS connects,
      regexp_replace("Open in winter", '\\[[a-z]\\]', '', 'g') = 'Yes' AS open_in_winter,
      NULLIF(regexp_replace(Notes, '\\[[a-z]\\]', '', 'g'), '—') AS notes
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['highest pass in the alps', 'argmax', `SELECT pass FROM t ORDER BY elevation_m DESC LIMIT 1`],
    ['how many passes are over 2500m', 'filtered', `SELECT count(*) FROM t WHERE elevation_m > 2500`],
    [
      'how many passes are entirely in switzerland',
      'filtered',
      `SELECT count(*) FROM t WHERE country = 'Switzerland'`,
    ],
    ['how many passes cross a border', 'filtered', `SELECT count(*) FROM t WHERE country LIKE '%/%'`],
    [
      '3 highest passes that stay open in winter',
      'top-n',
      `SELECT pass FROM t WHERE open_in_winter ORDER BY elevation_m DESC LIMIT 3`,
    ],
    [
      'hieght difference between the stelvio and the gavia',
      'compare',
      `SELECT max(elevation_m) FILTER (WHERE pass = 'Stelvio Pass') - max(elevation_m) FILTER (WHERE pass = 'Gavia Pass') FROM t`,
    ],
    ['how high is the grimsel in feet', 'lookup', `SELECT elevation_ft FROM t WHERE pass = 'Grimsel Pass'`],
    [
      'how many passes in the dolomites',
      'filtered',
      `SELECT count(*) FROM t WHERE mountain_range = 'Dolomites'`,
    ],
    ['which pass goes from davos to susch', 'lookup', `SELECT pass FROM t WHERE connects = 'Davos – Susch'`],
    ['whats the 10th highest pass', 'lookup', `SELECT pass FROM t WHERE rank = 10`],
    [
      'which pass is ranked just below the stelvio',
      'lookup',
      `SELECT pass FROM t WHERE rank = (SELECT rank FROM t WHERE pass = 'Stelvio Pass') + 1`,
    ],
    ['how many passes stay open in winter', 'filtered', `SELECT count(*) FROM t WHERE open_in_winter`],
    [
      'highest pass in austria',
      'argmax',
      `SELECT pass FROM t WHERE country LIKE '%Austria%' ORDER BY elevation_m DESC LIMIT 1`,
    ],
    ['lowest pass on the list', 'argmax', `SELECT pass FROM t ORDER BY elevation_m LIMIT 1`],
    ['how many passes are higher than 2700 m', 'filtered', `SELECT count(*) FROM t WHERE elevation_m > 2700`],
    ['median elevation', 'aggregate', `SELECT median(elevation_m) FROM t`],
    [
      'is the furka higher than the nufenen',
      'compare',
      `SELECT max(elevation_m) FILTER (WHERE pass = 'Furka Pass'), max(elevation_m) FILTER (WHERE pass = 'Nufenen Pass') FROM t`,
    ],
    [
      'how many passes on the french italian border',
      'filtered',
      `SELECT count(*) FROM t WHERE country = 'France / Italy'`,
    ],
    [
      'what % of the passes close in winter',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE NOT open_in_winter) / count(*) FROM t`,
    ],
    [
      'difference between the highest and lowest pass',
      'aggregate',
      `SELECT max(elevation_m) - min(elevation_m) FROM t`,
    ],
    [
      'which range is the great st bernard in',
      'lookup',
      `SELECT mountain_range FROM t WHERE pass = 'Great St Bernard Pass'`,
    ],
    [
      'counting border passes for both countries, which country has the most passes',
      'argmax',
      `SELECT c FROM (SELECT unnest(string_split(country, ' / ')) AS c FROM t) GROUP BY c ORDER BY count(*) DESC LIMIT 1`,
    ],
    [
      'how many passes in each range',
      'group-by',
      `SELECT mountain_range, count(*) FROM t GROUP BY mountain_range ORDER BY mountain_range`,
    ],
    ['which pass is the steepest', 'clarify', null],
    ['when does the stelvio open for the summer', 'clarify', null],
  ],
});
