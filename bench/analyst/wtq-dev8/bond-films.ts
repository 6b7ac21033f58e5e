import { table } from '../spec';

/** A money cell such as `$7.2 million`, `$1.109 billion` or `$200 million[a]`, in dollars. */
const money = (col: string): string =>
  `regexp_extract("${col}", '[0-9.]+')::DOUBLE * CASE WHEN "${col}" LIKE '%billion%' THEN 1e9 ELSE 1e6 END`;

export default table({
  name: 'bond_films',
  file: 'bond_films.csv',
  domain:
    'the 25 official James Bond films 1962–2021: number, title, year, Bond actor, director, UK premiere date, running time `110 min`, budget and worldwide box office as `$7.2 million` / `$1.109 billion` with footnote marks',
  load: `SELECT "#"::INTEGER AS no, Title AS title, "Year"::INTEGER AS year, "Bond actor" AS bond_actor,
      Director AS director, strptime("UK premiere", '%d %B %Y')::DATE AS uk_premiere,
      regexp_extract("Running time", '[0-9]+')::INTEGER AS running_min,
      ${money('Budget')} AS budget_usd, ${money('Box office')} AS box_office_usd
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    [
      'which bond film made the most money',
      'argmax',
      `SELECT title FROM t ORDER BY box_office_usd DESC LIMIT 1`,
    ],
    ['how much did it make', 'follow-up', `SELECT max(box_office_usd) FROM t`],
    [
      'how many films did roger moore make',
      'filtered',
      `SELECT count(*) FROM t WHERE bond_actor = 'Roger Moore'`,
    ],
    [
      'avg box office of the connery films',
      'filtered',
      `SELECT avg(box_office_usd) FROM t WHERE bond_actor = 'Sean Connery'`,
    ],
    [
      'which director did the most bond films',
      'argmax',
      `SELECT director FROM t GROUP BY director ORDER BY count(*) DESC LIMIT 1`,
    ],
    ['longest bond movie', 'argmax', `SELECT title FROM t ORDER BY running_min DESC LIMIT 1`],
    ['and the shortest?', 'follow-up', `SELECT title FROM t ORDER BY running_min ASC LIMIT 1`],
    ['total box office all films', 'aggregate', `SELECT sum(box_office_usd) FROM t`],
    [
      'which film had the best box office to budget ratio',
      'argmax',
      `SELECT title FROM t ORDER BY box_office_usd / budget_usd DESC LIMIT 1`,
    ],
    ['how many had a budget over 100 million', 'filtered', `SELECT count(*) FROM t WHERE budget_usd > 100e6`],
    [
      'total box office by bond actor',
      'group-by',
      `SELECT bond_actor, sum(box_office_usd) FROM t GROUP BY bond_actor`,
    ],
    [
      'whose films averaged the most at the box office',
      'argmax',
      `SELECT bond_actor FROM t GROUP BY bond_actor ORDER BY avg(box_office_usd) DESC LIMIT 1`,
    ],
    [
      'craig vs brosnan avg box office',
      'compare',
      `SELECT avg(box_office_usd) FILTER (WHERE bond_actor = 'Daniel Craig'), avg(box_office_usd) FILTER (WHERE bond_actor = 'Pierce Brosnan') FROM t`,
    ],
    [
      'how many bond films came out in the 80s',
      'filtered',
      `SELECT count(*) FROM t WHERE year BETWEEN 1980 AND 1989`,
    ],
    ['what year did goldeneye come out', 'lookup', `SELECT year FROM t WHERE title = 'GoldenEye'`],
    [
      'longest gap between two bond films',
      'argmax',
      `SELECT prev_title, title FROM (SELECT title, lag(title) OVER (ORDER BY uk_premiere) AS prev_title, uk_premiere - lag(uk_premiere) OVER (ORDER BY uk_premiere) AS gap FROM t) WHERE gap IS NOT NULL ORDER BY gap DESC LIMIT 1`,
    ],
    ['who directed skyfall', 'lookup', `SELECT director FROM t WHERE title = 'Skyfall'`],
    [
      'how many directors only did one bond film',
      'aggregate',
      `SELECT count(*) FROM (SELECT director FROM t GROUP BY director HAVING count(*) = 1)`,
    ],
    ['corr between budget and box office', 'correlation', `SELECT corr(budget_usd, box_office_usd) FROM t`],
    ['avg runtime', 'aggregate', `SELECT avg(running_min) FROM t`],
    ['which bond girl appeared in the most films', 'clarify', null],
    ['whats the best bond film', 'clarify', null],
  ],
});
