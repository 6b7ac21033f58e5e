import { table } from '../spec';

export default table({
  name: 'magic_tour',
  file: 'magic_tour.csv',
  domain: "a rock band's 1986 concert tour (dates written '7 June 1986', city, country, venue, attendance with thousands separators, '—' for unknown and a footnote mark, notes on a few shows)",
  load: `SELECT row_number() OVER () AS rn, strptime("Date", '%d %B %Y')::DATE AS date, "City" AS city, "Country" AS country, "Venue" AS venue,
      TRY_CAST(replace(regexp_replace("Attendance", '\\[[a-z]\\]', ''), ',', '') AS INTEGER) AS attendance, "Notes" AS notes
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['how many shows were on the magic tour', 'aggregate', `SELECT count(*) FROM t`],
    ['where was the first show', 'lookup', `SELECT city FROM t ORDER BY date LIMIT 1`],
    ['which concert had the largest crowd', 'argmax', `SELECT venue FROM t ORDER BY attendance DESC NULLS LAST LIMIT 1`],
    ['what was the attendence in budapest', 'lookup', `SELECT attendance FROM t WHERE city = 'Budapest'`],
    ['how many concerts were in west germany', 'filtered', `SELECT count(*) FROM t WHERE country = 'West Germany'`],
    ['how many countries did they play in', 'aggregate', `SELECT count(DISTINCT country) FROM t`],
    ['how many times did they play wembley', 'filtered', `SELECT count(*) FROM t WHERE venue = 'Wembley Stadium'`],
    ['total attendance for the wembley shows', 'filtered', `SELECT sum(attendance) FROM t WHERE venue = 'Wembley Stadium'`],
    ['what venue did they play after slane castle', 'lookup', `SELECT venue FROM t WHERE date > (SELECT date FROM t WHERE venue = 'Slane Castle') ORDER BY date LIMIT 1`],
    ['what was the last venue of the tour', 'lookup', `SELECT venue FROM t ORDER BY date DESC LIMIT 1`],
    ['how many days from the first concert to the last one', 'aggregate', `SELECT date_diff('day', min(date), max(date)) FROM t`],
    ['how many shows had over 50,000 people', 'filtered', `SELECT count(*) FROM t WHERE attendance > 50000`],
    ['how many more people went to slane than to newcastle', 'compare', `SELECT (SELECT attendance FROM t WHERE city = 'Slane') - (SELECT attendance FROM t WHERE city = 'Newcastle')`],
    ['how many concerts in july', 'filtered', `SELECT count(*) FROM t WHERE month(date) = 7`],
    ['and in august?', 'follow-up', `SELECT count(*) FROM t WHERE month(date) = 8`],
    ['which shows have no attendance figure', 'missing', `SELECT venue FROM t WHERE attendance IS NULL`],
    ['average attendance of the shows in spain', 'filtered', `SELECT avg(attendance) FROM t WHERE country = 'Spain'`],
    ['which city did they play the most nights in', 'argmax', `SELECT city FROM t GROUP BY city ORDER BY count(*) DESC LIMIT 1`],
    ['which venues were filmed or recorded', 'filtered', `SELECT DISTINCT venue FROM t WHERE notes LIKE 'Recorded%' OR notes LIKE 'Filmed%'`],
    ['when did they play in vienna', 'lookup', `SELECT date FROM t WHERE city = 'Vienna'`],
    ['how much were tickets at knebworth', 'clarify', null],
    ['who was the support act in zurich', 'clarify', null],
  ],
});
