import { table } from '../spec';

export default table({
  name: 'largest_stadiums',
  file: 'largest_stadiums.csv',
  domain:
    "the world's largest stadiums by seating capacity: rank, stadium, capacity `107,601` (footnote marks), city, country, main sport, home teams listed in one cell (`—` for none), year opened",
  load: `SELECT Rank::INTEGER AS rank, Stadium AS stadium,
      replace(regexp_replace(Capacity, '\\[[a-z]\\]', '', 'g'), ',', '')::INTEGER AS capacity,
      City AS city, Country AS country, Sport AS sport, NULLIF("Home team(s)", '—') AS home_teams,
      Opened::INTEGER AS opened
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    [
      'largest stadium in europe',
      'argmax',
      `SELECT stadium FROM t WHERE country IN ('Spain', 'United Kingdom', 'Ireland', 'Germany', 'France') ORDER BY capacity DESC LIMIT 1`,
    ],
    ['how many of these are in the us', 'filtered', `SELECT count(*) FROM t WHERE country = 'United States'`],
    [
      'what % are american football stadiums',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE sport = 'American football') / count(*) FROM t`,
    ],
    ['oldest stadium', 'argmax', `SELECT stadium FROM t ORDER BY opened ASC LIMIT 1`],
    ['newest one?', 'follow-up', `SELECT stadium FROM t ORDER BY opened DESC LIMIT 1`],
    [
      'avg capacity of the soccer stadiums',
      'filtered',
      `SELECT avg(capacity) FROM t WHERE sport = 'Association football'`,
    ],
    ['how many hold over 100k', 'filtered', `SELECT count(*) FROM t WHERE capacity > 100000`],
    ['wembley capacity', 'lookup', `SELECT capacity FROM t WHERE stadium = 'Wembley Stadium'`],
    [
      'how many more seats does michigan stadium have than the rose bowl',
      'compare',
      `SELECT (SELECT capacity FROM t WHERE stadium = 'Michigan Stadium') - (SELECT capacity FROM t WHERE stadium = 'Rose Bowl')`,
    ],
    ['how many countries are on the list', 'aggregate', `SELECT count(DISTINCT country) FROM t`],
    ['what sport is played at croke park', 'lookup', `SELECT sport FROM t WHERE stadium = 'Croke Park'`],
    ['stadiums in london', 'filtered', `SELECT stadium FROM t WHERE city = 'London'`],
    ['total capacity of the top 10', 'top-n', `SELECT sum(capacity) FROM t WHERE rank <= 10`],
    ['where does real madrid play', 'lookup', `SELECT stadium FROM t WHERE home_teams LIKE '%Real Madrid%'`],
    ['how many were opened before 1930', 'filtered', `SELECT count(*) FROM t WHERE opened < 1930`],
    [
      'biggest stadium opened after 2000',
      'argmax',
      `SELECT stadium FROM t WHERE opened > 2000 ORDER BY capacity DESC LIMIT 1`,
    ],
    ['who plays at metlife', 'lookup', `SELECT home_teams FROM t WHERE stadium = 'MetLife Stadium'`],
    ['median capacity', 'aggregate', `SELECT median(capacity) FROM t`],
    [
      'avg capacity us vs rest of world',
      'compare',
      `SELECT avg(capacity) FILTER (WHERE country = 'United States'), avg(capacity) FILTER (WHERE country <> 'United States') FROM t`,
    ],
    ['does age correlate w capacity', 'correlation', `SELECT corr(opened, capacity) FROM t`],
    [
      'how many stadiums dont have a home team listed',
      'missing',
      `SELECT count(*) FROM t WHERE home_teams IS NULL`,
    ],
    ['which stadium has the most expensive tickets', 'clarify', null],
    ['what was the attendance at the last game at camp nou', 'clarify', null],
  ],
});
