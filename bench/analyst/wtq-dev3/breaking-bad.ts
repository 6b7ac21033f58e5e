import { table } from '../spec';

export default table({
  name: 'breaking_bad_s5',
  file: 'breaking_bad_s5.csv',
  domain: 'television (a series\' final season: episode numbers overall and in season, quoted titles, director, writer, air dates written out, U.S. viewers in millions)',
  load: `SELECT row_number() OVER () AS rn, "No. overall"::INTEGER AS overall, "No. in season"::INTEGER AS episode,
      trim("Title", '"') AS title, "Directed by" AS director, "Written by" AS writer,
      strptime("Original air date", '%B %d, %Y')::DATE AS aired, "U.S. viewers (millions)"::DOUBLE AS viewers
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['which episode had the most viewers?', 'argmax', `SELECT title FROM t ORDER BY viewers DESC LIMIT 1`],
    ['who directed ozymandias?', 'lookup', `SELECT director FROM t WHERE title = 'Ozymandias'`],
    ['who wrote it?', 'follow-up', `SELECT writer FROM t WHERE title = 'Ozymandias'`],
    ['how many episodes did michelle maclaren direct', 'filtered', `SELECT count(*) FROM t WHERE director = 'Michelle MacLaren'`],
    ['what was the title of episode 9 of the season?', 'lookup', `SELECT title FROM t WHERE episode = 9`],
    ['how many episodes aired in 2012?', 'filtered', `SELECT count(*) FROM t WHERE year(aired) = 2012`],
    ['what episode came after confessions?', 'lookup', `SELECT title FROM t WHERE rn = (SELECT rn FROM t WHERE title = 'Confessions') + 1`],
    ['what was the average viewership of the 2013 episodes?', 'aggregate', `SELECT avg(viewers) FROM t WHERE year(aired) = 2013`],
    ['which episodes were written and directed by the same person?', 'filtered', `SELECT title FROM t WHERE director = writer`],
    ['how many viewers did the first episode have?', 'lookup', `SELECT viewers FROM t WHERE rn = 1`],
    ['which had more viewers, buried or confessions?', 'compare', `SELECT title FROM t WHERE title IN ('Buried', 'Confessions') ORDER BY viewers DESC LIMIT 1`],
    ['when did felina air', 'lookup', `SELECT aired FROM t WHERE title = 'Felina'`],
    ['how many episodes had over 5 million viewers?', 'filtered', `SELECT count(*) FROM t WHERE viewers > 5`],
    ['how many episodes did peter gould write?', 'filtered', `SELECT count(*) FROM t WHERE writer = 'Peter Gould'`],
    ["what's the difference in viewers between the finale and the premiere?", 'compare', `SELECT (SELECT viewers FROM t WHERE rn = (SELECT max(rn) FROM t)) - (SELECT viewers FROM t WHERE rn = 1)`],
    ['what was the least watched episode?', 'argmax', `SELECT title FROM t ORDER BY viewers LIMIT 1`],
    ['what was the rating of the rian johnson episode?', 'clarify', null],
    ['total viewers across the season?', 'aggregate', `SELECT sum(viewers) FROM t`],
  ],
});
