import { table } from '../spec';

export default table({
  name: 'grammy_album_of_the_year',
  file: 'grammy_album_of_the_year.csv',
  domain:
    "a music award's winners 2000–2025 (the Grammy Award for Album of the Year): year under a header with a footnote mark (`Year[I]`), ceremony as an ordinal (`42nd`), album (`O Brother, Where Art Thou?[a]`), artist(s) (`Various artists`, `Robert Plant and Alison Krauss`), nationality (`United Kingdom / United States`), genre; a last line `[I] Each year links to …` explaining the header mark",
  load: `SELECT "Year[I]"::INTEGER AS year,
      regexp_extract(Ceremony, '^(\\d+)', 1)::INTEGER AS ceremony,
      regexp_replace(Album, '\\[[a-z]\\]$', '') AS album,
      "Artist(s)" AS artist,
      Nationality AS nationality,
      Genre AS genre
    FROM read_csv('{file}', header = true, all_varchar = true)
    WHERE Ceremony IS NOT NULL`,
  questions: [
    ['who won album of the year in 2012', 'lookup', `SELECT artist FROM t WHERE year = 2012`],
    [
      'how many times has taylor swift won aoty',
      'filtered',
      `SELECT count(*) FROM t WHERE artist = 'Taylor Swift'`,
    ],
    [
      'which artist has won album of the year the most',
      'argmax',
      `SELECT artist FROM t GROUP BY artist ORDER BY count(*) DESC LIMIT 1`,
    ],
    [
      'how many of the winners were country albums',
      'filtered',
      `SELECT count(*) FROM t WHERE genre = 'Country'`,
    ],
    [
      'most common genre among the winners',
      'argmax',
      `SELECT genre FROM t GROUP BY genre ORDER BY count(*) DESC LIMIT 1`,
    ],
    [
      'how many winners were from outside the us',
      'filtered',
      `SELECT count(*) FROM t WHERE nationality NOT LIKE '%United States%'`,
    ],
    ['at which ceremony did daft punk win', 'lookup', `SELECT ceremony FROM t WHERE artist = 'Daft Punk'`],
    ['what album won at the 60th grammys', 'lookup', `SELECT album FROM t WHERE ceremony = 60`],
    [
      'what won the year after fearless',
      'lookup',
      `SELECT album FROM t WHERE year = (SELECT year FROM t WHERE album = 'Fearless') + 1`,
    ],
    [
      'who won right before norah jones',
      'lookup',
      `SELECT artist, album FROM t WHERE year = (SELECT year FROM t WHERE artist = 'Norah Jones') - 1`,
    ],
    ['how many jazz albums have won', 'filtered', `SELECT count(*) FROM t WHERE genre = 'Jazz'`],
    ['which album won in 2021', 'lookup', `SELECT album FROM t WHERE year = 2021`],
    [
      'how many years between adeles two wins',
      'compare',
      `SELECT max(year) - min(year) FROM t WHERE artist = 'Adele'`,
    ],
    [
      'how many pop albums won in the 2010s',
      'calendar',
      `SELECT count(*) FROM t WHERE genre = 'Pop' AND year BETWEEN 2010 AND 2019`,
    ],
    ['list taylor swifts winning albums', 'filtered', `SELECT album FROM t WHERE artist = 'Taylor Swift'`],
    [
      'what was the last rock album to win',
      'argmax',
      `SELECT album FROM t WHERE genre = 'Rock' ORDER BY year DESC LIMIT 1`,
    ],
    ['how many different artists have won', 'aggregate', `SELECT count(DISTINCT artist) FROM t`],
    [
      'share of winners by american acts',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE nationality = 'United States') / count(*) FROM t`,
    ],
    [
      'did adele or taylor swift win more',
      'compare',
      `SELECT 'Taylor Swift', count(*) FILTER (WHERE artist = 'Taylor Swift'), count(*) FILTER (WHERE artist = 'Adele') FROM t`,
    ],
    [
      'how many r&b albums won after 2010',
      'filtered',
      `SELECT count(*) FROM t WHERE genre = 'R&B' AND year > 2010`,
    ],
    ['who won at the 67th ceremony', 'lookup', `SELECT artist FROM t WHERE ceremony = 67`],
    [
      'which genre won the most in the 2020s',
      'calendar',
      `SELECT genre FROM t WHERE year >= 2020 GROUP BY genre ORDER BY count(*) DESC LIMIT 1`,
    ],
    ['what year did beck win', 'lookup', `SELECT year FROM t WHERE artist = 'Beck'`],
    ['number of winners per genre', 'group-by', `SELECT genre, count(*) FROM t GROUP BY genre`],
    ['what % of the winners were women', 'clarify', null],
    ['how many copies did supernatural sell', 'clarify', null],
  ],
});
