import { table } from '../spec';

/** Platinum multiple for one country in a cell such as `US: 15× Platinum, UK: Gold` (Gold or none = 0). */
const platinum = (country: string): string => `CASE
        WHEN regexp_matches(Certifications, '${country}: [0-9]+× Platinum') THEN regexp_extract(Certifications, '${country}: ([0-9]+)× Platinum', 1)::INTEGER
        WHEN Certifications LIKE '%${country}: Platinum%' THEN 1
        ELSE 0 END`;

export default table({
  name: 'pink_floyd_albums',
  file: 'pink_floyd_albums.csv',
  domain:
    'A rock band’s studio albums 1967–2014 as a discography lists them: title with footnote marks (`More[a]`, `The Wall[b]`), release date `1 March 1973`, label, UK and US chart peaks (`—` for not charting), certifications listed in one cell (`US: 15× Platinum, UK: 14× Platinum`)',
  load: `SELECT regexp_replace(Title, '\\[[a-z]\\]', '', 'g') AS title,
      strptime(Released, '%d %B %Y')::DATE AS released,
      year(strptime(Released, '%d %B %Y')) AS year,
      Label AS label, UK::INTEGER AS uk_peak, nullif(US, '—')::INTEGER AS us_peak,
      Certifications AS certifications,
      ${platinum('US')} AS us_platinum, ${platinum('UK')} AS uk_platinum
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['how many albums hit no 1 in the uk', 'filtered', `SELECT count(*) FROM t WHERE uk_peak = 1`],
    ['and in the us?', 'follow-up', `SELECT count(*) FROM t WHERE us_peak = 1`],
    [
      'which ones went number one in both',
      'filtered',
      `SELECT title FROM t WHERE uk_peak = 1 AND us_peak = 1`,
    ],
    [
      'lowest us chart peak',
      'argmax',
      `SELECT title FROM t WHERE us_peak IS NOT NULL ORDER BY us_peak DESC LIMIT 1`,
    ],
    [
      'what did dark side of the moon peak at in the uk',
      'lookup',
      `SELECT uk_peak FROM t WHERE title = 'The Dark Side of the Moon'`,
    ],
    ['most platinum album in the us', 'argmax', `SELECT title FROM t ORDER BY us_platinum DESC LIMIT 1`],
    [
      'how many times platinum is dark side in the uk',
      'lookup',
      `SELECT uk_platinum FROM t WHERE title = 'The Dark Side of the Moon'`,
    ],
    ['how many albums came out on harvest', 'filtered', `SELECT count(*) FROM t WHERE label = 'Harvest'`],
    [
      'which label put out the division bell',
      'lookup',
      `SELECT label FROM t WHERE title = 'The Division Bell'`,
    ],
    [
      'how many studio albums in the 70s',
      'filtered',
      `SELECT count(*) FROM t WHERE year BETWEEN 1970 AND 1979`,
    ],
    ['avg uk peak position', 'aggregate', `SELECT avg(uk_peak) FROM t`],
    [
      'how many years between the division bell and the endless river',
      'compare',
      `SELECT (SELECT year FROM t WHERE title = 'The Endless River') - (SELECT year FROM t WHERE title = 'The Division Bell')`,
    ],
    [
      'which album came after the longest gap',
      'argmax',
      `SELECT title FROM (SELECT title, released - lag(released) OVER (ORDER BY released) AS gap FROM t) WHERE gap IS NOT NULL ORDER BY gap DESC LIMIT 1`,
    ],
    [
      'how many albums have no us certification',
      'missing',
      `SELECT count(*) FROM t WHERE certifications IS NULL OR certifications NOT LIKE '%US:%'`,
    ],
    ['total us platinum certs across all albums', 'aggregate', `SELECT sum(us_platinum) FROM t`],
    [
      'which album came out right after wish you were here',
      'lookup',
      `SELECT title FROM t WHERE released > (SELECT released FROM t WHERE title = 'Wish You Were Here') ORDER BY released LIMIT 1`,
    ],
    [
      'what month was animals released',
      'lookup',
      `SELECT monthname(released) FROM t WHERE title = 'Animals'`,
    ],
    [
      'how many albums were released in november',
      'calendar',
      `SELECT count(*) FROM t WHERE month(released) = 11`,
    ],
    [
      'first album to top the uk chart',
      'argmax',
      `SELECT title FROM t WHERE uk_peak = 1 ORDER BY released LIMIT 1`,
    ],
    [
      'which albums made the us top 10 but didnt top the uk chart',
      'filtered',
      `SELECT title FROM t WHERE us_peak <= 10 AND uk_peak > 1`,
    ],
    ['us peak of meddle', 'lookup', `SELECT us_peak FROM t WHERE title = 'Meddle'`],
    ['and of atom heart mother?', 'follow-up', `SELECT us_peak FROM t WHERE title = 'Atom Heart Mother'`],
    [
      'difference between the us and uk peak for piper at the gates of dawn',
      'compare',
      `SELECT us_peak - uk_peak FROM t WHERE title = 'The Piper at the Gates of Dawn'`,
    ],
    ['how many copies did the wall sell', 'clarify', null],
    ['who produced animals', 'clarify', null],
  ],
});
