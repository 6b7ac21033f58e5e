import { table } from '../spec';

export default table({
  name: 'david_bowie_albums',
  file: 'david_bowie_albums.csv',
  domain:
    "a singer's studio albums 1967–2016: number, title (footnote marks: `Space Oddity[a]`; quotes kept in `\"Heroes\"`; `'Hours...'`), release date `14 January 1977`, label (`Savage, Arista` for two), producers listed in one cell (`David Bowie, Tony Visconti`), length `38:26` (minutes:seconds), UK and US chart peaks (`—` for did not chart)",
  load: `SELECT "No."::INTEGER AS no,
      trim(regexp_replace(Title, '\\[[a-z]\\]', '', 'g'), '"') AS title,
      strptime(Released, '%d %B %Y')::DATE AS released,
      Label AS label, "Producer(s)" AS producers,
      len(string_split("Producer(s)", ', ')) AS producer_count,
      split_part(Length, ':', 1)::INTEGER * 60 + split_part(Length, ':', 2)::INTEGER AS length_s,
      nullif("UK peak", '—')::INTEGER AS uk_peak,
      nullif("US peak", '—')::INTEGER AS us_peak
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['how many studio albums did bowie make', 'aggregate', `SELECT count(*) FROM t`],
    ['how many of his albums went to no.1 in the uk', 'filtered', `SELECT count(*) FROM t WHERE uk_peak = 1`],
    [
      'which was his first uk number one',
      'argmax',
      `SELECT title FROM t WHERE uk_peak = 1 ORDER BY released ASC LIMIT 1`,
    ],
    ['his only us #1?', 'filtered', `SELECT title FROM t WHERE us_peak = 1`],
    [
      'which album did worst in the us (of the ones that charted)',
      'argmax',
      `SELECT title FROM t WHERE us_peak IS NOT NULL ORDER BY us_peak DESC LIMIT 1`,
    ],
    ["how many albums didn't chart in the us", 'missing', `SELECT count(*) FROM t WHERE us_peak IS NULL`],
    [
      'how many albums did visconti prodcue',
      'filtered',
      `SELECT count(*) FROM t WHERE producers LIKE '%Tony Visconti%'`,
    ],
    [
      'which ones did nile rodgers produce',
      'filtered',
      `SELECT title FROM t WHERE producers LIKE '%Nile Rodgers%'`,
    ],
    ['longest album by running time', 'argmax', `SELECT title FROM t ORDER BY length_s DESC LIMIT 1`],
    ['and the shortest', 'follow-up', `SELECT title FROM t ORDER BY length_s ASC LIMIT 1`],
    ['average album length in minutes', 'aggregate', `SELECT avg(length_s) / 60.0 FROM t`],
    [
      'no of albums per decade',
      'group-by',
      `SELECT (year(released) // 10) * 10 AS decade, count(*) FROM t GROUP BY decade`,
    ],
    [
      'which 90s album charted highest in the uk',
      'argmax',
      `SELECT title FROM t WHERE year(released) BETWEEN 1990 AND 1999 ORDER BY uk_peak ASC NULLS LAST LIMIT 1`,
    ],
    [
      'which album came out after the longest gap',
      'argmax',
      `SELECT title FROM (SELECT title, date_diff('day', lag(released) OVER (ORDER BY released), released) AS gap FROM t) ORDER BY gap DESC NULLS LAST LIMIT 1`,
    ],
    [
      'how many days was the gap',
      'follow-up',
      `SELECT max(gap) FROM (SELECT date_diff('day', lag(released) OVER (ORDER BY released), released) AS gap FROM t)`,
    ],
    [
      'uk and us peak of ziggy stardust',
      'lookup',
      `SELECT uk_peak, us_peak FROM t WHERE title LIKE '%Ziggy Stardust%'`,
    ],
    ['when was low released', 'lookup', `SELECT released FROM t WHERE title = 'Low'`],
    [
      "what came out right after let's dance",
      'lookup',
      `SELECT title FROM t WHERE no = (SELECT no + 1 FROM t WHERE title = 'Let''s Dance')`,
    ],
    [
      'which months did he release the most albums in',
      'calendar',
      `SELECT m FROM (SELECT monthname(released) AS m, count(*) AS n FROM t GROUP BY m) WHERE n = (SELECT max(n) FROM (SELECT count(*) AS n FROM t GROUP BY monthname(released)))`,
    ],
    ['correlation between uk and us peaks', 'correlation', `SELECT corr(uk_peak, us_peak) FROM t`],
    [
      'share of albums that reached the uk top 5',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE uk_peak <= 5) / count(*) FROM t`,
    ],
    [
      'avg us position of the albums that were uk number ones',
      'filtered',
      `SELECT avg(us_peak) FROM t WHERE uk_peak = 1`,
    ],
    [
      'did reality or heathen do better in the us',
      'compare',
      `SELECT title, us_peak FROM t WHERE title IN ('Reality', 'Heathen')`,
    ],
    ["how many copies did let's dance sell", 'clarify', null],
    ['which bowie album got the best reviews', 'clarify', null],
  ],
});
