import { table } from '../spec';

export default table({
  name: 'nba_mvp',
  file: 'nba_mvp.csv',
  domain:
    "a basketball league's Most Valuable Player award 1989–90 to 2024–25 (the NBA MVP): season (`1999–2000`, `2000–01`, en dash), player with `^` for the Hall of Fame and the number of the award in brackets (`Michael Jordan^ (5)`, `Stephen Curry (2)[b]`), position in words, nationality (`Nigeria / United States[a]`), team",
  load: `SELECT row_number() OVER () AS n,
      Season AS season,
      left(Season, 4)::INTEGER AS start_year,
      trim(regexp_replace(regexp_replace(Player, '\\[[a-z]\\]', '', 'g'), '\\^|\\s*\\(\\d+\\)', '', 'g')) AS player,
      Player LIKE '%^%' AS hall_of_fame,
      Position AS position,
      regexp_replace(Nationality, '\\[[a-z]\\]', '', 'g') AS nationality,
      Team AS team
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['who was mvp in 2008-09', 'lookup', `SELECT player FROM t WHERE season = '2008–09'`],
    ['how many times did lebron win mvp', 'filtered', `SELECT count(*) FROM t WHERE player = 'LeBron James'`],
    ['what teams was he on', 'follow-up', `SELECT DISTINCT team FROM t WHERE player = 'LeBron James'`],
    [
      'which team has had the most mvps',
      'argmax',
      `SELECT team FROM t GROUP BY team QUALIFY rank() OVER (ORDER BY count(*) DESC) = 1`,
    ],
    [
      'how many mvps went to non americans',
      'filtered',
      `SELECT count(*) FROM t WHERE nationality NOT LIKE '%United States%'`,
    ],
    ['how many times has a center won', 'filtered', `SELECT count(*) FROM t WHERE position = 'Center'`],
    [
      'which position won the most',
      'argmax',
      `SELECT position FROM t GROUP BY position QUALIFY rank() OVER (ORDER BY count(*) DESC) = 1`,
    ],
    [
      'who won it after kobe',
      'lookup',
      `SELECT player FROM t WHERE n = (SELECT n FROM t WHERE player = 'Kobe Bryant') + 1`,
    ],
    ['how many diffrent players won mvp', 'aggregate', `SELECT count(DISTINCT player) FROM t`],
    [
      'how many diff hall of fame players r on the list',
      'filtered',
      `SELECT count(DISTINCT player) FROM t WHERE hall_of_fame`,
    ],
    ['what team did nash play for', 'lookup', `SELECT DISTINCT team FROM t WHERE player = 'Steve Nash'`],
    [
      'which seasons did a thunder player win',
      'filtered',
      `SELECT season FROM t WHERE team = 'Oklahoma City Thunder' ORDER BY n`,
    ],
    [
      'jokic first mvp season',
      'lookup',
      `SELECT season FROM t WHERE player = 'Nikola Jokić' ORDER BY n LIMIT 1`,
    ],
    [
      'what percentage of mvps were point guards',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE position = 'Point guard') / count(*) FROM t`,
    ],
    [
      'how many mvps in the 2010s',
      'calendar',
      `SELECT count(*) FROM t WHERE start_year BETWEEN 2010 AND 2019`,
    ],
    [
      'how many times did the spurs have the mvp',
      'filtered',
      `SELECT count(*) FROM t WHERE team = 'San Antonio Spurs'`,
    ],
    [
      'besides the usa which country has the most mvps',
      'argmax',
      `SELECT nationality FROM t WHERE nationality NOT LIKE '%United States%' GROUP BY nationality QUALIFY rank() OVER (ORDER BY count(*) DESC) = 1`,
    ],
    [
      'who won more, malone or duncan',
      'compare',
      `SELECT count(*) FILTER (WHERE player = 'Karl Malone'), count(*) FILTER (WHERE player = 'Tim Duncan') FROM t`,
    ],
    [
      'lakers and bulls mvps combined',
      'aggregate',
      `SELECT count(*) FROM t WHERE team IN ('Los Angeles Lakers', 'Chicago Bulls')`,
    ],
    [
      'top 3 players by number of mvps',
      'top-n',
      `SELECT player FROM t GROUP BY player ORDER BY count(*) DESC LIMIT 3`,
    ],
    ['what position did dirk play', 'lookup', `SELECT position FROM t WHERE player = 'Dirk Nowitzki'`],
    [
      'who was mvp the season after shaq',
      'lookup',
      `SELECT player FROM t WHERE n = (SELECT n FROM t WHERE player = 'Shaquille O''Neal') + 1`,
    ],
    ['how many different teams have had an mvp', 'aggregate', `SELECT count(DISTINCT team) FROM t`],
    [
      'last season a shooting guard won',
      'lookup',
      `SELECT season FROM t WHERE position = 'Shooting guard' ORDER BY n DESC LIMIT 1`,
    ],
    [
      'how many mvps did jordan win in the 90s',
      'calendar',
      `SELECT count(*) FROM t WHERE player = 'Michael Jordan' AND start_year BETWEEN 1989 AND 1999`,
    ],
    ['what were kobes stats in his mvp season', 'clarify', null],
    ['who was the best mvp ever', 'clarify', null],
  ],
});
