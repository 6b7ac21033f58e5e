import { table } from '../spec';

/** Games won by one side of a series written `4–2` (1 = winner, 2 = loser); NULL for `—`. */
const games = (i: 1 | 2): string =>
  `CASE WHEN Games = '—' THEN NULL ELSE split_part(Games, '–', ${i})::INTEGER END`;

export default table({
  name: 'stanley_cup_finals',
  file: 'stanley_cup_finals.csv',
  domain:
    'Ice hockey championship finals 2000–2025: year (`2020[c]`), winning team, winning coach, series score `4–2`, losing team, playoff MVP trophy winner with footnote marks; the cancelled 2005 season as a row of `—` cells',
  load: `SELECT regexp_extract("Year", '[0-9]{4}')::INTEGER AS year,
      CASE WHEN "Winning team" LIKE 'Season cancelled%' THEN NULL ELSE "Winning team" END AS winner,
      nullif("Winning coach", '—') AS winning_coach,
      ${games(1)} AS winner_games, ${games(2)} AS loser_games,
      ${games(1)} + ${games(2)} AS games_played,
      nullif("Losing team", '—') AS loser,
      nullif(regexp_replace("Conn Smythe Trophy", '\\[[a-z]\\]', '', 'g'), '—') AS conn_smythe,
      "Conn Smythe Trophy" LIKE '%[b]%' AS mvp_from_losing_team,
      "Winning team" LIKE 'Season cancelled%' AS cancelled
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['who won the cup in 2011', 'lookup', `SELECT winner FROM t WHERE year = 2011`],
    ['who did they beat', 'follow-up', `SELECT loser FROM t WHERE year = 2011`],
    [
      'how many times did chicago win',
      'filtered',
      `SELECT count(*) FROM t WHERE winner = 'Chicago Blackhawks'`,
    ],
    [
      'which team lost the most finals',
      'argmax',
      `SELECT loser FROM t WHERE loser IS NOT NULL GROUP BY loser ORDER BY count(*) DESC LIMIT 1`,
    ],
    ['how many finals went to game 7', 'filtered', `SELECT count(*) FROM t WHERE games_played = 7`],
    [
      'and how many ended 4-1?',
      'follow-up',
      `SELECT count(*) FROM t WHERE winner_games = 4 AND loser_games = 1`,
    ],
    ['who won the conn smythe in 2018', 'lookup', `SELECT conn_smythe FROM t WHERE year = 2018`],
    [
      'which players won the conn smythe more than once',
      'filtered',
      `SELECT conn_smythe FROM t WHERE conn_smythe IS NOT NULL GROUP BY conn_smythe HAVING count(*) > 1`,
    ],
    [
      'how many conn smythe winners played for the team that lost the final',
      'filtered',
      `SELECT count(*) FROM t WHERE mvp_from_losing_team`,
    ],
    ['who were they', 'follow-up', `SELECT conn_smythe FROM t WHERE mvp_from_losing_team`],
    [
      'which coach won the most titles',
      'argmax',
      `SELECT winning_coach FROM t WHERE winning_coach IS NOT NULL GROUP BY winning_coach ORDER BY count(*) DESC LIMIT 1`,
    ],
    ['how many different teams won the cup', 'aggregate', `SELECT count(DISTINCT winner) FROM t`],
    ['which year had no final', 'filtered', `SELECT year FROM t WHERE cancelled`],
    [
      'how many times did tampa bay make the final',
      'filtered',
      `SELECT count(*) FROM t WHERE winner = 'Tampa Bay Lightning' OR loser = 'Tampa Bay Lightning'`,
    ],
    [
      'and how many of those did they win',
      'follow-up',
      `SELECT count(*) FROM t WHERE winner = 'Tampa Bay Lightning'`,
    ],
    ['avg length of a final in games', 'aggregate', `SELECT avg(games_played) FROM t`],
    [
      'when did detroit last win it',
      'filtered',
      `SELECT max(year) FROM t WHERE winner = 'Detroit Red Wings'`,
    ],
    [
      "how many years between chicago's first and last cup",
      'compare',
      `SELECT max(year) - min(year) FROM t WHERE winner = 'Chicago Blackhawks'`,
    ],
    ['who coached the avs to the 2022 cup', 'lookup', `SELECT winning_coach FROM t WHERE year = 2022`],
    [
      'what % of finals went the full 7 games',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE games_played = 7) / count(games_played) FROM t`,
    ],
    ['who beat edmonton in 2006', 'lookup', `SELECT winner FROM t WHERE year = 2006`],
    [
      'how many finals since 2010 went 6 games',
      'filtered',
      `SELECT count(*) FROM t WHERE year >= 2010 AND games_played = 6`,
    ],
    ['how many goals did mcdavid score in the 2024 final', 'clarify', null],
    ['whats the attendance for game 7 in 2011', 'clarify', null],
  ],
});
