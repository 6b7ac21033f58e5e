import { table } from '../spec';

export default table({
  name: 'nba_finals',
  file: 'nba_finals.csv',
  domain: 'basketball (finals series 2010–2024: the two conference champions, the series result "4–3" from the western side, the MVP with his team)',
  load: `SELECT row_number() OVER () AS rn, "Year"::INTEGER AS year, "Western champion" AS west, "Result" AS result,
      "Eastern champion" AS east, "Finals MVP" AS mvp
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['how many times did the miami heat reach the finals?', 'filtered', `SELECT count(*) FROM t WHERE east = 'Miami Heat' OR west = 'Miami Heat'`],
    ['who was the finals mvp in 2019?', 'lookup', `SELECT mvp FROM t WHERE year = 2019`],
    ['how many times did lebron james win finals mvp?', 'filtered', `SELECT count(*) FROM t WHERE mvp LIKE 'LeBron James%'`],
    ['which western team appeared in the most finals?', 'argmax', `SELECT west FROM t GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`],
    ['who did the golden state warriors play in 2019?', 'lookup', `SELECT east FROM t WHERE year = 2019`],
    ['how many finals went to seven games?', 'filtered', `SELECT count(*) FROM t WHERE result IN ('4–3', '3–4')`],
    ['who was the finals mvp in the last year listed?', 'lookup', `SELECT mvp FROM t WHERE rn = (SELECT max(rn) FROM t)`],
    ['how many times did the boston celtics play in the finals?', 'filtered', `SELECT count(*) FROM t WHERE east = 'Boston Celtics'`],
    ['in what year did the denver nuggets play in the finals?', 'lookup', `SELECT year FROM t WHERE west = 'Denver Nuggets'`],
    ['how many different western champions are listed?', 'aggregate', `SELECT count(DISTINCT west) FROM t`],
    ['what was the result in 2016?', 'lookup', `SELECT result FROM t WHERE year = 2016`],
    ['who was the eastern champion in 2021?', 'lookup', `SELECT east FROM t WHERE year = 2021`],
    ['how many times did the warriors and the cavaliers meet in the finals?', 'filtered', `SELECT count(*) FROM t WHERE west = 'Golden State Warriors' AND east = 'Cleveland Cavaliers'`],
    ['who was the finals mvp after dirk nowitzki?', 'lookup', `SELECT mvp FROM t WHERE rn = (SELECT rn FROM t WHERE mvp LIKE 'Dirk Nowitzki%') + 1`],
    ['how many times did the western champion win the series?', 'filtered', `SELECT count(*) FROM t WHERE result LIKE '4–%'`],
    ['which team did the dallas mavericks face in 2024?', 'lookup', `SELECT east FROM t WHERE year = 2024`],
  ],
});
