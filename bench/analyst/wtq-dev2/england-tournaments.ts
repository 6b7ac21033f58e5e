import { table } from '../spec';

export default table({
  name: 'england_tournaments',
  file: 'england_tournaments.csv',
  domain: 'football (a national team\'s tournament matches: results as "W 2–1", "D 1–1 (a.e.t.) (4–3 p)", attendances with commas)',
  load: `SELECT row_number() OVER () AS rn, "Tournament" AS tournament, "Round" AS round, strptime("Date", '%d %B %Y')::DATE AS date,
      "Opponent" AS opponent, "Result" AS result, "Venue" AS venue, replace("Attendance", ',', '')::INTEGER AS attendance,
      "England scorers" AS scorers
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['how many matches did england win?', 'filtered', `SELECT count(*) FROM t WHERE result LIKE 'W %'`],
    ['who did england play after sweden?', 'lookup', `SELECT opponent FROM t WHERE rn = (SELECT rn FROM t WHERE opponent = 'Sweden') + 1`],
    ['what was the result against panama?', 'lookup', `SELECT result FROM t WHERE opponent = 'Panama'`],
    ['how many goals did england score against iran?', 'lookup', `SELECT CAST(regexp_extract(result, '([0-9]+)–', 1) AS INTEGER) FROM t WHERE opponent = 'Iran'`],
    ['which opponent had the largest attendance?', 'argmax', `SELECT opponent FROM t ORDER BY attendance DESC LIMIT 1`],
    ['how many matches were played at wembley stadium?', 'filtered', `SELECT count(*) FROM t WHERE venue = 'Wembley Stadium'`],
    ['how many matches went to extra time?', 'filtered', `SELECT count(*) FROM t WHERE result LIKE '%a.e.t.%'`],
    ['how many matches ended in a draw?', 'filtered', `SELECT count(*) FROM t WHERE result LIKE 'D %'`],
    ['what was the attendance of the final?', 'lookup', `SELECT attendance FROM t WHERE round = 'Final'`],
    ["who was england's first opponent at euro 2020?", 'lookup', `SELECT opponent FROM t WHERE rn = (SELECT min(rn) FROM t WHERE tournament = 'UEFA Euro 2020')`],
    ['what was the total attendance at the 2018 world cup matches?', 'aggregate', `SELECT sum(attendance) FROM t WHERE tournament = '2018 FIFA World Cup'`],
    ['how many times did england play belgium?', 'filtered', `SELECT count(*) FROM t WHERE opponent = 'Belgium'`],
    ['how many different opponents did england face?', 'aggregate', `SELECT count(DISTINCT opponent) FROM t`],
    ['which team beat england in the 2022 quarter-final?', 'lookup', `SELECT opponent FROM t WHERE tournament = '2022 FIFA World Cup' AND round = 'Quarter-final'`],
    ['in which round did england play ukraine?', 'lookup', `SELECT round FROM t WHERE opponent = 'Ukraine'`],
    ['how many matches did england lose at the 2018 world cup?', 'filtered', `SELECT count(*) FROM t WHERE tournament = '2018 FIFA World Cup' AND result LIKE 'L %'`],
    ['what is the difference in attendance between the germany match and the ukraine match?', 'compare', `SELECT (SELECT attendance FROM t WHERE opponent = 'Germany') - (SELECT attendance FROM t WHERE opponent = 'Ukraine')`],
    ['on what date did england play senegal?', 'lookup', `SELECT date FROM t WHERE opponent = 'Senegal'`],
    ['how many goals did england concede at the 2018 world cup?', 'aggregate', `SELECT sum(CAST(regexp_extract(result, '–([0-9]+)', 1) AS INTEGER)) FROM t WHERE tournament = '2018 FIFA World Cup'`],
  ],
});
