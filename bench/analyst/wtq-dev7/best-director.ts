import { table } from '../spec';

export default table({
  name: 'best_director',
  file: 'best_director.csv',
  domain: "a film award's Best Director winners 1995–2023 (film year, ordinal ceremony '68th', ceremony date in words, directors with footnote marks and one pair of co-directors, the film, its budget '$16.5 million', the film's total award wins)",
  load: `SELECT row_number() OVER () AS rn, "Year"::INTEGER AS year, regexp_extract("Ceremony", '^([0-9]+)', 1)::INTEGER AS ceremony,
      strptime("Date of ceremony", '%B %d, %Y')::DATE AS ceremony_date, regexp_replace("Director", '\\[[a-z]\\]', '') AS director, "Film" AS film,
      regexp_extract("Budget", '^\\$([0-9.]+) million', 1)::DOUBLE AS budget_millions, "Oscars won by the film"::INTEGER AS film_wins
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['who won best director for titanic', 'lookup', `SELECT director FROM t WHERE film = 'Titanic'`],
    ['who won in 2008', 'lookup', `SELECT director FROM t WHERE year = 2008`],
    ['how many times did alfonso cuaron win', 'filtered', `SELECT count(*) FROM t WHERE director = 'Alfonso Cuarón'`],
    ['which directors won more than once', 'filtered', `SELECT director FROM t GROUP BY director HAVING count(*) > 1`],
    ['which film had the biggest budget', 'argmax', `SELECT film FROM t ORDER BY budget_millions DESC LIMIT 1`],
    ['and the smallest?', 'follow-up', `SELECT film FROM t ORDER BY budget_millions ASC LIMIT 1`],
    ['which films won the most oscars', 'argmax', `SELECT film FROM t WHERE film_wins = (SELECT max(film_wins) FROM t)`],
    ['how many oscars did parasite win', 'lookup', `SELECT film_wins FROM t WHERE film = 'Parasite'`],
    ['what was the budget of the hurt locker', 'lookup', `SELECT budget_millions FROM t WHERE film = 'The Hurt Locker'`],
    ['how many of the films won exactly 3 oscars', 'filtered', `SELECT count(*) FROM t WHERE film_wins = 3`],
    ['who directed the film that won the fewest oscars', 'argmax', `SELECT director FROM t ORDER BY film_wins ASC LIMIT 1`],
    ['who won the year after parasite', 'lookup', `SELECT director FROM t WHERE year = (SELECT year FROM t WHERE film = 'Parasite') + 1`],
    ['who won at the 80th ceremony', 'lookup', `SELECT director FROM t WHERE ceremony = 80`],
    ['how many of the ceremonies were held in february', 'filtered', `SELECT count(*) FROM t WHERE month(ceremony_date) = 2`],
    ['when was the 93rd ceremony', 'lookup', `SELECT ceremony_date FROM t WHERE ceremony = 93`],
    ['total budget of the winning films from the 2010s', 'filtered', `SELECT sum(budget_millions) FROM t WHERE year BETWEEN 2010 AND 2019`],
    ["how many years between ang lee's two wins", 'compare', `SELECT max(year) - min(year) FROM t WHERE director = 'Ang Lee'`],
    ["was gravity's budget bigger than the revenant's", 'compare', `SELECT budget_millions FROM t WHERE film IN ('Gravity', 'The Revenant')`],
    ['how many oscars did these films win altogether', 'aggregate', `SELECT sum(film_wins) FROM t`],
    ['how old was kathryn bigelow when she won', 'clarify', null],
    ['who won best actor in 1997', 'clarify', null],
  ],
});
