import { table } from '../spec';

/** A money cell such as `$94 million`, `$1.067 billion` or `$51.1 million[b]`, in dollars; `—` is NULL. */
const money = (col: string): string =>
  `try_cast(regexp_extract("${col}", '[0-9.]+') AS DOUBLE) * CASE WHEN "${col}" LIKE '%billion%' THEN 1e9 ELSE 1e6 END`;

export default table({
  name: 'pixar_films',
  file: 'pixar_films.csv',
  domain:
    'Pixar feature films 1995–2025: number, film, US release date `22 November 1995`, directors and co-directors listed in one cell, running time `81 min`, budget and worldwide box office as `$94 million` / `$1.067 billion` with footnote marks (`—` for an unknown budget), Rotten Tomatoes score `97%`',
  load: `SELECT "No."::INTEGER AS no, Film AS film,
      strptime("US release date", '%d %B %Y')::DATE AS release_date, "Director(s)" AS directors,
      regexp_extract("Running time", '[0-9]+')::INTEGER AS running_min,
      ${money('Budget')} AS budget_usd, ${money('Box office')} AS box_office_usd,
      replace("Rotten Tomatoes", '%', '')::INTEGER AS rotten_tomatoes
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['highest grossing pixar film', 'argmax', `SELECT film FROM t ORDER BY box_office_usd DESC LIMIT 1`],
    ['how many made over a billion', 'filtered', `SELECT count(*) FROM t WHERE box_office_usd > 1e9`],
    ['which ones', 'follow-up', `SELECT film FROM t WHERE box_office_usd > 1e9`],
    ['lowest rotten tomatoes score', 'argmax', `SELECT film FROM t ORDER BY rotten_tomatoes ASC LIMIT 1`],
    [
      'how many films did pete docter direct',
      'filtered',
      `SELECT count(*) FROM t WHERE directors LIKE '%Pete Docter%'`,
    ],
    ['avg runtime', 'aggregate', `SELECT avg(running_min) FROM t`],
    ['longest pixar movie', 'argmax', `SELECT film FROM t ORDER BY running_min DESC LIMIT 1`],
    ['how many toy story films are there', 'filtered', `SELECT count(*) FROM t WHERE film LIKE 'Toy Story%'`],
    [
      'total box office for them',
      'follow-up',
      `SELECT sum(box_office_usd) FROM t WHERE film LIKE 'Toy Story%'`,
    ],
    [
      'which film made the most relative to its budget',
      'argmax',
      `SELECT film FROM t WHERE budget_usd IS NOT NULL ORDER BY box_office_usd / budget_usd DESC LIMIT 1`,
    ],
    ['how many have 100% on rt', 'filtered', `SELECT count(*) FROM t WHERE rotten_tomatoes = 100`],
    [
      'films lee unkrich directed or co-directed',
      'filtered',
      `SELECT film FROM t WHERE directors LIKE '%Lee Unkrich%'`,
    ],
    [
      'how many were released in november',
      'filtered',
      `SELECT count(*) FROM t WHERE month(release_date) = 11`,
    ],
    ['budget of wall-e', 'lookup', `SELECT budget_usd FROM t WHERE film = 'WALL-E'`],
    [
      'how many pixar films came out in 2015',
      'filtered',
      `SELECT count(*) FROM t WHERE year(release_date) = 2015`,
    ],
    ['how many had more than one director', 'filtered', `SELECT count(*) FROM t WHERE directors LIKE '%,%'`],
    [
      'avg rt score of films released after 2015',
      'filtered',
      `SELECT avg(rotten_tomatoes) FROM t WHERE year(release_date) > 2015`,
    ],
    ['total box office all pixar films', 'aggregate', `SELECT sum(box_office_usd) FROM t`],
    [
      'box office cars vs cars 2',
      'compare',
      `SELECT (SELECT box_office_usd FROM t WHERE film = 'Cars'), (SELECT box_office_usd FROM t WHERE film = 'Cars 2')`,
    ],
    ['which film has no budget listed', 'missing', `SELECT film FROM t WHERE budget_usd IS NULL`],
    [
      'how many grossed less than their budget',
      'filtered',
      `SELECT count(*) FROM t WHERE box_office_usd < budget_usd`,
    ],
    [
      'corr between rt score and box office',
      'correlation',
      `SELECT corr(rotten_tomatoes, box_office_usd) FROM t`,
    ],
    [
      'how many years between toy story and toy story 4',
      'compare',
      `SELECT year((SELECT release_date FROM t WHERE film = 'Toy Story 4')) - year((SELECT release_date FROM t WHERE film = 'Toy Story'))`,
    ],
    ['which pixar film won the most oscars', 'clarify', null],
    ['who voiced woody', 'clarify', null],
  ],
});
