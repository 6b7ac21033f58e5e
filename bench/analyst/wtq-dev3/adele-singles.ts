import { table } from '../spec';

export default table({
  name: 'adele_singles',
  file: 'adele_singles.csv',
  domain: 'music (a singer\'s singles: quoted titles, chart peaks per country with "—" for did not chart and a footnote mark, certifications, album)',
  load: `SELECT row_number() OVER () AS rn, trim("Title", '"') AS title, "Year"::INTEGER AS year,
      TRY_CAST("UK" AS INTEGER) AS uk, TRY_CAST("US" AS INTEGER) AS us, TRY_CAST("AUS" AS INTEGER) AS aus,
      TRY_CAST(regexp_replace("CAN", '\\[.*\\]', '') AS INTEGER) AS can, "Certifications" AS certifications, "Album" AS album
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['how many singles reached number one in the uk?', 'filtered', `SELECT count(*) FROM t WHERE uk = 1`],
    ['which singles topped the us chart', 'filtered', `SELECT title FROM t WHERE us = 1`],
    ['what was the first single from 21?', 'lookup', `SELECT title FROM t WHERE rn = (SELECT min(rn) FROM t WHERE album = '21')`],
    ['what single came after skyfall', 'lookup', `SELECT title FROM t WHERE rn = (SELECT rn FROM t WHERE title = 'Skyfall') + 1`],
    ['what did chasing pavements peak at in the uk?', 'lookup', `SELECT uk FROM t WHERE title = 'Chasing Pavements'`],
    ['and in the us?', 'follow-up', `SELECT us FROM t WHERE title = 'Chasing Pavements'`],
    ['how many singles were released in 2011?', 'filtered', `SELECT count(*) FROM t WHERE year = 2011`],
    ['which single from 25 charted lowest in the uk?', 'argmax', `SELECT title FROM t WHERE album = '25' ORDER BY uk DESC LIMIT 1`],
    ['which did better in australia, hello or skyfall?', 'compare', `SELECT title FROM t WHERE title IN ('Hello', 'Skyfall') ORDER BY aus LIMIT 1`],
    ['how many singles didnt chart in the us', 'filtered', `SELECT count(*) FROM t WHERE us IS NULL`],
    ['what album is oh my god from?', 'lookup', `SELECT album FROM t WHERE title = 'Oh My God'`],
    ['how many singles are from the album 19?', 'filtered', `SELECT count(*) FROM t WHERE album = '19'`],
    ['what is the only non-album single?', 'lookup', `SELECT title FROM t WHERE album = 'Non-album single'`],
    ['what was the average uk peak of the singles from 30?', 'aggregate', `SELECT avg(uk) FROM t WHERE album = '30'`],
    ['how many years between hometown glory and easy on me?', 'compare', `SELECT (SELECT year FROM t WHERE title = 'Easy on Me') - (SELECT year FROM t WHERE title = 'Hometown Glory')`],
    ['which singles went diamond in the us?', 'filtered', `SELECT title FROM t WHERE certifications LIKE '%RIAA: Diamond%'`],
    ['what was the last single released?', 'lookup', `SELECT title FROM t WHERE rn = (SELECT max(rn) FROM t)`],
    ["what was adele's best selling single?", 'clarify', null],
  ],
});
