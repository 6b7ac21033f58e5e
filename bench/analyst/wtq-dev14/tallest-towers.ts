import { table } from '../spec';

export default table({
  name: 'tallest_towers',
  file: 'tallest_towers.csv',
  domain:
    'the tallest towers (self-supporting, not buildings): rank, tower, city, country, height `634 m (2,080 ft)` / `553.3 m (1,815 ft)`, year completed, structure (`Concrete`, `Steel lattice`, `Wrought-iron lattice`), notes (`Fernsehturm[a]`; `—` for none)',
  load: `SELECT Rank::INTEGER AS rank, Tower AS tower, City AS city, Country AS country,
      replace(regexp_extract(Height, '^([0-9.,]+) m', 1), ',', '')::DOUBLE AS height_m,
      replace(regexp_extract(Height, '\\(([0-9,]+) ft\\)', 1), ',', '')::INTEGER AS height_ft,
      Completed::INTEGER AS completed, Structure AS structure,
      NULLIF(regexp_replace(Notes, '\\[[a-z]\\]', '', 'g'), '—') AS notes
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    [
      'tallest tower in china',
      'argmax',
      `SELECT tower FROM t WHERE country = 'China' ORDER BY height_m DESC LIMIT 1`,
    ],
    ['how many towers are in china', 'filtered', `SELECT count(*) FROM t WHERE country = 'China'`],
    [
      'which country has the most towers on the list',
      'argmax',
      `SELECT country FROM t GROUP BY country ORDER BY count(*) DESC LIMIT 1`,
    ],
    ['how tall is the cn tower in feet', 'lookup', `SELECT height_ft FROM t WHERE tower = 'CN Tower'`],
    ['avg height of the towers', 'aggregate', `SELECT avg(height_m) FROM t`],
    ['and the median?', 'follow-up', `SELECT median(height_m) FROM t`],
    ['how many were finished before 1980', 'filtered', `SELECT count(*) FROM t WHERE completed < 1980`],
    ['oldest tower on the list', 'argmax', `SELECT tower FROM t ORDER BY completed LIMIT 1`],
    ['and the newest', 'follow-up', `SELECT tower FROM t ORDER BY completed DESC LIMIT 1`],
    [
      'height difference between skytree and cn tower',
      'compare',
      `SELECT max(height_m) FILTER (WHERE tower = 'Tokyo Skytree') - max(height_m) FILTER (WHERE tower = 'CN Tower') FROM t`,
    ],
    ['how many towers over 400m', 'filtered', `SELECT count(*) FROM t WHERE height_m > 400`],
    [
      'which tower comes right after the kl tower in the ranking',
      'lookup',
      `SELECT tower FROM t WHERE rank = (SELECT rank FROM t WHERE tower = 'KL Tower') + 1`,
    ],
    [
      'how many lattice towers are there',
      'filtered',
      `SELECT count(*) FROM t WHERE structure ILIKE '%lattice%'`,
    ],
    [
      'tallest concrete tower',
      'argmax',
      `SELECT tower FROM t WHERE structure = 'Concrete' ORDER BY height_m DESC LIMIT 1`,
    ],
    [
      'towers completed per decade',
      'group-by',
      `SELECT completed // 10 * 10 AS decade, count(*) FROM t GROUP BY decade ORDER BY decade`,
    ],
    [
      'total height of all the chinese towers',
      'filtered',
      `SELECT sum(height_m) FROM t WHERE country = 'China'`,
    ],
    [
      'what % of the towers are in china',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE country = 'China') / count(*) FROM t`,
    ],
    [
      'top 5 tallest built after 1990',
      'top-n',
      `SELECT tower FROM t WHERE completed > 1990 ORDER BY height_m DESC LIMIT 5`,
    ],
    ['what city is the milad tower in', 'lookup', `SELECT city FROM t WHERE tower = 'Milad Tower'`],
    [
      'correlation between year completed and height',
      'correlation',
      `SELECT corr(completed, height_m) FROM t`,
    ],
    ['how many visitors does the cn tower get a year', 'clarify', null],
    [
      'which towers were completed in the 90s',
      'filtered',
      `SELECT tower FROM t WHERE completed BETWEEN 1990 AND 1999`,
    ],
    ['how much did the skytree cost to build', 'clarify', null],
    [
      'is the eiffel tower taller than the sky tower',
      'compare',
      `SELECT height_m FROM t WHERE tower IN ('Eiffel Tower', 'Sky Tower') ORDER BY height_m DESC`,
    ],
    ['how many towers have no notes', 'missing', `SELECT count(*) FROM t WHERE notes IS NULL`],
  ],
});
