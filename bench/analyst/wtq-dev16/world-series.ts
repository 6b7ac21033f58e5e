import { table } from '../spec';

export default table({
  name: 'world_series',
  file: 'world_series.csv',
  domain:
    "a baseball championship's results 2000–2025 (the World Series): year (`2020[d]`), winning team with its league in brackets (`Boston Red Sox (AL)`, `Houston Astros (NL)[b]`), its manager, series score `4–1`, losing team and league, its manager (a second `Manager` header), series MVP (`Randy Johnson, Curt Schilling` for co-MVPs), notes (`—` for none)",
  load: `SELECT regexp_extract("Year", '^(\\d{4})', 1)::INTEGER AS year,
      regexp_extract("Winning team", '^(.*) \\((AL|NL)\\)', 1) AS winner,
      regexp_extract("Winning team", '\\((AL|NL)\\)', 1) AS winner_league,
      Manager AS winning_manager,
      split_part(Series, '–', 1)::INTEGER AS winner_wins,
      split_part(Series, '–', 2)::INTEGER AS loser_wins,
      split_part(Series, '–', 1)::INTEGER + split_part(Series, '–', 2)::INTEGER AS games,
      regexp_extract("Losing team", '^(.*) \\((AL|NL)\\)', 1) AS loser,
      regexp_extract("Losing team", '\\((AL|NL)\\)', 1) AS loser_league,
      Manager_1 AS losing_manager,
      "Series MVP" AS mvp,
      NULLIF(regexp_replace(Notes, '\\[[a-z]\\]', '', 'g'), '—') AS notes
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['who won the world series in 2016', 'lookup', `SELECT winner FROM t WHERE year = 2016`],
    [
      'how many times did the red sox win it',
      'filtered',
      `SELECT count(*) FROM t WHERE winner = 'Boston Red Sox'`,
    ],
    [
      'which team won the most titles since 2000',
      'argmax',
      `SELECT winner FROM t GROUP BY winner ORDER BY count(*) DESC LIMIT 1`,
    ],
    ['how many of the series were sweeps', 'filtered', `SELECT count(*) FROM t WHERE loser_wins = 0`],
    ['how many went the full 7 games', 'filtered', `SELECT count(*) FROM t WHERE games = 7`],
    ['who was ws mvp in 2019', 'lookup', `SELECT mvp FROM t WHERE year = 2019`],
    [
      'which manager won the most world series',
      'argmax',
      `SELECT winning_manager FROM t GROUP BY winning_manager ORDER BY count(*) DESC LIMIT 1`,
    ],
    ['how many times did an al team win', 'filtered', `SELECT count(*) FROM t WHERE winner_league = 'AL'`],
    [
      '% of series won by the nl',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE winner_league = 'NL') / count(*) FROM t`,
    ],
    ['who did the cubs beat', 'lookup', `SELECT loser FROM t WHERE winner = 'Chicago Cubs'`],
    [
      'how many times did the yankees lose in the world series',
      'filtered',
      `SELECT count(*) FROM t WHERE loser = 'New York Yankees'`,
    ],
    ['total number of games played across all the series', 'aggregate', `SELECT sum(games) FROM t`],
    ['avg games per series', 'aggregate', `SELECT avg(games) FROM t`],
    [
      'when did the giants win next after 2010',
      'lookup',
      `SELECT min(year) FROM t WHERE winner = 'San Francisco Giants' AND year > 2010`,
    ],
    [
      'who won the year after the white sox',
      'lookup',
      `SELECT winner FROM t WHERE year = (SELECT year FROM t WHERE winner = 'Chicago White Sox') + 1`,
    ],
    [
      'how many titles did dave roberts win as manager',
      'filtered',
      `SELECT count(*) FROM t WHERE winning_manager = 'Dave Roberts'`,
    ],
    [
      'which teams won back to back',
      'filtered',
      `SELECT DISTINCT winner FROM (SELECT winner, lag(winner) OVER (ORDER BY year) AS previous FROM t) WHERE winner = previous`,
    ],
    [
      'did the red sox or the giants win more',
      'compare',
      `SELECT 'Boston Red Sox', count(*) FILTER (WHERE winner = 'Boston Red Sox'), count(*) FILTER (WHERE winner = 'San Francisco Giants') FROM t`,
    ],
    ['how many different teams won it', 'aggregate', `SELECT count(DISTINCT winner) FROM t`],
    [
      'how many times was corey seager the mvp',
      'filtered',
      `SELECT count(*) FROM t WHERE mvp LIKE '%Corey Seager%'`,
    ],
    ['last time the yankees won', 'lookup', `SELECT max(year) FROM t WHERE winner = 'New York Yankees'`],
    [
      'how many series between 2010 and 2019 went to a game 7',
      'calendar',
      `SELECT count(*) FROM t WHERE year BETWEEN 2010 AND 2019 AND games = 7`,
    ],
    ['who managed the team that lost in 2008', 'lookup', `SELECT losing_manager FROM t WHERE year = 2008`],
    ['in how many years are there no notes', 'missing', `SELECT count(*) FROM t WHERE notes IS NULL`],
    ['who hit the most home runs in the 2016 series', 'clarify', null],
    ['what were the tv ratings for game 7 in 2016', 'clarify', null],
  ],
});
