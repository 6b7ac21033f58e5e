import { table } from '../spec';

export default table({
  name: 'wizarding_world_films',
  file: 'wizarding_world_films.csv',
  domain:
    "a fantasy film franchise's eleven films 2001–2022 and a Total row with `—` cells: film (one with a footnote mark), series, US release date in words, director, screenwriters listed in one cell, running time `152 min`, budget `$125 million` (two with a footnote mark), worldwide gross in millions or billions (`$879 million`, `$1.342 billion`), Rotten Tomatoes score `81%`",
  load: `SELECT regexp_replace(Film, '\\[[a-z]\\]', '', 'g') AS film, Series AS series,
      strptime("U.S. release date", '%B %d, %Y')::DATE AS release_date, Director AS director,
      "Screenwriter(s)" AS screenwriters,
      split_part("Running time", ' ', 1)::INTEGER AS running_time_min,
      (regexp_extract(Budget, '([0-9.]+)', 1)::DECIMAL(10, 3)
        * CASE WHEN Budget LIKE '%billion%' THEN 1000 ELSE 1 END)::INTEGER AS budget_musd,
      (regexp_extract("Worldwide gross", '([0-9.]+)', 1)::DECIMAL(10, 3)
        * CASE WHEN "Worldwide gross" LIKE '%billion%' THEN 1000 ELSE 1 END)::INTEGER AS gross_musd,
      replace("Rotten Tomatoes", '%', '')::INTEGER AS rotten_tomatoes_pct
    FROM read_csv('{file}', header = true, all_varchar = true)
    WHERE Film <> 'Total'`,
  questions: [
    ['highest grossing film', 'argmax', `SELECT film FROM t ORDER BY gross_musd DESC LIMIT 1`],
    ['how much did it make', 'follow-up', `SELECT max(gross_musd) FROM t`],
    [
      'how many films did david yates direct',
      'filtered',
      `SELECT count(*) FROM t WHERE director = 'David Yates'`,
    ],
    [
      'what % of the total gross came from the fantastic beasts films',
      'share',
      `SELECT 100.0 * sum(gross_musd) FILTER (WHERE series = 'Fantastic Beasts') / sum(gross_musd) FROM t`,
    ],
    [
      'worst rated on rotten tomatoes',
      'argmax',
      `SELECT film FROM t ORDER BY rotten_tomatoes_pct ASC LIMIT 1`,
    ],
    [
      'avg running time of the harry potter movies',
      'aggregate',
      `SELECT avg(running_time_min) FROM t WHERE series = 'Harry Potter'`,
    ],
    ['longest film', 'argmax', `SELECT film FROM t ORDER BY running_time_min DESC LIMIT 1`],
    ['and the shortest', 'follow-up', `SELECT film FROM t ORDER BY running_time_min ASC LIMIT 1`],
    [
      'which film came out after prisoner of azkaban',
      'lookup',
      `SELECT film FROM t WHERE release_date > (SELECT release_date FROM t WHERE film LIKE '%Prisoner of Azkaban%') ORDER BY release_date LIMIT 1`,
    ],
    [
      'how many years between the last harry potter film and the first fantastic beasts',
      'compare',
      `SELECT max(year(release_date)) FILTER (WHERE film = 'Fantastic Beasts and Where to Find Them') - max(year(release_date)) FILTER (WHERE series = 'Harry Potter') FROM t`,
    ],
    [
      "which films weren't written by steve kloves",
      'filtered',
      `SELECT film FROM t WHERE screenwriters NOT LIKE '%Steve Kloves%'`,
    ],
    [
      'best gross to budget ratio',
      'argmax',
      `SELECT film FROM t ORDER BY gross_musd / budget_musd DESC LIMIT 1`,
    ],
    ['total budget of all 11 films', 'aggregate', `SELECT sum(budget_musd) FROM t`],
    [
      'top 3 films on rotten tomatoes',
      'top-n',
      `SELECT film FROM t ORDER BY rotten_tomatoes_pct DESC LIMIT 3`,
    ],
    ['number of films per director', 'group-by', `SELECT director, count(*) FROM t GROUP BY director`],
    [
      'did goblet of fire or order of the phoenix make more money',
      'compare',
      `SELECT film, gross_musd FROM t WHERE film LIKE '%Goblet of Fire' OR film LIKE '%Order of the Phoenix'`,
    ],
    ['how many came out in november', 'calendar', `SELECT count(*) FROM t WHERE month(release_date) = 11`],
    [
      'correlation between budget and rotten tomatoes score',
      'correlation',
      `SELECT corr(budget_musd, rotten_tomatoes_pct) FROM t`,
    ],
    [
      'difference between the best and worst rt scores',
      'aggregate',
      `SELECT max(rotten_tomatoes_pct) - min(rotten_tomatoes_pct) FROM t`,
    ],
    [
      'which harry potter film had the smallest budget',
      'argmax',
      `SELECT film FROM t WHERE series = 'Harry Potter' ORDER BY budget_musd ASC LIMIT 1`,
    ],
    [
      'who directed it',
      'follow-up',
      `SELECT director FROM t WHERE series = 'Harry Potter' ORDER BY budget_musd ASC LIMIT 1`,
    ],
    [
      'how much did the fantastic beasts films gross altogether',
      'aggregate',
      `SELECT sum(gross_musd) FROM t WHERE series = 'Fantastic Beasts'`,
    ],
    ['avg rt score by series', 'group-by', `SELECT series, avg(rotten_tomatoes_pct) FROM t GROUP BY series`],
    ['how many oscars did the films win', 'clarify', null],
    ['which one sold the most dvds', 'clarify', null],
  ],
});
