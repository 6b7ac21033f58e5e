import { table } from '../spec';

export default table({
  name: 'six_nations_champions',
  file: 'six_nations_champions.csv',
  domain:
    "a six-team rugby championship's results 2000–2025: year (`2001[a]`, `2017[b]` when bonus points came in), champions, champions' table points, Grand Slam and Triple Crown winners (`—` for none), wooden spoon, top points scorer with his points in brackets (`Jonny Wilkinson (89)`)",
  load: `SELECT regexp_replace(Year, '\\[[a-z]\\]', '', 'g')::INTEGER AS year, Champions AS champions,
      Points::INTEGER AS points, nullif("Grand Slam", '—') AS grand_slam,
      nullif("Triple Crown", '—') AS triple_crown, "Wooden spoon" AS wooden_spoon,
      trim(split_part("Top points scorer", '(', 1)) AS top_scorer,
      regexp_extract("Top points scorer", '\\((\\d+)\\)', 1)::INTEGER AS top_scorer_points
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['how many titles has ireland won', 'filtered', `SELECT count(*) FROM t WHERE champions = 'Ireland'`],
    ['titles per country', 'group-by', `SELECT champions, count(*) FROM t GROUP BY champions`],
    ['how many grand slams were there', 'filtered', `SELECT count(*) FROM t WHERE grand_slam IS NOT NULL`],
    [
      'how many of those were wales',
      'follow-up',
      `SELECT count(*) FROM t WHERE grand_slam IS NOT NULL AND grand_slam = 'Wales'`,
    ],
    [
      'when was the most recent grand slam and who got it',
      'argmax',
      `SELECT year, grand_slam FROM t WHERE grand_slam IS NOT NULL ORDER BY year DESC LIMIT 1`,
    ],
    [
      'how many times did italy get the wooden spoon',
      'filtered',
      `SELECT count(*) FROM t WHERE wooden_spoon = 'Italy'`,
    ],
    ['which years did italy avoid the spoon', 'filtered', `SELECT year FROM t WHERE wooden_spoon <> 'Italy'`],
    [
      "who won the championship the year after wales's 2005 grand slam",
      'lookup',
      `SELECT champions FROM t WHERE year = 2006`,
    ],
    [
      'who was top points scorer the most times',
      'argmax',
      `SELECT top_scorer FROM t GROUP BY top_scorer ORDER BY count(*) DESC LIMIT 1`,
    ],
    [
      'highest points tally by a top scorer, who and when',
      'argmax',
      `SELECT top_scorer, year FROM t ORDER BY top_scorer_points DESC LIMIT 1`,
    ],
    ['and the lowest?', 'follow-up', `SELECT top_scorer, year FROM t ORDER BY top_scorer_points ASC LIMIT 1`],
    [
      'avg points of the champions since bonus points started in 2017',
      'aggregate',
      `SELECT avg(points) FROM t WHERE year >= 2017`,
    ],
    [
      'triple crowns by team',
      'group-by',
      `SELECT triple_crown, count(*) FROM t WHERE triple_crown IS NOT NULL GROUP BY triple_crown`,
    ],
    [
      'in how many years did nobody win the triple crown',
      'missing',
      `SELECT count(*) FROM t WHERE triple_crown IS NULL`,
    ],
    [
      'did england or wales win more titles',
      'compare',
      `SELECT champions, count(*) FROM t WHERE champions IN ('England', 'Wales') GROUP BY champions`,
    ],
    [
      'how many times did france win between 2000 and 2009',
      'filtered',
      `SELECT count(*) FROM t WHERE champions = 'France' AND year BETWEEN 2000 AND 2009`,
    ],
    [
      "difference between ireland's points in 2023 and 2024",
      'compare',
      `SELECT max(points) FILTER (WHERE year = 2023) - max(points) FILTER (WHERE year = 2024) FROM t`,
    ],
    [
      'when did ireland win their first title',
      'argmax',
      `SELECT min(year) FROM t WHERE champions = 'Ireland'`,
    ],
    [
      'who was the top scorer that year',
      'follow-up',
      `SELECT top_scorer FROM t WHERE year = (SELECT min(year) FROM t WHERE champions = 'Ireland')`,
    ],
    [
      'the 3 biggest points hauls by a top scorer',
      'top-n',
      `SELECT top_scorer, year, top_scorer_points FROM t ORDER BY top_scorer_points DESC LIMIT 3`,
    ],
    [
      'which champs won the triple crown but not the grand slam',
      'filtered',
      `SELECT year, champions FROM t WHERE triple_crown = champions AND grand_slam IS NULL`,
    ],
    [
      'what share of titles came with a grand slam',
      'share',
      `SELECT 100.0 * count(grand_slam) / count(*) FROM t`,
    ],
    ['top scorer in 2017', 'lookup', `SELECT top_scorer FROM t WHERE year = 2017`],
    ['how many tries did france score in 2022', 'clarify', null],
    ["who won the women's six nations in 2024", 'clarify', null],
  ],
});
