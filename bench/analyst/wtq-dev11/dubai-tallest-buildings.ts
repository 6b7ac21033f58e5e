import { table } from '../spec';

export default table({
  name: 'dubai_tallest_buildings',
  file: 'dubai_tallest_buildings.csv',
  domain:
    "a city's 20 tallest completed buildings: rank with a tie (`=11` twice, no 12), name, height in two units in one cell (`828 m (2717 ft)`), floors, year completed, uses listed in one cell (`Office, hotel, residential`), notes mostly empty with footnote marks",
  load: `SELECT regexp_extract(Rank, '\\d+')::INTEGER AS rank, Name AS name,
      regexp_extract(Height, '^(\\d+) m', 1)::INTEGER AS height_m,
      regexp_extract(Height, '\\((\\d+) ft\\)', 1)::INTEGER AS height_ft,
      Floors::INTEGER AS floors, "Year"::INTEGER AS year, "Use" AS use,
      NULLIF(regexp_replace(Notes, '\\[[a-z]\\]', '', 'g'), '') AS notes
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    [
      'tallest building after burj khalifa',
      'lookup',
      `SELECT name FROM t WHERE name <> 'Burj Khalifa' ORDER BY height_m DESC LIMIT 1`,
    ],
    ['how many floors does burj khalifa have', 'lookup', `SELECT floors FROM t WHERE name = 'Burj Khalifa'`],
    ['how many are purely hotels', 'filtered', `SELECT count(*) FROM t WHERE use = 'Hotel'`],
    ['which buildings were finished in 2012', 'calendar', `SELECT name FROM t WHERE year = 2012`],
    [
      'avg height of the residential only towers',
      'filtered',
      `SELECT avg(height_m) FROM t WHERE use = 'Residential'`,
    ],
    ['oldest building on the list', 'argmax', `SELECT name FROM t ORDER BY year LIMIT 1`],
    ['how tall is it in feet', 'follow-up', `SELECT height_ft FROM t ORDER BY year LIMIT 1`],
    ['how many are over 350m', 'filtered', `SELECT count(*) FROM t WHERE height_m > 350`],
    ['which has the fewest floors', 'argmax', `SELECT name FROM t ORDER BY floors LIMIT 1`],
    [
      'height diff between burj khalifa and marina 101',
      'compare',
      `SELECT (SELECT height_m FROM t WHERE name = 'Burj Khalifa') - (SELECT height_m FROM t WHERE name = 'Marina 101')`,
    ],
    [
      'which year had the most completions',
      'group-by',
      `SELECT year FROM t GROUP BY year ORDER BY count(*) DESC LIMIT 1`,
    ],
    [
      'how many were completed in the 2010s',
      'filtered',
      `SELECT count(*) FROM t WHERE year BETWEEN 2010 AND 2019`,
    ],
    [
      'what % of the towers are offices only',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE use = 'Office') / count(*) FROM t`,
    ],
    [
      'which ones share a rank',
      'filtered',
      `SELECT name FROM t WHERE rank IN (SELECT rank FROM t GROUP BY rank HAVING count(*) > 1)`,
    ],
    ['are newer buildings taller? correlation pls', 'correlation', `SELECT corr(year, height_m) FROM t`],
    [
      'tallest 3 residential-only towers',
      'top-n',
      `SELECT name FROM t WHERE use = 'Residential' ORDER BY height_m DESC LIMIT 3`,
    ],
    [
      'tallest building used only as a hotel',
      'argmax',
      `SELECT name FROM t WHERE use = 'Hotel' ORDER BY height_m DESC LIMIT 1`,
    ],
    ['when was ciel tower completed', 'lookup', `SELECT year FROM t WHERE name = 'Ciel Tower'`],
    ['total floors across all 20', 'aggregate', `SELECT sum(floors) FROM t`],
    ['what building is ranked 13', 'lookup', `SELECT name FROM t WHERE rank = 13`],
    [
      'which is taller almas tower or gevora hotel',
      'compare',
      `SELECT name FROM t WHERE name IN ('Almas Tower', 'Gevora Hotel') ORDER BY height_m DESC LIMIT 1`,
    ],
    [
      'by how many metres',
      'follow-up',
      `SELECT (SELECT height_m FROM t WHERE name = 'Almas Tower') - (SELECT height_m FROM t WHERE name = 'Gevora Hotel')`,
    ],
    [
      'avg floors for buildings finished before 2010',
      'filtered',
      `SELECT avg(floors) FROM t WHERE year < 2010`,
    ],
    ['who was the architect of cayan tower', 'clarify', null],
    ['how much did the burj khalifa cost to build', 'clarify', null],
  ],
});
