import { table } from '../spec';

/**
 * Written after the table-question stage was built and measured once, untuned: a check of how
 * the stage does on a table and questions it was not developed on.
 */
export default table({
  name: 'best_picture',
  file: 'best_picture.csv',
  domain: 'film (best picture winners by film year, with the director and the number of awards won)',
  load: `SELECT row_number() OVER () AS rn, "Year"::INTEGER AS year, "Film" AS film, "Director" AS director, "Awards"::INTEGER AS awards
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['which film won the most oscars?', 'argmax', `SELECT film FROM t ORDER BY awards DESC LIMIT 1`],
    ['who directed the film after crash?', 'lookup', `SELECT director FROM t WHERE rn = (SELECT rn FROM t WHERE film = 'Crash') + 1`],
    ['how many films won exactly 4 awards?', 'filtered', `SELECT count(*) FROM t WHERE awards = 4`],
    ['what film won in 2009?', 'lookup', `SELECT film FROM t WHERE year = 2009`],
    ['did chicago win more awards than argo?', 'compare', `SELECT CASE WHEN (SELECT awards FROM t WHERE film = 'Chicago') > (SELECT awards FROM t WHERE film = 'Argo') THEN 'yes' ELSE 'no' END`],
    ['how many years between gladiator and spotlight?', 'compare', `SELECT (SELECT year FROM t WHERE film = 'Spotlight') - (SELECT year FROM t WHERE film = 'Gladiator')`],
    ['what is the last film on the list?', 'lookup', `SELECT film FROM t WHERE rn = (SELECT max(rn) FROM t)`],
    ['who directed the first film listed?', 'lookup', `SELECT director FROM t WHERE rn = 1`],
    ['how many films won fewer than 4 awards?', 'filtered', `SELECT count(*) FROM t WHERE awards < 4`],
    ['what was the total number of awards won by all films?', 'aggregate', `SELECT sum(awards) FROM t`],
    ['which film won the fewest awards?', 'argmax', `SELECT film FROM t ORDER BY awards ASC LIMIT 1`],
    ['what is the difference in awards between slumdog millionaire and the departed?', 'compare', `SELECT (SELECT awards FROM t WHERE film = 'Slumdog Millionaire') - (SELECT awards FROM t WHERE film = 'The Departed')`],
    ['which film came before the artist?', 'lookup', `SELECT film FROM t WHERE rn = (SELECT rn FROM t WHERE film = 'The Artist') - 1`],
    ['how many awards did birdman win?', 'lookup', `SELECT awards FROM t WHERE film = 'Birdman'`],
    ['in what year did argo win?', 'lookup', `SELECT year FROM t WHERE film = 'Argo'`],
  ],
});
