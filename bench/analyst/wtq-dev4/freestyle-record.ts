import { table } from '../spec';

export default table({
  name: 'freestyle_100m_record',
  file: 'freestyle_100m_record.csv',
  domain: 'swimming (a world record\'s progression: times in seconds with a footnote mark, swimmers and nationalities, dates in words, meets with "—" for none, locations "City, Country")',
  load: `SELECT row_number() OVER () AS rn, "#"::INTEGER AS no, regexp_replace("Time", '\\[[a-z]\\]', '')::DOUBLE AS time_s,
      "Name" AS name, "Nationality" AS nationality, strptime("Date", '%d %B %Y')::DATE AS date,
      "Meet" AS meet, "Location" AS location, split_part("Location", ', ', 1) AS city
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['who holds the current world record?', 'lookup', `SELECT name FROM t ORDER BY rn DESC LIMIT 1`],
    ['who was the first person to swim under 50 seconds', 'lookup', `SELECT name FROM t WHERE time_s < 50 ORDER BY rn LIMIT 1`],
    ['how many times did matt biondi break the record', 'filtered', `SELECT count(*) FROM t WHERE name = 'Matt Biondi'`],
    ['what time did jim montgomery swim at the montreal olympics?', 'clarify', null],
    ['how many records were set at the olympic games', 'filtered', `SELECT count(*) FROM t WHERE meet = 'Olympic Games'`],
    ['how many records were set by americans', 'filtered', `SELECT count(*) FROM t WHERE nationality = 'United States'`],
    ['who broke the record after alexander popov?', 'lookup', `SELECT name FROM t WHERE rn = (SELECT rn FROM t WHERE name = 'Alexander Popov') + 1`],
    ["how many years between popov's record and the next one?", 'compare', `SELECT year((SELECT date FROM t WHERE no = 11)) - year((SELECT date FROM t WHERE no = 10))`],
    ['by how much did pan zhanle lower his own record in paris?', 'compare', `SELECT (SELECT time_s FROM t WHERE no = 20) - (SELECT time_s FROM t WHERE no = 21)`],
    ['what was the record time set in 1985', 'lookup', `SELECT time_s FROM t WHERE year(date) = 1985`],
    ['which country has set the record the most times', 'argmax', `SELECT nationality FROM t GROUP BY nationality ORDER BY count(*) DESC LIMIT 1`],
    ['how many different swimmers have held the record', 'filtered', `SELECT count(DISTINCT name) FROM t`],
    ['whose record lasted the longest?', 'argmax', `SELECT name FROM (SELECT name, lead(date) OVER (ORDER BY rn) - date AS lasted FROM t) WHERE lasted IS NOT NULL ORDER BY lasted DESC LIMIT 1`],
    ['how many times was the record broken in 2008', 'filtered', `SELECT count(*) FROM t WHERE year(date) = 2008`],
    ['where did cesar cielo set his record', 'lookup', `SELECT location FROM t WHERE name = 'César Cielo'`],
    ['at what meet was the record set in 1981?', 'clarify', null],
    ['how many records were set in rome', 'filtered', `SELECT count(*) FROM t WHERE city = 'Rome'`],
    ["what's the difference between spitz's record and the current record?", 'compare', `SELECT (SELECT time_s FROM t WHERE name = 'Mark Spitz') - (SELECT time_s FROM t ORDER BY rn DESC LIMIT 1)`],
    ['when did eamon sullivan first break the record?', 'lookup', `SELECT min(date) FROM t WHERE name = 'Eamon Sullivan'`],
    ['and what time did he swim?', 'follow-up', `SELECT time_s FROM t WHERE name = 'Eamon Sullivan' ORDER BY date LIMIT 1`],
    ['which australian swimmers held the record', 'filtered', `SELECT DISTINCT name FROM t WHERE nationality = 'Australia' ORDER BY name`],
  ],
});
