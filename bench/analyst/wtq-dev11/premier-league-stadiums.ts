import { table } from '../spec';

export default table({
  name: 'premier_league_stadiums',
  file: 'premier_league_stadiums.csv',
  domain:
    "a football league's 20 grounds in the 2023–24 season: club, stadium with footnote marks (`Dean Court[b]`), location `Holloway, London` (district and city) or a town alone, capacity `60,704` under a header with a footnote mark, year opened, pitch surface (`Grass`, `Hybrid grass`)",
  load: `SELECT Club AS club,
      regexp_replace(Stadium, '\\[[a-z]\\]', '', 'g') AS stadium,
      Location AS location,
      CASE WHEN Location LIKE '%, %' THEN split_part(Location, ', ', 2) ELSE Location END AS city,
      replace("Capacity[a]", ',', '')::INTEGER AS capacity,
      Opened::INTEGER AS opened, Surface AS surface
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['biggest stadium in the league', 'argmax', `SELECT stadium FROM t ORDER BY capacity DESC LIMIT 1`],
    ['and the smallest one', 'follow-up', `SELECT stadium FROM t ORDER BY capacity LIMIT 1`],
    ['whats anfield capacity', 'lookup', `SELECT capacity FROM t WHERE stadium = 'Anfield'`],
    ['how many clubs are in london', 'filtered', `SELECT count(*) FROM t WHERE city = 'London'`],
    ['total capacity of those grounds', 'follow-up', `SELECT sum(capacity) FROM t WHERE city = 'London'`],
    ['oldest ground', 'argmax', `SELECT stadium FROM t ORDER BY opened LIMIT 1`],
    ['which stadiums opened after 2000', 'filtered', `SELECT stadium FROM t WHERE opened > 2000`],
    [
      'how many grounds still have a natural grass pitch',
      'filtered',
      `SELECT count(*) FROM t WHERE surface = 'Grass'`,
    ],
    ['avg capacity', 'aggregate', `SELECT avg(capacity) FROM t`],
    ['who plays at craven cottage', 'lookup', `SELECT club FROM t WHERE stadium = 'Craven Cottage'`],
    [
      'how much bigger is spurs stadium than stamford bridge',
      'compare',
      `SELECT (SELECT capacity FROM t WHERE stadium = 'Tottenham Hotspur Stadium') - (SELECT capacity FROM t WHERE stadium = 'Stamford Bridge')`,
    ],
    ['grounds holding more than 50k', 'filtered', `SELECT stadium FROM t WHERE capacity > 50000`],
    ['top 3 by capacity', 'top-n', `SELECT stadium FROM t ORDER BY capacity DESC LIMIT 3`],
    [
      'what % of the total league capacity is old trafford',
      'share',
      `SELECT 100.0 * (SELECT capacity FROM t WHERE stadium = 'Old Trafford') / sum(capacity) FROM t`,
    ],
    ['how many stadiums in liverpool', 'filtered', `SELECT count(*) FROM t WHERE city = 'Liverpool'`],
    [
      'which of the two is bigger',
      'follow-up',
      `SELECT stadium FROM t WHERE city = 'Liverpool' ORDER BY capacity DESC LIMIT 1`,
    ],
    ['whats the median capacity', 'aggregate', `SELECT median(capacity) FROM t`],
    [
      'oldest ground in london',
      'argmax',
      `SELECT stadium FROM t WHERE city = 'London' ORDER BY opened LIMIT 1`,
    ],
    [
      'is capacity correlated with when the ground opened',
      'correlation',
      `SELECT corr(opened, capacity) FROM t`,
    ],
    ['which grounds opened in 1910', 'filtered', `SELECT stadium FROM t WHERE opened = 1910`],
    ['how many stadiums opened before 1900', 'filtered', `SELECT count(*) FROM t WHERE opened < 1900`],
    [
      'where is the city ground',
      'lookup',
      `SELECT split_part(location, ', ', 1), split_part(location, ', ', 2) FROM t WHERE stadium = 'City Ground'`,
    ],
    ['newest stadium?', 'argmax', `SELECT stadium FROM t ORDER BY opened DESC LIMIT 1`],
    ['average attendance at villa park last season', 'clarify', null],
    ['which stadium has the best atmosphere', 'clarify', null],
  ],
});
