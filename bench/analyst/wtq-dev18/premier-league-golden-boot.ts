import { table } from '../spec';

export default table({
  name: 'premier_league_golden_boot',
  file: 'premier_league_golden_boot.csv',
  domain:
    "a football league's top scorers 1992–93 to 2024–25 (the Premier League Golden Boot), **one row per winner** so a shared season repeats (three winners in 1997–98, 1998–99 and 2018–19): season (`1999–2000`, en dash), player with the number of the award in brackets and a joint-winner mark (`Mohamed Salah (2)[b]`), nationality, club (`Tottenham Hotspur[a]`), goals",
  load: `SELECT row_number() OVER () AS n,
      Season AS season,
      left(Season, 4)::INTEGER AS start_year,
      trim(regexp_replace(regexp_replace(Player, '\\[[a-z]\\]', '', 'g'), '\\s*\\(\\d+\\)', '')) AS player,
      Player LIKE '%[b]%' AS joint,
      Nationality AS nationality,
      regexp_replace(Club, '\\[[a-z]\\]', '', 'g') AS club,
      Goals::INTEGER AS goals
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['who won the golden boot in 2013-14', 'lookup', `SELECT player FROM t WHERE season = '2013–14'`],
    [
      'who scored the most goals in a golden boot season',
      'argmax',
      `SELECT player FROM t ORDER BY goals DESC LIMIT 1`,
    ],
    ['how many times has salah won it', 'filtered', `SELECT count(*) FROM t WHERE player = 'Mohamed Salah'`],
    [
      'who has won it the most',
      'argmax',
      `SELECT player FROM t GROUP BY player QUALIFY rank() OVER (ORDER BY count(*) DESC) = 1`,
    ],
    [
      'how many seasons was it shared',
      'filtered',
      `SELECT count(*) FROM (SELECT season FROM t GROUP BY season HAVING count(*) > 1)`,
    ],
    [
      'which club has had the most winners',
      'argmax',
      `SELECT club FROM t GROUP BY club QUALIFY rank() OVER (ORDER BY count(*) DESC) = 1`,
    ],
    [
      'how many times has an english player won it',
      'filtered',
      `SELECT count(*) FROM t WHERE nationality = 'England'`,
    ],
    ['lowest winning tally?', 'argmax', `SELECT min(goals) FROM t`],
    [
      'which seasons',
      'follow-up',
      `SELECT DISTINCT season FROM t WHERE goals = (SELECT min(goals) FROM t) ORDER BY season`,
    ],
    ['how many did vardy score', 'lookup', `SELECT goals FROM t WHERE player = 'Jamie Vardy'`],
    [
      'avg winning total per season',
      'aggregate',
      `SELECT avg(goals) FROM (SELECT DISTINCT season, goals FROM t)`,
    ],
    ['how many different nationalities have won', 'aggregate', `SELECT count(DISTINCT nationality) FROM t`],
    [
      'who won the season after ronaldo',
      'lookup',
      `SELECT player FROM t WHERE start_year = (SELECT start_year FROM t WHERE player = 'Cristiano Ronaldo') + 1`,
    ],
    [
      'kane or henry, who scored more in their best season',
      'compare',
      `SELECT player FROM t WHERE player IN ('Harry Kane', 'Thierry Henry') ORDER BY goals DESC LIMIT 1`,
    ],
    ['how many times did a chelsea player win', 'filtered', `SELECT count(*) FROM t WHERE club = 'Chelsea'`],
    [
      'which seasons did a man city player win it',
      'filtered',
      `SELECT season FROM t WHERE club = 'Manchester City' ORDER BY n`,
    ],
    ['how many different players have won', 'aggregate', `SELECT count(DISTINCT player) FROM t`],
    ['top 3 goal tallies', 'top-n', `SELECT player, season, goals FROM t ORDER BY goals DESC LIMIT 3`],
    [
      'what % of winners were english',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE nationality = 'England') / count(*) FROM t`,
    ],
    [
      'salahs total goals in the seasons he won',
      'aggregate',
      `SELECT sum(goals) FROM t WHERE player = 'Mohamed Salah'`,
    ],
    [
      'which african players have won it',
      'filtered',
      `SELECT DISTINCT player FROM t WHERE nationality IN ('Ivory Coast', 'Egypt', 'Gabon', 'Senegal')`,
    ],
    [
      'first non english winner',
      'lookup',
      `SELECT player FROM t WHERE nationality <> 'England' AND start_year = (SELECT min(start_year) FROM t WHERE nationality <> 'England')`,
    ],
    [
      'what club did sheringham win it with',
      'lookup',
      `SELECT club FROM t WHERE player = 'Teddy Sheringham'`,
    ],
    [
      'how many more did haaland score in 22/23 than salah in 17/18',
      'compare',
      `SELECT (SELECT goals FROM t WHERE season = '2022–23') - (SELECT goals FROM t WHERE season = '2017–18')`,
    ],
    [
      'how many different players won it in the 2010s',
      'calendar',
      `SELECT count(DISTINCT player) FROM t WHERE start_year BETWEEN 2010 AND 2019`,
    ],
    ['who won the golden boot in la liga in 2015', 'clarify', null],
    ['how many assists did henry have in 03-04', 'clarify', null],
  ],
});
