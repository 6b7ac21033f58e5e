import { table } from '../spec';

export default table({
  name: 'man_utd_premier_league',
  file: 'man_utd_premier_league.csv',
  domain:
    "a football club's league seasons (Manchester United in the Premier League, 1992–93 to 2024–25): season (`1999–2000`), Pld, W, D, L, Pts, position as an ordinal (`1st`, `15th`), FA Cup round reached (`Winners`, `Fifth round`, `Did not enter[a]`), manager(s) (`David Moyes / Ryan Giggs[b]`), top league scorer with goals in brackets (`Cristiano Ronaldo (31)`)",
  load: `SELECT Season AS season,
      left(Season, 4)::INTEGER AS start_year,
      Pld::INTEGER AS played,
      W::INTEGER AS won,
      D::INTEGER AS drawn,
      L::INTEGER AS lost,
      Pts::INTEGER AS points,
      regexp_extract(Pos, '^(\\d+)', 1)::INTEGER AS position,
      regexp_replace("FA Cup", '\\[[a-z]\\]', '') AS fa_cup,
      regexp_replace("Manager(s)", '\\[[a-z]\\]', '') AS managers,
      regexp_extract("Top league scorer (goals)", '^(.*) \\(\\d+\\)$', 1) AS top_scorer,
      regexp_extract("Top league scorer (goals)", '\\((\\d+)\\)$', 1)::INTEGER AS top_scorer_goals
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    [
      'how many premier league titles have man utd won',
      'filtered',
      `SELECT count(*) FROM t WHERE position = 1`,
    ],
    ['most points they got in a season', 'aggregate', `SELECT max(points) FROM t`],
    ['which season had the most points', 'argmax', `SELECT season FROM t ORDER BY points DESC LIMIT 1`],
    ['what was their worst league finish', 'argmax', `SELECT season FROM t ORDER BY position DESC LIMIT 1`],
    ['how many times did they win the fa cup', 'filtered', `SELECT count(*) FROM t WHERE fa_cup = 'Winners'`],
    ['who was top scorer in 2007-08', 'lookup', `SELECT top_scorer FROM t WHERE season = '2007–08'`],
    [
      'which player scored the most league goals in one season',
      'argmax',
      `SELECT top_scorer FROM t ORDER BY top_scorer_goals DESC LIMIT 1`,
    ],
    [
      'how many times was rooney the top scorer',
      'filtered',
      `SELECT count(*) FROM t WHERE top_scorer = 'Wayne Rooney'`,
    ],
    [
      'how many seasons did fergie manage',
      'filtered',
      `SELECT count(*) FROM t WHERE managers = 'Alex Ferguson'`,
    ],
    [
      'avg points per season under ferguson',
      'filtered',
      `SELECT avg(points) FROM t WHERE managers = 'Alex Ferguson'`,
    ],
    [
      'how many seasons did they finish outside the top 4',
      'filtered',
      `SELECT count(*) FROM t WHERE position > 4`,
    ],
    [
      'last time they won the league',
      'lookup',
      `SELECT season FROM t WHERE position = 1 ORDER BY start_year DESC LIMIT 1`,
    ],
    ['how many points in 2013-14', 'lookup', `SELECT points FROM t WHERE season = '2013–14'`],
    ['fewest league losses in a season', 'aggregate', `SELECT min(lost) FROM t`],
    [
      'how many seasons did they lose 10 or more games',
      'filtered',
      `SELECT count(*) FROM t WHERE lost >= 10`,
    ],
    [
      'what % of seasons did they finish in the top two',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE position <= 2) / count(*) FROM t`,
    ],
    ['who managed them in 2016-17', 'lookup', `SELECT managers FROM t WHERE season = '2016–17'`],
    [
      'how many more wins in 1999-2000 than in 2024-25',
      'compare',
      `SELECT (SELECT won FROM t WHERE season = '1999–2000') - (SELECT won FROM t WHERE season = '2024–25')`,
    ],
    ['total league wins since 1992', 'aggregate', `SELECT sum(won) FROM t`],
    [
      'which seasons did they win both the league and the fa cup',
      'filtered',
      `SELECT season FROM t WHERE position = 1 AND fa_cup = 'Winners'`,
    ],
    [
      'how many seasons had more than one manager',
      'filtered',
      `SELECT count(*) FROM t WHERE managers LIKE '% / %'`,
    ],
    [
      'where did they finish the season after they came 7th',
      'lookup',
      `SELECT position FROM t WHERE start_year = (SELECT start_year FROM t WHERE position = 7) + 1`,
    ],
    [
      'correlation between the top scorers goals and points',
      'correlation',
      `SELECT corr(top_scorer_goals, points) FROM t`,
    ],
    [
      'top 5 seasons by points',
      'top-n',
      `SELECT season FROM t WHERE points >= (SELECT points FROM t ORDER BY points DESC LIMIT 1 OFFSET 4)`,
    ],
    [
      'total goals van nistelrooy scored in the seasons he was top scorer',
      'filtered',
      `SELECT sum(top_scorer_goals) FROM t WHERE top_scorer = 'Ruud van Nistelrooy'`,
    ],
    ['how many seasons for each fa cup result', 'group-by', `SELECT fa_cup, count(*) FROM t GROUP BY fa_cup`],
    ['what was the avg attendance at old trafford in 2010-11', 'clarify', null],
    ['how many goals did united score in 2007-08', 'clarify', null],
  ],
});
