import { table } from '../spec';

export default table({
  name: 'commonwealth_games',
  file: 'commonwealth_games.csv',
  domain:
    'a multi-sport event\'s editions (the Commonwealth Games, 1930–2026): year (`2026[c]`), edition as a Roman numeral, name of the games in that year (`British Empire Games` … `Commonwealth Games`), host city (`London[a]`), host nation (`England`, `Scotland`, `Wales`), nations, athletes (`"5,054"`), events, nation at the top of the medal table (`England[b]`); the coming edition has `—` for the figures',
  load: `SELECT left("Year", 4)::INTEGER AS year,
      Edition AS edition,
      Name AS name,
      regexp_replace("Host city", '\\[[a-z]\\]', '') AS host_city,
      "Host nation" AS host_nation,
      TRY_CAST(NULLIF(Nations, '—') AS INTEGER) AS nations,
      TRY_CAST(replace(NULLIF(Athletes, '—'), ',', '') AS INTEGER) AS athletes,
      TRY_CAST(NULLIF(Events, '—') AS INTEGER) AS events,
      NULLIF(regexp_replace("Top of medal table", '\\[[a-z]\\]', ''), '—') AS top_nation
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['where were the 1958 games', 'lookup', `SELECT host_city FROM t WHERE year = 1958`],
    [
      'how many times has australia hosted',
      'filtered',
      `SELECT count(*) FROM t WHERE host_nation = 'Australia'`,
    ],
    [
      'which country topped the medal table the most',
      'argmax',
      `SELECT top_nation FROM t WHERE top_nation IS NOT NULL GROUP BY top_nation ORDER BY count(*) DESC LIMIT 1`,
    ],
    [
      'how many times did england top the medal table',
      'filtered',
      `SELECT count(*) FROM t WHERE top_nation = 'England'`,
    ],
    [
      'which games had the most athletes',
      'argmax',
      `SELECT year FROM t ORDER BY athletes DESC NULLS LAST LIMIT 1`,
    ],
    [
      'how many times has edinburgh hosted',
      'filtered',
      `SELECT count(*) FROM t WHERE host_city = 'Edinburgh'`,
    ],
    [
      'what year did the name change to just commonwealth games',
      'lookup',
      `SELECT min(year) FROM t WHERE name = 'Commonwealth Games'`,
    ],
    ['where will the 2026 games be', 'lookup', `SELECT host_city FROM t WHERE year = 2026`],
    ['how many events in 1990', 'lookup', `SELECT events FROM t WHERE year = 1990`],
    ['avg number of nations taking part', 'aggregate', `SELECT avg(nations) FROM t`],
    [
      'how many editions were called the british empire games',
      'filtered',
      `SELECT count(*) FROM t WHERE name = 'British Empire Games'`,
    ],
    [
      'where were the games after manchester',
      'lookup',
      `SELECT host_city FROM t WHERE year > (SELECT year FROM t WHERE host_city = 'Manchester') ORDER BY year LIMIT 1`,
    ],
    [
      'how many more athletes in 2022 than in 2018',
      'compare',
      `SELECT (SELECT athletes FROM t WHERE year = 2022) - (SELECT athletes FROM t WHERE year = 2018)`,
    ],
    [
      'how many times has new zealand been host',
      'filtered',
      `SELECT count(*) FROM t WHERE host_nation = 'New Zealand'`,
    ],
    ['which games had fewer than 20 nations', 'filtered', `SELECT year FROM t WHERE nations < 20`],
    [
      'which games after 1960 had the fewest nations',
      'argmax',
      `SELECT year FROM t WHERE year > 1960 AND nations IS NOT NULL ORDER BY nations LIMIT 1`,
    ],
    [
      'how many games did canada top the medal table',
      'filtered',
      `SELECT count(*) FROM t WHERE top_nation = 'Canada'`,
    ],
    [
      'what % of the games did australia top the medal table',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE top_nation = 'Australia') / count(top_nation) FROM t`,
    ],
    ['total athletes across all the games', 'aggregate', `SELECT sum(athletes) FROM t`],
    [
      'which cities hosted more than once',
      'group-by',
      `SELECT host_city FROM t GROUP BY host_city HAVING count(*) > 1`,
    ],
    [
      'how many games were held in the 1990s',
      'calendar',
      `SELECT count(*) FROM t WHERE year BETWEEN 1990 AND 1999`,
    ],
    ['most events ever at one games', 'aggregate', `SELECT max(events) FROM t`],
    ['host nation in 98', 'lookup', `SELECT host_nation FROM t WHERE year = 1998`],
    [
      'how many years between the 1938 games and the next one',
      'compare',
      `SELECT (SELECT min(year) FROM t WHERE year > 1938) - 1938`,
    ],
    ['correlation between nations and athletes', 'correlation', `SELECT corr(nations, athletes) FROM t`],
    [
      'top 3 games by number of events',
      'top-n',
      `SELECT year FROM t WHERE events IS NOT NULL ORDER BY events DESC LIMIT 3`,
    ],
    ['how many gold medals did india win in 2010', 'clarify', null],
    ['which games were the biggest', 'clarify', null],
  ],
});
