import { table } from '../spec';

export default table({
  name: 'mile_world_record',
  file: 'mile_world_record.csv',
  domain:
    "the men's mile world record progression 1913–1999, one row per record: time as `3:59.4` / `3:48.53` with footnote marks (`4:06.2[a]` equalled, `3:59.4[b]`), athlete (several more than once), nationality, date `6 May 1954`, venue",
  load: `SELECT regexp_replace("Time", '\\[[a-z]\\]', '', 'g') AS time,
      split_part(regexp_replace("Time", '\\[[a-z]\\]', '', 'g'), ':', 1)::INTEGER * 60
        + split_part(regexp_replace("Time", '\\[[a-z]\\]', '', 'g'), ':', 2)::DOUBLE AS seconds,
      Athlete AS athlete, Nationality AS nationality,
      strptime("Date", '%d %B %Y')::DATE AS date, Venue AS venue
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    [
      'which record stood the longest before it was broken',
      'argmax',
      `SELECT athlete, time FROM (SELECT athlete, time, lead(date) OVER (ORDER BY date) - date AS stood FROM t) WHERE stood IS NOT NULL ORDER BY stood DESC LIMIT 1`,
    ],
    ['whats the current mile record', 'argmax', `SELECT time FROM t ORDER BY seconds ASC LIMIT 1`],
    ['who holds it', 'follow-up', `SELECT athlete FROM t ORDER BY seconds ASC LIMIT 1`],
    [
      'who ran the first sub 4 min mile',
      'argmax',
      `SELECT athlete FROM t WHERE seconds < 240 ORDER BY date LIMIT 1`,
    ],
    [
      'how many times did coe break the record',
      'filtered',
      `SELECT count(*) FROM t WHERE athlete = 'Sebastian Coe'`,
    ],
    [
      'how many records were set by swedes',
      'filtered',
      `SELECT count(*) FROM t WHERE nationality = 'Sweden'`,
    ],
    ['how many different runners have held the record', 'aggregate', `SELECT count(DISTINCT athlete) FROM t`],
    [
      'biggest single improvement on the record',
      'argmax',
      `SELECT athlete FROM (SELECT athlete, lag(seconds) OVER (ORDER BY date) - seconds AS cut FROM t) WHERE cut IS NOT NULL ORDER BY cut DESC LIMIT 1`,
    ],
    [
      'by how much',
      'follow-up',
      `SELECT round(max(cut), 2) FROM (SELECT lag(seconds) OVER (ORDER BY date) - seconds AS cut FROM t)`,
    ],
    ['how many records were set in oslo', 'filtered', `SELECT count(*) FROM t WHERE venue = 'Oslo'`],
    ['when did bannister run 3:59.4', 'lookup', `SELECT date FROM t WHERE athlete = 'Roger Bannister'`],
    [
      'how long did bannisters record last',
      'lookup',
      `SELECT next_date - date FROM (SELECT athlete, date, lead(date) OVER (ORDER BY date) AS next_date FROM t) WHERE athlete = 'Roger Bannister'`,
    ],
    [
      'how many british runners have held it',
      'filtered',
      `SELECT count(DISTINCT athlete) FROM t WHERE nationality = 'United Kingdom'`,
    ],
    [
      'which country set the record the most times',
      'argmax',
      `SELECT nationality FROM t GROUP BY nationality ORDER BY count(*) DESC LIMIT 1`,
    ],
    [
      'what was the record in 1950',
      'calendar',
      `SELECT time FROM t WHERE date <= DATE '1950-12-31' ORDER BY date DESC LIMIT 1`,
    ],
    [
      'who had the record in 1960',
      'calendar',
      `SELECT athlete FROM t WHERE date <= DATE '1960-12-31' ORDER BY date DESC LIMIT 1`,
    ],
    [
      'how many records in the 80s',
      'filtered',
      `SELECT count(*) FROM t WHERE year(date) BETWEEN 1980 AND 1989`,
    ],
    [
      'how much faster is the current record than nurmis, in secs',
      'compare',
      `SELECT round((SELECT seconds FROM t WHERE athlete = 'Paavo Nurmi') - min(seconds), 2) FROM t`,
    ],
    [
      'on avg how many seconds did each new record knock off',
      'aggregate',
      `SELECT avg(cut) FROM (SELECT lag(seconds) OVER (ORDER BY date) - seconds AS cut FROM t)`,
    ],
    [
      'which record was only equalled not broken',
      'lookup',
      `SELECT athlete FROM (SELECT athlete, seconds, lag(seconds) OVER (ORDER BY date) AS prev FROM t) WHERE seconds = prev`,
    ],
    ['how many records did jim ryun set', 'filtered', `SELECT count(*) FROM t WHERE athlete = 'Jim Ryun'`],
    [
      'which kiwis held the record',
      'filtered',
      `SELECT DISTINCT athlete FROM t WHERE nationality = 'New Zealand'`,
    ],
    [
      'how many years between the first and last record',
      'aggregate',
      `SELECT year(max(date)) - year(min(date)) FROM t`,
    ],
    ['what was bannisters 1500m best', 'clarify', null],
    ['who has the womens mile record', 'clarify', null],
  ],
});
