import { table } from '../spec';

export default table({
  name: 'queen_albums',
  file: 'queen_albums.csv',
  domain:
    "a rock band's 15 studio albums 1973–1995: title (footnote marks on the soundtrack and the posthumous album), release date `13 July 1973`, UK label, producers listed in one cell, number of tracks, peak chart position in the UK and the US",
  load: `SELECT regexp_replace(Title, '\\[[a-z]\\]', '', 'g') AS title,
      strptime(Released, '%d %B %Y')::DATE AS released, Label AS label, "Producer(s)" AS producers,
      Tracks::INTEGER AS tracks, "Peak UK"::INTEGER AS peak_uk, "Peak US"::INTEGER AS peak_us
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['how many queen albums went to no 1 in the uk', 'filtered', `SELECT count(*) FROM t WHERE peak_uk = 1`],
    ['and in the us?', 'follow-up', `SELECT count(*) FROM t WHERE peak_us = 1`],
    ['which album charted lowest in the us', 'argmax', `SELECT title FROM t ORDER BY peak_us DESC LIMIT 1`],
    ['avg uk peak position', 'aggregate', `SELECT avg(peak_uk) FROM t`],
    [
      'how many albums did roy thomas baker produce',
      'filtered',
      `SELECT count(*) FROM t WHERE producers LIKE '%Roy Thomas Baker%'`,
    ],
    ['album with the most tracks', 'argmax', `SELECT title FROM t ORDER BY tracks DESC LIMIT 1`],
    [
      'first album released on parlophone',
      'argmax',
      `SELECT title FROM t WHERE label = 'Parlophone' ORDER BY released LIMIT 1`,
    ],
    [
      'how many albums came out in the 80s',
      'filtered',
      `SELECT count(*) FROM t WHERE year(released) BETWEEN 1980 AND 1989`,
    ],
    [
      'which albums did better in the us than in the uk',
      'filtered',
      `SELECT title FROM t WHERE peak_us < peak_uk`,
    ],
    [
      'what album came out the year after a night at the opera',
      'lookup',
      `SELECT title FROM t WHERE year(released) = (SELECT year(released) + 1 FROM t WHERE title = 'A Night at the Opera')`,
    ],
    [
      'how many years between innuendo and made in heaven',
      'compare',
      `SELECT year((SELECT released FROM t WHERE title = 'Made in Heaven')) - year((SELECT released FROM t WHERE title = 'Innuendo'))`,
    ],
    ['total number of tracks across all the studio albums', 'aggregate', `SELECT sum(tracks) FROM t`],
    ['median us peak', 'aggregate', `SELECT median(peak_us) FROM t`],
    ['top 3 albums by us chart position', 'top-n', `SELECT title FROM t ORDER BY peak_us ASC LIMIT 3`],
    ['what did hot space peak at in the uk', 'lookup', `SELECT peak_uk FROM t WHERE title = 'Hot Space'`],
    ['and the US', 'follow-up', `SELECT peak_us FROM t WHERE title = 'Hot Space'`],
    ['how many albums did mack produce', 'filtered', `SELECT count(*) FROM t WHERE producers LIKE '%Mack%'`],
    [
      'which years had two albums released',
      'group-by',
      `SELECT year(released) FROM t GROUP BY 1 HAVING count(*) = 2`,
    ],
    ['correlation between uk and us peaks', 'correlation', `SELECT corr(peak_uk, peak_us) FROM t`],
    [
      'what share of the albums made the uk top 5',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE peak_uk <= 5) / count(*) FROM t`,
    ],
    ['how many copies did a night at the opera sell', 'clarify', null],
    ['best selling queen album?', 'clarify', null],
  ],
});
