import { table } from '../spec';

export default table({
  name: 'world_cup_finals',
  file: 'world_cup_finals.csv',
  domain: 'football (FIFA World Cup finals, scores as text such as "2–1 (a.e.t.)")',
  load: `SELECT row_number() OVER () AS rn, "Year"::INTEGER AS year, "Host" AS host, "Winners" AS winners, "Score" AS score,
      "Runners-up" AS runners_up, "Venue" AS venue, "City" AS city
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['which country won the most world cups?', 'argmax', `SELECT winners FROM t GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`],
    ['how many times did italy win?', 'filtered', `SELECT count(*) FROM t WHERE winners = 'Italy'`],
    ['how many finals went to extra time?', 'filtered', `SELECT count(*) FROM t WHERE score LIKE '%a.e.t.%'`],
    ['who won the first world cup?', 'lookup', `SELECT winners FROM t WHERE rn = 1`],
    ['who won the last final on the list?', 'lookup', `SELECT winners FROM t WHERE rn = (SELECT max(rn) FROM t)`],
    ['what year did spain win?', 'lookup', `SELECT year FROM t WHERE winners = 'Spain'`],
    ['who was the runner-up in 1966?', 'lookup', `SELECT runners_up FROM t WHERE year = 1966`],
    ['who hosted the world cup after sweden?', 'lookup', `SELECT host FROM t WHERE rn = (SELECT rn FROM t WHERE host = 'Sweden') + 1`],
    ['how many finals were played at estadio azteca?', 'filtered', `SELECT count(*) FROM t WHERE venue = 'Estadio Azteca'`],
    ['how many different countries have won the world cup?', 'aggregate', `SELECT count(DISTINCT winners) FROM t`],
    ['how many times did the host nation win?', 'filtered', `SELECT count(*) FROM t WHERE winners = host`],
    ['in what city was the 1998 final played?', 'lookup', `SELECT city FROM t WHERE year = 1998`],
    ['how many goals did the winners score in the 1970 final?', 'lookup', `SELECT CAST(regexp_extract(score, '^([0-9]+)', 1) AS INTEGER) FROM t WHERE year = 1970`],
    ['how many finals did the netherlands lose?', 'filtered', `SELECT count(*) FROM t WHERE runners_up = 'Netherlands'`],
    ['did italy win more titles than argentina?', 'compare', `SELECT CASE WHEN count(*) FILTER (WHERE winners = 'Italy') > count(*) FILTER (WHERE winners = 'Argentina') THEN 'yes' ELSE 'no' END FROM t`],
    ['how many years between the first and last final?', 'aggregate', `SELECT max(year) - min(year) FROM t`],
    ['how many finals were held before 1970?', 'filtered', `SELECT count(*) FROM t WHERE year < 1970`],
  ],
});
