import { table } from '../spec';

export default table({
  name: 'tallest_statues',
  file: 'tallest_statues.csv',
  domain:
    "the world's tallest statues ranked by the statue's own height: rank with a tie (`=6` twice, no 7), statue (footnote marks), what it depicts, location `Ushiku, Ibaraki` or a city alone, country, height `182 m`, height with pedestal (`—` when not given), year completed (one `803`), material (`Bronze over concrete`, `Steel, bronze`)",
  load: `SELECT replace(Rank, '=', '')::INTEGER AS rank, Rank LIKE '=%' AS tied,
      regexp_replace(Statue, '\\[[a-z]\\]', '', 'g') AS statue, Depicts AS depicts,
      Location AS location, Country AS country,
      replace(Height, ' m', '')::INTEGER AS height_m,
      nullif(replace("With pedestal", ' m', ''), '—')::INTEGER AS with_pedestal_m,
      Completed::INTEGER AS completed, Material AS material
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['how many statues are in japan', 'filtered', `SELECT count(*) FROM t WHERE country = 'Japan'`],
    [
      'which is the shortest of those',
      'follow-up',
      `SELECT statue FROM t WHERE country = 'Japan' ORDER BY height_m ASC LIMIT 1`,
    ],
    ['which statues share a rank', 'filtered', `SELECT statue FROM t WHERE tied`],
    ['how many depict guanyin', 'filtered', `SELECT count(*) FROM t WHERE depicts = 'Guanyin'`],
    [
      '3 tallest statues in china',
      'top-n',
      `SELECT statue FROM t WHERE country = 'China' ORDER BY height_m DESC LIMIT 3`,
    ],
    [
      'which country has the most statues on the list',
      'argmax',
      `SELECT country FROM t GROUP BY country ORDER BY count(*) DESC LIMIT 1`,
    ],
    ['oldest statue', 'argmax', `SELECT statue FROM t ORDER BY completed ASC LIMIT 1`],
    ['how tall is it', 'follow-up', `SELECT height_m FROM t ORDER BY completed ASC LIMIT 1`],
    [
      'how many were completed in the 2000s',
      'filtered',
      `SELECT count(*) FROM t WHERE completed BETWEEN 2000 AND 2009`,
    ],
    [
      'avg height of statues built since 2010',
      'aggregate',
      `SELECT avg(height_m) FROM t WHERE completed >= 2010`,
    ],
    [
      'how much taller is the statue of unity than the statue of liberty',
      'compare',
      `SELECT max(height_m) FILTER (WHERE statue = 'Statue of Unity') - max(height_m) FILTER (WHERE statue = 'Statue of Liberty') FROM t`,
    ],
    [
      'height of the statue of liberty incl its pedestal',
      'lookup',
      `SELECT with_pedestal_m FROM t WHERE statue = 'Statue of Liberty'`,
    ],
    [
      'which statue has the tallest pedestal',
      'argmax',
      `SELECT statue FROM t WHERE with_pedestal_m IS NOT NULL ORDER BY with_pedestal_m - height_m DESC LIMIT 1`,
    ],
    [
      'how many have no height with pedestal given',
      'missing',
      `SELECT count(*) FROM t WHERE with_pedestal_m IS NULL`,
    ],
    [
      'what is ranked right below the motherland calls',
      'lookup',
      `SELECT statue FROM t WHERE rank = (SELECT rank + 1 FROM t WHERE statue = 'The Motherland Calls')`,
    ],
    [
      'how many list concrete as a material',
      'filtered',
      `SELECT count(*) FROM t WHERE lower(material) LIKE '%concrete%'`,
    ],
    [
      'where is the sendai daikannon',
      'lookup',
      `SELECT location, country FROM t WHERE statue = 'Sendai Daikannon'`,
    ],
    ['statues in russia', 'filtered', `SELECT statue FROM t WHERE country = 'Russia'`],
    [
      'which one is older',
      'follow-up',
      `SELECT statue FROM t WHERE country = 'Russia' ORDER BY completed ASC LIMIT 1`,
    ],
    [
      'what percent of the statues are in china or india',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE country IN ('China', 'India')) / count(*) FROM t`,
    ],
    ['median height', 'aggregate', `SELECT median(height_m) FROM t`],
    [
      'tallest statue finished before 1990',
      'argmax',
      `SELECT statue FROM t WHERE completed < 1990 ORDER BY height_m DESC LIMIT 1`,
    ],
    [
      'is christ the redeemer taller than christ the king',
      'compare',
      `SELECT statue, height_m FROM t WHERE statue IN ('Christ the Redeemer', 'Christ the King')`,
    ],
    ['how much did the statue of unity cost to build', 'clarify', null],
    ['which statue gets the most visitors a year', 'clarify', null],
  ],
});
