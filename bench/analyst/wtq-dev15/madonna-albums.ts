import { table } from '../spec';

export default table({
  name: 'madonna_albums',
  file: 'madonna_albums.csv',
  domain:
    'a singer\'s studio albums 1983–2019 (Madonna\'s discography) under a two-row header (`Peak chart positions` over `US` and `UK`): title, album details in one cell (`Released: 27 July 1983; Label: Sire; Formats: LP, cassette`), US and UK chart peaks (`6[A]`), the US certification (`RIAA: 5× Platinum`, `RIAA: Diamond`; `—` for none), and a closing footnote line `"—" denotes …`',
  load: `SELECT title,
      strptime(regexp_extract(details, 'Released: ([^;]+)', 1), '%d %B %Y')::DATE AS released,
      regexp_extract(details, 'Label: ([^;]+)', 1) AS label,
      regexp_extract(details, 'Formats: ([^;]+)', 1) AS formats,
      NULLIF(regexp_replace(us, '\\[[A-Z]\\]', '', 'g'), '—')::INTEGER AS us_peak,
      NULLIF(regexp_replace(uk, '\\[[A-Z]\\]', '', 'g'), '—')::INTEGER AS uk_peak,
      NULLIF(replace(cert, 'RIAA: ', ''), '—') AS riaa,
      CASE
        WHEN cert = '—' THEN 0
        WHEN cert = 'RIAA: Gold' THEN 0.5
        WHEN cert = 'RIAA: Platinum' THEN 1
        WHEN cert = 'RIAA: Diamond' THEN 10
        ELSE regexp_extract(cert, '(\\d+)×', 1)::INTEGER
      END AS riaa_platinum
    FROM read_csv('{file}', header = false, skip = 2, all_varchar = true,
      columns = {'title': 'VARCHAR', 'details': 'VARCHAR', 'us': 'VARCHAR', 'uk': 'VARCHAR', 'cert': 'VARCHAR'})
    WHERE title NOT LIKE '%denotes%'`,
  questions: [
    ['how many studio albums has madonna put out', 'aggregate', `SELECT count(*) FROM t`],
    ['how many of her albums went to no 1 in the us', 'filtered', `SELECT count(*) FROM t WHERE us_peak = 1`],
    [
      'which albums topped both the us and uk charts',
      'filtered',
      `SELECT title FROM t WHERE us_peak = 1 AND uk_peak = 1`,
    ],
    [
      'what was her first uk number one album',
      'argmax',
      `SELECT title FROM t WHERE uk_peak = 1 ORDER BY released LIMIT 1`,
    ],
    [
      'what album came out after erotica',
      'lookup',
      `SELECT title FROM t WHERE released > (SELECT released FROM t WHERE title = 'Erotica') ORDER BY released LIMIT 1`,
    ],
    [
      'what label put out ray of light',
      'lookup',
      `SELECT unnest(string_split(label, ', ')) FROM t WHERE title = 'Ray of Light'`,
    ],
    [
      'how many albums came out on maverick',
      'filtered',
      `SELECT count(*) FROM t WHERE label LIKE '%Maverick%'`,
    ],
    ['which album peaked lowest in the uk', 'argmax', `SELECT title FROM t ORDER BY uk_peak DESC LIMIT 1`],
    [
      'how many albums did she relase in the 90s',
      'filtered',
      `SELECT count(*) FROM t WHERE year(released) BETWEEN 1990 AND 1999`,
    ],
    ['avg us chart peak', 'aggregate', `SELECT avg(us_peak) FROM t`],
    [
      'how many years between like a prayer and erotica',
      'compare',
      `SELECT max(year(released)) FILTER (WHERE title = 'Erotica') - max(year(released)) FILTER (WHERE title = 'Like a Prayer') FROM t`,
    ],
    [
      'which album did better in the us than in the uk',
      'filtered',
      `SELECT title FROM t WHERE us_peak < uk_peak`,
    ],
    ['how many albums on interscope', 'filtered', `SELECT count(*) FROM t WHERE label LIKE '%Interscope%'`],
    ['what month was music released', 'lookup', `SELECT monthname(released) FROM t WHERE title = 'Music'`],
    ['which album is certified diamond', 'lookup', `SELECT title FROM t WHERE riaa = 'Diamond'`],
    ['how many albums arent certified by the riaa', 'missing', `SELECT count(*) FROM t WHERE riaa IS NULL`],
    [
      'how many albums are platinum or better in the us',
      'filtered',
      `SELECT count(*) FROM t WHERE riaa_platinum >= 1`,
    ],
    [
      'what did american life peak at in the uk',
      'lookup',
      `SELECT uk_peak FROM t WHERE title = 'American Life'`,
    ],
    [
      'what % of her albums hit number one in the uk',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE uk_peak = 1) / count(*) FROM t`,
    ],
    [
      'how many albums were released in march',
      'calendar',
      `SELECT count(*) FROM t WHERE month(released) = 3`,
    ],
    ['which albums peaked at #2 in the us', 'filtered', `SELECT title FROM t WHERE us_peak = 2`],
    [
      'how many albums came out between 2000 and 2010',
      'filtered',
      `SELECT count(*) FROM t WHERE year(released) BETWEEN 2000 AND 2010`,
    ],
    [
      'is true blue higher than bedtime stories on the us chart',
      'compare',
      `SELECT max(us_peak) FILTER (WHERE title = 'True Blue'), max(us_peak) FILTER (WHERE title = 'Bedtime Stories') FROM t`,
    ],
    ['how many copies did ray of light sell', 'clarify', null],
    ['whats her best album', 'clarify', null],
  ],
});
