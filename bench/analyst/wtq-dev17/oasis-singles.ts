import { table } from '../spec';

export default table({
  name: 'oasis_singles',
  file: 'oasis_singles.csv',
  domain:
    "a band's singles with their chart peaks (Oasis, 1994–2009): year, title (`Wonderwall[A]`, `Little by Little / She Is Love[B]`), peak positions under `UK[1]`, `IRE[2]`, `US[3]` (`—` where the single did not chart), album (`Non-album single`), certifications (`BPI: 7× Platinum`, `—`)",
  load: `SELECT row_number() OVER () AS n,
      "Year"::INTEGER AS year,
      regexp_replace(Title, '\\[[A-Z]\\]', '') AS title,
      TRY_CAST(NULLIF("UK[1]", '—') AS INTEGER) AS uk_peak,
      TRY_CAST(NULLIF("IRE[2]", '—') AS INTEGER) AS ire_peak,
      TRY_CAST(NULLIF("US[3]", '—') AS INTEGER) AS us_peak,
      Album AS album,
      NULLIF(Certifications, '—') AS certification,
      CASE WHEN Certifications LIKE '%×%Platinum' THEN regexp_extract(Certifications, '(\\d+)×', 1)::INTEGER
           WHEN Certifications LIKE '%Platinum' THEN 1 ELSE 0 END AS platinum_times
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['how many uk number ones did oasis have', 'filtered', `SELECT count(*) FROM t WHERE uk_peak = 1`],
    ['what was oasis first single', 'lookup', `SELECT title FROM t ORDER BY n LIMIT 1`],
    ['whats the last single on the list', 'lookup', `SELECT title FROM t ORDER BY n DESC LIMIT 1`],
    [
      'which single charted highest in the us',
      'argmax',
      `SELECT title FROM t WHERE us_peak IS NOT NULL ORDER BY us_peak LIMIT 1`,
    ],
    ['how many singles didnt chart in the us', 'missing', `SELECT count(*) FROM t WHERE us_peak IS NULL`],
    [
      'how many singles came off be here now',
      'filtered',
      `SELECT count(*) FROM t WHERE album = 'Be Here Now'`,
    ],
    [
      'how many singles were from morning glory',
      'filtered',
      `SELECT count(*) FROM t WHERE album = '(What''s the Story) Morning Glory?'`,
    ],
    ['what did wonderwall peak at in ireland', 'lookup', `SELECT ire_peak FROM t WHERE title = 'Wonderwall'`],
    ['how many singles came out in two thousand', 'filtered', `SELECT count(*) FROM t WHERE year = 2000`],
    ['avg uk peak position', 'aggregate', `SELECT avg(uk_peak) FROM t`],
    [
      'which year had the most singles released',
      'argmax',
      `SELECT year FROM t GROUP BY year ORDER BY count(*) DESC LIMIT 1`,
    ],
    ['how many made the uk top 5', 'filtered', `SELECT count(*) FROM t WHERE uk_peak <= 5`],
    [
      'what single came after wonderwall',
      'lookup',
      `SELECT title FROM t WHERE n = (SELECT n FROM t WHERE title = 'Wonderwall') + 1`,
    ],
    [
      'how many singles went platinum or better',
      'filtered',
      `SELECT count(*) FROM t WHERE platinum_times >= 1`,
    ],
    [
      'which single has been certified platinum the most times',
      'argmax',
      `SELECT title FROM t ORDER BY platinum_times DESC LIMIT 1`,
    ],
    [
      'what percent of their singles hit #1 in the uk',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE uk_peak = 1) / count(*) FROM t`,
    ],
    [
      'how many more no. 1s in the uk than in ireland',
      'compare',
      `SELECT count(*) FILTER (WHERE uk_peak = 1) - count(*) FILTER (WHERE ire_peak = 1) FROM t`,
    ],
    [
      'which did better in ireland, lyla or songbird',
      'compare',
      `SELECT 'Lyla', (SELECT ire_peak FROM t WHERE title = 'Lyla'), (SELECT ire_peak FROM t WHERE title = 'Songbird')`,
    ],
    ['lowest charting single in the uk', 'argmax', `SELECT title FROM t ORDER BY uk_peak DESC LIMIT 1`],
    ['how many singles in the 2000s', 'calendar', `SELECT count(*) FROM t WHERE year BETWEEN 2000 AND 2009`],
    [
      'what year did stop crying your heart out come out',
      'lookup',
      `SELECT year FROM t WHERE title = 'Stop Crying Your Heart Out'`,
    ],
    [
      'how many non album singles were there',
      'filtered',
      `SELECT count(*) FROM t WHERE album = 'Non-album single'`,
    ],
    [
      'is there a correlation between the uk and irish peaks',
      'correlation',
      `SELECT corr(uk_peak, ire_peak) FROM t WHERE uk_peak IS NOT NULL AND ire_peak IS NOT NULL`,
    ],
    [
      'top 3 singles in ireland',
      'top-n',
      `SELECT title FROM t WHERE ire_peak IS NOT NULL ORDER BY ire_peak LIMIT 3`,
    ],
    [
      'difference between their best and worst uk chart position',
      'aggregate',
      `SELECT max(uk_peak) - min(uk_peak) FROM t`,
    ],
    ['how many copies did wonderwall sell', 'clarify', null],
    ['what was the peak position of the hindu times', 'clarify', null],
  ],
});
