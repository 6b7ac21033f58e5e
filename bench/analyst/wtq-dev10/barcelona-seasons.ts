import { table } from '../spec';

export default table({
  name: 'barcelona_seasons',
  file: 'barcelona_seasons.csv',
  domain:
    'A football club’s seasons 2000–01 to 2024–25: season, league position `1st`, points, domestic cup and European cup rounds reached (`Winners`, `Runners-up`, `Quarter-finals`, `Group stage[a]`), managers listed in one cell (`Ronald Koeman, Xavi`), top league scorer with goals in brackets (`Lionel Messi (50)`)',
  load: `SELECT Season AS season, left(Season, 4)::INTEGER AS start_year,
      regexp_extract(Pos, '^[0-9]+')::INTEGER AS position, Pts::INTEGER AS points,
      "Copa del Rey" AS copa_del_rey,
      regexp_replace("Champions League", '\\[[a-z]\\]', '', 'g') AS champions_league,
      "Manager(s)" AS managers,
      regexp_extract("Top league scorer", '^(.*) \\(', 1) AS top_scorer,
      regexp_extract("Top league scorer", '\\(([0-9]+)\\)', 1)::INTEGER AS top_scorer_goals
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['how many league titles did barca win', 'filtered', `SELECT count(*) FROM t WHERE position = 1`],
    ['most points in a season', 'argmax', `SELECT season FROM t ORDER BY points DESC LIMIT 1`],
    ['who was manager then', 'follow-up', `SELECT managers FROM t ORDER BY points DESC LIMIT 1`],
    [
      'how many times did they win the champions league',
      'filtered',
      `SELECT count(*) FROM t WHERE champions_league = 'Winners'`,
    ],
    [
      'in which seasons did they win both the league and the copa del rey',
      'filtered',
      `SELECT season FROM t WHERE position = 1 AND copa_del_rey = 'Winners'`,
    ],
    [
      'which of those also had the champions league',
      'follow-up',
      `SELECT season FROM t WHERE position = 1 AND copa_del_rey = 'Winners' AND champions_league = 'Winners'`,
    ],
    [
      "messi's best season for league goals",
      'argmax',
      `SELECT season FROM t WHERE top_scorer = 'Lionel Messi' ORDER BY top_scorer_goals DESC LIMIT 1`,
    ],
    [
      'how many times was messi the top scorer',
      'filtered',
      `SELECT count(*) FROM t WHERE top_scorer = 'Lionel Messi'`,
    ],
    ['lowest league finish', 'argmax', `SELECT season FROM t ORDER BY position DESC LIMIT 1`],
    [
      'how many points did they get that year',
      'follow-up',
      `SELECT points FROM t ORDER BY position DESC LIMIT 1`,
    ],
    ['avg points per season', 'aggregate', `SELECT avg(points) FROM t`],
    [
      'how many copa del rey finals did they lose',
      'filtered',
      `SELECT count(*) FROM t WHERE copa_del_rey = 'Runners-up'`,
    ],
    ['who was top scorer in 2003-04', 'lookup', `SELECT top_scorer FROM t WHERE season = '2003–04'`],
    [
      'how many goals did suarez score in 2015-16',
      'lookup',
      `SELECT top_scorer_goals FROM t WHERE season = '2015–16'`,
    ],
    [
      'how many seasons did rijkaard manage',
      'filtered',
      `SELECT count(*) FROM t WHERE managers LIKE '%Rijkaard%'`,
    ],
    [
      'how many different managers have they had',
      'aggregate',
      `SELECT count(DISTINCT m) FROM (SELECT unnest(string_split(managers, ', ')) AS m FROM t)`,
    ],
    ['seasons with 90 or more points', 'filtered', `SELECT count(*) FROM t WHERE points >= 90`],
    [
      'how many of those did they not win the league',
      'follow-up',
      `SELECT count(*) FROM t WHERE points >= 90 AND position <> 1`,
    ],
    [
      'how many times did they go out in the cl group stage',
      'filtered',
      `SELECT count(*) FROM t WHERE champions_league = 'Group stage'`,
    ],
    [
      'total points under guardiola',
      'filtered',
      `SELECT sum(points) FROM t WHERE managers LIKE '%Guardiola%'`,
    ],
    [
      'how many fewer points in 2020-21 than 2019-20',
      'compare',
      `SELECT (SELECT points FROM t WHERE season = '2019–20') - (SELECT points FROM t WHERE season = '2020–21')`,
    ],
    [
      'what % of seasons did they finish first',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE position = 1) / count(*) FROM t`,
    ],
    [
      'who was top scorer in the 2005-06 season',
      'lookup',
      `SELECT top_scorer FROM t WHERE season = '2005–06'`,
    ],
    ['what was the avg attendance at camp nou in 2010-11', 'clarify', null],
    ['how many yellow cards did barca get in 2012-13', 'clarify', null],
  ],
});
