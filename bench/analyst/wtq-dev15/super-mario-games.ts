import { table } from '../spec';

export default table({
  name: 'super_mario_games',
  file: 'super_mario_games.csv',
  domain:
    "a video-game series' main platform games 1985–2023 (Super Mario): year, title, platform, Japanese release `13 September 1985`, North American release (`October 1985` month only for the older games, `N/A` never released), units sold in millions (`40.24[a]`; `—` unknown), Metacritic score (`—` before 1996), notes (`—` for none)",
  load: `SELECT Year::INTEGER AS year, Title AS title, Platform AS platform,
      strptime("Release date (JP)", '%d %B %Y')::DATE AS jp_release,
      CASE
        WHEN "Release date (NA)" = 'N/A' THEN NULL
        WHEN regexp_matches("Release date (NA)", '^\\d') THEN try_strptime("Release date (NA)", '%d %B %Y')
        ELSE try_strptime('1 ' || "Release date (NA)", '%d %B %Y')
      END::DATE AS na_release,
      regexp_matches("Release date (NA)", '^[A-Z][a-z]+ \\d{4}$') AS na_month_only,
      NULLIF(regexp_replace("Units sold (millions)", '\\[[a-z]\\]', '', 'g'), '—')::DOUBLE AS sales_m,
      NULLIF(Metacritic, '—')::INTEGER AS metacritic,
      NULLIF(Notes, '—') AS notes
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['best selling mario game', 'argmax', `SELECT title FROM t ORDER BY sales_m DESC NULLS LAST LIMIT 1`],
    ['how many sold over 20 million', 'filtered', `SELECT count(*) FROM t WHERE sales_m > 20`],
    ['total sales of all the games', 'aggregate', `SELECT sum(sales_m) FROM t`],
    ['avg metacritic score', 'aggregate', `SELECT avg(metacritic) FROM t`],
    [
      'which games have the highest metacritic score',
      'argmax',
      `SELECT title FROM t WHERE metacritic = (SELECT max(metacritic) FROM t)`,
    ],
    [
      'lowest rated game on metacritic',
      'argmax',
      `SELECT title FROM t WHERE metacritic IS NOT NULL ORDER BY metacritic LIMIT 1`,
    ],
    ['how many came out on the wii u', 'filtered', `SELECT count(*) FROM t WHERE platform = 'Wii U'`],
    [
      'number of games per platform',
      'group-by',
      `SELECT platform, count(*) FROM t GROUP BY platform ORDER BY platform`,
    ],
    ['how many came out in the 90s', 'filtered', `SELECT count(*) FROM t WHERE year BETWEEN 1990 AND 1999`],
    [
      'what came after sunshine',
      'lookup',
      `SELECT title FROM t WHERE jp_release > (SELECT jp_release FROM t WHERE title = 'Super Mario Sunshine') ORDER BY jp_release LIMIT 1`,
    ],
    [
      'how many games came out in north america before japan',
      'filtered',
      `SELECT count(*) FROM t WHERE na_release < jp_release`,
    ],
    ['correlation between metacritic and sales', 'correlation', `SELECT corr(metacritic, sales_m) FROM t`],
    [
      'how many years between mario 64 and odyssey',
      'compare',
      `SELECT max(year) FILTER (WHERE title = 'Super Mario Odyssey') - max(year) FILTER (WHERE title = 'Super Mario 64') FROM t`,
    ],
    [
      'difference in sales between galaxy and galaxy 2',
      'compare',
      `SELECT max(sales_m) FILTER (WHERE title = 'Super Mario Galaxy') - max(sales_m) FILTER (WHERE title = 'Super Mario Galaxy 2') FROM t`,
    ],
    [
      'what platform was mario land 2 on',
      'lookup',
      `SELECT platform FROM t WHERE title LIKE 'Super Mario Land 2%'`,
    ],
    [
      'which years had two games come out',
      'group-by',
      `SELECT year FROM t GROUP BY year HAVING count(*) = 2 ORDER BY year`,
    ],
    [
      'how many games were released in japan in october',
      'calendar',
      `SELECT count(*) FROM t WHERE month(jp_release) = 10`,
    ],
    [
      'avg sales of the new super mario bros games',
      'filtered',
      `SELECT avg(sales_m) FROM t WHERE title LIKE 'New Super Mario Bros.%'`,
    ],
    [
      'what % of total sales came from the new super mario bros games',
      'share',
      `SELECT 100.0 * sum(sales_m) FILTER (WHERE title LIKE 'New Super Mario Bros.%') / sum(sales_m) FROM t`,
    ],
    ['how many games have no metacritic score', 'missing', `SELECT count(*) FROM t WHERE metacritic IS NULL`],
    [
      'was sunshine rated higher then 64',
      'compare',
      `SELECT max(metacritic) FILTER (WHERE title = 'Super Mario Sunshine'), max(metacritic) FILTER (WHERE title = 'Super Mario 64') FROM t`,
    ],
    ['top 3 best sellers', 'top-n', `SELECT title FROM t ORDER BY sales_m DESC NULLS LAST LIMIT 3`],
    [
      'which game was on the famicom disk system',
      'lookup',
      `SELECT title FROM t WHERE platform = 'Famicom Disk System'`,
    ],
    ['which mario game is the hardest', 'clarify', null],
    ['how much did odyssey cost to make', 'clarify', null],
  ],
});
