import { table } from '../spec';

export default table({
  name: 'premier_league_2015_16',
  file: 'premier_league_2015_16.csv',
  domain: 'football (a final league table: goal difference written "+32" / "−14", notes on qualification)',
  load: `SELECT "Pos"::INTEGER AS pos, "Team" AS team, "Pld"::INTEGER AS pld, "W"::INTEGER AS w, "D"::INTEGER AS d, "L"::INTEGER AS l,
      "GF"::INTEGER AS gf, "GA"::INTEGER AS ga, replace(replace("GD", '−', '-'), '+', '')::INTEGER AS gd, "Pts"::INTEGER AS pts,
      "Qualification or relegation" AS qualification
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['which team scored the most goals?', 'argmax', `SELECT team FROM t ORDER BY gf DESC LIMIT 1`],
    ['which team had the fewest losses?', 'argmax', `SELECT team FROM t ORDER BY l ASC LIMIT 1`],
    ['how many points did arsenal have?', 'lookup', `SELECT pts FROM t WHERE team = 'Arsenal'`],
    ['who finished right after chelsea?', 'lookup', `SELECT team FROM t WHERE pos = (SELECT pos FROM t WHERE team = 'Chelsea') + 1`],
    ['which team finished last?', 'lookup', `SELECT team FROM t WHERE pos = (SELECT max(pos) FROM t)`],
    ['how many teams were relegated?', 'filtered', `SELECT count(*) FROM t WHERE qualification LIKE 'Relegation%'`],
    ['what is the difference in points between arsenal and tottenham hotspur?', 'compare', `SELECT (SELECT pts FROM t WHERE team = 'Arsenal') - (SELECT pts FROM t WHERE team = 'Tottenham Hotspur')`],
    ['how many teams had more than 60 points?', 'filtered', `SELECT count(*) FROM t WHERE pts > 60`],
    ['how many teams had a negative goal difference?', 'filtered', `SELECT count(*) FROM t WHERE gd < 0`],
    ['what was the goal difference of liverpool?', 'lookup', `SELECT gd FROM t WHERE team = 'Liverpool'`],
    ['did manchester united score more goals than liverpool?', 'compare', `SELECT CASE WHEN (SELECT gf FROM t WHERE team = 'Manchester United') > (SELECT gf FROM t WHERE team = 'Liverpool') THEN 'yes' ELSE 'no' END`],
    ['total number of goals scored in the league?', 'aggregate', `SELECT sum(gf) FROM t`],
    ['which team conceded the most goals?', 'argmax', `SELECT team FROM t ORDER BY ga DESC LIMIT 1`],
    ['how many teams won at least 15 games?', 'filtered', `SELECT count(*) FROM t WHERE w >= 15`],
    ['what position did southampton finish?', 'lookup', `SELECT pos FROM t WHERE team = 'Southampton'`],
    ['which team was in 10th place?', 'lookup', `SELECT team FROM t WHERE pos = 10`],
    ['how many more wins did leicester have than arsenal?', 'compare', `SELECT (SELECT w FROM t WHERE team LIKE 'Leicester%') - (SELECT w FROM t WHERE team = 'Arsenal')`],
  ],
});
